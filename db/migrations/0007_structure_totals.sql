CREATE TABLE "organizational_structure_totals" (
	"ethnicity" "ethnicity" NOT NULL,
	"name" text NOT NULL,
	"people" bigint NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "organizational_structure_totals_ethnicity_name_pk" PRIMARY KEY("ethnicity","name")
);
--> statement-breakpoint
DROP INDEX "current_organizational_structures_ethnicity_idx";--> statement-breakpoint
-- The people of one structure row: its twelve counts together.
CREATE FUNCTION "organizational_structure_people"("row" "current_organizational_structures") RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT $1."co_ordinary_member_male"::bigint + $1."co_ordinary_member_female" + $1."co_ordinary_member_lgbtqi"
    + $1."co_working_committee_male" + $1."co_working_committee_female" + $1."co_working_committee_lgbtqi"
    + $1."co_volunteer_male" + $1."co_volunteer_female" + $1."co_volunteer_lgbtqi"
    + $1."co_employee_male" + $1."co_employee_female" + $1."co_employee_lgbtqi"
$$;--> statement-breakpoint
-- organizational_structure_totals follows current_organizational_structures:
-- one statement-level trigger per event adds the new rows and takes away the
-- old ones. Writers of structure rows take one transaction-level lock first,
-- so two saves never wait on each other's totals rows in opposite orders.
CREATE FUNCTION "organizational_structure_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('organizational_structure_totals'));
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "organizational_structure_totals";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "organizational_structure_totals" AS "total" ("ethnicity", "name", "people", "row_count")
    SELECT "old_rows"."ethnicity", "old_rows"."name", -sum("organizational_structure_people"("old_rows")), -count(*)
    FROM "old_rows" GROUP BY "old_rows"."ethnicity", "old_rows"."name"
    ON CONFLICT ("ethnicity", "name") DO UPDATE SET "people" = "total"."people" + excluded."people", "row_count" = "total"."row_count" + excluded."row_count";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "organizational_structure_totals" AS "total" ("ethnicity", "name", "people", "row_count")
    SELECT "new_rows"."ethnicity", "new_rows"."name", sum("organizational_structure_people"("new_rows")), count(*)
    FROM "new_rows" GROUP BY "new_rows"."ethnicity", "new_rows"."name"
    ON CONFLICT ("ethnicity", "name") DO UPDATE SET "people" = "total"."people" + excluded."people", "row_count" = "total"."row_count" + excluded."row_count";
  END IF;
  -- A group and name no structure row has any more is not shown.
  DELETE FROM "organizational_structure_totals" WHERE "row_count" <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organizational_structure_totals_insert" AFTER INSERT ON "current_organizational_structures" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organizational_structure_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "organizational_structure_totals_update" AFTER UPDATE ON "current_organizational_structures" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organizational_structure_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "organizational_structure_totals_delete" AFTER DELETE ON "current_organizational_structures" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organizational_structure_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "organizational_structure_totals_truncate" AFTER TRUNCATE ON "current_organizational_structures" FOR EACH STATEMENT EXECUTE FUNCTION "organizational_structure_totals_apply"();--> statement-breakpoint
-- Computes the totals afresh from every structure row (this migration, and a
-- restore, which loads rows with triggers off).
CREATE FUNCTION "organizational_structure_totals_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "organizational_structure_totals";
  INSERT INTO "organizational_structure_totals" ("ethnicity", "name", "people", "row_count")
  SELECT "row"."ethnicity", "row"."name", sum("organizational_structure_people"("row")), count(*)
  FROM "current_organizational_structures" AS "row" GROUP BY "row"."ethnicity", "row"."name";
$$;--> statement-breakpoint
SELECT "organizational_structure_totals_rebuild"();
