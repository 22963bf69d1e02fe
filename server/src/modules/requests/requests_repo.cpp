#include "modules/requests/requests_repo.h"

#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "db/conn.h"
#include "modules/requests/requests_sql.h"

namespace aplauso::requests {

namespace json = boost::json;

std::string chain_text(const std::vector<Step>& steps) {
  json::array out;
  for (const auto& s : steps) {
    json::object o{{"approver", s.approver}};
    if (s.user_id) o["user_id"] = *s.user_id;
    if (s.approver == "people") {
      o["user_ids"] = json::array(s.user_ids.begin(), s.user_ids.end());
      o["rule"] = s.rule;
    }
    if (s.deadline_days) o["deadline_days"] = *s.deadline_days;
    out.push_back(std::move(o));
  }
  return json::serialize(out);
}

std::vector<Step> chain_of(const std::string& text) {
  std::vector<Step> out;
  const json::value v = json::parse(text);
  for (const auto& item : v.as_array()) {
    const auto& o = item.as_object();
    Step s;
    s.approver = std::string(o.at("approver").as_string());
    if (const auto* id = o.if_contains("user_id"); id != nullptr && id->is_int64()) {
      s.user_id = id->as_int64();
    }
    if (const auto* ids = o.if_contains("user_ids"); ids != nullptr && ids->is_array()) {
      for (const auto& id : ids->as_array()) {
        if (id.is_int64()) s.user_ids.push_back(id.as_int64());
      }
    }
    if (const auto* rule = o.if_contains("rule"); rule != nullptr && rule->is_string()) {
      s.rule = std::string(rule->as_string());
    }
    if (const auto* days = o.if_contains("deadline_days"); days != nullptr && days->is_int64()) {
      s.deadline_days = days->as_int64();
    }
    out.push_back(std::move(s));
  }
  return out;
}

namespace {
std::vector<TypeRow> read_types(db::Rows rows) {
  std::vector<TypeRow> out;
  for (const db::Row& r : rows) {
    TypeRow t;
    t.id = r.i64(0);
    t.name = r.text(1);
    t.name_en = r.opt_text(2);
    t.description = r.text(3);
    t.description_en = r.opt_text(4);
    t.form_id = r.text(5);
    t.sla_days = r.opt_i64(6);
    t.steps = chain_of(r.text(7));
    t.status = r.text(8);
    t.created_at = r.i64(9);
    t.updated_at = r.i64(10);
    out.push_back(std::move(t));
  }
  return out;
}

std::vector<RequestRow> read_requests(db::Rows rows) {
  std::vector<RequestRow> out;
  for (const db::Row& r : rows) {
    RequestRow q;
    q.id = r.i64(0);
    q.type_id = r.i64(1);
    q.type_name = r.text(2);
    q.type_name_en = r.opt_text(3);
    q.form_id = r.text(4);
    q.user_id = r.i64(5);
    q.form_version = r.i64(6);
    q.answers = r.text(7);
    q.status = r.text(8);
    q.chain = chain_of(r.text(9));
    q.step = r.i64(10);
    q.approver_id = r.opt_i64(11);
    q.due_at = r.opt_i64(12);
    q.created_at = r.i64(13);
    q.updated_at = r.i64(14);
    q.decided_at = r.opt_i64(15);
    q.parallel = r.i64(16) != 0;
    q.step_due_at = r.opt_i64(17);
    out.push_back(std::move(q));
  }
  return out;
}

std::vector<std::int64_t> read_ids(db::Rows rows) {
  std::vector<std::int64_t> out;
  for (const db::Row& r : rows) out.push_back(r.i64(0));
  return out;
}

std::vector<Overdue> read_overdue(db::Rows rows) {
  std::vector<Overdue> out;
  for (const db::Row& r : rows) out.push_back({OrgId{r.i64(0)}, r.i64(1), r.i64(2)});
  return out;
}
}  // namespace

std::optional<TypeRow> RequestsRepo::type(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = read_types(c.query(sql::kType, {org, id}));
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

std::vector<TypeRow> RequestsRepo::types(db::Conn& c, OrgId org,
                                         const std::optional<std::string>& status) const {
  if (status) return read_types(c.query(sql::kTypesByStatus, {org, *status}));
  return read_types(c.query(sql::kTypesAll, {org}));
}

std::int64_t RequestsRepo::type_count(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kTypeCount, {org}).value_or(0);
}

std::int64_t RequestsRepo::insert_type(db::Conn& c, OrgId org, const TypeFields& f,
                                       const std::string& form_id, std::int64_t created_by,
                                       std::int64_t now) const {
  return *c.scalar(sql::kInsertType,
                   {org, f.name, f.name_en, f.description, f.description_en, form_id, f.sla_days,
                    chain_text(f.steps), f.status, created_by, now});
}

void RequestsRepo::update_type(db::Conn& c, OrgId org, std::int64_t id, const TypeFields& f,
                               std::int64_t now) const {
  c.exec(sql::kChangeType, {org, id, f.name, f.name_en, f.description, f.description_en, f.sla_days,
                            chain_text(f.steps), f.status, now});
}

std::map<std::int64_t, std::int64_t> RequestsRepo::pending_per_type(db::Conn& c, OrgId org) const {
  std::map<std::int64_t, std::int64_t> out;
  for (const db::Row& r : c.query(sql::kPendingPerType, {org})) out[r.i64(0)] = r.i64(1);
  return out;
}

std::optional<RequestRow> RequestsRepo::request(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = read_requests(c.query(sql::kRequest, {org, id}));
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

std::vector<RequestRow> RequestsRepo::of_person(db::Conn& c, OrgId org, std::int64_t user_id,
                                                std::int64_t limit, std::int64_t offset) const {
  return read_requests(c.query(sql::kOfPerson, {org, user_id, limit, offset}));
}

std::int64_t RequestsRepo::insert_request(db::Conn& c, OrgId org, const RequestRow& r) const {
  return *c.scalar(sql::kInsertRequest, {org, r.type_id, r.user_id, r.form_version, r.answers,
                                         r.status, chain_text(r.chain), r.approver_id, r.due_at,
                                         r.created_at, r.decided_at, r.parallel, r.step_due_at});
}

bool RequestsRepo::advance(db::Conn& c, OrgId org, std::int64_t id, std::int64_t from,
                           std::int64_t to, std::optional<std::int64_t> approver, bool parallel,
                           std::optional<std::int64_t> step_due_at, std::int64_t now) const {
  return c.exec(sql::kAdvance, {org, id, from, to, approver, now, parallel, step_due_at}) > 0;
}

bool RequestsRepo::hold_step(db::Conn& c, OrgId org, std::int64_t id, std::int64_t at,
                             std::int64_t now) const {
  return c.exec(sql::kHoldStep, {org, id, at, now}) > 0;
}

void RequestsRepo::add_approvers(db::Conn& c, OrgId org, std::int64_t id,
                                 const std::vector<std::int64_t>& people) const {
  for (const auto person : people) c.defer(sql::kAddApprover, {org, id, person});
}

bool RequestsRepo::remove_approver(db::Conn& c, OrgId org, std::int64_t id,
                                   std::int64_t user_id) const {
  return c.exec(sql::kRemoveApprover, {org, id, user_id}) > 0;
}

void RequestsRepo::clear_approvers(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kClearApprovers, {org, id});
}

std::int64_t RequestsRepo::approvers_left(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.scalar(sql::kApproversLeft, {org, id}).value_or(0);
}

bool RequestsRepo::is_approver(db::Conn& c, OrgId org, std::int64_t id,
                               std::int64_t user_id) const {
  return c.scalar(sql::kIsApprover, {org, id, user_id}).value_or(0) > 0;
}

std::map<std::int64_t, std::vector<std::int64_t>> RequestsRepo::approvers_of(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  std::map<std::int64_t, std::vector<std::int64_t>> out;
  if (ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kApproversOf, {org, ids})) {
    out[r.i64(0)].push_back(r.i64(1));
  }
  return out;
}

bool RequestsRepo::settle(db::Conn& c, OrgId org, std::int64_t id, std::int64_t at,
                          const std::string& status, std::int64_t now) const {
  return c.exec(sql::kSettle, {org, id, at, status, now}) > 0;
}

std::vector<RequestRow> RequestsRepo::admin_list(db::Conn& c, OrgId org, const AdminFilter& f,
                                                 std::int64_t now, std::int64_t limit,
                                                 std::int64_t offset) const {
  if (f.overdue) return read_requests(c.query(sql::kAdminOverdue, {org, now, limit, offset}));
  if (f.type_id && f.status) {
    return read_requests(
        c.query(sql::kAdminTypeStatus, {org, *f.type_id, *f.status, limit, offset}));
  }
  if (f.type_id) return read_requests(c.query(sql::kAdminType, {org, *f.type_id, limit, offset}));
  if (f.status) return read_requests(c.query(sql::kAdminStatus, {org, *f.status, limit, offset}));
  return read_requests(c.query(sql::kAdminAll, {org, limit, offset}));
}

std::vector<RequestRow> RequestsRepo::pending_for(db::Conn& c, OrgId org, std::int64_t approver,
                                                  std::int64_t limit) const {
  return read_requests(c.query(sql::kPendingFor, {org, approver, limit}));
}

std::vector<RequestRow> RequestsRepo::pending_for_people(db::Conn& c, OrgId org,
                                                         std::int64_t person,
                                                         std::int64_t limit) const {
  return read_requests(c.query(sql::kPendingForPeople, {org, person, limit}));
}

std::vector<RequestRow> RequestsRepo::pending_for_admins(db::Conn& c, OrgId org,
                                                         std::int64_t limit) const {
  return read_requests(c.query(sql::kPendingForAdmins, {org, limit}));
}

std::vector<RequestRow> RequestsRepo::late_for(db::Conn& c, OrgId org, std::int64_t approver,
                                               std::int64_t now, std::int64_t limit) const {
  return read_requests(c.query(sql::kLateFor, {org, approver, now, limit}));
}

std::vector<RequestRow> RequestsRepo::late_for_people(db::Conn& c, OrgId org, std::int64_t person,
                                                      std::int64_t now, std::int64_t limit) const {
  return read_requests(c.query(sql::kLateForPeople, {org, person, now, limit}));
}

std::vector<RequestRow> RequestsRepo::late_for_admins(db::Conn& c, OrgId org, std::int64_t now,
                                                      std::int64_t limit) const {
  return read_requests(c.query(sql::kLateForAdmins, {org, now, limit}));
}

std::int64_t RequestsRepo::pending_count(db::Conn& c, OrgId org, std::int64_t approver) const {
  return c.scalar(sql::kPendingCount, {org, approver}).value_or(0);
}

std::int64_t RequestsRepo::pending_count_people(db::Conn& c, OrgId org, std::int64_t person) const {
  return c.scalar(sql::kPendingCountPeople, {org, person}).value_or(0);
}

std::int64_t RequestsRepo::pending_count_admins(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kPendingCountAdmins, {org}).value_or(0);
}

std::vector<RequestRow> RequestsRepo::decided_by(db::Conn& c, OrgId org, std::int64_t approver,
                                                 std::int64_t limit, std::int64_t offset) const {
  return read_requests(c.query(sql::kDecidedBy, {org, approver, limit, offset}));
}

std::vector<EventRow> RequestsRepo::events(db::Conn& c, OrgId org, std::int64_t request_id) const {
  std::vector<EventRow> out;
  for (const db::Row& r : c.query(sql::kEvents, {org, request_id})) {
    EventRow e;
    e.id = r.i64(0);
    e.actor_id = r.opt_i64(1);
    e.kind = r.text(2);
    e.step = r.opt_i64(3);
    e.text = r.text(4);
    e.created_at = r.i64(5);
    out.push_back(std::move(e));
  }
  return out;
}

std::int64_t RequestsRepo::event_count(db::Conn& c, OrgId org, std::int64_t request_id) const {
  return c.scalar(sql::kEventCount, {org, request_id}).value_or(0);
}

void RequestsRepo::insert_event(db::Conn& c, OrgId org, std::int64_t request_id,
                                std::optional<std::int64_t> actor, const std::string& kind,
                                std::optional<std::int64_t> step, const std::string& text,
                                std::int64_t now) const {
  c.exec(sql::kInsertEvent, {org, request_id, actor, kind, step, text, now});
}

bool RequestsRepo::acted(db::Conn& c, OrgId org, std::int64_t request_id,
                         std::int64_t user_id) const {
  return c.scalar(sql::kActed, {org, request_id, user_id}).value_or(0) > 0;
}

std::optional<std::int64_t> RequestsRepo::leader_of(db::Conn& c, OrgId org,
                                                    std::int64_t user_id) const {
  return c.scalar(sql::kLeaderOf, {org, user_id});
}

std::vector<std::int64_t> RequestsRepo::active_among(db::Conn& c, OrgId org,
                                                     const std::vector<std::int64_t>& ids) const {
  return read_ids(c.query(sql::kActiveAmong, {org, ids}));
}

std::vector<std::int64_t> RequestsRepo::admins(db::Conn& c, OrgId org) const {
  return read_ids(c.query(sql::kAdmins, {org}));
}

std::vector<Overdue> RequestsRepo::overdue(db::Conn& c, std::int64_t now) const {
  return read_overdue(c.query(sql::kOverdue, {now}));
}

bool RequestsRepo::claim_overdue(db::Conn& c, OrgId org, std::int64_t id, std::int64_t step) const {
  return c.exec(sql::kClaimOverdue, {org, id, step}) > 0;
}

std::vector<Overdue> RequestsRepo::steps_overdue(db::Conn& c, std::int64_t now) const {
  return read_overdue(c.query(sql::kStepsOverdue, {now}));
}

bool RequestsRepo::claim_step_reminder(db::Conn& c, OrgId org, std::int64_t id,
                                       std::int64_t step) const {
  return c.exec(sql::kClaimStepReminder, {org, id, step}) > 0;
}

void RequestsRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  for (const auto* st :
       {&sql::kForgetApproversOfRequests, &sql::kForgetApproverRows, &sql::kForgetEventsOfRequests,
        &sql::kForgetRequests, &sql::kForgetActor, &sql::kForgetApprover, &sql::kForgetCreator}) {
    c.exec(*st, {org, user_id});
  }
  c.exec(sql::kOrphanedSteps, {org});
}

}  // namespace aplauso::requests
