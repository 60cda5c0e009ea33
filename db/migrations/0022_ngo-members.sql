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
  IF NEW.profile_id IS NULL AND NEW.role = 'admin' THEN
    NEW.role := 'user';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_role_needs_profile" BEFORE INSERT OR UPDATE OF profile_id, role ON "users" FOR EACH ROW EXECUTE FUNCTION "users_role_needs_profile"();--> statement-breakpoint
-- A person who stops being an admin of a profile stops being its contact
-- admin (another admin takes the place, below); an admin of a profile that
-- has none becomes it.
CREATE FUNCTION "users_contact_admin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.profile_id IS NOT NULL AND (NEW.profile_id IS DISTINCT FROM OLD.profile_id OR NEW.role <> 'admin') THEN
    UPDATE ngo_profiles SET user_id = NULL WHERE id = OLD.profile_id AND user_id = NEW.id;
  END IF;
  IF NEW.profile_id IS NOT NULL AND NEW.role = 'admin' THEN
    UPDATE ngo_profiles SET user_id = NEW.id WHERE id = NEW.profile_id AND user_id IS NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_contact_admin" AFTER INSERT OR UPDATE OF profile_id, role ON "users" FOR EACH ROW EXECUTE FUNCTION "users_contact_admin"();--> statement-breakpoint
-- A profile whose contact admin goes (left, demoted, account removed) takes
-- the longest-standing other admin, or none.
CREATE FUNCTION "ngo_profiles_next_contact_admin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL AND OLD.user_id IS NOT NULL THEN
    NEW.user_id := (SELECT id FROM users WHERE profile_id = NEW.id AND role = 'admin' AND id <> OLD.user_id ORDER BY id LIMIT 1);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ngo_profiles_next_contact_admin" BEFORE UPDATE OF user_id ON "ngo_profiles" FOR EACH ROW EXECUTE FUNCTION "ngo_profiles_next_contact_admin"();--> statement-breakpoint
-- Whoever a profile names as its contact admin (its creator, an approved
-- claimant, an import's owner) is one of its admins; a person of another NGO
-- or the super administrator cannot be.
CREATE FUNCTION "ngo_profiles_contact_is_admin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE users SET profile_id = NEW.id, role = 'admin', updated_at = now()
      WHERE id = NEW.user_id AND role <> 'super_admin' AND (profile_id IS NULL OR profile_id = NEW.id) AND (profile_id IS NULL OR role <> 'admin');
    IF NOT FOUND AND NOT EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND profile_id = NEW.id AND role = 'admin') THEN
      RAISE EXCEPTION 'user % cannot be the contact admin of profile %: a person belongs to at most one NGO', NEW.user_id, NEW.id USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ngo_profiles_contact_is_admin" AFTER INSERT OR UPDATE OF user_id ON "ngo_profiles" FOR EACH ROW EXECUTE FUNCTION "ngo_profiles_contact_is_admin"();
