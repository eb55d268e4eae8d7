CREATE TABLE "withdrawal_password_tries" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"pending" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_password_tries" ADD CONSTRAINT "withdrawal_password_tries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;