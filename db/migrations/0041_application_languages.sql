ALTER TABLE "program_applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_locale_valid" CHECK ("program_applications"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD CONSTRAINT "volunteer_applications_locale_valid" CHECK ("volunteer_applications"."locale" in ('en', 'es'));