ALTER TABLE "donation_refunds" DROP CONSTRAINT "donation_refunds_done_has_stripe_id";--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD COLUMN "paypal_refund_id" text;--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD COLUMN "paypal_request_id" text;--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD CONSTRAINT "donation_refunds_paypal_refund_id_unique" UNIQUE("paypal_refund_id");--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD CONSTRAINT "donation_refunds_paypal_request_id_unique" UNIQUE("paypal_request_id");--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD CONSTRAINT "donation_refunds_done_has_provider_id" CHECK ("donation_refunds"."status" = 'pending' or "donation_refunds"."stripe_refund_id" is not null or "donation_refunds"."paypal_refund_id" is not null);