CREATE TABLE "idempotency_keys" (
	"member_id" integer NOT NULL,
	"path" text NOT NULL,
	"key" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_member_id_path_key_pk" PRIMARY KEY("member_id","path","key")
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"payment_name" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_desc" text,
	"amount_cents" bigint NOT NULL,
	"actual_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"br_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "recharge_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "recharge_orders_status" CHECK ("recharge_orders"."status" in ('pending', 'paid', 'expired')),
	CONSTRAINT "recharge_orders_amount_positive" CHECK ("recharge_orders"."amount_cents" > 0 and "recharge_orders"."actual_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharge_orders_member" ON "recharge_orders" USING btree ("member_id","created_at");