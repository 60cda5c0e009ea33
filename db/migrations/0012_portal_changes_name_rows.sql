-- Hand-written: every committed change to data the portal keeps (cached reads,
-- kept pages, kept viewers and lists) is announced on the channel
-- portal_changed with WHAT changed, so every running instance drops exactly
-- what shows it (lib/cache/changes.ts maps tables to what they show).
--
-- Payload (JSON text):
--   {"table": "annual_budgets", "ids": {"profile_id": [12, 40]}}  rows of these ids
--   {"table": "translations"}                                     any row of the table
--   {"table": "ngo_profiles", "ids": {...}, "bookkeeping": true}  an UPDATE that changed
--                                       only the columns its trigger names after '-'
--                                       (when a profile was last changed, its completeness)
-- A table announces the columns its trigger names (the profile a row belongs
-- to, a session's id...). A statement touching more than 200 distinct values,
-- a TRUNCATE, or a table that names no column announces the whole table.
-- PostgreSQL delivers a notification only when its transaction commits, once
-- per distinct payload, in commit order. Replaces migration 0008's empty
-- payloads; a restore (which runs with triggers off) announces {"table": "*"}.
DROP TRIGGER IF EXISTS "ngo_profiles_changed" ON "ngo_profiles";--> statement-breakpoint
DROP TRIGGER IF EXISTS "profile_options_changed" ON "profile_options";--> statement-breakpoint
DROP TRIGGER IF EXISTS "options_changed" ON "options";--> statement-breakpoint
DROP TRIGGER IF EXISTS "organization_types_changed" ON "organization_types";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_changed" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_changed" ON "sessions";--> statement-breakpoint
DROP FUNCTION IF EXISTS "portal_changed"();--> statement-breakpoint
CREATE FUNCTION "portal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The transition tables of this event: new rows, old rows, or both.
  source text := CASE TG_OP WHEN 'INSERT' THEN 'select * from new_rows' WHEN 'DELETE' THEN 'select * from old_rows' ELSE 'select * from old_rows union all select * from new_rows' END;
  touched boolean;
  bookkeeping text[];
  other_change boolean := true;
  ids jsonb := '{}';
  column_name text;
  found_values jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_NARGS = 0 THEN
    PERFORM pg_notify('portal_changed', json_build_object('table', TG_TABLE_NAME)::text);
    RETURN NULL;
  END IF;
  EXECUTE format('select exists (%s)', source) INTO touched;
  IF NOT touched THEN
    RETURN NULL;
  END IF;
  FOREACH column_name IN ARRAY TG_ARGV LOOP
    IF left(column_name, 1) = '-' THEN
      bookkeeping := string_to_array(substr(column_name, 2), ',');
      CONTINUE;
    END IF;
    EXECUTE format('select jsonb_agg(v) from (select distinct %I as v from (%s) r where %I is not null limit 201) s', column_name, source, column_name) INTO found_values;
    IF jsonb_array_length(coalesce(found_values, '[]')) > 200 THEN
      PERFORM pg_notify('portal_changed', json_build_object('table', TG_TABLE_NAME)::text);
      RETURN NULL;
    END IF;
    ids := ids || jsonb_build_object(column_name, coalesce(found_values, '[]'));
  END LOOP;
  IF TG_OP = 'UPDATE' AND bookkeeping IS NOT NULL THEN
    EXECUTE 'select exists (select 1 from old_rows o join new_rows n on n.id = o.id where (to_jsonb(o) - $1) is distinct from (to_jsonb(n) - $1))'
      USING bookkeeping INTO other_change;
  END IF;
  IF other_change THEN
    PERFORM pg_notify('portal_changed', json_build_object('table', TG_TABLE_NAME, 'ids', ids)::text);
  ELSE
    PERFORM pg_notify('portal_changed', json_build_object('table', TG_TABLE_NAME, 'ids', ids, 'bookkeeping', true)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One trigger per event (PostgreSQL allows transition tables only on
-- single-event triggers) and one for TRUNCATE, for each table and the
-- columns it announces.
CREATE FUNCTION "portal_announce_changes"(target regclass, announced text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = target);
  arguments text := (SELECT coalesce(string_agg(quote_literal(a), ', '), '') FROM unnest(announced) a);
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed(%s)', name || '_inserted', target, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed(%s)', name || '_updated', target, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed(%s)', name || '_deleted', target, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION portal_changed()', name || '_truncated', target);
END
$$;--> statement-breakpoint
SELECT portal_announce_changes('users', ARRAY['id']);--> statement-breakpoint
SELECT portal_announce_changes('sessions', ARRAY['id']);--> statement-breakpoint
SELECT portal_announce_changes('ngo_profiles', ARRAY['id', 'user_id', '-updated_at,is_complete,complete_ngo_profile,complete_thematic_scope,complete_target_group,complete_associate_partnershipfirm_office_keyperson,complete_rules_regulations_plan,complete_current_organizational_structure,complete_annual_budget,complete_document']);--> statement-breakpoint
SELECT portal_announce_changes('profile_options', ARRAY['profile_id']);--> statement-breakpoint
SELECT portal_announce_changes('current_organizational_structures', ARRAY['profile_id']);--> statement-breakpoint
SELECT portal_announce_changes('subjective_manpower_details', ARRAY['profile_id']);--> statement-breakpoint
SELECT portal_announce_changes('annual_budgets', ARRAY['profile_id']);--> statement-breakpoint
SELECT portal_announce_changes('associate_keypersons', ARRAY['profile_id']);--> statement-breakpoint
SELECT portal_announce_changes('rules_regulations_plans', ARRAY['profile_id']);--> statement-breakpoint
SELECT portal_announce_changes('profile_documents', ARRAY['profile_id']);--> statement-breakpoint
SELECT portal_announce_changes('audit_reports', ARRAY['profile_id']);--> statement-breakpoint
SELECT portal_announce_changes('audit_log', ARRAY['profile_id']);--> statement-breakpoint
SELECT portal_announce_changes('options', ARRAY[]::text[]);--> statement-breakpoint
SELECT portal_announce_changes('organization_types', ARRAY[]::text[]);--> statement-breakpoint
SELECT portal_announce_changes('financial_years', ARRAY[]::text[]);--> statement-breakpoint
SELECT portal_announce_changes('translations', ARRAY[]::text[]);--> statement-breakpoint
SELECT portal_announce_changes('document_configs', ARRAY[]::text[]);--> statement-breakpoint
SELECT portal_announce_changes('organizational_structure_configs', ARRAY[]::text[]);--> statement-breakpoint
SELECT portal_announce_changes('rules_regulations_plan_configs', ARRAY[]::text[]);--> statement-breakpoint
DROP FUNCTION "portal_announce_changes"(regclass, text[]);
