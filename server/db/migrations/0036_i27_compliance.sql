CREATE TABLE "responsible_limit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_value" bigint,
	"to_value" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_flag_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"flag_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_label" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"channel" text,
	"note" text NOT NULL,
	"exclusion_id" integer,
	"outcome" text,
	CONSTRAINT "rg_flag_actions_kind" CHECK ("rg_flag_actions"."kind" in ('contact', 'cooling_off', 'close'))
);
--> statement-breakpoint
CREATE TABLE "rg_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"rule" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"settings" jsonb NOT NULL,
	"observed" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "rg_flags_state" CHECK ("rg_flags"."state" in ('open', 'closed')),
	CONSTRAINT "rg_flags_closed" CHECK (("rg_flags"."state" = 'closed') = ("rg_flags"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "responsible_limit_changes" ADD CONSTRAINT "responsible_limit_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_flag_actions" ADD CONSTRAINT "rg_flag_actions_flag_id_rg_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."rg_flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_flag_actions" ADD CONSTRAINT "rg_flag_actions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_flag_actions" ADD CONSTRAINT "rg_flag_actions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_flag_actions" ADD CONSTRAINT "rg_flag_actions_exclusion_id_member_exclusions_id_fk" FOREIGN KEY ("exclusion_id") REFERENCES "public"."member_exclusions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_flags" ADD CONSTRAINT "rg_flags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "responsible_limit_changes_member_idx" ON "responsible_limit_changes" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "rg_flag_actions_flag_idx" ON "rg_flag_actions" USING btree ("flag_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "rg_flags_open_once" ON "rg_flags" USING btree ("member_id","rule") WHERE "rg_flags"."state" = 'open';--> statement-breakpoint
CREATE INDEX "rg_flags_queue_idx" ON "rg_flags" USING btree ("state","raised_at");--> statement-breakpoint
CREATE INDEX "rg_flags_member_idx" ON "rg_flags" USING btree ("member_id","rule","raised_at");--> statement-breakpoint
-- What staff did about a flag and the limit changes players asked for are records: appended, never changed or removed.
CREATE OR REPLACE FUNCTION rg_records_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER rg_flag_actions_no_update_delete
  BEFORE UPDATE OR DELETE ON "rg_flag_actions"
  FOR EACH ROW EXECUTE FUNCTION rg_records_immutable();
--> statement-breakpoint
CREATE TRIGGER responsible_limit_changes_no_update_delete
  BEFORE UPDATE OR DELETE ON "responsible_limit_changes"
  FOR EACH ROW EXECUTE FUNCTION rg_records_immutable();
