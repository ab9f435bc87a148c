-- Deep links and promo codes (spec 4 §6; docs/decisions/deep-links-promo-codes.md).
-- An offer may let a click's `url=` choose the landing page on its allowed hosts (Deep link NotAllowed 0 / Allowed 1).
ALTER TABLE "offers" ADD COLUMN IF NOT EXISTS "deep_link" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN IF NOT EXISTS "deep_link_hosts" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- A promo code of an affiliate on an offer: a conversion that names it and no click is theirs.
CREATE TABLE IF NOT EXISTS "promo_codes" (
	"id" serial PRIMARY KEY,
	"offer_id" integer NOT NULL REFERENCES "offers"("id") ON DELETE CASCADE,
	"affiliate_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- one code per offer whatever its case
CREATE UNIQUE INDEX IF NOT EXISTS "promo_codes_offer_code_idx" ON "promo_codes" USING btree ("offer_id", lower("code"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "promo_codes_code_idx" ON "promo_codes" USING btree (lower("code"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "promo_codes_affiliate_idx" ON "promo_codes" USING btree ("affiliate_id", "offer_id");
--> statement-breakpoint
-- how a conversion found its affiliate: 'click' (its click or lead) or 'promo_code', and the promo code the advertiser reported with it
ALTER TABLE "conversions" ADD COLUMN IF NOT EXISTS "attribution" text DEFAULT 'click' NOT NULL;
--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN IF NOT EXISTS "promo_code" text;
