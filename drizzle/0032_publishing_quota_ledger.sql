CREATE TABLE "publishing_quota_spend" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"day" text NOT NULL,
	"channel_id" uuid,
	"units" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishing_quota_spend" ADD CONSTRAINT "publishing_quota_spend_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publishing_quota_spend_day_idx" ON "publishing_quota_spend" USING btree ("platform","day");--> statement-breakpoint
ALTER TABLE "publications" DROP COLUMN "quota_units";