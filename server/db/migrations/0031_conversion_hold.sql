-- Conversions on hold (spec 4 §4, docs/decisions/conversions.md "Hold"). An offer's hold_days (0:
-- no hold) or the advertiser's postback status=pending puts a conversion in Transaction status
-- OnHold 3 until hold_until. While held its commission and revenue are 0, so every sum (reports,
-- rollups, dashboards, billing) leaves it out; what it will earn when approved waits in
-- hold_commission and hold_revenue. The hold job approves the holds whose end has passed.
ALTER TABLE offers ADD COLUMN IF NOT EXISTS hold_days integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS hold_until timestamptz;
--> statement-breakpoint
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS hold_commission numeric(14, 2) NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS hold_revenue numeric(14, 2) NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS conversions_hold_idx ON conversions (hold_until, id) WHERE transaction_status = 3;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS conversions_held_affiliate_idx ON conversions (affiliate_id) WHERE transaction_status = 3;
