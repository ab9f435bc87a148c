ALTER TABLE "users" ADD COLUMN "mobile" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "comment" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "traffic_channel" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "callback_secret_key" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_account_number" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_iban_number" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registered_by_id" integer;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_status" smallint DEFAULT 10 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_status" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "integration_status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postback_status" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "users_registration_idx" ON "users" ("user_type", "registration_status", "id");
--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" ("created_at", "id");
--> statement-breakpoint
CREATE TABLE "user_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_changes_user_idx" ON "user_changes" ("user_id", "id");
--> statement-breakpoint
CREATE INDEX "user_changes_actor_idx" ON "user_changes" ("actor_id", "id");
--> statement-breakpoint
CREATE INDEX "user_changes_created_idx" ON "user_changes" ("created_at", "id");
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" ("user_id");
