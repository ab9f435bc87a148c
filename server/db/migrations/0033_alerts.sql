-- A staff member's alerts: the bell's count and list (docs/decisions/alerts.md). One row per
-- recipient; kind + subject is the condition (tracking_domain_removed + tracking_domain:5), and
-- while an unread row of it exists the same condition raises nothing new (the partial unique
-- index, the conflict target of the raise). type: Alert type (Notification 1), priority: Low 0 /
-- Medium 1 / High 2, status: New 0 / Read 1. link: where the thing is in the staff app, relative
-- to /{role}/d. mailed_at: when this row's e-mail was queued (at most one a kind and subject an hour).
CREATE TABLE IF NOT EXISTS alerts (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  subject text NOT NULL,
  type smallint NOT NULL DEFAULT 1,
  priority smallint NOT NULL DEFAULT 1,
  status smallint NOT NULL DEFAULT 0,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  link text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  mailed_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS alerts_unread_condition_idx ON alerts (user_id, kind, subject) WHERE status = 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS alerts_user_idx ON alerts (user_id, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS alerts_mailed_idx ON alerts (user_id, kind, subject, mailed_at) WHERE mailed_at IS NOT NULL;
