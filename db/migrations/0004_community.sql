CREATE TABLE "community_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"url" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_events_title_not_blank" CHECK (btrim("community_events"."title") <> ''),
	CONSTRAINT "community_events_ends_after_start" CHECK ("community_events"."ends_at" > "community_events"."starts_at"),
	CONSTRAINT "community_events_url_https" CHECK ("community_events"."url" ~ '^https://')
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer,
	"comment_id" integer,
	"reporter_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text,
	CONSTRAINT "forum_reports_one_item" CHECK (("forum_reports"."post_id" is null) <> ("forum_reports"."comment_id" is null)),
	CONSTRAINT "forum_reports_reason_length" CHECK (char_length("forum_reports"."reason") <= 500),
	CONSTRAINT "forum_reports_resolution_valid" CHECK ("forum_reports"."resolution" in ('removed', 'dismissed')),
	CONSTRAINT "forum_reports_resolved_together" CHECK (("forum_reports"."resolved_at" is null) = ("forum_reports"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "forum_comments" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_confirmation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_comment_id_forum_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."forum_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_events_ends_at_idx" ON "community_events" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_reporter_post_unique" ON "forum_reports" USING btree ("reporter_id","post_id") WHERE "forum_reports"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_reporter_comment_unique" ON "forum_reports" USING btree ("reporter_id","comment_id") WHERE "forum_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "forum_reports_open_idx" ON "forum_reports" USING btree ("created_at") WHERE "forum_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_comments_author_id_idx" ON "forum_comments" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_comments_author_client_id_unique" ON "forum_comments" USING btree ("author_id","client_id");--> statement-breakpoint
CREATE INDEX "forum_posts_author_id_idx" ON "forum_posts" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_posts_author_client_id_unique" ON "forum_posts" USING btree ("author_id","client_id");--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_content_length" CHECK (char_length("forum_comments"."content") <= 1000);--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_title_length" CHECK (char_length("forum_posts"."title") <= 120);--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_content_length" CHECK (char_length("forum_posts"."content") <= 5000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_age_confirmation_valid" CHECK ("users"."age_confirmation" in ('adult-13-plus', 'parent-educator'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_age_confirmed_together" CHECK (("users"."age_confirmation" is null) = ("users"."age_confirmed_at" is null));