CREATE TABLE "persisted_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"session_id" text NOT NULL,
	"email" text,
	"account_id" text,
	"lines" jsonb NOT NULL,
	"cart_amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mix_pack_items" (
	"mix_pack_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "mix_pack_items_mix_pack_id_product_id_pk" PRIMARY KEY("mix_pack_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "mix_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_code" text NOT NULL,
	"name" text NOT NULL,
	"customer_id" uuid,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"order_id" uuid,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persisted_carts" ADD CONSTRAINT "persisted_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mix_pack_items" ADD CONSTRAINT "mix_pack_items_mix_pack_id_mix_packs_id_fk" FOREIGN KEY ("mix_pack_id") REFERENCES "public"."mix_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mix_pack_items" ADD CONSTRAINT "mix_pack_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mix_packs" ADD CONSTRAINT "mix_packs_config_code_multipack_configs_code_fk" FOREIGN KEY ("config_code") REFERENCES "public"."multipack_configs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mix_packs" ADD CONSTRAINT "mix_packs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "persisted_carts_session_idx" ON "persisted_carts" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "persisted_carts_customer_idx" ON "persisted_carts" USING btree ("customer_id") WHERE "persisted_carts"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "mix_packs_customer_idx" ON "mix_packs" USING btree ("customer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mix_packs_session_idx" ON "mix_packs" USING btree ("session_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_key");