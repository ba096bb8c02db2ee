CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" "bytea",
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_status_valid" CHECK ("subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_unique" ON "subscribers" USING btree (lower("email"));--> statement-breakpoint
-- Addresses that signed up before double opt-in become pending: they confirm before any newsletter.
INSERT INTO "subscribers" ("email", "first_name", "created_at")
SELECT DISTINCT ON (lower("email")) "email", "first_name", "created_at"
FROM "email_signups" ORDER BY lower("email"), "created_at";
