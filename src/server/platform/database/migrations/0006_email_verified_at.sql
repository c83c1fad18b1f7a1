ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- A verified user confirmed their e-mail; so did a disabled one, since only active users
-- are offered for disabling.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "is_verified" OR "disabled_at" IS NOT NULL;
