ALTER TABLE "recharge_orders" DROP CONSTRAINT "recharge_orders_status";--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "recharge_orders_refund_due" ON "recharge_orders" USING btree ("id") WHERE "recharge_orders"."status" = 'refund' and "recharge_orders"."refund_id" is null;--> statement-breakpoint
-- Every refund so far was a payment from another CPF.
UPDATE "recharge_orders" SET "refund_reason" = 'payer_not_holder' WHERE "status" = 'refund';--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_refund_reason" CHECK (("recharge_orders"."status" = 'refund') = ("recharge_orders"."refund_reason" is not null) and ("recharge_orders"."refund_reason" is null or "recharge_orders"."refund_reason" in ('payer_not_holder', 'order_cancelled', 'order_expired', 'account_closed', 'paused', 'self_excluded', 'deposit_limit')));--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_status" CHECK ("recharge_orders"."status" in ('pending', 'paid', 'expired', 'cancelled', 'refund'));