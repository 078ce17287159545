ALTER TABLE "users" ADD COLUMN "fair_use_scripts" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fair_use_images" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fair_use_period" text DEFAULT 'day' NOT NULL;