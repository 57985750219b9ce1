CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"anonymous_id" text NOT NULL,
	"page" text,
	"properties" jsonb,
	"campaign_source" text,
	"campaign_medium" text,
	"campaign_name" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");