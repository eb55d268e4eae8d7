ALTER TABLE "sessions" ADD COLUMN "device_hash" text;
--> statement-breakpoint
ALTER TABLE "code_sends" ADD COLUMN "sender" text;
--> statement-breakpoint
ALTER TABLE "code_sends" ADD COLUMN "member_id" integer;
--> statement-breakpoint
CREATE INDEX "code_sends_member" ON "code_sends" USING btree ("member_id","created_at");
--> statement-breakpoint
ALTER TABLE "member_two_factor" DROP CONSTRAINT "member_two_factor_failures_non_negative";
--> statement-breakpoint
ALTER TABLE "member_two_factor" DROP COLUMN "failures";
--> statement-breakpoint
ALTER TABLE "member_two_factor" DROP COLUMN "failed_since";
