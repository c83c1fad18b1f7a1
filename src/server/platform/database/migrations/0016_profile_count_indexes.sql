DROP INDEX "ratings_user_id_idx";--> statement-breakpoint
DROP INDEX "votes_user_id_idx";--> statement-breakpoint
CREATE INDEX "social_accounts_shown_person_idx" ON "social_accounts" USING btree ("id","person_id") WHERE "social_accounts"."status" <> 'rejected' and not "social_accounts"."is_deleted";--> statement-breakpoint
CREATE INDEX "ratings_user_id_idx" ON "ratings" USING btree ("user_id","rated_at","rating_type","social_account_id");--> statement-breakpoint
CREATE INDEX "votes_user_id_idx" ON "votes" USING btree ("user_id","voted_at","social_account_id");