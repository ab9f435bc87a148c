-- Traffic quality (spec 4 §4): every click and conversion keeps its Traffic safety (Safe 1, Mixed 2,
-- Risky 3) and the codes of the reasons behind it (domain/quality/fraudReasons.ts). Rows written
-- before this have neither (NULL): they were never judged, and reports count them as Safe.
ALTER TABLE clicks ADD COLUMN IF NOT EXISTS traffic_safety smallint;
--> statement-breakpoint
ALTER TABLE clicks ADD COLUMN IF NOT EXISTS fraud_reasons text[];
--> statement-breakpoint
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS traffic_safety smallint;
--> statement-breakpoint
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS fraud_reasons text[];
--> statement-breakpoint
-- Risky traffic by time, for the dashboard's drill-down (bad_quality_traffic): a small part of all rows
CREATE INDEX IF NOT EXISTS clicks_risky_idx ON clicks (clicked_at) WHERE traffic_safety = 3;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS conversions_risky_idx ON conversions (created_at) WHERE traffic_safety = 3;
