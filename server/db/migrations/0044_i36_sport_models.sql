ALTER TABLE "fixtures" ADD COLUMN "sport" text DEFAULT 'football' NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_sport" CHECK ("fixtures"."sport" in ('football', 'basketball', 'tennis', 'volleyball', 'mma', 'esports'));--> statement-breakpoint
ALTER TABLE "sports_slip_legs" DROP CONSTRAINT "sports_slip_legs_status";--> statement-breakpoint
ALTER TABLE "sports_slip_legs" ADD CONSTRAINT "sports_slip_legs_status" CHECK ("sports_slip_legs"."status" in ('open', 'won', 'lost', 'void', 'half_won', 'half_lost'));
