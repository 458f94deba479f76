-- Selling a bag changes only a product's stock count. Listings show whether a product is in
-- stock, not how many are left, so an order bumps the catalogue version (and so rebuilds the
-- search index and empties listing caches) only when a product goes in or out of stock.
-- Without this every checkout would also queue on the version row's lock.
DROP TRIGGER "products_catalogue_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE ON "products"
	FOR EACH ROW
	WHEN (
		(OLD."stock_qty" > 0) IS DISTINCT FROM (NEW."stock_qty" > 0)
		OR (to_jsonb(OLD) - 'stock_qty') IS DISTINCT FROM (to_jsonb(NEW) - 'stock_qty')
	)
	EXECUTE FUNCTION "catalogue_version_bump"();
