CREATE TABLE "withdrawal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"actual_cents" bigint NOT NULL,
	"payment_type" text NOT NULL,
	"account" text NOT NULL,
	"cpf_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"member_remark" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "withdrawal_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawal_orders_status" CHECK ("withdrawal_orders"."status" in ('pending', 'approved', 'rejected', 'paid')),
	CONSTRAINT "withdrawal_orders_payment_type" CHECK ("withdrawal_orders"."payment_type" in ('CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP')),
	CONSTRAINT "withdrawal_orders_amount_positive" CHECK ("withdrawal_orders"."amount_cents" > 0 and "withdrawal_orders"."actual_cents" > 0 and "withdrawal_orders"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member" ON "withdrawal_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status" ON "withdrawal_orders" USING btree ("status","created_at");