CREATE TABLE "project_voiceovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"script_version" integer NOT NULL,
	"voice_id" text NOT NULL,
	"engine" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"audio_key" text NOT NULL,
	"vtt_key" text NOT NULL,
	"srt_key" text NOT NULL,
	"words_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_voiceovers" ADD CONSTRAINT "project_voiceovers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_voiceovers_project_created_idx" ON "project_voiceovers" USING btree ("project_id","created_at" DESC NULLS FIRST);