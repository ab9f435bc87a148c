-- Conversions (spec 3 §4): what an advertiser reports for a click by postback or pixel, with the
-- commission owed to the affiliate and the revenue due from the advertiser, and the moderation log.
-- traffic_events gains a weight so that a void (-1), an unvoid (+1) or an amount change (0) moves
-- the rollups' counts and sums by an event of its own: the rollups stay the sums of the events.
-- Kinds 5 (opt-in) and 6 (sale other than a first-time deposit) join clicks, leads, FTDs, revshares.
ALTER TABLE "traffic_events" ADD COLUMN "weight" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "traffic_events" ADD CONSTRAINT "traffic_events_weight_check" CHECK ("weight" IN (-1, 0, 1));
--> statement-breakpoint
ALTER TABLE "traffic_events" DROP CONSTRAINT "traffic_events_kind_check";
--> statement-breakpoint
ALTER TABLE "traffic_events" ADD CONSTRAINT "traffic_events_kind_check" CHECK ("kind" BETWEEN 1 AND 6);
--> statement-breakpoint
-- Revshare commissions run for this many days from a click's first conversion (spec 3 §4).
ALTER TABLE "offers" ADD COLUMN "revshare_window_days" smallint DEFAULT 365 NOT NULL;
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"click_id" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"offer_id" integer NOT NULL REFERENCES "offers"("id"),
	"affiliate_id" integer NOT NULL REFERENCES "users"("id"),
	"manager_id" integer DEFAULT 0 NOT NULL,
	"advertiser_id" integer,
	"country" text NOT NULL,
	"action" smallint NOT NULL,
	"pixel_type" smallint DEFAULT 1 NOT NULL,
	"order_id" text,
	"sum" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"payable" smallint NOT NULL,
	"reason" text,
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"transaction_status" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "conversions_action_check" CHECK ("action" BETWEEN 1 AND 5),
	CONSTRAINT "conversions_pixel_type_check" CHECK ("pixel_type" BETWEEN 1 AND 3),
	CONSTRAINT "conversions_payable_check" CHECK ("payable" IN (0, 1)),
	CONSTRAINT "conversions_transaction_status_check" CHECK ("transaction_status" BETWEEN 0 AND 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_order_idx" ON "conversions" USING btree ("offer_id", "order_id") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "conversions_click_idx" ON "conversions" USING btree ("click_id", "action");
--> statement-breakpoint
CREATE INDEX "conversions_time_idx" ON "conversions" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "conversions_affiliate_idx" ON "conversions" USING btree ("affiliate_id", "created_at");
--> statement-breakpoint
CREATE TABLE "conversion_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"conversion_id" bigint NOT NULL REFERENCES "conversions"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"commission_before" numeric(14, 2) NOT NULL,
	"commission_after" numeric(14, 2) NOT NULL,
	"status_after" smallint NOT NULL,
	"actor_id" integer
);
--> statement-breakpoint
CREATE INDEX "conversion_transactions_conversion_idx" ON "conversion_transactions" USING btree ("conversion_id", "id");
