ALTER TABLE "sites" ADD COLUMN "withdrawal_turnover_multiple" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_withdrawal_turnover_multiple" CHECK ("sites"."withdrawal_turnover_multiple" between 0 and 100 and ("sites"."profile" <> 'regulated-br' or "sites"."withdrawal_turnover_multiple" = 0));--> statement-breakpoint
-- The open sites keep the 2× turnover on deposits they asked before the setting existed.
UPDATE "sites" SET "withdrawal_turnover_multiple" = 2 WHERE "profile" = 'open';
