CREATE TABLE "regulator_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"cpf" text NOT NULL,
	"occasion" text NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"answer" jsonb,
	"asked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "regulator_checks_outcome" CHECK ("regulator_checks"."outcome" in ('clear', 'flagged', 'unavailable'))
);
--> statement-breakpoint
CREATE TABLE "regulator_standings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"answered_day" date,
	"flag" text,
	"pending" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "regulator_checks" ADD CONSTRAINT "regulator_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulator_standings" ADD CONSTRAINT "regulator_standings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regulator_checks_member_idx" ON "regulator_checks" USING btree ("member_id","asked_at");
--> statement-breakpoint
ALTER TABLE "recharge_orders" DROP CONSTRAINT "recharge_orders_refund_reason";--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_refund_reason" CHECK (("recharge_orders"."status" = 'refund') = ("recharge_orders"."refund_reason" is not null) and ("recharge_orders"."refund_reason" is null or "recharge_orders"."refund_reason" in ('payer_not_holder', 'order_cancelled', 'order_expired', 'account_closed', 'paused', 'self_excluded', 'deposit_limit', 'withdraw_only')));
