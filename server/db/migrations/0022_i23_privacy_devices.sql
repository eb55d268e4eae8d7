CREATE TABLE "member_devices" (
	"member_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_devices_member_id_device_hash_pk" PRIMARY KEY("member_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "member_devices" ADD CONSTRAINT "member_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;