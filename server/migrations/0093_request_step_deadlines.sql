-- Deadlines per approval step (issue 33, BEN-4; docs/requests.md): a step of a type's chain may
-- give its approvers a number of days (`deadline_days` in the chain's JSON, kept in each
-- request's copy too), counted from when the step became pending. The request row keeps the
-- due time of the step waiting now and whether its approvers were reminded; both are reset when
-- the request moves to its next step. The type's deadline (sla_days, due_at) is unchanged.
ALTER TABLE requests ADD COLUMN step_due_at {{TIMESTAMP}};
ALTER TABLE requests ADD COLUMN step_reminded {{BOOL}} NOT NULL DEFAULT 0;
-- The reminders job: pending steps past their deadline whose approvers were not reminded, in
-- every organisation.
CREATE INDEX requests_step_remind ON requests (step_due_at)
  WHERE status = 'pending' AND step_reminded = 0 AND step_due_at IS NOT NULL;
-- The approvers' list puts overdue steps first: the steps any admin decides, past their
-- deadline, most overdue first (the other lists read one person's few pending steps).
CREATE INDEX requests_step_due ON requests (org_id, step_due_at)
  WHERE status = 'pending' AND step_due_at IS NOT NULL;
