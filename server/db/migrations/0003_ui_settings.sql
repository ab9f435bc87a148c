CREATE TABLE "ui_settings" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"section" text NOT NULL,
	"item_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ui_settings_pk" PRIMARY KEY ("user_id", "section", "item_id")
);
