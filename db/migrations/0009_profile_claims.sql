CREATE TYPE "public"."claim_status" AS ENUM('pending', 'approved', 'refused');--> statement-breakpoint
CREATE TABLE "profile_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "claim_status" DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_claims" ADD CONSTRAINT "profile_claims_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_claims" ADD CONSTRAINT "profile_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_claims" ADD CONSTRAINT "profile_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_claims_profile_user_unique" ON "profile_claims" USING btree ("profile_id","user_id");--> statement-breakpoint
CREATE INDEX "profile_claims_pending_idx" ON "profile_claims" USING btree ("created_at") WHERE "profile_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_claims_user_idx" ON "profile_claims" USING btree ("user_id");