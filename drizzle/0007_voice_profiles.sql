CREATE TABLE "voice_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sample_text" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"engine" text NOT NULL,
	"provider_voice_id" text,
	"analysis" jsonb,
	"espeak_settings" jsonb,
	"sample_key" text NOT NULL,
	"sample_format" text NOT NULL,
	"sample_seconds" real NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_profiles" ADD CONSTRAINT "voice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_profiles_user_created_idx" ON "voice_profiles" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "voice_profiles_one_active_idx" ON "voice_profiles" USING btree ("user_id") WHERE "voice_profiles"."is_active";