CREATE TABLE "fund_year_totals" (
	"financial_year_id" integer PRIMARY KEY NOT NULL,
	"internal" numeric(20, 2) NOT NULL,
	"external" numeric(20, 2) NOT NULL,
	"row_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_body_totals" (
	"spelling" text PRIMARY KEY NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"row_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_wards" (
	"profile_id" integer NOT NULL,
	"ward_id" integer NOT NULL,
	CONSTRAINT "profile_wards_profile_id_ward_id_pk" PRIMARY KEY("profile_id","ward_id")
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wards_number_positive" CHECK ("wards"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "ngo_profiles" ADD COLUMN "office_ward_id" integer;--> statement-breakpoint
ALTER TABLE "ngo_profiles" ADD COLUMN "whole_municipality" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_wards" ADD CONSTRAINT "profile_wards_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_wards" ADD CONSTRAINT "profile_wards_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_wards_ward_idx" ON "profile_wards" USING btree ("ward_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wards_number_unique" ON "wards" USING btree ("number");--> statement-breakpoint
ALTER TABLE "ngo_profiles" ADD CONSTRAINT "ngo_profiles_office_ward_id_wards_id_fk" FOREIGN KEY ("office_ward_id") REFERENCES "public"."wards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ngo_profiles_office_ward_idx" ON "ngo_profiles" USING btree ("office_ward_id");--> statement-breakpoint
-- hand-written:
-- (1) The wards, the working wards and the money totals are announced like
-- every table something kept shows (migration 0012, decision 012): a ward
-- names no profile; a working ward names its profile; the totals (kept by the
-- triggers below) name nothing, and announce only when a change of a budget
-- or of a profile's verification and status moved them.
CREATE TRIGGER "wards_inserted" AFTER INSERT ON "wards" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "wards_updated" AFTER UPDATE ON "wards" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "wards_deleted" AFTER DELETE ON "wards" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "wards_truncated" AFTER TRUNCATE ON "wards" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "profile_wards_inserted" AFTER INSERT ON "profile_wards" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "profile_wards_updated" AFTER UPDATE ON "profile_wards" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "profile_wards_deleted" AFTER DELETE ON "profile_wards" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "profile_wards_truncated" AFTER TRUNCATE ON "profile_wards" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "fund_year_totals_inserted" AFTER INSERT ON "fund_year_totals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "fund_year_totals_updated" AFTER UPDATE ON "fund_year_totals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "fund_year_totals_deleted" AFTER DELETE ON "fund_year_totals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "fund_year_totals_truncated" AFTER TRUNCATE ON "fund_year_totals" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "funding_body_totals_inserted" AFTER INSERT ON "funding_body_totals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "funding_body_totals_updated" AFTER UPDATE ON "funding_body_totals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "funding_body_totals_deleted" AFTER DELETE ON "funding_body_totals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "funding_body_totals_truncated" AFTER TRUNCATE ON "funding_body_totals" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
-- (2) The money totals (decision 100) follow annual_budgets the way
-- organizational_structure_totals follows the structure rows (migration 0007):
-- a statement-level trigger adds the new rows and takes away the old ones, but
-- only those of a verified, active profile (the public list's rule). A profile
-- that becomes listed or stops being listed brings or takes its budgets along,
-- and a listed profile's deletion takes them away before its rows cascade
-- (the cascade then finds no listed profile and changes nothing). Writers take
-- one transaction-level lock first, so two saves never wait on each other's
-- totals rows in opposite orders.
CREATE FUNCTION "fund_totals_add"("budgets" "annual_budgets"[], "sign" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "fund_year_totals" AS "total" ("financial_year_id", "internal", "external", "row_count")
  SELECT "b"."financial_year_id", "sign" * sum("b"."fund_received_from_internal_sources"), "sign" * sum("b"."fund_received_from_external_bodies"), "sign" * count(*)
  FROM unnest("budgets") AS "b" GROUP BY "b"."financial_year_id"
  ON CONFLICT ("financial_year_id") DO UPDATE SET "internal" = "total"."internal" + excluded."internal", "external" = "total"."external" + excluded."external", "row_count" = "total"."row_count" + excluded."row_count";
  INSERT INTO "funding_body_totals" AS "total" ("spelling", "amount", "row_count")
  SELECT "b"."external_body", "sign" * sum("b"."fund_received_from_external_bodies"), "sign" * count(*)
  FROM unnest("budgets") AS "b" WHERE btrim(coalesce("b"."external_body", '')) <> '' GROUP BY "b"."external_body"
  ON CONFLICT ("spelling") DO UPDATE SET "amount" = "total"."amount" + excluded."amount", "row_count" = "total"."row_count" + excluded."row_count";
  -- A year or a spelling no budget row has any more is not shown.
  DELETE FROM "fund_year_totals" WHERE "row_count" <= 0;
  DELETE FROM "funding_body_totals" WHERE "row_count" <= 0;
$$;--> statement-breakpoint
CREATE FUNCTION "fund_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "listed" "annual_budgets"[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('fund_totals'));
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "fund_year_totals";
    DELETE FROM "funding_body_totals";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT array_agg("o") INTO "listed" FROM "old_rows" AS "o" JOIN "ngo_profiles" AS "p" ON "p"."id" = "o"."profile_id" WHERE "p"."status" = 'active' AND "p"."is_verified";
    IF "listed" IS NOT NULL THEN PERFORM "fund_totals_add"("listed", -1); END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT array_agg("n") INTO "listed" FROM "new_rows" AS "n" JOIN "ngo_profiles" AS "p" ON "p"."id" = "n"."profile_id" WHERE "p"."status" = 'active' AND "p"."is_verified";
    IF "listed" IS NOT NULL THEN PERFORM "fund_totals_add"("listed", 1); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fund_totals_insert" AFTER INSERT ON "annual_budgets" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fund_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "fund_totals_update" AFTER UPDATE ON "annual_budgets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fund_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "fund_totals_delete" AFTER DELETE ON "annual_budgets" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fund_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "fund_totals_truncate" AFTER TRUNCATE ON "annual_budgets" FOR EACH STATEMENT EXECUTE FUNCTION "fund_totals_apply"();--> statement-breakpoint
-- A profile's budgets count while it is verified and active.
CREATE FUNCTION "fund_totals_profile_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "budgets" "annual_budgets"[];
  "sign" integer := -1;
  "profile" integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('fund_totals'));
  IF TG_OP = 'DELETE' THEN
    "profile" := OLD."id";
  ELSE
    "profile" := NEW."id";
    IF NEW."status" = 'active' AND NEW."is_verified" THEN "sign" := 1; END IF;
  END IF;
  SELECT array_agg("b") INTO "budgets" FROM "annual_budgets" AS "b" WHERE "b"."profile_id" = "profile";
  IF "budgets" IS NOT NULL THEN PERFORM "fund_totals_add"("budgets", "sign"); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fund_totals_profile_listed" AFTER UPDATE OF "status", "is_verified" ON "ngo_profiles" FOR EACH ROW
  WHEN ((OLD."status" = 'active' AND OLD."is_verified") IS DISTINCT FROM (NEW."status" = 'active' AND NEW."is_verified"))
  EXECUTE FUNCTION "fund_totals_profile_listed"();--> statement-breakpoint
CREATE TRIGGER "fund_totals_profile_deleted" BEFORE DELETE ON "ngo_profiles" FOR EACH ROW
  WHEN (OLD."status" = 'active' AND OLD."is_verified")
  EXECUTE FUNCTION "fund_totals_profile_listed"();--> statement-breakpoint
-- Computes the totals afresh from every budget row of a listed profile (this
-- migration, and a restore, which loads rows with triggers off).
CREATE FUNCTION "fund_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "budgets" "annual_budgets"[];
BEGIN
  DELETE FROM "fund_year_totals";
  DELETE FROM "funding_body_totals";
  SELECT array_agg("b") INTO "budgets" FROM "annual_budgets" AS "b" JOIN "ngo_profiles" AS "p" ON "p"."id" = "b"."profile_id" WHERE "p"."status" = 'active' AND "p"."is_verified";
  IF "budgets" IS NOT NULL THEN PERFORM "fund_totals_add"("budgets", 1); END IF;
END
$$;--> statement-breakpoint
SELECT "fund_totals_rebuild"();
