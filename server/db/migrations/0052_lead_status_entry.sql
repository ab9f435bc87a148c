-- A status a person enters on a lead's page (spec 4 §2, source 'manual'): who entered it and their
-- note. Columns only: the history stays append-only (0044's trigger).
ALTER TABLE lead_statuses ADD COLUMN IF NOT EXISTS actor_id bigint REFERENCES users(id);
--> statement-breakpoint
ALTER TABLE lead_statuses ADD COLUMN IF NOT EXISTS note text;
