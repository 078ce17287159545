CREATE TABLE "payment_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_places_user_address_unique" UNIQUE("user_id","address_hash")
);
--> statement-breakpoint
DROP INDEX "affiliate_clicks_visitor_idx";--> statement-breakpoint
-- The local test checkout's invoices were told apart by their reference ('local:<checkout id>').
ALTER TABLE "invoices" ADD COLUMN "processor" text;--> statement-breakpoint
UPDATE "invoices" SET "processor" = CASE WHEN "external_id" LIKE 'local:%' THEN 'local' ELSE 'stripe' END;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "processor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "day" date;--> statement-breakpoint
UPDATE "affiliate_clicks" SET "day" = ("created_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_places" ADD CONSTRAINT "payment_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" DROP COLUMN "visitor_hash";--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_address_day_unique" UNIQUE("affiliate_id","address_hash","day");