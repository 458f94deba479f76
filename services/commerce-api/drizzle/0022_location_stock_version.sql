-- The search index ranks a product with the out-of-stock ones at a location that has none of
-- it (decision 0050), so a location's stock going to none or coming back bumps the catalogue
-- version as the product's stock does (0007); a sale that leaves units there does not.
CREATE TRIGGER "location_stock_catalogue_version" AFTER INSERT OR DELETE OR TRUNCATE ON "location_stock"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "location_stock_catalogue_version_update" AFTER UPDATE ON "location_stock"
	FOR EACH ROW
	WHEN (
		(OLD."qty" > 0) IS DISTINCT FROM (NEW."qty" > 0)
		OR OLD."product_id" IS DISTINCT FROM NEW."product_id"
		OR OLD."location_id" IS DISTINCT FROM NEW."location_id"
	)
	EXECUTE FUNCTION "catalogue_version_bump"();
