ALTER TABLE "registration_networks" ADD COLUMN "wide_network_digest" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "approval_groups" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "rejection_groups" integer;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "voter_group" integer;--> statement-breakpoint
CREATE INDEX "registration_networks_wide_digest_idx" ON "registration_networks" USING btree ("wide_network_digest");--> statement-breakpoint
UPDATE "social_accounts" SET "hold_reason" = 'flag' WHERE "verification_held";
