-- Deposits by their date: the traffic report's and dashboards' lead FTDs, the funnel by deposit
-- date and the shaving watch read leads by ftd_at; only deposited leads have one.
CREATE INDEX IF NOT EXISTS leads_ftd_idx ON leads (ftd_at) WHERE ftd_at IS NOT NULL;
