ALTER TABLE "users" ADD COLUMN "trusted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trusted_by_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_trusted_by_id_users_id_fk" FOREIGN KEY ("trusted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;