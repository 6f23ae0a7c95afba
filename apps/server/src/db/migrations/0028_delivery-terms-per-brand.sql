-- Delivery fees, free-delivery thresholds and minimum orders are brand settings per service (home,
-- shop, locker: docs/decisions/0019). The rows the seed and the daily upkeep wrote for every warehouse
-- were copies of the old standard rule (home 4,90 € free from 80 €, pickup free); left in place they
-- would override the brand's terms. A row that differs from them is a warehouse's own terms and stays.
DELETE FROM "delivery_fees"
WHERE ("delivery_service_id" = 2 AND "fee_cents" = 490 AND "free_threshold_cents" = 8000)
   OR ("delivery_service_id" = 1 AND "fee_cents" = 0 AND "free_threshold_cents" IS NULL);
