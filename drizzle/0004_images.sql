CREATE TABLE "generated_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"enhanced_prompt" text NOT NULL,
	"style" text NOT NULL,
	"aspect_ratio" text NOT NULL,
	"quality" text NOT NULL,
	"lighting" text NOT NULL,
	"composition" text NOT NULL,
	"color_palette" text NOT NULL,
	"engine" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"seed" integer NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"favorite_styles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prompt_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"style_usage_count" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_aspect_ratio" text,
	"default_quality" text,
	"default_lighting" text,
	"default_composition" text,
	"default_color_palette" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_images_user_created_idx" ON "generated_images" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Gallery search (prompt ILIKE '%…%') uses a trigram index where pg_trgm can be had: PGlite loads
-- it, PostgreSQL has it in contrib. A server that refuses the extension still works, unindexed.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: gallery search runs without a trigram index';
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS generated_images_prompt_trgm_idx ON generated_images USING gin (prompt gin_trgm_ops);
  END IF;
END
$$;
