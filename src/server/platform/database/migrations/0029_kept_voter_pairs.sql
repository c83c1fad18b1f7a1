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
ALTER TABLE "submitter_approvals" ADD CONSTRAINT "submitter_approvals_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submitter_approvals" ADD CONSTRAINT "submitter_approvals_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_pairs" ADD CONSTRAINT "voter_pairs_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_pairs" ADD CONSTRAINT "voter_pairs_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submitter_approvals_submitter_idx" ON "submitter_approvals" USING btree ("submitter_id");--> statement-breakpoint
CREATE INDEX "voter_pairs_user_b_idx" ON "voter_pairs" USING btree ("user_b");--> statement-breakpoint
-- The counts are worked out from the votes already cast at the next start (prepareDatabase).
INSERT INTO "settings" ("key", "value")
SELECT 'rebuild_voter_pairs', 'true'::jsonb WHERE EXISTS (SELECT 1 FROM "votes");
