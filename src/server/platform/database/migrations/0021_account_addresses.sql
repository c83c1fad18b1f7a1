-- Rows from before the rule start unchecked (null); prepareDatabase checks each against the
-- platform's profile address and says how many disagree. A row without a url agrees.
ALTER TABLE "social_accounts" ADD COLUMN "url_mismatch" boolean;--> statement-breakpoint
UPDATE "social_accounts" SET "url_mismatch" = false WHERE "url" IS NULL OR btrim("url") = '';--> statement-breakpoint
ALTER TABLE "social_accounts" ALTER COLUMN "url_mismatch" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "social_accounts_url_mismatch_idx" ON "social_accounts" USING btree ("id") WHERE "social_accounts"."url_mismatch" is not false;
