CREATE TABLE "ai_engine_failures" (
	"capability" text PRIMARY KEY NOT NULL,
	"engine" text NOT NULL,
	"reason" text NOT NULL,
	"status" integer,
	"failed_at" timestamp with time zone NOT NULL
);
