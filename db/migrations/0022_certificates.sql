ALTER TYPE "public"."file_purpose" ADD VALUE 'emblem';--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"serial" text NOT NULL,
	"content" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by" integer,
	"replaced_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text,
	CONSTRAINT "certificates_revoked_with_reason" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoke_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "municipality_emblem" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"file_id" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "municipality_emblem_one_row" CHECK ("municipality_emblem"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_replaced_by_certificates_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_emblem" ADD CONSTRAINT "municipality_emblem_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_emblem" ADD CONSTRAINT "municipality_emblem_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_serial_unique" ON "certificates" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_unique" ON "certificates" USING btree ("profile_id") WHERE "certificates"."replaced_at" is null and "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_profile_idx" ON "certificates" USING btree ("profile_id","issued_at");--> statement-breakpoint
-- hand-written:
-- The verification page of a certificate (/verify/<code>) is kept in memory
-- (decision 096): a revocation, or the new certificate that replaces it,
-- drops the kept page of that certificate in every instance (decision 012).
-- The emblem is read fresh by the certificate and its content page.
CREATE TRIGGER "certificates_inserted" AFTER INSERT ON "certificates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('id');--> statement-breakpoint
CREATE TRIGGER "certificates_updated" AFTER UPDATE ON "certificates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('id');--> statement-breakpoint
CREATE TRIGGER "certificates_deleted" AFTER DELETE ON "certificates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed('id');--> statement-breakpoint
CREATE TRIGGER "certificates_truncated" AFTER TRUNCATE ON "certificates" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();
