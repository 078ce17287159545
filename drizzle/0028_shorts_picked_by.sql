ALTER TABLE "shorts_jobs" ADD COLUMN "picked_by" text;--> statement-breakpoint
ALTER TABLE "shorts_jobs" ADD COLUMN "picked_by_model" text;--> statement-breakpoint
UPDATE "shorts_jobs" SET "picked_by" = 'offline' WHERE "status" = 'done';
