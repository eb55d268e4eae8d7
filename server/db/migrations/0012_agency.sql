CREATE TABLE "agency_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"day" text NOT NULL,
	"direct_cents" bigint NOT NULL,
	"indirect_cents" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agency_rewards_once" UNIQUE("agent_id","day"),
	CONSTRAINT "agency_rewards_amounts" CHECK ("agency_rewards"."direct_cents" >= 0 and "agency_rewards"."indirect_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agency_rewards" ADD CONSTRAINT "agency_rewards_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;