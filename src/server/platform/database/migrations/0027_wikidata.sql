CREATE TABLE "wikidata_claims" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"property" text NOT NULL,
	"claim_id" text NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlisted_at" timestamp with time zone,
	"seen_run" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wikidata_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_name" text NOT NULL,
	"source_size" bigint NOT NULL,
	"source_modified_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"entities_done" bigint DEFAULT 0 NOT NULL,
	"entities_total" bigint,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wikidata_items" (
	"item_id" text PRIMARY KEY NOT NULL,
	"person_id" integer,
	"imported" jsonb NOT NULL,
	"seen_run" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wikidata_possible_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"person_id" integer NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "wikidata_id" text;--> statement-breakpoint
ALTER TABLE "wikidata_claims" ADD CONSTRAINT "wikidata_claims_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wikidata_items" ADD CONSTRAINT "wikidata_items_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wikidata_possible_matches" ADD CONSTRAINT "wikidata_possible_matches_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wikidata_claims_item_idx" ON "wikidata_claims" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wikidata_possible_matches_item_person_key" ON "wikidata_possible_matches" USING btree ("item_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_wikidata_id_live_key" ON "people" USING btree ("wikidata_id") WHERE "people"."wikidata_id" is not null and not "people"."is_deleted";--> statement-breakpoint
CREATE INDEX "social_accounts_handle_idx" ON "social_accounts" USING btree ("platform_id",lower("username"));