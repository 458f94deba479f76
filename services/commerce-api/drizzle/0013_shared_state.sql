CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Every API process follows the catalogue version (LISTEN catalogue_version): a new version
-- is announced when the changing transaction commits, so caches of the old one are left at
-- once instead of at the next periodic read.
CREATE FUNCTION "catalogue_version_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_version', NEW."version"::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_version_notify" AFTER UPDATE OF "version" ON "catalogue_version"
	FOR EACH ROW EXECUTE FUNCTION "catalogue_version_notify"();
