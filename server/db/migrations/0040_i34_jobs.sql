CREATE TABLE "job_failures" (
	"step" text NOT NULL,
	"item_key" text NOT NULL,
	"attempts" integer NOT NULL,
	"last_error" text NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_failures_step_item_key_pk" PRIMARY KEY("step","item_key"),
	CONSTRAINT "job_failures_attempts" CHECK ("job_failures"."attempts" > 0)
);
--> statement-breakpoint
CREATE INDEX "job_failures_first_failed_idx" ON "job_failures" USING btree ("first_failed_at");
