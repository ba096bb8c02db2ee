ALTER TABLE "newsletters" ADD COLUMN "swept_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "swept_failed" integer DEFAULT 0 NOT NULL;