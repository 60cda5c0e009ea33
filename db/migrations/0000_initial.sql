CREATE TYPE "public"."dao_district" AS ENUM('lalitpur', 'others');--> statement-breakpoint
CREATE TYPE "public"."ethnicity" AS ENUM('tribe', 'people_with_disability');--> statement-breakpoint
CREATE TYPE "public"."file_purpose" AS ENUM('logo', 'document', 'audit_report');--> statement-breakpoint
CREATE TYPE "public"."option_type" AS ENUM('target-group', 'thematic-scope');--> statement-breakpoint
CREATE TYPE "public"."profile_status" AS ENUM('new_registration', 'active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('user', 'admin', 'super_admin');--> statement-breakpoint
CREATE TYPE "public"."sms_purpose" AS ENUM('verify', 'reset');--> statement-breakpoint
CREATE TABLE "annual_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"financial_year_id" integer NOT NULL,
	"fund_received_from_internal_sources" numeric(16, 2) DEFAULT 0 NOT NULL,
	"internal_source" text,
	"fund_received_from_external_bodies" numeric(16, 2) DEFAULT 0 NOT NULL,
	"external_body" text,
	"total_amount" numeric(17, 2) DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associate_keypersons" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"org_office_keyperson" text,
	"objectives_program" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_role" "role",
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"profile_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"annual_budget_financial_year_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "current_organizational_structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"organizational_structure_config_id" integer,
	"name" text NOT NULL,
	"ethnicity" "ethnicity" NOT NULL,
	"co_ordinary_member_male" integer DEFAULT 0 NOT NULL,
	"co_ordinary_member_female" integer DEFAULT 0 NOT NULL,
	"co_ordinary_member_lgbtqi" integer DEFAULT 0 NOT NULL,
	"co_working_committee_male" integer DEFAULT 0 NOT NULL,
	"co_working_committee_female" integer DEFAULT 0 NOT NULL,
	"co_working_committee_lgbtqi" integer DEFAULT 0 NOT NULL,
	"co_volunteer_male" integer DEFAULT 0 NOT NULL,
	"co_volunteer_female" integer DEFAULT 0 NOT NULL,
	"co_volunteer_lgbtqi" integer DEFAULT 0 NOT NULL,
	"co_employee_male" integer DEFAULT 0 NOT NULL,
	"co_employee_female" integer DEFAULT 0 NOT NULL,
	"co_employee_lgbtqi" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_name" text NOT NULL,
	"renewal_time_period_in_year" integer DEFAULT 0 NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"financial_year" text NOT NULL,
	"from" date,
	"to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngo_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"logo" text,
	"name" text NOT NULL,
	"name_en" text,
	"name_acronym" text,
	"organization_type_id" integer,
	"location" text,
	"house_no" text,
	"phone" text,
	"email" text,
	"website" text,
	"contact_person_name" text,
	"contact_person_post" text,
	"contact_person_phone" text,
	"contact_person_email" text,
	"head_person_name" text,
	"head_person_post" text,
	"head_person_phone" text,
	"head_person_email" text,
	"head_person_last_elected" date,
	"dao_registration_no" text,
	"dao_district" "dao_district",
	"dao_district_name" text,
	"dao_registration_date" date,
	"dao_last_renewal_date" date,
	"sw_registration_no" text,
	"sw_registration_date" date,
	"sw_last_renewal_date" date,
	"ngo_registration_no" text,
	"ngo_registration_date" date,
	"ngo_last_renewal_date" date,
	"lmc_registration_no" text,
	"tax_registration_no" text,
	"latest_audit_report_date" date,
	"last_annual_meet_or_adheebesan_date" date,
	"vision" text,
	"mission" text,
	"goal" text,
	"objectives" text,
	"program_area" text,
	"thematic_scope" text,
	"major_programs" text,
	"target_group" text,
	"major_achievements" text,
	"major_challenges" text,
	"registration_fiscal_year" text,
	"status" "profile_status" DEFAULT 'new_registration' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"complete_ngo_profile" smallint DEFAULT 0 NOT NULL,
	"complete_thematic_scope" smallint DEFAULT 0 NOT NULL,
	"complete_target_group" smallint DEFAULT 0 NOT NULL,
	"complete_associate_partnershipfirm_office_keyperson" smallint DEFAULT 0 NOT NULL,
	"complete_rules_regulations_plan" smallint DEFAULT 0 NOT NULL,
	"complete_current_organizational_structure" smallint DEFAULT 0 NOT NULL,
	"complete_annual_budget" smallint DEFAULT 0 NOT NULL,
	"complete_document" smallint DEFAULT 0 NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"ordinary_member_male" integer DEFAULT 0 NOT NULL,
	"ordinary_member_female" integer DEFAULT 0 NOT NULL,
	"ordinary_member_lgbtqi" integer DEFAULT 0 NOT NULL,
	"working_committee_male" integer DEFAULT 0 NOT NULL,
	"working_committee_female" integer DEFAULT 0 NOT NULL,
	"working_committee_lgbtqi" integer DEFAULT 0 NOT NULL,
	"employee_male" integer DEFAULT 0 NOT NULL,
	"employee_female" integer DEFAULT 0 NOT NULL,
	"employee_lgbtqi" integer DEFAULT 0 NOT NULL,
	"volunteer_male" integer DEFAULT 0 NOT NULL,
	"volunteer_female" integer DEFAULT 0 NOT NULL,
	"volunteer_lgbtqi" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ngo_profiles_structure_non_negative" CHECK (least("ngo_profiles"."ordinary_member_male", "ngo_profiles"."ordinary_member_female", "ngo_profiles"."ordinary_member_lgbtqi", "ngo_profiles"."working_committee_male", "ngo_profiles"."working_committee_female", "ngo_profiles"."working_committee_lgbtqi", "ngo_profiles"."employee_male", "ngo_profiles"."employee_female", "ngo_profiles"."employee_lgbtqi", "ngo_profiles"."volunteer_male", "ngo_profiles"."volunteer_female", "ngo_profiles"."volunteer_lgbtqi") >= 0)
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" "option_type" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizational_structure_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ethnicity" "ethnicity" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"document_config_id" integer NOT NULL,
	"name" text,
	"file_id" text,
	"valid_till" date,
	"renewal_time_period_in_year" integer,
	"annual_budget_financial_year_id" integer,
	"last_renewal_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_options" (
	"profile_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "profile_options_profile_id_option_id_pk" PRIMARY KEY("profile_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "rules_regulations_plan_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rules_regulations_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"rules_regulations_plan_config_id" integer,
	"name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "rules_regulations_plans_status_flag" CHECK ("rules_regulations_plans"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "seeded_items" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeded_items_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'token' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" "sms_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" "file_purpose" NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text,
	"uploaded_by" integer,
	"profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjective_manpower_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"subject" text,
	"male" integer DEFAULT 0 NOT NULL,
	"female" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"english" text NOT NULL,
	"nepali" text NOT NULL,
	"hint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"dao_registration_no" text,
	"role" "role" DEFAULT 'user' NOT NULL,
	"verified_at" timestamp with time zone,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annual_budgets" ADD CONSTRAINT "annual_budgets_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_budgets" ADD CONSTRAINT "annual_budgets_financial_year_id_financial_years_id_fk" FOREIGN KEY ("financial_year_id") REFERENCES "public"."financial_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associate_keypersons" ADD CONSTRAINT "associate_keypersons_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_reports" ADD CONSTRAINT "audit_reports_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_reports" ADD CONSTRAINT "audit_reports_annual_budget_financial_year_id_financial_years_id_fk" FOREIGN KEY ("annual_budget_financial_year_id") REFERENCES "public"."financial_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_reports" ADD CONSTRAINT "audit_reports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_organizational_structures" ADD CONSTRAINT "current_organizational_structures_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_organizational_structures" ADD CONSTRAINT "current_organizational_structures_organizational_structure_config_id_organizational_structure_configs_id_fk" FOREIGN KEY ("organizational_structure_config_id") REFERENCES "public"."organizational_structure_configs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngo_profiles" ADD CONSTRAINT "ngo_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngo_profiles" ADD CONSTRAINT "ngo_profiles_logo_stored_files_id_fk" FOREIGN KEY ("logo") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngo_profiles" ADD CONSTRAINT "ngo_profiles_organization_type_id_organization_types_id_fk" FOREIGN KEY ("organization_type_id") REFERENCES "public"."organization_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_documents" ADD CONSTRAINT "profile_documents_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_documents" ADD CONSTRAINT "profile_documents_document_config_id_document_configs_id_fk" FOREIGN KEY ("document_config_id") REFERENCES "public"."document_configs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_documents" ADD CONSTRAINT "profile_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_documents" ADD CONSTRAINT "profile_documents_annual_budget_financial_year_id_financial_years_id_fk" FOREIGN KEY ("annual_budget_financial_year_id") REFERENCES "public"."financial_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_options" ADD CONSTRAINT "profile_options_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_options" ADD CONSTRAINT "profile_options_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules_regulations_plans" ADD CONSTRAINT "rules_regulations_plans_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules_regulations_plans" ADD CONSTRAINT "rules_regulations_plans_rules_regulations_plan_config_id_rules_regulations_plan_configs_id_fk" FOREIGN KEY ("rules_regulations_plan_config_id") REFERENCES "public"."rules_regulations_plan_configs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjective_manpower_details" ADD CONSTRAINT "subjective_manpower_details_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annual_budgets_profile_idx" ON "annual_budgets" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "annual_budgets_financial_year_idx" ON "annual_budgets" USING btree ("financial_year_id");--> statement-breakpoint
CREATE INDEX "associate_keypersons_profile_idx" ON "associate_keypersons" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "audit_log_profile_idx" ON "audit_log" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_reports_profile_idx" ON "audit_reports" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "audit_reports_financial_year_idx" ON "audit_reports" USING btree ("annual_budget_financial_year_id");--> statement-breakpoint
CREATE INDEX "current_organizational_structures_profile_idx" ON "current_organizational_structures" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "current_organizational_structures_ethnicity_idx" ON "current_organizational_structures" USING btree ("ethnicity","name");--> statement-breakpoint
CREATE UNIQUE INDEX "document_configs_name_unique" ON "document_configs" USING btree ("document_name");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_years_financial_year_unique" ON "financial_years" USING btree ("financial_year");--> statement-breakpoint
CREATE UNIQUE INDEX "ngo_profiles_user_unique" ON "ngo_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ngo_profiles_status_verified_idx" ON "ngo_profiles" USING btree ("status","is_verified","id");--> statement-breakpoint
CREATE INDEX "ngo_profiles_complete_idx" ON "ngo_profiles" USING btree ("is_complete","id");--> statement-breakpoint
CREATE INDEX "ngo_profiles_dao_registration_date_idx" ON "ngo_profiles" USING btree ("dao_registration_date");--> statement-breakpoint
CREATE INDEX "ngo_profiles_registration_fiscal_year_idx" ON "ngo_profiles" USING btree ("registration_fiscal_year");--> statement-breakpoint
CREATE INDEX "ngo_profiles_organization_type_idx" ON "ngo_profiles" USING btree ("organization_type_id");--> statement-breakpoint
CREATE INDEX "ngo_profiles_dao_registration_no_idx" ON "ngo_profiles" USING btree ("dao_registration_no");--> statement-breakpoint
CREATE UNIQUE INDEX "options_type_name_unique" ON "options" USING btree ("type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_types_type_unique" ON "organization_types" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "organizational_structure_configs_unique" ON "organizational_structure_configs" USING btree ("ethnicity","name");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_documents_profile_config_unique" ON "profile_documents" USING btree ("profile_id","document_config_id");--> statement-breakpoint
CREATE INDEX "profile_documents_config_idx" ON "profile_documents" USING btree ("document_config_id");--> statement-breakpoint
CREATE INDEX "profile_documents_valid_till_idx" ON "profile_documents" USING btree ("valid_till");--> statement-breakpoint
CREATE INDEX "profile_options_option_idx" ON "profile_options" USING btree ("option_id","profile_id");--> statement-breakpoint
CREATE INDEX "rate_limit_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rules_regulations_plan_configs_name_unique" ON "rules_regulations_plan_configs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "rules_regulations_plans_profile_idx" ON "rules_regulations_plans" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "rules_regulations_plans_config_idx" ON "rules_regulations_plans" USING btree ("rules_regulations_plan_config_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_profile_idx" ON "stored_files" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "subjective_manpower_details_profile_idx" ON "subjective_manpower_details" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_english_unique" ON "translations" USING btree ("english");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_unique" ON "users" USING btree ("mobile");