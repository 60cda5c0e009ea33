CREATE TABLE "renewal_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_reasons_name_unique" ON "renewal_reasons" USING btree ("name");--> statement-breakpoint
ALTER TABLE "renewal_section_decisions" ADD CONSTRAINT "renewal_section_decisions_reason_id_renewal_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."renewal_reasons"("id") ON DELETE restrict ON UPDATE no action;