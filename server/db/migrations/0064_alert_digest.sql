-- The alert e-mail digest (docs/decisions/alerts.md): mail_held marks an alert of a kind its
-- recipient chose by e-mail that was not mailed because a mail of the same kind and subject went
-- to them within the hour. The digest job lists these once the hour has passed, and sets
-- mailed_at and clears mail_held in the transaction that queues the digest.
ALTER TABLE alerts ADD COLUMN IF NOT EXISTS mail_held boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS alerts_mail_held_idx ON alerts (user_id, id) WHERE mail_held;
