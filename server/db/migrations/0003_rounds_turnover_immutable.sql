-- Settled rounds and turnover entries are written once and never changed or removed (like the ledger).
CREATE OR REPLACE FUNCTION rows_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% rows are immutable (% refused)', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER game_rounds_no_update_delete
  BEFORE UPDATE OR DELETE ON "game_rounds"
  FOR EACH ROW EXECUTE FUNCTION rows_immutable();
--> statement-breakpoint
CREATE TRIGGER turnover_entries_no_update_delete
  BEFORE UPDATE OR DELETE ON "turnover_entries"
  FOR EACH ROW EXECUTE FUNCTION rows_immutable();
