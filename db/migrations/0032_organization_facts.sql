CREATE TABLE "organization_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"url" text,
	"as_of" date NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_figures" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"source" text NOT NULL,
	"as_of" date NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The figures the pages quoted before they were editable (issue 32), with where each comes from
-- and when it was true; staff keep them current from /admin.
INSERT INTO "organization_figures" ("key", "value", "label", "source", "as_of", "position") VALUES
  ('programShare', '85%', 'of every donation goes directly to programs', 'Audited financial statements, fiscal year 2025: program expenses as a share of all expenses', '2025-12-31', 1),
  ('problemSolving', '87%', 'of our students improved their problem-solving', 'Skills checks at the start and end of each workshop, 2025–26 school year', '2026-06-30', 2),
  ('students', '70+', 'students in our workshops', 'Workshop attendance records', '2026-09-30', 3),
  ('cities', '4', 'cities hosting our workshops', 'Our workshop calendar', '2026-09-30', 4),
  ('states', '42', 'states where families learn with our puzzles and kits', 'Store orders shipped in 2025', '2025-12-31', 5),
  ('partnerSchools', '4+', 'partner schools hosting our workshops', 'Signed school partnership agreements', '2026-09-30', 6),
  ('sponsoredChildren', '5+', 'children sponsored by donors this year', 'Active student sponsorships', '2026-09-30', 7);
--> statement-breakpoint
-- Linked from /impact once staff publish them (no link is made up).
INSERT INTO "organization_documents" ("key", "label", "url", "as_of", "position") VALUES
  ('annualReport', 'Annual report 2025', NULL, '2025-12-31', 1),
  ('form990', 'Form 990 for 2024', NULL, '2024-12-31', 2);
--> statement-breakpoint
-- Every page that quotes a fact is kept by the page cache: a change empties it on every server
-- at once, like a price change (decision 054).
CREATE TRIGGER "organization_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organization_figures"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "organization_documents_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organization_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
