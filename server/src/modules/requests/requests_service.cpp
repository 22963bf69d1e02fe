#include "modules/requests/requests_service.h"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <set>

#include "core/crypto.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/approvals/approval_registry.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::requests {

namespace json = boost::json;

namespace {
constexpr std::int64_t kDayMs = 86'400'000;
constexpr std::size_t kNameMax = 120;
constexpr std::size_t kDescriptionMax = 2000;
constexpr std::size_t kCommentMax = 2000;
constexpr std::size_t kReasonMax = 500;
constexpr std::size_t kMostParallel = 10;

ApiError type_not_found() {
  return not_found("No encontramos ese tipo de solicitud.");
}
ApiError request_not_found() {
  return not_found("No encontramos esa solicitud.");
}
bool admin(Role role) {
  return role_at_least(role, Role::kAdmin);
}

/// Trimmed; absent when blank.
std::optional<std::string> optional_text(const std::optional<std::string>& s) {
  if (!s) return std::nullopt;
  std::string t = trimmed(*s);
  if (t.empty()) return std::nullopt;
  return t;
}

json::object type_snapshot(const TypeFields& f) {
  json::array steps;
  for (const auto& s : f.steps) {
    json::object o{{"approver", s.approver}};
    if (s.user_id) o["user_id"] = *s.user_id;
    if (s.approver == "people") {
      o["user_ids"] = json::array(s.user_ids.begin(), s.user_ids.end());
      o["rule"] = s.rule;
    }
    if (s.deadline_days) o["deadline_days"] = *s.deadline_days;
    steps.push_back(std::move(o));
  }
  return {{"name", f.name},
          {"name_en", f.name_en ? json::value(*f.name_en) : json::value(nullptr)},
          {"description", f.description},
          {"sla_days", f.sla_days ? json::value(*f.sla_days) : json::value(nullptr)},
          {"steps", std::move(steps)},
          {"status", f.status}};
}

json::object named(const RequestRow& r) {
  json::object o{{"request_id", r.id}, {"name", r.type_name}};
  if (r.type_name_en) o["name_en"] = *r.type_name_en;
  return o;
}

RequestPage page_of(std::vector<RequestRow> rows, std::int64_t per_page) {
  RequestPage out;
  out.has_more = static_cast<std::int64_t>(rows.size()) > per_page;
  if (out.has_more) rows.resize(static_cast<std::size_t>(per_page));
  out.items = std::move(rows);
  return out;
}

bool older(const RequestRow& x, const RequestRow& y) {
  return x.created_at != y.created_at ? x.created_at < y.created_at : x.id < y.id;
}
/// The step due first (the most overdue).
bool due_sooner(const RequestRow& x, const RequestRow& y) {
  const auto a = x.step_due_at.value_or(0);
  const auto b = y.step_due_at.value_or(0);
  return a != b ? a < b : x.id < y.id;
}

/// Two lists in `order`, merged in that order (oldest first unless told).
std::vector<RequestRow> merged(std::vector<RequestRow> a, std::vector<RequestRow> b,
                               bool (*order)(const RequestRow&, const RequestRow&) = older) {
  std::vector<RequestRow> out;
  out.reserve(a.size() + b.size());
  std::merge(std::make_move_iterator(a.begin()), std::make_move_iterator(a.end()),
             std::make_move_iterator(b.begin()), std::make_move_iterator(b.end()),
             std::back_inserter(out), order);
  return out;
}

/// When a step that becomes pending at `now` is due; none without a deadline of its own.
std::optional<std::int64_t> step_due(const Step& step, std::int64_t now) {
  if (!step.deadline_days) return std::nullopt;
  return now + *step.deadline_days * kDayMs;
}
}  // namespace

// --- Types
// -----------------------------------------------------------------------------------------

void RequestsService::check_type(db::Conn& c, OrgId org, TypeFields& f) const {
  std::vector<FieldError> errors;
  f.name = trimmed(f.name);
  if (f.name.empty() || utf8_length(f.name) > kNameMax) {
    errors.push_back({"name", "Escribe un nombre de hasta 120 caracteres."});
  }
  f.name_en = optional_text(f.name_en);
  if (f.name_en && utf8_length(*f.name_en) > kNameMax) {
    errors.push_back({"name_en", "El nombre en inglés admite hasta 120 caracteres."});
  }
  f.description = trimmed(f.description);
  if (utf8_length(f.description) > kDescriptionMax) {
    errors.push_back({"description", "La descripción admite hasta 2000 caracteres."});
  }
  f.description_en = optional_text(f.description_en);
  if (f.description_en && utf8_length(*f.description_en) > kDescriptionMax) {
    errors.push_back({"description_en", "La descripción en inglés admite hasta 2000 caracteres."});
  }
  if (f.sla_days && (*f.sla_days < 1 || *f.sla_days > 365)) {
    errors.push_back({"sla_days", "El plazo va de 1 a 365 días."});
  }
  if (f.steps.empty() || f.steps.size() > kMostSteps) {
    errors.push_back({"steps", "La cadena de aprobación lleva de 1 a 5 pasos."});
  }
  std::vector<std::int64_t> people;
  for (std::size_t i = 0; i < f.steps.size(); ++i) {
    auto& s = f.steps[i];
    const std::string field = "steps." + std::to_string(i);
    if (s.deadline_days && (*s.deadline_days < 1 || *s.deadline_days > 365)) {
      errors.push_back({field + ".deadline_days",
                        "El plazo del paso va de 1 a 365 días (vacío: sin plazo propio)."});
    }
    if (s.approver != "leader" && s.approver != "admins" && s.approver != "person" &&
        s.approver != "people") {
      errors.push_back({field + ".approver",
                        "Elige la jefatura, Personas (admins), una persona o varias personas."});
    } else if (s.approver == "person") {
      s.user_ids.clear();
      if (!s.user_id) {
        errors.push_back({field + ".user_id", "Elige quién aprueba este paso."});
      } else {
        people.push_back(*s.user_id);
      }
    } else if (s.approver == "people") {
      s.user_id.reset();
      std::sort(s.user_ids.begin(), s.user_ids.end());
      s.user_ids.erase(std::unique(s.user_ids.begin(), s.user_ids.end()), s.user_ids.end());
      if (s.user_ids.size() < 2 || s.user_ids.size() > kMostParallel) {
        errors.push_back({field + ".user_ids", "Elige de 2 a 10 personas que decidan juntas."});
      }
      if (s.rule != "all" && s.rule != "any") {
        errors.push_back({field + ".rule", "Elige si aprueban todas (all) o basta una (any)."});
      }
      people.insert(people.end(), s.user_ids.begin(), s.user_ids.end());
    } else {
      s.user_id.reset();
      s.user_ids.clear();
    }
  }
  if (!people.empty()) {
    const auto active = repo_.active_among(c, org, people);
    const auto inactive = [&active](std::int64_t id) {
      return std::find(active.begin(), active.end(), id) == active.end();
    };
    for (std::size_t i = 0; i < f.steps.size(); ++i) {
      const auto& s = f.steps[i];
      if (s.approver == "person" && s.user_id && inactive(*s.user_id)) {
        errors.push_back({"steps." + std::to_string(i) + ".user_id",
                          "Esa persona no es un miembro activo de la organización."});
      }
      if (s.approver == "people" && std::any_of(s.user_ids.begin(), s.user_ids.end(), inactive)) {
        errors.push_back({"steps." + std::to_string(i) + ".user_ids",
                          "Alguna de esas personas no es un miembro activo de la organización."});
      }
    }
  }
  if (f.status != "active" && f.status != "archived") {
    errors.push_back({"status", "Elige active o archived."});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
}

std::vector<TypeRow> RequestsService::types(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.types(c, org, std::string("active")); });
}

TypeToRequest RequestsService::type_to_request(OrgId org, std::int64_t user_id, std::int64_t id,
                                               std::string_view today) const {
  return db_.run([&](db::Conn& c) {
    auto t = repo_.type(c, org, id);
    if (!t || t->status != "active") throw type_not_found();
    auto form = forms_.find(c, org, t->form_id, std::nullopt);
    if (!form) throw type_not_found();
    return TypeToRequest{std::move(*t), std::move(*form),
                         forms_.context_of(c, org, user_id, today)};
  });
}

std::vector<AdminType> RequestsService::admin_types(OrgId org) const {
  return db_.run([&](db::Conn& c) {
    const auto pending = repo_.pending_per_type(c, org);
    std::vector<AdminType> out;
    for (auto& t : repo_.types(c, org, std::nullopt)) {
      const auto it = pending.find(t.id);
      const std::int64_t n = it == pending.end() ? 0 : it->second;
      out.push_back({std::move(t), n});
    }
    return out;
  });
}

TypeWithForm RequestsService::admin_type(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    auto t = repo_.type(c, org, id);
    if (!t) throw type_not_found();
    auto form = forms_.find(c, org, t->form_id, std::nullopt);
    if (!form) throw type_not_found();
    const auto pending = repo_.pending_per_type(c, org);
    const auto it = pending.find(id);
    return TypeWithForm{std::move(*t), std::move(*form), it == pending.end() ? 0 : it->second};
  });
}

TypeWithForm RequestsService::create_type(OrgId org, std::int64_t admin_id, TypeFields fields,
                                          const json::value& definition) const {
  if (!definition.is_object()) {
    throw invalid_input("form", "Define el formulario de la solicitud.");
  }
  json::value def = definition;
  def.as_object()["form_id"] = "request-" + crypto::to_hex(crypto::random_bytes(5));
  const forms::Form form = forms_.validate_definition(def);
  const std::int64_t now = clock_.now_ms();
  const std::int64_t id = db_.transact([&](db::Conn& c) {
    check_type(c, org, fields);
    if (repo_.type_count(c, org) >= kMostTypes) {
      throw rule_broken("too_many_types", "La organización admite hasta 200 tipos de solicitud.");
    }
    forms_.save_version(c, org, kFormOwner, form, admin_id);
    const std::int64_t created = repo_.insert_type(c, org, fields, form.form_id, admin_id, now);
    audit_.record(c, org, "requests.type_create", {"request_type", created}, nullptr,
                  type_snapshot(fields));
    return created;
  });
  return admin_type(org, id);
}

TypeWithForm RequestsService::update_type(OrgId org, std::int64_t admin_id, std::int64_t id,
                                          const TypeEdit& e) const {
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    const auto current = repo_.type(c, org, id);
    if (!current) throw type_not_found();
    TypeFields f = *current;
    if (e.name) f.name = *e.name;
    if (e.name_en) f.name_en = *e.name_en;
    if (e.description) f.description = *e.description;
    if (e.description_en) f.description_en = *e.description_en;
    if (e.sla_days) f.sla_days = *e.sla_days;
    if (e.steps) f.steps = *e.steps;
    if (e.status) f.status = *e.status;
    check_type(c, org, f);
    if (e.form) {
      if (!e.form->is_object()) {
        throw invalid_input("form", "Define el formulario de la solicitud.");
      }
      json::value def = *e.form;
      def.as_object()["form_id"] = current->form_id;
      forms_.save_version(c, org, kFormOwner, forms_.validate_definition(def), admin_id);
    }
    repo_.update_type(c, org, id, f, now);
    audit_.record(c, org, "requests.type_update", {"request_type", id}, type_snapshot(*current),
                  type_snapshot(f));
  });
  return admin_type(org, id);
}

// --- Requests
// --------------------------------------------------------------------------------------

StepApprovers RequestsService::approvers_of(db::Conn& c, OrgId org, std::int64_t requester,
                                            const Step& step) const {
  if (step.approver == "leader") return {repo_.leader_of(c, org, requester), {}};
  if (step.approver == "person" && step.user_id && *step.user_id != requester &&
      !repo_.active_among(c, org, {*step.user_id}).empty()) {
    return {step.user_id, {}};
  }
  if (step.approver == "people") {
    auto people = repo_.active_among(c, org, step.user_ids);
    std::erase(people, requester);
    if (people.size() == 1) return {people.front(), {}};
    return {std::nullopt, std::move(people)};  // none left: admins
  }
  return {};  // admins, or a person who left: admins decide
}

void RequestsService::tell_approvers(db::Conn& c, OrgId org, const RequestRow& r,
                                     const StepApprovers& approvers) const {
  std::vector<std::int64_t> to = approvers.people;
  if (approvers.approver_id) to.push_back(*approvers.approver_id);
  if (to.empty()) return;  // any admin: the approvals inbox counts it
  json::object payload = named(r);
  payload["actor_id"] = r.user_id;
  notify_.notify(c, org, "request_to_decide", to, payload);
}

void RequestsService::with_approvers(db::Conn& c, OrgId org, std::vector<RequestRow>& rows) const {
  std::vector<std::int64_t> ids;
  for (const auto& r : rows) {
    if (r.parallel && r.status == "pending") ids.push_back(r.id);
  }
  auto found = repo_.approvers_of(c, org, ids);
  for (auto& r : rows) {
    if (const auto it = found.find(r.id); it != found.end()) r.approvers = it->second;
  }
}

bool RequestsService::decides(db::Conn& c, OrgId org, std::int64_t user_id,
                              const RequestRow& r) const {
  if (r.status != "pending") return false;
  return r.parallel ? repo_.is_approver(c, org, r.id, user_id) : r.approver_id == user_id;
}

bool RequestsService::may_view(db::Conn& c, OrgId org, std::int64_t user_id, Role role,
                               const RequestRow& r) const {
  return r.user_id == user_id || admin(role) || decides(c, org, user_id, r) ||
         repo_.acted(c, org, r.id, user_id);
}

RequestView RequestsService::view_in(db::Conn& c, OrgId org, std::int64_t user_id, Role role,
                                     const RequestRow& r) const {
  auto form = forms_.find(c, org, r.form_id, r.form_version);
  if (!form) throw request_not_found();
  RequestView v{r, std::move(*form), repo_.events(c, org, r.id)};
  const bool pending = r.status == "pending";
  if (pending && r.parallel) v.request.approvers = repo_.approvers_of(c, org, {r.id})[r.id];
  v.overdue = pending && r.due_at && *r.due_at < clock_.now_ms();
  v.can_decide = pending && r.user_id != user_id && (decides(c, org, user_id, r) || admin(role));
  v.can_cancel = pending && r.user_id == user_id;
  v.can_comment = static_cast<std::int64_t>(v.events.size()) < kMostEvents;
  return v;
}

RequestView RequestsService::submit(OrgId org, std::int64_t user_id, std::int64_t type_id,
                                    const json::value& answers,
                                    std::optional<std::int64_t> form_version,
                                    std::string_view today) const {
  if (form_version && *form_version < 1) {
    throw invalid_input("form_version", "La versión del formulario no es válida.");
  }
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto t = repo_.type(c, org, type_id);
    if (!t || t->status != "active") throw type_not_found();
    const auto form = forms_.find(c, org, t->form_id, form_version);
    if (!form) {
      throw invalid_input("form_version", "Esa versión del formulario no existe.");
    }
    const auto context = forms_.context_of(c, org, user_id, today);
    const json::object kept =
        forms_.validate_answers(c, org, user_id, form->form, answers, context);
    RequestRow r;
    r.type_id = type_id;
    r.type_name = t->name;
    r.type_name_en = t->name_en;
    r.form_id = t->form_id;
    r.user_id = user_id;
    r.form_version = form->stored.version;
    r.answers = json::serialize(kept);
    r.status = "pending";
    r.chain = t->steps;
    const StepApprovers first = approvers_of(c, org, user_id, r.chain.front());
    r.approver_id = first.approver_id;
    r.parallel = first.parallel();
    if (t->sla_days) r.due_at = now + *t->sla_days * kDayMs;
    r.step_due_at = step_due(r.chain.front(), now);
    r.created_at = now;
    r.updated_at = now;
    r.id = repo_.insert_request(c, org, r);
    repo_.add_approvers(c, org, r.id, first.people);
    repo_.insert_event(c, org, r.id, user_id, "submitted", std::nullopt, "", now);
    tell_approvers(c, org, r, first);
    return view_in(c, org, user_id, Role::kEmployee, *repo_.request(c, org, r.id));
  });
}

RequestPage RequestsService::mine(OrgId org, std::int64_t user_id, std::int64_t page,
                                  std::int64_t per_page) const {
  return db_.run([&](db::Conn& c) {
    auto rows = repo_.of_person(c, org, user_id, per_page + 1, (page - 1) * per_page);
    with_approvers(c, org, rows);
    return page_of(std::move(rows), per_page);
  });
}

RequestPage RequestsService::reviewing(OrgId org, std::int64_t user_id, Role role, bool decided,
                                       std::int64_t page, std::int64_t per_page) const {
  const std::int64_t offset = (page - 1) * per_page;
  return db_.run([&](db::Conn& c) {
    if (decided) {
      auto rows = repo_.decided_by(c, org, user_id, per_page + 1, offset);
      with_approvers(c, org, rows);
      return page_of(std::move(rows), per_page);
    }
    // The steps past their own deadline first, the most overdue first; then the others, oldest
    // first. A page needs at most `reach` of each list: the others are read that far beyond the
    // overdue ones they also hold (and leave out).
    const std::int64_t reach = offset + per_page + 1;
    const std::int64_t now = clock_.now_ms();
    auto rows = merged(repo_.late_for(c, org, user_id, now, reach),
                       repo_.late_for_people(c, org, user_id, now, reach), due_sooner);
    if (admin(role)) {
      rows = merged(std::move(rows), repo_.late_for_admins(c, org, now, reach), due_sooner);
    }
    if (static_cast<std::int64_t>(rows.size()) > reach)
      rows.resize(static_cast<std::size_t>(reach));
    std::set<std::int64_t> late;
    for (const auto& r : rows) late.insert(r.id);
    const auto beyond = reach + static_cast<std::int64_t>(late.size());
    auto rest = merged(repo_.pending_for(c, org, user_id, beyond),
                       repo_.pending_for_people(c, org, user_id, beyond));
    if (admin(role)) rest = merged(std::move(rest), repo_.pending_for_admins(c, org, beyond));
    for (auto& r : rest) {
      if (!late.contains(r.id)) rows.push_back(std::move(r));
    }
    with_approvers(c, org, rows);
    std::vector<RequestRow> slice;
    for (std::size_t i = static_cast<std::size_t>(offset);
         i < rows.size() && i < static_cast<std::size_t>(reach); ++i) {
      slice.push_back(std::move(rows[i]));
    }
    return page_of(std::move(slice), per_page);
  });
}

RequestView RequestsService::view(OrgId org, std::int64_t user_id, Role role,
                                  std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    const auto r = repo_.request(c, org, id);
    if (!r || !may_view(c, org, user_id, role, *r)) throw request_not_found();
    return view_in(c, org, user_id, role, *r);
  });
}

RequestView RequestsService::comment(OrgId org, std::int64_t user_id, Role role, std::int64_t id,
                                     const std::string& text) const {
  const std::string body = trimmed(text);
  if (body.empty() || utf8_length(body) > kCommentMax) {
    throw invalid_input("text", "Escribe un comentario de hasta 2000 caracteres.");
  }
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto r = repo_.request(c, org, id);
    if (!r || !may_view(c, org, user_id, role, *r)) throw request_not_found();
    if (repo_.event_count(c, org, id) >= kMostEvents) {
      throw rule_broken("too_many_comments", "Esta solicitud ya tiene demasiados comentarios.");
    }
    repo_.insert_event(c, org, id, user_id, "commented", std::nullopt, body, now);
    // The requester hears of others' comments; the approver of the requester's.
    std::optional<std::int64_t> to;
    if (r->user_id != user_id) {
      to = r->user_id;
    } else if (r->status == "pending" && r->approver_id) {
      to = r->approver_id;
    }
    std::vector<std::int64_t> told;
    if (to) told.push_back(*to);
    if (r->user_id == user_id && r->status == "pending" && r->parallel) {
      told = repo_.approvers_of(c, org, {id})[id];
    }
    if (!told.empty()) {
      json::object payload = named(*r);
      payload["actor_id"] = user_id;
      notify_.notify(c, org, "request_commented", told, payload);
    }
    return view_in(c, org, user_id, role, *r);
  });
}

RequestView RequestsService::cancel(OrgId org, std::int64_t user_id, Role role,
                                    std::int64_t id) const {
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto r = repo_.request(c, org, id);
    if (!r || r->user_id != user_id) throw request_not_found();
    if (r->status != "pending" || !repo_.settle(c, org, id, r->step, "cancelled", now)) {
      throw conflict("request_decided", "Esta solicitud ya fue decidida.");
    }
    repo_.clear_approvers(c, org, id);
    repo_.insert_event(c, org, id, user_id, "cancelled", r->step, "", now);
    return view_in(c, org, user_id, role, *repo_.request(c, org, id));
  });
}

RequestPage RequestsService::admin_requests(OrgId org, const AdminFilter& filter, std::int64_t page,
                                            std::int64_t per_page) const {
  if (filter.status && *filter.status != "pending" && *filter.status != "approved" &&
      *filter.status != "rejected" && *filter.status != "cancelled") {
    throw invalid_input("status", "Elige pending, approved, rejected o cancelled.");
  }
  const std::int64_t now = clock_.now_ms();
  return db_.run([&](db::Conn& c) {
    auto rows = repo_.admin_list(c, org, filter, now, per_page + 1, (page - 1) * per_page);
    with_approvers(c, org, rows);
    return page_of(std::move(rows), per_page);
  });
}

// --- The approvals inbox
// ---------------------------------------------------------------------------

std::vector<RequestRow> RequestsService::pending_for(OrgId org, const approvals::Approver& a,
                                                     std::int64_t limit) const {
  return db_.run([&](db::Conn& c) {
    auto rows = merged(repo_.pending_for(c, org, a.user_id, limit),
                       repo_.pending_for_people(c, org, a.user_id, limit));
    if (a.admin()) rows = merged(std::move(rows), repo_.pending_for_admins(c, org, limit));
    // An admin's own requests wait for another admin.
    std::erase_if(rows, [&a](const RequestRow& r) { return r.user_id == a.user_id; });
    if (static_cast<std::int64_t>(rows.size()) > limit) {
      rows.resize(static_cast<std::size_t>(limit));
    }
    return rows;
  });
}

std::int64_t RequestsService::pending_count(OrgId org, const approvals::Approver& a) const {
  return db_.run([&](db::Conn& c) {
    return repo_.pending_count(c, org, a.user_id) + repo_.pending_count_people(c, org, a.user_id) +
           (a.admin() ? repo_.pending_count_admins(c, org) : 0);
  });
}

std::int64_t RequestsService::decide(OrgId org, const approvals::Approver& a, std::int64_t id,
                                     bool approve, const std::optional<std::string>& reason) const {
  const std::string note = reason ? trimmed(*reason) : std::string();
  if (utf8_length(note) > kReasonMax) {
    throw invalid_input("reason", "El motivo admite hasta 500 caracteres.");
  }
  if (!approve && note.empty()) {
    throw invalid_input("reason", "Escribe el motivo del rechazo.");
  }
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto r = repo_.request(c, org, id);
    if (!r) throw request_not_found();
    if (r->user_id == a.user_id) {
      throw forbidden("own_item", "No puedes decidir tu propia solicitud.");
    }
    if (r->status != "pending") {
      throw conflict("already_decided", "Esta solicitud ya fue decidida.");
    }
    // The step's approver (or one of its people) decides; any admin may too (a leader away, a
    // step stuck), for the whole step.
    const bool theirs = decides(c, org, a.user_id, *r);
    if (!theirs && !a.admin()) {
      throw forbidden("not_your_decision", "Esta solicitud la decide otra persona.");
    }
    const Step& step = r->chain.at(static_cast<std::size_t>(r->step));
    bool recorded = false;
    if (r->parallel && theirs && approve && step.rule == "all") {
      // One of several who must all approve: their part, then the step waits for the others.
      // The held row makes the last two approving at once see each other's part (ADR 0082).
      if (!repo_.hold_step(c, org, id, r->step, now) ||
          !repo_.remove_approver(c, org, id, a.user_id)) {
        throw conflict("already_decided", "Esta solicitud ya fue decidida.");
      }
      repo_.insert_event(c, org, id, a.user_id, "approved", r->step, note, now);
      recorded = true;
      if (repo_.approvers_left(c, org, id) > 0) return r->user_id;
    }
    const std::int64_t next = r->step + 1;
    const bool last = !approve || next >= static_cast<std::int64_t>(r->chain.size());
    StepApprovers next_approvers;
    bool moved = false;
    if (last) {
      moved = repo_.settle(c, org, id, r->step, approve ? "approved" : "rejected", now);
    } else {
      const Step& coming = r->chain[static_cast<std::size_t>(next)];
      next_approvers = approvers_of(c, org, r->user_id, coming);
      moved = repo_.advance(c, org, id, r->step, next, next_approvers.approver_id,
                            next_approvers.parallel(), step_due(coming, now), now);
    }
    // Two deciders at once: only the statement that moved the step gets past here.
    if (!moved) throw conflict("already_decided", "Esta solicitud ya fue decidida.");
    if (r->parallel) repo_.clear_approvers(c, org, id);
    if (!recorded) {
      repo_.insert_event(c, org, id, a.user_id, approve ? "approved" : "rejected", r->step, note,
                         now);
    }
    if (last) {
      json::object payload = named(*r);
      payload["status"] = approve ? "approved" : "rejected";
      payload["status_es"] = approve ? "aprobada" : "rechazada";
      payload["status_en"] = approve ? "approved" : "rejected";
      payload["reason"] = note.empty() ? json::value(nullptr) : json::value(note);
      payload["actor_id"] = a.user_id;
      notify_.notify(c, org, "request_decided", {r->user_id}, payload);
    } else {
      repo_.add_approvers(c, org, id, next_approvers.people);
      tell_approvers(c, org, *r, next_approvers);
    }
    return r->user_id;
  });
}

bool RequestsService::made_by(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t id) const {
  const auto r = repo_.request(c, org, id);
  return r && r->user_id == user_id;
}

std::vector<std::int64_t> RequestsService::deciders(db::Conn& c, OrgId org,
                                                    const RequestRow& r) const {
  std::vector<std::int64_t> people;
  if (r.parallel) {
    people = repo_.approvers_of(c, org, {r.id})[r.id];
  } else if (r.approver_id) {
    people = repo_.active_among(c, org, {*r.approver_id});
  }
  if (people.empty()) people = repo_.admins(c, org);
  std::erase(people, r.user_id);
  return people;
}

std::int64_t RequestsService::remind_overdue() const {
  const std::int64_t now = clock_.now_ms();
  std::int64_t reminded = 0;
  // Past the type's deadline: the current step's deciders, once per step.
  for (const auto& o : db_.run([&](db::Conn& c) { return repo_.overdue(c, now); })) {
    reminded += db_.transact([&](db::Conn& c) -> std::int64_t {
      // The claim first: of several nodes running the job, one changes the row.
      if (!repo_.claim_overdue(c, o.org, o.id, o.step)) return 0;
      const auto r = repo_.request(c, o.org, o.id);
      if (!r) return 0;
      const auto people = deciders(c, o.org, *r);
      if (!people.empty()) notify_.notify(c, o.org, "request_overdue", people, named(*r));
      return 1;
    });
  }
  // Past the step's own deadline: its deciders, once per step.
  for (const auto& o : db_.run([&](db::Conn& c) { return repo_.steps_overdue(c, now); })) {
    reminded += db_.transact([&](db::Conn& c) -> std::int64_t {
      if (!repo_.claim_step_reminder(c, o.org, o.id, o.step)) return 0;
      const auto r = repo_.request(c, o.org, o.id);
      if (!r) return 0;
      const auto people = deciders(c, o.org, *r);
      if (!people.empty()) {
        json::object payload = named(*r);
        payload["step"] = r->step + 1;
        payload["steps"] = static_cast<std::int64_t>(r->chain.size());
        notify_.notify(c, o.org, "request_step_overdue", people, payload);
      }
      return 1;
    });
  }
  return reminded;
}

void RequestsService::forget_person(db::Conn& c, OrgId org,
                                    const users::ErasedPerson& person) const {
  // Steps naming the person: admins decide them from now on.
  const std::int64_t now = clock_.now_ms();
  for (auto t : repo_.types(c, org, std::nullopt)) {
    bool named_them = false;
    for (auto& s : t.steps) {
      if (s.approver == "person" && s.user_id == person.id) {
        s.approver = "admins";
        s.user_id.reset();
        named_them = true;
      }
      if (s.approver == "people" && std::erase(s.user_ids, person.id) > 0) {
        named_them = true;
        if (s.user_ids.size() == 1) {
          s.approver = "person";
          s.user_id = s.user_ids.front();
          s.user_ids.clear();
        } else if (s.user_ids.empty()) {
          s.approver = "admins";
        }
      }
    }
    if (named_them) repo_.update_type(c, org, t.id, t, now);
  }
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::requests
