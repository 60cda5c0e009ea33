CREATE TABLE "profile_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"role" "role" DEFAULT 'user' NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "profile_invitations_role" CHECK ("profile_invitations"."role" in ('user', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "profile_invitations" ADD CONSTRAINT "profile_invitations_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_invitations" ADD CONSTRAINT "profile_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_invitations" ADD CONSTRAINT "profile_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_invitations_profile_idx" ON "profile_invitations" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_invitations_mobile_idx" ON "profile_invitations" USING btree ("mobile") WHERE "profile_invitations"."accepted_at" is null and "profile_invitations"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_profile_idx" ON "users" USING btree ("profile_id","role");--> statement-breakpoint
-- hand-written:
-- An NGO is its people (decision 092). Membership is users.profile_id, the
-- NGO role users.role ('admin' or 'user'). ngo_profiles.user_id, which named
-- the one account that owned a profile, now names its contact admin: one of
-- its admins, kept so by the triggers below, so the spec's API shapes, the
-- reminders and older code keep working.
--
-- Every current owner becomes the admin of their profile, and entries of the
-- action log they made as its owner say so: before this change an owner was
-- the only kind of NGO account ('user'), which is what 'admin' now means.
-- A restore of an archive made before this migration calls it again.
CREATE FUNCTION "profile_members_from_owners"() RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET profile_id = p.id, role = 'admin'
    FROM ngo_profiles p
    WHERE p.user_id = u.id AND u.role <> 'super_admin' AND (u.profile_id IS DISTINCT FROM p.id OR u.role <> 'admin');
  UPDATE users SET role = 'user' WHERE role = 'admin' AND profile_id IS NULL;
  UPDATE audit_log a SET actor_role = 'admin'
    FROM ngo_profiles p
    WHERE a.profile_id = p.id AND a.actor_user_id = p.user_id AND a.actor_role = 'user';
$$;--> statement-breakpoint
SELECT "profile_members_from_owners"();--> statement-breakpoint
-- An NGO role without an NGO means nothing: a person who leaves (or whose
-- profile is removed) is a plain account again.
CREATE FUNCTION "users_role_needs_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.role := 'user';
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_role_needs_profile" BEFORE INSERT OR UPDATE OF profile_id, role ON "users" FOR EACH ROW WHEN (NEW.profile_id IS NULL AND NEW.role = 'admin') EXECUTE FUNCTION "users_role_needs_profile"();--> statement-breakpoint
-- A person who stops being an admin of a profile stops being its contact
-- admin (another admin takes the place, below); an admin of a profile that
-- has none becomes it. Each update is looked for first, so a person whose
-- change touches no contact (most) costs two index lookups.
CREATE FUNCTION "users_contact_admin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.profile_id IS NOT NULL AND (NEW.profile_id IS DISTINCT FROM OLD.profile_id OR NEW.role <> 'admin')
     AND EXISTS (SELECT 1 FROM ngo_profiles WHERE id = OLD.profile_id AND user_id = NEW.id) THEN
    UPDATE ngo_profiles SET user_id = NULL WHERE id = OLD.profile_id AND user_id = NEW.id;
  END IF;
  IF NEW.profile_id IS NOT NULL AND NEW.role = 'admin' AND EXISTS (SELECT 1 FROM ngo_profiles WHERE id = NEW.profile_id AND user_id IS NULL) THEN
    UPDATE ngo_profiles SET user_id = NEW.id WHERE id = NEW.profile_id AND user_id IS NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_contact_admin_updated" AFTER UPDATE OF profile_id, role ON "users" FOR EACH ROW WHEN (OLD.profile_id IS DISTINCT FROM NEW.profile_id OR OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION "users_contact_admin"();--> statement-breakpoint
CREATE TRIGGER "users_contact_admin_inserted" AFTER INSERT ON "users" FOR EACH ROW WHEN (NEW.profile_id IS NOT NULL AND NEW.role = 'admin') EXECUTE FUNCTION "users_contact_admin"();--> statement-breakpoint
-- A profile whose contact admin goes (left, demoted, account removed) takes
-- the longest-standing other admin, or none.
CREATE FUNCTION "ngo_profiles_next_contact_admin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.user_id := (SELECT id FROM users WHERE profile_id = NEW.id AND role = 'admin' AND id <> OLD.user_id ORDER BY id LIMIT 1);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ngo_profiles_next_contact_admin" BEFORE UPDATE OF user_id ON "ngo_profiles" FOR EACH ROW WHEN (NEW.user_id IS NULL AND OLD.user_id IS NOT NULL) EXECUTE FUNCTION "ngo_profiles_next_contact_admin"();--> statement-breakpoint
-- Whoever a profile names as its contact admin (its creator, an approved
-- claimant, a seeded owner) is one of its admins; a person of another NGO or
-- the super administrator cannot be. One update of users for all the rows of
-- a statement, so a bulk insert (the demo seed) costs one statement, not one
-- a profile.
CREATE FUNCTION "ngo_profiles_make_contacts_admins"(profile_ids integer[], user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u SET profile_id = c.profile_id, role = 'admin', updated_at = now()
    FROM unnest(profile_ids, user_ids) AS c(profile_id, user_id)
    WHERE u.id = c.user_id AND u.role <> 'super_admin' AND (u.profile_id IS NULL OR u.profile_id = c.profile_id) AND (u.profile_id IS NULL OR u.role <> 'admin');
  IF EXISTS (
    SELECT 1 FROM unnest(profile_ids, user_ids) AS c(profile_id, user_id) JOIN users u ON u.id = c.user_id
    WHERE u.profile_id IS DISTINCT FROM c.profile_id OR u.role <> 'admin'
  ) THEN
    RAISE EXCEPTION 'a profile''s contact admin must be one of its admins: a person belongs to at most one NGO' USING ERRCODE = 'check_violation';
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "ngo_profiles_contacts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ngo_profiles_make_contacts_admins(array_agg(id), array_agg(user_id)) FROM new_rows WHERE user_id IS NOT NULL HAVING count(*) > 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ngo_profiles_contacts_inserted" AFTER INSERT ON "ngo_profiles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ngo_profiles_contacts_inserted"();--> statement-breakpoint
CREATE FUNCTION "ngo_profiles_contact_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ngo_profiles_make_contacts_admins(ARRAY[NEW.id], ARRAY[NEW.user_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ngo_profiles_contact_changed" AFTER UPDATE OF user_id ON "ngo_profiles" FOR EACH ROW WHEN (NEW.user_id IS NOT NULL AND NEW.user_id IS DISTINCT FROM OLD.user_id) EXECUTE FUNCTION "ngo_profiles_contact_changed"();
