ALTER TABLE "media_files" ADD COLUMN "filmstrip_key" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "waveform" jsonb;