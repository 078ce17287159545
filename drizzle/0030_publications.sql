CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"channel_id" uuid,
	"platform" text NOT NULL,
	"render_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" jsonb NOT NULL,
	"category_id" text NOT NULL,
	"language" text NOT NULL,
	"privacy" text NOT NULL,
	"made_for_kids" boolean NOT NULL,
	"publish_at" timestamp with time zone,
	"thumbnail" boolean NOT NULL,
	"captions" boolean NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"notice" text,
	"upload_url_ciphertext" text,
	"total_bytes" bigint,
	"confirmed_bytes" bigint DEFAULT 0 NOT NULL,
	"platform_publish_at" timestamp with time zone,
	"extras_done" boolean DEFAULT false NOT NULL,
	"video_id" text,
	"url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"leased_until" timestamp with time zone,
	"quota_units" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"calendar_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_render_id_renders_id_fk" FOREIGN KEY ("render_id") REFERENCES "public"."renders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_user_calendar_idx" ON "publications" USING btree ("user_id","calendar_at");--> statement-breakpoint
CREATE INDEX "publications_status_idx" ON "publications" USING btree ("status","leased_until");--> statement-breakpoint
CREATE INDEX "publications_updated_idx" ON "publications" USING btree ("updated_at");