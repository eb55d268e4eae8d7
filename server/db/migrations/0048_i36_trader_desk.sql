ALTER TABLE "market_suspensions" DROP CONSTRAINT "market_suspensions_market";--> statement-breakpoint
CREATE TABLE "price_overrides" (
	"fixture_code" text NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"odds" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_by" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "price_overrides_fixture_code_market_selection_pk" PRIMARY KEY("fixture_code","market","selection"),
	CONSTRAINT "price_overrides_odds" CHECK ("price_overrides"."odds" >= 101)
);
--> statement-breakpoint
ALTER TABLE "price_overrides" ADD CONSTRAINT "price_overrides_fixture_code_fixtures_code_fk" FOREIGN KEY ("fixture_code") REFERENCES "public"."fixtures"("code") ON DELETE no action ON UPDATE no action;
