CREATE TABLE "storytelling_intakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"child_name" text NOT NULL,
	"age_band" text NOT NULL,
	"story_idea" text NOT NULL,
	"sketch" "bytea",
	"slot_id" integer,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storytelling_intakes_age_band_valid" CHECK ("storytelling_intakes"."age_band" in ('4-5', '6-8', '9-12'))
);
--> statement-breakpoint
CREATE TABLE "storytelling_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer DEFAULT 30 NOT NULL,
	"location" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storytelling_slots_minutes_valid" CHECK ("storytelling_slots"."minutes" between 15 and 120)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ships" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ships" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kickoff_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "storytelling_intakes" ADD CONSTRAINT "storytelling_intakes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storytelling_intakes" ADD CONSTRAINT "storytelling_intakes_slot_id_storytelling_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."storytelling_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storytelling_slots" ADD CONSTRAINT "storytelling_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storytelling_intakes_order_unique" ON "storytelling_intakes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storytelling_intakes_slot_unique" ON "storytelling_intakes" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storytelling_slots_starts_at_unique" ON "storytelling_slots" USING btree ("starts_at");--> statement-breakpoint
-- The storytelling tiers are posted only as the Legacy box's hardcover; Creator Pro and Legacy
-- start with a kickoff call (decision 039).
UPDATE "products" SET "ships" = false WHERE "kind" = 'service' AND "name" <> 'Legacy Author Box';--> statement-breakpoint
UPDATE "products" SET "kickoff_call" = true WHERE "name" IN ('Creator Pro Package', 'Legacy Author Box');
