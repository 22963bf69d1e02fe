#include "modules/health_safety/health_safety_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <chrono>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/crypto.h"
#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/health_safety/health_safety_receipt.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/privacy/publication.h"
#include "modules/tasks/task_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::health_safety {

namespace json = boost::json;

namespace {
constexpr std::int64_t kDayMs = 86'400'000;
constexpr std::int64_t kCareWindowMs = 90 * kDayMs;
const std::vector<std::string> kKinds = {"incident", "near_miss", "hazard"};
const std::vector<std::string> kSeverities = {"none", "minor", "moderate", "serious", "critical"};
const std::vector<std::string> kStages = {"reported", "investigating", "actions", "closed"};

bool one_of(const std::vector<std::string>& values, const std::string& v) {
  return std::find(values.begin(), values.end(), v) != values.end();
}

ApiError report_not_found() {
  return not_found("No encontramos ese reporte.");
}

ApiError receipt_not_found() {
  return {ErrorKind::kNotFound, "receipt_not_found",
          "No encontramos ningún reporte con ese código. Revisa que esté completo: son 16 "
          "caracteres."};
}

ApiError too_many_tries(int seconds) {
  return ApiError(ErrorKind::kRateLimited, "too_many_attempts",
                  "Demasiados intentos con códigos de seguimiento. Espera un minuto antes de "
                  "volver a intentarlo.")
      .with_retry_after(seconds)
      .with_detail("retry_after_seconds", std::to_string(seconds));
}

/// The day of `ms` at midnight UTC: what an anonymous entry keeps of its time.
std::int64_t day_start(std::int64_t ms) {
  return ms - (ms % kDayMs);
}

/// What a reporter follows of a report's timeline (FollowUp): stages without their internal
/// note or who moved them, the officers' replies and what the reporter added.
std::vector<FollowUp> follow_up_of(const std::vector<EventRow>& events, bool anonymous) {
  std::vector<FollowUp> out;
  for (const auto& e : events) {
    if (e.kind == "reply") {
      out.push_back({e.id, e.kind, e.at, false, e.detail});
    } else if (e.kind == "reporter_comment") {
      out.push_back({e.id, e.kind, e.at, true, e.detail});
    } else if (one_of(kStages, e.kind) || e.kind == "signed_off") {
      out.push_back({e.id, e.kind, e.at, anonymous && e.kind == "reported", ""});
    }
  }
  return out;
}

/// A reply's or a reporter's text: trimmed, 1 to 2000 characters.
std::string message_text(const std::string& text) {
  std::string body = trimmed(text);
  if (body.empty() || utf8_length(body) > 2000) {
    throw invalid_input("text", "Escribe un mensaje de hasta 2000 caracteres.");
  }
  return body;
}

std::string kind_es(const std::string& kind) {
  if (kind == "incident") return "incidente";
  if (kind == "near_miss") return "casi accidente";
  return "condición insegura";
}
std::string kind_en(const std::string& kind) {
  if (kind == "incident") return "incident";
  if (kind == "near_miss") return "near miss";
  return "hazard";
}
std::string status_es(const std::string& status) {
  if (status == "investigating") return "en investigación";
  if (status == "actions") return "acciones correctivas";
  if (status == "closed") return "cerrado";
  return "reportado";
}
std::string status_en(const std::string& status) {
  if (status == "investigating") return "under investigation";
  if (status == "actions") return "corrective actions";
  if (status == "closed") return "closed";
  return "reported";
}

std::string day_of(std::int64_t ms) {
  const std::chrono::sys_days day = std::chrono::floor<std::chrono::days>(
      std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::milliseconds{ms}});
  return day_text(std::chrono::year_month_day{day});
}

bool digits(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
}

/// 'YYYY-MM-DDTHH:MM' with a real day and time.
bool local_time(const std::string& s) {
  if (s.size() != 16 || s[10] != 'T' || s[13] != ':') return false;
  if (!parse_day(s.substr(0, 10))) return false;
  const auto hh = s.substr(11, 2);
  const auto mm = s.substr(14, 2);
  if (!digits(hh) || !digits(mm)) return false;
  return std::stoi(hh) < 24 && std::stoi(mm) < 60;
}

void check_text(const std::string& value, const char* field, std::size_t max, bool required,
                const char* label, std::vector<FieldError>& errors) {
  if (required && value.empty()) {
    errors.push_back({field, std::string(label) + " es obligatorio."});
  } else if (utf8_length(value) > max) {
    errors.push_back(
        {field, std::string(label) + " admite hasta " + std::to_string(max) + " caracteres."});
  }
}

json::object snapshot(const ReportRow& r) {
  return {{"kind", r.kind},
          {"status", r.status},
          {"severity", r.severity},
          {"injury", r.injury},
          {"root_cause", r.root_cause}};
}
}  // namespace

bool HealthSafetyService::officer(db::Conn& c, OrgId org, const Caller& who) const {
  return who.admin || repo_.is_officer(c, org, who.user_id);
}

void HealthSafetyService::require_officer(db::Conn& c, OrgId org, const Caller& who) const {
  if (!officer(c, org, who)) {
    throw forbidden("not_officer", "Solo el equipo de seguridad y salud puede hacer esto.");
  }
}

bool HealthSafetyService::is_officer(OrgId org, const Caller& who) const {
  return db_.run([&](db::Conn& c) { return officer(c, org, who); });
}

std::vector<std::int64_t> HealthSafetyService::officer_ids(db::Conn& c, OrgId org) const {
  auto ids = repo_.admins(c, org);
  for (const auto id : repo_.officers(c, org)) ids.push_back(id);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

Overview HealthSafetyService::overview(OrgId org, const Caller& who) const {
  const auto now = clock_.now_ms();
  return db_.run([&](db::Conn& c) {
    Overview o;
    o.officer = officer(c, org, who);
    o.metrics_enabled = repo_.metrics_enabled(c, org, who.user_id);
    if (repo_.injured_since(c, org, who.user_id, now - kCareWindowMs)) {
      o.care = care_.for_person(c, org, who.user_id, moods::CareReason::kInjury);
    }
    return o;
  });
}

std::vector<structure::Site> HealthSafetyService::sites(OrgId org) const {
  return db_.run([&](db::Conn& c) { return sites_.all(c, org); });
}

std::int64_t HealthSafetyService::insert(db::Conn& c, OrgId org,
                                         std::optional<std::int64_t> reporter,
                                         const NewReport& in_raw, std::int64_t now,
                                         const std::optional<std::string>& receipt_hash) const {
  NewReport in = in_raw;
  std::vector<FieldError> errors;
  if (!one_of(kKinds, in.kind)) {
    errors.push_back({"kind", "Elige incidente, casi accidente o condición insegura."});
  }
  check_text(in.place, "place", 200, true, "El lugar", errors);
  check_text(in.description, "description", 4000, true, "La descripción", errors);
  if (!local_time(in.occurred_at)) {
    errors.push_back({"occurred_at", "Escribe la fecha y hora como AAAA-MM-DDTHH:MM."});
  } else if (in.occurred_at.substr(0, 10) > day_of(now + kDayMs)) {
    errors.push_back({"occurred_at", "La fecha del evento no puede ser futura."});
  }
  if (!one_of(kSeverities, in.severity)) {
    errors.push_back({"severity", "Elige una gravedad de la escala."});
  }
  std::sort(in.injured.begin(), in.injured.end());
  in.injured.erase(std::unique(in.injured.begin(), in.injured.end()), in.injured.end());
  if (in.kind != "incident" && (in.injury || !in.injured.empty())) {
    errors.push_back({"injury", "Solo un incidente tiene personas lesionadas."});
  } else if (!in.injury && !in.injured.empty()) {
    errors.push_back({"injured_ids", "Marca que hubo lesión para indicar a las personas."});
  } else if (in.injury && in.severity == "none") {
    errors.push_back({"severity", "Con una lesión, elige una gravedad distinta de «sin lesión»."});
  }
  if (in.injured.size() > 20) {
    errors.push_back({"injured_ids", "Indica hasta 20 personas."});
  } else if (!in.injured.empty() &&
             repo_.active_among(c, org, in.injured).size() != in.injured.size()) {
    errors.push_back({"injured_ids", "Alguna de las personas no está activa en la organización."});
  }
  if (in.site_id) {
    const auto site = sites_.find(c, org, *in.site_id);
    if (!site) errors.push_back({"site_id", "Ese centro de trabajo no existe."});
  }
  std::map<std::string, std::string> photos;
  if (!in.photo_keys.empty()) {
    if (!reporter) {
      errors.push_back({"photo_keys", "Un reporte anónimo no admite fotos."});
    } else if (in.photo_keys.size() > 5) {
      errors.push_back({"photo_keys", "Adjunta hasta 5 fotos."});
    } else {
      photos = uploads_.finished_of(c, org, *reporter, kPhotoUploadType, in.photo_keys);
      if (photos.size() !=
          std::set<std::string>(in.photo_keys.begin(), in.photo_keys.end()).size()) {
        errors.push_back({"photo_keys", "Sube las fotos de nuevo: no las encontramos."});
      }
    }
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));

  ReportRow row;
  row.kind = in.kind;
  row.reporter_id = reporter;
  row.site_id = in.site_id;
  row.place = in.place;
  row.occurred_at = in.occurred_at;
  row.description = in.description;
  row.injury = in.injury;
  row.severity = in.severity;
  // An anonymous report keeps only its day, so that no log's time can point at its author.
  row.created_at = reporter ? now : day_start(now);
  row.receipt_hash = receipt_hash;
  const auto id = repo_.insert_report(c, org, row, in.occurred_at.substr(0, 7));
  for (const auto user : in.injured) repo_.insert_injured(c, org, id, user);
  for (const auto& [key, name] : photos) repo_.insert_photo(c, org, id, {key, name});
  repo_.insert_event(c, org, id, row.created_at, "reported", reporter, "");

  // The codes for the web's sentences; the words for the mail's (NotificationService).
  json::object payload{{"report_id", id},
                       {"report_kind", in.kind},
                       {"kind_es", kind_es(in.kind)},
                       {"kind_en", kind_en(in.kind)}};
  auto officers = officer_ids(c, org);
  std::erase_if(officers, [&](std::int64_t u) { return reporter && u == *reporter; });
  if (!officers.empty()) notices_.notify(c, org, "hs_report_new", officers, payload);
  auto hurt = in.injured;
  std::erase_if(hurt, [&](std::int64_t u) { return reporter && u == *reporter; });
  if (!hurt.empty()) notices_.notify(c, org, "hs_injury_recorded", hurt, payload);
  return id;
}

ReportView HealthSafetyService::report(OrgId org, const Caller& who, const NewReport& in) const {
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto id = insert(c, org, who.user_id, in, now);
    auto row = repo_.report(c, org, id);
    audit_.record(c, org, "health_safety.report", {"hs_report", id}, nullptr, snapshot(*row));
    return view(c, org, who, std::move(*row), officer(c, org, who));
  });
}

std::string HealthSafetyService::report_anonymous(OrgId org, const NewReport& in) const {
  if (in.kind != "hazard") {
    throw invalid_input("kind",
                        "Solo las condiciones inseguras se pueden reportar de forma anónima.");
  }
  const auto now = clock_.now_ms();
  const auto code = receipt::draw();
  // No audit entry: it would name who was signed in.
  db_.transact([&](db::Conn& c) { insert(c, org, std::nullopt, in, now, receipt::hash(code)); });
  return receipt::format(code);
}

ReportRow HealthSafetyService::by_receipt(db::Conn& c, OrgId org, const std::string& code,
                                          const std::string& client) const {
  // Every try counts, found or not, so that codes cannot be guessed at speed; the address is
  // kept hashed, in memory, for a minute.
  const auto key =
      "receipt:" + std::to_string(org.value) + ":" + crypto::to_hex(crypto::sha256(client));
  if (const int wait = receipt_tries_.acquire(key, clock_.now_ms()); wait > 0) {
    throw too_many_tries(wait);
  }
  const auto normal = receipt::normalise(code);
  if (!normal) throw receipt_not_found();
  auto row = repo_.by_receipt(c, org, receipt::hash(*normal));
  // Only anonymous reports have a code; a reporter erased later never had one.
  if (!row || row->reporter_id) throw receipt_not_found();
  return std::move(*row);
}

ReceiptView HealthSafetyService::receipt_view(db::Conn& c, OrgId org, ReportRow row) const {
  ReceiptView v;
  if (row.site_id) {
    if (const auto site = sites_.find(c, org, *row.site_id)) v.site_name = site->name;
  }
  v.follow_up = follow_up_of(repo_.events(c, org, row.id), true);
  v.can_comment = row.status != "closed" &&
                  repo_.count_events(c, org, row.id, "reporter_comment") < kMostReporterComments;
  v.row = std::move(row);
  return v;
}

ReceiptView HealthSafetyService::follow(OrgId org, const std::string& code,
                                        const std::string& client) const {
  return db_.run([&](db::Conn& c) {
    auto row = by_receipt(c, org, code, client);
    return receipt_view(c, org, std::move(row));
  });
}

ReceiptView HealthSafetyService::add_information(OrgId org, const std::string& code,
                                                 const std::string& text,
                                                 const std::string& client) const {
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    auto row = by_receipt(c, org, code, client);
    const auto body = message_text(text);
    if (row.status == "closed") {
      throw conflict("report_closed",
                     "El reporte ya está cerrado: si el peligro sigue, registra un reporte nuevo.");
    }
    if (repo_.count_events(c, org, row.id, "reporter_comment") >= kMostReporterComments) {
      throw rule_broken("too_many_comments",
                        "Ya añadiste información 20 veces a este reporte: registra uno nuevo.");
    }
    // Like the report itself: no actor, no audit entry, only the day.
    repo_.insert_event(c, org, row.id, day_start(now), "reporter_comment", std::nullopt, body);
    const auto officers = officer_ids(c, org);
    if (!officers.empty()) {
      notices_.notify(c, org, "hs_report_comment", officers,
                      {{"report_id", row.id},
                       {"report_kind", row.kind},
                       {"kind_es", kind_es(row.kind)},
                       {"kind_en", kind_en(row.kind)}});
    }
    return receipt_view(c, org, std::move(row));
  });
}

ReportView HealthSafetyService::view(db::Conn& c, OrgId org, const Caller& who, ReportRow row,
                                     bool is_officer) const {
  ReportView v;
  v.officer = is_officer;
  v.mine = row.reporter_id && *row.reporter_id == who.user_id;
  if (row.site_id) {
    if (const auto site = sites_.find(c, org, *row.site_id)) v.site_name = site->name;
  }
  const auto tasks = tasks_.of_source(c, org, "health_safety", row.id);
  std::vector<std::int64_t> task_ids;
  for (const auto& t : tasks) task_ids.push_back(t.id);
  const auto assignees = tasks_.repo().assignees(c, org, task_ids);
  for (const auto& t : tasks) {
    Action a{t.id, t.title, t.status, t.due_on, {}};
    for (const auto& as : assignees) {
      if (as.task_id == t.id) a.assignees.push_back(as.user_id);
    }
    v.actions.push_back(std::move(a));
  }
  if (is_officer || v.mine) {
    auto events = repo_.events(c, org, row.id);
    if (v.mine) v.follow_up = follow_up_of(events, false);
    if (is_officer) v.events = std::move(events);
  }
  if (std::find(row.injured.begin(), row.injured.end(), who.user_id) != row.injured.end()) {
    v.care = care_.for_person(c, org, who.user_id, moods::CareReason::kInjury);
  }
  v.row = std::move(row);
  return v;
}

ReportPage HealthSafetyService::mine(OrgId org, const Caller& who, std::int64_t page,
                                     std::int64_t per_page) const {
  return db_.run([&](db::Conn& c) {
    auto rows = repo_.of_reporter(c, org, who.user_id, per_page + 1, (page - 1) * per_page);
    ReportPage out;
    out.has_more = static_cast<std::int64_t>(rows.size()) > per_page;
    if (out.has_more) rows.pop_back();
    for (auto& r : rows) {
      ReportView v;
      v.mine = true;
      v.row = std::move(r);
      out.items.push_back(std::move(v));
    }
    return out;
  });
}

ReportView HealthSafetyService::get(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    auto row = repo_.report(c, org, id);
    if (!row) throw report_not_found();
    const bool is_officer = officer(c, org, who);
    const bool reporter = row->reporter_id && *row->reporter_id == who.user_id;
    const bool hurt =
        std::find(row->injured.begin(), row->injured.end(), who.user_id) != row->injured.end();
    if (!is_officer && !reporter && !hurt) throw report_not_found();
    return view(c, org, who, std::move(*row), is_officer);
  });
}

ReportPage HealthSafetyService::list(OrgId org, const Caller& who, const std::string& filter,
                                     const std::string& value, std::int64_t page,
                                     std::int64_t per_page) const {
  if (filter == "status" && !one_of(kStages, value)) {
    throw invalid_input("status",
                        "Elige una etapa: reportado, en investigación, acciones o cerrado.");
  }
  if (filter == "kind" && !one_of(kKinds, value)) {
    throw invalid_input("kind", "Elige incidente, casi accidente o condición insegura.");
  }
  return db_.run([&](db::Conn& c) {
    require_officer(c, org, who);
    auto rows = repo_.reports(c, org, filter, value, per_page + 1, (page - 1) * per_page);
    ReportPage out;
    out.has_more = static_cast<std::int64_t>(rows.size()) > per_page;
    if (out.has_more) rows.pop_back();
    for (auto& r : rows) {
      ReportView v;
      v.officer = true;
      v.mine = r.reporter_id && *r.reporter_id == who.user_id;
      v.row = std::move(r);
      out.items.push_back(std::move(v));
    }
    return out;
  });
}

ReportView HealthSafetyService::transition(OrgId org, const Caller& who, std::int64_t id,
                                           const std::string& from, const std::string& to,
                                           const std::string& note) const {
  const auto at = std::find(kStages.begin(), kStages.end(), from);
  if (at == kStages.end() || at + 1 == kStages.end() || *(at + 1) != to) {
    throw invalid_input("to",
                        "Un reporte avanza una etapa a la vez: reportado, en investigación, "
                        "acciones, cerrado.");
  }
  if (utf8_length(note) > 2000) {
    throw invalid_input("note", "La nota admite hasta 2000 caracteres.");
  }
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    require_officer(c, org, who);
    auto row = repo_.report(c, org, id);
    if (!row) throw report_not_found();
    if (to == "actions" && row->root_cause.empty()) {
      throw rule_broken("root_cause_missing",
                        "Registra la causa raíz antes de pasar a las acciones correctivas.");
    }
    bool moved = false;
    if (to == "closed") {
      for (const auto& t : tasks_.of_source(c, org, "health_safety", id)) {
        if (t.status != "done" && t.status != "skipped") {
          throw conflict("actions_open",
                         "Hay acciones correctivas abiertas: el cierre espera a que terminen.");
        }
      }
      moved = repo_.sign_off(c, org, id, who.user_id, now);
    } else {
      moved = repo_.move(c, org, id, from, to, now);
    }
    if (!moved) {
      throw conflict("stale_status", "Otra persona ya cambió la etapa de este reporte: recárgalo.");
    }
    repo_.insert_event(c, org, id, now, to == "closed" ? "signed_off" : to, who.user_id, note);
    audit_.record(c, org, "health_safety.stage", {"hs_report", id}, json::object{{"status", from}},
                  json::object{{"status", to}});
    if (row->reporter_id && *row->reporter_id != who.user_id) {
      notices_.notify(c, org, "hs_report_status", {*row->reporter_id},
                      {{"report_id", id},
                       {"report_kind", row->kind},
                       {"stage", to},
                       {"kind_es", kind_es(row->kind)},
                       {"kind_en", kind_en(row->kind)},
                       {"status_es", status_es(to)},
                       {"status_en", status_en(to)}});
    }
    auto fresh = repo_.report(c, org, id);
    return view(c, org, who, std::move(*fresh), true);
  });
}

ReportView HealthSafetyService::investigate(OrgId org, const Caller& who, std::int64_t id,
                                            const std::optional<std::string>& severity,
                                            const std::optional<std::string>& root_cause) const {
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    require_officer(c, org, who);
    auto row = repo_.report(c, org, id);
    if (!row) throw report_not_found();
    if (row->status == "closed") {
      throw conflict("report_closed", "El reporte ya está cerrado.");
    }
    const std::string next_severity = severity.value_or(row->severity);
    const std::string next_cause = root_cause.value_or(row->root_cause);
    std::vector<FieldError> errors;
    if (!one_of(kSeverities, next_severity)) {
      errors.push_back({"severity", "Elige una gravedad de la escala."});
    }
    check_text(next_cause, "root_cause", 4000, false, "La causa raíz", errors);
    if (!errors.empty()) throw invalid_input(std::move(errors));
    if (!repo_.change_investigation(c, org, id, next_severity, next_cause, now)) {
      throw conflict("report_closed", "El reporte ya está cerrado.");
    }
    std::string detail;
    if (next_severity != row->severity) detail = "severity";
    if (next_cause != row->root_cause) detail += detail.empty() ? "root_cause" : ",root_cause";
    if (!detail.empty()) repo_.insert_event(c, org, id, now, "edited", who.user_id, detail);
    auto fresh = repo_.report(c, org, id);
    audit_.record(c, org, "health_safety.investigation", {"hs_report", id}, snapshot(*row),
                  snapshot(*fresh));
    return view(c, org, who, std::move(*fresh), true);
  });
}

ReportView HealthSafetyService::add_action(OrgId org, const Caller& who, std::int64_t id,
                                           const std::string& title, const std::string& description,
                                           std::int64_t assignee,
                                           const std::optional<std::string>& due_on) const {
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    require_officer(c, org, who);
    auto row = repo_.report(c, org, id);
    if (!row) throw report_not_found();
    if (row->status == "closed") throw conflict("report_closed", "El reporte ya está cerrado.");
    if (row->status == "reported") {
      throw rule_broken("not_investigating",
                        "Inicia la investigación antes de registrar acciones correctivas.");
    }
    std::vector<FieldError> errors;
    check_text(title, "title", 200, true, "El título", errors);
    check_text(description, "description", 2000, false, "La descripción", errors);
    if (repo_.active_among(c, org, {assignee}).empty()) {
      errors.push_back({"assignee_id", "Esa persona no está activa en la organización."});
    }
    if (!due_on || !parse_day(*due_on)) {
      errors.push_back({"due_on", "Indica la fecha límite como AAAA-MM-DD."});
    }
    if (!errors.empty()) throw invalid_input(std::move(errors));
    tasks::NewTask t;
    t.title = title;
    t.description = description;
    t.assignee_ids = {assignee};
    t.due_on = due_on;
    tasks::Source source;
    source.kind = "health_safety";
    source.id = id;
    source.label = "Seguridad y salud #" + std::to_string(id);
    const auto task_id = tasks_.create_for(c, org, source, who.user_id, t);
    repo_.insert_action(c, org, id, task_id, now);
    repo_.insert_event(c, org, id, now, "action", who.user_id, title);
    audit_.record(c, org, "health_safety.action", {"hs_report", id}, nullptr,
                  json::object{{"task_id", task_id}, {"assignee_id", assignee}});
    auto fresh = repo_.report(c, org, id);
    return view(c, org, who, std::move(*fresh), true);
  });
}

ReportView HealthSafetyService::reply(OrgId org, const Caller& who, std::int64_t id,
                                      const std::string& text) const {
  const auto body = message_text(text);
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    require_officer(c, org, who);
    auto row = repo_.report(c, org, id);
    if (!row) throw report_not_found();
    if (repo_.count_events(c, org, id, "reply") >= kMostReplies) {
      throw rule_broken("too_many_replies",
                        "Este reporte ya tiene 100 mensajes para quien reportó.");
    }
    repo_.insert_event(c, org, id, now, "reply", who.user_id, body);
    audit_.record(c, org, "health_safety.reply", {"hs_report", id}, nullptr,
                  json::object{{"length", static_cast<std::int64_t>(utf8_length(body))}});
    if (row->reporter_id && *row->reporter_id != who.user_id) {
      notices_.notify(c, org, "hs_report_reply", {*row->reporter_id},
                      {{"report_id", id},
                       {"report_kind", row->kind},
                       {"kind_es", kind_es(row->kind)},
                       {"kind_en", kind_en(row->kind)}});
    }
    return view(c, org, who, std::move(*row), true);
  });
}

Stats HealthSafetyService::stats(OrgId org, const Caller& who) const {
  const auto now = clock_.now_ms();
  return db_.run([&](db::Conn& c) {
    require_officer(c, org, who);
    const auto thresholds = privacy_.thresholds(c, org);
    // The last twelve months, this one included.
    const auto today = parse_day(day_of(now));
    auto first = std::chrono::year_month{today->year(), today->month()} - std::chrono::months{11};
    const auto month_number = static_cast<unsigned>(first.month());
    const std::string since = std::to_string(static_cast<int>(first.year())) +
                              (month_number < 10 ? "-0" : "-") + std::to_string(month_number);
    privacy::Universe universe;
    universe.dimensions = {"site", "kind", "month"};
    std::set<std::string> site_values, months;
    for (const auto& a : repo_.atoms(c, org, since)) {
      const std::string site = a.site_id ? std::to_string(*a.site_id) : "";
      universe.atoms.push_back({{site, a.kind, a.month}, a.count});
      site_values.insert(site);
      months.insert(a.month);
    }
    const auto publication = privacy::publish(universe, thresholds, 1);
    const auto figure = [&](const privacy::Cell& cell) -> std::optional<std::int64_t> {
      const auto state = publication.status(cell);
      if (state.status == privacy::Status::kOk) return state.respondents;
      if (state.status == privacy::Status::kNoData) return 0;
      return std::nullopt;
    };
    Stats s;
    s.k = thresholds.k;
    s.total = figure({});
    std::map<std::string, std::string> names;
    for (const auto& site : sites_.all(c, org)) names[std::to_string(site.id)] = site.name;
    for (const auto& site : site_values) {
      StatCell cell{site.empty() ? "none" : site, std::nullopt, figure({{0, site}})};
      if (const auto it = names.find(site); it != names.end()) cell.label = it->second;
      s.by_site.push_back(std::move(cell));
    }
    for (const auto& kind : kKinds) s.by_kind.push_back({kind, std::nullopt, figure({{1, kind}})});
    for (const auto& month : months)
      s.by_month.push_back({month, std::nullopt, figure({{2, month}})});
    return s;
  });
}

std::vector<std::int64_t> HealthSafetyService::officers(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.officers(c, org); });
}

std::vector<std::int64_t> HealthSafetyService::set_officers(
    OrgId org, const std::vector<std::int64_t>& ids_in) const {
  auto ids = ids_in;
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    if (repo_.active_among(c, org, ids).size() != ids.size()) {
      throw invalid_input("user_ids", "Alguna de las personas no está activa en la organización.");
    }
    json::array before;
    for (const auto id : repo_.officers(c, org)) before.emplace_back(id);
    repo_.set_officers(c, org, ids, now);
    json::array after(ids.begin(), ids.end());
    audit_.record(c, org, "health_safety.officers", {"hs_officers", org.value},
                  json::object{{"user_ids", std::move(before)}},
                  json::object{{"user_ids", std::move(after)}});
    return repo_.officers(c, org);
  });
}

MetricPage HealthSafetyService::metrics(OrgId org, std::int64_t user, std::int64_t page,
                                        std::int64_t per_page) const {
  return db_.run([&](db::Conn& c) {
    MetricPage out;
    out.enabled = repo_.metrics_enabled(c, org, user);
    out.items = repo_.metrics(c, org, user, per_page, (page - 1) * per_page);
    out.total = repo_.metrics_count(c, org, user);
    return out;
  });
}

bool HealthSafetyService::set_metrics_enabled(OrgId org, std::int64_t user, bool enabled) const {
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const bool was = repo_.metrics_enabled(c, org, user);
    if (enabled && !was) repo_.enable_metrics(c, org, user, now);
    if (!enabled) repo_.disable_metrics(c, org, user);
    return enabled;
  });
}

MetricRow HealthSafetyService::add_metric(OrgId org, std::int64_t user,
                                          const MetricInput& in) const {
  const auto now = clock_.now_ms();
  std::vector<FieldError> errors;
  if (!parse_day(in.day)) {
    errors.push_back({"day", "Escribe la fecha como AAAA-MM-DD."});
  } else if (in.day > day_of(now + kDayMs)) {
    errors.push_back({"day", "La fecha no puede ser futura."});
  }
  if (in.weight_kg && (*in.weight_kg < 20 || *in.weight_kg > 300)) {
    errors.push_back({"weight_kg", "El peso va de 20 a 300 kg."});
  }
  if (in.steps && (*in.steps < 0 || *in.steps > 100000)) {
    errors.push_back({"steps", "Los pasos van de 0 a 100.000."});
  }
  if (in.sleep_hours && (*in.sleep_hours < 0 || *in.sleep_hours > 24)) {
    errors.push_back({"sleep_hours", "Las horas de sueño van de 0 a 24."});
  }
  if (in.resting_hr && (*in.resting_hr < 30 || *in.resting_hr > 220)) {
    errors.push_back({"resting_hr", "La frecuencia en reposo va de 30 a 220 latidos por minuto."});
  }
  if (!in.weight_kg && !in.steps && !in.sleep_hours && !in.resting_hr) {
    errors.push_back({"weight_kg", "Registra al menos un valor."});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  MetricRow m;
  m.day = in.day;
  if (in.weight_kg) m.weight_dg = std::llround(*in.weight_kg * 10);
  m.steps = in.steps;
  if (in.sleep_hours) m.sleep_minutes = std::llround(*in.sleep_hours * 60);
  m.resting_hr = in.resting_hr;
  m.created_at = now;
  return db_.transact([&](db::Conn& c) {
    if (!repo_.metrics_enabled(c, org, user)) {
      throw rule_broken("metrics_off", "Activa tu registro personal antes de anotar valores.");
    }
    m.id = repo_.insert_metric(c, org, user, m);
    return m;
  });
}

void HealthSafetyService::delete_metric(OrgId org, std::int64_t user, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    if (!repo_.delete_metric(c, org, user, id)) throw not_found("No encontramos ese registro.");
  });
}

void HealthSafetyService::forget_person(db::Conn& c, OrgId org,
                                        const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::health_safety
