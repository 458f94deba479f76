CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"database_id" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id") VALUES (1);--> statement-breakpoint
-- Any change to what a product list or suggestion shows bumps the version, once per
-- statement, inside the changing transaction: readers see the new version exactly when
-- they can see the change, so a cache built after reading version v holds data of v or later.
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "flavors_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flavors"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "sizes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sizes"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "shop_events_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "shop_event_products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_event_products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
