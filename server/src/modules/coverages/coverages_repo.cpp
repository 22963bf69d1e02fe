#include "modules/coverages/coverages_repo.h"

#include <map>

#include "db/conn.h"
#include "modules/coverages/coverages_sql.h"

namespace aplauso::coverages {

namespace {
std::vector<PolicyRow> read_policies(db::Rows rows) {
  std::vector<PolicyRow> out;
  for (const db::Row& r : rows) {
    PolicyRow p;
    p.id = r.i64(0);
    p.insurer = r.text(1);
    p.plan_name = r.text(2);
    p.policy_number = r.text(3);
    p.kind = r.text(4);
    p.starts_on = r.text(5);
    p.ends_on = r.text(6);
    p.audience.everyone = r.i64(7) != 0;
    p.claim_instructions = r.text(8);
    p.claim_instructions_en = r.opt_text(9);
    p.contact_phone = r.opt_text(10);
    p.contact_email = r.opt_text(11);
    p.contact_link = r.opt_text(12);
    p.status = r.text(13);
    p.created_at = r.i64(14);
    p.updated_at = r.i64(15);
    out.push_back(std::move(p));
  }
  return out;
}

std::vector<DependantRow> read_dependants(db::Rows rows) {
  std::vector<DependantRow> out;
  for (const db::Row& r : rows) {
    DependantRow d;
    d.id = r.i64(0);
    d.user_id = r.i64(1);
    d.full_name = r.text(2);
    d.relationship = r.text(3);
    d.birth_date = r.text(4);
    d.national_id = r.opt_text(5);
    d.status = r.text(6);
    d.change_kind = r.opt_text(7);
    if (d.change_kind == "edit") {
      d.proposed = DependantFields{r.opt_text(8).value_or(""), r.opt_text(9).value_or(""),
                                   r.opt_text(10).value_or(""), r.opt_text(11)};
    }
    d.revision = r.i64(12);
    d.submitted_at = r.opt_i64(13);
    d.decided_by = r.opt_i64(14);
    d.decided_at = r.opt_i64(15);
    d.last_outcome = r.opt_text(16);
    d.reason = r.opt_text(17);
    d.created_at = r.i64(18);
    out.push_back(std::move(d));
  }
  return out;
}
}  // namespace

void CoveragesRepo::load_parts(db::Conn& c, OrgId org, std::vector<PolicyRow>& rows) const {
  if (rows.empty()) return;
  std::vector<std::int64_t> ids;
  std::map<std::int64_t, PolicyRow*> by_id;
  for (auto& p : rows) {
    ids.push_back(p.id);
    by_id[p.id] = &p;
  }
  const auto find = [&by_id](std::int64_t id) -> PolicyRow* {
    const auto it = by_id.find(id);
    return it == by_id.end() ? nullptr : it->second;
  };
  for (const db::Row& r : c.query(sql::kAudience, {org, ids})) {
    if (auto* p = find(r.i64(0))) structure::add_audience_row(p->audience, r.text(1), r.i64(2));
  }
  for (const db::Row& r : c.query(sql::kRows, {org, ids})) {
    if (auto* p = find(r.i64(0))) {
      p->rows.push_back({r.text(1), r.i64(2), r.opt_i64(3), r.opt_i64(4), r.text(5), r.text(6)});
    }
  }
  for (const db::Row& r : c.query(sql::kDocuments, {org, ids})) {
    if (auto* p = find(r.i64(0))) p->documents.push_back({r.text(1), r.text(2)});
  }
}

std::optional<PolicyRow> CoveragesRepo::policy(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = read_policies(c.query(sql::kPolicy, {org, id}));
  if (rows.empty()) return std::nullopt;
  load_parts(c, org, rows);
  return rows.front();
}

std::vector<PolicyRow> CoveragesRepo::all(db::Conn& c, OrgId org) const {
  auto rows = read_policies(c.query(sql::kAllPolicies, {org}));
  load_parts(c, org, rows);
  return rows;
}

std::vector<PolicyRow> CoveragesRepo::published_for(db::Conn& c, OrgId org,
                                                    std::int64_t user_id) const {
  auto rows = read_policies(c.query(sql::kPublishedFor, {org, user_id}));
  load_parts(c, org, rows);
  return rows;
}

std::int64_t CoveragesRepo::count(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kCountPolicies, {org}).value_or(0);
}

std::int64_t CoveragesRepo::insert(db::Conn& c, OrgId org, const PolicyFields& f,
                                   std::int64_t created_by, std::int64_t now) const {
  return *c.scalar(sql::kInsertPolicy,
                   {org, f.insurer, f.plan_name, f.policy_number, f.kind, f.starts_on, f.ends_on,
                    f.audience.everyone ? 1 : 0, f.claim_instructions, f.claim_instructions_en,
                    f.contact_phone, f.contact_email, f.contact_link, f.status, created_by, now});
}

void CoveragesRepo::change(db::Conn& c, OrgId org, std::int64_t id, const PolicyFields& f,
                           std::int64_t now) const {
  c.exec(sql::kChangePolicy,
         {org, id, f.insurer, f.plan_name, f.policy_number, f.kind, f.starts_on, f.ends_on,
          f.audience.everyone ? 1 : 0, f.claim_instructions, f.claim_instructions_en,
          f.contact_phone, f.contact_email, f.contact_link, f.status, now});
}

void CoveragesRepo::set_parts(db::Conn& c, OrgId org, std::int64_t id,
                              const PolicyFields& f) const {
  c.exec(sql::kDeleteAudience, {org, id});
  const auto audience = structure::audience_rows(f.audience);
  if (!audience.kinds.empty()) {
    c.exec(sql::kInsertAudience, {org, id, audience.kinds, audience.refs});
  }
  c.exec(sql::kDeleteRows, {org, id});
  if (!f.rows.empty()) {
    std::vector<std::int64_t> positions;
    std::vector<std::string> services;
    std::vector<std::int64_t> percents;
    std::vector<std::int64_t> caps;
    std::vector<std::int64_t> deductibles;
    std::vector<std::string> currencies;
    std::vector<std::string> notes;
    for (std::size_t i = 0; i < f.rows.size(); ++i) {
      const auto& r = f.rows[i];
      positions.push_back(static_cast<std::int64_t>(i));
      services.push_back(r.service);
      percents.push_back(r.percent);
      caps.push_back(r.cap_cents.value_or(-1));
      deductibles.push_back(r.deductible_cents.value_or(-1));
      currencies.push_back(r.currency);
      notes.push_back(r.notes);
    }
    c.exec(sql::kInsertRows,
           {org, id, positions, services, percents, caps, deductibles, currencies, notes});
  }
  c.exec(sql::kDeleteDocuments, {org, id});
  if (!f.documents.empty()) {
    std::vector<std::int64_t> positions;
    std::vector<std::string> keys;
    std::vector<std::string> names;
    for (std::size_t i = 0; i < f.documents.size(); ++i) {
      positions.push_back(static_cast<std::int64_t>(i));
      keys.push_back(f.documents[i].key);
      names.push_back(f.documents[i].name);
    }
    c.exec(sql::kInsertDocuments, {org, id, positions, keys, names});
  }
}

std::int64_t CoveragesRepo::count_departments(db::Conn& c, OrgId org,
                                              const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountDepartments, {org, ids}).value_or(0);
}

std::int64_t CoveragesRepo::count_groups(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountGroups, {org, ids}).value_or(0);
}

std::optional<DependantRow> CoveragesRepo::dependant(db::Conn& c, OrgId org,
                                                     std::int64_t id) const {
  auto rows = read_dependants(c.query(sql::kDependant, {org, id}));
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::vector<DependantRow> CoveragesRepo::dependants_of(db::Conn& c, OrgId org,
                                                       std::int64_t user_id) const {
  return read_dependants(c.query(sql::kDependantsOf, {org, user_id}));
}

std::int64_t CoveragesRepo::insert_dependant(db::Conn& c, OrgId org, std::int64_t user_id,
                                             const DependantFields& f, std::int64_t now) const {
  return *c.scalar(sql::kInsertDependant,
                   {org, user_id, f.full_name, f.relationship, f.birth_date, f.national_id, now});
}

bool CoveragesRepo::propose_edit(db::Conn& c, OrgId org, std::int64_t id, const DependantFields& f,
                                 std::int64_t now) const {
  return c.exec(sql::kProposeEdit,
                {org, id, f.full_name, f.relationship, f.birth_date, f.national_id, now}) > 0;
}

bool CoveragesRepo::propose_removal(db::Conn& c, OrgId org, std::int64_t id,
                                    std::int64_t now) const {
  return c.exec(sql::kProposeRemoval, {org, id, now}) > 0;
}

bool CoveragesRepo::withdraw_add(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.exec(sql::kWithdrawAdd, {org, id}) > 0;
}

bool CoveragesRepo::settle(db::Conn& c, OrgId org, const DependantRow& a,
                           std::int64_t revision) const {
  return c.exec(sql::kSettle,
                {org, a.id, a.status, a.full_name, a.relationship, a.birth_date, a.national_id,
                 a.decided_by, a.decided_at, a.last_outcome, a.reason, revision}) > 0;
}

std::vector<DependantRow> CoveragesRepo::pending(db::Conn& c, OrgId org, std::int64_t approver,
                                                 std::int64_t limit) const {
  return read_dependants(c.query(sql::kPending, {org, approver, limit}));
}

std::int64_t CoveragesRepo::pending_count(db::Conn& c, OrgId org, std::int64_t approver) const {
  return c.scalar(sql::kPendingCount, {org, approver}).value_or(0);
}

std::vector<DependantRow> CoveragesRepo::policy_dependants(db::Conn& c, OrgId org,
                                                           std::int64_t policy) const {
  return read_dependants(c.query(sql::kPolicyDependants, {org, policy}));
}

std::vector<RenewalDue> CoveragesRepo::renewal_due(db::Conn& c, const std::string& from,
                                                   const std::string& to) const {
  std::vector<RenewalDue> out;
  for (const db::Row& r : c.query(sql::kRenewalDue, {from, to})) {
    out.push_back({r.i64(0), r.i64(1), r.text(2), r.text(3), r.text(4)});
  }
  return out;
}

bool CoveragesRepo::mark_reminded(db::Conn& c, OrgId org, std::int64_t id,
                                  const std::string& ends_on) const {
  return c.exec(sql::kMarkReminded, {org, id, ends_on}) > 0;
}

std::vector<std::int64_t> CoveragesRepo::admins(db::Conn& c, OrgId org) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kAdmins, {org})) out.push_back(r.i64(0));
  return out;
}

void CoveragesRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  for (const auto* st : {&sql::kForgetDependants, &sql::kForgetDecider, &sql::kForgetCreator}) {
    c.exec(*st, {org, user_id});
  }
}

}  // namespace aplauso::coverages
