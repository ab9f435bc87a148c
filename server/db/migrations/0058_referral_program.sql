-- The referral program (spec 4 §6; docs/decisions/referrals.md): an affiliate's referral code, who
-- referred whom, staff's per-affiliate overrides of the workspace default (`default-referral-program`),
-- and the referred conversion a `referral_bonus` billing item rewards.

-- the code in an affiliate's referral link (/auth/a/registration?referral=CODE): 128 random bits
-- (not guessable from the id), given to every account when it is made, so reading it writes nothing
ALTER TABLE users ADD COLUMN IF NOT EXISTS referral_code text;
--> statement-breakpoint
ALTER TABLE users ALTER COLUMN referral_code SET DEFAULT replace(gen_random_uuid()::text, '-', '');
--> statement-breakpoint
UPDATE users SET referral_code = replace(gen_random_uuid()::text, '-', '') WHERE referral_code IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS users_referral_code_idx ON users (referral_code) WHERE referral_code IS NOT NULL;
--> statement-breakpoint
-- the affiliate whose referral link brought this one; set once, at registration
ALTER TABLE users ADD COLUMN IF NOT EXISTS referred_by_id integer;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_referred_by_idx ON users (referred_by_id) WHERE referred_by_id IS NOT NULL;
--> statement-breakpoint
-- a referrer's own terms instead of the workspace default: Referral status, Reward type and its value
-- (a percentage of the friend's commission, or a fixed amount in the network's currency)
CREATE TABLE IF NOT EXISTS referral_overrides (
  affiliate_id integer PRIMARY KEY,
  status smallint NOT NULL,
  reward_type_id smallint NOT NULL,
  reward_value numeric(14, 2) NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- a referral bonus names the friend's conversion it rewards (its conversion_id stays empty: the
-- referrer's invoice line is the bonus, not the friend's offer)
ALTER TABLE billing_items ADD COLUMN IF NOT EXISTS referred_conversion_id bigint;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS billing_items_referred_conversion_idx ON billing_items (referred_conversion_id) WHERE referred_conversion_id IS NOT NULL;
