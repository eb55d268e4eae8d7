ALTER TABLE "fixtures" ALTER COLUMN "odds_home" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ALTER COLUMN "odds_draw" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ALTER COLUMN "odds_away" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" DROP CONSTRAINT "fixtures_odds";--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_odds" CHECK (("fixtures"."odds_home" is null and "fixtures"."odds_draw" is null and "fixtures"."odds_away" is null) or ("fixtures"."odds_home" > 100 and "fixtures"."odds_draw" > 100 and "fixtures"."odds_away" > 100));
