ALTER TABLE "orders" ADD COLUMN "hold_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_hold_expired_idx" ON "orders" USING btree ("user_id","hold_expired_at") WHERE "orders"."hold_expired_at" is not null;