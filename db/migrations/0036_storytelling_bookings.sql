CREATE TABLE "storytelling_bookings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "storytelling_intakes" DROP CONSTRAINT "storytelling_intakes_slot_id_storytelling_slots_id_fk";
--> statement-breakpoint
DROP INDEX "storytelling_intakes_slot_unique";--> statement-breakpoint
ALTER TABLE "storytelling_bookings" ADD CONSTRAINT "storytelling_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storytelling_bookings" ADD CONSTRAINT "storytelling_bookings_slot_id_storytelling_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."storytelling_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storytelling_bookings_slot_unique" ON "storytelling_bookings" USING btree ("slot_id");--> statement-breakpoint
-- The calls booked after paying move with their order (decision 062).
INSERT INTO "storytelling_bookings" ("order_id", "slot_id", "booked_at", "reminded_at")
SELECT "order_id", "slot_id", coalesce("booked_at", "updated_at"), "reminded_at"
FROM "storytelling_intakes" WHERE "slot_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "storytelling_intakes" DROP COLUMN "slot_id";--> statement-breakpoint
ALTER TABLE "storytelling_intakes" DROP COLUMN "booked_at";--> statement-breakpoint
ALTER TABLE "storytelling_intakes" DROP COLUMN "reminded_at";