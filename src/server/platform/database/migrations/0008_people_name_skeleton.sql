ALTER TABLE "people" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
CREATE INDEX "people_name_skeleton_live_idx" ON "people" USING btree ("name_skeleton") WHERE not "people"."is_deleted";