CREATE INDEX "ledger_entries_bets_idx" ON "ledger_entries" USING btree ("created_at") WHERE "ledger_entries"."kind" = 'game.bet';--> statement-breakpoint
CREATE INDEX "crash_rounds_ended_idx" ON "crash_rounds" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "sports_bets_settled_idx" ON "sports_bets" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "sports_slips_settled_idx" ON "sports_slips" USING btree ("settled_at");