CREATE TABLE "commission_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirect_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_channels" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"traffic_source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_domain_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_domain_id" integer NOT NULL,
	"redirect_type_id" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"campaign_id" integer,
	"campaign_name" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_domain_rules_primary_active" CHECK (NOT ("tracking_domain_rules"."is_primary" AND "tracking_domain_rules"."status" <> 1)),
	CONSTRAINT "tracking_domain_rules_primary_not_campaign" CHECK (NOT ("tracking_domain_rules"."is_primary" AND "tracking_domain_rules"."campaign_name" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "tracking_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_domain_rules" ADD CONSTRAINT "tracking_domain_rules_tracking_domain_id_tracking_domains_id_fk" FOREIGN KEY ("tracking_domain_id") REFERENCES "public"."tracking_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_domain_rules" ADD CONSTRAINT "tracking_domain_rules_redirect_type_id_redirect_types_id_fk" FOREIGN KEY ("redirect_type_id") REFERENCES "public"."redirect_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_types_code_idx" ON "commission_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_categories_name_lower_idx" ON "marketplace_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "marketplace_categories_status_idx" ON "marketplace_categories" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_types_code_idx" ON "redirect_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_channels_code_idx" ON "traffic_channels" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_domain_rules_one_primary_idx" ON "tracking_domain_rules" USING btree ("tracking_domain_id") WHERE "tracking_domain_rules"."is_primary";--> statement-breakpoint
CREATE INDEX "tracking_domain_rules_domain_idx" ON "tracking_domain_rules" USING btree ("tracking_domain_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_domains_domain_idx" ON "tracking_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "tracking_domains_status_idx" ON "tracking_domains" USING btree ("status");--> statement-breakpoint
-- Reference data every workspace needs, demo or not (names in en and ru; ids are fixed).
-- commission_types match domain/enums CommissionType; traffic_channels match ChannelType.
INSERT INTO "commission_types" ("id", "code", "name_en", "name_ru") VALUES
	(1, 'CPA', 'CPA', 'CPA'),
	(2, 'CPL', 'CPL', 'CPL');--> statement-breakpoint
INSERT INTO "redirect_types" ("id", "code", "name_en", "name_ru") VALUES
	(1, '301', 'Permanent redirect (301)', 'Постоянное перенаправление (301)'),
	(2, '302', 'Temporary redirect (302)', 'Временное перенаправление (302)'),
	(3, 'meta_refresh', 'Meta refresh', 'Перенаправление через meta refresh'),
	(4, 'double_meta_refresh', 'Double meta refresh (hides the referrer)', 'Двойной meta refresh (скрывает источник перехода)'),
	(5, 'js', 'JavaScript redirect', 'Перенаправление через JavaScript');--> statement-breakpoint
INSERT INTO "traffic_channels" ("id", "code", "name_en", "name_ru", "traffic_source") VALUES
	(1, 'email', 'E-mail', 'Электронная почта', 'EMAIL'),
	(2, 'native', 'Native', 'Нативная реклама', 'NATIVE'),
	(3, 'seo', 'SEO', 'Поисковая оптимизация (SEO)', 'SEO'),
	(4, 'push', 'Push', 'Push-уведомления', 'PUSH'),
	(5, 'sms', 'SMS', 'SMS', 'SMS'),
	(6, 'bing', 'Bing', 'Bing', 'BING'),
	(7, 'fb', 'Facebook', 'Facebook', 'FB'),
	(8, 'google_search', 'Google Search', 'Поиск Google', 'GA'),
	(9, 'pops', 'Pops', 'Pop-реклама', 'POPS'),
	(10, 'youtube', 'YouTube', 'YouTube', 'YOUTUBE'),
	(11, 'mixed', 'Mixed', 'Смешанный', 'MIXED'),
	(12, 'twitter', 'Twitter', 'Twitter', 'TWITTER'),
	(13, 'tiktok', 'TikTok', 'TikTok', 'TIKTOK'),
	(14, 'gdn', 'Google Display Network', 'Контекстно-медийная сеть Google', 'GA');
