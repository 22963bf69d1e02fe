-- Parallel steps of a request's approval chain (BEN-4 "parallel/serial"; docs/requests.md,
-- ADR 0082): a step decided by several named people, every one of them ("all") or the first
-- ("any"). While a request waits on such a step, `parallel` is 1 (approver_id stays NULL, and
-- the admins' list leaves it out) and request_approvers holds who still has to decide it.
ALTER TABLE requests ADD COLUMN parallel {{BOOL}} NOT NULL DEFAULT 0;

CREATE TABLE request_approvers (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  request_id BIGINT NOT NULL REFERENCES requests(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (org_id, request_id, user_id)
);
-- What waits for one person among several.
CREATE INDEX request_approvers_person ON request_approvers (org_id, user_id, request_id);
-- What waits for any admin: pending, nobody named, not a parallel step. The general index
-- (requests_approver) also holds the parallel steps' rows (approver_id NULL too), which the
-- admins' list would step over (172 ms with 30,000 pending parallel steps; bench note in
-- docs/requests.md).
CREATE INDEX requests_admin_steps ON requests (org_id, created_at, id)
  WHERE status = 'pending' AND approver_id IS NULL AND parallel = 0;
