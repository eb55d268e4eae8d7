CREATE TABLE "restriction_end_notices" (
	"exclusion_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"noticed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restriction_end_notices" ADD CONSTRAINT "restriction_end_notices_exclusion_id_member_exclusions_id_fk" FOREIGN KEY ("exclusion_id") REFERENCES "public"."member_exclusions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restriction_end_notices" ADD CONSTRAINT "restriction_end_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restriction_end_notices_member" ON "restriction_end_notices" USING btree ("member_id");--> statement-breakpoint
-- What ended or came into force before the notices were written is not told late: ended restrictions are marked told,
INSERT INTO "restriction_end_notices" ("exclusion_id", "member_id", "noticed_at")
  SELECT "id", "member_id", now() FROM "member_exclusions" WHERE "ends_at" IS NOT NULL AND "ends_at" <= now();--> statement-breakpoint
-- and pending limit values already in force become the values (what every read already took).
UPDATE "responsible_limits" SET "value" = "pending_value", "pending_value" = NULL, "pending_from" = NULL, "updated_at" = now()
  WHERE "pending_from" IS NOT NULL AND "pending_from" <= now();
