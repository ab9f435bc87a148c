-- automatically_create_revenue_rule (spec 4 §3): a payout rule made while the feature is on creates
-- the matching revenue rule, which remembers the payout rule it came from so the payout rule's
-- screen shows it beside it. The revenue rule outlives its payout rule (the link is cleared).
ALTER TABLE revenue_rules ADD COLUMN IF NOT EXISTS payout_rule_id integer REFERENCES payout_rules (id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS revenue_rules_payout_rule_idx ON revenue_rules (payout_rule_id) WHERE payout_rule_id IS NOT NULL;
