CREATE TABLE "request_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"address" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_attempts_subject_idx" ON "request_attempts" USING btree ("kind","subject","attempted_at");--> statement-breakpoint
CREATE INDEX "request_attempts_time_idx" ON "request_attempts" USING btree ("attempted_at");--> statement-breakpoint
-- Sign-in failures and locks were counted per mobile in rate_limit_counters;
-- they are counted per mobile and client address in request_attempts now, so
-- the old rows serve nothing any more.
DELETE FROM "rate_limit_counters" WHERE "key" LIKE 'sign-in-failure:%' OR "key" LIKE 'sign-in-lock:%';
