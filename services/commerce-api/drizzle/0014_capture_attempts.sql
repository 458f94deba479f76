ALTER TABLE "payments" ADD COLUMN "capture_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_last_error" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_authorized_idx" ON "payments" USING btree ("capture_next_attempt_at") WHERE "payments"."status" = 'authorized';