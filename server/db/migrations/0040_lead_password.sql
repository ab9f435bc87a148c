-- The password an affiliate may send with a lead (spec 4 §1) is handed to the broker on every push
-- try (a failover, a retry after a restart, a re-injection); it is kept encrypted like a broker's
-- secret headers (modules/brokers/headerSecrets.ts), never in the clear, and never answered.
ALTER TABLE leads ADD COLUMN IF NOT EXISTS password_secret text;
