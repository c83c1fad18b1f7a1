CREATE TABLE "anchor_links" (
	"anchor_id" integer NOT NULL,
	"platform" text NOT NULL,
	"username" text NOT NULL,
	CONSTRAINT "anchor_links_anchor_id_platform_username_pk" PRIMARY KEY("anchor_id","platform","username")
);
--> statement-breakpoint
CREATE TABLE "evidence_refreshes" (
	"person_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voter_links" (
	"user_a" integer NOT NULL,
	"user_b" integer NOT NULL,
	"kind" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voter_links_user_a_user_b_kind_pk" PRIMARY KEY("user_a","user_b","kind"),
	CONSTRAINT "voter_links_order_check" CHECK ("voter_links"."user_a" < "voter_links"."user_b")
);
--> statement-breakpoint
ALTER TABLE "trust_flags" DROP CONSTRAINT "trust_flags_kind_check";--> statement-breakpoint
DROP INDEX "identity_anchors_person_host_key";--> statement-breakpoint
DROP INDEX "social_accounts_live_handle_key";--> statement-breakpoint
ALTER TABLE "account_proofs" ADD COLUMN "rooted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "path_prefix" text;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "confirmed_by_id" integer;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "last_passed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "failure_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "submitter_group" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "bar_lowered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "proven_chain" jsonb;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "contest" jsonb;--> statement-breakpoint
ALTER TABLE "trust_flags" ADD COLUMN "recounted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "anchor_links" ADD CONSTRAINT "anchor_links_anchor_id_identity_anchors_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."identity_anchors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_refreshes" ADD CONSTRAINT "evidence_refreshes_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_links" ADD CONSTRAINT "voter_links_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_links" ADD CONSTRAINT "voter_links_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anchor_links_handle_idx" ON "anchor_links" USING btree ("platform",lower("username"));--> statement-breakpoint
CREATE INDEX "voter_links_user_b_idx" ON "voter_links" USING btree ("user_b");--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD CONSTRAINT "identity_anchors_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_anchors_person_root_key" ON "identity_anchors" USING btree ("person_id","origin","path_prefix");--> statement-breakpoint
CREATE INDEX "identity_anchors_suggested_idx" ON "identity_anchors" USING btree ("created_at","id") WHERE "identity_anchors"."status" = 'suggested';--> statement-breakpoint
CREATE INDEX "identity_anchors_due_idx" ON "identity_anchors" USING btree ("next_check_at") WHERE "identity_anchors"."next_check_at" is not null and "identity_anchors"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "social_accounts_proven_order_idx" ON "social_accounts" USING btree ("verified_at" desc,"id" desc) WHERE "social_accounts"."status" = 'verified' and not "social_accounts"."is_deleted" and "social_accounts"."proven_chain" is not null;--> statement-breakpoint
CREATE INDEX "social_accounts_moderator_order_idx" ON "social_accounts" USING btree ("verified_at" desc,"id" desc) WHERE "social_accounts"."status" = 'verified' and not "social_accounts"."is_deleted" and ("social_accounts"."proven_chain" is not null or "social_accounts"."decision_basis" = 'moderator');--> statement-breakpoint
CREATE INDEX "social_accounts_proven_pending_idx" ON "social_accounts" USING btree ("id") WHERE "social_accounts"."proven_chain" is not null and "social_accounts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "social_accounts_contested_idx" ON "social_accounts" USING btree ("id") WHERE "social_accounts"."contest" is not null and not "social_accounts"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_live_handle_key" ON "social_accounts" USING btree ("platform_id",lower("username"),"person_id") WHERE "social_accounts"."status" in ('pending', 'verified') and not "social_accounts"."is_deleted";--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD CONSTRAINT "identity_anchors_status_check" CHECK ("identity_anchors"."status" in ('suggested', 'confirmed'));--> statement-breakpoint
ALTER TABLE "trust_flags" ADD CONSTRAINT "trust_flags_kind_check" CHECK ("trust_flags"."kind" in ('network', 'pair', 'burst', 'submitter', 'burn'));--> statement-breakpoint
-- Each official site becomes a root: the origin and path of its address, as the application
-- normalised it when it was kept (lower-case host, no default port).
UPDATE "identity_anchors" SET
  "origin" = lower(substring("url" from '^([a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]+)')),
  "path_prefix" = coalesce(nullif(regexp_replace(
    coalesce(substring("url" from '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]+(/[^?#]*)'), '/'),
    '/+$', ''), ''), '/');--> statement-breakpoint
ALTER TABLE "identity_anchors" ALTER COLUMN "origin" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_anchors" ALTER COLUMN "path_prefix" SET NOT NULL;--> statement-breakpoint
-- An administrator named these: they stay confirmed, and their pages are read at the next
-- check. Imported official websites become suggestions, which lower nothing until a
-- moderator confirms them.
UPDATE "identity_anchors" SET "confirmed_by_id" = "set_by_id", "confirmed_at" = "created_at",
  "next_check_at" = now()
WHERE "source" = 'moderator';--> statement-breakpoint
UPDATE "identity_anchors" SET "status" = 'suggested' WHERE "source" <> 'moderator';
--> statement-breakpoint
-- The people whose evidence may prove or contest an account: their chains are worked out at
-- the next start (prepareDatabase) and by the evidence job.
INSERT INTO "evidence_refreshes" ("person_id")
SELECT "person_id" FROM "identity_anchors" WHERE "status" = 'confirmed'
UNION
SELECT a."person_id" FROM "account_proofs" p JOIN "social_accounts" a ON a."id" = p."social_account_id"
WHERE p."kind" IN ('official_site', 'cross_link') AND NOT p."suggested";
