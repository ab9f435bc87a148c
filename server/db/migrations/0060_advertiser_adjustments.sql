-- Advertiser billing's transactions (spec 4 §7, UI_AdvertiserBilling_ManageTransactions;
-- docs/decisions/advertiser-billing.md): an amount staff put on an advertiser's balance outside an
-- invoice — a credit (negative: a conversion voided after it was invoiced, a goodwill discount) or a
-- debit (positive: a set-up fee) — with the day and the reason.
CREATE TABLE IF NOT EXISTS "advertiser_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertiser_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"advertiser_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"made_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "advertiser_adjustments" ADD CONSTRAINT "advertiser_adjustments_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "advertiser_adjustments_advertiser_idx" ON "advertiser_adjustments" USING btree ("advertiser_id","id");
