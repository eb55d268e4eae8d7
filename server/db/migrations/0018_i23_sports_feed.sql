CREATE TABLE "installation_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_settled_by" CHECK ("fixtures"."settled_by" is null or "fixtures"."settled_by" in ('feed', 'operator'));