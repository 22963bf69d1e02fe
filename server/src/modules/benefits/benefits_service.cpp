#include "modules/benefits/benefits_service.h"

#include <algorithm>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
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
#include "modules/points/points_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/person_fields.h"

namespace aplauso::benefits {

namespace {
ApiError benefit_not_found() {
  return not_found("No encontramos ese beneficio.");
}
ApiError request_not_found() {
  return not_found("No encontramos esa solicitud.");
}

std::string today_utc(std::int64_t now_ms) {
  const std::chrono::sys_days day = std::chrono::floor<std::chrono::days>(
      std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::milliseconds{now_ms}});
  return day_text(std::chrono::year_month_day{day});
}

bool contains(const std::vector<std::int64_t>& ids, std::optional<std::int64_t> id) {
  return id && std::find(ids.begin(), ids.end(), *id) != ids.end();
}

/// Whether the benefit's dates include `today`: "not_yet", "ended" or nothing.
std::optional<std::string> outside_dates(const BenefitFields& b, const std::string& today) {
  if (b.valid_from && today < *b.valid_from) return "not_yet";
  if (b.valid_until && today > *b.valid_until) return "ended";
  return std::nullopt;
}

boost::json::object snapshot(const BenefitFields& f) {
  const auto opt = [](const std::optional<std::string>& s) {
    return s ? boost::json::value(*s) : boost::json::value(nullptr);
  };
  boost::json::array departments(f.eligibility.departments.begin(),
                                 f.eligibility.departments.end());
  boost::json::array groups(f.eligibility.groups.begin(), f.eligibility.groups.end());
  boost::json::array countries;
  for (const auto& c : f.eligibility.countries) countries.emplace_back(c);
  boost::json::array contract_types;
  for (const auto& c : f.eligibility.contract_types) contract_types.emplace_back(c);
  return {{"title", f.title},
          {"title_en", opt(f.title_en)},
          {"description", f.description},
          {"description_en", opt(f.description_en)},
          {"image_key", opt(f.image_key)},
          {"provider", f.provider},
          {"category", f.category},
          {"country", opt(f.country)},
          {"how_to_use", f.how_to_use},
          {"code", opt(f.code)},
          {"link", opt(f.link)},
          {"contact", opt(f.contact)},
          {"valid_from", opt(f.valid_from)},
          {"valid_until", opt(f.valid_until)},
          {"mode", f.mode},
          {"approval", f.approval},
          {"price_points", f.price_points},
          {"departments", std::move(departments)},
          {"groups", std::move(groups)},
          {"countries", std::move(countries)},
          {"contract_types", std::move(contract_types)},
          {"min_tenure_months", f.eligibility.min_tenure_months
                                    ? boost::json::value(*f.eligibility.min_tenure_months)
                                    : boost::json::value(nullptr)},
          {"status", f.status}};
}

void check_text(std::string& value, std::string_view field, std::size_t most, bool required,
                bool one_line, std::vector<FieldError>& errors) {
  value = trimmed(value);
  if (required && value.empty()) {
    errors.push_back({std::string(field), "Este campo es obligatorio."});
  } else if (utf8_length(value) > most ||
             (one_line && value.find_first_of("\r\n") != std::string::npos)) {
    errors.push_back(
        {std::string(field), "Máximo " + std::to_string(most) + " caracteres" +
                                 (one_line ? std::string(", en una línea.") : std::string("."))});
  }
}

void check_optional(std::optional<std::string>& value, std::string_view field, std::size_t most,
                    std::vector<FieldError>& errors) {
  if (!value) return;
  std::string v = *value;
  check_text(v, field, most, false, true, errors);
  value = v.empty() ? std::nullopt : std::optional<std::string>(v);
}

bool country_code(const std::string& c) {
  return c.size() == 2 && std::isupper(static_cast<unsigned char>(c[0])) != 0 &&
         std::isupper(static_cast<unsigned char>(c[1])) != 0;
}
}  // namespace

std::vector<std::string> unmet(const Eligibility& e, const PersonFacts& person,
                               const std::string& today) {
  std::vector<std::string> out;
  if (!e.departments.empty() && !contains(e.departments, person.department_id)) {
    out.emplace_back("department");
  }
  if (!e.groups.empty()) {
    const bool in_one = std::any_of(person.groups.begin(), person.groups.end(),
                                    [&e](std::int64_t g) { return contains(e.groups, g); });
    if (!in_one) out.emplace_back("group");
  }
  if (!e.countries.empty() &&
      (!person.country ||
       std::find(e.countries.begin(), e.countries.end(), *person.country) == e.countries.end())) {
    out.emplace_back("country");
  }
  if (e.min_tenure_months) {
    const bool long_enough =
        person.admission_date && parse_day(*person.admission_date) &&
        add_months(*person.admission_date, static_cast<int>(*e.min_tenure_months)) <= today;
    if (!long_enough) out.emplace_back("tenure");
  }
  if (!e.contract_types.empty() &&
      (!person.contract_type || std::find(e.contract_types.begin(), e.contract_types.end(),
                                          *person.contract_type) == e.contract_types.end())) {
    out.emplace_back("contract_type");
  }
  return out;
}

// --- Members -------------------------------------------------------------------------------------

std::vector<MemberBenefit> BenefitsService::list(OrgId org, std::int64_t user_id) const {
  const std::string today = today_utc(clock_.now_ms());
  return db_.run([&](db::Conn& c) {
    std::vector<MemberBenefit> out;
    const auto person = repo_.person(c, org, user_id);
    if (!person) return out;
    const auto latest = repo_.latest_of_person(c, org, user_id);
    for (auto& b : repo_.by_status(c, org, "published")) {
      if (outside_dates(b, today) || !unmet(b.eligibility, *person, today).empty()) continue;
      MemberBenefit m;
      for (const auto& r : latest) {
        if (r.benefit_id == b.id) m.request = r;
      }
      m.granted = b.mode == "granted" || (m.request && m.request->status == "approved");
      m.benefit = std::move(b);
      out.push_back(std::move(m));
    }
    std::stable_sort(out.begin(), out.end(), [](const MemberBenefit& a, const MemberBenefit& b) {
      return a.granted && !b.granted;
    });
    return out;
  });
}

BenefitView BenefitsService::get(OrgId org, std::int64_t user_id, std::int64_t id) const {
  const std::string today = today_utc(clock_.now_ms());
  return db_.run([&](db::Conn& c) {
    auto b = repo_.benefit(c, org, id);
    if (!b || b->status != "published") throw benefit_not_found();
    const auto person = repo_.person(c, org, user_id);
    if (!person) throw benefit_not_found();
    BenefitView v;
    v.reasons = unmet(b->eligibility, *person, today);
    if (auto dates = outside_dates(*b, today)) v.reasons.push_back(*dates);
    v.eligible = v.reasons.empty();
    for (const auto& r : repo_.latest_of_person(c, org, user_id)) {
      if (r.benefit_id == id) v.member.request = r;
    }
    const bool approved = v.member.request && v.member.request->status == "approved";
    v.member.granted = approved || (v.eligible && b->mode == "granted");
    v.member.benefit = std::move(*b);
    return v;
  });
}

RequestRow BenefitsService::request(OrgId org, std::int64_t user_id, std::int64_t id,
                                    const std::string& note) const {
  std::string text = trimmed(note);
  if (utf8_length(text) > 500) {
    throw invalid_input("note", "La nota no puede exceder 500 caracteres.");
  }
  const std::int64_t now = clock_.now_ms();
  const std::string today = today_utc(now);
  return db_.transact([&](db::Conn& c) {
    const auto b = repo_.benefit(c, org, id);
    if (!b || b->status != "published") throw benefit_not_found();
    const auto person = repo_.person(c, org, user_id);
    if (!person) throw benefit_not_found();
    if (outside_dates(*b, today) || !unmet(b->eligibility, *person, today).empty()) {
      throw rule_broken("not_eligible", "Este beneficio no está disponible para ti.");
    }
    if (b->mode != "requestable") {
      throw rule_broken("benefit_not_requestable",
                        "Este beneficio ya es tuyo: no hace falta solicitarlo.");
    }
    for (const auto& r : repo_.latest_of_person(c, org, user_id)) {
      if (r.benefit_id == id && r.status == "approved") {
        throw conflict("already_granted", "Ya tienes este beneficio.");
      }
    }
    RequestRow r;
    r.benefit_id = id;
    r.user_id = user_id;
    r.note = text;
    r.price_points = b->price_points;
    r.approval = b->approval;
    r.status = b->approval == "none" ? "approved" : "pending";
    if (r.status == "approved") r.decided_at = now;
    r.created_at = now;
    const auto inserted = repo_.insert_request(c, org, r);
    if (!inserted) {
      throw conflict("request_pending", "Ya tienes una solicitud pendiente de este beneficio.");
    }
    if (b->price_points > 0) {
      points_.spend(c, org, user_id, b->price_points,
                    {"benefit", std::string("benefit_request"), *inserted, user_id, b->title});
    }
    return *repo_.request(c, org, *inserted);
  });
}

namespace {
RequestPage page_of(std::vector<RequestRow> rows, std::int64_t per_page) {
  RequestPage out;
  out.has_more = static_cast<std::int64_t>(rows.size()) > per_page;
  if (out.has_more) rows.resize(static_cast<std::size_t>(per_page));
  out.items = std::move(rows);
  return out;
}
}  // namespace

RequestPage BenefitsService::my_requests(OrgId org, std::int64_t user_id, std::int64_t page,
                                         std::int64_t per_page) const {
  return db_.run([&](db::Conn& c) {
    return page_of(repo_.of_person(c, org, user_id, per_page + 1, (page - 1) * per_page), per_page);
  });
}

RequestRow BenefitsService::settle(db::Conn& c, OrgId org, const RequestRow& r,
                                   const std::string& status, std::optional<std::int64_t> actor,
                                   const std::optional<std::string>& reason,
                                   std::int64_t now) const {
  if (!repo_.settle(c, org, r.id, status, actor, now, reason)) {
    throw conflict("request_decided", "Esta solicitud ya fue decidida.");
  }
  // The points held when it was requested come back once: only the statement that moved it
  // from pending gets here.
  if ((status == "rejected" || status == "cancelled") && r.price_points > 0) {
    points_.refund(c, org, r.user_id, r.price_points,
                   {"benefit_refund", std::string("benefit_request"), r.id, actor, reason});
  }
  if (status == "approved" || status == "rejected") {
    boost::json::object payload{{"benefit_id", r.benefit_id},
                                {"name", r.benefit_title},
                                {"status", status},
                                {"status_es", status == "approved" ? "aprobada" : "rechazada"},
                                {"status_en", status == "approved" ? "approved" : "rejected"},
                                {"reason", reason ? boost::json::value(*reason) : nullptr}};
    if (r.benefit_title_en) payload["name_en"] = *r.benefit_title_en;
    if (actor) payload["actor_id"] = *actor;
    notify_.notify(c, org, "benefit_request_decided", {r.user_id}, payload);
  }
  return *repo_.request(c, org, r.id);
}

RequestRow BenefitsService::cancel(OrgId org, std::int64_t user_id, std::int64_t request_id) const {
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto r = repo_.request(c, org, request_id);
    if (!r || r->user_id != user_id) throw request_not_found();
    if (r->status != "pending") {
      throw conflict("request_decided", "Esta solicitud ya fue decidida.");
    }
    return settle(c, org, *r, "cancelled", user_id, std::nullopt, now);
  });
}

// --- Admins --------------------------------------------------------------------------------------

namespace {
Counters counters_of(const BenefitRow& b, const std::vector<PersonFacts>& people,
                     const std::map<std::int64_t, std::map<std::string, std::int64_t>>& counts,
                     const std::string& today) {
  Counters out;
  for (const auto& p : people) {
    if (unmet(b.eligibility, p, today).empty()) ++out.eligible;
  }
  if (const auto it = counts.find(b.id); it != counts.end()) {
    const auto get = [&it](const char* status) {
      const auto s = it->second.find(status);
      return s == it->second.end() ? std::int64_t{0} : s->second;
    };
    out.pending = get("pending");
    out.approved = get("approved");
    out.rejected = get("rejected");
  }
  return out;
}
}  // namespace

std::vector<AdminBenefit> BenefitsService::admin_list(OrgId org) const {
  const std::string today = today_utc(clock_.now_ms());
  return db_.run([&](db::Conn& c) {
    const auto people = repo_.active_people(c, org);
    const auto counts = repo_.status_counts(c, org);
    std::vector<AdminBenefit> out;
    for (auto& b : repo_.all(c, org)) {
      AdminBenefit a;
      a.counters = counters_of(b, people, counts, today);
      a.benefit = std::move(b);
      out.push_back(std::move(a));
    }
    return out;
  });
}

AdminBenefit BenefitsService::admin_get(OrgId org, std::int64_t id) const {
  const std::string today = today_utc(clock_.now_ms());
  return db_.run([&](db::Conn& c) {
    auto b = repo_.benefit(c, org, id);
    if (!b) throw benefit_not_found();
    AdminBenefit a;
    a.counters = counters_of(*b, repo_.active_people(c, org), repo_.status_counts(c, org), today);
    a.versions = repo_.versions(c, org, id);
    a.benefit = std::move(*b);
    return a;
  });
}

void BenefitsService::check_fields(db::Conn& c, OrgId org, std::int64_t admin_id, BenefitFields& f,
                                   const std::optional<std::string>& old_image) const {
  std::vector<FieldError> errors;
  check_text(f.title, "title", 120, true, true, errors);
  check_optional(f.title_en, "title_en", 120, errors);
  check_text(f.description, "description", 2000, false, false, errors);
  if (f.description_en) {
    std::string d = *f.description_en;
    check_text(d, "description_en", 2000, false, false, errors);
    f.description_en = d.empty() ? std::nullopt : std::optional<std::string>(d);
  }
  check_text(f.provider, "provider", 120, false, true, errors);
  check_text(f.category, "category", 40, true, true, errors);
  if (f.country && !country_code(*f.country)) {
    errors.push_back({"country", "Usa el código de dos letras del país (CL, MX, AR…)."});
  }
  check_text(f.how_to_use, "how_to_use", 2000, false, false, errors);
  check_optional(f.code, "code", 80, errors);
  check_optional(f.link, "link", 500, errors);
  if (f.link && !f.link->starts_with("https://")) {
    errors.push_back({"link", "El enlace debe empezar por https://."});
  }
  check_optional(f.contact, "contact", 200, errors);
  for (auto* day : {&f.valid_from, &f.valid_until}) {
    if (*day && day->value().empty()) *day = std::nullopt;
  }
  if (f.valid_from && !parse_day(*f.valid_from)) {
    errors.push_back({"valid_from", "Escribe la fecha como AAAA-MM-DD."});
  }
  if (f.valid_until && !parse_day(*f.valid_until)) {
    errors.push_back({"valid_until", "Escribe la fecha como AAAA-MM-DD."});
  } else if (f.valid_from && f.valid_until && *f.valid_until < *f.valid_from) {
    errors.push_back({"valid_until", "La fecha de término es anterior a la de inicio."});
  }
  if (f.mode != "granted" && f.mode != "requestable") {
    errors.push_back({"mode", "Elige si se otorga a todos o se solicita."});
  }
  if (f.approval != "none" && f.approval != "manager" && f.approval != "hr") {
    errors.push_back({"approval", "Elige quién aprueba: nadie, la jefatura o Personas."});
  }
  if (f.price_points < 0 || f.price_points > 1'000'000) {
    errors.push_back({"price_points", "El precio va de 0 a 1.000.000 puntos."});
  }
  if (f.mode == "granted") {
    // A granted benefit is nobody's to approve or pay for.
    f.approval = "none";
    if (f.price_points > 0) {
      errors.push_back({"price_points", "Solo los beneficios que se solicitan tienen precio."});
    }
  }
  if (f.status != "draft" && f.status != "published" && f.status != "archived") {
    errors.push_back({"status", "Elige borrador, publicado o archivado."});
  }
  auto& e = f.eligibility;
  std::sort(e.departments.begin(), e.departments.end());
  e.departments.erase(std::unique(e.departments.begin(), e.departments.end()), e.departments.end());
  std::sort(e.groups.begin(), e.groups.end());
  e.groups.erase(std::unique(e.groups.begin(), e.groups.end()), e.groups.end());
  std::sort(e.countries.begin(), e.countries.end());
  e.countries.erase(std::unique(e.countries.begin(), e.countries.end()), e.countries.end());
  std::sort(e.contract_types.begin(), e.contract_types.end());
  e.contract_types.erase(std::unique(e.contract_types.begin(), e.contract_types.end()),
                         e.contract_types.end());
  if (std::any_of(e.contract_types.begin(), e.contract_types.end(),
                  [](const std::string& t) { return !users::known_contract_type(t); })) {
    errors.push_back({"eligibility.contract_types",
                      "Elige tipos de contrato de la lista: indefinite, fixed_term, project, "
                      "services o internship."});
  }
  if (!e.departments.empty() && repo_.count_departments(c, org, e.departments) !=
                                    static_cast<std::int64_t>(e.departments.size())) {
    errors.push_back({"eligibility.departments", "Alguna de las áreas elegidas no existe."});
  }
  if (!e.groups.empty() &&
      repo_.count_groups(c, org, e.groups) != static_cast<std::int64_t>(e.groups.size())) {
    errors.push_back({"eligibility.groups", "Alguno de los grupos elegidos no existe."});
  }
  if (std::any_of(e.countries.begin(), e.countries.end(),
                  [](const std::string& code) { return !country_code(code); })) {
    errors.push_back({"eligibility.countries", "Usa códigos de país de dos letras (CL, MX…)."});
  }
  if (e.min_tenure_months && (*e.min_tenure_months < 1 || *e.min_tenure_months > 600)) {
    errors.push_back({"eligibility.min_tenure_months", "La antigüedad va de 1 a 600 meses."});
  }
  if (f.image_key && f.image_key != old_image) {
    const auto finished =
        uploads_.finished_of(c, org, admin_id, "corp-benef-image", {*f.image_key});
    if (!finished.contains(*f.image_key)) {
      errors.push_back({"image_key", "Sube la imagen de nuevo: no la encontramos."});
    }
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
}

AdminBenefit BenefitsService::create(OrgId org, std::int64_t admin_id,
                                     const BenefitFields& fields) const {
  BenefitFields f = fields;
  const std::int64_t now = clock_.now_ms();
  const std::int64_t id = db_.transact([&](db::Conn& c) {
    check_fields(c, org, admin_id, f, std::nullopt);
    if (repo_.count(c, org) >= kMostBenefits) {
      throw rule_broken("too_many_benefits", "La organización admite hasta 200 beneficios.");
    }
    const std::int64_t created = repo_.insert(c, org, f, admin_id, now);
    repo_.set_eligibility(c, org, created, f.eligibility);
    repo_.insert_version(c, org, created, {1, now, admin_id, "{}"});
    audit_.record(c, org, "benefits.create", {"benefit", created}, nullptr, snapshot(f));
    return created;
  });
  return admin_get(org, id);
}

AdminBenefit BenefitsService::update(OrgId org, std::int64_t admin_id, std::int64_t id,
                                     const BenefitEdit& edit) const {
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    const auto current = repo_.benefit(c, org, id);
    if (!current) throw benefit_not_found();
    BenefitFields f = *current;
    const auto set = [](auto& field, const auto& change) {
      if (change) field = *change;
    };
    set(f.title, edit.title);
    set(f.title_en, edit.title_en);
    set(f.description, edit.description);
    set(f.description_en, edit.description_en);
    set(f.image_key, edit.image_key);
    set(f.provider, edit.provider);
    set(f.category, edit.category);
    set(f.country, edit.country);
    set(f.how_to_use, edit.how_to_use);
    set(f.code, edit.code);
    set(f.link, edit.link);
    set(f.contact, edit.contact);
    set(f.valid_from, edit.valid_from);
    set(f.valid_until, edit.valid_until);
    set(f.mode, edit.mode);
    set(f.approval, edit.approval);
    set(f.price_points, edit.price_points);
    set(f.eligibility, edit.eligibility);
    set(f.status, edit.status);
    check_fields(c, org, admin_id, f, current->image_key);
    const auto before = snapshot(*current);
    repo_.update(c, org, id, f, now);
    repo_.set_eligibility(c, org, id, f.eligibility);
    repo_.insert_version(c, org, id,
                         {current->version + 1, now, admin_id, boost::json::serialize(before)});
    audit_.record(c, org, "benefits.update", {"benefit", id}, before, snapshot(f));
  });
  return admin_get(org, id);
}

Preview BenefitsService::preview(OrgId org, const Eligibility& eligibility) const {
  const std::string today = today_utc(clock_.now_ms());
  return db_.run([&](db::Conn& c) {
    BenefitFields f;
    f.title = "x";
    f.category = "x";
    f.eligibility = eligibility;
    std::vector<FieldError> errors;
    auto& e = f.eligibility;
    if (!e.departments.empty() &&
        repo_.count_departments(c, org, e.departments) !=
            static_cast<std::int64_t>(
                std::set<std::int64_t>(e.departments.begin(), e.departments.end()).size())) {
      errors.push_back({"departments", "Alguna de las áreas elegidas no existe."});
    }
    if (!e.groups.empty() &&
        repo_.count_groups(c, org, e.groups) !=
            static_cast<std::int64_t>(
                std::set<std::int64_t>(e.groups.begin(), e.groups.end()).size())) {
      errors.push_back({"groups", "Alguno de los grupos elegidos no existe."});
    }
    if (std::any_of(e.contract_types.begin(), e.contract_types.end(),
                    [](const std::string& t) { return !users::known_contract_type(t); })) {
      errors.push_back({"contract_types",
                        "Elige tipos de contrato de la lista: indefinite, fixed_term, project, "
                        "services o internship."});
    }
    if (!errors.empty()) throw invalid_input(std::move(errors));
    Preview p;
    std::map<std::optional<std::int64_t>, DepartmentCount> departments;
    std::map<std::optional<std::string>, std::int64_t> countries;
    for (const auto& person : repo_.active_people(c, org)) {
      ++p.active;
      if (!unmet(e, person, today).empty()) continue;
      ++p.total;
      auto& d = departments[person.department_id];
      d.department_id = person.department_id;
      d.name = person.department_name;
      ++d.count;
      ++countries[person.country];
    }
    for (auto& [key, d] : departments) p.by_department.push_back(d);
    std::sort(p.by_department.begin(), p.by_department.end(),
              [](const DepartmentCount& a, const DepartmentCount& b) { return a.count > b.count; });
    for (const auto& [country, count] : countries) p.by_country.push_back({country, count});
    std::sort(p.by_country.begin(), p.by_country.end(),
              [](const CountryCount& a, const CountryCount& b) { return a.count > b.count; });
    return p;
  });
}

RequestPage BenefitsService::admin_requests(OrgId org, const std::optional<std::string>& status,
                                            std::optional<std::int64_t> benefit_id,
                                            std::int64_t page, std::int64_t per_page) const {
  if (status && *status != "pending" && *status != "approved" && *status != "rejected" &&
      *status != "cancelled") {
    throw invalid_input("status", "Elige pending, approved, rejected o cancelled.");
  }
  return db_.run([&](db::Conn& c) {
    return page_of(
        repo_.admin_requests(c, org, status, benefit_id, per_page + 1, (page - 1) * per_page),
        per_page);
  });
}

// --- The approvals inbox -------------------------------------------------------------------------

std::vector<RequestRow> BenefitsService::pending_for(OrgId org, const approvals::Approver& a,
                                                     std::int64_t limit) const {
  return db_.run(
      [&](db::Conn& c) { return repo_.pending_for(c, org, a.user_id, a.admin(), limit); });
}

std::int64_t BenefitsService::pending_count(OrgId org, const approvals::Approver& a) const {
  return db_.run([&](db::Conn& c) { return repo_.pending_count(c, org, a.user_id, a.admin()); });
}

std::int64_t BenefitsService::decide(OrgId org, const approvals::Approver& a, std::int64_t id,
                                     bool approve, const std::optional<std::string>& reason) const {
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto r = repo_.request(c, org, id);
    if (!r) throw request_not_found();
    if (r->user_id == a.user_id) {
      throw forbidden("own_item", "No puedes decidir tu propia solicitud.");
    }
    if (r->status != "pending")
      throw conflict("already_decided", "Esta solicitud ya fue decidida.");
    bool may = false;
    if (r->approval == "hr") may = a.admin();
    if (r->approval == "manager") {
      const auto leader = repo_.leader_of(c, org, r->user_id);
      may = leader ? *leader == a.user_id : a.admin();
    }
    if (!may) {
      throw forbidden("not_your_decision", "Esta solicitud la decide otra persona.");
    }
    settle(c, org, *r, approve ? "approved" : "rejected", a.user_id, reason, now);
    return r->user_id;
  });
}

void BenefitsService::forget_person(db::Conn& c, OrgId org,
                                    const users::ErasedPerson& person) const {
  const std::int64_t now = clock_.now_ms();
  for (const auto& r : repo_.pending_of_person(c, org, person.id)) {
    if (repo_.settle(c, org, r.id, "cancelled", std::nullopt, now, std::nullopt) &&
        r.price_points > 0) {
      points_.refund(
          c, org, r.user_id, r.price_points,
          {"benefit_refund", std::string("benefit_request"), r.id, std::nullopt, std::nullopt});
    }
  }
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::benefits
