CREATE TABLE "submitter_approvals" (
	"voter_id" integer NOT NULL,
	"submitter_id" integer NOT NULL,
	"approvals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "submitter_approvals_voter_id_submitter_id_pk" PRIMARY KEY("voter_id","submitter_id")
);
--> statement-breakpoint
CREATE TABLE "voter_pairs" (
	"user_a" integer NOT NULL,
	"user_b" integer NOT NULL,
	"alike" integer DEFAULT 0 NOT NULL,
	"close" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voter_pairs_user_a_user_b_pk" PRIMARY KEY("user_a","user_b"),
	CONSTRAINT "voter_pairs_order_check" CHECK ("voter_pairs"."user_a" < "voter_pairs"."user_b")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approval_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counts are worked out from the votes already cast at the next start (prepareDatabase).
INSERT INTO "settings" ("key", "value")
SELECT 'rebuild_voter_pairs', 'true'::jsonb WHERE EXISTS (SELECT 1 FROM "votes");
