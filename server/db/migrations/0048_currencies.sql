-- Currencies (spec 4 §3, docs/decisions/currencies.md). The workspace currency (the brand's
-- VITE_CURRENCY, USD or EUR) is handed to this migration by migrate.ts as the transaction's
-- setting app.network_currency; existing offers and conversions are taken to be in it.

-- The rates admins keep: units of the workspace currency per one unit of `currency`, from `day` on.
CREATE TABLE IF NOT EXISTS currency_rates (
	"id" serial PRIMARY KEY,
	"currency" char(3) NOT NULL,
	"day" date NOT NULL,
	"rate" numeric(20, 10) NOT NULL CHECK ("rate" > 0),
	"created_at" timestamptz NOT NULL DEFAULT now(),
	UNIQUE ("currency", "day")
);
--> statement-breakpoint
DO $$
DECLARE ws text := COALESCE(NULLIF(current_setting('app.network_currency', true), ''), 'USD');
BEGIN
	-- an offer's amounts (payouts, revenues) are in its currency
	EXECUTE format('ALTER TABLE offers ADD COLUMN IF NOT EXISTS currency char(3) NOT NULL DEFAULT %L', ws);
	-- a conversion keeps what the advertiser reported (sum, currency) and the sum converted to the
	-- offer's currency (offer_sum, in offer_currency) and to the workspace's (network_sum);
	-- commission and revenue are in the workspace currency
	ALTER TABLE conversions ADD COLUMN IF NOT EXISTS offer_currency char(3);
	ALTER TABLE conversions ADD COLUMN IF NOT EXISTS offer_sum numeric(14, 2);
	ALTER TABLE conversions ADD COLUMN IF NOT EXISTS network_sum numeric(14, 2);
	UPDATE conversions SET currency = ws WHERE currency = '';
	UPDATE conversions SET offer_currency = ws, offer_sum = sum, network_sum = sum WHERE offer_currency IS NULL;
END $$;
