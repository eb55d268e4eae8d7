CREATE TABLE "login_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subordinate_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "subordinate_requests_status" CHECK ("subordinate_requests"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subordinate_requests" ADD CONSTRAINT "subordinate_requests_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subordinate_requests" ADD CONSTRAINT "subordinate_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subordinate_requests_pending" ON "subordinate_requests" USING btree ("agent_id","member_id") WHERE "subordinate_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "subordinate_requests_member" ON "subordinate_requests" USING btree ("member_id","status");--> statement-breakpoint
UPDATE "members" SET "invited_at" = "created_at" WHERE "inviter_id" IS NOT NULL;
