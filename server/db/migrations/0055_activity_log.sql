-- The workspace's activity log (spec 4 §8; docs/decisions/activity-log.md): one row per change to
-- offers, rules, caps, flows, integrations, settings and permissions, with only the changed fields.
CREATE TABLE IF NOT EXISTS "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"actor_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activity_log_created_idx" ON "activity_log" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activity_log_entity_idx" ON "activity_log" USING btree ("entity","entity_id","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activity_log_actor_idx" ON "activity_log" USING btree ("actor_id","id");
