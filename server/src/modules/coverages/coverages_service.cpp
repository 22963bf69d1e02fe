#include "modules/coverages/coverages_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <chrono>
#include <map>
#include <set>

#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/approvals/approval_registry.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::coverages {

namespace json = boost::json;

namespace {
constexpr const char* kDocumentUpload = "comm-attachment";
constexpr std::int64_t kMostCents = 100'000'000'000'000;  // a trillion in any currency

ApiError policy_not_found() {
  return not_found("No encontramos esa póliza.");
}
ApiError dependant_not_found() {
  return not_found("No encontramos esa carga.");
}

void check_text(std::string& value, const std::string& field, std::size_t most, bool required,
                bool one_line, std::vector<FieldError>& errors) {
  value = trimmed(value);
  if (required && value.empty()) {
    errors.push_back({field, "Este campo es obligatorio."});
  } else if (utf8_length(value) > most ||
             (one_line && value.find_first_of("\r\n") != std::string::npos)) {
    errors.push_back({field, "Máximo " + std::to_string(most) + " caracteres" +
                                 (one_line ? std::string(", en una línea.") : std::string("."))});
  }
}

void check_optional(std::optional<std::string>& value, const std::string& field, std::size_t most,
                    bool one_line, std::vector<FieldError>& errors) {
  if (!value) return;
  std::string v = *value;
  check_text(v, field, most, false, one_line, errors);
  value = v.empty() ? std::nullopt : std::optional<std::string>(v);
}

bool currency_code(const std::string& c) {
  return c.size() == 3 && std::all_of(c.begin(), c.end(), [](char ch) {
           return std::isupper(static_cast<unsigned char>(ch)) != 0;
         });
}

json::value nullable(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}
json::value nullable(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object snapshot(const PolicyFields& f) {
  json::array departments(f.audience.departments.begin(), f.audience.departments.end());
  json::array groups(f.audience.groups.begin(), f.audience.groups.end());
  json::array rows;
  for (const auto& r : f.rows) {
    rows.push_back(json::object{{"service", r.service},
                                {"percent", r.percent},
                                {"cap_cents", nullable(r.cap_cents)},
                                {"deductible_cents", nullable(r.deductible_cents)},
                                {"currency", r.currency},
                                {"notes", r.notes}});
  }
  json::array documents;
  for (const auto& d : f.documents) documents.push_back(json::object{{"name", d.name}});
  return {{"insurer", f.insurer},
          {"plan_name", f.plan_name},
          {"policy_number", f.policy_number},
          {"kind", f.kind},
          {"starts_on", f.starts_on},
          {"ends_on", f.ends_on},
          {"audience", json::object{{"everyone", f.audience.everyone},
                                    {"departments", std::move(departments)},
                                    {"groups", std::move(groups)}}},
          {"claim_instructions", f.claim_instructions},
          {"claim_instructions_en", nullable(f.claim_instructions_en)},
          {"contact_phone", nullable(f.contact_phone)},
          {"contact_email", nullable(f.contact_email)},
          {"contact_link", nullable(f.contact_link)},
          {"status", f.status},
          {"rows", std::move(rows)},
          {"documents", std::move(documents)}};
}

json::object dependant_snapshot(const DependantFields& f) {
  return {{"full_name", f.full_name},
          {"relationship", f.relationship},
          {"birth_date", f.birth_date},
          {"national_id", nullable(f.national_id)}};
}

std::vector<std::int64_t> unique_ids(std::vector<std::int64_t> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}
}  // namespace

std::string relationship_es(const std::string& r) {
  if (r == "spouse") return "cónyuge";
  if (r == "partner") return "pareja";
  if (r == "child") return "hijo/a";
  if (r == "parent") return "padre/madre";
  return "otro";
}

void check_dependant(DependantFields& f, const std::string& today) {
  std::vector<FieldError> errors;
  check_text(f.full_name, "full_name", 120, true, true, errors);
  static const std::set<std::string> kRelationships{"spouse", "partner", "child", "parent",
                                                    "other"};
  if (!kRelationships.contains(f.relationship)) {
    errors.push_back(
        {"relationship", "Elige el parentesco: cónyuge, pareja, hijo/a, padre/madre u otro."});
  }
  f.birth_date = trimmed(f.birth_date);
  if (!parse_day(f.birth_date)) {
    errors.push_back({"birth_date", "Escribe la fecha como AAAA-MM-DD."});
  } else if (f.birth_date > today || f.birth_date < "1900-01-01") {
    errors.push_back({"birth_date", "La fecha de nacimiento no es posible."});
  }
  check_optional(f.national_id, "national_id", 30, true, errors);
  if (!errors.empty()) throw invalid_input(std::move(errors));
}

std::string CoveragesService::today() const {
  const std::chrono::sys_days day = std::chrono::floor<std::chrono::days>(
      std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::milliseconds{clock_.now_ms()}});
  return day_text(std::chrono::year_month_day{day});
}

// --- Members -------------------------------------------------------------------------------------

std::vector<PolicyRow> CoveragesService::my_policies(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return repo_.published_for(c, org, user_id); });
}

PolicyRow CoveragesService::my_policy(OrgId org, std::int64_t user_id, std::int64_t id) const {
  for (auto& p : my_policies(org, user_id)) {
    if (p.id == id) return std::move(p);
  }
  throw policy_not_found();
}

std::vector<DependantRow> CoveragesService::my_dependants(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return repo_.dependants_of(c, org, user_id); });
}

DependantRow CoveragesService::add_dependant(OrgId org, std::int64_t user_id,
                                             DependantFields fields) const {
  check_dependant(fields, today());
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    if (repo_.dependants_of(c, org, user_id).size() >= kMostDependants) {
      throw rule_broken("too_many_dependants", "Puedes registrar hasta 20 cargas.");
    }
    const auto id = repo_.insert_dependant(c, org, user_id, fields, now);
    return *repo_.dependant(c, org, id);
  });
}

DependantRow CoveragesService::edit_dependant(OrgId org, std::int64_t user_id, std::int64_t id,
                                              DependantFields fields) const {
  check_dependant(fields, today());
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto d = repo_.dependant(c, org, id);
    if (!d || d->user_id != user_id || d->status == "removed") throw dependant_not_found();
    if (d->change_kind || d->status != "active" || !repo_.propose_edit(c, org, id, fields, now)) {
      throw conflict("change_pending",
                     "Esta carga tiene un cambio esperando la aprobación de Personas.");
    }
    return *repo_.dependant(c, org, id);
  });
}

std::optional<DependantRow> CoveragesService::remove_dependant(OrgId org, std::int64_t user_id,
                                                               std::int64_t id) const {
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) -> std::optional<DependantRow> {
    const auto d = repo_.dependant(c, org, id);
    if (!d || d->user_id != user_id || d->status == "removed") throw dependant_not_found();
    if (d->status == "pending" || d->status == "rejected") {
      // Never approved: nothing for HR to undo.
      if (!repo_.withdraw_add(c, org, id)) {
        throw conflict("already_decided", "Personas acaba de decidir esta carga.");
      }
      return std::nullopt;
    }
    if (d->change_kind || !repo_.propose_removal(c, org, id, now)) {
      throw conflict("change_pending",
                     "Esta carga tiene un cambio esperando la aprobación de Personas.");
    }
    return repo_.dependant(c, org, id);
  });
}

// --- Admins --------------------------------------------------------------------------------------

std::vector<PolicyRow> CoveragesService::admin_list(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.all(c, org); });
}

PolicyRow CoveragesService::admin_get(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    auto p = repo_.policy(c, org, id);
    if (!p) throw policy_not_found();
    return std::move(*p);
  });
}

void CoveragesService::check_fields(db::Conn& c, OrgId org, std::int64_t admin_id, PolicyFields& f,
                                    const std::vector<PolicyDocument>& kept) const {
  std::vector<FieldError> errors;
  check_text(f.insurer, "insurer", 120, true, true, errors);
  check_text(f.plan_name, "plan_name", 120, true, true, errors);
  check_text(f.policy_number, "policy_number", 60, false, true, errors);
  static const std::set<std::string> kKinds{"medical_major", "medical_minor", "dental",
                                            "life",          "vision",        "other"};
  if (!kKinds.contains(f.kind)) {
    errors.push_back({"kind",
                      "Elige el tipo: gastos médicos mayores o menores, dental, vida, "
                      "visión u otro."});
  }
  f.starts_on = trimmed(f.starts_on);
  f.ends_on = trimmed(f.ends_on);
  const bool starts_ok = parse_day(f.starts_on).has_value();
  if (!starts_ok) errors.push_back({"starts_on", "Escribe la fecha como AAAA-MM-DD."});
  if (!parse_day(f.ends_on)) {
    errors.push_back({"ends_on", "Escribe la fecha como AAAA-MM-DD."});
  } else if (starts_ok && f.ends_on < f.starts_on) {
    errors.push_back({"ends_on", "La fecha de término es anterior a la de inicio."});
  }
  check_text(f.claim_instructions, "claim_instructions", 4000, false, false, errors);
  check_optional(f.claim_instructions_en, "claim_instructions_en", 4000, false, errors);
  check_optional(f.contact_phone, "contact_phone", 40, true, errors);
  check_optional(f.contact_email, "contact_email", 200, true, errors);
  if (f.contact_email && f.contact_email->find('@') == std::string::npos) {
    errors.push_back({"contact_email", "Escribe un correo válido."});
  }
  check_optional(f.contact_link, "contact_link", 500, true, errors);
  if (f.contact_link && !f.contact_link->starts_with("https://")) {
    errors.push_back({"contact_link", "El enlace debe empezar por https://."});
  }
  if (f.status != "draft" && f.status != "published") {
    errors.push_back({"status", "Elige borrador o publicada."});
  }
  if (f.rows.size() > kMostRows) {
    errors.push_back({"rows", "La tabla admite hasta 60 filas."});
  }
  for (std::size_t i = 0; i < f.rows.size() && i < kMostRows; ++i) {
    auto& r = f.rows[i];
    const std::string at = "rows." + std::to_string(i) + ".";
    check_text(r.service, at + "service", 120, true, true, errors);
    if (r.percent < 0 || r.percent > 100) {
      errors.push_back({at + "percent", "El porcentaje va de 0 a 100."});
    }
    if (r.cap_cents && (*r.cap_cents < 0 || *r.cap_cents > kMostCents)) {
      errors.push_back({at + "cap", "El tope no puede ser negativo."});
    }
    if (r.deductible_cents && (*r.deductible_cents < 0 || *r.deductible_cents > kMostCents)) {
      errors.push_back({at + "deductible", "El deducible no puede ser negativo."});
    }
    r.currency = trimmed(r.currency);
    if (!currency_code(r.currency)) {
      errors.push_back({at + "currency", "Usa el código de tres letras de la moneda (CLP, MXN…)."});
    }
    check_text(r.notes, at + "notes", 300, false, true, errors);
  }
  f.audience.departments = unique_ids(f.audience.departments);
  f.audience.groups = unique_ids(f.audience.groups);
  if (f.audience.everyone) {
    f.audience.departments.clear();
    f.audience.groups.clear();
  }
  structure::check_audience(
      f.audience, [&](const auto& ids) { return repo_.count_departments(c, org, ids); },
      [&](const auto& ids) { return repo_.count_groups(c, org, ids); }, errors);
  // Documents: the ones the policy had keep their names; new ones are the admin's own finished
  // uploads.
  if (f.documents.size() > kMostDocuments) {
    errors.push_back({"documents", "Adjunta hasta 10 documentos."});
  }
  std::vector<std::string> fresh;
  std::set<std::string> seen;
  std::vector<PolicyDocument> documents;
  for (const auto& d : f.documents) {
    if (!seen.insert(d.key).second) continue;
    documents.push_back(d);
    const auto old = std::find_if(kept.begin(), kept.end(),
                                  [&d](const PolicyDocument& k) { return k.key == d.key; });
    if (old == kept.end()) fresh.push_back(d.key);
  }
  const auto names = fresh.empty() ? std::map<std::string, std::string>{}
                                   : uploads_.finished_of(c, org, admin_id, kDocumentUpload, fresh);
  for (auto& d : documents) {
    const auto old = std::find_if(kept.begin(), kept.end(),
                                  [&d](const PolicyDocument& k) { return k.key == d.key; });
    if (old != kept.end()) {
      d.name = old->name;
    } else if (const auto it = names.find(d.key); it != names.end()) {
      d.name = it->second;
    } else {
      errors.push_back({"documents", "Sube el documento de nuevo: no lo encontramos."});
      break;
    }
  }
  f.documents = std::move(documents);
  if (!errors.empty()) throw invalid_input(std::move(errors));
}

PolicyRow CoveragesService::create(OrgId org, std::int64_t admin_id,
                                   const PolicyFields& fields) const {
  PolicyFields f = fields;
  const std::int64_t now = clock_.now_ms();
  const std::int64_t id = db_.transact([&](db::Conn& c) {
    check_fields(c, org, admin_id, f, {});
    if (repo_.count(c, org) >= kMostPolicies) {
      throw rule_broken("too_many_policies", "La organización admite hasta 200 pólizas.");
    }
    const auto created = repo_.insert(c, org, f, admin_id, now);
    repo_.set_parts(c, org, created, f);
    audit_.record(c, org, "coverages.create", {"coverage_policy", created}, nullptr, snapshot(f));
    return created;
  });
  return admin_get(org, id);
}

PolicyRow CoveragesService::replace(OrgId org, std::int64_t admin_id, std::int64_t id,
                                    const PolicyFields& fields) const {
  PolicyFields f = fields;
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    const auto current = repo_.policy(c, org, id);
    if (!current) throw policy_not_found();
    check_fields(c, org, admin_id, f, current->documents);
    repo_.change(c, org, id, f, now);
    repo_.set_parts(c, org, id, f);
    audit_.record(c, org, "coverages.update", {"coverage_policy", id}, snapshot(*current),
                  snapshot(f));
  });
  return admin_get(org, id);
}

std::vector<DependantRow> CoveragesService::policy_dependants(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    if (!repo_.policy(c, org, id)) throw policy_not_found();
    return repo_.policy_dependants(c, org, id);
  });
}

// --- The approvals inbox -------------------------------------------------------------------------

std::vector<DependantRow> CoveragesService::pending_for(OrgId org, const approvals::Approver& a,
                                                        std::int64_t limit) const {
  if (!a.admin()) return {};
  return db_.run([&](db::Conn& c) { return repo_.pending(c, org, a.user_id, limit); });
}

std::int64_t CoveragesService::pending_count(OrgId org, const approvals::Approver& a) const {
  if (!a.admin()) return 0;
  return db_.run([&](db::Conn& c) { return repo_.pending_count(c, org, a.user_id); });
}

std::int64_t CoveragesService::decide(OrgId org, const approvals::Approver& a, std::int64_t id,
                                      bool approve,
                                      const std::optional<std::string>& reason) const {
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto d = repo_.dependant(c, org, id);
    if (!d) throw dependant_not_found();
    if (d->user_id == a.user_id) {
      throw forbidden("own_item", "No puedes decidir un cambio de tus propias cargas.");
    }
    if (!a.admin())
      throw forbidden("not_your_decision", "Los cambios de cargas los decide Personas.");
    if (!d->change_kind) throw conflict("already_decided", "Este cambio ya fue decidido.");
    DependantRow after = *d;
    const std::string& change = *d->change_kind;
    if (change == "add") {
      after.status = approve ? "active" : "rejected";
    } else if (change == "edit" && approve && d->proposed) {
      static_cast<DependantFields&>(after) = *d->proposed;
    } else if (change == "remove" && approve) {
      after.status = "removed";
    }
    after.decided_by = a.user_id;
    after.decided_at = now;
    after.last_outcome = approve ? "approved" : "rejected";
    after.reason = reason;
    if (!repo_.settle(c, org, after, d->revision)) {
      throw conflict("already_decided", "Este cambio ya fue decidido.");
    }
    audit_.record(c, org, approve ? "coverages.dependant_approve" : "coverages.dependant_reject",
                  {"coverage_dependant", id}, dependant_snapshot(*d),
                  json::object{{"change", change},
                               {"status", after.status},
                               {"fields", dependant_snapshot(after)},
                               {"reason", nullable(reason)}});
    json::object payload{{"dependant_id", id},
                         {"name", after.full_name},
                         {"change", change},
                         {"status", approve ? "approved" : "rejected"},
                         {"status_es", approve ? "aprobado" : "rechazado"},
                         {"status_en", approve ? "approved" : "rejected"},
                         {"reason", nullable(reason)},
                         {"actor_id", a.user_id}};
    notify_.notify(c, org, "coverage_dependant_decided", {d->user_id}, payload);
    return d->user_id;
  });
}

// --- Renewal reminders ---------------------------------------------------------------------------

std::int64_t CoveragesService::remind_renewals() const {
  const std::string from = today();
  const std::string to = add_days(from, kRenewalDays);
  const auto due = db_.run([&](db::Conn& c) { return repo_.renewal_due(c, from, to); });
  std::int64_t reminded = 0;
  for (const auto& p : due) {
    const OrgId org{p.org};
    const bool sent = db_.transact([&](db::Conn& c) {
      if (!repo_.mark_reminded(c, org, p.id, p.ends_on)) return false;
      const auto admins = repo_.admins(c, org);
      if (!admins.empty()) {
        notify_.notify(c, org, "coverage_renewal_due", admins,
                       json::object{{"policy_id", p.id},
                                    {"name", p.insurer + " · " + p.plan_name},
                                    {"ends_on", p.ends_on}});
      }
      return true;
    });
    if (sent) ++reminded;
  }
  return reminded;
}

void CoveragesService::forget_person(db::Conn& c, OrgId org,
                                     const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::coverages
