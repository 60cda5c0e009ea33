CREATE TYPE "public"."renewal_reminder_window" AS ENUM('30', '7', 'after');--> statement-breakpoint
CREATE TYPE "public"."sms_notice_recipient_state" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "renewal_reminders_sent" (
	"profile_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"window" "renewal_reminder_window" NOT NULL,
	"sent_to" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_sent_profile_id_cycle_id_window_pk" PRIMARY KEY("profile_id","cycle_id","window")
);
--> statement-breakpoint
CREATE TABLE "sms_notice_recipients" (
	"notice_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"sent_to" text NOT NULL,
	"state" "sms_notice_recipient_state" DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_notice_recipients_notice_id_profile_id_pk" PRIMARY KEY("notice_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "sms_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"filter" jsonb NOT NULL,
	"recipients" integer NOT NULL,
	"parts_per_message" integer NOT NULL,
	"parts" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "renewal_reminders_sent" ADD CONSTRAINT "renewal_reminders_sent_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders_sent" ADD CONSTRAINT "renewal_reminders_sent_cycle_id_renewal_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."renewal_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_notice_recipients" ADD CONSTRAINT "sms_notice_recipients_notice_id_sms_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."sms_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_notice_recipients" ADD CONSTRAINT "sms_notice_recipients_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_notices" ADD CONSTRAINT "sms_notices_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_reminders_sent_cycle_idx" ON "renewal_reminders_sent" USING btree ("cycle_id");--> statement-breakpoint
CREATE INDEX "sms_notice_recipients_pending_idx" ON "sms_notice_recipients" USING btree ("notice_id") WHERE "sms_notice_recipients"."state" = 'pending';