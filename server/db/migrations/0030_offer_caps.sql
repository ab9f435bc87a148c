-- Caps (spec 4 §4; docs/decisions/offers.md, "Caps"): limits on an offer, or on one affiliate on
-- it, per day, week, month or in total (counted in the workspace's time zone), on clicks, leads,
-- conversions or payout (minor units). `offer_cap_usage` holds one counter row per cap and window,
-- taken atomically (INSERT … ON CONFLICT DO UPDATE … WHERE used + n <= limit), so racing requests
-- of every process take the last unit once. What a reached cap does is the offer's `cap_action`.
ALTER TABLE offers ADD COLUMN IF NOT EXISTS cap_action text NOT NULL DEFAULT 'stop';
--> statement-breakpoint
ALTER TABLE offers ADD COLUMN IF NOT EXISTS cap_redirect_offer_id integer REFERENCES offers(id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS offer_caps (
  id serial PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  affiliate_id integer REFERENCES users(id) ON DELETE CASCADE,
  period text NOT NULL,
  metric text NOT NULL,
  cap_limit bigint NOT NULL CHECK (cap_limit > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS offer_caps_key_idx ON offer_caps (offer_id, COALESCE(affiliate_id, 0), period, metric);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS offer_cap_usage (
  cap_id integer NOT NULL REFERENCES offer_caps(id) ON DELETE CASCADE,
  window_start date NOT NULL,
  used bigint NOT NULL DEFAULT 0,
  -- what the last batch of clicks took (the statement that grows the counter answers it with the row)
  granted bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (cap_id, window_start)
);
--> statement-breakpoint
-- the shorthand fields of before (daily_cap, monthly_cap: conversions on the whole offer) become cap rows
INSERT INTO offer_caps (offer_id, period, metric, cap_limit)
  SELECT id, 'daily', 'conversions', daily_cap FROM offers WHERE daily_cap IS NOT NULL AND daily_cap > 0
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO offer_caps (offer_id, period, metric, cap_limit)
  SELECT id, 'monthly', 'conversions', monthly_cap FROM offers WHERE monthly_cap IS NOT NULL AND monthly_cap > 0
  ON CONFLICT DO NOTHING;
