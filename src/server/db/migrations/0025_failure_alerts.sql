CREATE TABLE "alert_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "alert_incidents_channel_known" CHECK ("alert_incidents"."channel" in ('mail', 'sms', 'etims', 'mpesa'))
);
--> statement-breakpoint
CREATE TABLE "mpesa_prompt_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"error_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_incidents_open_key" ON "alert_incidents" USING btree ("channel") WHERE "alert_incidents"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "alert_incidents_channel_resolved_idx" ON "alert_incidents" USING btree ("channel","resolved_at");--> statement-breakpoint
CREATE INDEX "mpesa_prompt_failures_created_at_idx" ON "mpesa_prompt_failures" USING btree ("created_at");