-- The traffic report's daily rollups: the hourly rollups of 0018 summed by UTC day, so a
-- report of 30 days that is not keyed by hour (nor by a local date whose days are not UTC days)
-- reads about 30 rows per key instead of 720. They are kept from the hourly rollups themselves, by
-- statement triggers on those tables: whatever writes the hourly rows (the clicks' and the
-- conversions' triggers, as they are or as they change), each change of an hourly row (inserted:
-- + new; updated: + new − old; deleted: − old) lands in its day in the same transaction. Keys in
-- order, so concurrent batches lock alike.
CREATE TABLE "report_clicks_daily" (
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
CREATE UNIQUE INDEX "report_clicks_daily_key" ON "report_clicks_daily" ("bucket", "offer_id", "affiliate_id", "manager_id", "country", "device_type", "os", "browser", "tracking_domain_id") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "report_clicks_daily_affiliate_idx" ON "report_clicks_daily" ("affiliate_id", "bucket");
--> statement-breakpoint
CREATE TABLE "report_conversions_daily" (
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
CREATE UNIQUE INDEX "report_conversions_daily_key" ON "report_conversions_daily" ("bucket", "offer_id", "affiliate_id", "manager_id", "country", "device_type", "os", "browser", "tracking_domain_id") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "report_conversions_daily_affiliate_idx" ON "report_conversions_daily" ("affiliate_id", "bucket");
--> statement-breakpoint
CREATE FUNCTION "report_clicks_day_roll"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a transition table exists only for its own events: the rows of the change, signed
  EXECUTE format($q$
  INSERT INTO report_clicks_daily AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
  SELECT date_trunc('day', e.bucket, 'UTC'), e.offer_id, e.affiliate_id, e.manager_id, e.country, e.device_type, e.os, e.browser, e.tracking_domain_id,
    sum(e.w * e.clicks), sum(e.w * e.unique_clicks), sum(e.w * e.bad_clicks)
  FROM (%s) e
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
  DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks
  $q$, CASE TG_OP WHEN 'INSERT' THEN 'SELECT 1 AS w, n.* FROM new_rows n'
    WHEN 'UPDATE' THEN 'SELECT 1 AS w, n.* FROM new_rows n UNION ALL SELECT -1, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS w, o.* FROM old_rows o' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_conversions_day_roll"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a transition table exists only for its own events: the rows of the change, signed
  EXECUTE format($q$
  INSERT INTO report_conversions_daily AS t (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id,
    opt_ins, leads, ftds, sales, revshares, commission, revenue)
  SELECT date_trunc('day', e.bucket, 'UTC'), e.offer_id, e.affiliate_id, e.manager_id, e.country, e.device_type, e.os, e.browser, e.tracking_domain_id,
    sum(e.w * e.opt_ins), sum(e.w * e.leads), sum(e.w * e.ftds), sum(e.w * e.sales), sum(e.w * e.revshares), sum(e.w * e.commission), sum(e.w * e.revenue)
  FROM (%s) e
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id)
  DO UPDATE SET opt_ins = t.opt_ins + EXCLUDED.opt_ins, leads = t.leads + EXCLUDED.leads, ftds = t.ftds + EXCLUDED.ftds, sales = t.sales + EXCLUDED.sales,
    revshares = t.revshares + EXCLUDED.revshares, commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue
  $q$, CASE TG_OP WHEN 'INSERT' THEN 'SELECT 1 AS w, n.* FROM new_rows n'
    WHEN 'UPDATE' THEN 'SELECT 1 AS w, n.* FROM new_rows n UNION ALL SELECT -1, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS w, o.* FROM old_rows o' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_clicks_hourly_day_insert" AFTER INSERT ON "report_clicks_hourly" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_day_roll();
--> statement-breakpoint
CREATE TRIGGER "report_clicks_hourly_day_update" AFTER UPDATE ON "report_clicks_hourly" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_day_roll();
--> statement-breakpoint
CREATE TRIGGER "report_clicks_hourly_day_delete" AFTER DELETE ON "report_clicks_hourly" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_day_roll();
--> statement-breakpoint
CREATE TRIGGER "report_conversions_hourly_day_insert" AFTER INSERT ON "report_conversions_hourly" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_conversions_day_roll();
--> statement-breakpoint
CREATE TRIGGER "report_conversions_hourly_day_update" AFTER UPDATE ON "report_conversions_hourly" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_conversions_day_roll();
--> statement-breakpoint
CREATE TRIGGER "report_conversions_hourly_day_delete" AFTER DELETE ON "report_conversions_hourly" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_conversions_day_roll();
--> statement-breakpoint
-- what the hourly rollups hold already
INSERT INTO report_clicks_daily (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks, unique_clicks, bad_clicks)
SELECT date_trunc('day', bucket, 'UTC'), offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, sum(clicks), sum(unique_clicks), sum(bad_clicks)
FROM report_clicks_hourly GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
INSERT INTO report_conversions_daily (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id,
  opt_ins, leads, ftds, sales, revshares, commission, revenue)
SELECT date_trunc('day', bucket, 'UTC'), offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id,
  sum(opt_ins), sum(leads), sum(ftds), sum(sales), sum(revshares), sum(commission), sum(revenue)
FROM report_conversions_hourly GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
