-- Affiliate postbacks (spec 3 §4): the URLs an affiliate wants called when they earn a conversion,
-- the delivery queue (kept in the database, so retries survive a restart) and every try's log.
CREATE TABLE "affiliate_postbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"campaign_id" integer REFERENCES "offers"("id") ON DELETE CASCADE,
	"action" smallint NOT NULL,
	"method" smallint NOT NULL,
	"url" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_postbacks_action_check" CHECK ("action" BETWEEN 1 AND 5),
	CONSTRAINT "affiliate_postbacks_method_check" CHECK ("method" IN (1, 2))
);
--> statement-breakpoint
CREATE INDEX "affiliate_postbacks_affiliate_idx" ON "affiliate_postbacks" USING btree ("affiliate_id", "status", "action");
--> statement-breakpoint
CREATE TABLE "postback_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"postback_id" integer NOT NULL REFERENCES "affiliate_postbacks"("id") ON DELETE CASCADE,
	"affiliate_id" integer NOT NULL,
	"conversion_id" bigint,
	"method" smallint NOT NULL,
	"url" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	-- 0 waiting, 1 delivered, 2 given up
	"state" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "postback_deliveries_due_idx" ON "postback_deliveries" USING btree ("state", "next_attempt_at");
--> statement-breakpoint
CREATE TABLE "postback_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"delivery_id" bigint,
	"postback_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"conversion_id" bigint,
	"attempt" smallint NOT NULL,
	"status" smallint NOT NULL,
	"http_status" integer,
	"error" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"method" smallint NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "postback_log_affiliate_idx" ON "postback_log" USING btree ("affiliate_id", "id");
