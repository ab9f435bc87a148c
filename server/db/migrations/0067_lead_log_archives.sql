-- Archives of leads and logs (docs/decisions/archives.md). A lead whose month is past
-- LEAD_RETENTION_DAYS keeps what the reports count; its contact, payload, push log and status
-- history go to the month's archive file; `archived_at` says so, `archived_pushes` keeps how many push tries it had. `erased_at` marks a lead whose
-- personal data was erased, so a restore from an older file never brings it back.
ALTER TABLE leads ADD COLUMN IF NOT EXISTS archived_at timestamptz;
--> statement-breakpoint
-- the push tries an archived lead's file holds: the lead funnel still counts it as pushed
ALTER TABLE leads ADD COLUMN IF NOT EXISTS archived_pushes integer;
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS erased_at timestamptz;
--> statement-breakpoint
-- the logs' retention reads and deletes them by month
CREATE INDEX IF NOT EXISTS postback_log_created_idx ON postback_log (created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS received_postbacks_created_idx ON received_postbacks (created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS webhook_deliveries_created_idx ON webhook_deliveries (created_at);
--> statement-breakpoint
-- the leads' retention finds the first month not yet archived without reading the archived ones
CREATE INDEX IF NOT EXISTS leads_unarchived_idx ON leads (created_at) WHERE archived_at IS NULL;
--> statement-breakpoint
-- the status history stays append-only, save that the archive moves an archived lead's history to
-- its file: its transaction alone sets affnet.archiving (set_config(…, true): for that transaction)
CREATE OR REPLACE FUNCTION lead_statuses_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('affnet.archiving', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'lead_statuses is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
