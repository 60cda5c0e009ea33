-- Hand-written: the claims of imported profiles are announced (decision 012).
--
-- The super administrator's NGO list shows the claims waiting for review; a
-- signed-in session's copy of that page is kept only when everything it
-- read is a kept read, so the claims list is kept too, and a committed
-- change of a claim must drop it in every instance. The triggers are those
-- migration 0012 gives every announced table, announcing no ids.
CREATE TRIGGER "profile_claims_inserted" AFTER INSERT ON "profile_claims" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "profile_claims_updated" AFTER UPDATE ON "profile_claims" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "profile_claims_deleted" AFTER DELETE ON "profile_claims" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "profile_claims_truncated" AFTER TRUNCATE ON "profile_claims" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();
