CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("name", "version") VALUES ('articles', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_articles_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "content_versions" SET "version" = "version" + 1 WHERE "name" = 'articles';
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_articles_version"();
