CREATE TABLE "music_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"key" text NOT NULL,
	"bytes" integer NOT NULL,
	"duration_seconds" real,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"voiceover_id" uuid,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"eta_seconds" integer,
	"settings" jsonb NOT NULL,
	"lease_id" uuid,
	"heartbeat_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"video_key" text,
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "music_files" ADD CONSTRAINT "music_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renders" ADD CONSTRAINT "renders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renders" ADD CONSTRAINT "renders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renders" ADD CONSTRAINT "renders_voiceover_id_project_voiceovers_id_fk" FOREIGN KEY ("voiceover_id") REFERENCES "public"."project_voiceovers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_files_user_idx" ON "music_files" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "renders_project_created_idx" ON "renders" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "renders_status_heartbeat_idx" ON "renders" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE UNIQUE INDEX "renders_one_running_per_user_idx" ON "renders" USING btree ("user_id") WHERE "renders"."status" = 'running';