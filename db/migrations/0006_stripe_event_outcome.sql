ALTER TABLE "stripe_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "note" text;