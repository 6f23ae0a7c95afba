-- Issue 21: after checkout/prepare the cart is locked until it is bought, cancelled (checkout/cancel)
-- or its hold expires. A change to a cart with a live hold (not released, not expired) is refused:
-- the trigger raises SQLSTATE 'SL409', which the API answers as 409 'the cart is being paid'
-- (apps/server/src/db/cart-locked.ts) instead of dropping the hold without a word. A hold already
-- expired is released by the change, as before (migration 0013).
-- Two writers may still drop a live hold, each naming the cart in the transaction-local setting
-- spesa.cart_hold_droppable: the buy of that cart (it turns the hold into the order's booking) and the
-- cart's delivery refresh (a held slot past its cut-off or an address no longer served moves the cart).
CREATE OR REPLACE FUNCTION slot_holds_release_for_cart() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed_cart integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed_cart := OLD.cart_id; ELSE changed_cart := NEW.cart_id; END IF;
  IF changed_cart IS NULL THEN RETURN NULL; END IF;
  IF coalesce(current_setting('spesa.cart_hold_droppable', true), '') <> changed_cart::text
    -- A line going with its cart (the shopper's account deleted) changes no cart that is left.
    AND (TG_OP <> 'DELETE' OR EXISTS (SELECT 1 FROM carts WHERE cart_id = changed_cart))
    AND EXISTS (SELECT 1 FROM slot_reservations
      WHERE cart_id = changed_cart AND kind = 'hold' AND released_at IS NULL AND expires_at > now()) THEN
    RAISE EXCEPTION 'cart % is being paid', changed_cart USING ERRCODE = 'SL409';
  END IF;
  UPDATE slot_reservations SET released_at = now()
    WHERE cart_id = changed_cart AND kind = 'hold' AND released_at IS NULL;
  RETURN NULL;
END
$$;
