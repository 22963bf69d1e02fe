#include "modules/benefits/benefits_repo.h"

#include "db/conn.h"
#include "modules/benefits/benefits_sql.h"

namespace aplauso::benefits {

namespace {
std::vector<BenefitRow> read_benefits(db::Rows rows) {
  std::vector<BenefitRow> out;
  for (const db::Row& r : rows) {
    BenefitRow b;
    b.id = r.i64(0);
    b.title = r.text(1);
    b.title_en = r.opt_text(2);
    b.description = r.text(3);
    b.description_en = r.opt_text(4);
    b.image_key = r.opt_text(5);
    b.provider = r.text(6);
    b.category = r.text(7);
    b.country = r.opt_text(8);
    b.how_to_use = r.text(9);
    b.code = r.opt_text(10);
    b.link = r.opt_text(11);
    b.contact = r.opt_text(12);
    b.valid_from = r.opt_text(13);
    b.valid_until = r.opt_text(14);
    b.mode = r.text(15);
    b.approval = r.text(16);
    b.price_points = r.i64(17);
    b.eligibility.min_tenure_months = r.opt_i64(18);
    b.status = r.text(19);
    b.version = r.i64(20);
    b.created_at = r.i64(21);
    b.updated_at = r.i64(22);
    out.push_back(std::move(b));
  }
  return out;
}

std::vector<RequestRow> read_requests(db::Rows rows) {
  std::vector<RequestRow> out;
  for (const db::Row& r : rows) {
    RequestRow q;
    q.id = r.i64(0);
    q.benefit_id = r.i64(1);
    q.benefit_title = r.text(2);
    q.benefit_title_en = r.opt_text(3);
    q.user_id = r.i64(4);
    q.status = r.text(5);
    q.note = r.text(6);
    q.price_points = r.i64(7);
    q.approval = r.text(8);
    q.decided_by = r.opt_i64(9);
    q.decided_at = r.opt_i64(10);
    q.reason = r.opt_text(11);
    q.created_at = r.i64(12);
    out.push_back(std::move(q));
  }
  return out;
}

std::vector<PersonFacts> read_people(db::Rows rows) {
  std::vector<PersonFacts> out;
  for (const db::Row& r : rows) {
    out.push_back(
        {r.i64(0), r.opt_i64(1), r.opt_text(2), r.opt_text(3), r.opt_text(4), {}, r.opt_text(5)});
  }
  return out;
}

std::vector<std::int64_t> read_ids(db::Rows rows) {
  std::vector<std::int64_t> out;
  for (const db::Row& r : rows) out.push_back(r.i64(0));
  return out;
}

}  // namespace

std::optional<BenefitRow> BenefitsRepo::benefit(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = read_benefits(c.query(sql::kBenefit, {org, id}));
  if (rows.empty()) return std::nullopt;
  load_eligibility(c, org, rows);
  return rows.front();
}

std::vector<BenefitRow> BenefitsRepo::by_status(db::Conn& c, OrgId org,
                                                const std::string& status) const {
  auto rows = read_benefits(c.query(sql::kByStatus, {org, status}));
  load_eligibility(c, org, rows);
  return rows;
}

std::vector<BenefitRow> BenefitsRepo::all(db::Conn& c, OrgId org) const {
  auto rows = read_benefits(c.query(sql::kAll, {org}));
  load_eligibility(c, org, rows);
  return rows;
}

std::int64_t BenefitsRepo::count(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kCount, {org}).value_or(0);
}

std::int64_t BenefitsRepo::insert(db::Conn& c, OrgId org, const BenefitFields& f,
                                  std::int64_t created_by, std::int64_t now) const {
  return *c.scalar(sql::kInsert, {org,
                                  f.title,
                                  f.title_en,
                                  f.description,
                                  f.description_en,
                                  f.image_key,
                                  f.provider,
                                  f.category,
                                  f.country,
                                  f.how_to_use,
                                  f.code,
                                  f.link,
                                  f.contact,
                                  f.valid_from,
                                  f.valid_until,
                                  f.mode,
                                  f.approval,
                                  f.price_points,
                                  f.eligibility.min_tenure_months,
                                  f.status,
                                  created_by,
                                  now});
}

void BenefitsRepo::update(db::Conn& c, OrgId org, std::int64_t id, const BenefitFields& f,
                          std::int64_t now) const {
  c.exec(sql::kUpdate, {org,
                        id,
                        f.title,
                        f.title_en,
                        f.description,
                        f.description_en,
                        f.image_key,
                        f.provider,
                        f.category,
                        f.country,
                        f.how_to_use,
                        f.code,
                        f.link,
                        f.contact,
                        f.valid_from,
                        f.valid_until,
                        f.mode,
                        f.approval,
                        f.price_points,
                        f.eligibility.min_tenure_months,
                        f.status,
                        now});
}

void BenefitsRepo::load_eligibility(db::Conn& c, OrgId org, std::vector<BenefitRow>& rows) const {
  if (rows.empty()) return;
  std::vector<std::int64_t> ids;
  std::map<std::int64_t, BenefitRow*> by_id;
  for (auto& b : rows) {
    ids.push_back(b.id);
    by_id[b.id] = &b;
  }
  for (const db::Row& r : c.query(sql::kEligibility, {org, ids})) {
    const auto it = by_id.find(r.i64(0));
    if (it == by_id.end()) continue;
    Eligibility& e = it->second->eligibility;
    const std::string kind = r.text(1);
    if (kind == "department") e.departments.push_back(r.i64(2));
    if (kind == "group") e.groups.push_back(r.i64(2));
    if (kind == "country") e.countries.push_back(r.text(3));
    if (kind == "contract_type") e.contract_types.push_back(r.text(3));
  }
}

void BenefitsRepo::set_eligibility(db::Conn& c, OrgId org, std::int64_t id,
                                   const Eligibility& e) const {
  c.exec(sql::kDeleteEligibility, {org, id});
  std::vector<std::string> kinds;
  std::vector<std::int64_t> refs;
  std::vector<std::string> texts;
  for (auto d : e.departments) {
    kinds.emplace_back("department");
    refs.push_back(d);
    texts.emplace_back("");
  }
  for (auto g : e.groups) {
    kinds.emplace_back("group");
    refs.push_back(g);
    texts.emplace_back("");
  }
  for (const auto& country : e.countries) {
    kinds.emplace_back("country");
    refs.push_back(0);
    texts.push_back(country);
  }
  for (const auto& contract : e.contract_types) {
    kinds.emplace_back("contract_type");
    refs.push_back(0);
    texts.push_back(contract);
  }
  if (!kinds.empty()) c.exec(sql::kInsertEligibility, {org, id, kinds, refs, texts});
}

std::int64_t BenefitsRepo::count_departments(db::Conn& c, OrgId org,
                                             const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountDepartments, {org, ids}).value_or(0);
}

std::int64_t BenefitsRepo::count_groups(db::Conn& c, OrgId org,
                                        const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountGroups, {org, ids}).value_or(0);
}

std::vector<VersionRow> BenefitsRepo::versions(db::Conn& c, OrgId org, std::int64_t id) const {
  std::vector<VersionRow> out;
  for (const db::Row& r : c.query(sql::kVersions, {org, id})) {
    out.push_back({r.i64(0), r.i64(1), r.opt_i64(2), r.text(3)});
  }
  return out;
}

void BenefitsRepo::insert_version(db::Conn& c, OrgId org, std::int64_t id,
                                  const VersionRow& v) const {
  c.exec(sql::kInsertVersion, {org, id, v.version, v.changed_by, v.changed_at, v.before});
}

std::optional<PersonFacts> BenefitsRepo::person(db::Conn& c, OrgId org,
                                                std::int64_t user_id) const {
  auto people = read_people(c.query(sql::kPerson, {org, user_id}));
  if (people.empty()) return std::nullopt;
  for (const db::Row& r : c.query(sql::kPersonGroups, {org, user_id})) {
    people.front().groups.push_back(r.i64(1));
  }
  return people.front();
}

std::vector<PersonFacts> BenefitsRepo::active_people(db::Conn& c, OrgId org) const {
  auto people = read_people(c.query(sql::kActivePeople, {org}));
  std::map<std::int64_t, PersonFacts*> by_id;
  for (auto& p : people) by_id[p.id] = &p;
  for (const db::Row& r : c.query(sql::kActiveGroups, {org})) {
    if (const auto it = by_id.find(r.i64(0)); it != by_id.end()) {
      it->second->groups.push_back(r.i64(1));
    }
  }
  return people;
}

std::optional<std::int64_t> BenefitsRepo::leader_of(db::Conn& c, OrgId org,
                                                    std::int64_t user_id) const {
  return c.scalar(sql::kLeaderOf, {org, user_id});
}

std::vector<std::int64_t> BenefitsRepo::admins(db::Conn& c, OrgId org) const {
  return read_ids(c.query(sql::kAdmins, {org}));
}

std::optional<RequestRow> BenefitsRepo::request(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = read_requests(c.query(sql::kRequest, {org, id}));
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::vector<RequestRow> BenefitsRepo::latest_of_person(db::Conn& c, OrgId org,
                                                       std::int64_t user_id) const {
  return read_requests(c.query(sql::kLatestOfPerson, {org, user_id}));
}

std::vector<RequestRow> BenefitsRepo::of_person(db::Conn& c, OrgId org, std::int64_t user_id,
                                                std::int64_t limit, std::int64_t offset) const {
  return read_requests(c.query(sql::kOfPerson, {org, user_id, limit, offset}));
}

std::vector<RequestRow> BenefitsRepo::admin_requests(db::Conn& c, OrgId org,
                                                     const std::optional<std::string>& status,
                                                     std::optional<std::int64_t> benefit,
                                                     std::int64_t limit,
                                                     std::int64_t offset) const {
  if (status && benefit) {
    return read_requests(
        c.query(sql::kAdminRequestsByBoth, {org, limit, offset, *status, *benefit}));
  }
  if (status)
    return read_requests(c.query(sql::kAdminRequestsByStatus, {org, limit, offset, *status}));
  if (benefit) {
    return read_requests(c.query(sql::kAdminRequestsByBenefit, {org, limit, offset, *benefit}));
  }
  return read_requests(c.query(sql::kAdminRequests, {org, limit, offset}));
}

std::map<std::int64_t, std::map<std::string, std::int64_t>> BenefitsRepo::status_counts(
    db::Conn& c, OrgId org) const {
  std::map<std::int64_t, std::map<std::string, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kStatusCounts, {org})) {
    out[r.i64(0)][r.text(1)] = r.i64(2);
  }
  return out;
}

std::optional<std::int64_t> BenefitsRepo::insert_request(db::Conn& c, OrgId org,
                                                         const RequestRow& r) const {
  return c.scalar(sql::kInsertRequest, {org, r.benefit_id, r.user_id, r.status, r.note,
                                        r.price_points, r.approval, r.decided_at, r.created_at});
}

bool BenefitsRepo::settle(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                          std::optional<std::int64_t> actor, std::int64_t now,
                          const std::optional<std::string>& reason) const {
  return c.exec(sql::kSettle, {org, id, status, actor, now, reason}) > 0;
}

std::vector<RequestRow> BenefitsRepo::pending_for(db::Conn& c, OrgId org, std::int64_t approver,
                                                  bool admin, std::int64_t limit) const {
  return read_requests(c.query(sql::kPendingFor, {org, approver, admin ? 1 : 0, limit}));
}

std::int64_t BenefitsRepo::pending_count(db::Conn& c, OrgId org, std::int64_t approver,
                                         bool admin) const {
  return c.scalar(sql::kPendingCount, {org, approver, admin ? 1 : 0}).value_or(0);
}

std::vector<RequestRow> BenefitsRepo::pending_of_person(db::Conn& c, OrgId org,
                                                        std::int64_t user_id) const {
  return read_requests(c.query(sql::kPendingOfPerson, {org, user_id}));
}

void BenefitsRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  for (const auto* st : {&sql::kForgetRequests, &sql::kForgetDecider, &sql::kForgetVersionAuthor,
                         &sql::kForgetCreator}) {
    c.exec(*st, {org, user_id});
  }
}

}  // namespace aplauso::benefits
