-- An advertiser's request to change one of their offers (spec 4 §7: "their offers (read; request
-- changes)"), answered by staff: open, done or declined, with a reply. Written and read by
-- modules/offerChangeRequests (docs/decisions/advertisers.md).
CREATE TABLE IF NOT EXISTS "offer_change_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "offer_change_requests" ADD CONSTRAINT "offer_change_requests_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_change_requests" ADD CONSTRAINT "offer_change_requests_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offer_change_requests_offer_idx" ON "offer_change_requests" USING btree ("offer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offer_change_requests_advertiser_idx" ON "offer_change_requests" USING btree ("advertiser_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offer_change_requests_open_idx" ON "offer_change_requests" USING btree ("status","id");
