ALTER TABLE "members" ADD COLUMN "realname" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_cpf_unique" UNIQUE("cpf");