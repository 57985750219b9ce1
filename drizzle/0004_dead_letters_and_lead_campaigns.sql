DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dead_lettered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "overdue_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "campaign_source" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "campaign_medium" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "campaign_name" text;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."delivered_at" is null and "outbox"."dead_lettered_at" is null;