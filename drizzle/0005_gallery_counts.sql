CREATE TABLE "image_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "generated_images_user_created_idx";--> statement-breakpoint
ALTER TABLE "image_counts" ADD CONSTRAINT "image_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_images_user_style_idx" ON "generated_images" USING btree ("user_id","style","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "generated_images_user_created_idx" ON "generated_images" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
INSERT INTO "image_counts" ("user_id", "total") SELECT "user_id", count(*) FROM "generated_images" GROUP BY "user_id";
