CREATE TABLE "trial_claims" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"payment_ref" text PRIMARY KEY NOT NULL,
	"card_fingerprint" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD COLUMN "click_id" uuid;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_click_id_affiliate_clicks_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."affiliate_clicks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing accounts keep the trials they were given: the oldest account of each mailbox holds the
-- claim (normalised as src/server/mailbox.ts does: lower case, no +suffix, Gmail without dots and
-- googlemail.com as gmail.com); younger duplicates are skipped rather than failing the migration.
INSERT INTO "trial_claims" ("mailbox", "user_id", "claimed_at")
SELECT "mailbox", "id", "created_at"
FROM (
  SELECT "id", "created_at",
    CASE WHEN "domain" IN ('gmail.com', 'googlemail.com')
      THEN replace("local", '.', '') || '@gmail.com'
      ELSE "local" || '@' || "domain"
    END AS "mailbox"
  FROM (
    SELECT "id", "created_at", "domain",
      CASE WHEN position('+' IN "whole_local") > 1
        THEN substr("whole_local", 1, position('+' IN "whole_local") - 1)
        ELSE "whole_local"
      END AS "local"
    FROM (
      SELECT "id", "created_at",
        substring(lower(trim("email")) FROM '^(.*)@') AS "whole_local",
        substring(lower(trim("email")) FROM '@([^@]*)$') AS "domain"
      FROM "users"
      WHERE "trial_expiry" IS NOT NULL AND "email" LIKE '%_@%'
    ) AS "addresses"
  ) AS "parts"
) AS "claims"
ORDER BY "created_at", "id"
ON CONFLICT ("mailbox") DO NOTHING;
