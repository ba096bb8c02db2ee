ALTER TABLE "newsletters" ADD COLUMN "es" jsonb;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "es" jsonb;