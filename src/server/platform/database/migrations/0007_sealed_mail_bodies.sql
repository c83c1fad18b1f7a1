ALTER TABLE "outgoing_emails" ADD COLUMN "body_sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Mail kept in the clear before sealing began: nothing needs the body of one that was sent,
-- given up or is past the longest link's lifetime (24 hours).
UPDATE "outgoing_emails" SET "text_body" = '', "html_body" = ''
WHERE "status" <> 'outbox' OR "created_at" < now() - interval '24 hours';
