CREATE INDEX "ngo_profiles_name_trgm_idx" ON "ngo_profiles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ngo_profiles_name_en_trgm_idx" ON "ngo_profiles" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ngo_profiles_location_trgm_idx" ON "ngo_profiles" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ngo_profiles_phone_trgm_idx" ON "ngo_profiles" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ngo_profiles_contact_person_name_trgm_idx" ON "ngo_profiles" USING gin ("contact_person_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ngo_profiles_head_person_name_trgm_idx" ON "ngo_profiles" USING gin ("head_person_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ngo_profiles_dao_registration_no_trgm_idx" ON "ngo_profiles" USING gin ("dao_registration_no" gin_trgm_ops);