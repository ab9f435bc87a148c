-- sorting the Languages list by name (either way) walks this index instead of sorting every row
CREATE INDEX IF NOT EXISTS "languages_name_idx" ON "languages" USING btree ("name");
