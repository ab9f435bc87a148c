-- Re-injection (spec 4 §2): a lead no integration took is offered again on the flow's schedule
-- (every N minutes, up to N rounds, within N hours of the lead) to the integrations that did not
-- refuse it, until it is taken or the schedule ends. Off (null) unless the flow sets it.
ALTER TABLE flows ADD COLUMN IF NOT EXISTS reinject_every_minutes integer;
--> statement-breakpoint
ALTER TABLE flows ADD COLUMN IF NOT EXISTS reinject_rounds integer NOT NULL DEFAULT 3;
--> statement-breakpoint
ALTER TABLE flows ADD COLUMN IF NOT EXISTS reinject_window_hours integer NOT NULL DEFAULT 24;
--> statement-breakpoint
-- rounds done, when the current one began (its tries exclude the integrations tried in it), the next one
ALTER TABLE leads ADD COLUMN IF NOT EXISTS reinjections integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS reinjected_at timestamptz;
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS next_reinjection_at timestamptz;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leads_next_reinjection_idx ON leads (next_reinjection_at) WHERE next_reinjection_at IS NOT NULL;
