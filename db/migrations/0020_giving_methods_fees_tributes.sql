ALTER TABLE "donations" DROP CONSTRAINT "donations_status_valid";--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_payment_method_valid";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "covered_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_kind" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_name" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_notify_email" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_show_amount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_covered_fee_valid" CHECK ("donations"."covered_fee_cents" >= 0 and "donations"."covered_fee_cents" < "donations"."amount_cents");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_tribute_valid" CHECK (("donations"."tribute_kind" is null) = ("donations"."tribute_name" is null) and ("donations"."tribute_kind" is null or "donations"."tribute_kind" in ('honor', 'memory')));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_status_valid" CHECK ("donations"."status" in ('pending', 'processing', 'paid', 'past_due', 'unpaid', 'failed', 'cancelled', 'pledged'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_method_valid" CHECK ("donations"."payment_method" in ('card', 'bank', 'paypal', 'cheque'));