CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"user_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_url" text,
	"link_url" text,
	"link_title" text,
	"link_description" text,
	"link_image_url" text,
	"youtube_video_id" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"avg_rating" numeric(4, 3),
	"rating_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text NOT NULL,
	"message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"slug" text NOT NULL,
	"name_key" text NOT NULL,
	"search_words" text[] NOT NULL,
	"profession" text NOT NULL,
	"category_id" integer,
	"added_by_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"profile_image_url" text,
	"avg_rating" numeric(4, 3),
	"avg_rating_30" numeric(4, 3),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"best_account_rating" numeric(4, 3),
	"verified_account_count" integer DEFAULT 0 NOT NULL,
	"pending_account_count" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"merged_into_id" integer,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "platforms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"social_account_id" integer,
	"comment_id" integer,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating_type" text DEFAULT 'social' NOT NULL,
	CONSTRAINT "ratings_rating_range_check" CHECK ("ratings"."rating" between 1 and 5),
	CONSTRAINT "ratings_target_check" CHECK (("ratings"."rating_type" = 'social' and "ratings"."social_account_id" is not null and "ratings"."comment_id" is null)
        or ("ratings"."rating_type" = 'comment' and "ratings"."comment_id" is not null and "ratings"."social_account_id" is null))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"social_account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"evidence" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('pending', 'investigating', 'dismissed', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"social_account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"review_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"variant" text NOT NULL,
	"term" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"username" text NOT NULL,
	"url" text,
	"followers" text,
	"evidence" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"submitted_by_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approval_count" integer DEFAULT 0 NOT NULL,
	"rejection_count" integer DEFAULT 0 NOT NULL,
	"last_verified_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"profile_image_url" text,
	"avg_rating" numeric(4, 3),
	"avg_rating_30" numeric(4, 3),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "social_accounts_status_check" CHECK ("social_accounts"."status" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "social_accounts_counts_check" CHECK ("social_accounts"."approval_count" >= 0 and "social_accounts"."rejection_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "user_tokens_purpose_check" CHECK ("user_tokens"."purpose" in ('verify-email', 'reset-password'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"social_account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_approval" boolean NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_merged_into_id_people_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_social_account_id_social_accounts_id_fk" FOREIGN KEY ("social_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_social_account_id_social_accounts_id_fk" FOREIGN KEY ("social_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_social_account_id_social_accounts_id_fk" FOREIGN KEY ("social_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_social_account_id_social_accounts_id_fk" FOREIGN KEY ("social_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_feed_idx" ON "comments" USING btree ("created_at" desc) WHERE "comments"."parent_id" is null and not "comments"."is_deleted";--> statement-breakpoint
CREATE INDEX "comments_person_feed_idx" ON "comments" USING btree ("person_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "comments_parent_id_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "comments_user_id_idx" ON "comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outgoing_emails_created_at_idx" ON "outgoing_emails" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "people_name_key_live_key" ON "people" USING btree ("name_key") WHERE not "people"."is_deleted";--> statement-breakpoint
CREATE INDEX "people_slug_idx" ON "people" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "people_search_words_idx" ON "people" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_rating_order_idx" ON "people" USING btree ("avg_rating" desc nulls last,"first_name","last_name","id") WHERE not "people"."is_deleted";--> statement-breakpoint
CREATE INDEX "people_category_id_idx" ON "people" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "people_added_by_id_idx" ON "people" USING btree ("added_by_id");--> statement-breakpoint
CREATE INDEX "people_merged_into_id_idx" ON "people" USING btree ("merged_into_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_account_user_key" ON "ratings" USING btree ("social_account_id","user_id") WHERE "ratings"."social_account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_comment_user_key" ON "ratings" USING btree ("comment_id","user_id") WHERE "ratings"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "ratings_account_rated_at_idx" ON "ratings" USING btree ("social_account_id","rated_at");--> statement-breakpoint
CREATE INDEX "ratings_comment_id_idx" ON "ratings" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "ratings_user_id_idx" ON "ratings" USING btree ("user_id","rated_at");--> statement-breakpoint
CREATE INDEX "ratings_rated_at_idx" ON "ratings" USING btree ("rated_at");--> statement-breakpoint
CREATE INDEX "reports_account_id_idx" ON "reports" USING btree ("social_account_id");--> statement-breakpoint
CREATE INDEX "reports_user_id_idx" ON "reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reports_status_reported_idx" ON "reports" USING btree ("status","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_account_user_key" ON "reviews" USING btree ("social_account_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_account_created_idx" ON "reviews" USING btree ("social_account_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_variant_term_key" ON "search_terms" USING btree ("variant","term");--> statement-breakpoint
CREATE INDEX "search_terms_term_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_live_handle_key" ON "social_accounts" USING btree ("platform_id",lower("username")) WHERE "social_accounts"."status" in ('pending', 'verified') and not "social_accounts"."is_deleted";--> statement-breakpoint
CREATE INDEX "social_accounts_person_id_idx" ON "social_accounts" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "social_accounts_platform_id_idx" ON "social_accounts" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "social_accounts_submitted_by_id_idx" ON "social_accounts" USING btree ("submitted_by_id");--> statement-breakpoint
CREATE INDEX "social_accounts_verified_order_idx" ON "social_accounts" USING btree ("verified_at" desc,"id" desc) WHERE "social_accounts"."status" = 'verified' and not "social_accounts"."is_deleted";--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_id_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_account_user_key" ON "votes" USING btree ("social_account_id","user_id");--> statement-breakpoint
CREATE INDEX "votes_user_id_idx" ON "votes" USING btree ("user_id","voted_at");