ALTER TABLE "sports_slips" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_slips" DISABLE TRIGGER "sports_slips_settle_once";--> statement-breakpoint
UPDATE "sports_slips" SET "kind" = 'accumulator'
  WHERE "id" IN (SELECT "slip_id" FROM "sports_slip_legs" GROUP BY "slip_id" HAVING count(*) > 1);--> statement-breakpoint
ALTER TABLE "sports_slips" ENABLE TRIGGER "sports_slips_settle_once";--> statement-breakpoint
ALTER TABLE "sports_slips" ADD CONSTRAINT "sports_slips_kind" CHECK ("sports_slips"."kind" in ('single', 'accumulator', 'builder'));--> statement-breakpoint
ALTER TABLE "sports_slip_legs" DROP CONSTRAINT "sports_slip_legs_slip_id_fixture_code_pk";--> statement-breakpoint
ALTER TABLE "sports_slip_legs" ADD CONSTRAINT "sports_slip_legs_slip_id_fixture_code_market_selection_pk" PRIMARY KEY("slip_id","fixture_code","market","selection");
