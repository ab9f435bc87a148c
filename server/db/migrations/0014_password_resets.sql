-- One-time e-mailed tokens serve two purposes now: confirming an address and resetting a password.
ALTER TABLE email_verifications ADD COLUMN IF NOT EXISTS purpose text NOT NULL DEFAULT 'verify';
