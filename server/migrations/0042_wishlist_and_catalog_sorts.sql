-- The catalog's wishlist ("Guardar para después") and its sorts (issue 28).
-- A product a member saved for later. notified_at: when they were told they can afford it (or
-- they already could when they saved it); cleared when their points to redeem fall below its
-- price again, so each crossing of the price tells them once.
CREATE TABLE wishlist_items (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  product_id BIGINT NOT NULL REFERENCES products(id),
  saved_at {{TIMESTAMP}} NOT NULL,
  notified_at {{TIMESTAMP}},
  PRIMARY KEY (org_id, user_id, product_id)
);
-- A product's savers, when it leaves the catalog or changes price.
CREATE INDEX wishlist_items_product ON wishlist_items (org_id, product_id);
-- The catalog sorted by newest first.
CREATE INDEX products_org_newest ON products (org_id, active, created_at, id);
