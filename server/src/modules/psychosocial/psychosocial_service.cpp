#include "modules/psychosocial/psychosocial_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <map>
#include <random>
#include <set>

#include "core/days.h"
#include "core/errors.h"
#include "core/secret_box.h"
#include "core/time_zone.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/tasks/task_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::psychosocial {

namespace json = boost::json;

namespace {

constexpr std::string_view kSealPurpose = "psychosocial.guide1";
constexpr std::size_t kMaxWorkplace = 160;
constexpr std::size_t kMaxDepartments = 200;
constexpr std::size_t kMaxStaff = 20;
constexpr std::size_t kMaxNote = 2000;
const std::vector<std::string> kDimensions = {"department"};
const std::set<std::string> kGenders = {"female", "male", "unspecified"};
const std::set<std::string> kReferralStatuses = {"pending", "contacted", "closed"};

std::string source_of(std::int64_t id) {
  return "psychosocial:" + std::to_string(id);
}

std::string org_today(std::string_view time_zone, std::int64_t now_ms) {
  auto local = local_time(time_zone, now_ms);
  if (!local) local = local_time("UTC", now_ms);
  return day_text(std::chrono::year_month_day{std::chrono::year{local->year},
                                              std::chrono::month{local->month},
                                              std::chrono::day{local->day}});
}

std::string join_ids(const std::vector<std::int64_t>& ids) {
  std::string out;
  for (const auto id : ids) {
    if (!out.empty()) out += ',';
    out += std::to_string(id);
  }
  return out;
}

std::vector<std::int64_t> split_ids(const std::string& text) {
  std::vector<std::int64_t> out;
  std::size_t start = 0;
  while (start < text.size()) {
    const auto end = text.find(',', start);
    const auto part = text.substr(start, end == std::string::npos ? end : end - start);
    if (!part.empty()) out.push_back(std::stoll(part));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return out;
}

std::optional<std::string> optional_day(const json::object& body, std::string_view key,
                                        std::vector<FieldError>& errors) {
  const auto* v = body.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_string() || !parse_day(v->as_string())) {
    errors.push_back({std::string(key), "La fecha es AAAA-MM-DD."});
    return std::nullopt;
  }
  return std::string(v->as_string());
}

ApiError invalid(std::vector<FieldError> errors, std::string code = "invalid_application",
                 std::string message = "Revisa la aplicación.") {
  if (!errors.empty()) message = errors.front().message;
  return rule_broken(std::move(code), std::move(message), std::move(errors));
}

ApiError not_draft() {
  return conflict("not_draft", "La aplicación ya se abrió: solo un borrador se puede cambiar.");
}

json::object yes_no_json(const YesNo& answers) {
  json::object out;
  for (const auto& [n, yes] : answers) out[std::to_string(n)] = yes ? "yes" : "no";
  return out;
}

YesNo yes_no_of(const std::string& text) {
  YesNo out;
  try {
    const auto v = json::parse(text);
    for (const auto& [k, val] : v.as_object()) {
      out[std::stoi(std::string(k))] = val.is_string() && val.as_string() == "yes";
    }
  } catch (const std::exception&) {
    // A value that does not open reads as no answers (never as an error to the staff).
  }
  return out;
}

Guide1Outcome outcome_of(bool referral) {
  Guide1Outcome o;
  o.needs_referral = referral;
  if (referral) {
    o.next_steps = {
        "Por lo que respondiste, la norma pide que un profesional de la salud te haga una "
        "valoración clínica. El personal de salud ocupacional de tu organización se pondrá en "
        "contacto contigo de forma confidencial; nadie más ve tus respuestas. No es una "
        "evaluación de tu desempeño.",
        "From your answers, the standard asks that a health professional give you a clinical "
        "evaluation. Your organisation's occupational-health staff will contact you in "
        "confidence; nobody else sees your answers. It is not a performance review."};
  } else {
    o.next_steps = {
        "Gracias. Por tus respuestas no se requiere una valoración clínica. Si algo te preocupa, "
        "puedes buscar al personal de salud ocupacional de tu organización cuando quieras.",
        "Thank you. From your answers no clinical evaluation is needed. If something worries "
        "you, you can reach your organisation's occupational-health staff at any time."};
  }
  o.care.push_back({{"Línea de la Vida", "Línea de la Vida (Mexico)"},
                    {"Atención psicológica gratuita y confidencial las 24 horas: 800 911 2000.",
                     "Free, confidential psychological support 24 hours a day: 800 911 2000."},
                    std::nullopt});
  o.care.push_back({{"Emergencias", "Emergencies"},
                    {"Si estás en peligro inmediato, llama al 911.",
                     "If you are in immediate danger, call 911."},
                    std::nullopt});
  return o;
}

/// The draft's fields from a body (on top of `row` when editing), or every field it gets wrong.
void read_input(const json::object& body, ApplicationRow& row, std::vector<FieldError>& errors,
                std::vector<std::int64_t>& departments, bool partial) {
  if (const auto* v = body.if_contains("workplace"); v || !partial) {
    const std::string text = v && v->is_string() ? trimmed(v->as_string()) : "";
    if (text.empty() || utf8_length(text) > kMaxWorkplace)
      errors.push_back({"workplace", "Escribe el centro de trabajo (hasta 160 caracteres)."});
    row.workplace = text;
  }
  departments = split_ids(row.department_ids);
  if (const auto* v = body.if_contains("audience"); v && !v->is_null()) {
    if (!v->is_object()) {
      errors.push_back({"audience", "La audiencia es todas las personas o algunos departamentos."});
    } else {
      const auto& a = v->as_object();
      const auto* everyone = a.if_contains("everyone");
      const auto* ids = a.if_contains("department_ids");
      departments.clear();
      if (ids && ids->is_array()) {
        for (const auto& id : ids->as_array()) {
          if (!id.is_int64() || id.as_int64() <= 0) {
            errors.push_back({"audience.department_ids", "Departamento no válido."});
            break;
          }
          departments.push_back(id.as_int64());
        }
      }
      std::sort(departments.begin(), departments.end());
      departments.erase(std::unique(departments.begin(), departments.end()), departments.end());
      row.everyone = everyone && everyone->is_bool() ? everyone->as_bool() : departments.empty();
      if (row.everyone) departments.clear();
      if (!row.everyone && departments.empty())
        errors.push_back({"audience.department_ids", "Elige al menos un departamento."});
      if (departments.size() > kMaxDepartments)
        errors.push_back({"audience.department_ids", "Elige hasta 200 departamentos."});
    }
  }
  if (const auto* v = body.if_contains("guide1")) {
    if (!v->is_bool())
      errors.push_back({"guide1", "Indica si se aplica la Guía I."});
    else
      row.guide1 = v->as_bool();
  }
  if (const auto* v = body.if_contains("sampling")) {
    const std::string s = v->is_string() ? std::string(v->as_string()) : "";
    if (s != "all" && s != "sample")
      errors.push_back({"sampling", "La aplicación es a todas las personas o a una muestra."});
    else
      row.sampling = s;
  }
  if (body.contains("opens_on") || !partial) row.opens_on = optional_day(body, "opens_on", errors);
  if (body.contains("closes_on") || !partial)
    row.closes_on = optional_day(body, "closes_on", errors);
  if (row.opens_on && row.closes_on && *row.closes_on < *row.opens_on)
    errors.push_back({"closes_on", "El cierre no puede ser antes de la apertura."});
}

/// The guide the roster's size calls for, checked against the draft's choices.
void settle_guide(ApplicationRow& row, std::int64_t people, std::vector<FieldError>& errors) {
  row.guide = guide_for(people);
  if (people == 0) {
    errors.push_back({"audience", "Esa audiencia no tiene personas activas."});
    return;
  }
  if (!row.guide && !row.guide1)
    errors.push_back({"guide1",
                      "Con 15 personas o menos la norma pide solo la Guía I: actívala para "
                      "aplicar algo."});
  if (row.sampling == "sample" && row.guide != std::string(kGuide3))
    errors.push_back({"sampling", "La muestra solo aplica a la Guía III (más de 50 personas)."});
}

}  // namespace

const std::array<Text, 5>& level_actions() {
  static const std::array<Text, 5> actions = {
      Text{"El riesgo resulta despreciable, por lo que no se requieren medidas adicionales.",
           "The risk is negligible, so no further measures are required."},
      Text{"Es necesario una mayor difusión de la política de prevención de riesgos "
           "psicosociales y programas para la prevención de los factores de riesgo psicosocial, "
           "la promoción de un entorno organizacional favorable y la prevención de la violencia "
           "laboral.",
           "The psychosocial risk prevention policy needs wider diffusion, with programs to "
           "prevent psychosocial risk factors, promote a favourable organisational environment "
           "and prevent workplace violence."},
      Text{"Se requiere revisar la política de prevención de riesgos psicosociales y los "
           "programas para la prevención de los factores de riesgo psicosocial, la promoción de "
           "un entorno organizacional favorable y la prevención de la violencia laboral, así "
           "como reforzar su aplicación y difusión, mediante un programa de intervención.",
           "The psychosocial risk prevention policy and programs must be reviewed, and their "
           "application and diffusion reinforced, through an intervention program."},
      Text{"Se requiere realizar un análisis de cada categoría y dominio para determinar las "
           "acciones de intervención apropiadas a través de un programa de intervención, que "
           "podrá incluir una evaluación específica y deberá incluir una campaña de "
           "sensibilización, revisar la política de prevención de riesgos psicosociales y los "
           "programas, y reforzar su aplicación y difusión.",
           "Each category and domain must be analysed to determine the right actions through "
           "an intervention program, which may include a specific evaluation and must include "
           "an awareness campaign, a review of the prevention policy and programs, and stronger "
           "application and diffusion."},
      Text{"Se requiere realizar el análisis de cada categoría y dominio para establecer las "
           "acciones de intervención apropiadas, mediante un programa de intervención que deberá "
           "incluir evaluaciones específicas y contemplar campañas de sensibilización, revisar la "
           "política de prevención de riesgos psicosociales y los programas, y reforzar su "
           "aplicación y difusión.",
           "Each category and domain must be analysed to set the right actions through an "
           "intervention program that must include specific evaluations and awareness "
           "campaigns, a review of the prevention policy and programs, and stronger application "
           "and diffusion."}};
  return actions;
}

PsychosocialService::PsychosocialService(const db::Database& db, const Clock& clock,
                                         std::string server_secret,
                                         const privacy::PrivacyService& privacy,
                                         const notifications::NotificationService& notices,
                                         const tasks::TaskService& tasks,
                                         const audit::AuditLog& audit,
                                         const moods::CareOffers& care_offers)
    : db_(db),
      clock_(clock),
      secret_(std::move(server_secret)),
      privacy_(privacy),
      notices_(notices),
      tasks_(tasks),
      audit_(audit),
      care_offers_(care_offers) {}

// --- People ------------------------------------------------------------------------------------

std::vector<Mine> PsychosocialService::mine(OrgId org, std::int64_t user) const {
  return db_.run([&](db::Conn& c) {
    std::vector<Mine> out;
    for (auto& r : repo_.mine(c, org, user)) {
      Mine m;
      m.guide1_done = r.membership.guide1_on.has_value();
      m.main_done = r.membership.main_on.has_value();
      m.can_answer_main = r.application.guide.has_value() && r.membership.sampled;
      m.row = std::move(r.application);
      out.push_back(std::move(m));
    }
    // Open ones first, then closed ones (newest first within each).
    std::stable_sort(out.begin(), out.end(), [](const Mine& a, const Mine& b) {
      return (a.row.state == "open") > (b.row.state == "open");
    });
    return out;
  });
}

Questionnaire PsychosocialService::questionnaire(OrgId org, std::int64_t user,
                                                 std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    const auto row = repo_.application(c, org, id);
    const auto membership = repo_.membership(c, org, id, user);
    if (!row || row->state == "draft" || !membership) throw not_found();
    Questionnaire q;
    q.mine.row = *row;
    q.mine.guide1_done = membership->guide1_on.has_value();
    q.mine.main_done = membership->main_on.has_value();
    q.mine.can_answer_main = row->guide.has_value() && membership->sampled;
    if (row->guide1) q.guides.push_back(find_guide(kGuide1));
    if (q.mine.can_answer_main) q.guides.push_back(find_guide(*row->guide));
    std::erase(q.guides, nullptr);
    if (const auto referral = repo_.guide1_of(c, org, id, user)) {
      q.outcome = outcome_of(*referral);
      if (*referral) {
        q.outcome->offers =
            care_offers_.for_person(c, org, user, moods::CareReason::kGuide1Referral);
      }
    }
    return q;
  });
}

Guide1Outcome PsychosocialService::answer_guide1(OrgId org, std::string_view time_zone,
                                                 std::int64_t user, std::int64_t id,
                                                 const json::object& body) const {
  const Guide* guide = find_guide(kGuide1);
  if (!guide) throw std::logic_error("Guía I is not shipped");
  const auto* answers = body.if_contains("answers");
  std::vector<FieldError> errors;
  YesNo given;
  if (!answers || !answers->is_object())
    errors.push_back({"answers", "Faltan las respuestas."});
  else
    given = check_guide1(*guide, answers->as_object(), errors);
  const auto day = org_today(time_zone, clock_.now_ms());
  auto outcome = db_.transact([&](db::Conn& c) {
    const auto row = repo_.application(c, org, id);
    const auto membership = repo_.membership(c, org, id, user);
    if (!row || row->state == "draft" || !membership || !row->guide1) throw not_found();
    if (row->state == "closed")
      throw conflict("application_closed", "Esta aplicación ya cerró: no recibe respuestas.");
    if (row->opens_on && day < *row->opens_on)
      throw conflict("application_not_open",
                     "Este cuestionario se abre el " + *row->opens_on + ".");
    if (membership->guide1_on)
      throw conflict("already_answered", "Ya respondiste la Guía I de esta aplicación.");
    if (!errors.empty())
      throw invalid(std::move(errors), "invalid_answers", "Revisa tus respuestas.");
    const bool referral = needs_referral(*guide, given);
    if (!repo_.mark_guide1(c, org, id, user, day))
      throw conflict("already_answered", "Ya respondiste la Guía I de esta aplicación.");
    repo_.insert_guide1(
        c, org, id, user,
        secret_box::seal(secret_, kSealPurpose, json::serialize(yes_no_json(given))), referral, day,
        clock_.now_ms());
    if (referral) {
      const auto staff = repo_.health_staff(c, org);
      // Nothing about the person in the notification: the staff open the list to see who.
      if (!staff.empty()) notices_.notify(c, org, "psychosocial_referral", staff, json::object{});
    }
    return outcome_of(referral);
  });
  // Care routing (BEN-★3): the person alone is shown where to get care, once the answer is kept.
  if (outcome.needs_referral) {
    outcome.offers = db_.run([&](db::Conn& c) {
      return care_offers_.for_person(c, org, user, moods::CareReason::kGuide1Referral);
    });
  }
  return outcome;
}

void PsychosocialService::answer_main(OrgId org, std::string_view time_zone, std::int64_t user,
                                      std::int64_t id, const json::object& body) const {
  const auto day = org_today(time_zone, clock_.now_ms());
  db_.transact([&](db::Conn& c) {
    const auto row = repo_.application(c, org, id);
    const auto membership = repo_.membership(c, org, id, user);
    if (!row || row->state == "draft" || !membership || !row->guide) throw not_found();
    if (row->state == "closed")
      throw conflict("application_closed", "Esta aplicación ya cerró: no recibe respuestas.");
    if (row->opens_on && day < *row->opens_on)
      throw conflict("application_not_open",
                     "Este cuestionario se abre el " + *row->opens_on + ".");
    if (!membership->sampled)
      throw forbidden("not_sampled",
                      "No estás en la muestra de esta aplicación: no necesitas responder este "
                      "cuestionario.");
    if (membership->main_on)
      throw conflict("already_answered", "Ya respondiste este cuestionario.");
    const Guide* guide = find_guide(*row->guide);
    if (!guide) throw std::logic_error("a guide is not shipped");
    std::vector<FieldError> errors;
    const auto answers = check_answers(*guide, body, errors);
    if (!errors.empty())
      throw invalid(std::move(errors), "invalid_answers", "Revisa tus respuestas.");
    if (!repo_.mark_main(c, org, id, user, day))
      throw conflict("already_answered", "Ya respondiste este cuestionario.");
    const auto scores = score(*guide, answers);
    privacy::Response response;
    response.source = source_of(id);
    response.cycle = 1;
    response.segment = {membership->department_id ? std::to_string(*membership->department_id)
                                                  : std::string()};
    response.answers.push_back(
        {"final", level_of(guide->final_cutoffs, scores.final), scores.final, "", ""});
    for (const auto& cat : guide->categories) {
      const double v = scores.categories.at(cat.id);
      response.answers.push_back({"c." + cat.id, level_of(cat.cutoffs, v), v, "", ""});
      for (const auto& dom : cat.domains) {
        const double d = scores.domains.at(dom.id);
        response.answers.push_back({"d." + dom.id, level_of(dom.cutoffs, d), d, "", ""});
      }
    }
    privacy_.record(c, org, response, day);
  });
}

// --- Occupational-health staff -------------------------------------------------------------------

bool PsychosocialService::is_health_staff(OrgId org, std::int64_t user) const {
  return db_.run([&](db::Conn& c) { return repo_.is_health_staff(c, org, user); });
}

std::int64_t PsychosocialService::pending_referrals(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.referral_count(c, org, "pending"); });
}

ReferralPage PsychosocialService::referrals(OrgId org, std::int64_t user, const std::string& status,
                                            std::int64_t limit, std::int64_t offset) const {
  if (!status.empty() && !kReferralStatuses.contains(status))
    throw rule_broken("invalid_status", "Estado no válido.", {{"status", "Estado no válido."}});
  const Guide* guide = find_guide(kGuide1);
  return db_.transact([&](db::Conn& c) {
    if (!repo_.is_health_staff(c, org, user))
      throw forbidden("not_health_staff",
                      "Solo el personal de salud ocupacional ve las canalizaciones.");
    ReferralPage page;
    const auto rows = repo_.referrals(c, org, status, limit, offset);
    page.total = repo_.referral_count(c, org, status);
    std::vector<std::int64_t> ids;
    for (const auto& r : rows) ids.push_back(r.user_id);
    std::map<std::int64_t, users::Person> people;
    for (auto& p : users::UserRepo().people(c, org, ids)) people.emplace(p.id, std::move(p));
    for (const auto& r : rows) {
      ReferralView v;
      v.row = r;
      if (const auto it = people.find(r.user_id); it != people.end()) v.person = it->second;
      v.person.id = r.user_id;
      v.answers = yes_no_of(secret_box::open(secret_, kSealPurpose, r.sealed_answers).value_or(""));
      if (!r.sealed_note.empty())
        v.note = secret_box::open(secret_, kSealPurpose, r.sealed_note).value_or("");
      page.items.push_back(std::move(v));
    }
    audit_.record(c, org, "psychosocial.referrals_read", {"organization", org.value}, nullptr,
                  json::object{{"shown", static_cast<std::int64_t>(rows.size())}});
    (void)guide;
    return page;
  });
}

ReferralView PsychosocialService::update_referral(OrgId org, std::int64_t user, std::int64_t id,
                                                  const json::object& body) const {
  std::vector<FieldError> errors;
  std::optional<std::string> status;
  std::optional<std::string> note;
  if (const auto* v = body.if_contains("status")) {
    const std::string s = v->is_string() ? std::string(v->as_string()) : "";
    if (!kReferralStatuses.contains(s))
      errors.push_back({"status", "El seguimiento es pendiente, contactada o cerrada."});
    status = s;
  }
  if (const auto* v = body.if_contains("note")) {
    const std::string n = v->is_string() ? std::string(v->as_string()) : "";
    if (!v->is_string() || utf8_length(n) > kMaxNote)
      errors.push_back({"note", "La nota admite hasta 2000 caracteres."});
    note = n;
  }
  if (!errors.empty())
    throw invalid(std::move(errors), "invalid_referral", "Revisa el seguimiento.");
  return db_.transact([&](db::Conn& c) {
    if (!repo_.is_health_staff(c, org, user))
      throw forbidden("not_health_staff",
                      "Solo el personal de salud ocupacional ve las canalizaciones.");
    auto row = repo_.referral(c, org, id);
    if (!row) throw not_found();
    const std::string before_status = row->status;
    if (status) row->status = *status;
    if (note)
      row->sealed_note = note->empty() ? "" : secret_box::seal(secret_, kSealPurpose, *note);
    row->updated_at = clock_.now_ms();
    repo_.update_referral(c, org, id, row->status, row->sealed_note, row->updated_at);
    audit_.record(c, org, "psychosocial.referral", {"psy_referral", id},
                  json::object{{"status", before_status}},
                  json::object{{"status", row->status}, {"note_changed", note.has_value()}});
    ReferralView v;
    v.row = *row;
    const auto people = users::UserRepo().people(c, org, {row->user_id});
    if (!people.empty()) v.person = people.front();
    v.person.id = row->user_id;
    v.answers =
        yes_no_of(secret_box::open(secret_, kSealPurpose, row->sealed_answers).value_or(""));
    if (!row->sealed_note.empty())
      v.note = secret_box::open(secret_, kSealPurpose, row->sealed_note).value_or("");
    return v;
  });
}

// --- Admins --------------------------------------------------------------------------------------

std::vector<users::Person> PsychosocialService::health_staff(OrgId org) const {
  return db_.run(
      [&](db::Conn& c) { return users::UserRepo().people(c, org, repo_.health_staff(c, org)); });
}

std::vector<users::Person> PsychosocialService::set_health_staff(
    OrgId org, const std::vector<std::int64_t>& user_ids) const {
  std::vector<std::int64_t> ids = user_ids;
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  if (ids.empty() || ids.size() > kMaxStaff)
    throw rule_broken("invalid_staff", "Elige de 1 a 20 personas.",
                      {{"user_ids", "Elige de 1 a 20 personas."}});
  return db_.transact([&](db::Conn& c) {
    if (repo_.active_among(c, org, ids).size() != ids.size())
      throw rule_broken(
          "invalid_staff", "Alguna de esas personas no está activa en la organización.",
          {{"user_ids", "Alguna de esas personas no está activa en la organización."}});
    const auto before = repo_.health_staff(c, org);
    repo_.set_health_staff(c, org, ids, clock_.now_ms());
    json::array b;
    for (const auto id : before) b.emplace_back(id);
    json::array a;
    for (const auto id : ids) a.emplace_back(id);
    audit_.record(c, org, "psychosocial.health_staff", {"organization", org.value},
                  json::object{{"user_ids", std::move(b)}},
                  json::object{{"user_ids", std::move(a)}});
    return users::UserRepo().people(c, org, ids);
  });
}

ApplicationView PsychosocialService::view_of(const ApplicationRow& row, const RosterSummary& roster,
                                             std::int64_t k) const {
  ApplicationView v;
  v.row = row;
  v.roster = roster;
  if (row.guide)
    v.sample_required = row.sampling == "sample" ? sample_size(roster.people) : roster.people;
  v.participants = row.guide1 ? roster.people : roster.sampled;
  if (row.state == "draft" && row.sampling == "all") v.participants = roster.people;
  if (roster.main >= k) v.answered_main = roster.main;
  if (roster.guide1 >= k) v.answered_guide1 = roster.guide1;
  if (row.closed_on) {
    const auto ymd = parse_day(*row.closed_on);
    if (ymd) {
      // 29 February moves to 28 February two years later.
      auto next = std::chrono::year_month_day{ymd->year() + std::chrono::years{2}, ymd->month(),
                                              ymd->day()};
      if (!next.ok())
        next = std::chrono::year_month_day{std::chrono::year_month_day_last{
            next.year(), std::chrono::month_day_last{next.month()}}};
      v.next_due_on = day_text(next);
    }
  }
  return v;
}

std::vector<ApplicationView> PsychosocialService::applications(OrgId org) const {
  return db_.run([&](db::Conn& c) {
    const auto rows = repo_.applications(c, org);
    std::vector<std::int64_t> ids;
    for (const auto& r : rows) ids.push_back(r.id);
    std::map<std::int64_t, RosterSummary> summaries;
    for (auto& [id, s] : repo_.summaries(c, org, ids)) summaries.emplace(id, s);
    const auto k = privacy_.thresholds(c, org).k;
    std::vector<ApplicationView> out;
    for (const auto& r : rows) out.push_back(view_of(r, summaries[r.id], k));
    return out;
  });
}

ApplicationDetail PsychosocialService::detail(db::Conn& c, OrgId org,
                                              const ApplicationRow& row) const {
  ApplicationDetail d;
  d.k = privacy_.thresholds(c, org).k;
  d.view = view_of(row, repo_.summary(c, org, row.id), d.k);
  const auto departments = split_ids(row.department_ids);
  if (!departments.empty()) d.departments = repo_.departments_among(c, org, departments);
  const auto measures = repo_.measures(c, org, row.id);
  const auto tasks = tasks_.of_source(c, org, "psychosocial", row.id);
  std::vector<std::int64_t> task_ids;
  for (const auto& t : tasks) task_ids.push_back(t.id);
  const auto assignees = tasks_.repo().assignees(c, org, task_ids);
  std::vector<std::int64_t> people_ids;
  for (const auto& a : assignees) people_ids.push_back(a.user_id);
  std::map<std::int64_t, users::Person> people;
  for (auto& p : users::UserRepo().people(c, org, people_ids)) people.emplace(p.id, std::move(p));
  for (const auto& t : tasks) {
    MeasureView m;
    m.task_id = t.id;
    m.title = t.title;
    m.status = t.status;
    m.due_on = t.due_on;
    m.done_at = t.completed_at;
    m.created_at = t.created_at;
    for (const auto& a : assignees) {
      if (a.task_id != t.id) continue;
      if (const auto it = people.find(a.user_id); it != people.end()) m.assignee = it->second;
      break;
    }
    for (const auto& mr : measures) {
      if (mr.task_id == t.id) m.target = mr.target;
    }
    d.measures.push_back(std::move(m));
  }
  return d;
}

ApplicationDetail PsychosocialService::create(OrgId org, const Caller& who,
                                              std::string_view time_zone,
                                              const json::object& body) const {
  (void)time_zone;
  ApplicationRow row;
  row.created_by = who.user_id;
  std::vector<FieldError> errors;
  std::vector<std::int64_t> departments;
  read_input(body, row, errors, departments, false);
  if (!errors.empty()) throw invalid(std::move(errors));
  row.department_ids = join_ids(departments);
  return db_.transact([&](db::Conn& c) {
    if (!row.everyone && repo_.departments_among(c, org, departments).size() != departments.size())
      throw invalid({{"audience.department_ids", "Alguno de esos departamentos no existe."}});
    const auto now = clock_.now_ms();
    row.id = repo_.insert_application(c, org, row, now);
    repo_.take_roster(c, org, row.id, row.everyone, departments);
    std::vector<FieldError> size_errors;
    settle_guide(row, repo_.summary(c, org, row.id).people, size_errors);
    if (!size_errors.empty()) throw invalid(std::move(size_errors));
    repo_.update_draft(c, org, row, now);
    audit_.record(c, org, "psychosocial.create", {"psy_application", row.id}, nullptr,
                  json::object{{"workplace", row.workplace}});
    return detail(c, org, *repo_.application(c, org, row.id));
  });
}

ApplicationDetail PsychosocialService::read(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    const auto row = repo_.application(c, org, id);
    if (!row) throw not_found();
    return detail(c, org, *row);
  });
}

ApplicationRow PsychosocialService::draft_of(db::Conn& c, OrgId org, std::int64_t id) const {
  const auto row = repo_.application(c, org, id);
  if (!row) throw not_found();
  if (row->state != "draft") throw not_draft();
  return *row;
}

ApplicationDetail PsychosocialService::update(OrgId org, std::int64_t id,
                                              const json::object& body) const {
  return db_.transact([&](db::Conn& c) {
    auto row = draft_of(c, org, id);
    const auto before_departments = row.department_ids;
    const bool before_everyone = row.everyone;
    std::vector<FieldError> errors;
    std::vector<std::int64_t> departments;
    read_input(body, row, errors, departments, true);
    if (!errors.empty()) throw invalid(std::move(errors));
    row.department_ids = join_ids(departments);
    if (!row.everyone && repo_.departments_among(c, org, departments).size() != departments.size())
      throw invalid({{"audience.department_ids", "Alguno de esos departamentos no existe."}});
    if (row.department_ids != before_departments || row.everyone != before_everyone)
      repo_.take_roster(c, org, id, row.everyone, departments);
    std::vector<FieldError> size_errors;
    settle_guide(row, repo_.summary(c, org, id).people, size_errors);
    if (!size_errors.empty()) throw invalid(std::move(size_errors));
    if (row.sampling != "sample") repo_.clear_sample(c, org, id);
    repo_.update_draft(c, org, row, clock_.now_ms());
    audit_.record(c, org, "psychosocial.update", {"psy_application", id}, nullptr,
                  json::object{{"workplace", row.workplace}});
    return detail(c, org, *repo_.application(c, org, id));
  });
}

void PsychosocialService::remove(OrgId org, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const auto row = draft_of(c, org, id);
    repo_.delete_draft(c, org, id);
    audit_.record(c, org, "psychosocial.delete", {"psy_application", id},
                  json::object{{"workplace", row.workplace}}, nullptr);
  });
}

std::vector<RosterEntry> PsychosocialService::roster(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    if (!repo_.application(c, org, id)) throw not_found();
    const auto rows = repo_.roster(c, org, id);
    std::vector<std::int64_t> ids;
    for (const auto& r : rows) ids.push_back(r.user_id);
    std::map<std::int64_t, users::Person> people;
    for (auto& p : users::UserRepo().people(c, org, ids)) people.emplace(p.id, std::move(p));
    std::vector<RosterEntry> out;
    for (const auto& r : rows) {
      RosterEntry e;
      if (const auto it = people.find(r.user_id); it != people.end()) e.person = it->second;
      e.person.id = r.user_id;
      e.gender = r.gender;
      e.sampled = r.sampled;
      out.push_back(std::move(e));
    }
    std::sort(out.begin(), out.end(), [](const RosterEntry& a, const RosterEntry& b) {
      return a.person.full_name() < b.person.full_name();
    });
    return out;
  });
}

ApplicationDetail PsychosocialService::set_genders(OrgId org, std::int64_t id,
                                                   const json::object& body) const {
  const auto* list = body.if_contains("genders");
  if (!list || !list->is_array() || list->as_array().size() > 20000)
    throw rule_broken("invalid_roster", "Envía la lista de personas con su sexo.",
                      {{"genders", "Envía la lista de personas con su sexo."}});
  std::vector<std::pair<std::int64_t, std::string>> genders;
  std::vector<FieldError> errors;
  for (std::size_t i = 0; i < list->as_array().size(); ++i) {
    const auto& v = list->as_array().at(i);
    const auto* o = v.if_object();
    const auto* uid = o ? o->if_contains("user_id") : nullptr;
    const auto* g = o ? o->if_contains("gender") : nullptr;
    if (!uid || !uid->is_int64() || !g || !g->is_string() ||
        !kGenders.contains(std::string(g->as_string()))) {
      errors.push_back({"genders[" + std::to_string(i) + "]",
                        "Cada persona lleva su id y mujer, hombre o sin dato."});
      continue;
    }
    genders.emplace_back(uid->as_int64(), std::string(g->as_string()));
  }
  if (!errors.empty()) throw invalid(std::move(errors), "invalid_roster", "Revisa la plantilla.");
  return db_.transact([&](db::Conn& c) {
    const auto row = draft_of(c, org, id);
    std::set<std::int64_t> in_roster;
    for (const auto& r : repo_.roster(c, org, id)) in_roster.insert(r.user_id);
    for (const auto& [uid, g] : genders) {
      if (!in_roster.contains(uid))
        throw rule_broken("invalid_roster", "Esa persona no está en la plantilla.",
                          {{"genders", "Esa persona no está en la plantilla."}});
    }
    for (const auto& [uid, g] : genders) repo_.set_gender(c, org, id, uid, g);
    repo_.clear_sample(c, org, id);
    audit_.record(c, org, "psychosocial.genders", {"psy_application", id}, nullptr,
                  json::object{{"people", static_cast<std::int64_t>(genders.size())}});
    return detail(c, org, row);
  });
}

ApplicationDetail PsychosocialService::draw_sample(OrgId org, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto row = draft_of(c, org, id);
    if (row.sampling != "sample" || row.guide != std::string(kGuide3))
      throw conflict("no_sampling", "Esta aplicación va a todas las personas: no hay muestra.");
    const auto roster = repo_.roster(c, org, id);
    const auto total = static_cast<std::int64_t>(roster.size());
    const auto n = sample_size(total);
    // Each gender in proportion to the roster, largest remainders first.
    std::map<std::string, std::vector<std::int64_t>> groups;
    for (const auto& r : roster) groups[r.gender].push_back(r.user_id);
    std::vector<std::tuple<double, std::string, std::int64_t>> quotas;
    std::int64_t given = 0;
    for (const auto& [g, people] : groups) {
      const double exact =
          static_cast<double>(n) * static_cast<double>(people.size()) / static_cast<double>(total);
      const auto whole = static_cast<std::int64_t>(exact);
      quotas.emplace_back(exact - static_cast<double>(whole), g, whole);
      given += whole;
    }
    std::sort(quotas.begin(), quotas.end(),
              [](const auto& a, const auto& b) { return std::get<0>(a) > std::get<0>(b); });
    for (auto& q : quotas) {
      if (given >= n) break;
      ++std::get<2>(q);
      ++given;
    }
    std::random_device seed;
    std::mt19937_64 random(seed());
    std::vector<std::int64_t> chosen;
    for (const auto& [fraction, g, quota] : quotas) {
      auto people = groups[g];
      std::shuffle(people.begin(), people.end(), random);
      const auto take = std::min<std::size_t>(static_cast<std::size_t>(quota), people.size());
      chosen.insert(chosen.end(), people.begin(),
                    people.begin() + static_cast<std::ptrdiff_t>(take));
    }
    std::sort(chosen.begin(), chosen.end());
    repo_.clear_sample(c, org, id);
    repo_.sample(c, org, id, chosen);
    audit_.record(
        c, org, "psychosocial.sample", {"psy_application", id}, nullptr,
        json::object{{"population", total}, {"sample", static_cast<std::int64_t>(chosen.size())}});
    return detail(c, org, row);
  });
}

ApplicationDetail PsychosocialService::launch(OrgId org, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto row = draft_of(c, org, id);
    const auto summary = repo_.summary(c, org, id);
    if (summary.people == 0)
      throw conflict("empty_roster", "La plantilla no tiene personas: revisa la audiencia.");
    if (row.guide) {
      if (row.sampling == "sample") {
        if (summary.sampled == 0)
          throw conflict("sample_missing", "Sortea la muestra antes de abrir la aplicación.");
      } else {
        repo_.sample_all(c, org, id);
      }
    }
    if (!repo_.launch(c, org, id, clock_.now_ms())) throw not_draft();
    const auto people = row.guide1 ? repo_.everyone(c, org, id) : repo_.sampled(c, org, id);
    if (!people.empty()) {
      notices_.notify(c, org, "psychosocial_invited", people,
                      json::object{{"workplace", row.workplace}, {"application_id", id}});
    }
    audit_.record(c, org, "psychosocial.launch", {"psy_application", id}, nullptr,
                  json::object{{"participants", static_cast<std::int64_t>(people.size())}});
    return detail(c, org, *repo_.application(c, org, id));
  });
}

void PsychosocialService::settle(db::Conn& c, OrgId org, const ApplicationRow& row) const {
  if (!row.guide) return;
  privacy::ReportQuery q;
  q.source = source_of(row.id);
  q.cycle = 1;
  q.dimensions = kDimensions;
  q.thresholds = privacy_.thresholds(c, org);
  privacy_.settle(c, org, q);
}

ApplicationDetail PsychosocialService::close(OrgId org, std::string_view time_zone,
                                             std::int64_t id) const {
  const auto day = org_today(time_zone, clock_.now_ms());
  return db_.transact([&](db::Conn& c) {
    const auto row = repo_.application(c, org, id);
    if (!row) throw not_found();
    if (!repo_.close(c, org, id, clock_.now_ms(), day))
      throw conflict("not_open", "Solo una aplicación abierta se puede cerrar.");
    settle(c, org, *row);
    audit_.record(c, org, "psychosocial.close", {"psy_application", id}, nullptr,
                  json::object{{"closed_on", day}});
    return detail(c, org, *repo_.application(c, org, id));
  });
}

int PsychosocialService::close_due() const {
  const auto due = db_.run([&](db::Conn& c) { return repo_.closing(c); });
  int closed = 0;
  for (const auto& d : due) {
    const auto today = org_today(d.timezone, clock_.now_ms());
    if (d.closes_on >= today) continue;
    const OrgId org{d.org_id};
    db_.transact([&](db::Conn& c) {
      const auto row = repo_.application(c, org, d.id);
      if (!row || !repo_.close(c, org, d.id, clock_.now_ms(), d.closes_on)) return;
      settle(c, org, *row);
      audit_.record(c, org, "psychosocial.close", {"psy_application", d.id}, nullptr,
                    json::object{{"closed_on", d.closes_on}});
      ++closed;
    });
  }
  return closed;
}

int PsychosocialService::remind_due() const {
  const auto due = db_.run([&](db::Conn& c) { return repo_.to_remind(c); });
  int reminded = 0;
  for (const auto& d : due) {
    ApplicationRow row;
    row.closed_on = d.closed_on;
    const auto next = view_of(row, {}, 0).next_due_on;
    if (!next || org_today(d.timezone, clock_.now_ms()) < add_days(*next, -30)) continue;
    const OrgId org{d.org_id};
    db_.transact([&](db::Conn& c) {
      if (!repo_.claim_reminder(c, org, d.id)) return;
      if (repo_.newer_for(c, org, d.id, d.workplace)) return;
      const auto admins = repo_.admins(c, org);
      if (!admins.empty()) {
        notices_.notify(
            c, org, "psychosocial_due", admins,
            json::object{{"workplace", d.workplace}, {"due_on", *next}, {"application_id", d.id}});
      }
      ++reminded;
    });
  }
  return reminded;
}

Results PsychosocialService::results(db::Conn& c, OrgId org, std::string_view time_zone,
                                     const ApplicationRow& row, bool by_department) const {
  if (row.state == "draft" || !row.guide)
    throw conflict("no_results", "Esta aplicación no tiene resultados de la Guía II o III.");
  const Guide* guide = find_guide(*row.guide);
  if (!guide) throw std::logic_error("a guide is not shipped");
  Results out;
  out.guide = *row.guide;
  privacy::ReportQuery q;
  q.source = source_of(row.id);
  q.cycle = 1;
  q.dimensions = kDimensions;
  if (by_department) q.by = 0;
  q.thresholds = privacy_.thresholds(c, org);
  out.k = q.thresholds.k;
  if (row.state == "open") q.collecting_today = org_today(time_zone, clock_.now_ms());
  const auto report = privacy_.report(c, org, q);
  out.refused = report.refused;
  out.as_of = report.as_of;
  out.held_back = report.held_back;
  std::vector<std::int64_t> department_ids;
  for (const auto& cell : report.cells) {
    if (cell.value && !cell.value->empty()) department_ids.push_back(std::stoll(*cell.value));
  }
  std::map<std::string, std::string> labels;
  for (const auto& d : repo_.departments_among(c, org, department_ids))
    labels[std::to_string(d.id)] = d.name;
  const auto score_of = [](const privacy::ReportCell& cell, const std::string& item,
                           const std::string& id, const Cutoffs& cutoffs) {
    ScoreCell s;
    s.id = id;
    s.state = cell.state.status;
    for (const auto& f : cell.items) {
      if (f.item != item) continue;
      s.state = f.state.status;
      if (f.state.status != privacy::Status::kOk) break;
      if (f.numbers > 0) {
        s.mean = f.sum / static_cast<double>(f.numbers);
        s.level = level_of(cutoffs, *s.mean);
      }
      for (const auto& [choice, count] : f.choices) s.levels.at(level_index(choice)) += count;
    }
    if (s.state != privacy::Status::kOk) {
      s.mean.reset();
      s.level.reset();
      s.levels = {};
    }
    return s;
  };
  for (const auto& cell : report.cells) {
    ResultCell rc;
    rc.value = cell.value;
    if (cell.value) {
      const auto it = labels.find(*cell.value);
      if (it != labels.end()) rc.label = it->second;
    }
    rc.state = cell.state;
    rc.final = score_of(cell, "final", "final", guide->final_cutoffs);
    for (const auto& cat : guide->categories) {
      rc.categories.push_back(score_of(cell, "c." + cat.id, cat.id, cat.cutoffs));
      for (const auto& dom : cat.domains)
        rc.domains.push_back(score_of(cell, "d." + dom.id, dom.id, dom.cutoffs));
    }
    out.cells.push_back(std::move(rc));
  }
  return out;
}

Results PsychosocialService::results(OrgId org, std::string_view time_zone, std::int64_t id,
                                     bool by_department) const {
  return db_.transact([&](db::Conn& c) {
    const auto row = repo_.application(c, org, id);
    if (!row) throw not_found();
    return results(c, org, time_zone, *row, by_department);
  });
}

ApplicationDetail PsychosocialService::add_measure(OrgId org, const Caller& who, std::int64_t id,
                                                   const json::object& body) const {
  std::vector<FieldError> errors;
  const auto text = [&](std::string_view key) {
    const auto* v = body.if_contains(key);
    return v && v->is_string() ? trimmed(v->as_string()) : std::string();
  };
  const auto title = text("title");
  const auto description = text("description");
  const auto target = text("target");
  std::int64_t assignee = 0;
  if (const auto* v = body.if_contains("assignee_id"); v && v->is_int64()) assignee = v->as_int64();
  if (title.empty() || utf8_length(title) > 200)
    errors.push_back({"title", "Escribe un título de 1 a 200 caracteres."});
  if (utf8_length(description) > 4000)
    errors.push_back({"description", "La descripción admite hasta 4000 caracteres."});
  if (assignee <= 0) errors.push_back({"assignee_id", "Elige a la persona responsable."});
  const auto due = optional_day(body, "due_on", errors);
  if (!errors.empty()) throw invalid(std::move(errors), "invalid_measure", "Revisa la medida.");
  return db_.transact([&](db::Conn& c) {
    const auto row = repo_.application(c, org, id);
    if (!row) throw not_found();
    if (row->state == "draft")
      throw conflict("not_launched", "Las medidas se registran cuando la aplicación ya se abrió.");
    if (!target.empty()) {
      bool known = false;
      if (const Guide* g = row->guide ? find_guide(*row->guide) : nullptr) {
        for (const auto& cat : g->categories) {
          if (cat.id == target) known = true;
          for (const auto& dom : cat.domains) {
            if (dom.id == target) known = true;
          }
        }
      }
      if (!known)
        throw invalid({{"target", "Elige una categoría o un dominio de la guía."}},
                      "invalid_measure");
    }
    if (repo_.active_among(c, org, {assignee}).empty())
      throw invalid({{"assignee_id", "Esa persona no está activa en la organización."}},
                    "invalid_measure");
    tasks::NewTask t;
    t.title = title;
    t.description = description;
    t.assignee_ids = {assignee};
    t.due_on = due;
    tasks::Source source;
    source.kind = "psychosocial";
    source.id = id;
    source.label = row->workplace;
    const auto task_id = tasks_.create_for(c, org, source, who.user_id, t);
    repo_.insert_measure(c, org, id, task_id, target, clock_.now_ms());
    audit_.record(c, org, "psychosocial.measure", {"psy_application", id}, nullptr,
                  json::object{{"task_id", task_id}, {"target", target}});
    return detail(c, org, *row);
  });
}

void PsychosocialService::forget_person(db::Conn& c, OrgId org,
                                        const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::psychosocial
