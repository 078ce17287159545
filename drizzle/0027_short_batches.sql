CREATE TABLE "short_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renders" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "short_batches" ADD CONSTRAINT "short_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_batches" ADD CONSTRAINT "short_batches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "short_batches_project_idx" ON "short_batches" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "renders" ADD CONSTRAINT "renders_batch_id_short_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."short_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renders_batch_idx" ON "renders" USING btree ("batch_id");