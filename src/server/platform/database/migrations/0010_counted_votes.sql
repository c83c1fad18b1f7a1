CREATE TABLE "registration_networks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"network_digest" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"user_ids" integer[] NOT NULL,
	"account_ids" integer[] NOT NULL,
	"signals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"unverified_account_ids" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "trust_flags_kind_check" CHECK ("trust_flags"."kind" in ('network', 'pair', 'burst', 'submitter')),
	CONSTRAINT "trust_flags_status_check" CHECK ("trust_flags"."status" in ('open', 'confirmed', 'cleared'))
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "counted_approvals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "counted_rejections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "decision_basis" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "verification_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "standing" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
-- Users from before standings were kept stay unevaluated (null) until prepareDatabase evaluates them.
ALTER TABLE "users" ADD COLUMN "standing_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "standing_checked_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "weight" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "weight_reason" text;--> statement-breakpoint
ALTER TABLE "registration_networks" ADD CONSTRAINT "registration_networks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_flags" ADD CONSTRAINT "trust_flags_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_networks_digest_idx" ON "registration_networks" USING btree ("network_digest");--> statement-breakpoint
CREATE INDEX "trust_flags_status_idx" ON "trust_flags" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trust_flags_user_ids_idx" ON "trust_flags" USING gin ("user_ids");--> statement-breakpoint
CREATE INDEX "users_standing_checked_idx" ON "users" USING btree ("standing","standing_checked_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_standing_check" CHECK ("users"."standing" in ('new', 'member', 'trusted'));--> statement-breakpoint
-- Accounts decided before votes were weighed keep their decision, marked as such; their
-- votes counted then, so they count in the kept figures. Pending accounts are tallied, and
-- every user's standing evaluated, by prepareDatabase once the rules (code) can run.
UPDATE "social_accounts" SET "decision_basis" = 'legacy', "counted_approvals" = "approval_count", "counted_rejections" = "rejection_count" WHERE "status" IN ('verified', 'rejected');--> statement-breakpoint
UPDATE "votes" v SET "weight" = 1 FROM "social_accounts" a WHERE a."id" = v."social_account_id" AND a."status" IN ('verified', 'rejected');
