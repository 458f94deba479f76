ALTER TABLE "products" ADD COLUMN "free_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "free_sample" boolean DEFAULT false NOT NULL;