-- Contact-today rows about a manager's book (docs/decisions/desk.md): how many of their affiliates
-- were active, how many new ones came. Such a row names the manager (manager_id) and no affiliate;
-- every other row names an affiliate and no manager. A book row's key is manager × day × reason,
-- as an affiliate's is affiliate × day × reason, so a re-run writes it once.
ALTER TABLE contact_today ALTER COLUMN affiliate_id DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE contact_today ADD COLUMN IF NOT EXISTS manager_id integer REFERENCES users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE contact_today ADD CONSTRAINT contact_today_whose_check CHECK ((affiliate_id IS NULL) <> (manager_id IS NULL));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS contact_today_book_key_idx ON contact_today (manager_id, day, reason) WHERE manager_id IS NOT NULL;
