ALTER TABLE "catalogue_version" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The version row also records when it was last bumped: the lastmod of listings and brands
-- in the storefront's sitemap.
CREATE OR REPLACE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- A product's updated_at moves when what its page shows changes, by the rule of migration
-- 0007: any column but the stock count, or the product going in or out of stock. A sale
-- that leaves it in stock does not make every product page look new to search engines.
-- The generated search vector is left out: a BEFORE trigger sees it before it is computed.
CREATE FUNCTION "products_touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (OLD."stock_qty" > 0) IS DISTINCT FROM (NEW."stock_qty" > 0)
		OR (to_jsonb(OLD) - 'stock_qty' - 'updated_at' - 'search_vector')
			IS DISTINCT FROM (to_jsonb(NEW) - 'stock_qty' - 'updated_at' - 'search_vector')
	THEN
		NEW."updated_at" = now();
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_updated_at" BEFORE UPDATE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_touch_updated_at"();
