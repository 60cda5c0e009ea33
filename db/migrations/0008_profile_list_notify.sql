-- Every committed change to what the profile lists show (the profiles, their
-- scopes and target groups, option names, organisation types) is announced on
-- the channel profile_list_changed; the portal empties its kept copies of the
-- super administrator's list when it hears it (lib/profile/list-cache.ts).
-- PostgreSQL delivers a notification only when its transaction commits, and
-- sends one per channel and payload per transaction.
CREATE FUNCTION "profile_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('profile_list_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ngo_profiles_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ngo_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "profile_list_changed"();--> statement-breakpoint
CREATE TRIGGER "profile_options_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profile_options" FOR EACH STATEMENT EXECUTE FUNCTION "profile_list_changed"();--> statement-breakpoint
CREATE TRIGGER "options_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "options" FOR EACH STATEMENT EXECUTE FUNCTION "profile_list_changed"();--> statement-breakpoint
CREATE TRIGGER "organization_types_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organization_types" FOR EACH STATEMENT EXECUTE FUNCTION "profile_list_changed"();
