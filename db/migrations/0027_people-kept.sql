-- Hand-written after the column: the People section and the certificates of a
-- profile are kept per profile (lib/people/members.ts, lib/certificates), so
-- what they show is announced with the profile it belongs to.
--   users: also profile_id (the profile a person joins, leaves or changes
--     role in); an update of last_sign_in_at alone is bookkeeping, so a
--     sign-in empties only the kept people of the person's NGO.
--   certificates: also profile_id.
--   profile_invitations: announced for the first time, with profile_id.
-- last_sign_in_at starts from the newest session each person still has
-- (what the People section showed before).
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "last_sign_in_at" = s.last FROM (SELECT user_id, max(created_at) AS last FROM "sessions" GROUP BY user_id) s WHERE s.user_id = "users"."id";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_inserted" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_updated" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_deleted" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_inserted" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('id', 'profile_id');--> statement-breakpoint
CREATE TRIGGER "users_updated" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('id', 'profile_id', '-last_sign_in_at');--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('id', 'profile_id');--> statement-breakpoint
DROP TRIGGER IF EXISTS "certificates_inserted" ON "certificates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "certificates_updated" ON "certificates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "certificates_deleted" ON "certificates";--> statement-breakpoint
CREATE TRIGGER "certificates_inserted" AFTER INSERT ON "certificates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('id', 'profile_id');--> statement-breakpoint
CREATE TRIGGER "certificates_updated" AFTER UPDATE ON "certificates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('id', 'profile_id');--> statement-breakpoint
CREATE TRIGGER "certificates_deleted" AFTER DELETE ON "certificates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('id', 'profile_id');--> statement-breakpoint
CREATE TRIGGER "profile_invitations_inserted" AFTER INSERT ON "profile_invitations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "profile_invitations_updated" AFTER UPDATE ON "profile_invitations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "profile_invitations_deleted" AFTER DELETE ON "profile_invitations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "profile_invitations_truncated" AFTER TRUNCATE ON "profile_invitations" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();
