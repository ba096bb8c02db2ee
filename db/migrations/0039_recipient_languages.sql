ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_valid" CHECK ("users"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_locale_valid" CHECK ("donations"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_locale_valid" CHECK ("outbox"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_locale_valid" CHECK ("subscribers"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_valid" CHECK ("orders"."locale" in ('en', 'es'));