ALTER TABLE "members" ADD COLUMN "kyc_status" text DEFAULT 'required' NOT NULL;--> statement-breakpoint
UPDATE "members" SET "kyc_status" = 'not_required' FROM "sites" WHERE "sites"."id" = "members"."site_id" AND "sites"."profile" <> 'regulated-br';--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_kyc_status" CHECK ("members"."kyc_status" in ('not_required', 'required', 'pending', 'review', 'verified', 'rejected'));--> statement-breakpoint
CREATE TABLE "kyc_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"address" jsonb NOT NULL,
	"challenge" jsonb NOT NULL,
	"provider" text,
	"provider_ref" text,
	"scores" jsonb,
	"provider_answer" text,
	"reason" text,
	"note" text,
	"decided_by" text,
	"decided_staff_id" integer,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_cases_reference_unique" UNIQUE("reference"),
	CONSTRAINT "kyc_cases_status" CHECK ("kyc_cases"."status" in ('collecting', 'pending', 'review', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "kyc_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"chunks" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_chunks" (
	"file_id" integer NOT NULL,
	"index" integer NOT NULL,
	"sealed" text NOT NULL,
	CONSTRAINT "kyc_chunks_file_id_index_pk" PRIMARY KEY("file_id","index")
);
--> statement-breakpoint
CREATE TABLE "kyc_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_decisions" (
	"reference" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kyc_cases" ADD CONSTRAINT "kyc_cases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_cases" ADD CONSTRAINT "kyc_cases_decided_staff_id_staff_id_fk" FOREIGN KEY ("decided_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_files" ADD CONSTRAINT "kyc_files_case_id_kyc_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."kyc_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_chunks" ADD CONSTRAINT "kyc_chunks_file_id_kyc_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."kyc_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_cases_member_idx" ON "kyc_cases" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_cases_status_idx" ON "kyc_cases" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_cases_open_idx" ON "kyc_cases" USING btree ("member_id") WHERE "kyc_cases"."status" in ('collecting', 'pending', 'review');--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_files_case_kind_idx" ON "kyc_files" USING btree ("case_id","kind");
