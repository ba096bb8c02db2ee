ALTER TABLE "donations" ADD COLUMN "program" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "audience" text DEFAULT 'subscribers' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_program_valid" CHECK ("donations"."program" = 'general' or ("donations"."program" = 'sponsorship' and "donations"."type" = 'monthly'));--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_audience_valid" CHECK ("newsletters"."audience" in ('subscribers', 'sponsors'));