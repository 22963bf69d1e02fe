-- Products admins may give to people as a prize (the sendUsers filter), and orders such a gift
-- creates: paid by the organisation (total_points 0, no ledger entry), with who gave it and their
-- words. A rejected gift item refunds nothing.
ALTER TABLE products ADD COLUMN send_users {{BOOL}} NOT NULL DEFAULT 0;
CREATE INDEX products_org_send_users ON products (org_id, send_users, points);
ALTER TABLE orders ADD COLUMN gifted_by BIGINT REFERENCES users(id);
ALTER TABLE orders ADD COLUMN gift_note TEXT;
