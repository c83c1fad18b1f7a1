-- The order of changes to what search finds and orders people by: each instance's name index
-- reads the people changed past the last change it saw. Rows from before stay null (an index
-- is built from every row); the default numbers new people without rewriting the table.
CREATE SEQUENCE "people_search_change_seq";
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_change" bigint;
--> statement-breakpoint
ALTER TABLE "people" ALTER COLUMN "search_change" SET DEFAULT nextval('people_search_change_seq');
--> statement-breakpoint
CREATE FUNCTION "people_note_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_change := nextval('people_search_change_seq');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "people_search_change" BEFORE UPDATE ON "people"
FOR EACH ROW WHEN (OLD.search_words IS DISTINCT FROM NEW.search_words
  OR OLD.avg_rating IS DISTINCT FROM NEW.avg_rating OR OLD.is_deleted <> NEW.is_deleted
  OR OLD.first_name <> NEW.first_name OR OLD.last_name <> NEW.last_name)
EXECUTE FUNCTION "people_note_search_change"();
--> statement-breakpoint
CREATE INDEX "people_search_change_idx" ON "people" USING btree ("search_change") WHERE "people"."search_change" is not null;
