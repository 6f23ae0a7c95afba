-- A checkout hold (slot_reservations kind 'hold', made by checkout/prepare) is for the cart exactly as
-- it was prepared: any change to it — a line added, changed or removed, another address, slot or cart
-- info, a gift certificate put on or taken off — releases the hold, so the shopper going back to the
-- cart gives the place back and buy answers 'not prepared'. Triggers rather than calls in every cart
-- code path, so no path (today's or a future one) can forget it.
CREATE OR REPLACE FUNCTION slot_holds_release_for_cart() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed_cart integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed_cart := OLD.cart_id; ELSE changed_cart := NEW.cart_id; END IF;
  IF changed_cart IS NOT NULL THEN
    UPDATE slot_reservations SET released_at = now()
      WHERE cart_id = changed_cart AND kind = 'hold' AND released_at IS NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_release_slot_holds
  AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION slot_holds_release_for_cart();
--> statement-breakpoint
CREATE TRIGGER user_gift_certificates_release_slot_holds
  AFTER INSERT OR UPDATE OR DELETE ON user_gift_certificates
  FOR EACH ROW EXECUTE FUNCTION slot_holds_release_for_cart();
--> statement-breakpoint
CREATE TRIGGER carts_release_slot_holds
  AFTER UPDATE ON carts
  FOR EACH ROW
  WHEN (OLD.shipping_address_id IS DISTINCT FROM NEW.shipping_address_id
    OR OLD.timeslot_id IS DISTINCT FROM NEW.timeslot_id
    OR OLD.store_id IS DISTINCT FROM NEW.store_id
    OR OLD.warehouse_id IS DISTINCT FROM NEW.warehouse_id
    OR OLD.delivery_service_id IS DISTINCT FROM NEW.delivery_service_id
    OR OLD.cart_infos IS DISTINCT FROM NEW.cart_infos)
  EXECUTE FUNCTION slot_holds_release_for_cart();
