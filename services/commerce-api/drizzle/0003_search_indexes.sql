CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_fts_idx";--> statement-breakpoint
DROP INDEX "products_popularity_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "products"."search_text")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_title_prefix_idx" ON "products" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
-- The search vocabulary follows the catalogue: words of inserted products, and of updated
-- products whose search text changed (stock and price updates cost nothing here).
CREATE FUNCTION "search_terms_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "search_terms" ("term")
		SELECT DISTINCT word FROM new_rows, unnest(tsvector_to_array(new_rows."search_vector")) AS word
		WHERE length(word) > 1 AND word !~ '^[0-9]+$'
		ON CONFLICT ("term") DO NOTHING;
	ELSE
		INSERT INTO "search_terms" ("term")
		SELECT DISTINCT word
		FROM new_rows JOIN old_rows ON old_rows."id" = new_rows."id",
			unnest(tsvector_to_array(new_rows."search_vector")) AS word
		WHERE new_rows."search_text" IS DISTINCT FROM old_rows."search_text"
			AND length(word) > 1 AND word !~ '^[0-9]+$'
		ON CONFLICT ("term") DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_add"();--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_add"();--> statement-breakpoint
INSERT INTO "search_terms" ("term")
SELECT DISTINCT word FROM "products", unnest(tsvector_to_array("products"."search_vector")) AS word
WHERE length(word) > 1 AND word !~ '^[0-9]+$'
ON CONFLICT ("term") DO NOTHING;
