-- Refused attempts join the audit trail: `refused` is the refusal's code (NULL for an action done), and a
-- flood of refusals is one line per actor, action and minute (`minute`) with its `count`. A refused sign-in
-- or a call with no valid session has no actor (`actor_id` NULL), so a stranger's flood shares one line a
-- minute per action, however many e-mails or addresses it tries.
ALTER TABLE "audit_events" ALTER COLUMN "actor_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "refused" text;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "minute" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_refusal" CHECK (
  ("refused" IS NULL) = ("minute" IS NULL)
  AND ("refused" IS NOT NULL OR ("count" = 1 AND "actor_id" IS NOT NULL))
  AND "count" >= 1
);
--> statement-breakpoint
-- The key the per-minute count is kept on: concurrent refusals of one minute meet on it (INSERT … ON CONFLICT).
CREATE UNIQUE INDEX "audit_events_refusal_minute" ON "audit_events" (coalesce("actor_id", 0), "action", "minute")
  WHERE "refused" IS NOT NULL;
--> statement-breakpoint
-- Still append-only: the one change a line may take is a refused line's count growing; every other UPDATE,
-- every DELETE and TRUNCATE is refused as before.
CREATE OR REPLACE FUNCTION audit_events_immutable() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."refused" IS NOT NULL AND NEW."count" > OLD."count"
     AND to_jsonb(NEW) - 'count' = to_jsonb(OLD) - 'count' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events are append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
