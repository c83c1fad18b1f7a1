CREATE TABLE "account_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"social_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"token" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"added_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_passed_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"check_requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proof_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"proof_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"detail" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_proofs" ADD CONSTRAINT "account_proofs_social_account_id_social_accounts_id_fk" FOREIGN KEY ("social_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_proofs" ADD CONSTRAINT "account_proofs_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_checks" ADD CONSTRAINT "proof_checks_proof_id_account_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."account_proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_proofs_account_idx" ON "account_proofs" USING btree ("social_account_id");--> statement-breakpoint
CREATE INDEX "account_proofs_due_idx" ON "account_proofs" USING btree ("next_check_at") WHERE "account_proofs"."next_check_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_proofs_kind_url_key" ON "account_proofs" USING btree ("social_account_id","kind","url");--> statement-breakpoint
CREATE INDEX "proof_checks_proof_idx" ON "proof_checks" USING btree ("proof_id","checked_at");