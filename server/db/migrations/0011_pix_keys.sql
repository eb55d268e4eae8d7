CREATE TABLE "member_pix_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"account" text NOT NULL,
	"holder_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_pix_keys_once" UNIQUE("member_id","payment_type","account"),
	CONSTRAINT "member_pix_keys_payment_type" CHECK ("member_pix_keys"."payment_type" in ('CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'))
);
--> statement-breakpoint
ALTER TABLE "member_pix_keys" ADD CONSTRAINT "member_pix_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "member_pix_keys" ("member_id", "payment_type", "account", "holder_name", "is_default", "created_at")
SELECT DISTINCT ON ("member_id", "payment_type", "account") "member_id", "payment_type", "account", "holder_name", false, "created_at"
FROM "withdrawal_orders" ORDER BY "member_id", "payment_type", "account", "created_at" DESC;--> statement-breakpoint
UPDATE "member_pix_keys" SET "is_default" = true WHERE "id" IN (SELECT DISTINCT ON ("member_id") "id" FROM "member_pix_keys" ORDER BY "member_id", "created_at" DESC, "id" DESC);
