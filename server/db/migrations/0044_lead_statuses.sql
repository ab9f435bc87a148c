-- Broker statuses (spec 4 §2): each integration maps the broker's own status words to common groups
-- and says how long after a lead's acceptance its statuses and deposits are taken (the look-back);
-- every status a lead receives is kept in an append-only history.

-- [{ "status": "Depositor", "group": "ftd" }, …]: matched without regard to case and outer spaces
ALTER TABLE broker_integrations ADD COLUMN IF NOT EXISTS status_map jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
ALTER TABLE broker_integrations ADD COLUMN IF NOT EXISTS lookback_days integer NOT NULL DEFAULT 7;
--> statement-breakpoint
-- when the status pull last ran for the integration (the job claims it with SKIP LOCKED)
ALTER TABLE broker_integrations ADD COLUMN IF NOT EXISTS status_pulled_at timestamptz;
--> statement-breakpoint
-- the history: one row per status received (a refused one too, with why), never changed or removed
CREATE TABLE IF NOT EXISTS lead_statuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads(id),
  integration_id integer REFERENCES broker_integrations(id),
  raw_status text NOT NULL,
  status_group text,
  source text NOT NULL CHECK (source IN ('postback', 'pull', 'manual')),
  received_at timestamptz NOT NULL,
  broker_at timestamptz,
  refusal text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS lead_statuses_lead_idx ON lead_statuses (lead_id, id);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_statuses_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lead_statuses is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS lead_statuses_no_change ON lead_statuses;
--> statement-breakpoint
CREATE TRIGGER lead_statuses_no_change BEFORE UPDATE OR DELETE ON lead_statuses FOR EACH ROW EXECUTE FUNCTION lead_statuses_append_only();
