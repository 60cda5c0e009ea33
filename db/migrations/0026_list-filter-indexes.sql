DROP INDEX "ngo_profiles_office_ward_idx";--> statement-breakpoint
CREATE INDEX "ngo_profiles_whole_municipality_idx" ON "ngo_profiles" USING btree ("id") WHERE "ngo_profiles"."whole_municipality";--> statement-breakpoint
CREATE INDEX "ngo_profiles_listed_idx" ON "ngo_profiles" USING btree ("id") WHERE "ngo_profiles"."status" = 'active' and "ngo_profiles"."is_verified" = true;--> statement-breakpoint
CREATE INDEX "ngo_profiles_office_ward_idx" ON "ngo_profiles" USING btree ("office_ward_id","id");