-- Broker integrations (spec 4 §2): how a lead is pushed to one broker's API. A broker is an
-- advertiser (users.user_type = 3) with one or more integrations. Secret header values are kept
-- encrypted (server/modules/brokers/headerSecrets.ts), never in the clear.
CREATE TABLE IF NOT EXISTS broker_integrations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  advertiser_id integer NOT NULL REFERENCES users(id),
  name text NOT NULL,
  kind text NOT NULL DEFAULT 'http',
  endpoint text NOT NULL,
  method text NOT NULL DEFAULT 'POST',
  headers jsonb NOT NULL DEFAULT '[]'::jsonb,
  body_template text NOT NULL DEFAULT '',
  success_path text NOT NULL DEFAULT '',
  lead_id_path text NOT NULL DEFAULT '',
  autologin_path text NOT NULL DEFAULT '',
  status_pull jsonb,
  timeout_ms integer NOT NULL DEFAULT 10000,
  time_zone text NOT NULL DEFAULT 'UTC',
  working_hours jsonb NOT NULL DEFAULT '{}'::jsonb,
  countries text[] NOT NULL DEFAULT '{}'::text[],
  languages text[] NOT NULL DEFAULT '{}'::text[],
  status smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS broker_integrations_advertiser_idx ON broker_integrations (advertiser_id, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS broker_integrations_status_idx ON broker_integrations (status, id);
