CREATE TABLE "location_stock" (
	"product_id" integer NOT NULL,
	"location_id" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "location_stock_product_id_location_id_pk" PRIMARY KEY("product_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_location_id" text;--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every product's stock spread over the five locations (decision 0033): one product in ten
-- has none at one location; the rest is shared evenly, so the locations add up to stock_qty.
INSERT INTO "location_stock" ("product_id", "location_id", "qty")
SELECT p.id, l.location_id,
  CASE WHEN l.k = s.skip THEN 0
    ELSE p.stock_qty / s.n + CASE WHEN (CASE WHEN s.skip >= 0 AND l.k > s.skip THEN l.k - 1 ELSE l.k END) < p.stock_qty % s.n THEN 1 ELSE 0 END
  END
FROM "products" p
CROSS JOIN (VALUES (0, '1001'), (1, '1002'), (2, '1003'), (3, '1004'), (4, '1005')) AS l(k, location_id)
CROSS JOIN LATERAL (
  SELECT CASE WHEN p.id % 10 = 0 THEN (p.id / 10) % 5 ELSE -1 END AS skip,
    CASE WHEN p.id % 10 = 0 THEN 4 ELSE 5 END AS n
) s
ON CONFLICT DO NOTHING;
