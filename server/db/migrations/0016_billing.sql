-- Affiliate billing: billing periods closed by payment terms, the conversions' commission
-- billed in them (a later void or change is billed as a difference in the next period), payouts
-- and the log of every payout status change.
ALTER TABLE users ADD COLUMN IF NOT EXISTS payment_terms_id smallint;
--> statement-breakpoint

CREATE TABLE IF NOT EXISTS payouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  affiliate_id integer NOT NULL REFERENCES users(id),
  amount numeric(14, 2) NOT NULL,
  currency text NOT NULL,
  status smallint NOT NULL DEFAULT 0,
  period_start date NOT NULL,
  period_end date NOT NULL,
  reason smallint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payouts_affiliate_idx ON payouts (affiliate_id, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payouts_status_idx ON payouts (status, id);
--> statement-breakpoint

CREATE TABLE IF NOT EXISTS billing_periods (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  affiliate_id integer NOT NULL REFERENCES users(id),
  period_start date NOT NULL,
  period_end date NOT NULL,
  total numeric(14, 2) NOT NULL,
  threshold numeric(14, 2) NOT NULL,
  forced_reason smallint,
  payout_id bigint REFERENCES payouts(id),
  closed_at timestamptz NOT NULL,
  UNIQUE (affiliate_id, period_end)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS billing_periods_unpaid_idx ON billing_periods (affiliate_id) WHERE payout_id IS NULL;
--> statement-breakpoint

CREATE TABLE IF NOT EXISTS billing_items (
  period_id bigint NOT NULL REFERENCES billing_periods(id),
  conversion_id bigint NOT NULL,
  amount numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS billing_items_conversion_idx ON billing_items (conversion_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS billing_items_period_idx ON billing_items (period_id);
--> statement-breakpoint

CREATE TABLE IF NOT EXISTS payout_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payout_id bigint NOT NULL REFERENCES payouts(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  status_before smallint,
  status_after smallint NOT NULL,
  reason smallint
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payout_log_payout_idx ON payout_log (payout_id, id);
