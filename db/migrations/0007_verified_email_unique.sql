DROP INDEX "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."email_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));