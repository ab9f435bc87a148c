-- The traffic report by sub-id 1: clicks and conversions summed by UTC day, p1 ('' for
-- none) and the keys a p1 report is scoped or sliced by most (offer, affiliate, manager, country),
-- so a report of 30 days by p1 reads day sums instead of every raw click and a click look-up per
-- conversion. Kept exact in the transaction of every write, as the hourly rollups of 0018 are:
-- clicks by statement (the statement's transition tables, signed), conversions by row (a void, an
-- unvoid or an amount change takes the old figures out and puts the new ones in), a conversion
-- keyed by its click's p1. Its size grows with the number of distinct p1 values a day: one row per
-- day and key, at most one per click. Keys in order, so concurrent batches lock alike.
CREATE TABLE "report_clicks_p1_daily" (
	"bucket" timestamp with time zone NOT NULL,
	"p1" text NOT NULL,
	"offer_id" integer,
	"affiliate_id" integer,
	"manager_id" integer NOT NULL,
	"country" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	"bad_clicks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_clicks_p1_daily_key" ON "report_clicks_p1_daily" ("bucket", "p1", "offer_id", "affiliate_id", "manager_id", "country") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "report_clicks_p1_daily_affiliate_idx" ON "report_clicks_p1_daily" ("affiliate_id", "bucket");
--> statement-breakpoint
CREATE TABLE "report_conversions_p1_daily" (
	"bucket" timestamp with time zone NOT NULL,
	"p1" text NOT NULL,
	"offer_id" integer,
	"affiliate_id" integer,
	"manager_id" integer NOT NULL,
	"country" text NOT NULL,
	"opt_ins" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"ftds" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revshares" integer DEFAULT 0 NOT NULL,
	"commission" numeric(16, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_conversions_p1_daily_key" ON "report_conversions_p1_daily" ("bucket", "p1", "offer_id", "affiliate_id", "manager_id", "country") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX "report_conversions_p1_daily_affiliate_idx" ON "report_conversions_p1_daily" ("affiliate_id", "bucket");
--> statement-breakpoint
CREATE FUNCTION "report_clicks_p1_roll"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a transition table exists only for its own events: the rows of the change, signed
  EXECUTE format($q$
  INSERT INTO report_clicks_p1_daily AS t (bucket, p1, offer_id, affiliate_id, manager_id, country, clicks, unique_clicks, bad_clicks)
  SELECT date_trunc('day', e.clicked_at, 'UTC'), COALESCE(e.p1, ''), e.offer_id, e.affiliate_id, e.manager_id, e.country,
    COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NULL AND e.is_unique), 0), COALESCE(sum(e.w) FILTER (WHERE e.refusal IS NOT NULL), 0)
  FROM (%s) e
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (bucket, p1, offer_id, affiliate_id, manager_id, country)
  DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks, unique_clicks = t.unique_clicks + EXCLUDED.unique_clicks, bad_clicks = t.bad_clicks + EXCLUDED.bad_clicks
  $q$, CASE TG_OP WHEN 'INSERT' THEN 'SELECT 1 AS w, n.clicked_at, n.p1, n.offer_id, n.affiliate_id, n.manager_id, n.country, n.refusal, n.is_unique FROM new_rows n'
    WHEN 'UPDATE' THEN 'SELECT 1 AS w, n.clicked_at, n.p1, n.offer_id, n.affiliate_id, n.manager_id, n.country, n.refusal, n.is_unique FROM new_rows n
      UNION ALL SELECT -1, o.clicked_at, o.p1, o.offer_id, o.affiliate_id, o.manager_id, o.country, o.refusal, o.is_unique FROM old_rows o'
    ELSE 'SELECT -1 AS w, o.clicked_at, o.p1, o.offer_id, o.affiliate_id, o.manager_id, o.country, o.refusal, o.is_unique FROM old_rows o' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clicks_report_p1_insert" AFTER INSERT ON "clicks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_p1_roll();
--> statement-breakpoint
CREATE TRIGGER "clicks_report_p1_update" AFTER UPDATE ON "clicks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_p1_roll();
--> statement-breakpoint
CREATE TRIGGER "clicks_report_p1_delete" AFTER DELETE ON "clicks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clicks_p1_roll();
--> statement-breakpoint
-- conversions: what a row counts for (nothing once voided), with w = 1 to add it and -1 to take it out
CREATE FUNCTION "report_conversion_p1_add"(r conversions, w integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_conversions_p1_daily AS t (bucket, p1, offer_id, affiliate_id, manager_id, country, opt_ins, leads, ftds, sales, revshares, commission, revenue)
  SELECT date_trunc('day', r.created_at, 'UTC'), COALESCE(k.p1, ''), r.offer_id, r.affiliate_id, r.manager_id, r.country,
    w * (r.action = 1)::int, w * (r.action = 2)::int, w * (r.action = 3)::int, w * (r.action = 5)::int, w * (r.action = 4)::int, w * r.commission, w * r.revenue
  FROM (SELECT 1) AS one LEFT JOIN clicks k ON k.click_id = r.click_id AND k.clicked_at = r.clicked_at
  WHERE r.transaction_status <> 1
  ON CONFLICT (bucket, p1, offer_id, affiliate_id, manager_id, country)
  DO UPDATE SET opt_ins = t.opt_ins + EXCLUDED.opt_ins, leads = t.leads + EXCLUDED.leads, ftds = t.ftds + EXCLUDED.ftds, sales = t.sales + EXCLUDED.sales,
    revshares = t.revshares + EXCLUDED.revshares, commission = t.commission + EXCLUDED.commission, revenue = t.revenue + EXCLUDED.revenue;
$$;
--> statement-breakpoint
CREATE FUNCTION "report_conversions_p1_roll"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM report_conversion_p1_add(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM report_conversion_p1_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversions_report_p1" AFTER INSERT OR DELETE OR UPDATE OF created_at, click_id, clicked_at, offer_id, affiliate_id, manager_id, country, action, commission, revenue, transaction_status
  ON "conversions" FOR EACH ROW EXECUTE FUNCTION report_conversions_p1_roll();
--> statement-breakpoint
-- what was written before this migration
INSERT INTO report_clicks_p1_daily (bucket, p1, offer_id, affiliate_id, manager_id, country, clicks, unique_clicks, bad_clicks)
SELECT date_trunc('day', clicked_at, 'UTC'), COALESCE(p1, ''), offer_id, affiliate_id, manager_id, country,
  count(*) FILTER (WHERE refusal IS NULL), count(*) FILTER (WHERE refusal IS NULL AND is_unique), count(*) FILTER (WHERE refusal IS NOT NULL)
FROM clicks GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO report_conversions_p1_daily (bucket, p1, offer_id, affiliate_id, manager_id, country, opt_ins, leads, ftds, sales, revshares, commission, revenue)
SELECT date_trunc('day', v.created_at, 'UTC'), COALESCE(k.p1, ''), v.offer_id, v.affiliate_id, v.manager_id, v.country,
  count(*) FILTER (WHERE v.action = 1), count(*) FILTER (WHERE v.action = 2), count(*) FILTER (WHERE v.action = 3), count(*) FILTER (WHERE v.action = 5),
  count(*) FILTER (WHERE v.action = 4), sum(v.commission), sum(v.revenue)
FROM conversions v LEFT JOIN clicks k ON k.click_id = v.click_id AND k.clicked_at = v.clicked_at
WHERE v.transaction_status <> 1
GROUP BY 1, 2, 3, 4, 5, 6;
