CREATE TABLE "limits_offers" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "limits_offers_answer" CHECK ("limits_offers"."answer" in ('skipped', 'saved'))
);
--> statement-breakpoint
ALTER TABLE "limits_offers" ADD CONSTRAINT "limits_offers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;