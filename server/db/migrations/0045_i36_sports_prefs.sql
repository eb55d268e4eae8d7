ALTER TABLE "members" ADD COLUMN "odds_format" text DEFAULT 'decimal' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_odds_format" CHECK ("members"."odds_format" in ('decimal', 'fractional', 'american'));--> statement-breakpoint
CREATE TABLE "favourite_leagues" (
	"member_id" integer NOT NULL,
	"league" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_leagues_member_id_league_pk" PRIMARY KEY("member_id","league")
);
--> statement-breakpoint
ALTER TABLE "favourite_leagues" ADD CONSTRAINT "favourite_leagues_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_leagues_member_idx" ON "favourite_leagues" USING btree ("member_id","created_at");
