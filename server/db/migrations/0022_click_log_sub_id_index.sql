-- The click log filtered by a sub-id: an affiliate's or a manager's look-up of one p1
-- (with or without a country, an offer…) reads that sub-id's clicks newest first instead of walking
-- every click of the period by time and dropping all but a few. One more index entry per click
-- written: the tracker's batch insert already maintains three (key, visitor, time).
CREATE INDEX IF NOT EXISTS "clicks_p1_time_idx" ON "clicks" USING btree ("p1", "clicked_at");
