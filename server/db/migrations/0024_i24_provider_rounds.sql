CREATE TABLE "provider_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"engine" text NOT NULL,
	"variant" text NOT NULL,
	"launch" text NOT NULL,
	"choice" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"status" text NOT NULL,
	"stake_cents" bigint NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"debits" integer DEFAULT 1 NOT NULL,
	"server_seed_hash" text NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "provider_rounds_member_nonce" UNIQUE("member_id","nonce"),
	CONSTRAINT "provider_rounds_stake_positive" CHECK ("provider_rounds"."stake_cents" > 0),
	CONSTRAINT "provider_rounds_win_non_negative" CHECK ("provider_rounds"."win_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_rounds_member_idx" ON "provider_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_rounds_open_idx" ON "provider_rounds" USING btree ("closes_at");