ALTER TABLE "donations" ADD COLUMN "paypal_order_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "paypal_capture_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_paypal_order_id_unique" UNIQUE("paypal_order_id");