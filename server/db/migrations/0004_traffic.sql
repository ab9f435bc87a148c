CREATE TABLE "offer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"offer_group_id" integer NOT NULL REFERENCES "offer_groups"("id"),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offers_group_idx" ON "offers" USING btree ("offer_group_id");
--> statement-breakpoint
CREATE TABLE "traffic_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"occurred_at" timestamp with time zone NOT NULL,
	"kind" smallint NOT NULL,
	"affiliate_id" integer NOT NULL,
	"manager_id" integer DEFAULT 0 NOT NULL,
	"offer_id" integer NOT NULL,
	"offer_group_id" integer NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "traffic_events_kind_check" CHECK ("kind" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE INDEX "traffic_events_occurred_idx" ON "traffic_events" USING btree ("occurred_at");
--> statement-breakpoint
CREATE TABLE "traffic_hourly" (
	"scope_manager_id" integer NOT NULL,
	"dim" smallint NOT NULL,
	"dim_key" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revshares" integer DEFAULT 0 NOT NULL,
	"commission" numeric(16, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "traffic_hourly_pk" PRIMARY KEY ("scope_manager_id", "dim", "dim_key", "bucket_start")
);
--> statement-breakpoint
CREATE INDEX "traffic_hourly_bucket_idx" ON "traffic_hourly" USING btree ("scope_manager_id", "dim", "bucket_start");
--> statement-breakpoint
CREATE TABLE "traffic_daily" (
	"scope_manager_id" integer NOT NULL,
	"dim" smallint NOT NULL,
	"dim_key" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revshares" integer DEFAULT 0 NOT NULL,
	"commission" numeric(16, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "traffic_daily_pk" PRIMARY KEY ("scope_manager_id", "dim", "dim_key", "bucket_start")
);
--> statement-breakpoint
CREATE INDEX "traffic_daily_bucket_idx" ON "traffic_daily" USING btree ("scope_manager_id", "dim", "bucket_start");
--> statement-breakpoint
CREATE TABLE "traffic_monthly" (
	"scope_manager_id" integer NOT NULL,
	"dim" smallint NOT NULL,
	"dim_key" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revshares" integer DEFAULT 0 NOT NULL,
	"commission" numeric(16, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "traffic_monthly_pk" PRIMARY KEY ("scope_manager_id", "dim", "dim_key", "bucket_start")
);
--> statement-breakpoint
CREATE INDEX "traffic_monthly_bucket_idx" ON "traffic_monthly" USING btree ("scope_manager_id", "dim", "bucket_start");
