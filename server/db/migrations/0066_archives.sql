-- Archives (docs/decisions/archives.md): a month of a table written to a gzipped CSV file under
-- ARCHIVE_DIR before its rows left the database (a click partition dropped). `rows`, `bytes` and
-- `sha256` describe the file as written; `restored_at` is set while the month is back in the database.
CREATE TABLE IF NOT EXISTS archives (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  file_name text NOT NULL UNIQUE,
  rows bigint NOT NULL,
  bytes bigint NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  restored_at timestamptz,
  restored_by integer REFERENCES users (id)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS archives_period_idx ON archives (kind, period_start DESC);
