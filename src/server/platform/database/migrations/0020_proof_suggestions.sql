ALTER TABLE "account_proofs" ADD COLUMN "suggested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "account_proofs_added_by_idx" ON "account_proofs" USING btree ("added_by_id","created_at");--> statement-breakpoint
-- Proofs attached to someone else's account by a user who was not an admin become
-- suggestions: they change nothing public until an admin accepts them.
UPDATE "account_proofs" p SET "suggested" = true
FROM "social_accounts" a
WHERE a."id" = p."social_account_id"
  AND p."added_by_id" IS DISTINCT FROM a."submitted_by_id"
  AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = p."added_by_id" AND u."role" = 'admin');
