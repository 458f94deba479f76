CREATE TABLE "sandbox_cvv_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"context_id" text NOT NULL,
	"session_id" text NOT NULL,
	"card_digest" text NOT NULL,
	"outcome" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_stored_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
