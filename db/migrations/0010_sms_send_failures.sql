CREATE TABLE "sms_send_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"mobile" text NOT NULL,
	"reason" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_send_failures_failed_at_idx" ON "sms_send_failures" USING btree ("failed_at");