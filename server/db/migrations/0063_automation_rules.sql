-- Automation rules of the manager's desk (spec 4 §5): "when METRIC over PERIOD for SCOPE is OP
-- VALUE, do ACTION", and one run row per rule and hour window. The run row is inserted in the
-- same transaction as the rule's actions, under its unique (rule, window) key, so a job killed
-- half-way leaves nothing and a second run of the window acts on nothing. Written and read by
-- modules/automation (docs/decisions/automation-rules.md).
CREATE TABLE IF NOT EXISTS "automation_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"scope" text NOT NULL,
	"offer_id" integer,
	"affiliate_id" integer,
	"op" text NOT NULL,
	"value" bigint NOT NULL,
	"action" text NOT NULL,
	"integration_id" integer,
	"cap_period" text,
	"cap_metric" text,
	"cap_limit" bigint,
	"manager_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_integration_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."broker_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "automation_rules_status_idx" ON "automation_rules" USING btree ("status","id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "automation_rule_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"rule_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_rule_runs" ADD CONSTRAINT "automation_rule_runs_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "automation_rule_runs_window_idx" ON "automation_rule_runs" USING btree ("rule_id","window_start");
