ALTER TABLE "donation_refunds" ALTER COLUMN "stripe_refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ALTER COLUMN "stripe_refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD COLUMN "stripe_idempotency_key" text;--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "stripe_idempotency_key" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "restock" jsonb;--> statement-breakpoint
CREATE INDEX "donation_refunds_pending_idx" ON "donation_refunds" USING btree ("created_at") WHERE "donation_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_refunds_pending_idx" ON "order_refunds" USING btree ("created_at") WHERE "order_refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD CONSTRAINT "donation_refunds_stripe_idempotency_key_unique" UNIQUE("stripe_idempotency_key");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_stripe_idempotency_key_unique" UNIQUE("stripe_idempotency_key");--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD CONSTRAINT "donation_refunds_done_has_stripe_id" CHECK ("donation_refunds"."status" = 'pending' or "donation_refunds"."stripe_refund_id" is not null);--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_done_has_stripe_id" CHECK ("order_refunds"."status" = 'pending' or "order_refunds"."stripe_refund_id" is not null);