-- The lists' free-text search at 100 000+ users: a GIN index's "fast update" keeps new
-- entries in an unsorted pending list (up to 4 MB) that every search reads from end to end until a
-- VACUUM merges it. PGlite runs no autovacuum, so the list never empties there: a search of the
-- affiliates read ~550 pages instead of ~45. The trigram indexes of the lists take each entry into
-- the index at once (users and change-log rows are written one at a time), and the entries already
-- pending are merged now.
ALTER INDEX "users_search_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "users_email_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "user_changes_action_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('users_search_trgm_idx'::regclass), gin_clean_pending_list('users_email_trgm_idx'::regclass), gin_clean_pending_list('user_changes_action_trgm_idx'::regclass);
