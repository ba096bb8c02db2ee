CREATE TABLE "donation_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"donation_id" integer NOT NULL,
	"stripe_refund_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_refunds_stripe_refund_id_unique" UNIQUE("stripe_refund_id"),
	CONSTRAINT "donation_refunds_amount_positive" CHECK ("donation_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD CONSTRAINT "donation_refunds_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_refunds" ADD CONSTRAINT "donation_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_refunds_donation_id_idx" ON "donation_refunds" USING btree ("donation_id");