ALTER TABLE "document_configs" ADD COLUMN "document_name_en" text;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "organization_types" ADD COLUMN "type_en" text;--> statement-breakpoint
ALTER TABLE "organizational_structure_configs" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "rules_regulations_plan_configs" ADD COLUMN "name_en" text;