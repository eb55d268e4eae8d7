CREATE TABLE "crash_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"bet_cents" bigint NOT NULL,
	"auto_cashout" integer,
	"crash_point" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"cashout_multiplier" integer,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"server_seed_hash" text NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	CONSTRAINT "crash_rounds_member_nonce" UNIQUE("member_id","nonce"),
	CONSTRAINT "crash_rounds_status" CHECK ("crash_rounds"."status" in ('running', 'cashed_out', 'crashed')),
	CONSTRAINT "crash_rounds_bet_positive" CHECK ("crash_rounds"."bet_cents" > 0),
	CONSTRAINT "crash_rounds_win_non_negative" CHECK ("crash_rounds"."win_cents" >= 0),
	CONSTRAINT "crash_rounds_crash_point" CHECK ("crash_rounds"."crash_point" >= 100)
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"code" text PRIMARY KEY NOT NULL,
	"competition" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"odds_home" integer NOT NULL,
	"odds_draw" integer NOT NULL,
	"odds_away" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fixtures_status" CHECK ("fixtures"."status" in ('open', 'settled')),
	CONSTRAINT "fixtures_result" CHECK ("fixtures"."result" is null or "fixtures"."result" in ('home', 'draw', 'away')),
	CONSTRAINT "fixtures_odds" CHECK ("fixtures"."odds_home" > 100 and "fixtures"."odds_draw" > 100 and "fixtures"."odds_away" > 100)
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"fixture_code" text NOT NULL,
	"selection" text NOT NULL,
	"odds" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_selection" CHECK ("sports_bets"."selection" in ('home', 'draw', 'away')),
	CONSTRAINT "sports_bets_status" CHECK ("sports_bets"."status" in ('open', 'won', 'lost')),
	CONSTRAINT "sports_bets_amount_positive" CHECK ("sports_bets"."amount_cents" > 0),
	CONSTRAINT "sports_bets_win_non_negative" CHECK ("sports_bets"."win_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_fixture_code_fixtures_code_fk" FOREIGN KEY ("fixture_code") REFERENCES "public"."fixtures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crash_rounds_member_idx" ON "crash_rounds" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_one_running" ON "crash_rounds" USING btree ("member_id") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "fixtures_status_kickoff_idx" ON "fixtures" USING btree ("status","kickoff");--> statement-breakpoint
CREATE INDEX "sports_bets_member_idx" ON "sports_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "sports_bets_fixture_idx" ON "sports_bets" USING btree ("fixture_code","status");