-- Advertiser billing, staff side (spec 4 §7, docs/decisions/advertiser-billing.md): invoices to an
-- advertiser per period, the items each bills once (a conversion's revenue or a CRG cohort's
-- advertiser amount), and the payments received against them (a refund is a negative payment).
CREATE TABLE "advertiser_invoice_items" (
	"invoice_id" bigint NOT NULL,
	"conversion_id" bigint,
	"crg_cohort_id" bigint,
	"offer_id" integer,
	"action" smallint DEFAULT 0 NOT NULL,
	"paid_for" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "advertiser_invoice_items_one_source" CHECK ((conversion_id IS NULL) <> (crg_cohort_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE "advertiser_invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertiser_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"advertiser_id" integer NOT NULL,
	"number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"file" "bytea" NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	CONSTRAINT "advertiser_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "advertiser_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertiser_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"advertiser_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "advertiser_invoice_items" ADD CONSTRAINT "advertiser_invoice_items_invoice_id_advertiser_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."advertiser_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_invoices" ADD CONSTRAINT "advertiser_invoices_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_payments" ADD CONSTRAINT "advertiser_payments_invoice_id_advertiser_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."advertiser_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_payments" ADD CONSTRAINT "advertiser_payments_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertiser_invoice_items_invoice_idx" ON "advertiser_invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advertiser_invoice_items_conversion_key" ON "advertiser_invoice_items" USING btree ("conversion_id") WHERE conversion_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "advertiser_invoice_items_cohort_key" ON "advertiser_invoice_items" USING btree ("crg_cohort_id") WHERE crg_cohort_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "advertiser_invoices_advertiser_idx" ON "advertiser_invoices" USING btree ("advertiser_id","id");--> statement-breakpoint
CREATE INDEX "advertiser_invoices_due_idx" ON "advertiser_invoices" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "advertiser_payments_invoice_idx" ON "advertiser_payments" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "advertiser_payments_advertiser_idx" ON "advertiser_payments" USING btree ("advertiser_id");