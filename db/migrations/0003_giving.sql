CREATE TABLE "donation_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"donation_id" integer NOT NULL,
	"invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "donation_payments_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "donation_payments_amount_positive" CHECK ("donation_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_payments_donation_idx" ON "donation_payments" USING btree ("donation_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_subscription_id_unique" UNIQUE("subscription_id");