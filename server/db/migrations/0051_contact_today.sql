-- Contact-today (spec 4 §5; docs/decisions/desk.md): the account manager's call list. One row per
-- affiliate, workspace-local day and reason: the unique key is what makes a re-run (the morning job
-- after a restart, or the on-demand recompute) write nothing twice. priority: Low 1 / Medium 2 /
-- High 3; status: New 1 / CallAgain 2 / Resolved 3, moved by staff with a note (changed_by/_at).
-- detail: the figures behind the reason (`12 → 0`, `DE, FR`), in no language.
CREATE TABLE IF NOT EXISTS contact_today (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  affiliate_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  reason text NOT NULL,
  priority smallint NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  detail text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  changed_by integer REFERENCES users(id) ON DELETE SET NULL,
  changed_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS contact_today_key_idx ON contact_today (affiliate_id, day, reason);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS contact_today_day_idx ON contact_today (day, status);
--> statement-breakpoint
-- The morning job's runs: a day's row is written in the same transaction as that day's list, so a
-- run killed half-way leaves neither and the next start computes the day again.
CREATE TABLE IF NOT EXISTS contact_today_runs (
  day date PRIMARY KEY,
  finished_at timestamptz NOT NULL
);
