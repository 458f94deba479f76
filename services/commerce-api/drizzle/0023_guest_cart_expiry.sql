-- Guest carts (issue 37): a guest's persisted cart expires with its handshake session, and a
-- customer's cart keeps `account:<customer id>` as its session, so the guest cart of the same
-- browser session (after a sign-out, or before a sign-in) never collides with it.
ALTER TABLE "persisted_carts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "persisted_carts" SET "session_id" = 'account:' || "customer_id" WHERE "customer_id" IS NOT NULL;--> statement-breakpoint
-- A guest cart saved before: its session was at most 12 hours old (the handshake's lifetime).
UPDATE "persisted_carts" SET "expires_at" = "updated_at" + interval '12 hours' WHERE "customer_id" IS NULL;
