-- What a point is worth in the organisation's currency (optional): shown beside prices in points.
-- The value of one point in millionths of the currency unit (0.05 EUR = 50000).
ALTER TABLE organizations ADD COLUMN point_currency TEXT;
ALTER TABLE organizations ADD COLUMN point_value_micros BIGINT;
