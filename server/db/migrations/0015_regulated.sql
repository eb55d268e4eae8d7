CREATE TABLE "member_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "member_exclusions_kind" CHECK ("member_exclusions"."kind" in ('pause', 'self_exclusion')),
	CONSTRAINT "member_exclusions_permanent" CHECK ("member_exclusions"."ends_at" is not null or "member_exclusions"."kind" = 'self_exclusion')
);
--> statement-breakpoint
CREATE TABLE "responsible_limits" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "responsible_limits_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "responsible_limits_kind" CHECK ("responsible_limits"."kind" in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'session_minutes', 'bets_day')),
	CONSTRAINT "responsible_limits_positive" CHECK (("responsible_limits"."value" is null or "responsible_limits"."value" > 0) and ("responsible_limits"."pending_value" is null or "responsible_limits"."pending_value" > 0))
);
--> statement-breakpoint
ALTER TABLE "recharge_orders" DROP CONSTRAINT "recharge_orders_status";--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "profile" text DEFAULT 'regulated-br' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "legal" jsonb;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reality_check_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_pix_keys" ADD COLUMN "holder_cpf" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "payer_cpf" text;--> statement-breakpoint
ALTER TABLE "member_exclusions" ADD CONSTRAINT "member_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_limits" ADD CONSTRAINT "responsible_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_exclusions_member_idx" ON "member_exclusions" USING btree ("member_id","starts_at");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_profile" CHECK ("sites"."profile" in ('regulated-br', 'open'));--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_status" CHECK ("recharge_orders"."status" in ('pending', 'paid', 'expired', 'refund'));--> statement-breakpoint
-- A pause or a self-exclusion cannot be undone: its row is never changed or removed.
CREATE OR REPLACE FUNCTION member_exclusions_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'member_exclusions are immutable (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_exclusions_no_update_delete
  BEFORE UPDATE OR DELETE ON "member_exclusions"
  FOR EACH ROW EXECUTE FUNCTION member_exclusions_immutable();
