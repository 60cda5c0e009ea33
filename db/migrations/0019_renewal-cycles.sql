CREATE TYPE "public"."renewal_cycle_state" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."renewal_decision" AS ENUM('accept', 'changes');--> statement-breakpoint
CREATE TYPE "public"."renewal_submission_state" AS ENUM('submitted', 'changes_requested', 'accepted');--> statement-breakpoint
CREATE TABLE "renewal_cycle_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"old_deadline" date NOT NULL,
	"new_deadline" date NOT NULL,
	"reason" text NOT NULL,
	"extended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_cycle_extensions_later" CHECK ("renewal_cycle_extensions"."new_deadline" > "renewal_cycle_extensions"."old_deadline")
);
--> statement-breakpoint
CREATE TABLE "renewal_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"financial_year_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"deadline" date NOT NULL,
	"items" jsonb NOT NULL,
	"state" "renewal_cycle_state" DEFAULT 'open' NOT NULL,
	"opened_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_cycles_deadline_after_start" CHECK ("renewal_cycles"."deadline" >= "renewal_cycles"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "renewal_section_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"section" text NOT NULL,
	"decision" "renewal_decision" NOT NULL,
	"reason_id" integer,
	"reason_text" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"state" "renewal_submission_state" DEFAULT 'submitted' NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"superseded_by" integer
);
--> statement-breakpoint
ALTER TABLE "renewal_cycle_extensions" ADD CONSTRAINT "renewal_cycle_extensions_cycle_id_renewal_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."renewal_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cycle_extensions" ADD CONSTRAINT "renewal_cycle_extensions_extended_by_users_id_fk" FOREIGN KEY ("extended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cycles" ADD CONSTRAINT "renewal_cycles_financial_year_id_financial_years_id_fk" FOREIGN KEY ("financial_year_id") REFERENCES "public"."financial_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cycles" ADD CONSTRAINT "renewal_cycles_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_section_decisions" ADD CONSTRAINT "renewal_section_decisions_submission_id_renewal_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."renewal_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_section_decisions" ADD CONSTRAINT "renewal_section_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_submissions" ADD CONSTRAINT "renewal_submissions_cycle_id_renewal_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."renewal_cycles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_submissions" ADD CONSTRAINT "renewal_submissions_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_submissions" ADD CONSTRAINT "renewal_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_submissions" ADD CONSTRAINT "renewal_submissions_superseded_by_renewal_submissions_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."renewal_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_cycle_extensions_cycle_idx" ON "renewal_cycle_extensions" USING btree ("cycle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_cycles_financial_year_unique" ON "renewal_cycles" USING btree ("financial_year_id");--> statement-breakpoint
CREATE INDEX "renewal_cycles_starts_on_idx" ON "renewal_cycles" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "renewal_section_decisions_submission_idx" ON "renewal_section_decisions" USING btree ("submission_id","section");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_submissions_current_unique" ON "renewal_submissions" USING btree ("cycle_id","profile_id") WHERE "renewal_submissions"."superseded_by" is null;--> statement-breakpoint
CREATE INDEX "renewal_submissions_current_state_idx" ON "renewal_submissions" USING btree ("cycle_id","state","profile_id") WHERE "renewal_submissions"."superseded_by" is null;--> statement-breakpoint
CREATE INDEX "renewal_submissions_profile_idx" ON "renewal_submissions" USING btree ("profile_id","cycle_id");--> statement-breakpoint
-- Hand-written: a cycle's deadline and a submission's state decide the
-- standing every public profile, the public list, the dashboard and the
-- super administrator's list show (decision 080), so a committed change of
-- either drops what shows it in every instance (decision 012). A cycle names
-- no profile (it concerns them all); a submission names its profile.
CREATE TRIGGER "renewal_cycles_inserted" AFTER INSERT ON "renewal_cycles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "renewal_cycles_updated" AFTER UPDATE ON "renewal_cycles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "renewal_cycles_deleted" AFTER DELETE ON "renewal_cycles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "renewal_cycles_truncated" AFTER TRUNCATE ON "renewal_cycles" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "renewal_submissions_inserted" AFTER INSERT ON "renewal_submissions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "renewal_submissions_updated" AFTER UPDATE ON "renewal_submissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "renewal_submissions_deleted" AFTER DELETE ON "renewal_submissions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('profile_id');--> statement-breakpoint
CREATE TRIGGER "renewal_submissions_truncated" AFTER TRUNCATE ON "renewal_submissions" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();
