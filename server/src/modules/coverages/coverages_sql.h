// SQL of the coverages module: policies with their audience, coverage table and documents, and
// the employees' dependants. People (users, departments, communication_groups,
// communication_group_members) are read, never written.
#pragma once

#include "db/statement.h"

namespace aplauso::coverages::sql {

// Whether person `who` (an SQL expression) is in policy p's audience: everyone, their department
// or one of their communication groups.
#define APLAUSO_COVERAGE_SEES(p, who)                                                        \
  "(" #p                                                                                     \
  ".audience_everyone = 1 OR EXISTS (SELECT 1 FROM coverage_audience ca WHERE ca.org_id "    \
  "= " #p ".org_id AND ca.policy_id = " #p                                                   \
  ".id AND ((ca.kind = 'department' AND ca.ref_id = (SELECT cu.department_id FROM users cu " \
  "WHERE cu.org_id = " #p ".org_id AND cu.id = " who                                         \
  ")) OR (ca.kind = 'group' AND ca.ref_id IN (SELECT cg.group_id FROM "                      \
  "communication_group_members cg WHERE cg.org_id = " #p ".org_id AND cg.user_id = " who ")))))"

// A policy row (read_policies in coverages_repo.cpp reads this order).
#define APLAUSO_COVERAGE_POLICY_COLUMNS                                                           \
  "SELECT p.id, p.insurer, p.plan_name, p.policy_number, p.kind, p.starts_on, p.ends_on, "        \
  "p.audience_everyone, p.claim_instructions, p.claim_instructions_en, p.contact_phone, "         \
  "p.contact_email, p.contact_link, p.status, p.created_at, p.updated_at FROM coverage_policies " \
  "p "

inline constexpr db::Statement kPolicy{
    "coverages.policy", APLAUSO_COVERAGE_POLICY_COLUMNS "WHERE p.org_id = $1 AND p.id = $2"};
// Every policy (the console), published first, by end date.
inline constexpr db::Statement kAllPolicies{
    "coverages.all_policies", APLAUSO_COVERAGE_POLICY_COLUMNS
    "WHERE p.org_id = $1 ORDER BY p.status DESC, p.ends_on, p.id LIMIT 200"};
// The published policies member $2 is in the audience of.
inline constexpr db::Statement kPublishedFor{
    "coverages.published_for", APLAUSO_COVERAGE_POLICY_COLUMNS
    "WHERE p.org_id = $1 AND p.status = 'published' AND " APLAUSO_COVERAGE_SEES(
        p, "$2") " ORDER BY p.kind, p.ends_on, p.id LIMIT 200"};
inline constexpr db::Statement kCountPolicies{
    "coverages.count_policies", "SELECT COUNT(*) FROM coverage_policies WHERE org_id = $1"};
inline constexpr db::Statement kInsertPolicy{
    "coverages.insert_policy",
    "INSERT INTO coverage_policies (org_id, insurer, plan_name, policy_number, kind, starts_on, "
    "ends_on, audience_everyone, claim_instructions, claim_instructions_en, contact_phone, "
    "contact_email, contact_link, status, created_by, created_at, updated_at) VALUES ($1, $2, $3, "
    "$4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) RETURNING id"};
inline constexpr db::Statement kChangePolicy{
    "coverages.change_policy",
    "UPDATE coverage_policies SET insurer = $3, plan_name = $4, policy_number = $5, kind = $6, "
    "starts_on = $7, ends_on = $8, audience_everyone = $9, claim_instructions = $10, "
    "claim_instructions_en = $11, contact_phone = $12, contact_email = $13, contact_link = $14, "
    "status = $15, updated_at = $16 WHERE org_id = $1 AND id = $2"};

// Audience rows of policies $2 (an array).
inline constexpr db::Statement kAudience{
    "coverages.audience",
    "SELECT policy_id, kind, ref_id FROM coverage_audience WHERE org_id = $1 AND policy_id "
    "{{ANY_INT $2}} ORDER BY policy_id, kind, ref_id"};
inline constexpr db::Statement kDeleteAudience{
    "coverages.delete_audience",
    "DELETE FROM coverage_audience WHERE org_id = $1 AND policy_id = $2"};
inline constexpr db::Statement kInsertAudience{
    "coverages.insert_audience",
    "INSERT INTO coverage_audience (org_id, policy_id, kind, ref_id) SELECT CAST($1 AS BIGINT), "
    "CAST($2 AS BIGINT), x.kind, x.ref_id FROM {{ZIP x kind:TEXT $3 ref_id:INT $4}}"};
inline constexpr db::Statement kCountDepartments{
    "coverages.count_departments",
    "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountGroups{
    "coverages.count_groups",
    "SELECT COUNT(*) FROM communication_groups WHERE org_id = $1 AND id {{ANY_INT $2}}"};

// Coverage table rows of policies $2 (an array); -1 stands for no cap or no deductible.
inline constexpr db::Statement kRows{
    "coverages.rows",
    "SELECT policy_id, service, percent, cap_cents, deductible_cents, currency, notes FROM "
    "coverage_rows WHERE org_id = $1 AND policy_id {{ANY_INT $2}} ORDER BY policy_id, position"};
inline constexpr db::Statement kDeleteRows{
    "coverages.delete_rows", "DELETE FROM coverage_rows WHERE org_id = $1 AND policy_id = $2"};
inline constexpr db::Statement kInsertRows{
    "coverages.insert_rows",
    "INSERT INTO coverage_rows (org_id, policy_id, position, service, percent, cap_cents, "
    "deductible_cents, currency, notes) SELECT CAST($1 AS BIGINT), CAST($2 AS BIGINT), "
    "x.position, x.service, x.percent, NULLIF(x.cap, -1), NULLIF(x.deductible, -1), x.currency, "
    "x.notes FROM {{ZIP x position:INT $3 service:TEXT $4 percent:INT $5 cap:INT $6 "
    "deductible:INT $7 currency:TEXT $8 notes:TEXT $9}}"};

inline constexpr db::Statement kDocuments{
    "coverages.documents",
    "SELECT policy_id, storage_key, name FROM coverage_documents WHERE org_id = $1 AND policy_id "
    "{{ANY_INT $2}} ORDER BY policy_id, position"};
inline constexpr db::Statement kDeleteDocuments{
    "coverages.delete_documents",
    "DELETE FROM coverage_documents WHERE org_id = $1 AND policy_id = $2"};
inline constexpr db::Statement kInsertDocuments{
    "coverages.insert_documents",
    "INSERT INTO coverage_documents (org_id, policy_id, position, storage_key, name) SELECT "
    "CAST($1 AS BIGINT), CAST($2 AS BIGINT), x.position, x.storage_key, x.name FROM {{ZIP x "
    "position:INT $3 storage_key:TEXT $4 name:TEXT $5}}"};

// --- Dependants ----------------------------------------------------------------------------------
#define APLAUSO_COVERAGE_DEPENDANT_COLUMNS                                                       \
  "SELECT d.id, d.user_id, d.full_name, d.relationship, d.birth_date, d.national_id, d.status, " \
  "d.change_kind, d.new_full_name, d.new_relationship, d.new_birth_date, d.new_national_id, "    \
  "d.revision, d.submitted_at, d.decided_by, d.decided_at, d.last_outcome, d.reason, "           \
  "d.created_at FROM coverage_dependants d "

inline constexpr db::Statement kDependant{
    "coverages.dependant", APLAUSO_COVERAGE_DEPENDANT_COLUMNS "WHERE d.org_id = $1 AND d.id = $2"};
// Person $2's dependants (not the removed ones), oldest first.
inline constexpr db::Statement kDependantsOf{
    "coverages.dependants_of", APLAUSO_COVERAGE_DEPENDANT_COLUMNS
    "WHERE d.org_id = $1 AND d.user_id = $2 AND d.status <> 'removed' ORDER BY d.id LIMIT 100"};
inline constexpr db::Statement kInsertDependant{
    "coverages.insert_dependant",
    "INSERT INTO coverage_dependants (org_id, user_id, full_name, relationship, birth_date, "
    "national_id, status, change_kind, revision, submitted_at, created_at) VALUES ($1, $2, $3, "
    "$4, $5, $6, 'pending', 'add', 1, $7, $7) RETURNING id"};
// An active dependant with no change waiting: an edit ($3..$6 the new fields) or a removal.
inline constexpr db::Statement kProposeEdit{
    "coverages.propose_edit",
    "UPDATE coverage_dependants SET change_kind = 'edit', new_full_name = $3, new_relationship = "
    "$4, new_birth_date = $5, new_national_id = $6, revision = revision + 1, submitted_at = $7 "
    "WHERE org_id = $1 AND id = $2 AND status = 'active' AND change_kind IS NULL"};
inline constexpr db::Statement kProposeRemoval{
    "coverages.propose_removal",
    "UPDATE coverage_dependants SET change_kind = 'remove', revision = revision + 1, "
    "submitted_at = $3 WHERE org_id = $1 AND id = $2 AND status = 'active' AND change_kind IS "
    "NULL"};
// A dependant never approved (waiting or rejected), withdrawn by its employee.
inline constexpr db::Statement kWithdrawAdd{
    "coverages.withdraw_add",
    "DELETE FROM coverage_dependants WHERE org_id = $1 AND id = $2 AND status IN ('pending', "
    "'rejected')"};
// The one statement that makes a decision happen once: only the revision it was read with.
inline constexpr db::Statement kSettle{
    "coverages.settle",
    "UPDATE coverage_dependants SET status = $3, full_name = $4, relationship = $5, birth_date = "
    "$6, national_id = $7, change_kind = NULL, new_full_name = NULL, new_relationship = NULL, "
    "new_birth_date = NULL, new_national_id = NULL, revision = revision + 1, decided_by = $8, "
    "decided_at = $9, last_outcome = $10, reason = $11 WHERE org_id = $1 AND id = $2 AND "
    "revision = $12 AND change_kind IS NOT NULL"};
// Changes waiting for HR, oldest first (not the approver's own, $2).
inline constexpr db::Statement kPending{
    "coverages.pending", APLAUSO_COVERAGE_DEPENDANT_COLUMNS
    "WHERE d.org_id = $1 AND d.change_kind IS NOT NULL AND d.user_id <> $2 ORDER BY "
    "d.submitted_at, d.id LIMIT $3"};
inline constexpr db::Statement kPendingCount{
    "coverages.pending_count",
    "SELECT COUNT(*) FROM coverage_dependants WHERE org_id = $1 AND change_kind IS NOT NULL AND "
    "user_id <> $2"};
// The dependants (active or waiting) of the people in policy $2's audience.
inline constexpr db::Statement kPolicyDependants{
    "coverages.policy_dependants",
    APLAUSO_COVERAGE_DEPENDANT_COLUMNS
    "JOIN coverage_policies p ON p.org_id = d.org_id AND p.id = $2 JOIN users u ON u.org_id = "
    "d.org_id AND u.id = d.user_id WHERE d.org_id = $1 AND d.status IN ('pending', 'active') AND "
    "u.erased_at IS NULL AND " APLAUSO_COVERAGE_SEES(p, "d.user_id") " ORDER BY d.user_id, d.id "
                                                                     "LIMIT 5000"};

// --- Renewal reminders ---------------------------------------------------------------------------
// Published policies ending between $1 and $2 (days) not yet reminded of for that end, in
// organisations with the module on, a batch at a time.
inline constexpr db::Statement kRenewalDue{
    "coverages.renewal_due",
    "SELECT p.org_id, p.id, p.insurer, p.plan_name, p.ends_on FROM coverage_policies p WHERE "
    "p.status = 'published' AND p.ends_on >= $1 AND p.ends_on <= $2 AND (p.renewal_reminded_for "
    "IS NULL OR p.renewal_reminded_for <> p.ends_on) AND EXISTS (SELECT 1 FROM org_services s "
    "WHERE s.org_id = p.org_id AND s.service = 'coverages' AND s.enabled = 1) ORDER BY p.ends_on, "
    "p.id LIMIT 200"};
// Marks the reminder for end $3; 0 rows when another node did it first.
inline constexpr db::Statement kMarkReminded{
    "coverages.mark_reminded",
    "UPDATE coverage_policies SET renewal_reminded_for = $3 WHERE org_id = $1 AND id = $2 AND "
    "(renewal_reminded_for IS NULL OR renewal_reminded_for <> $3)"};
inline constexpr db::Statement kAdmins{
    "coverages.admins",
    "SELECT id FROM users WHERE org_id = $1 AND user_type = 'admin' AND active = 1 AND erased_at "
    "IS NULL ORDER BY id LIMIT 50"};

// --- A person erased (ADR 0018) ----------------------------------------------------------------
inline constexpr db::Statement kForgetDependants{
    "coverages.forget_dependants",
    "DELETE FROM coverage_dependants WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetDecider{
    "coverages.forget_decider",
    "UPDATE coverage_dependants SET decided_by = NULL WHERE org_id = $1 AND decided_by = $2"};
inline constexpr db::Statement kForgetCreator{
    "coverages.forget_creator",
    "UPDATE coverage_policies SET created_by = NULL WHERE org_id = $1 AND created_by = $2"};

}  // namespace aplauso::coverages::sql
