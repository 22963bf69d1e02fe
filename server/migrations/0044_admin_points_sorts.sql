-- The admins' lists sorted by points (issue 28). The recognitions list (GET /org/recognition,
-- sort=points) reads the organisation's recognitions in points order, either way, from an index
-- that also holds `filed` (the filed filter is checked in the index), as posts_recognitions
-- (migration 0024) does for the date order; the orders list (POST /org/orders, sort=points)
-- likewise. Ties are in id order, reversed with the direction, so one index serves both.
CREATE INDEX posts_recognitions_points ON posts (org_id, total_points, id, filed) WHERE kind = 'recognition';
CREATE INDEX orders_org_points ON orders (org_id, total_points, id);
