ALTER TABLE "community_events" ADD COLUMN "es" jsonb;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "es" jsonb;--> statement-breakpoint
ALTER TABLE "organization_documents" ADD COLUMN "es" jsonb;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "es" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "es" jsonb;