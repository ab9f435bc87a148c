-- Free-text search of the user lists and the change log at 100 000+ users: trigram
-- indexes answer "contains" searches without scanning every row. PGlite loads pg_trgm as an
-- extension (server/db/client.ts); PostgreSQL ships it in contrib (trusted: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- the user lists' haystack, exactly as server/modules/users/listRepository.ts writes it
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((lower("email" || ' ' || "first_name" || ' ' || "last_name")) gin_trgm_ops);
--> statement-breakpoint
-- the change log's search by the e-mail of the user or of the actor
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
-- sorting the user lists by e-mail or by date walks an index instead of sorting every row
CREATE INDEX IF NOT EXISTS "users_email_idx" ON "users" USING btree ("email", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_idx" ON "users" USING btree ("created_at", "id");
--> statement-breakpoint
-- the change log by actor (its search and a manager's scope), newest first
CREATE INDEX IF NOT EXISTS "user_changes_actor_idx" ON "user_changes" USING btree ("actor_id", "id");
