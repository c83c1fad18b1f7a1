CREATE TABLE "identity_anchors" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"reason" text NOT NULL,
	"source" text DEFAULT 'moderator' NOT NULL,
	"set_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_proofs" ADD COLUMN "site_host" text;--> statement-breakpoint
ALTER TABLE "account_proofs" ADD COLUMN "source_account_id" integer;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD CONSTRAINT "identity_anchors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_anchors" ADD CONSTRAINT "identity_anchors_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_anchors_person_host_key" ON "identity_anchors" USING btree ("person_id","host");--> statement-breakpoint
ALTER TABLE "account_proofs" ADD CONSTRAINT "account_proofs_source_account_id_social_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The host of each official site's page, as new proofs keep it (lower case, without www.).
UPDATE "account_proofs"
SET "site_host" = lower(regexp_replace(
  substring("url" from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)'), '^www\.', ''))
WHERE "kind" = 'official_site';
