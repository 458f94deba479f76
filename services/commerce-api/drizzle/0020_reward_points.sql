CREATE TABLE "reward_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_points" ADD CONSTRAINT "reward_points_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_points" ADD CONSTRAINT "reward_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_points_order_kind_idx" ON "reward_points" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "reward_points_customer_idx" ON "reward_points" USING btree ("customer_id","created_at" DESC NULLS LAST);