CREATE TABLE "card_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"txid" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_cards" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"head" text,
	"accounts" text[],
	"account_ratings" numeric[],
	"tail" text,
	"match_facts" text,
	"refresh_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "card_changes_person_idx" ON "card_changes" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "card_changes_txid_idx" ON "card_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "person_cards_refresh_at_idx" ON "person_cards" USING btree ("refresh_at") WHERE "person_cards"."refresh_at" is not null;--> statement-breakpoint
-- Every change to what a person's card shows notes the person in card_changes, in the
-- changing transaction: the write keeps the card before it commits (modules/people/cards),
-- and until then, or when no write does, the card is not read.
CREATE FUNCTION "note_card_changes"(person_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO card_changes (person_id, txid)
  SELECT DISTINCT id, txid_current() FROM unnest(person_ids) AS id WHERE id IS NOT NULL;
$$;
--> statement-breakpoint
CREATE FUNCTION "people_card_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_card_changes(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "people_card_insert" AFTER INSERT ON "people"
FOR EACH ROW EXECUTE FUNCTION "people_card_change"();
--> statement-breakpoint
CREATE TRIGGER "people_card_update" AFTER UPDATE ON "people"
FOR EACH ROW WHEN ((OLD.first_name, OLD.last_name, OLD.slug, OLD.profession, OLD.category_id,
    OLD.added_by_id, OLD.added_at, OLD.profile_image_url, OLD.avg_rating, OLD.avg_rating_30,
    OLD.is_deleted, OLD.is_demo, OLD.wikidata_id)
  IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.slug, NEW.profession, NEW.category_id,
    NEW.added_by_id, NEW.added_at, NEW.profile_image_url, NEW.avg_rating, NEW.avg_rating_30,
    NEW.is_deleted, NEW.is_demo, NEW.wikidata_id))
EXECUTE FUNCTION "people_card_change"();
--> statement-breakpoint
CREATE FUNCTION "person_row_card_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_card_changes(ARRAY[NEW.person_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM note_card_changes(ARRAY[OLD.person_id]);
  ELSE
    PERFORM note_card_changes(ARRAY[OLD.person_id, NULLIF(NEW.person_id, OLD.person_id)]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "person_aliases_card_change" AFTER INSERT OR UPDATE OR DELETE ON "person_aliases"
FOR EACH ROW EXECUTE FUNCTION "person_row_card_change"();
--> statement-breakpoint
CREATE TRIGGER "social_accounts_card_insert_delete" AFTER INSERT OR DELETE ON "social_accounts"
FOR EACH ROW EXECUTE FUNCTION "person_row_card_change"();
--> statement-breakpoint
CREATE TRIGGER "social_accounts_card_update" AFTER UPDATE ON "social_accounts"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
EXECUTE FUNCTION "person_row_card_change"();
--> statement-breakpoint
-- A cross link shows its linking account's handle and platform on the linked account's card.
CREATE FUNCTION "linking_account_card_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_card_changes(ARRAY(
    SELECT linked.person_id FROM account_proofs p
    JOIN social_accounts linked ON linked.id = p.social_account_id
    WHERE p.source_account_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "social_accounts_linking_card_change" AFTER UPDATE ON "social_accounts"
FOR EACH ROW WHEN ((OLD.username, OLD.platform_id) IS DISTINCT FROM (NEW.username, NEW.platform_id))
EXECUTE FUNCTION "linking_account_card_change"();
--> statement-breakpoint
CREATE FUNCTION "proof_card_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_card_changes(ARRAY(SELECT person_id FROM social_accounts WHERE id = NEW.social_account_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM note_card_changes(ARRAY(SELECT person_id FROM social_accounts WHERE id = OLD.social_account_id));
  ELSE
    PERFORM note_card_changes(ARRAY(SELECT person_id FROM social_accounts
      WHERE id IN (OLD.social_account_id, NEW.social_account_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "account_proofs_card_insert_delete" AFTER INSERT OR DELETE ON "account_proofs"
FOR EACH ROW EXECUTE FUNCTION "proof_card_change"();
--> statement-breakpoint
CREATE TRIGGER "account_proofs_card_update" AFTER UPDATE ON "account_proofs"
FOR EACH ROW WHEN ((OLD.social_account_id, OLD.kind, OLD.state, OLD.rooted, OLD.site_host,
    OLD.source_account_id, OLD.last_checked_at, OLD.failing_since, OLD.suggested)
  IS DISTINCT FROM (NEW.social_account_id, NEW.kind, NEW.state, NEW.rooted, NEW.site_host,
    NEW.source_account_id, NEW.last_checked_at, NEW.failing_since, NEW.suggested))
EXECUTE FUNCTION "proof_card_change"();
--> statement-breakpoint
CREATE FUNCTION "wikidata_claim_card_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_card_changes(ARRAY(SELECT person_id FROM social_accounts WHERE id = NEW.account_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM note_card_changes(ARRAY(SELECT person_id FROM social_accounts WHERE id = OLD.account_id));
  ELSE
    PERFORM note_card_changes(ARRAY(SELECT person_id FROM social_accounts
      WHERE id IN (OLD.account_id, NEW.account_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "wikidata_claims_card_insert_delete" AFTER INSERT OR DELETE ON "wikidata_claims"
FOR EACH ROW EXECUTE FUNCTION "wikidata_claim_card_change"();
--> statement-breakpoint
CREATE TRIGGER "wikidata_claims_card_update" AFTER UPDATE ON "wikidata_claims"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
EXECUTE FUNCTION "wikidata_claim_card_change"();
--> statement-breakpoint
-- A rename reaches every card that shows the name: rare, and done once per statement.
CREATE FUNCTION "category_card_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_card_changes(ARRAY(
    SELECT p.id FROM people p JOIN renamed r ON r.id = p.category_id
    JOIN old_rows b ON b.id = r.id WHERE b.name IS DISTINCT FROM r.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "categories_card_change" AFTER UPDATE ON "categories"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION "category_card_change"();
--> statement-breakpoint
CREATE FUNCTION "platform_card_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_card_changes(ARRAY(
    SELECT DISTINCT a.person_id FROM social_accounts a JOIN renamed r ON r.id = a.platform_id
    JOIN old_rows b ON b.id = r.id WHERE (b.name, b.icon, b.color) IS DISTINCT FROM (r.name, r.icon, r.color)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "platforms_card_change" AFTER UPDATE ON "platforms"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION "platform_card_change"();
--> statement-breakpoint
CREATE FUNCTION "username_card_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_card_changes(ARRAY(
    SELECT p.id FROM people p WHERE p.added_by_id = NEW.id
    UNION SELECT a.person_id FROM social_accounts a WHERE a.submitted_by_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_card_change" AFTER UPDATE ON "users"
FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username)
EXECUTE FUNCTION "username_card_change"();
--> statement-breakpoint
-- Every person's card is made by the scheduled job (or `npm run cli -- rebuild-cards`).
INSERT INTO card_changes (person_id, txid) SELECT id, 0 FROM people;
