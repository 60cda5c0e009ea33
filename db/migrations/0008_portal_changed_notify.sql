-- Every committed change to what the portal keeps in memory is announced on
-- the channel portal_changed: the profiles, their scopes and target groups,
-- option names and organisation types (the super administrator's lists), and
-- users and sessions (signed-in viewers). The portal drops its kept copies
-- when it hears it (lib/db/change-listener.ts). PostgreSQL delivers a
-- notification only when its transaction commits, and sends one per channel
-- and payload per transaction.
CREATE FUNCTION "portal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ngo_profiles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ngo_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "portal_changed"();--> statement-breakpoint
CREATE TRIGGER "profile_options_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profile_options" FOR EACH STATEMENT EXECUTE FUNCTION "portal_changed"();--> statement-breakpoint
CREATE TRIGGER "options_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "options" FOR EACH STATEMENT EXECUTE FUNCTION "portal_changed"();--> statement-breakpoint
CREATE TRIGGER "organization_types_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organization_types" FOR EACH STATEMENT EXECUTE FUNCTION "portal_changed"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "portal_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "portal_changed"();
