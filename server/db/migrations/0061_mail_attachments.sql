-- One attachment of a message in the mail outbox (an advertiser's invoice PDF goes with
-- its letter): the file's name, its content type and its bytes, all null for a text-only message.
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "attachment_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "attachment_type" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "attachment" bytea;
