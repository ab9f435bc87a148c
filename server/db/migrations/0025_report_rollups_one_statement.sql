-- The traffic report's rollups kept at a smaller cost per batch of clicks: the same sums
-- as migrations 0018, 0021 and 0024 keep, written by fewer triggers with plans made once.
-- Clicks: one statement trigger per event on `clicks` writes the hourly, daily and p1 rollups from
-- the statement's transition tables in one statement (was: two triggers, the daily rollup from a
-- third on the hourly table, and 0021's and 0024's SQL built with EXECUTE format, so planned again
-- for every batch). The daily sums are taken from the batch's hourly sums, as 0021 took them from
-- the hourly rows' changes. Conversions: the row trigger of 0018 writes the daily rollup beside the
-- hourly one (was: statement triggers on the hourly table, EXECUTE format again).
-- Keys in order within every rollup, so concurrent batches lock alike. Nothing is recomputed: the
-- stored sums are already what the new triggers keep.
DROP TRIGGER "clicks_report_insert" ON "clicks";
--> statement-breakpoint
DROP TRIGGER "clicks_report_update" ON "clicks";
--> statement-breakpoint
DROP TRIGGER "clicks_report_delete" ON "clicks";
--> statement-breakpoint
DROP TRIGGER "clicks_report_p1_insert" ON "clicks";
--> statement-breakpoint
DROP TRIGGER "clicks_report_p1_update" ON "clicks";
--> statement-breakpoint
DROP TRIGGER "clicks_report_p1_delete" ON "clicks";
--> statement-breakpoint
DROP TRIGGER "report_clicks_hourly_day_insert" ON "report_clicks_hourly";
--> statement-breakpoint
DROP TRIGGER "report_clicks_hourly_day_update" ON "report_clicks_hourly";
--> statement-breakpoint
DROP TRIGGER "report_clicks_hourly_day_delete" ON "report_clicks_hourly";
--> statement-breakpoint
DROP TRIGGER "report_conversions_hourly_day_insert" ON "report_conversions_hourly";
--> statement-breakpoint
DROP TRIGGER "report_conversions_hourly_day_update" ON "report_conversions_hourly";
--> statement-breakpoint
DROP TRIGGER "report_conversions_hourly_day_delete" ON "report_conversions_hourly";
--> statement-breakpoint
DROP FUNCTION "report_clicks_roll"();
--> statement-breakpoint
DROP FUNCTION "report_clicks_roll_delete"();
--> statement-breakpoint
DROP FUNCTION "report_clicks_p1_roll"();
--> statement-breakpoint
DROP FUNCTION "report_clicks_day_roll"();
--> statement-breakpoint
DROP FUNCTION "report_conversions_day_roll"();
--> statement-breakpoint
-- the clicks a statement wrote (w = 1) or took away (w = -1) added to every rollup: `e`, the signed
-- rows, is the one part that differs by event (a transition table exists only for its own events,
-- so each event has its own copy of the statement, planned once by PL/pgSQL)
CREATE FUNCTION "report_clicks_rolls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- the hot path (every batch the tracker writes): the new rows read as they are, counted
    WITH h AS (
      SELECT date_trunc('hour', n.clicked_at, 'UTC') AS bucket, n.offer_id, n.affiliate_id, n.manager_id, n.country, n.device_type, COALESCE(n.os, '') AS os, COALESCE(n.browser, '') AS browser, n.tracking_domain_id,
        count(*) FILTER (WHERE n.refusal IS NULL) AS clicks, count(*) FILTER (WHERE n.refusal IS NULL AND n.is_unique) AS unique_clicks, count(*) FILTER (WHERE n.refusal IS NOT NULL) AS bad_clicks
      FROM new_rows n GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ),
    hourly AS (
      INSERT INTO report_clicks_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
      SELECT * FROM h ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks
    ),
    daily AS (
      INSERT INTO report_clicks_daily AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
      SELECT date_trunc('day', h.bucket, 'UTC'), h.offer_id, h.affiliate_id, h.manager_id, h.country, h.device_type, h.os, h.browser, h.tracking_domain_id,
        sum(h.clicks), sum(h.unique_clicks), sum(h.bad_clicks)
      FROM h GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks
    )
    INSERT INTO report_clicks_p1_daily AS t (bucket, p1, offer_id, affiliate_id, manager_id, country, clicks, unique_clicks, bad_clicks)
    SELECT date_trunc('day', n.clicked_at, 'UTC'), COALESCE(n.p1, ''), n.offer_id, n.affiliate_id, n.manager_id, n.country,
      count(*) FILTER (WHERE n.refusal IS NULL), count(*) FILTER (WHERE n.refusal IS NULL AND n.is_unique), count(*) FILTER (WHERE n.refusal IS NOT NULL)
    FROM new_rows n GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (bucket, p1, offer_id, affiliate_id, manager_id, country)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH e AS (
      SELECT 1 AS w, n.clicked_at, n.offer_id, n.affiliate_id, n.manager_id, n.country, n.device_type, n.os, n.browser, n.tracking_domain_id, n.p1, n.refusal, n.is_unique FROM new_rows n
      UNION ALL
      SELECT -1, o.clicked_at, o.offer_id, o.affiliate_id, o.manager_id, o.country, o.device_type, o.os, o.browser, o.tracking_domain_id, o.p1, o.refusal, o.is_unique FROM old_rows o
    ),
    h AS (
      SELECT date_trunc('hour', e.clicked_at, 'UTC') AS bucket, e.offer_id, e.affiliate_id, e.manager_id, e.country, e.device_type, COALESCE(e.os, '') AS os, COALESCE(e.browser, '') AS browser, e.tracking_domain_id,
        COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL), 0) AS clicks, COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL AND e.is_unique), 0) AS unique_clicks,
        COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NOT NULL), 0) AS bad_clicks
      FROM e GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ),
    hourly AS (
      INSERT INTO report_clicks_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
      SELECT * FROM h ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks
    ),
    daily AS (
      INSERT INTO report_clicks_daily AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
      SELECT date_trunc('day', h.bucket, 'UTC'), h.offer_id, h.affiliate_id, h.manager_id, h.country, h.device_type, h.os, h.browser, h.tracking_domain_id,
        sum(h.clicks), sum(h.unique_clicks), sum(h.bad_clicks)
      FROM h GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks
    )
    INSERT INTO report_clicks_p1_daily AS t (bucket, p1, offer_id, affiliate_id, manager_id, country, clicks, unique_clicks, bad_clicks)
    SELECT date_trunc('day', e.clicked_at, 'UTC'), COALESCE(e.p1, ''), e.offer_id, e.affiliate_id, e.manager_id, e.country,
      COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL AND e.is_unique), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NOT NULL), 0)
    FROM e GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (bucket, p1, offer_id, affiliate_id, manager_id, country)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks;
  ELSE
    WITH e AS (
      SELECT -1 AS w, o.clicked_at, o.offer_id, o.affiliate_id, o.manager_id, o.country, o.device_type, o.os, o.browser, o.tracking_domain_id, o.p1, o.refusal, o.is_unique FROM old_rows o
    ),
    h AS (
      SELECT date_trunc('hour', e.clicked_at, 'UTC') AS bucket, e.offer_id, e.affiliate_id, e.manager_id, e.country, e.device_type, COALESCE(e.os, '') AS os, COALESCE(e.browser, '') AS browser, e.tracking_domain_id,
        COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL), 0) AS clicks, COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL AND e.is_unique), 0) AS unique_clicks,
        COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NOT NULL), 0) AS bad_clicks
      FROM e GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ),
    hourly AS (
      INSERT INTO report_clicks_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
      SELECT * FROM h ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks
    ),
    daily AS (
      INSERT INTO report_clicks_daily AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
      SELECT date_trunc('day', h.bucket, 'UTC'), h.offer_id, h.affiliate_id, h.manager_id, h.country, h.device_type, h.os, h.browser, h.tracking_domain_id,
        sum(h.clicks), sum(h.unique_clicks), sum(h.bad_clicks)
      FROM h GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
      DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks
    )
    INSERT INTO report_clicks_p1_daily AS t (bucket, p1, offer_id, affiliate_id, manager_id, country, clicks, unique_clicks, bad_clicks)
    SELECT date_trunc('day', e.clicked_at, 'UTC'), COALESCE(e.p1, ''), e.offer_id, e.affiliate_id, e.manager_id, e.country,
      COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL AND e.is_unique), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NOT NULL), 0)
    FROM e GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (bucket, p1, offer_id, affiliate_id, manager_id, country)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clicks_report_rolls_insert" AFTER INSERT ON "clicks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_rolls();
--> statement-breakpoint
CREATE TRIGGER "clicks_report_rolls_update" AFTER UPDATE ON "clicks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_rolls();
--> statement-breakpoint
CREATE TRIGGER "clicks_report_rolls_delete" AFTER DELETE ON "clicks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_rolls();
--> statement-breakpoint
-- conversions: what a row counts for (nothing once voided), with w = 1 to add it and -1 to take it
-- out, in its hour and in its day
CREATE OR REPLACE FUNCTION "report_conversion_add"(r conversions, w integer) RETURNS void LANGUAGE sql AS $$
  WITH v AS (
    SELECT date_trunc('hour', r.created_at, 'UTC') AS bucket, r.offer_id, r.affiliate_id, r.manager_id, r.country, k.device_type, COALESCE(k.os, '') AS os, COALESCE(k.browser, '') AS browser,
      k.tracking_domain_id, w * (r.action = 1)::int AS opt_ins, w * (r.action = 2)::int AS leads, w * (r.action = 3)::int AS ftds, w * (r.action = 5)::int AS sales,
      w * (r.action = 4)::int AS revshares, w * r.commission AS commission, w * r.revenue AS revenue
    FROM (SELECT 1) AS one LEFT JOIN clicks k ON k.click_id = r.click_id AND k.clicked_at = r.clicked_at
    WHERE r.transaction_status <> 1
  ),
  hourly AS (
    INSERT INTO report_conversions_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id,
      opt_ins, leads, ftds, sales, revshares, commission, revenue)
    SELECT * FROM v
    ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
    DO UPDATE SET opt_ins = t.opt_ins + EXCLUDED.opt_ins, leads = t.leads + EXCLUDED.leads, ftds = t.ftds + EXCLUDED.ftds, sales = t.sales + EXCLUDED.sales,
      revshares = t.revshares + EXCLUDED.revshares, commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue
  )
  INSERT INTO report_conversions_daily AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id,
    opt_ins, leads, ftds, sales, revshares, commission, revenue)
  SELECT date_trunc('day', v.bucket, 'UTC'), v.offer_id, v.affiliate_id, v.manager_id, v.country, v.device_type, v.os, v.browser, v.tracking_domain_id,
    v.opt_ins, v.leads, v.ftds, v.sales, v.revshares, v.commission, v.revenue
  FROM v
  ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
  DO UPDATE SET opt_ins = t.opt_ins + EXCLUDED.opt_ins, leads = t.leads + EXCLUDED.leads, ftds = t.ftds + EXCLUDED.ftds, sales = t.sales + EXCLUDED.sales,
    revshares = t.revshares + EXCLUDED.revshares, commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue;
$$;
