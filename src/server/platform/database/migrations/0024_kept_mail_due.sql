-- Mail kept while no SMTP server was configured is due, so the outbox's delivery sends it once
-- one is; kept mail whose links already expired (its body emptied) is given up, never sent empty.
UPDATE "outgoing_emails"
SET "status" = 'failed', "next_attempt_at" = NULL,
  "error" = 'Expired before any SMTP server was configured: its links last 24 hours, so it is not sent'
WHERE "status" = 'outbox' AND "next_attempt_at" IS NULL AND "text_body" = '' AND "html_body" = '';--> statement-breakpoint
UPDATE "outgoing_emails" SET "next_attempt_at" = "created_at"
WHERE "status" = 'outbox' AND "next_attempt_at" IS NULL;
