-- The postbacks an advertiser's server sent us and what we answered (spec 4 §7): the advertiser's
-- own log of their integration, the token left out. Written by modules/conversions on /postback
-- and by the advertiser's test conversion (test = true); read by modules/advertiserApp.
CREATE TABLE IF NOT EXISTS "received_postbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "received_postbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"advertiser_id" integer NOT NULL,
	"offer_id" integer,
	"click_id" text,
	"method" text NOT NULL,
	"params" text NOT NULL,
	"http_status" smallint NOT NULL,
	"answer" text NOT NULL,
	"conversion_id" bigint,
	"test" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "received_postbacks_advertiser_idx" ON "received_postbacks" USING btree ("advertiser_id","id");
