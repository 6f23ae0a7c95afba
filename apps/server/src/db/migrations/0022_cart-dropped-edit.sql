-- The open cart remembers the order whose edit was dropped (order/modify-cancel, or the order
-- cancelled while edited) until it is prepared again: a buy that finds no hold then answers that the
-- changes were cancelled instead of repeating the shopper's earlier order (decision 0007).
ALTER TABLE "carts" ADD COLUMN "dropped_edit_order_id" integer;
