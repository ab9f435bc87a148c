-- A payout marked Payment sent carries the reference of the bank transfer (the staff member types
-- it in the confirmation): shown on the payout to staff and to the affiliate. Empty until sent.
ALTER TABLE payouts ADD COLUMN IF NOT EXISTS payment_reference text NOT NULL DEFAULT '';
