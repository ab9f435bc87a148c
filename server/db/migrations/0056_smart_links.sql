-- Smart links (spec 4 §6, `marketing_campaigns`; docs/decisions/smart-links.md): one link of an
-- affiliate that picks an offer per click among its entries by country, device, OS and weight,
-- with its own fallback; the click keeps which link and entry ran. Offers get their own fallback
-- URL (trafficback) beside the workspace's.
CREATE TABLE IF NOT EXISTS "smart_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"name" text NOT NULL,
	"affiliate_id" integer NOT NULL REFERENCES "users"("id"),
	"status" smallint DEFAULT 1 NOT NULL,
	"fallback_url" text DEFAULT '' NOT NULL,
	"tracking_domain_id" integer REFERENCES "tracking_domains"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "smart_links_affiliate_idx" ON "smart_links" USING btree ("affiliate_id","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "smart_link_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"smart_link_id" integer NOT NULL REFERENCES "smart_links"("id") ON DELETE CASCADE,
	"offer_id" integer NOT NULL REFERENCES "offers"("id"),
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"device_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"oses" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight" integer DEFAULT 100 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "smart_link_entries_link_idx" ON "smart_link_entries" USING btree ("smart_link_id","position");
--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN IF NOT EXISTS "smart_link_id" integer;
--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN IF NOT EXISTS "smart_link_entry_id" integer;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN IF NOT EXISTS "fallback_url" text DEFAULT '' NOT NULL;
