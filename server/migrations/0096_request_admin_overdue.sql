-- The admins' "Vencidas" (GET /org/requests?overdue=true; docs/requests.md): a pending request is
-- overdue once the type's deadline (due_at) or its current step's own (step_due_at) has passed,
-- and the most overdue comes first: the list is ordered by the earlier of the two. This index
-- holds exactly that expression (requests_sql.h's kAdminOverdue writes it the same way, which
-- both engines need to match it), per organisation, over the pending requests only.
CREATE INDEX requests_first_due ON requests (org_id, (CASE WHEN step_due_at IS NULL OR due_at < step_due_at THEN due_at ELSE step_due_at END), id)
  WHERE status = 'pending';
-- It replaces the type's deadline index of 0074, which served only that list.
DROP INDEX requests_due;
