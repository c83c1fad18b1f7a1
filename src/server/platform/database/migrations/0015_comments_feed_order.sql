DROP INDEX "comments_feed_idx";--> statement-breakpoint
DROP INDEX "comments_person_feed_idx";--> statement-breakpoint
CREATE INDEX "comments_feed_idx" ON "comments" USING btree ("created_at" desc,"id" desc,"person_id") WHERE "comments"."parent_id" is null and not "comments"."is_deleted";--> statement-breakpoint
CREATE INDEX "comments_person_feed_idx" ON "comments" USING btree ("person_id","created_at" desc,"id" desc);