CREATE TABLE "barrier_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"assistive_technology" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barrier_reports_locale_valid" CHECK ("barrier_reports"."locale" in ('en', 'es')),
	CONSTRAINT "barrier_reports_status_valid" CHECK ("barrier_reports"."status" in ('new', 'contacted', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "barrier_reports" ADD CONSTRAINT "barrier_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;