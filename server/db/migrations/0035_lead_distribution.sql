-- Lead distribution (spec 4 §2): flows that route a lead to broker integrations in priority order
-- with weights and a daily capacity per integration × country counted in the broker's day; every
-- push try logged; the broker's side of a lead (its id, the autologin, the deposit) on the lead.

-- A distribution flow (Flow: Draft -2, Deleted -1, Active 1), for one or more offers.
CREATE TABLE IF NOT EXISTS flows (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  status smallint NOT NULL DEFAULT -2,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- the offers a flow routes; one Active flow per offer is picked by the lowest flow id
CREATE TABLE IF NOT EXISTS flow_offers (
  flow_id integer NOT NULL REFERENCES flows(id) ON DELETE CASCADE,
  offer_id integer NOT NULL REFERENCES offers(id),
  PRIMARY KEY (flow_id, offer_id)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS flow_offers_offer_idx ON flow_offers (offer_id, flow_id);
--> statement-breakpoint
-- a flow's integrations: tried by priority (1 first); among equal priorities, chosen by weight
CREATE TABLE IF NOT EXISTS flow_integrations (
  flow_id integer NOT NULL REFERENCES flows(id) ON DELETE CASCADE,
  integration_id integer NOT NULL REFERENCES broker_integrations(id),
  priority integer NOT NULL DEFAULT 1,
  weight integer NOT NULL DEFAULT 100,
  PRIMARY KEY (flow_id, integration_id)
);
--> statement-breakpoint
-- the daily capacity of an integration for a country in this flow (leads per broker day); no row:
-- the country is not capped (still limited by the integration's own countries)
CREATE TABLE IF NOT EXISTS flow_capacities (
  flow_id integer NOT NULL REFERENCES flows(id) ON DELETE CASCADE,
  integration_id integer NOT NULL REFERENCES broker_integrations(id),
  country text NOT NULL,
  daily integer NOT NULL,
  PRIMARY KEY (flow_id, integration_id, country)
);
--> statement-breakpoint
-- what each integration took for a country on a broker day (the day in the integration's time
-- zone): counted up atomically (UPDATE … SET used = used + 1 WHERE used < cap) so concurrent
-- intakes and several app processes never overshoot
CREATE TABLE IF NOT EXISTS capacity_use (
  integration_id integer NOT NULL REFERENCES broker_integrations(id),
  country text NOT NULL,
  day date NOT NULL,
  used integer NOT NULL DEFAULT 0,
  -- when the capacity-reached e-mail and alert went out for this integration, country and day
  reached_at timestamptz,
  PRIMARY KEY (integration_id, country, day)
);
--> statement-breakpoint
-- every push try of a lead: pending while the call is out (a process killed mid-call leaves it
-- pending, and recovery retries or marks it), then its outcome
CREATE TABLE IF NOT EXISTS lead_pushes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads(id),
  integration_id integer NOT NULL REFERENCES broker_integrations(id),
  flow_id integer REFERENCES flows(id),
  attempt integer NOT NULL DEFAULT 1,
  -- pending | accepted | refused | failed | timeout
  outcome text NOT NULL DEFAULT 'pending',
  -- Response status (document 1): Error 0, Success 1; null while pending
  response_status smallint,
  http_status integer,
  request_excerpt text NOT NULL DEFAULT '',
  answer_excerpt text NOT NULL DEFAULT '',
  broker_lead_id text,
  reason text,
  ms integer,
  -- the idempotency key sent to the broker: a retry of a pending try sends the same one
  idempotency_key text NOT NULL,
  -- who asked for the try: intake, reinjection, repush (with the person's reason), test
  source text NOT NULL DEFAULT 'intake',
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS lead_pushes_lead_idx ON lead_pushes (lead_id, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS lead_pushes_pending_idx ON lead_pushes (created_at) WHERE outcome = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS lead_pushes_integration_idx ON lead_pushes (integration_id, id);
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS flow_id integer REFERENCES flows(id);
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS integration_id integer REFERENCES broker_integrations(id);
--> statement-breakpoint
-- the broker: the integration's advertiser
ALTER TABLE leads ADD COLUMN IF NOT EXISTS broker_id integer REFERENCES users(id);
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS broker_lead_id text;
--> statement-breakpoint
-- the broker's autologin URL; the affiliate is handed ours (/autologin/{token}), which redirects once to it
ALTER TABLE leads ADD COLUMN IF NOT EXISTS autologin_url text;
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS autologin_token text;
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS autologin_opened_at timestamptz;
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS autologin_ip text;
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS autologin_country text;
--> statement-breakpoint
-- the plain-words routing trace: [{ integration_id, name, verdict, reason }] (domain/leads/routing.ts)
ALTER TABLE leads ADD COLUMN IF NOT EXISTS trace jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS accepted_at timestamptz;
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS ftd_at timestamptz;
--> statement-breakpoint
-- Late FTD (document 1): 1 when the deposit came after the offer's FTD window
ALTER TABLE leads ADD COLUMN IF NOT EXISTS late_ftd smallint NOT NULL DEFAULT 0;
--> statement-breakpoint
-- Sales status (document 1), and the broker's own status text as last reported
ALTER TABLE leads ADD COLUMN IF NOT EXISTS sale_status text;
--> statement-breakpoint
ALTER TABLE leads ADD COLUMN IF NOT EXISTS broker_status text;
--> statement-breakpoint
-- the conversion the deposit made (spec 3 §4), so a repeated FTD report pays once
ALTER TABLE leads ADD COLUMN IF NOT EXISTS conversion_id bigint;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS leads_autologin_token_idx ON leads (autologin_token) WHERE autologin_token IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leads_broker_lead_idx ON leads (integration_id, broker_lead_id) WHERE broker_lead_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leads_click_idx ON leads (click_id) WHERE click_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leads_integration_idx ON leads (integration_id, created_at);
--> statement-breakpoint
-- the circuit breaker: failures in a row, and why the integration was paused
ALTER TABLE broker_integrations ADD COLUMN IF NOT EXISTS failures_in_row integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE broker_integrations ADD COLUMN IF NOT EXISTS pause_after_failures integer NOT NULL DEFAULT 10;
--> statement-breakpoint
ALTER TABLE broker_integrations ADD COLUMN IF NOT EXISTS paused_reason text;
--> statement-breakpoint
-- the offer's FTD window (days after the lead) and whether a late FTD is paid (spec 4 §2)
ALTER TABLE offers ADD COLUMN IF NOT EXISTS ftd_window_days integer NOT NULL DEFAULT 30;
--> statement-breakpoint
ALTER TABLE offers ADD COLUMN IF NOT EXISTS late_ftd_paid boolean NOT NULL DEFAULT true;
