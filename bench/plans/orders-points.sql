-- Generic plans of the admins' orders list (POST /org/orders) in each of its sorts, at 300,000
-- orders of one organisation beside 100,000 of another, each with one item, on PostgreSQL. Run
-- on an empty, migrated database (rows inserted in replica mode, so no foreign keys are checked):
--   cd server && ../scripts/with-postgres bash -c 'DATABASE_URL=$TEST_DATABASE_URL \
--     DATA_DIR=$(mktemp -d) ./build/ci/aplauso migrate &&
--     psql "$TEST_DATABASE_URL" -q -f ../bench/plans/orders-points.sql'
-- The statements are orders_sql.h's kOrgOrders* as the server prepares them (no parameter
-- types). Figures: bench/README.md.
SET session_replication_role = replica;
INSERT INTO users (id, org_id, email, first_name, created_at, updated_at)
SELECT g, 1 + g % 2, 'p' || g || '@x', 'P', 0, 0 FROM generate_series(1, 10000) g;
INSERT INTO orders (id, org_id, user_id, total_points, created_at)
SELECT g, CASE WHEN g % 4 = 0 THEN 2 ELSE 1 END, 1 + g % 10000, 100 * (1 + (g::bigint * 7919) % 50), 1700000000000 + g::bigint * 60000 FROM generate_series(1, 400000) g;
INSERT INTO order_items (id, order_id, org_id, product_id, name, type, points, quantity, status, status_at)
SELECT g, g, CASE WHEN g % 4 = 0 THEN 2 ELSE 1 END, CASE WHEN g % 4 = 0 THEN 2 ELSE 1 END, 'Taza', 'physical', 100, 1, CASE WHEN g % 7 = 0 THEN 'pending' ELSE 'delivered' END, 0 FROM generate_series(1, 400000) g;
SET session_replication_role = origin;
VACUUM ANALYZE orders; VACUUM ANALYZE order_items;
SET jit = off;
SET plan_cache_mode = force_generic_plan;
PREPARE newest AS SELECT o.id, o.user_id, o.total_points, o.created_at, o.gifted_by, o.gift_note FROM orders o WHERE o.org_id = $1 AND (CAST($2 AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM order_items i WHERE i.org_id = $1 AND i.order_id = o.id AND i.status = $2)) AND (CAST($3 AS BIGINT) IS NULL OR o.user_id = $3) AND (CAST($4 AS BIGINT) IS NULL OR EXISTS (SELECT 1 FROM order_items i WHERE i.org_id = $1 AND i.order_id = o.id AND i.product_id = $4)) AND (CAST($5 AS BIGINT) IS NULL OR o.created_at >= $5) AND (CAST($6 AS BIGINT) IS NULL OR o.created_at < $6) ORDER BY o.id DESC LIMIT $7 OFFSET $8;
PREPARE oldest AS SELECT o.id, o.user_id, o.total_points, o.created_at, o.gifted_by, o.gift_note FROM orders o WHERE o.org_id = $1 AND (CAST($2 AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM order_items i WHERE i.org_id = $1 AND i.order_id = o.id AND i.status = $2)) AND (CAST($3 AS BIGINT) IS NULL OR o.user_id = $3) AND (CAST($4 AS BIGINT) IS NULL OR EXISTS (SELECT 1 FROM order_items i WHERE i.org_id = $1 AND i.order_id = o.id AND i.product_id = $4)) AND (CAST($5 AS BIGINT) IS NULL OR o.created_at >= $5) AND (CAST($6 AS BIGINT) IS NULL OR o.created_at < $6) ORDER BY o.id LIMIT $7 OFFSET $8;
PREPARE points AS SELECT o.id, o.user_id, o.total_points, o.created_at, o.gifted_by, o.gift_note FROM orders o WHERE o.org_id = $1 AND (CAST($2 AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM order_items i WHERE i.org_id = $1 AND i.order_id = o.id AND i.status = $2)) AND (CAST($3 AS BIGINT) IS NULL OR o.user_id = $3) AND (CAST($4 AS BIGINT) IS NULL OR EXISTS (SELECT 1 FROM order_items i WHERE i.org_id = $1 AND i.order_id = o.id AND i.product_id = $4)) AND (CAST($5 AS BIGINT) IS NULL OR o.created_at >= $5) AND (CAST($6 AS BIGINT) IS NULL OR o.created_at < $6) ORDER BY o.total_points, o.id LIMIT $7 OFFSET $8;
PREPARE points_desc AS SELECT o.id, o.user_id, o.total_points, o.created_at, o.gifted_by, o.gift_note FROM orders o WHERE o.org_id = $1 AND (CAST($2 AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM order_items i WHERE i.org_id = $1 AND i.order_id = o.id AND i.status = $2)) AND (CAST($3 AS BIGINT) IS NULL OR o.user_id = $3) AND (CAST($4 AS BIGINT) IS NULL OR EXISTS (SELECT 1 FROM order_items i WHERE i.org_id = $1 AND i.order_id = o.id AND i.product_id = $4)) AND (CAST($5 AS BIGINT) IS NULL OR o.created_at >= $5) AND (CAST($6 AS BIGINT) IS NULL OR o.created_at < $6) ORDER BY o.total_points DESC, o.id DESC LIMIT $7 OFFSET $8;
\echo '-- points, ascending: page 3 of 20'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE points(1, NULL, NULL, NULL, NULL, NULL, 20, 40);
\echo '-- points, descending: page 3 of 20'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE points_desc(1, NULL, NULL, NULL, NULL, NULL, 20, 40);
\echo '-- points, descending, pending items only'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE points_desc(1, 'pending', NULL, NULL, NULL, NULL, 20, 0);
\echo '-- newest'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE newest(1, NULL, NULL, NULL, NULL, NULL, 20, 40);
\echo '-- oldest'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE oldest(1, NULL, NULL, NULL, NULL, NULL, 20, 40);
\echo '-- points, descending: page 500 of 20 (offset paging reads the rows before the page)'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE points_desc(1, NULL, NULL, NULL, NULL, NULL, 20, 9980);
\echo '-- points, descending, without orders_org_points (before migration 0044)'
DROP INDEX orders_org_points;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE points_desc(1, NULL, NULL, NULL, NULL, NULL, 20, 40);
