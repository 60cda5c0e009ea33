CREATE TABLE "profile_search" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"names" "tsvector" NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "ngo_profiles_search_trgm_idx";--> statement-breakpoint
DROP INDEX "ngo_profiles_search_tsv_idx";--> statement-breakpoint
ALTER TABLE "profile_search" ADD CONSTRAINT "profile_search_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- profile_search follows ngo_profiles: one statement-level trigger per event,
-- so a bulk insert (the demo seed, a restore) refreshes its rows in one pass.
CREATE FUNCTION "profile_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profile_search" ("profile_id", "listed", "names", "document")
  SELECT "id",
    "is_verified" AND "status" = 'active',
    to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("name_en", '') || ' ' || coalesce("name_acronym", '')),
    to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("name_en", '') || ' ' || coalesce("name_acronym", '') || ' ' || coalesce("location", '') || ' ' || coalesce("major_programs", ''))
  FROM "changed_profiles"
  ON CONFLICT ("profile_id") DO UPDATE SET "listed" = excluded."listed", "names" = excluded."names", "document" = excluded."document"
  WHERE ("profile_search"."listed", "profile_search"."names", "profile_search"."document") IS DISTINCT FROM (excluded."listed", excluded."names", excluded."document");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ngo_profiles_search_insert" AFTER INSERT ON "ngo_profiles" REFERENCING NEW TABLE AS "changed_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "profile_search_refresh"();--> statement-breakpoint
CREATE TRIGGER "ngo_profiles_search_update" AFTER UPDATE ON "ngo_profiles" REFERENCING NEW TABLE AS "changed_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "profile_search_refresh"();--> statement-breakpoint
-- search_words gathers every word profile_search holds.
CREATE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("document")) FROM "changed_search"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profile_search_words_insert" AFTER INSERT ON "profile_search" REFERENCING NEW TABLE AS "changed_search" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
CREATE TRIGGER "profile_search_words_update" AFTER UPDATE ON "profile_search" REFERENCING NEW TABLE AS "changed_search" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
-- Existing profiles: touching each row once fills both tables through the triggers.
UPDATE "ngo_profiles" SET "id" = "id";--> statement-breakpoint
-- The indexes come last: built in one pass over the filled tables.
CREATE INDEX "profile_search_document_idx" ON "profile_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
ANALYZE "profile_search", "search_words";
