-- Click commissions (spec 4 §3, docs/decisions/click-commissions.md): a unique click that ran
-- earns its affiliate the payout, and the network the revenue, of the most specific click payout
-- rule of its offer (affiliate and country, affiliate, country, the offer's own), decided where the
-- click is written (modules/tracker/clickStore.ts) and kept on the click. The rollups sum it beside
-- the conversions' money, and `click_earnings` sums it by UTC day, affiliate and offer for click
-- billing, which bills it in the conversions' periods, payouts and invoices as `cpc` items.
CREATE TABLE IF NOT EXISTS click_payout_rules (
  id serial PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  -- null: every affiliate of the offer
  affiliate_id integer REFERENCES users (id) ON DELETE CASCADE,
  -- ISO alpha-2, upper case; null: every country
  country text,
  payout numeric(14, 2) NOT NULL DEFAULT 0,
  revenue numeric(14, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT click_payout_rules_amounts CHECK (payout >= 0 AND revenue >= 0),
  CONSTRAINT click_payout_rules_country CHECK (country IS NULL OR country ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS click_payout_rules_key ON click_payout_rules (offer_id, affiliate_id, country) NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS click_payout_rules_affiliate_idx ON click_payout_rules (affiliate_id);
--> statement-breakpoint
-- a click's money: null when no rule matched (a restored archive from before this migration reads null too)
ALTER TABLE clicks ADD COLUMN IF NOT EXISTS commission numeric(14, 2);
--> statement-breakpoint
ALTER TABLE clicks ADD COLUMN IF NOT EXISTS revenue numeric(14, 2);
--> statement-breakpoint
ALTER TABLE report_clicks_hourly ADD COLUMN IF NOT EXISTS commission numeric(16, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE report_clicks_hourly ADD COLUMN IF NOT EXISTS revenue numeric(16, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE report_clicks_daily ADD COLUMN IF NOT EXISTS commission numeric(16, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE report_clicks_daily ADD COLUMN IF NOT EXISTS revenue numeric(16, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE report_clicks_p1_daily ADD COLUMN IF NOT EXISTS commission numeric(16, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE report_clicks_p1_daily ADD COLUMN IF NOT EXISTS revenue numeric(16, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- what click billing bills: the earning clicks of a UTC day by affiliate and offer (kept by the trigger below; never archived)
CREATE TABLE IF NOT EXISTS click_earnings (
  day date NOT NULL,
  affiliate_id integer NOT NULL,
  offer_id integer NOT NULL,
  clicks integer NOT NULL DEFAULT 0,
  commission numeric(16, 2) NOT NULL DEFAULT 0,
  revenue numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (day, affiliate_id, offer_id)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS click_earnings_affiliate_idx ON click_earnings (affiliate_id, day);
--> statement-breakpoint
-- a click billing item bills an affiliate's earning clicks of one day on one offer (the difference from what was billed for them before)
ALTER TABLE billing_items ADD COLUMN IF NOT EXISTS click_day date;
--> statement-breakpoint
ALTER TABLE billing_items ADD COLUMN IF NOT EXISTS click_offer_id integer;
--> statement-breakpoint
ALTER TABLE billing_items ADD COLUMN IF NOT EXISTS click_count integer;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS billing_items_click_idx ON billing_items (click_day, click_offer_id) WHERE click_day IS NOT NULL;
--> statement-breakpoint
-- migration 0025's click rollups, with the clicks' money summed beside the counts
CREATE OR REPLACE FUNCTION "report_clicks_rolls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- the hot path (every batch the tracker writes): the new rows read as they are, counted
    WITH h AS (
      SELECT date_trunc('hour', n.clicked_at, 'UTC') AS bucket, n.offer_id, n.affiliate_id, n.manager_id, n.country, n.device_type, COALESCE(n.os, '') AS os, COALESCE(n.browser, '') AS browser, n.tracking_domain_id,
        count(*) FILTER (WHERE n.refusal IS NULL) AS clicks, count(*) FILTER (WHERE n.refusal IS NULL AND n.is_unique) AS unique_clicks, count(*) FILTER (WHERE n.refusal IS NOT NULL) AS bad_clicks,
        COALESCE(sum(n.commission), 0) AS commission, COALESCE(sum(n.revenue), 0) AS revenue
      FROM new_rows n GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ),
    hourly AS (
      INSERT INTO report_clicks_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks, commission, revenue)
      SELECT * FROM h ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks,
        commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue
    ),
    daily AS (
      INSERT INTO report_clicks_daily AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks, commission, revenue)
      SELECT date_trunc('day', h.bucket, 'UTC'), h.offer_id, h.affiliate_id, h.manager_id, h.country, h.device_type, h.os, h.browser, h.tracking_domain_id,
        sum(h.clicks), sum(h.unique_clicks), sum(h.bad_clicks), sum(h.commission), sum(h.revenue)
      FROM h GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks,
        commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue
    )
    INSERT INTO report_clicks_p1_daily AS t (bucket, p1, offer_id, affiliate_id, manager_id, country, clicks, unique_clicks, bad_clicks, commission, revenue)
    SELECT date_trunc('day', n.clicked_at, 'UTC'), COALESCE(n.p1, ''), n.offer_id, n.affiliate_id, n.manager_id, n.country,
      count(*) FILTER (WHERE n.refusal IS NULL), count(*) FILTER (WHERE n.refusal IS NULL AND n.is_unique), count(*) FILTER (WHERE n.refusal IS NOT NULL),
      COALESCE(sum(n.commission), 0), COALESCE(sum(n.revenue), 0)
    FROM new_rows n GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (bucket, p1, offer_id, affiliate_id, manager_id, country)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks,
        commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue;
    -- the clicks that earned (a matching click payout rule), by UTC day, affiliate and offer: what click billing bills
    INSERT INTO click_earnings AS t (day, affiliate_id, offer_id, clicks, commission, revenue)
    SELECT (n.clicked_at AT TIME ZONE 'UTC')::date, n.affiliate_id, n.offer_id, count(*), sum(n.commission), COALESCE(sum(n.revenue), 0)
    FROM new_rows n WHERE n.commission IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, affiliate_id, offer_id)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH e AS (
      SELECT 1 AS w, n.clicked_at, n.offer_id, n.affiliate_id, n.manager_id, n.country, n.device_type, n.os, n.browser, n.tracking_domain_id, n.p1, n.refusal, n.is_unique, n.commission, n.revenue FROM new_rows n
      UNION ALL
      SELECT -1, o.clicked_at, o.offer_id, o.affiliate_id, o.manager_id, o.country, o.device_type, o.os, o.browser, o.tracking_domain_id, o.p1, o.refusal, o.is_unique, o.commission, o.revenue FROM old_rows o
    ),
    h AS (
      SELECT date_trunc('hour', e.clicked_at, 'UTC') AS bucket, e.offer_id, e.affiliate_id, e.manager_id, e.country, e.device_type, COALESCE(e.os, '') AS os, COALESCE(e.browser, '') AS browser, e.tracking_domain_id,
        COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL), 0) AS clicks, COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL AND e.is_unique), 0) AS unique_clicks,
        COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NOT NULL), 0) AS bad_clicks,
        COALESCE(sum(e.w * e.commission), 0) AS commission, COALESCE(sum(e.w * e.revenue), 0) AS revenue
      FROM e GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ),
    hourly AS (
      INSERT INTO report_clicks_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks, commission, revenue)
      SELECT * FROM h ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks,
        commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue
    ),
    daily AS (
      INSERT INTO report_clicks_daily AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks, commission, revenue)
      SELECT date_trunc('day', h.bucket, 'UTC'), h.offer_id, h.affiliate_id, h.manager_id, h.country, h.device_type, h.os, h.browser, h.tracking_domain_id,
        sum(h.clicks), sum(h.unique_clicks), sum(h.bad_clicks), sum(h.commission), sum(h.revenue)
      FROM h GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks,
        commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue
    )
    INSERT INTO report_clicks_p1_daily AS t (bucket, p1, offer_id, affiliate_id, manager_id, country, clicks, unique_clicks, bad_clicks, commission, revenue)
    SELECT date_trunc('day', e.clicked_at, 'UTC'), COALESCE(e.p1, ''), e.offer_id, e.affiliate_id, e.manager_id, e.country,
      COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL AND e.is_unique), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NOT NULL), 0),
      COALESCE(sum(e.w * e.commission), 0), COALESCE(sum(e.w * e.revenue), 0)
    FROM e GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (bucket, p1, offer_id, affiliate_id, manager_id, country)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks,
        commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue;
    INSERT INTO click_earnings AS t (day, affiliate_id, offer_id, clicks, commission, revenue)
    SELECT (e.clicked_at AT TIME ZONE 'UTC')::date, e.affiliate_id, e.offer_id, sum(e.w), sum(e.w * e.commission), COALESCE(sum(e.w * e.revenue), 0)
    FROM (SELECT 1 AS w, n.clicked_at, n.affiliate_id, n.offer_id, n.commission, n.revenue FROM new_rows n UNION ALL SELECT -1, o.clicked_at, o.affiliate_id, o.offer_id, o.commission, o.revenue FROM old_rows o) e WHERE e.commission IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, affiliate_id, offer_id)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue;
  ELSE
    WITH e AS (
      SELECT -1 AS w, o.clicked_at, o.offer_id, o.affiliate_id, o.manager_id, o.country, o.device_type, o.os, o.browser, o.tracking_domain_id, o.p1, o.refusal, o.is_unique, o.commission, o.revenue FROM old_rows o
    ),
    h AS (
      SELECT date_trunc('hour', e.clicked_at, 'UTC') AS bucket, e.offer_id, e.affiliate_id, e.manager_id, e.country, e.device_type, COALESCE(e.os, '') AS os, COALESCE(e.browser, '') AS browser, e.tracking_domain_id,
        COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL), 0) AS clicks, COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL AND e.is_unique), 0) AS unique_clicks,
        COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NOT NULL), 0) AS bad_clicks,
        COALESCE(sum(e.w * e.commission), 0) AS commission, COALESCE(sum(e.w * e.revenue), 0) AS revenue
      FROM e GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ),
    hourly AS (
      INSERT INTO report_clicks_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks, commission, revenue)
      SELECT * FROM h ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks,
        commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue
    ),
    daily AS (
      INSERT INTO report_clicks_daily AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks, commission, revenue)
      SELECT date_trunc('day', h.bucket, 'UTC'), h.offer_id, h.affiliate_id, h.manager_id, h.country, h.device_type, h.os, h.browser, h.tracking_domain_id,
        sum(h.clicks), sum(h.unique_clicks), sum(h.bad_clicks), sum(h.commission), sum(h.revenue)
      FROM h GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks,
        commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue
    )
    INSERT INTO report_clicks_p1_daily AS t (bucket, p1, offer_id, affiliate_id, manager_id, country, clicks, unique_clicks, bad_clicks, commission, revenue)
    SELECT date_trunc('day', e.clicked_at, 'UTC'), COALESCE(e.p1, ''), e.offer_id, e.affiliate_id, e.manager_id, e.country,
      COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL AND e.is_unique), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NOT NULL), 0),
      COALESCE(sum(e.w * e.commission), 0), COALESCE(sum(e.w * e.revenue), 0)
    FROM e GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (bucket, p1, offer_id, affiliate_id, manager_id, country)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks,
        commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue;
    INSERT INTO click_earnings AS t (day, affiliate_id, offer_id, clicks, commission, revenue)
    SELECT (e.clicked_at AT TIME ZONE 'UTC')::date, e.affiliate_id, e.offer_id, sum(e.w), sum(e.w * e.commission), COALESCE(sum(e.w * e.revenue), 0)
    FROM (SELECT -1 AS w, o.clicked_at, o.affiliate_id, o.offer_id, o.commission, o.revenue FROM old_rows o) e WHERE e.commission IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, affiliate_id, offer_id)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue;
  END IF;
  RETURN NULL;
END $$;
