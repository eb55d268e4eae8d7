CREATE TABLE "sports_slip_legs" (
	"slip_id" text NOT NULL,
	"fixture_code" text NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"odds" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "sports_slip_legs_slip_id_fixture_code_pk" PRIMARY KEY("slip_id","fixture_code"),
	CONSTRAINT "sports_slip_legs_status" CHECK ("sports_slip_legs"."status" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "sports_slip_legs_odds" CHECK ("sports_slip_legs"."odds" > 100)
);
--> statement-breakpoint
CREATE TABLE "sports_slips" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"odds" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_slips_status" CHECK ("sports_slips"."status" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "sports_slips_amount_positive" CHECK ("sports_slips"."amount_cents" > 0),
	CONSTRAINT "sports_slips_win_non_negative" CHECK ("sports_slips"."win_cents" >= 0),
	CONSTRAINT "sports_slips_odds" CHECK ("sports_slips"."odds" > 100)
);
--> statement-breakpoint
ALTER TABLE "fixtures" DROP CONSTRAINT "fixtures_status";--> statement-breakpoint
ALTER TABLE "sports_bets" DROP CONSTRAINT "sports_bets_status";--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "league" text DEFAULT 'bra-a' NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "xg_home" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "xg_away" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "home_goals" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "away_goals" integer;--> statement-breakpoint
ALTER TABLE "sports_slip_legs" ADD CONSTRAINT "sports_slip_legs_slip_id_sports_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."sports_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_slip_legs" ADD CONSTRAINT "sports_slip_legs_fixture_code_fixtures_code_fk" FOREIGN KEY ("fixture_code") REFERENCES "public"."fixtures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_slips" ADD CONSTRAINT "sports_slips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_slips" ADD CONSTRAINT "sports_slips_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_slip_legs_fixture_idx" ON "sports_slip_legs" USING btree ("fixture_code","status");--> statement-breakpoint
CREATE INDEX "sports_slips_member_idx" ON "sports_slips" USING btree ("member_id","placed_at");--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_status" CHECK ("fixtures"."status" in ('open', 'settled', 'void'));--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_status" CHECK ("sports_bets"."status" in ('open', 'won', 'lost', 'void'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION sports_slips_settle_once() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'sports_slips rows are never deleted';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'sports slip % is settled and cannot change', OLD.id;
  END IF;
  IF (NEW.id, NEW.member_id, NEW.game_id, NEW.odds, NEW.amount_cents, NEW.placed_at)
     IS DISTINCT FROM
     (OLD.id, OLD.member_id, OLD.game_id, OLD.odds, OLD.amount_cents, OLD.placed_at) THEN
    RAISE EXCEPTION 'sports slip %: only its settlement may be written', OLD.id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sports_slips_settle_once
  BEFORE UPDATE OR DELETE ON "sports_slips"
  FOR EACH ROW EXECUTE FUNCTION sports_slips_settle_once();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sports_slip_legs_settle_once() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'sports_slip_legs rows are never deleted';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'slip leg %/% is settled and cannot change', OLD.slip_id, OLD.fixture_code;
  END IF;
  IF (NEW.slip_id, NEW.fixture_code, NEW.market, NEW.selection, NEW.odds)
     IS DISTINCT FROM (OLD.slip_id, OLD.fixture_code, OLD.market, OLD.selection, OLD.odds) THEN
    RAISE EXCEPTION 'slip leg %/%: only its settlement may be written', OLD.slip_id, OLD.fixture_code;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sports_slip_legs_settle_once
  BEFORE UPDATE OR DELETE ON "sports_slip_legs"
  FOR EACH ROW EXECUTE FUNCTION sports_slip_legs_settle_once();
