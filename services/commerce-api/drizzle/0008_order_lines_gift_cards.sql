ALTER TABLE "order_lines" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_card" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;