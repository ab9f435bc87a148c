-- The status pull's weekly pass (spec 4 §2: a late status is taken within the look-back, "longer on
-- a weekly pass"): when it last reached back further than the integration's look-back.
ALTER TABLE broker_integrations ADD COLUMN IF NOT EXISTS status_weekly_pulled_at timestamptz;
