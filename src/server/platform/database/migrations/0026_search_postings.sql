CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"person_id" integer NOT NULL,
	"avg_rating" numeric(4, 3)
);
--> statement-breakpoint
CREATE INDEX "search_postings_ranked_idx" ON "search_postings" USING btree ("term","avg_rating" desc nulls last,"person_id");--> statement-breakpoint
-- Each live person's search words but their whole keys (which begin with =, matched through the
-- word index), with their rating. Rewritten when the words, the rating or the deletion change: a rating change
-- moves the person within each of their words.
CREATE FUNCTION "people_search_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.avg_rating IS NULL THEN
      DELETE FROM search_postings WHERE term = ANY(OLD.search_words) AND avg_rating IS NULL AND person_id = OLD.id;
    ELSE
      DELETE FROM search_postings WHERE term = ANY(OLD.search_words) AND avg_rating = OLD.avg_rating AND person_id = OLD.id;
    END IF;
  END IF;
  IF NOT NEW.is_deleted THEN
    INSERT INTO search_postings (term, person_id, avg_rating)
    SELECT DISTINCT word, NEW.id, NEW.avg_rating FROM unnest(NEW.search_words) AS word
    WHERE left(word, 1) <> '=';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "people_search_postings_insert" AFTER INSERT ON "people"
FOR EACH ROW EXECUTE FUNCTION "people_search_postings"();
--> statement-breakpoint
CREATE TRIGGER "people_search_postings_update" AFTER UPDATE OF "search_words", "avg_rating", "is_deleted" ON "people"
FOR EACH ROW WHEN (OLD.search_words IS DISTINCT FROM NEW.search_words
  OR OLD.avg_rating IS DISTINCT FROM NEW.avg_rating OR OLD.is_deleted <> NEW.is_deleted)
EXECUTE FUNCTION "people_search_postings"();
--> statement-breakpoint
INSERT INTO search_postings (term, person_id, avg_rating)
SELECT DISTINCT word, p.id, p.avg_rating FROM people p, unnest(p.search_words) AS word
WHERE NOT p.is_deleted AND left(word, 1) <> '=';
