CREATE TABLE "wheel_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"wheel" text NOT NULL,
	"ref" text NOT NULL,
	"prize_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wheel_spins_once" UNIQUE("wheel","member_id","ref"),
	CONSTRAINT "wheel_spins_wheel" CHECK ("wheel_spins"."wheel" in ('dailywheel', 'lotterywheel')),
	CONSTRAINT "wheel_spins_amount" CHECK ("wheel_spins"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "disabled_activities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;