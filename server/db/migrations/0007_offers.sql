-- Offers (spec 3 §1): the dashboard's minimal offers table grows into the documents' campaigns.
ALTER TABLE "offer_groups" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "offer_groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers"
  ADD COLUMN "description" text DEFAULT '' NOT NULL,
  ADD COLUMN "advertiser_id" integer REFERENCES "users"("id"),
  ADD COLUMN "marketplace_category_id" integer REFERENCES "marketplace_categories"("id"),
  ADD COLUMN "access" smallint DEFAULT 4 NOT NULL,
  ADD COLUMN "landing_url" text DEFAULT '' NOT NULL,
  ADD COLUMN "preview_url" text DEFAULT '' NOT NULL,
  ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL,
  ADD COLUMN "traffic_channels" text[] DEFAULT '{}'::text[] NOT NULL,
  ADD COLUMN "payout_cpa" numeric(14, 2) DEFAULT '0' NOT NULL,
  ADD COLUMN "payout_cpl" numeric(14, 2) DEFAULT '0' NOT NULL,
  ADD COLUMN "revenue_cpa" numeric(14, 2) DEFAULT '0' NOT NULL,
  ADD COLUMN "revenue_cpl" numeric(14, 2) DEFAULT '0' NOT NULL,
  ADD COLUMN "revshare_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
  ADD COLUMN "click_lifetime_days" smallint DEFAULT 30 NOT NULL,
  ADD COLUMN "tracking_domain_id" integer REFERENCES "tracking_domains"("id"),
  ADD COLUMN "daily_cap" integer,
  ADD COLUMN "monthly_cap" integer,
  ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  ADD CONSTRAINT "offers_status_check" CHECK ("status" IN (-2, -1, 1, 2, 3, 4)),
  ADD CONSTRAINT "offers_access_check" CHECK ("access" BETWEEN 1 AND 4),
  ADD CONSTRAINT "offers_money_check" CHECK ("payout_cpa" >= 0 AND "payout_cpl" >= 0 AND "revenue_cpa" >= 0 AND "revenue_cpl" >= 0),
  ADD CONSTRAINT "offers_revshare_check" CHECK ("revshare_percent" BETWEEN 0 AND 100),
  ADD CONSTRAINT "offers_click_lifetime_check" CHECK ("click_lifetime_days" BETWEEN 1 AND 365);
--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status", "id");
--> statement-breakpoint
CREATE INDEX "offers_advertiser_idx" ON "offers" USING btree ("advertiser_id");
--> statement-breakpoint
CREATE INDEX "offers_category_idx" ON "offers" USING btree ("marketplace_category_id");
--> statement-breakpoint
CREATE INDEX "offers_countries_idx" ON "offers" USING gin ("countries");
--> statement-breakpoint
-- An affiliate's standing on one offer (Campaign user rule: Deleted -1, Pending 0, Rejected 1,
-- Approved 2) and whether they are blocked from it whatever its access.
CREATE TABLE "offer_affiliates" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL REFERENCES "offers"("id") ON DELETE CASCADE,
	"affiliate_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" smallint DEFAULT 0 NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_affiliates_status_check" CHECK ("status" BETWEEN -1 AND 2)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "offer_affiliates_pair_idx" ON "offer_affiliates" USING btree ("offer_id", "affiliate_id");
--> statement-breakpoint
CREATE INDEX "offer_affiliates_affiliate_idx" ON "offer_affiliates" USING btree ("affiliate_id", "status");
--> statement-breakpoint
CREATE INDEX "offer_affiliates_status_idx" ON "offer_affiliates" USING btree ("status", "id");
--> statement-breakpoint
-- Payout and revenue overrides: for one affiliate, or for every affiliate of one manager
-- (exactly one of the two). A null amount keeps the offer's.
CREATE TABLE "payout_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL REFERENCES "offers"("id") ON DELETE CASCADE,
	"affiliate_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
	"manager_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
	"payout_cpa" numeric(14, 2),
	"payout_cpl" numeric(14, 2),
	"revshare_percent" numeric(5, 2),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_rules_target_check" CHECK (("affiliate_id" IS NULL) <> ("manager_id" IS NULL)),
	CONSTRAINT "payout_rules_money_check" CHECK (coalesce("payout_cpa", 0) >= 0 AND coalesce("payout_cpl", 0) >= 0 AND coalesce("revshare_percent", 0) BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE INDEX "payout_rules_offer_idx" ON "payout_rules" USING btree ("offer_id", "status");
--> statement-breakpoint
CREATE INDEX "payout_rules_affiliate_idx" ON "payout_rules" USING btree ("affiliate_id");
--> statement-breakpoint
CREATE TABLE "revenue_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL REFERENCES "offers"("id") ON DELETE CASCADE,
	"affiliate_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
	"manager_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
	"revenue_cpa" numeric(14, 2),
	"revenue_cpl" numeric(14, 2),
	"revshare_percent" numeric(5, 2),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_rules_target_check" CHECK (("affiliate_id" IS NULL) <> ("manager_id" IS NULL)),
	CONSTRAINT "revenue_rules_money_check" CHECK (coalesce("revenue_cpa", 0) >= 0 AND coalesce("revenue_cpl", 0) >= 0 AND coalesce("revshare_percent", 0) BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE INDEX "revenue_rules_offer_idx" ON "revenue_rules" USING btree ("offer_id", "status");
--> statement-breakpoint
CREATE INDEX "revenue_rules_affiliate_idx" ON "revenue_rules" USING btree ("affiliate_id");
--> statement-breakpoint
-- The advertiser's postback token (spec 3 §4), regenerable; null for other users.
ALTER TABLE "users" ADD COLUMN "postback_token" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_postback_token_idx" ON "users" USING btree ("postback_token") WHERE "postback_token" IS NOT NULL;
