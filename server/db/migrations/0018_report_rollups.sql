-- The traffic report's rollups: clicks and conversions summed by UTC hour and by every
-- report dimension but the sub-ids, so a report of 30 days reads hourly sums instead of millions of
-- raw rows. They are kept exact by triggers in the transaction of every write: clicks by statement
-- (one grouped upsert per batch the tracker writes, read from the statement's transition table),
-- conversions by row (a void, an unvoid or an amount change takes the old figures out and puts
-- the new ones in). Keys are what the report computes over raw rows (modules/reports/dimensions.ts):
-- a conversion carries the device, OS, browser and domain of its click; NULL keys are keys.
-- Moving rows between partitions or dropping expired ones names a partition, not `clicks`, so the
-- statement triggers do not fire and the rollups keep what was counted.
CREATE TABLE "report_clicks_hourly" (
	"bucket" timestamp with time zone NOT NULL,
	"offer_id" integer,
	"affiliate_id" integer,
	"manager_id" integer NOT NULL,
	"country" text NOT NULL,
	"device_type" smallint,
	"os" text NOT NULL,
	"browser" text NOT NULL,
	"tracking_domain_id" integer,
	"clicks" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	"bad_clicks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_clicks_hourly_key" ON "report_clicks_hourly" ("bucket", "offer_id", "affiliate_id", "manager_id", "country", "device_type", "os", "browser", "tracking_domain_id") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "report_clicks_hourly_affiliate_idx" ON "report_clicks_hourly" ("affiliate_id", "bucket");
--> statement-breakpoint
CREATE TABLE "report_conversions_hourly" (
	"bucket" timestamp with time zone NOT NULL,
	"offer_id" integer,
	"affiliate_id" integer,
	"manager_id" integer NOT NULL,
	"country" text NOT NULL,
	"device_type" smallint,
	"os" text NOT NULL,
	"browser" text NOT NULL,
	"tracking_domain_id" integer,
	"opt_ins" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"ftds" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revshares" integer DEFAULT 0 NOT NULL,
	"commission" numeric(16, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_conversions_hourly_key" ON "report_conversions_hourly" ("bucket", "offer_id", "affiliate_id", "manager_id", "country", "device_type", "os", "browser", "tracking_domain_id") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "report_conversions_hourly_affiliate_idx" ON "report_conversions_hourly" ("affiliate_id", "bucket");
--> statement-breakpoint
-- clicks: w = 1 for rows written, -1 for rows taken away; keys in order so concurrent batches lock alike
CREATE FUNCTION "report_clicks_roll"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_clicks_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
    SELECT date_trunc('hour', e.clicked_at, 'UTC'), e.offer_id, e.affiliate_id, e.manager_id, e.country, e.device_type, COALESCE(e.os, ''), COALESCE(e.browser, ''), e.tracking_domain_id,
      count(*) FILTER (WHERE e.refusal IS NULL), count(*) FILTER (WHERE e.refusal IS NULL AND e.is_unique), count(*) FILTER (WHERE e.refusal IS NOT NULL)
    FROM new_rows e GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks;
  ELSE
    INSERT INTO report_clicks_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
    SELECT date_trunc('hour', e.clicked_at, 'UTC'), e.offer_id, e.affiliate_id, e.manager_id, e.country, e.device_type, COALESCE(e.os, ''), COALESCE(e.browser, ''), e.tracking_domain_id,
      COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL AND e.is_unique), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NOT NULL), 0)
    FROM (SELECT -1 AS w, o.clicked_at, o.offer_id, o.affiliate_id, o.manager_id, o.country, o.device_type, o.os, o.browser, o.tracking_domain_id, o.refusal, o.is_unique FROM old_rows o
      UNION ALL
      SELECT 1, n.clicked_at, n.offer_id, n.affiliate_id, n.manager_id, n.country, n.device_type, n.os, n.browser, n.tracking_domain_id, n.refusal, n.is_unique FROM new_rows n) e
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
    DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clicks_report_insert" AFTER INSERT ON "clicks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_roll();
--> statement-breakpoint
CREATE TRIGGER "clicks_report_update" AFTER UPDATE ON "clicks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_roll();
--> statement-breakpoint
CREATE FUNCTION "report_clicks_roll_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_clicks_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
  SELECT date_trunc('hour', e.clicked_at, 'UTC'), e.offer_id, e.affiliate_id, e.manager_id, e.country, e.device_type, COALESCE(e.os, ''), COALESCE(e.browser, ''), e.tracking_domain_id,
    -count(*) FILTER (WHERE e.refusal IS NULL), -count(*) FILTER (WHERE e.refusal IS NULL AND e.is_unique), -count(*) FILTER (WHERE e.refusal IS NOT NULL)
  FROM old_rows e GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
  DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clicks_report_delete" AFTER DELETE ON "clicks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_roll_delete();
--> statement-breakpoint
-- conversions: what a row counts for (nothing once voided), with w = 1 to add it and -1 to take it out
CREATE FUNCTION "report_conversion_add"(r conversions, w integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_conversions_hourly AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id,
    opt_ins, leads, ftds, sales, revshares, commission, revenue)
  SELECT date_trunc('hour', r.created_at, 'UTC'), r.offer_id, r.affiliate_id, r.manager_id, r.country, k.device_type, COALESCE(k.os, ''), COALESCE(k.browser, ''), k.tracking_domain_id,
    w * (r.action = 1)::int, w * (r.action = 2)::int, w * (r.action = 3)::int, w * (r.action = 5)::int, w * (r.action = 4)::int, w * r.commission, w * r.revenue
  FROM (SELECT 1) AS one LEFT JOIN clicks k ON k.click_id = r.click_id AND k.clicked_at = r.clicked_at
  WHERE r.transaction_status <> 1
  ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
  DO UPDATE SET opt_ins = t.opt_ins + EXCLUDED.opt_ins, leads = t.leads + EXCLUDED.leads, ftds = t.ftds + EXCLUDED.ftds, sales = t.sales + EXCLUDED.sales,
    revshares = t.revshares + EXCLUDED.revshares, commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue;
$$;
--> statement-breakpoint
CREATE FUNCTION "report_conversions_roll"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM report_conversion_add(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM report_conversion_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversions_report" AFTER INSERT OR DELETE OR UPDATE OF created_at, click_id, clicked_at, offer_id, affiliate_id, manager_id, country, action, commission, revenue, transaction_status
  ON "conversions" FOR EACH ROW EXECUTE FUNCTION report_conversions_roll();
--> statement-breakpoint
-- what was written before this migration
INSERT INTO report_clicks_hourly (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
SELECT date_trunc('hour', clicked_at, 'UTC'), offer_id, affiliate_id, manager_id, country, device_type, COALESCE(os, ''), COALESCE(browser, ''), tracking_domain_id,
  count(*) FILTER (WHERE refusal IS NULL), count(*) FILTER (WHERE refusal IS NULL AND is_unique), count(*) FILTER (WHERE refusal IS NOT NULL)
FROM clicks GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
INSERT INTO report_conversions_hourly (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id,
  opt_ins, leads, ftds, sales, revshares, commission, revenue)
SELECT date_trunc('hour', v.created_at, 'UTC'), v.offer_id, v.affiliate_id, v.manager_id, v.country, k.device_type, COALESCE(k.os, ''), COALESCE(k.browser, ''), k.tracking_domain_id,
  count(*) FILTER (WHERE v.action = 1), count(*) FILTER (WHERE v.action = 2), count(*) FILTER (WHERE v.action = 3), count(*) FILTER (WHERE v.action = 5),
  count(*) FILTER (WHERE v.action = 4), sum(v.commission), sum(v.revenue)
FROM conversions v LEFT JOIN clicks k ON k.click_id = v.click_id AND k.clicked_at = v.clicked_at
WHERE v.transaction_status <> 1
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
