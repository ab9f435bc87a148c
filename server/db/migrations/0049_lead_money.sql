-- Lead money (spec 4 §3): every billing item carries its Paid-for type; EPL (a fixed
-- amount per accepted lead, the broker integration's price); CRG deals and their closed cohorts.
-- docs/decisions/billing.md, docs/decisions/crg.md.

-- why a conversion is paid when its action does not say it (`epl` for an accepted lead's); null: by its action
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS paid_for text;
--> statement-breakpoint
ALTER TABLE billing_items ADD COLUMN IF NOT EXISTS paid_for text;
--> statement-breakpoint
-- existing items take their conversion's action: opt-in, lead, ftd, revshare; a sale is paid as cpa
UPDATE billing_items b SET paid_for = COALESCE(v.paid_for, CASE v.action WHEN 1 THEN 'opt-in' WHEN 2 THEN 'lead' WHEN 3 THEN 'ftd' WHEN 4 THEN 'revshare' ELSE 'cpa' END)
FROM conversions v WHERE v.id = b.conversion_id AND b.paid_for IS NULL;
--> statement-breakpoint
UPDATE billing_items SET paid_for = 'cpa' WHERE paid_for IS NULL;
--> statement-breakpoint
ALTER TABLE billing_items ALTER COLUMN paid_for SET NOT NULL;
--> statement-breakpoint
-- a CRG cohort's adjustment is billed without a conversion
ALTER TABLE billing_items ALTER COLUMN conversion_id DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE billing_items ADD COLUMN IF NOT EXISTS crg_cohort_id bigint;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS billing_items_crg_cohort_idx ON billing_items (crg_cohort_id) WHERE crg_cohort_id IS NOT NULL;
--> statement-breakpoint
-- EPL: what the broker pays per accepted lead (the network's revenue); null: the integration pays per FTD only
ALTER TABLE broker_integrations ADD COLUMN IF NOT EXISTS epl_price numeric(14, 2);
--> statement-breakpoint
-- CRG: a guaranteed conversion rate on an offer × affiliate (optionally one broker integration's leads)
CREATE TABLE IF NOT EXISTS crg_deals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES offers(id),
  affiliate_id integer NOT NULL REFERENCES users(id),
  integration_id integer REFERENCES broker_integrations(id),
  guarantee_percent numeric(5, 2) NOT NULL CHECK (guarantee_percent > 0 AND guarantee_percent <= 100),
  cohort text NOT NULL CHECK (cohort IN ('week', 'month')),
  settle_days integer NOT NULL DEFAULT 7 CHECK (settle_days BETWEEN 0 AND 90),
  affiliate_terms text NOT NULL CHECK (affiliate_terms IN ('chargeback', 'pass_through', 'none')),
  affiliate_ftd_amount numeric(14, 2) NOT NULL DEFAULT 0 CHECK (affiliate_ftd_amount >= 0),
  advertiser_ftd_amount numeric(14, 2) NOT NULL DEFAULT 0 CHECK (advertiser_ftd_amount >= 0),
  starts_on date NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS crg_deals_offer_idx ON crg_deals (offer_id, affiliate_id);
--> statement-breakpoint
-- one closed cohort of a deal: its figures at the close and the shortfall's money, never rewritten
CREATE TABLE IF NOT EXISTS crg_cohorts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  deal_id integer NOT NULL REFERENCES crg_deals(id),
  affiliate_id integer NOT NULL REFERENCES users(id),
  cohort_start date NOT NULL,
  cohort_end date NOT NULL,
  leads integer NOT NULL,
  ftds integer NOT NULL,
  guarantee_percent numeric(5, 2) NOT NULL,
  shortfall_ftds numeric(14, 4) NOT NULL,
  affiliate_amount numeric(14, 2) NOT NULL,
  advertiser_amount numeric(14, 2) NOT NULL,
  closed_at timestamptz NOT NULL,
  UNIQUE (deal_id, cohort_start)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS crg_cohorts_affiliate_idx ON crg_cohorts (affiliate_id, closed_at);
