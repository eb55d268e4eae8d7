-- A staff password an admin saw (a new account's first one, or a reset) is good for one sign-in, whose session
-- may only set the person's own password (or sign out). The accounts made before this still sign in with the
-- password an admin saw: they choose their own at their next sign-in.
ALTER TABLE "staff" ADD COLUMN "password_issued" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "staff" SET "password_issued" = true WHERE "kind" = 'person';
