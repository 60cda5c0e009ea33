CREATE TYPE "public"."reminder_window" AS ENUM('30', '7');--> statement-breakpoint
CREATE TABLE "document_reminders" (
	"document_id" integer NOT NULL,
	"window" "reminder_window" NOT NULL,
	"valid_till" date NOT NULL,
	"sent_to" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reminders_document_id_window_valid_till_pk" PRIMARY KEY("document_id","window","valid_till")
);
--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_document_id_profile_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."profile_documents"("id") ON DELETE cascade ON UPDATE no action;