CREATE TABLE "market_suspensions" (
	"fixture_code" text NOT NULL,
	"market" text NOT NULL,
	"suspended_at" timestamp with time zone NOT NULL,
	"suspended_by" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "market_suspensions_fixture_code_market_pk" PRIMARY KEY("fixture_code","market"),
	CONSTRAINT "market_suspensions_market" CHECK ("market_suspensions"."market" in ('1x2', 'dc', 'ou25', 'btts'))
);
--> statement-breakpoint
ALTER TABLE "market_suspensions" ADD CONSTRAINT "market_suspensions_fixture_code_fixtures_code_fk" FOREIGN KEY ("fixture_code") REFERENCES "public"."fixtures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_suspensions_at_idx" ON "market_suspensions" USING btree ("suspended_at");--> statement-breakpoint
-- The reports' and the dashboard's reads by settling time (server/backoffice/reports.ts, dashboard.ts):
-- each bounded to the range asked by an index, so a call costs the same however long the tables grow.
CREATE INDEX IF NOT EXISTS "bo_game_rounds_created_idx" ON "game_rounds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bo_wallet_rounds_settled_idx" ON "wallet_rounds" USING btree ("settled_at") WHERE "status" = 'settled';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bo_recharge_orders_paid_idx" ON "recharge_orders" USING btree ("paid_at") WHERE "status" = 'paid';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bo_withdrawal_orders_paid_idx" ON "withdrawal_orders" USING btree ("paid_at") WHERE "status" = 'paid';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bo_members_created_idx" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bo_ledger_entries_rewards_idx" ON "ledger_entries" USING btree ("created_at") WHERE "kind" like 'reward.%';
