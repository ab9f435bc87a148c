-- A second forced billing period on the same day (an affiliate paid in the morning who earns again
-- before night) ends on the same day as the first: the one period per affiliate and end that
-- migration 0016 made unique held for the closings by payment terms only, and a second forcing
-- silently billed nothing. The closings keep their uniqueness (and their ON CONFLICT); forced
-- periods may share an end.
ALTER TABLE billing_periods DROP CONSTRAINT IF EXISTS billing_periods_affiliate_id_period_end_key;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS billing_periods_closing_key ON billing_periods (affiliate_id, period_end) WHERE forced_reason IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS billing_periods_affiliate_end_idx ON billing_periods (affiliate_id, period_end);
