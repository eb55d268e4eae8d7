CREATE TABLE "staff_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"to" text NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"recipients" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_notifications_key_unique" UNIQUE("key"),
	CONSTRAINT "staff_notifications_to" CHECK (("staff_notifications"."to" = 'member') = ("staff_notifications"."member_id" is not null) and "staff_notifications"."to" in ('member', 'site'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notifications_site" ON "staff_notifications" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_notifications_member" ON "staff_notifications" USING btree ("member_id");