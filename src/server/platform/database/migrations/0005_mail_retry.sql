ALTER TABLE "outgoing_emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outgoing_emails_due_idx" ON "outgoing_emails" USING btree ("next_attempt_at") WHERE "outgoing_emails"."status" = 'outbox' and "outgoing_emails"."next_attempt_at" is not null;--> statement-breakpoint
-- Mail sent or failed before retries were counted was tried once.
UPDATE "outgoing_emails" SET "attempts" = 1 WHERE "status" <> 'outbox';