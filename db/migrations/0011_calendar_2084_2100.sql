-- The calendar's rows for BS 2084-2100 were replaced (decision 006): the old
-- rows of 2084-2095 were projections that put about a third of those dates on
-- the wrong AD day, and 2096-2100 had no rows. Dates are stored in AD, so no
-- stored date moves; this recomputes the values that were derived from a BS
-- date through the old rows:
--
-- - ngo_profiles.registration_fiscal_year, from dao_registration_date (spec
--   section 5), for registrations on or after AD 2027-04-14 (BS 2084-01-01,
--   where the two tables part);
-- - profile_documents.last_renewal_date (Shrawan 1 of the document's fiscal
--   year, spec section 9) and valid_till (the last day of the last fiscal year
--   the renewal covers);
-- - financial_years.from and .to (Shrawan 1 and the last day of Asar), as the
--   seed and the content page's year completion wrote them.
--
-- A value is recomputed only when it is exactly what the old rows derive; a
-- value that differs was typed by a person (the administrator's from/to dates)
-- and is kept. Each recomputed row gets an audit_log entry (action recompute,
-- no actor) with its values before and after, so the action log shows it.
--
-- The recomputation is a function, calendar_2084_2100_recompute(), run here
-- once and again by a restore (lib/backup/archive.ts) of an archive made
-- before this migration, whose rows still carry the old derivations.
--
-- Per fiscal year (its start year), as the old rows and the new rows put it:
-- Shrawan 1, and the from/to pair of the whole year, which the old code left
-- empty (both) when either end was outside its table.
CREATE FUNCTION "calendar_2084_2100_years"()
RETURNS TABLE ("start_year" integer, "old_shrawan_1" date, "new_shrawan_1" date, "old_from" date, "old_to" date, "new_from" date, "new_to" date)
LANGUAGE sql IMMUTABLE AS $$
VALUES
  (2083, DATE '2026-07-17', DATE '2026-07-17', DATE '2026-07-17', DATE '2027-07-16', DATE '2026-07-17', DATE '2027-07-16'),
  (2084, DATE '2027-07-17', DATE '2027-07-17', DATE '2027-07-17', DATE '2028-07-15', DATE '2027-07-17', DATE '2028-07-15'),
  (2085, DATE '2028-07-16', DATE '2028-07-16', DATE '2028-07-16', DATE '2029-07-15', DATE '2028-07-16', DATE '2029-07-16'),
  (2086, DATE '2029-07-16', DATE '2029-07-17', DATE '2029-07-16', DATE '2030-07-16', DATE '2029-07-17', DATE '2030-07-16'),
  (2087, DATE '2030-07-17', DATE '2030-07-17', DATE '2030-07-17', DATE '2031-07-16', DATE '2030-07-17', DATE '2031-07-16'),
  (2088, DATE '2031-07-17', DATE '2031-07-17', DATE '2031-07-17', DATE '2032-07-15', DATE '2031-07-17', DATE '2032-07-15'),
  (2089, DATE '2032-07-16', DATE '2032-07-16', DATE '2032-07-16', DATE '2033-07-15', DATE '2032-07-16', DATE '2033-07-16'),
  (2090, DATE '2033-07-16', DATE '2033-07-17', DATE '2033-07-16', DATE '2034-07-16', DATE '2033-07-17', DATE '2034-07-16'),
  (2091, DATE '2034-07-17', DATE '2034-07-17', DATE '2034-07-17', DATE '2035-07-16', DATE '2034-07-17', DATE '2035-07-16'),
  (2092, DATE '2035-07-17', DATE '2035-07-17', DATE '2035-07-17', DATE '2036-07-15', DATE '2035-07-17', DATE '2036-07-15'),
  (2093, DATE '2036-07-16', DATE '2036-07-16', DATE '2036-07-16', DATE '2037-07-16', DATE '2036-07-16', DATE '2037-07-16'),
  (2094, DATE '2037-07-17', DATE '2037-07-17', DATE '2037-07-17', DATE '2038-07-16', DATE '2037-07-17', DATE '2038-07-16'),
  (2095, DATE '2038-07-17', DATE '2038-07-17', NULL, NULL, DATE '2038-07-17', DATE '2039-07-16'),
  (2096, NULL, DATE '2039-07-17', NULL, NULL, DATE '2039-07-17', DATE '2040-07-15'),
  (2097, NULL, DATE '2040-07-16', NULL, NULL, DATE '2040-07-16', DATE '2041-07-16'),
  (2098, NULL, DATE '2041-07-17', NULL, NULL, DATE '2041-07-17', DATE '2042-07-16'),
  (2099, NULL, DATE '2042-07-17', NULL, NULL, DATE '2042-07-17', DATE '2043-07-16'),
  (2100, NULL, DATE '2043-07-17', NULL, NULL, NULL, NULL)
$$;--> statement-breakpoint
CREATE FUNCTION "calendar_2084_2100_recompute"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Registration fiscal year: the fiscal year whose Shrawan 1 is the last on or
  -- before the DAO registration date, inside the table (old: to BS 2095-12-30 =
  -- AD 2039-04-14; new: to BS 2100-12-31 = AD 2044-04-13), written 2084/85.
  WITH "derived" AS (
    SELECT "p"."id", "p"."registration_fiscal_year" AS "stored",
      (SELECT "c"."start_year" || '/' || lpad((("c"."start_year" + 1) % 100)::text, 2, '0') FROM "calendar_2084_2100_years"() "c"
        WHERE "p"."dao_registration_date" <= DATE '2039-04-14' AND "c"."old_shrawan_1" <= "p"."dao_registration_date" ORDER BY "c"."start_year" DESC LIMIT 1) AS "old_value",
      (SELECT "c"."start_year" || '/' || lpad((("c"."start_year" + 1) % 100)::text, 2, '0') FROM "calendar_2084_2100_years"() "c"
        WHERE "p"."dao_registration_date" <= DATE '2044-04-13' AND "c"."new_shrawan_1" <= "p"."dao_registration_date" ORDER BY "c"."start_year" DESC LIMIT 1) AS "new_value"
    FROM "ngo_profiles" "p"
    WHERE "p"."dao_registration_date" >= DATE '2027-04-14'
  ), "changed" AS (
    UPDATE "ngo_profiles" "p" SET "registration_fiscal_year" = "d"."new_value"
    FROM "derived" "d"
    WHERE "p"."id" = "d"."id" AND "d"."stored" IS NOT DISTINCT FROM "d"."old_value" AND "d"."new_value" IS DISTINCT FROM "d"."old_value"
    RETURNING "p"."id", "d"."old_value", "d"."new_value"
  )
  INSERT INTO "audit_log" ("action", "entity", "entity_id", "profile_id", "before", "after")
  SELECT 'recompute', 'ngo_profile', "id"::text, "id", jsonb_build_object('registration_fiscal_year', "old_value"), jsonb_build_object('registration_fiscal_year', "new_value")
  FROM "changed";

  -- Documents: the start year of the document's fiscal year (stored as २०८४/८५)
  -- gives last_renewal_date; the fiscal year renewal_time_period_in_year - 1
  -- years later gives valid_till (none for a period of 0).
  WITH "documents" AS (
    SELECT "d"."id", "d"."profile_id", "d"."last_renewal_date", "d"."valid_till",
      "renewed"."old_shrawan_1", "renewed"."new_shrawan_1",
      "covered"."old_to", "covered"."new_to",
      "renewed"."start_year" IS NOT NULL AS "has_renewal", "covered"."start_year" IS NOT NULL AS "has_validity"
    FROM "profile_documents" "d"
    JOIN "financial_years" "f" ON "f"."id" = "d"."annual_budget_financial_year_id"
    CROSS JOIN LATERAL (SELECT CASE WHEN translate("f"."financial_year", '०१२३४५६७८९', '0123456789') ~ '^[0-9]{4}/[0-9]{2}$' THEN substr(translate("f"."financial_year", '०१२३४५६७८९', '0123456789'), 1, 4)::integer END AS "start_year") "label"
    LEFT JOIN "calendar_2084_2100_years"() "renewed" ON "renewed"."start_year" = "label"."start_year"
    LEFT JOIN "calendar_2084_2100_years"() "covered" ON "covered"."start_year" = "label"."start_year" + "d"."renewal_time_period_in_year" - 1 AND "d"."renewal_time_period_in_year" > 0
  ), "recomputed" AS (
    SELECT "id", "profile_id", "last_renewal_date", "valid_till",
      CASE WHEN "has_renewal" AND "last_renewal_date" IS NOT DISTINCT FROM "old_shrawan_1" THEN "new_shrawan_1" ELSE "last_renewal_date" END AS "new_last_renewal_date",
      CASE WHEN "has_validity" AND "valid_till" IS NOT DISTINCT FROM "old_to" THEN "new_to" ELSE "valid_till" END AS "new_valid_till"
    FROM "documents"
    WHERE "has_renewal" OR "has_validity"
  ), "changed" AS (
    UPDATE "profile_documents" "d" SET "last_renewal_date" = "r"."new_last_renewal_date", "valid_till" = "r"."new_valid_till"
    FROM "recomputed" "r"
    WHERE "d"."id" = "r"."id" AND ("r"."new_last_renewal_date" IS DISTINCT FROM "r"."last_renewal_date" OR "r"."new_valid_till" IS DISTINCT FROM "r"."valid_till")
    RETURNING "d"."id", "d"."profile_id", "r"."last_renewal_date", "r"."valid_till", "r"."new_last_renewal_date", "r"."new_valid_till"
  )
  INSERT INTO "audit_log" ("action", "entity", "entity_id", "profile_id", "before", "after")
  SELECT 'recompute', 'profile_document', "id"::text, "profile_id",
    jsonb_build_object('last_renewal_date', "last_renewal_date", 'valid_till', "valid_till"),
    jsonb_build_object('last_renewal_date', "new_last_renewal_date", 'valid_till', "new_valid_till")
  FROM "changed";

  -- Fiscal years: from and to, each kept when it is not what the old rows gave.
  WITH "years" AS (
    SELECT "f"."id", "f"."from", "f"."to",
      CASE WHEN "f"."from" IS NOT DISTINCT FROM "c"."old_from" THEN "c"."new_from" ELSE "f"."from" END AS "new_from",
      CASE WHEN "f"."to" IS NOT DISTINCT FROM "c"."old_to" THEN "c"."new_to" ELSE "f"."to" END AS "new_to"
    FROM "financial_years" "f"
    JOIN "calendar_2084_2100_years"() "c" ON "c"."start_year" = CASE WHEN translate("f"."financial_year", '०१२३४५६७८९', '0123456789') ~ '^[0-9]{4}/[0-9]{2}$' THEN substr(translate("f"."financial_year", '०१२३४५६७८९', '0123456789'), 1, 4)::integer END
  ), "changed" AS (
    UPDATE "financial_years" "f" SET "from" = "y"."new_from", "to" = "y"."new_to"
    FROM "years" "y"
    WHERE "f"."id" = "y"."id" AND ("y"."new_from" IS DISTINCT FROM "y"."from" OR "y"."new_to" IS DISTINCT FROM "y"."to")
    RETURNING "f"."id", "y"."from", "y"."to", "y"."new_from", "y"."new_to"
  )
  INSERT INTO "audit_log" ("action", "entity", "entity_id", "before", "after")
  SELECT 'recompute', 'financial_year', "id"::text, jsonb_build_object('from', "from", 'to', "to"), jsonb_build_object('from', "new_from", 'to', "new_to")
  FROM "changed";
END
$$;--> statement-breakpoint
SELECT "calendar_2084_2100_recompute"();
