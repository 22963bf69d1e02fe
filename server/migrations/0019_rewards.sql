-- Rewards (ADR 0027): providers, products (who may see them, their images), coupon code pools,
-- each member's cart, and orders whose items move pending → processing → shipped → delivered or
-- → rejected (refunded once). Points move only through the ledger (the redeem account pays the
-- treasury; a rejection pays it back).
CREATE TABLE providers (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  contact_name TEXT,
  contact_email TEXT,
  phone TEXT,
  active {{BOOL}} NOT NULL DEFAULT 1,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX providers_org_name ON providers (org_id, name);

CREATE TABLE products (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  name_en TEXT,
  description TEXT NOT NULL DEFAULT '',
  points BIGINT NOT NULL CHECK (points > 0),
  -- Units left; NULL for unlimited. Code products keep NULL: their free codes are the stock.
  stock BIGINT CHECK (stock IS NULL OR stock >= 0),
  category_id BIGINT REFERENCES product_categories(id),
  provider_id BIGINT REFERENCES providers(id),
  country TEXT,
  type TEXT NOT NULL,
  -- 1 when only the departments in product_departments see it.
  restricted {{BOOL}} NOT NULL DEFAULT 0,
  active {{BOOL}} NOT NULL DEFAULT 1,
  featured {{BOOL}} NOT NULL DEFAULT 0,
  -- Upload keys of its images, a JSON array in the order shown.
  image_keys TEXT NOT NULL DEFAULT '[]',
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX products_org_price ON products (org_id, active, points, id);
CREATE INDEX products_org_category ON products (org_id, category_id, points);
CREATE INDEX products_org_type ON products (org_id, type, points);
CREATE INDEX products_org_country ON products (org_id, country, points);
CREATE INDEX products_org_provider ON products (org_id, provider_id);
CREATE INDEX products_org_featured ON products (org_id, points) WHERE featured = 1;

CREATE TABLE product_departments (
  product_id BIGINT NOT NULL REFERENCES products(id),
  department_id BIGINT NOT NULL REFERENCES departments(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  PRIMARY KEY (product_id, department_id)
);
CREATE INDEX product_departments_department ON product_departments (org_id, department_id);

CREATE TABLE cart_items (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  product_id BIGINT NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  added_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id, product_id)
);

CREATE TABLE orders (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  total_points BIGINT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX orders_user ON orders (org_id, user_id, id);
CREATE INDEX orders_org_time ON orders (org_id, created_at);

CREATE TABLE order_items (
  id {{ID}},
  order_id BIGINT NOT NULL REFERENCES orders(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  product_id BIGINT NOT NULL REFERENCES products(id),
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  points BIGINT NOT NULL,
  quantity INTEGER NOT NULL,
  status TEXT NOT NULL,
  reason TEXT,
  status_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);
CREATE INDEX order_items_org_status ON order_items (org_id, status, order_id);
CREATE INDEX order_items_org_product ON order_items (org_id, product_id, order_id);

CREATE TABLE coupon_codes (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  product_id BIGINT NOT NULL REFERENCES products(id),
  code TEXT NOT NULL,
  order_item_id BIGINT REFERENCES order_items(id),
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX coupon_codes_code ON coupon_codes (org_id, product_id, code);
CREATE INDEX coupon_codes_free ON coupon_codes (product_id, id) WHERE order_item_id IS NULL;
CREATE INDEX coupon_codes_item ON coupon_codes (order_item_id);
