CREATE TABLE "color_schemes" (
	"name" text PRIMARY KEY NOT NULL,
	"color_scheme" jsonb NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
