-- What an offer pays for (docs/decisions/offers.md, "What an offer pays for"): the conversion
-- actions ('lead', 'ftd', 'sale') that earn every affiliate the offer's payout_cpa and the network
-- its revenue_cpa, whatever the affiliate's commission type. Empty keeps the earlier rule, so every
-- offer that existed before pays exactly as it did: each affiliate's commission type decides (CPA
-- affiliates on FTDs and sales at payout_cpa, CPL affiliates on leads at payout_cpl).
ALTER TABLE offers ADD COLUMN IF NOT EXISTS pays_on text[] NOT NULL DEFAULT '{}'::text[];
