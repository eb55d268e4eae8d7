CREATE TABLE "wallet_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"stake_cents" bigint DEFAULT 0 NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_rounds_provider_round" UNIQUE("provider","round_id"),
	CONSTRAINT "wallet_rounds_status" CHECK ("wallet_rounds"."status" in ('open', 'settled', 'rolled_back')),
	CONSTRAINT "wallet_rounds_amounts" CHECK ("wallet_rounds"."stake_cents" >= 0 and "wallet_rounds"."win_cents" >= 0),
	CONSTRAINT "wallet_rounds_settled_at" CHECK (("wallet_rounds"."status" = 'open') = ("wallet_rounds"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"debit_id" text,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_transactions_provider_id" UNIQUE("provider","transaction_id"),
	CONSTRAINT "wallet_transactions_kind" CHECK ("wallet_transactions"."kind" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "wallet_transactions_amount" CHECK ("wallet_transactions"."amount_cents" >= 0),
	CONSTRAINT "wallet_transactions_debit_id" CHECK (("wallet_transactions"."kind" = 'debit') = ("wallet_transactions"."debit_id" is null))
);
--> statement-breakpoint
ALTER TABLE "wallet_rounds" ADD CONSTRAINT "wallet_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_rounds" ADD CONSTRAINT "wallet_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_rounds_member_idx" ON "wallet_rounds" USING btree ("member_id","status","settled_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_debit_idx" ON "wallet_transactions" USING btree ("provider","debit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_one_rollback" ON "wallet_transactions" USING btree ("provider","debit_id") WHERE kind = 'rollback';--> statement-breakpoint
CREATE INDEX "wallet_transactions_member_idx" ON "wallet_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
-- Wallet transactions are written once and never changed or removed (like the ledger).
CREATE TRIGGER wallet_transactions_no_update_delete
  BEFORE UPDATE OR DELETE ON "wallet_transactions"
  FOR EACH ROW EXECUTE FUNCTION rows_immutable();
