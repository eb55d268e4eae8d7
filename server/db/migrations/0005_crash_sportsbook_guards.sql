-- A crash round changes once, from running to its end (status, cash-out, win, end time only);
-- a sports bet once, from open to won or lost; a fixture once, from open to settled. None is removed.
CREATE OR REPLACE FUNCTION crash_rounds_settle_once() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'crash_rounds rows are never deleted';
  END IF;
  IF OLD.status <> 'running' THEN
    RAISE EXCEPTION 'crash round % has ended and cannot change', OLD.id;
  END IF;
  IF (NEW.id, NEW.member_id, NEW.game_id, NEW.bet_cents, NEW.auto_cashout, NEW.crash_point, NEW.started_at,
      NEW.server_seed_hash, NEW.server_seed, NEW.client_seed, NEW.nonce)
     IS DISTINCT FROM
     (OLD.id, OLD.member_id, OLD.game_id, OLD.bet_cents, OLD.auto_cashout, OLD.crash_point, OLD.started_at,
      OLD.server_seed_hash, OLD.server_seed, OLD.client_seed, OLD.nonce) THEN
    RAISE EXCEPTION 'crash round %: only its end may be written', OLD.id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER crash_rounds_settle_once
  BEFORE UPDATE OR DELETE ON "crash_rounds"
  FOR EACH ROW EXECUTE FUNCTION crash_rounds_settle_once();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sports_bets_settle_once() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'sports_bets rows are never deleted';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'sports bet % is settled and cannot change', OLD.id;
  END IF;
  IF (NEW.id, NEW.member_id, NEW.game_id, NEW.fixture_code, NEW.selection, NEW.odds, NEW.amount_cents, NEW.placed_at)
     IS DISTINCT FROM
     (OLD.id, OLD.member_id, OLD.game_id, OLD.fixture_code, OLD.selection, OLD.odds, OLD.amount_cents, OLD.placed_at) THEN
    RAISE EXCEPTION 'sports bet %: only its settlement may be written', OLD.id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sports_bets_settle_once
  BEFORE UPDATE OR DELETE ON "sports_bets"
  FOR EACH ROW EXECUTE FUNCTION sports_bets_settle_once();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fixtures_settle_once() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'fixtures rows are never deleted';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'fixture % is settled and cannot change', OLD.code;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fixtures_settle_once
  BEFORE UPDATE OR DELETE ON "fixtures"
  FOR EACH ROW EXECUTE FUNCTION fixtures_settle_once();
