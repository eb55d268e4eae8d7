ALTER TABLE "sports_slips" ADD COLUMN "cashout_stake_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_slips" ADD COLUMN "cashout_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_slips" DROP CONSTRAINT "sports_slips_status";--> statement-breakpoint
ALTER TABLE "sports_slips" DROP CONSTRAINT "sports_slips_amount_positive";--> statement-breakpoint
ALTER TABLE "sports_slips" ADD CONSTRAINT "sports_slips_status" CHECK ("sports_slips"."status" in ('open', 'won', 'lost', 'void', 'cashed_out'));--> statement-breakpoint
ALTER TABLE "sports_slips" ADD CONSTRAINT "sports_slips_amount_positive" CHECK ("sports_slips"."amount_cents" > 0 or "sports_slips"."status" = 'cashed_out');--> statement-breakpoint
ALTER TABLE "sports_slips" ADD CONSTRAINT "sports_slips_cashout_non_negative" CHECK ("sports_slips"."cashout_stake_cents" >= 0 and "sports_slips"."cashout_cents" >= 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION sports_slips_settle_once() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'sports_slips rows are never deleted';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'sports slip % is settled and cannot change', OLD.id;
  END IF;
  IF (NEW.id, NEW.member_id, NEW.game_id, NEW.odds, NEW.placed_at)
     IS DISTINCT FROM
     (OLD.id, OLD.member_id, OLD.game_id, OLD.odds, OLD.placed_at) THEN
    RAISE EXCEPTION 'sports slip %: only its settlement may be written', OLD.id;
  END IF;
  -- A cash-out moves stake out of amount_cents into cashout_stake_cents (never back) and adds what it paid.
  IF NEW.amount_cents + NEW.cashout_stake_cents <> OLD.amount_cents + OLD.cashout_stake_cents
     OR NEW.cashout_stake_cents < OLD.cashout_stake_cents
     OR NEW.cashout_cents < OLD.cashout_cents THEN
    RAISE EXCEPTION 'sports slip %: its stake only moves to a cash-out', OLD.id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
