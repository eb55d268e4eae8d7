ALTER TABLE "sites" ADD COLUMN "max_win_cents" integer DEFAULT 10000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_max_win_cents" CHECK ("sites"."max_win_cents" between 1000000 and 10000000);
