-- Advertiser invoices bill click revenue (docs/decisions/click-commissions.md, "Advertiser
-- invoices"): a click item bills the `click_earnings` revenue of one UTC day on one offer of the
-- advertiser (the difference from what earlier items of that day and offer billed), with its clicks.
-- Its offer is `offer_id`, its `paid_for` 'cpc', its action 0; it has no conversion and no cohort.
ALTER TABLE advertiser_invoice_items ADD COLUMN IF NOT EXISTS click_day date;
--> statement-breakpoint
ALTER TABLE advertiser_invoice_items ADD COLUMN IF NOT EXISTS click_count integer;
--> statement-breakpoint
ALTER TABLE advertiser_invoice_items DROP CONSTRAINT IF EXISTS advertiser_invoice_items_one_source;
--> statement-breakpoint
ALTER TABLE advertiser_invoice_items ADD CONSTRAINT advertiser_invoice_items_one_source CHECK (num_nonnulls(conversion_id, crg_cohort_id, click_day) = 1);
--> statement-breakpoint
ALTER TABLE advertiser_invoice_items ADD CONSTRAINT advertiser_invoice_items_click CHECK (click_day IS NULL OR (offer_id IS NOT NULL AND click_count IS NOT NULL));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS advertiser_invoice_items_click_idx ON advertiser_invoice_items (offer_id, click_day) WHERE click_day IS NOT NULL;
