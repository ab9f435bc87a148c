-- Leads (spec 4 §1, tracking type api_lds): what an affiliate sends, kept whether valid (status
-- LEAD, later ACCEPTED / REGISTRATION_FAILED / FTD) or refused (VALIDATION_FAILED with its
-- reasons), so the affiliate sees every one in their log. The broker side (broker_id, flow_id,
-- broker_lead_id, autologin_url, the push log) is added by the migration that pushes leads.
CREATE TABLE IF NOT EXISTS leads (
  id uuid PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES offers(id),
  affiliate_id integer NOT NULL REFERENCES users(id),
  -- the offer's advertiser when the lead came: duplicates are looked for per advertiser
  advertiser_id integer REFERENCES users(id),
  click_id text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  -- lower-cased; the phone in E.164 once parsed, as sent when it could not be
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '--',
  language text,
  ip text NOT NULL DEFAULT '',
  p1 text, p2 text, p3 text, p4 text, p5 text, p6 text, p7 text, p8 text, p9 text, p10 text,
  comment text,
  status text NOT NULL,
  -- [{ field, code, lead_id? }] of a refused lead (domain/leads/leadRefusal.ts); [] for a valid one
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  traffic_safety smallint NOT NULL DEFAULT 1,
  fraud_reasons text[] NOT NULL DEFAULT '{}'::text[],
  external_id text,
  -- the Idempotency-Key header, else external_id: a retry answers the first lead
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS leads_idempotency_idx ON leads (affiliate_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
--> statement-breakpoint
-- the duplicate check: a valid lead's e-mail or phone for one advertiser within the window
CREATE INDEX IF NOT EXISTS leads_advertiser_email_idx ON leads (advertiser_id, email, created_at) WHERE status <> 'VALIDATION_FAILED';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leads_advertiser_phone_idx ON leads (advertiser_id, phone, created_at) WHERE status <> 'VALIDATION_FAILED';
--> statement-breakpoint
-- the desk's lists: newest first, by affiliate (their log, a manager's scope), offer, status, country
CREATE INDEX IF NOT EXISTS leads_created_idx ON leads (created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leads_affiliate_idx ON leads (affiliate_id, created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leads_offer_idx ON leads (offer_id, created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leads_status_idx ON leads (status, created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leads_country_idx ON leads (country, created_at);
--> statement-breakpoint
-- how long a contact stays a duplicate for the offer's advertiser (spec 4 §1)
ALTER TABLE offers ADD COLUMN IF NOT EXISTS duplicate_window_days integer NOT NULL DEFAULT 30;
--> statement-breakpoint
-- the `leads` scope of an API key (POST /leads); the keys made before it hold it
ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS leads boolean NOT NULL DEFAULT true;
