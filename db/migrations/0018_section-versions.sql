CREATE TABLE "profile_section_versions" (
	"profile_id" integer NOT NULL,
	"section" text NOT NULL,
	"version" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_section_versions_profile_id_section_pk" PRIMARY KEY("profile_id","section")
);
--> statement-breakpoint
ALTER TABLE "document_configs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_years" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizational_structure_configs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rules_regulations_plan_configs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_section_versions" ADD CONSTRAINT "profile_section_versions_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: a section's version is shown with the section (the editor
-- sends it back), so a committed change of it drops that profile's kept reads
-- in every instance like a change of the section's rows (decision 012).
CREATE TRIGGER "profile_section_versions_inserted" AFTER INSERT ON "profile_section_versions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "profile_section_versions_updated" AFTER UPDATE ON "profile_section_versions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "profile_section_versions_deleted" AFTER DELETE ON "profile_section_versions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "profile_section_versions_truncated" AFTER TRUNCATE ON "profile_section_versions" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();
