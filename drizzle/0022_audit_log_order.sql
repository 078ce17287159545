DROP INDEX "admin_audit_log_created_idx";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "admin_audit_log_seq_idx" ON "admin_audit_log" USING btree ("seq");