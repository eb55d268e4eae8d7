CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "consents_purpose" CHECK ("consents"."purpose" in ('storage.preferences'))
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"format" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_exports_format" CHECK ("data_exports"."format" in ('json', 'csv'))
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_member_idx" ON "consents" USING btree ("member_id","purpose","at");--> statement-breakpoint
CREATE INDEX "data_exports_member_idx" ON "data_exports" USING btree ("member_id","at");--> statement-breakpoint
-- A consent given is history: never changed or removed (rows_immutable() is from 0003).
CREATE TRIGGER consents_no_update_delete
  BEFORE UPDATE OR DELETE ON "consents"
  FOR EACH ROW EXECUTE FUNCTION rows_immutable();
