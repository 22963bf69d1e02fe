-- A coupon code is unique within its organisation, not only within its product: the same code
-- in two pools was handed to two buyers (issue 27 §8.7, ADR 0033).
-- Duplicates already stored: a code somebody received stays theirs and its unsold copies go; of
-- a code nobody received, the oldest copy stays. Codes handed out twice before this migration
-- stay with both buyers (their orders are history); none of them can be handed out again.
DELETE FROM coupon_codes WHERE order_item_id IS NULL AND (
  EXISTS (SELECT 1 FROM coupon_codes s WHERE s.org_id = coupon_codes.org_id AND
          s.code = coupon_codes.code AND s.order_item_id IS NOT NULL) OR
  EXISTS (SELECT 1 FROM coupon_codes o WHERE o.org_id = coupon_codes.org_id AND
          o.code = coupon_codes.code AND o.order_item_id IS NULL AND o.id < coupon_codes.id));
DROP INDEX coupon_codes_code;
-- Which codes of an upload the organisation has already, in any pool, sold or not.
CREATE INDEX coupon_codes_org_code ON coupon_codes (org_id, code);
-- No two unsold copies of a code, whatever the pool: two uploads racing each other cannot both
-- add one (the upload refuses codes that exist sold).
CREATE UNIQUE INDEX coupon_codes_unsold_code ON coupon_codes (org_id, code)
  WHERE order_item_id IS NULL;
