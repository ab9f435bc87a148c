-- What each conversion took of its offer's caps (docs/decisions/traffic-quality.md, "A rejected
-- hold gives its caps back"): one row per cap and window it took a unit (or its payout in minor
-- units) of, written in the conversion's transaction. A held conversion that is rejected gives
-- exactly these back, in the rejection's transaction, and its rows go.
CREATE TABLE IF NOT EXISTS conversion_cap_takes (
  conversion_id bigint NOT NULL REFERENCES conversions(id) ON DELETE CASCADE,
  cap_id integer NOT NULL REFERENCES offer_caps(id) ON DELETE CASCADE,
  window_start date NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  PRIMARY KEY (conversion_id, cap_id)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS conversion_cap_takes_cap_idx ON conversion_cap_takes (cap_id);
