CREATE TABLE "monitoring_checks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone,
	"criteria" jsonb,
	"figures" jsonb,
	"recorded_at" timestamp with time zone,
	"recorded_figures" jsonb
);
--> statement-breakpoint
CREATE TABLE "recurring_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"interval_ms" bigint NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "background_jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "monitoring_checks" ADD CONSTRAINT "monitoring_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_dedupe_idx" ON "background_jobs" USING btree ("kind","dedupe_key") WHERE "background_jobs"."dedupe_key" is not null and "background_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "background_jobs_finished_idx" ON "background_jobs" USING btree ("finished_at");