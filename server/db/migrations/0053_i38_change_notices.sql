-- What the sports board's feeds cannot tell from the clock (a market suspended or reopened, odds set by hand,
-- a fixture settled or voided before its end) is said on the channel rodada_changes when it commits, so the
-- feeds of every server process on this database read the board again at once (server/http/push.ts). One
-- notice per transaction: PostgreSQL folds identical notices of a transaction into one.
CREATE FUNCTION notify_sports_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('rodada_changes', 'sports');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER market_suspensions_notify
  AFTER INSERT OR UPDATE OR DELETE ON "market_suspensions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sports_change();
--> statement-breakpoint
CREATE TRIGGER price_overrides_notify
  AFTER INSERT OR UPDATE OR DELETE ON "price_overrides"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sports_change();
--> statement-breakpoint
CREATE TRIGGER fixtures_status_notify
  AFTER UPDATE OF "status" ON "fixtures"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION notify_sports_change();
