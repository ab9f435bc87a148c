-- Raw clicks of the tracker (spec 3 §2), range-partitioned by month on clicked_at. The key holds
-- the partition column, as PostgreSQL requires; a redelivered click carries the same time, so
-- (click_id, clicked_at) is what makes writes idempotent. Monthly partitions are created ahead by
-- the tracker's partition job; the default partition only catches what falls outside them.
CREATE TABLE "clicks" (
	"click_id" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"offer_id" integer,
	"affiliate_id" integer,
	"manager_id" integer DEFAULT 0 NOT NULL,
	"tracking_domain_id" integer NOT NULL,
	"p1" text, "p2" text, "p3" text, "p4" text, "p5" text,
	"p6" text, "p7" text, "p8" text, "p9" text, "p10" text,
	"ip" text NOT NULL,
	"country" text NOT NULL,
	"device_type" smallint NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"is_unique" boolean NOT NULL,
	"refusal" text,
	CONSTRAINT "clicks_pk" PRIMARY KEY ("click_id", "clicked_at"),
	CONSTRAINT "clicks_device_type_check" CHECK ("device_type" IN (1, 2))
) PARTITION BY RANGE ("clicked_at");
--> statement-breakpoint
CREATE TABLE "clicks_default" PARTITION OF "clicks" DEFAULT;
--> statement-breakpoint
CREATE INDEX "clicks_visitor_idx" ON "clicks" USING btree ("ip", "offer_id", "affiliate_id", "clicked_at");
--> statement-breakpoint
CREATE INDEX "clicks_time_idx" ON "clicks" USING btree ("clicked_at");
