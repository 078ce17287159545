ALTER TABLE "publications" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "publications_due_idx" ON "publications" USING btree ("due_at");