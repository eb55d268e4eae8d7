ALTER TABLE "withdrawal_orders" ADD COLUMN "payout_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "payout_error" text;
