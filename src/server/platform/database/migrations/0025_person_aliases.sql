CREATE TABLE "person_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"name" text NOT NULL,
	"language" text,
	"name_key" text NOT NULL,
	"name_skeleton" text NOT NULL,
	"added_by_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_words_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "person_aliases" ADD CONSTRAINT "person_aliases_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_aliases" ADD CONSTRAINT "person_aliases_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_aliases_person_key" ON "person_aliases" USING btree ("person_id","name_key");--> statement-breakpoint
CREATE INDEX "person_aliases_name_key_idx" ON "person_aliases" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "person_aliases_skeleton_idx" ON "person_aliases" USING btree ("name_skeleton");--> statement-breakpoint
CREATE INDEX "people_search_words_stale_idx" ON "people" USING btree ("id") WHERE "people"."search_words_version" < 1;