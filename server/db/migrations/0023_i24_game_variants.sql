ALTER TABLE "games" ADD COLUMN "variant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;