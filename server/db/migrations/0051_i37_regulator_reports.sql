CREATE TABLE "regulator_reports" (
	"day" date PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"rows" integer NOT NULL,
	"sha256" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "regulator_checks_asked_idx" ON "regulator_checks" USING btree ("asked_at");
