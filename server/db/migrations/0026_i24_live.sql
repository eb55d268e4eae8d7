CREATE TABLE "live_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"debit" integer NOT NULL,
	"launch" text NOT NULL,
	"kind" text NOT NULL,
	"number" integer,
	"amount_cents" bigint NOT NULL,
	"win_cents" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_bets_amount_positive" CHECK ("live_bets"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"game_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"outcome" jsonb,
	"status" text DEFAULT 'betting' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_rounds_game_id_sequence_pk" PRIMARY KEY("game_id","sequence"),
	CONSTRAINT "live_rounds_settled" CHECK (("live_rounds"."status" = 'settled') = ("live_rounds"."outcome" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_bets_round_idx" ON "live_bets" USING btree ("game_id","sequence","member_id");--> statement-breakpoint
CREATE INDEX "live_bets_unpaid_idx" ON "live_bets" USING btree ("game_id","sequence") WHERE "live_bets"."win_cents" IS NULL;--> statement-breakpoint
CREATE INDEX "live_rounds_status_idx" ON "live_rounds" USING btree ("status","sequence");