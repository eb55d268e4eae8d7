CREATE TABLE "member_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"blocked_at" timestamp with time zone NOT NULL,
	"blocked_by" integer NOT NULL,
	"reason" text NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	"lift_reason" text,
	CONSTRAINT "member_blocks_lifted" CHECK (("member_blocks"."lifted_at" is null) = ("member_blocks"."lifted_by" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_label" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_by_staff_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_lifted_by_staff_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_blocks_member_idx" ON "member_blocks" USING btree ("member_id","blocked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_blocks_one_in_force" ON "member_blocks" USING btree ("member_id") WHERE "member_blocks"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "staff_notes_member_idx" ON "staff_notes" USING btree ("member_id","created_at");--> statement-breakpoint
-- Staff notes are append-only: no note is ever changed or removed.
CREATE OR REPLACE FUNCTION staff_notes_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'staff_notes are append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER staff_notes_no_update_delete
  BEFORE UPDATE OR DELETE ON "staff_notes"
  FOR EACH ROW EXECUTE FUNCTION staff_notes_immutable();
