ALTER TABLE "project_voiceovers" ADD COLUMN "source" text DEFAULT 'speech' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_voiceovers" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_voiceovers" ADD COLUMN "progress" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_voiceovers" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "project_voiceovers" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "project_voiceovers" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "project_voiceovers" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "project_voiceovers" ADD COLUMN "edit" jsonb;--> statement-breakpoint
ALTER TABLE "project_voiceovers" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_voiceovers" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "project_voiceovers_aligning_idx" ON "project_voiceovers" USING btree ("status") WHERE "project_voiceovers"."status" = 'aligning';