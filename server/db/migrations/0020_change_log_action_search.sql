-- The change log's free-text search at 100 000+ entries: the action is matched by its
-- trigrams, so a search ORs three index scans (by user, by actor, by action) instead of reading
-- every entry (server/modules/users/changeLogRepository.ts). pg_trgm is created by 0011.
CREATE INDEX IF NOT EXISTS "user_changes_action_trgm_idx" ON "user_changes" USING gin ("action" gin_trgm_ops);
