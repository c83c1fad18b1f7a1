CREATE TABLE "capped_writes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"person_id" integer,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "people_rating_order_idx";--> statement-breakpoint
ALTER TABLE "capped_writes" ADD CONSTRAINT "capped_writes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capped_writes_user_kind_idx" ON "capped_writes" USING btree ("user_id","kind","written_at");--> statement-breakpoint
CREATE INDEX "capped_writes_written_at_idx" ON "capped_writes" USING btree ("written_at");--> statement-breakpoint
CREATE INDEX "people_rating_order_idx" ON "people" USING btree ("avg_rating" desc nulls last,"first_name","last_name","id","category_id","verified_account_count","pending_account_count","best_account_rating","name_key") WHERE not "people"."is_deleted";