#include "modules/events/event_service.h"

#include <date/tz.h>

#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <cstdio>
#include <limits>
#include <map>
#include <set>

#include "api/json_input.h"
#include "core/crypto.h"
#include "core/errors.h"
#include "core/time_zone.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/celebrations/celebration_service.h"
#include "modules/events/event_codes.h"
#include "modules/events/event_ics.h"
#include "modules/forms/form_service.h"
#include "modules/live/event_hub.h"
#include "modules/media/media_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/surveys/survey_service.h"
#include "storage/file_store.h"

namespace aplauso::events {

namespace json = boost::json;

/// What a create or an edit sends, read; `errors` collects what is wrong with each field.
struct EventInput {
  std::optional<std::string> title;
  std::optional<std::string> description;
  std::optional<std::string> kind;
  std::optional<std::int64_t> starts_at;
  std::optional<std::int64_t> ends_at;
  std::optional<std::string> time_zone;
  std::optional<std::optional<std::string>> location;
  std::optional<std::optional<std::string>> link;
  std::optional<std::optional<std::int64_t>> cover_media_id;
  std::optional<std::optional<std::int64_t>> capacity;
  std::optional<std::int64_t> hold_hours;
  std::optional<std::optional<std::int64_t>> registration_opens_at;
  std::optional<std::optional<std::int64_t>> registration_closes_at;
  std::optional<bool> audience_everyone;
  std::optional<std::vector<std::int64_t>> departments;
  std::optional<std::vector<std::int64_t>> groups;
  std::optional<std::int64_t> attendance_points;
  std::optional<bool> allow_maybe;
  std::optional<std::vector<std::int64_t>> organiser_ids;
  std::optional<std::optional<json::value>> form;
  std::optional<std::int64_t> max_guests;
  std::optional<std::vector<RsvpOption>> rsvp_options;
  std::optional<std::string> reminders;
  std::optional<std::optional<std::int64_t>> followup_survey_id;
  bool publish = false;
  std::vector<FieldError> errors;
};

namespace {
constexpr std::int64_t kHourMs = 3'600'000;
constexpr std::int64_t kDayMs = 24 * kHourMs;
constexpr std::int64_t kWeekMs = 7 * kDayMs;
constexpr std::int64_t kMostLengthMs = 14 * kDayMs;
constexpr std::int64_t kShortestHoldMs = 15 * 60'000;
constexpr std::int64_t kFeedPastMs = 30 * kDayMs;
constexpr std::size_t kMostOrganisers = 20;
constexpr std::size_t kMostAudienceItems = 200;
constexpr std::int64_t kMostMonthEvents = 500;
constexpr std::int64_t kUrlTtl = 3600;

constexpr std::int64_t kMostGuests = 10;
constexpr std::size_t kMostOptions = 6;
constexpr std::size_t kMostOptionLength = 60;
/// How long after its end an event's survey may still go out (the job down for a while).
constexpr std::int64_t kFollowupWindowMs = 7 * kDayMs;

/// The reminders an event may choose, longest lead first, with their leads.
const std::vector<std::pair<std::string, std::int64_t>> kReminderKinds = {
    {"7d", 7 * kDayMs}, {"3d", 3 * kDayMs}, {"1d", kDayMs}, {"2h", 2 * kHourMs}, {"1h", kHourMs}};

const std::set<std::string> kKinds = {"in_person", "online", "hybrid"};
const std::set<std::string> kResponses = {"going", "maybe", "not_going"};
const std::set<std::string> kStatuses = {"draft", "published", "cancelled"};
const std::set<std::string> kRegistrationStatuses = {"confirmed", "waitlisted", "offered",
                                                     "cancelled"};

ApiError no_event() {
  return not_found("Ese evento no existe.");
}

/// 422 invalid_rsvp on one field of the answer (guests, option).
ApiError bad_rsvp(const std::string& field, const std::string& message) {
  return rule_broken("invalid_rsvp", message, {{field, message}});
}

bool holds_place(const std::string& status) {
  return status == "confirmed" || status == "offered";
}

bool is_registered(const std::string& status) {
  return holds_place(status) || status == "waitlisted";
}

std::vector<std::int64_t> distinct(const std::vector<std::int64_t>& ids) {
  std::vector<std::int64_t> out;
  for (const auto id : ids) {
    if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
  }
  return out;
}

/// "30/11/2026 18:00" in the event's time zone (UTC when unknown).
std::string when_text(std::int64_t ms, const std::string& zone) {
  auto local = local_time(zone, ms);
  if (!local) local = local_time("UTC", ms);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%02u/%02u/%04d %02d:%02d", local->day, local->month, local->year,
                local->hour, local->minute);
  return buf;
}

/// The UTC instant of local midnight starting `ymd` in `zone`.
std::int64_t local_midnight(const std::string& zone, const date::year_month_day& ymd) {
  const date::local_days day{ymd};
  try {
    const auto* tz = date::locate_zone(zone);
    const auto utc =
        tz->to_sys(date::local_time<std::chrono::milliseconds>(day), date::choose::earliest);
    return utc.time_since_epoch().count();
  } catch (const std::exception&) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               date::sys_days{ymd}.time_since_epoch())
        .count();
  }
}

bool is_http_link(const std::string& s) {
  if (!(s.starts_with("https://") || s.starts_with("http://"))) return false;
  const auto rest = s.substr(s.find("://") + 3);
  if (rest.empty() || rest.front() == '/') return false;
  return std::none_of(s.begin(), s.end(), [](char ch) {
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '<' || ch == '>' ||
           ch == '"';
  });
}

std::optional<std::optional<std::int64_t>> nullable_int(const json::object& body,
                                                        std::string_view key,
                                                        std::vector<FieldError>& errors,
                                                        const std::string& message) {
  const auto* v = body.if_contains(key);
  if (v == nullptr) return std::nullopt;
  if (v->is_null()) return std::optional<std::int64_t>();
  if (v->is_int64()) return std::optional<std::int64_t>(v->get_int64());
  if (v->is_uint64() && v->get_uint64() < (1ULL << 62)) {
    return std::optional<std::int64_t>(static_cast<std::int64_t>(v->get_uint64()));
  }
  errors.push_back({std::string(key), message});
  return std::nullopt;
}

std::optional<std::int64_t> whole(const json::object& body, std::string_view key,
                                  std::vector<FieldError>& errors, const std::string& message) {
  const auto v = nullable_int(body, key, errors, message);
  if (!v) return std::nullopt;
  if (!*v) {
    errors.push_back({std::string(key), message});
    return std::nullopt;
  }
  return **v;
}

std::optional<std::vector<std::int64_t>> id_list(const json::object& body, std::string_view key,
                                                 std::size_t most, std::vector<FieldError>& errors,
                                                 const std::string& field,
                                                 const std::string& message) {
  const auto* v = body.if_contains(key);
  if (v == nullptr) return std::nullopt;
  if (!v->is_array() || v->get_array().size() > most) {
    errors.push_back({field, message});
    return std::nullopt;
  }
  std::vector<std::int64_t> out;
  for (const auto& x : v->get_array()) {
    if (!x.is_int64() && !x.is_uint64()) {
      errors.push_back({field, message});
      return std::nullopt;
    }
    out.push_back(x.to_number<std::int64_t>());
  }
  return distinct(out);
}

std::optional<std::string> text_field(const json::object& body, std::string_view key,
                                      std::vector<FieldError>& errors) {
  const auto* v = body.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (!v->is_string()) {
    errors.push_back({std::string(key), "Debe ser un texto."});
    return std::nullopt;
  }
  return trim(std::string(v->get_string()));
}

/// The custom answers sent (keys kept when known, given by the service otherwise).
std::optional<std::vector<RsvpOption>> read_options(const json::value& v,
                                                    std::vector<FieldError>& errors) {
  if (!v.is_array() || v.get_array().size() > kMostOptions) {
    errors.push_back({"rsvp_options", "Agrega hasta 6 opciones de respuesta."});
    return std::nullopt;
  }
  std::vector<RsvpOption> out;
  std::size_t i = 0;
  for (const auto& item : v.get_array()) {
    const auto field = "rsvp_options." + std::to_string(i++);
    if (!item.is_object()) {
      errors.push_back({field, "La opción no es válida."});
      continue;
    }
    const auto& o = item.get_object();
    RsvpOption opt;
    if (const auto* k = o.if_contains("key"); k != nullptr && k->is_string()) {
      opt.key = std::string(k->get_string());
    }
    const auto label = text_field(o, "label", errors).value_or("");
    if (label.empty() || utf8_length(label) > kMostOptionLength) {
      errors.push_back({field + ".label", "Escribe la opción en español (1 a 60 caracteres)."});
    }
    opt.label = label;
    const auto en = text_field(o, "label_en", errors);
    if (en && utf8_length(*en) > kMostOptionLength) {
      errors.push_back({field + ".label_en", "La opción en inglés admite hasta 60 caracteres."});
    }
    if (en && !en->empty()) opt.label_en = en;
    const auto counts = text_field(o, "counts_as", errors).value_or("");
    if (counts != "going" && counts != "not_going") {
      errors.push_back({field + ".counts_as", "La opción cuenta como «Voy» o «No voy»."});
    }
    opt.counts_as = counts;
    out.push_back(std::move(opt));
  }
  return out;
}

/// The reminders chosen, kept in the schedule's order ("7d,1d,1h").
std::optional<std::string> read_reminders(const json::value& v, std::vector<FieldError>& errors) {
  const auto bad = [&errors] {
    errors.push_back({"reminders", "Los recordatorios son 7d, 3d, 1d, 2h o 1h."});
    return std::nullopt;
  };
  if (!v.is_array()) return bad();
  std::set<std::string> chosen;
  for (const auto& x : v.get_array()) {
    if (!x.is_string()) return bad();
    const std::string kind(x.get_string());
    if (std::none_of(kReminderKinds.begin(), kReminderKinds.end(),
                     [&kind](const auto& k) { return k.first == kind; })) {
      return bad();
    }
    chosen.insert(kind);
  }
  std::string out;
  for (const auto& known : kReminderKinds) {
    if (!chosen.contains(known.first)) continue;
    if (!out.empty()) out += ",";
    out += known.first;
  }
  return out;
}

EventInput read_input(const json::object& body, bool creating) {
  EventInput in;
  auto& errors = in.errors;
  if (body.contains("title") || creating) {
    const auto t = text_field(body, "title", errors);
    if (!t || t->empty() || utf8_length(*t) > 120) {
      errors.push_back({"title", "Escribe un título de 1 a 120 caracteres."});
    } else {
      in.title = *t;
    }
  }
  if (body.contains("description")) {
    const auto d = text_field(body, "description", errors).value_or("");
    if (utf8_length(d) > 4000) {
      errors.push_back({"description", "La descripción admite hasta 4000 caracteres."});
    } else {
      in.description = d;
    }
  }
  if (body.contains("kind") || creating) {
    const auto k = text_field(body, "kind", errors).value_or("");
    if (!kKinds.contains(k)) {
      errors.push_back({"kind",
                        "El tipo es presencial (in_person), en línea (online) o híbrido "
                        "(hybrid)."});
    } else {
      in.kind = k;
    }
  }
  if (body.contains("starts_at") || creating) {
    in.starts_at = whole(body, "starts_at", errors, "Indica cuándo empieza el evento.");
    if (creating && !in.starts_at && !body.contains("starts_at")) {
      errors.push_back({"starts_at", "Indica cuándo empieza el evento."});
    }
  }
  if (body.contains("ends_at") || creating) {
    in.ends_at = whole(body, "ends_at", errors, "Indica cuándo termina el evento.");
    if (creating && !in.ends_at && !body.contains("ends_at")) {
      errors.push_back({"ends_at", "Indica cuándo termina el evento."});
    }
  }
  if (body.contains("time_zone")) {
    const auto z = text_field(body, "time_zone", errors);
    if (z && !z->empty()) {
      if (!known_time_zone(*z)) {
        errors.push_back({"time_zone", "Esa zona horaria no existe (ej. America/Santiago)."});
      } else {
        in.time_zone = *z;
      }
    }
  }
  if (body.contains("location")) {
    const auto l = text_field(body, "location", errors);
    if (l && utf8_length(*l) > 300) {
      errors.push_back({"location", "El lugar admite hasta 300 caracteres."});
    } else {
      in.location = (l && !l->empty()) ? l : std::optional<std::string>();
    }
  }
  if (body.contains("link")) {
    const auto l = text_field(body, "link", errors);
    if (l && !l->empty() && (l->size() > 2000 || !is_http_link(*l))) {
      errors.push_back({"link", "El enlace debe empezar con http:// o https://."});
    } else {
      in.link = (l && !l->empty()) ? l : std::optional<std::string>();
    }
  }
  if (body.contains("cover_media_id")) {
    in.cover_media_id =
        nullable_int(body, "cover_media_id", errors, "Elige una imagen de la biblioteca.");
  }
  if (body.contains("capacity")) {
    const auto c = nullable_int(body, "capacity", errors, "El cupo es de 1 a 100.000 personas.");
    if (c && *c && (**c < 1 || **c > 100'000)) {
      errors.push_back({"capacity", "El cupo es de 1 a 100.000 personas."});
    } else if (c) {
      in.capacity = c;
    }
  }
  if (body.contains("hold_hours")) {
    const auto h = whole(body, "hold_hours", errors, "La reserva dura de 1 a 72 horas.");
    if (h && (*h < 1 || *h > 72)) {
      errors.push_back({"hold_hours", "La reserva dura de 1 a 72 horas."});
    } else if (h) {
      in.hold_hours = h;
    }
  }
  if (body.contains("registration_opens_at")) {
    in.registration_opens_at =
        nullable_int(body, "registration_opens_at", errors, "Indica cuándo abre el registro.");
  }
  if (body.contains("registration_closes_at")) {
    in.registration_closes_at =
        nullable_int(body, "registration_closes_at", errors, "Indica cuándo cierra el registro.");
  }
  if (const auto* a = body.if_contains("audience"); a != nullptr && !a->is_null()) {
    if (!a->is_object()) {
      errors.push_back({"audience", "La audiencia no es válida."});
    } else {
      const auto& o = a->get_object();
      const auto* everyone = o.if_contains("everyone");
      in.audience_everyone = everyone == nullptr || (everyone->is_bool() && everyone->get_bool());
      in.departments = id_list(o, "departments", kMostAudienceItems, errors, "audience.departments",
                               "Elige hasta 200 áreas.")
                           .value_or(std::vector<std::int64_t>{});
      in.groups = id_list(o, "groups", kMostAudienceItems, errors, "audience.groups",
                          "Elige hasta 200 grupos.")
                      .value_or(std::vector<std::int64_t>{});
      if (!*in.audience_everyone && in.departments->empty() && in.groups->empty()) {
        errors.push_back({"audience", "Elige a quién va dirigido: todos, áreas o grupos."});
      }
    }
  }
  if (body.contains("attendance_points")) {
    const auto p =
        whole(body, "attendance_points", errors, "Los puntos por asistir van de 0 a 10.000.");
    if (p && (*p < 0 || *p > 10'000)) {
      errors.push_back({"attendance_points", "Los puntos por asistir van de 0 a 10.000."});
    } else if (p) {
      in.attendance_points = p;
    }
  }
  if (const auto* m = body.if_contains("allow_maybe"); m != nullptr && !m->is_null()) {
    if (!m->is_bool()) {
      errors.push_back({"allow_maybe", "Debe ser verdadero o falso."});
    } else {
      in.allow_maybe = m->get_bool();
    }
  }
  if (body.contains("max_guests")) {
    const auto g = whole(body, "max_guests", errors, "Los acompañantes por persona van de 0 a 10.");
    if (g && (*g < 0 || *g > kMostGuests)) {
      errors.push_back({"max_guests", "Los acompañantes por persona van de 0 a 10."});
    } else if (g) {
      in.max_guests = g;
    }
  }
  if (const auto* o = body.if_contains("rsvp_options"); o != nullptr && !o->is_null()) {
    in.rsvp_options = read_options(*o, errors);
  }
  if (const auto* r = body.if_contains("reminders"); r != nullptr && !r->is_null()) {
    in.reminders = read_reminders(*r, errors);
  }
  if (body.contains("followup_survey_id")) {
    in.followup_survey_id =
        nullable_int(body, "followup_survey_id", errors, "Elige una encuesta de la lista.");
  }
  in.organiser_ids = id_list(body, "organiser_ids", kMostOrganisers, errors, "organiser_ids",
                             "Elige hasta 20 organizadores.");
  if (const auto* f = body.if_contains("form")) {
    if (f->is_null()) {
      in.form = std::optional<json::value>();
    } else if (!f->is_object()) {
      errors.push_back({"form", "Las preguntas de registro no son válidas."});
    } else {
      in.form = std::optional<json::value>(*f);
    }
  }
  if (creating) {
    if (const auto* p = body.if_contains("publish"); p != nullptr && p->is_bool()) {
      in.publish = p->get_bool();
    }
  }
  return in;
}

/// Applies the input to a row and checks the fields that depend on each other.
void apply(const EventInput& in, EventRow& e, std::vector<FieldError>& errors) {
  if (in.title) e.title = *in.title;
  if (in.description) e.description = *in.description;
  if (in.kind) e.kind = *in.kind;
  if (in.starts_at) e.starts_at = *in.starts_at;
  if (in.ends_at) e.ends_at = *in.ends_at;
  if (in.time_zone) e.time_zone = *in.time_zone;
  if (in.location) e.location = *in.location;
  if (in.link) e.link = *in.link;
  if (in.cover_media_id) e.cover_media_id = *in.cover_media_id;
  if (in.capacity) e.capacity = *in.capacity;
  if (in.hold_hours) e.hold_hours = *in.hold_hours;
  if (in.registration_opens_at) e.registration_opens_at = *in.registration_opens_at;
  if (in.registration_closes_at) e.registration_closes_at = *in.registration_closes_at;
  if (in.audience_everyone) e.audience_everyone = *in.audience_everyone;
  if (in.attendance_points) e.attendance_points = *in.attendance_points;
  if (in.allow_maybe) e.allow_maybe = *in.allow_maybe;
  if (in.max_guests) e.max_guests = *in.max_guests;
  if (in.reminders) e.reminders = *in.reminders;
  if (in.followup_survey_id) e.followup_survey_id = *in.followup_survey_id;

  const auto has = [&errors](std::string_view field) {
    return std::any_of(errors.begin(), errors.end(),
                       [field](const FieldError& f) { return f.field == field; });
  };
  if (!has("starts_at") && !has("ends_at") && e.starts_at > 0) {
    if (e.ends_at <= e.starts_at) {
      errors.push_back({"ends_at", "El evento debe terminar después de empezar."});
    } else if (e.ends_at - e.starts_at > kMostLengthMs) {
      errors.push_back({"ends_at", "Un evento dura como máximo 14 días."});
    }
  }
  if (!has("kind") && !has("location") && (e.kind == "in_person" || e.kind == "hybrid") &&
      !e.location) {
    errors.push_back({"location", "Indica el lugar del evento."});
  }
  if (!has("kind") && !has("link") && (e.kind == "online" || e.kind == "hybrid") && !e.link) {
    errors.push_back({"link", "Indica el enlace para conectarse."});
  }
  if (e.kind == "online" && !in.location && in.kind) e.location.reset();
  if (e.registration_opens_at && e.registration_closes_at &&
      *e.registration_closes_at <= *e.registration_opens_at) {
    errors.push_back({"registration_closes_at", "El registro debe cerrar después de abrir."});
  }
  if (e.registration_closes_at && e.ends_at > 0 && *e.registration_closes_at > e.ends_at) {
    errors.push_back(
        {"registration_closes_at", "El registro debe cerrar antes de que termine el evento."});
  }
  if (e.registration_opens_at && e.starts_at > 0 && *e.registration_opens_at >= e.ends_at) {
    errors.push_back(
        {"registration_opens_at", "El registro debe abrir antes de que termine el evento."});
  }
}

void fail_if(const std::vector<FieldError>& errors) {
  if (!errors.empty()) {
    throw rule_broken("invalid_event", "Revisa el evento: hay campos con errores.", errors);
  }
}

json::object audit_summary(const EventRow& e) {
  return {{"title", e.title},
          {"kind", e.kind},
          {"status", e.status},
          {"starts_at", e.starts_at},
          {"ends_at", e.ends_at},
          {"capacity", e.capacity ? json::value(*e.capacity) : json::value(nullptr)},
          {"attendance_points", e.attendance_points},
          {"max_guests", e.max_guests},
          {"rsvp_options", e.rsvp_options},
          {"reminders", e.reminders},
          {"followup_survey_id",
           e.followup_survey_id ? json::value(*e.followup_survey_id) : json::value(nullptr)},
          {"sequence", e.sequence}};
}

IcsEvent ics_of(const EventRow& e) {
  IcsEvent out;
  out.id = e.id;
  out.title = e.title;
  out.description = e.description;
  out.location = e.location;
  out.link = e.link;
  out.starts_at = e.starts_at;
  out.ends_at = e.ends_at;
  out.sequence = e.sequence;
  out.cancelled = e.status == "cancelled";
  out.updated_at = e.updated_at;
  return out;
}

/// The options as sent, in order: a key the event already has stays with its first holder,
/// the others get new keys (never one the event had, so a removed key is not reused).
std::vector<RsvpOption> keyed(std::vector<RsvpOption> options,
                              const std::vector<RsvpOption>& existing) {
  std::set<std::string> known;
  std::set<std::string> taken;
  for (const auto& x : existing) known.insert(x.key);
  for (auto& o : options) {
    if (known.contains(o.key) && !taken.contains(o.key)) {
      taken.insert(o.key);
    } else {
      o.key.clear();
    }
  }
  for (auto& o : options) {
    if (!o.key.empty()) continue;
    std::string key;
    do {
      key = "o" + crypto::to_hex(crypto::random_bytes(3));
    } while (known.contains(key) || taken.contains(key));
    taken.insert(key);
    o.key = key;
  }
  return options;
}

json::object event_payload(const EventRow& e) {
  return {{"event_id", e.id}, {"name", e.title}, {"when", when_text(e.starts_at, e.time_zone)}};
}
}  // namespace

std::optional<std::int64_t> EventView::places_left() const {
  if (!row.capacity) return std::nullopt;
  return std::max<std::int64_t>(0,
                                *row.capacity - counts.confirmed - counts.offered - counts.guests);
}

std::vector<RsvpOption> options_of(const std::string& text) {
  std::vector<RsvpOption> out;
  boost::system::error_code ec;
  const auto v = json::parse(text, ec);
  if (ec || !v.is_array()) return out;
  for (const auto& item : v.get_array()) {
    if (!item.is_object()) continue;
    const auto& o = item.get_object();
    const auto str = [&o](std::string_view key) -> std::optional<std::string> {
      const auto* x = o.if_contains(key);
      if (x == nullptr || !x->is_string()) return std::nullopt;
      return std::string(x->get_string());
    };
    out.push_back({str("key").value_or(""), str("label").value_or(""), str("label_en"),
                   str("counts_as").value_or("going")});
  }
  return out;
}

json::array options_json(const std::vector<RsvpOption>& options) {
  json::array out;
  for (const auto& o : options) {
    out.push_back(
        json::object{{"key", o.key},
                     {"label", o.label},
                     {"label_en", o.label_en ? json::value(*o.label_en) : json::value(nullptr)},
                     {"counts_as", o.counts_as}});
  }
  return out;
}

std::vector<std::string> reminders_of(const std::string& text) {
  std::vector<std::string> out;
  std::size_t from = 0;
  while (from < text.size()) {
    const auto comma = text.find(',', from);
    const auto end = comma == std::string::npos ? text.size() : comma;
    if (end > from) out.push_back(text.substr(from, end - from));
    from = end + 1;
  }
  return out;
}

// --- Reading -----------------------------------------------------------------------------------

std::vector<EventView> EventService::views(db::Conn& c, OrgId org, const Caller& who,
                                           std::vector<EventRow> rows) const {
  std::vector<std::int64_t> ids;
  for (const auto& r : rows) ids.push_back(r.id);
  const auto counts = repo_.counts(c, org, ids);
  const auto organisers = repo_.organisers(c, org, ids);
  const auto audience = repo_.audience(c, org, ids);
  const auto mine = repo_.mine(c, org, who.user_id, ids);
  std::set<std::int64_t> people_ids;
  for (const auto& o : organisers) people_ids.insert(o.user_id);
  std::map<std::int64_t, users::Person> people;
  if (!people_ids.empty()) {
    for (auto& p : users::UserRepo().people(c, org, {people_ids.begin(), people_ids.end()})) {
      people.emplace(p.id, std::move(p));
    }
  }
  const auto now = clock_.now_ms();
  std::map<std::int64_t, std::size_t> at;
  std::vector<EventView> out;
  out.reserve(rows.size());
  for (auto& r : rows) {
    at[r.id] = out.size();
    EventView v;
    if (const auto it = counts.find(r.id); it != counts.end()) v.counts = it->second;
    v.can_manage = who.admin;
    const bool published = r.status == "published";
    const auto closes = r.registration_closes_at.value_or(r.starts_at);
    v.registration_open = published && now >= r.registration_opens_at.value_or(0) && now < closes;
    v.checkin_open = published && now >= r.starts_at - kCheckinEarlyMs && now <= r.ends_at;
    v.row = std::move(r);
    out.push_back(std::move(v));
  }
  for (const auto& o : organisers) {
    auto& v = out[at[o.event_id]];
    if (o.user_id == who.user_id) v.can_manage = true;
    if (const auto it = people.find(o.user_id); it != people.end()) {
      v.organisers.push_back(it->second);
    }
  }
  for (const auto& a : audience) {
    auto& v = out[at[a.event_id]];
    (a.kind == "department" ? v.departments : v.groups).push_back(a.ref_id);
  }
  for (const auto& m : mine) out[at[m.event_id]].my = m;
  return out;
}

void EventService::attach_covers(OrgId org, std::vector<EventView*> views) const {
  const bool any = std::any_of(views.begin(), views.end(), [](const EventView* v) {
    return v->row.cover_media_id.has_value();
  });
  if (!any) return;
  std::map<std::int64_t, std::string> keys;
  for (const auto& item : media_.list(org, true)) keys[item.id] = item.storage_key;
  const std::int64_t now_s = clock_.now_ms() / 1000;
  for (auto* v : views) {
    if (!v->row.cover_media_id) continue;
    if (const auto it = keys.find(*v->row.cover_media_id); it != keys.end()) {
      v->cover_url = files_.read_url(it->second, now_s, kUrlTtl);
    }
  }
}

EventRow EventService::visible(db::Conn& c, OrgId org, const Caller& who, std::int64_t id,
                               bool lock) const {
  auto row = repo_.find(c, org, id, lock);
  if (!row) throw no_event();
  if (who.admin || repo_.is_organiser(c, org, id, who.user_id)) return std::move(*row);
  if (row->status == "draft") throw no_event();
  if (row->audience_everyone) return std::move(*row);
  const auto department = repo_.department_of(c, org, who.user_id);
  const auto groups = repo_.groups_of(c, org, who.user_id);
  for (const auto& a : repo_.audience(c, org, {id})) {
    if (a.kind == "department" && department && a.ref_id == *department) return std::move(*row);
    if (a.kind == "group" && std::binary_search(groups.begin(), groups.end(), a.ref_id)) {
      return std::move(*row);
    }
  }
  throw no_event();
}

bool EventService::manages(db::Conn& c, OrgId org, const Caller& who, std::int64_t id) const {
  return who.admin || repo_.is_organiser(c, org, id, who.user_id);
}

EventRow EventService::managed(db::Conn& c, OrgId org, const Caller& who, std::int64_t id,
                               bool lock) const {
  auto row = visible(c, org, who, id, lock);
  if (!manages(c, org, who, id)) {
    throw forbidden("forbidden",
                    "Solo los administradores y los organizadores del evento pueden "
                    "hacer esto.");
  }
  return row;
}

EventDetail EventService::detail(db::Conn& c, OrgId org, const Caller& who, std::int64_t id,
                                 const std::string& org_time_zone) const {
  auto row = repo_.find(c, org, id);
  if (!row) throw no_event();
  EventDetail d;
  d.event = std::move(views(c, org, who, {std::move(*row)}).front());
  if (d.event.row.form_id) {
    if (const auto version = forms_.find(c, org, *d.event.row.form_id, std::nullopt)) {
      d.form = forms::to_json(version->form);
      d.form_version = version->stored.version;
      d.form_context =
          forms_.context_of(c, org, who.user_id, forms::local_day(org_time_zone, clock_.now_ms()));
    }
  }
  return d;
}

EventPage EventService::list(OrgId org, const Caller& who, const ListQuery& q) const {
  if (!q.status.empty() && !kStatuses.contains(q.status)) {
    throw invalid_input("status", "El estado es draft, published o cancelled.");
  }
  if (q.from && q.to && *q.to < *q.from) {
    throw ApiError(ErrorKind::kInvalid, "invalid_range", "El rango de fechas no es válido.",
                   {{"to", "El final debe ser posterior al inicio."}});
  }
  if (q.from && q.to && *q.to - *q.from > 62 * kDayMs) {
    throw ApiError(ErrorKind::kInvalid, "invalid_range", "El rango de fechas no es válido.",
                   {{"to", "El rango abarca como máximo 62 días."}});
  }
  auto page = db_.run([&](db::Conn& c) {
    ListFilter f;
    f.department = repo_.department_of(c, org, who.user_id).value_or(-1);
    f.groups = repo_.groups_of(c, org, who.user_id);
    f.user_id = who.user_id;
    f.admin = who.admin;
    f.manage = q.manage;
    f.status = q.manage ? q.status : std::string();
    f.mine = q.mine;
    f.from = q.from.value_or(std::numeric_limits<std::int64_t>::min() / 2);
    f.to = q.to.value_or(std::numeric_limits<std::int64_t>::max() / 2);
    f.past = q.past;
    f.now = clock_.now_ms();
    f.ranged = q.from.has_value() || q.to.has_value();
    EventPage out;
    out.items = views(c, org, who, repo_.list(c, org, f, q.limit, q.offset));
    out.total = repo_.count(c, org, f);
    return out;
  });
  std::vector<EventView*> refs;
  for (auto& v : page.items) refs.push_back(&v);
  attach_covers(org, refs);
  return page;
}

MonthView EventService::month(OrgId org, const Caller& who, const std::string& month,
                              const std::string& time_zone, bool birthdays,
                              bool anniversaries) const {
  int year = 0;
  unsigned mon = 0;
  if (month.empty()) {
    auto local = local_time(time_zone, clock_.now_ms());
    if (!local) local = local_time("UTC", clock_.now_ms());
    year = local->year;
    mon = local->month;
  } else {
    int y = 0;
    int m = 0;
    char tail = 0;
    if (month.size() != 7 || std::sscanf(month.c_str(), "%4d-%2d%c", &y, &m, &tail) != 2 ||
        month[4] != '-' || y < 1970 || y > 9999 || m < 1 || m > 12) {
      throw ApiError(ErrorKind::kInvalid, "invalid_month", "El mes es AAAA-MM.",
                     {{"month", "El mes es AAAA-MM."}});
    }
    year = y;
    mon = static_cast<unsigned>(m);
  }
  const date::year_month_day first{date::year{year} / date::month{mon} / date::day{1}};
  const date::year_month_day next = first + date::months{1};
  const auto zone = known_time_zone(time_zone) ? time_zone : std::string("UTC");
  ListQuery q;
  q.from = local_midnight(zone, first);
  q.to = local_midnight(zone, next);
  q.limit = kMostMonthEvents;
  MonthView out;
  char label[16];
  std::snprintf(label, sizeof label, "%04d-%02u", year, mon);
  out.month = label;
  out.time_zone = zone;
  out.events = list(org, who, q).items;
  const auto add = [&](const celebrations::Calendar& cal, const std::string& kind) {
    for (const auto& u : cal.month) {
      Celebration item;
      item.kind = kind;
      item.day = std::to_string(year) + "-" + u.day;
      item.person = u.celebrant.person;
      if (kind == "anniversary") item.years = u.years;
      out.celebrations.push_back(std::move(item));
    }
  };
  if (birthdays) add(celebrations_.of_month(org, year, mon, false), "birthday");
  if (anniversaries) add(celebrations_.of_month(org, year, mon, true), "anniversary");
  std::sort(out.celebrations.begin(), out.celebrations.end(),
            [](const Celebration& a, const Celebration& b) {
              return std::tie(a.day, a.kind, a.person.id) < std::tie(b.day, b.kind, b.person.id);
            });
  return out;
}

EventDetail EventService::read(OrgId org, const Caller& who, std::int64_t id,
                               const std::string& org_time_zone) const {
  auto d = db_.run([&](db::Conn& c) {
    visible(c, org, who, id, false);
    return detail(c, org, who, id, org_time_zone);
  });
  attach_covers(org, {&d.event});
  return d;
}

// --- Writing -----------------------------------------------------------------------------------

std::int64_t EventService::hold_until(const EventRow& e, std::int64_t now) const {
  const auto held = std::min(now + e.hold_hours * kHourMs, e.starts_at - kHourMs);
  return std::max(held, std::min(now + kShortestHoldMs, e.starts_at));
}

void EventService::changed(db::Conn& c, OrgId org, std::int64_t event_id,
                           std::vector<std::int64_t> users) const {
  for (const auto& o : repo_.organisers(c, org, {event_id})) users.push_back(o.user_id);
  users = distinct(users);
  if (!users.empty()) hub_.signal(c, org, users, std::string(kRegistrationsSignal));
}

void EventService::promote(db::Conn& c, OrgId org, const EventRow& e,
                           std::vector<std::int64_t>& touched) const {
  const auto now = clock_.now_ms();
  if (e.status != "published" || now >= e.starts_at) return;
  auto taken = repo_.taken(c, org, e.id);
  // Strict order: the first of the waitlist is offered when they and their guests fit; nobody
  // behind them goes ahead.
  while (true) {
    const auto first = repo_.first_waiting(c, org, e.id);
    if (!first || (e.capacity && taken + 1 + first->guests > *e.capacity)) break;
    const auto until = hold_until(e, now);
    repo_.set_status(c, org, first->id, "offered", until, now);
    auto payload = event_payload(e);
    payload["until"] = when_text(until, e.time_zone);
    payload["offered_until"] = until;
    notices_.notify(c, org, "event_offered", {first->user_id}, payload);
    touched.push_back(first->user_id);
    taken += 1 + first->guests;
  }
}

void EventService::check_references(db::Conn& c, OrgId org, const EventInput& in,
                                    std::vector<FieldError>& errors) const {
  if (in.departments && !in.departments->empty()) {
    if (repo_.known_departments(c, org, *in.departments).size() != in.departments->size()) {
      errors.push_back({"audience.departments", "Una de las áreas no existe."});
    }
  }
  if (in.groups && !in.groups->empty()) {
    if (repo_.known_groups(c, org, *in.groups).size() != in.groups->size()) {
      errors.push_back({"audience.groups", "Uno de los grupos no existe."});
    }
  }
  if (in.organiser_ids && !in.organiser_ids->empty()) {
    if (repo_.active_people(c, org, *in.organiser_ids).size() != in.organiser_ids->size()) {
      errors.push_back(
          {"organiser_ids", "Los organizadores deben ser personas activas de la organización."});
    }
  }
  if (in.cover_media_id && *in.cover_media_id) {
    try {
      media_.chosen(c, org, **in.cover_media_id);
    } catch (const ApiError&) {
      errors.push_back({"cover_media_id", "Esa imagen no está en la biblioteca."});
    }
  }
}

void EventService::save_form(db::Conn& c, OrgId org, const Caller& who, EventRow& e,
                             const std::optional<json::value>& definition) const {
  if (!definition) {
    if (e.form_id) repo_.set_form(c, org, e.id, std::nullopt);
    e.form_id.reset();
    return;
  }
  json::value d = *definition;
  auto& o = d.as_object();
  o["form_id"] = e.form_id.value_or("event-" + crypto::to_hex(crypto::random_bytes(5)));
  if (!o.contains("title") || o.at("title").is_null()) o["title"] = e.title;
  const auto form = forms_.validate_definition(d);
  forms_.save_version(c, org, kFormOwner, form, who.user_id);
  if (!e.form_id) repo_.set_form(c, org, e.id, form.form_id);
  e.form_id = form.form_id;
}

void EventService::invite(db::Conn& c, OrgId org, const Caller& who, const EventRow& e) const {
  std::vector<std::int64_t> departments, groups;
  for (const auto& a : repo_.audience(c, org, {e.id})) {
    (a.kind == "department" ? departments : groups).push_back(a.ref_id);
  }
  auto people =
      repo_.audience_people(c, org, e.audience_everyone, departments, groups, kMostInvited + 1);
  if (static_cast<std::int64_t>(people.size()) > kMostInvited) return;
  std::erase(people, who.user_id);
  auto payload = event_payload(e);
  payload["actor_id"] = who.user_id;
  if (!people.empty()) notices_.notify(c, org, "event_invited", people, payload);
}

void EventService::check_rsvp_settings(db::Conn& c, OrgId org, const EventInput& in,
                                       const EventRow& before, EventRow& e,
                                       std::vector<FieldError>& errors) const {
  if (in.rsvp_options) {
    const auto existing = options_of(before.rsvp_options);
    const auto next = keyed(*in.rsvp_options, existing);
    for (const auto& old : existing) {
      const auto it = std::find_if(next.begin(), next.end(),
                                   [&old](const RsvpOption& o) { return o.key == old.key; });
      const bool removed = it == next.end();
      if (!removed && it->counts_as == old.counts_as) continue;
      if (before.id == 0 || !repo_.option_used(c, org, before.id, old.key)) continue;
      throw conflict(
          "option_in_use",
          removed
              ? "La opción «" + old.label + "» ya tiene respuestas: no se puede quitar."
              : "La opción «" + old.label + "» ya tiene respuestas: no puede cambiar cómo cuenta.");
    }
    e.rsvp_options = json::serialize(options_json(next));
  }
  const auto survey = in.followup_survey_id.value_or(std::nullopt);
  if (survey && survey != before.followup_survey_id) {
    try {
      const auto found = surveys_.read(c, org, *survey, false);
      const auto& status = found.row.status;
      if (status != "open" && status != "paused" && status != "scheduled") {
        errors.push_back({"followup_survey_id",
                          "Elige una encuesta abierta o programada, no cerrada ni "
                          "en borrador."});
      }
    } catch (const ApiError&) {
      errors.push_back({"followup_survey_id", "Esa encuesta no existe."});
    }
  }
}

EventDetail EventService::create(OrgId org, const Caller& who, const json::object& body,
                                 const std::string& org_time_zone) const {
  if (!who.admin) throw forbidden("forbidden", "Solo los administradores crean eventos.");
  auto in = read_input(body, true);
  EventRow e;
  e.time_zone = known_time_zone(org_time_zone) ? org_time_zone : "UTC";
  e.status = "draft";
  apply(in, e, in.errors);
  const auto now = clock_.now_ms();
  if (in.ends_at && *in.ends_at <= now) {
    in.errors.push_back({"ends_at", "Ese evento ya terminó."});
  }
  auto d = db_.transact([&](db::Conn& c) {
    check_references(c, org, in, in.errors);
    fail_if(in.errors);
    check_rsvp_settings(c, org, in, EventRow{}, e, in.errors);
    fail_if(in.errors);
    e.checkin_secret = crypto::to_hex(crypto::random_bytes(32));
    e.created_by = who.user_id;
    e.id = repo_.insert(c, org, e, now);
    repo_.set_audience(c, org, e.id, in.departments.value_or(std::vector<std::int64_t>{}),
                       in.groups.value_or(std::vector<std::int64_t>{}));
    repo_.set_organisers(c, org, e.id, in.organiser_ids.value_or(std::vector<std::int64_t>{}));
    if (in.form && *in.form) save_form(c, org, who, e, *in.form);
    audit_.record(c, org, "events.create", {"event", e.id}, nullptr, audit_summary(e));
    if (in.publish) {
      repo_.publish(c, org, e.id, now);
      e.status = "published";
      audit_.record(c, org, "events.publish", {"event", e.id});
      invite(c, org, who, e);
    }
    return detail(c, org, who, e.id, org_time_zone);
  });
  attach_covers(org, {&d.event});
  return d;
}

EventDetail EventService::update(OrgId org, const Caller& who, std::int64_t id,
                                 const json::object& body, const std::string& org_time_zone) const {
  auto in = read_input(body, false);
  auto d = db_.transact([&](db::Conn& c) {
    const auto before = managed(c, org, who, id, true);
    if (before.status == "cancelled") {
      throw conflict("event_cancelled", "El evento está cancelado: ya no puede cambiar.");
    }
    // Organisers may send the organisers and points back unchanged (an editor sends every
    // field); changing them is the admins'.
    // The post-event survey too: only admins list the organisation's surveys.
    bool admin_fields =
        (in.attendance_points && *in.attendance_points != before.attendance_points) ||
        (in.followup_survey_id && *in.followup_survey_id != before.followup_survey_id);
    if (in.organiser_ids) {
      std::vector<std::int64_t> now_organisers;
      for (const auto& o : repo_.organisers(c, org, {id})) now_organisers.push_back(o.user_id);
      auto asked = *in.organiser_ids;
      std::sort(asked.begin(), asked.end());
      std::sort(now_organisers.begin(), now_organisers.end());
      admin_fields = admin_fields || asked != now_organisers;
    }
    if (!who.admin && admin_fields) {
      throw forbidden("forbidden",
                      "Solo los administradores cambian los organizadores, los puntos y la "
                      "encuesta posterior.");
    }
    auto e = before;
    apply(in, e, in.errors);
    check_references(c, org, in, in.errors);
    fail_if(in.errors);
    check_rsvp_settings(c, org, in, before, e, in.errors);
    fail_if(in.errors);
    if (e.max_guests < before.max_guests) {
      if (const auto more = repo_.more_guests_than(c, org, id, e.max_guests); more > 0) {
        throw conflict("guests_above_limit",
                       "No puedes bajar los acompañantes a " + std::to_string(e.max_guests) + ": " +
                           std::to_string(more) +
                           (more == 1 ? " inscripción tiene más." : " inscripciones tienen más."));
      }
    }
    const auto taken = repo_.taken(c, org, id);
    if (e.capacity && *e.capacity < taken) {
      throw conflict(
          "capacity_below_registrations",
          "El cupo no puede ser menor que los lugares ya tomados (" + std::to_string(taken) + ").");
    }
    const bool moved = e.starts_at != before.starts_at || e.ends_at != before.ends_at ||
                       e.location != before.location || e.link != before.link ||
                       e.kind != before.kind;
    const bool seen = moved || e.title != before.title || e.description != before.description;
    if (seen && e.status == "published") ++e.sequence;
    const auto now = clock_.now_ms();
    repo_.update(c, org, e, now);
    if (in.departments || in.groups) {
      repo_.set_audience(c, org, id, in.departments.value_or(std::vector<std::int64_t>{}),
                         in.groups.value_or(std::vector<std::int64_t>{}));
    }
    if (in.organiser_ids) repo_.set_organisers(c, org, id, *in.organiser_ids);
    if (in.form) save_form(c, org, who, e, *in.form);
    std::vector<std::int64_t> touched;
    if (moved && e.status == "published") {
      auto people = repo_.interested(c, org, id);
      std::erase(people, who.user_id);
      auto payload = event_payload(e);
      payload["actor_id"] = who.user_id;
      if (!people.empty()) notices_.notify(c, org, "event_changed", people, payload);
    }
    if (!before.capacity || !e.capacity || *e.capacity > *before.capacity) {
      promote(c, org, e, touched);
    }
    audit_.record(c, org, "events.update", {"event", id}, audit_summary(before), audit_summary(e));
    changed(c, org, id, touched);
    return detail(c, org, who, id, org_time_zone);
  });
  attach_covers(org, {&d.event});
  return d;
}

std::string EventService::remove(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto e = visible(c, org, who, id, true);
    if (!who.admin) throw forbidden("forbidden", "Solo los administradores eliminan eventos.");
    const auto now = clock_.now_ms();
    if (e.status != "cancelled" && repo_.any_registration(c, org, id)) {
      auto people = repo_.interested(c, org, id);
      repo_.cancel(c, org, id, now);
      std::erase(people, who.user_id);
      auto payload = event_payload(e);
      payload["actor_id"] = who.user_id;
      if (!people.empty()) notices_.notify(c, org, "event_cancelled", people, payload);
      audit_.record(c, org, "events.cancel", {"event", id}, audit_summary(e),
                    json::object{{"status", "cancelled"}, {"notified", people.size()}});
      changed(c, org, id, people);
      return std::string("cancelled");
    }
    repo_.soft_delete(c, org, id, now);
    audit_.record(c, org, "events.delete", {"event", id}, audit_summary(e), nullptr);
    return std::string("deleted");
  });
}

EventDetail EventService::publish(OrgId org, const Caller& who, std::int64_t id,
                                  const std::string& org_time_zone) const {
  auto d = db_.transact([&](db::Conn& c) {
    auto e = managed(c, org, who, id, true);
    if (e.status != "draft") {
      throw conflict("invalid_status", "Solo se publica un borrador.");
    }
    const auto now = clock_.now_ms();
    if (e.ends_at <= now) throw conflict("event_ended", "Ese evento ya terminó.");
    repo_.publish(c, org, id, now);
    e.status = "published";
    audit_.record(c, org, "events.publish", {"event", id});
    invite(c, org, who, e);
    return detail(c, org, who, id, org_time_zone);
  });
  attach_covers(org, {&d.event});
  return d;
}

// --- Registrations -----------------------------------------------------------------------------

RegistrationRow EventService::rsvp(OrgId org, const Caller& who, std::int64_t id,
                                   const json::object& body,
                                   const std::string& org_time_zone) const {
  auto response = opt_string(body, "response").value_or("");
  const auto option = opt_string(body, "option");
  if (!kResponses.contains(response) && !(response.empty() && option)) {
    throw invalid_input("response", "La respuesta es going, maybe o not_going.");
  }
  std::optional<std::int64_t> asked_guests;
  if (const auto* g = body.if_contains("guests"); g != nullptr && !g->is_null()) {
    if (!g->is_int64() && !(g->is_uint64() && g->get_uint64() <= 100)) {
      throw bad_rsvp("guests", "Indica cuántos acompañantes llevas (un número).");
    }
    asked_guests = g->to_number<std::int64_t>();
  }
  return db_.transact([&](db::Conn& c) {
    // The event's row lock first: registrations of one event take turns from here (EVT-4).
    const auto e = visible(c, org, who, id, true);
    const auto now = clock_.now_ms();
    const auto closes = e.registration_closes_at.value_or(e.starts_at);
    if (e.status != "published" || now < e.registration_opens_at.value_or(0) || now >= closes) {
      throw conflict("registration_closed", "El registro de este evento está cerrado.");
    }
    // A custom option answers going or not going (EVT-2).
    std::optional<std::string> option_key;
    if (option) {
      const auto options = options_of(e.rsvp_options);
      const auto it = std::find_if(options.begin(), options.end(),
                                   [&option](const RsvpOption& o) { return o.key == *option; });
      if (it == options.end()) {
        throw bad_rsvp("option", "Esa opción de respuesta no existe en este evento.");
      }
      if (!response.empty() && response != it->counts_as) {
        throw bad_rsvp("option", "Esa opción no corresponde a la respuesta elegida.");
      }
      response = it->counts_as;
      option_key = it->key;
    }
    if (response == "maybe" && !e.allow_maybe) {
      throw conflict("maybe_not_allowed", "Este evento no admite «Tal vez».");
    }
    auto existing = repo_.registration_of(c, org, id, who.user_id);
    std::int64_t guests = 0;
    if (response == "going") {
      guests =
          asked_guests.value_or(existing && is_registered(existing->status) ? existing->guests : 0);
      if (guests < 0 || guests > e.max_guests) {
        throw bad_rsvp("guests", e.max_guests == 0
                                     ? "Este evento no admite acompañantes."
                                     : "Puedes llevar hasta " + std::to_string(e.max_guests) +
                                           " acompañantes.");
      }
      if (e.capacity && 1 + guests > *e.capacity) {
        throw bad_rsvp("guests", "El cupo del evento es de " + std::to_string(*e.capacity) +
                                     (*e.capacity == 1 ? " lugar." : " lugares."));
      }
    }
    std::optional<std::int64_t> form_version = existing ? existing->form_version : std::nullopt;
    std::optional<std::string> answers = existing ? existing->answers : std::nullopt;
    // A registration already going keeps its answers unless new ones are sent (a change of
    // guests or option does not ask the questions again).
    const bool keeps_answers = existing && is_registered(existing->status) &&
                               existing->response == "going" && !body.contains("answers");
    if (response == "going" && e.form_id && !keeps_answers) {
      if (const auto version = forms_.find(c, org, *e.form_id, std::nullopt)) {
        const auto* given = body.if_contains("answers");
        const json::value sent = given != nullptr ? *given : json::value(json::object{});
        const auto context =
            forms_.context_of(c, org, who.user_id, forms::local_day(org_time_zone, now));
        const auto kept =
            forms_.validate_answers(c, org, who.user_id, version->form, sent, context);
        form_version = version->stored.version;
        answers = json::serialize(kept);
      }
    }
    std::vector<std::int64_t> touched{who.user_id};
    std::string notice;
    if (existing && response == "going" && is_registered(existing->status)) {
      // Going again keeps the place, the offer or the waitlist position (only the answers,
      // the option and the guests change). More guests on a place need the free places.
      if (holds_place(existing->status) && e.capacity && guests > existing->guests) {
        const auto free = *e.capacity - repo_.taken(c, org, id);
        if (guests - existing->guests > free) {
          throw conflict("not_enough_places",
                         free <= 0 ? "No quedan lugares libres: no puedes sumar acompañantes."
                                   : "Solo quedan " + std::to_string(free) +
                                         (free == 1 ? " lugar libre" : " lugares libres") +
                                         ": puedes llevar hasta " +
                                         std::to_string(existing->guests + free) + " acompañantes.")
              .with_detail("places_left", std::to_string(std::max<std::int64_t>(free, 0)));
        }
      }
      repo_.set_answers(c, org, existing->id, response, form_version, answers, guests, option_key,
                        now);
      if (holds_place(existing->status) && guests < existing->guests) promote(c, org, e, touched);
    } else {
      RegistrationRow r = existing.value_or(RegistrationRow{});
      r.event_id = id;
      r.user_id = who.user_id;
      r.response = response;
      r.form_version = form_version;
      r.answers = answers;
      r.guests = guests;
      r.option_key = option_key;
      r.offered_until.reset();
      std::optional<std::int64_t> waitlisted_at;
      const bool freed = existing && holds_place(existing->status);
      if (response == "going") {
        // A place when the person and their guests fit and nobody waits ahead of them.
        const bool fits = !e.capacity || (repo_.taken(c, org, id) + 1 + guests <= *e.capacity &&
                                          !repo_.anyone_waiting(c, org, id));
        if (fits) {
          r.status = "confirmed";
          notice = "event_registered";
        } else {
          r.status = "waitlisted";
          waitlisted_at = now;
          notice = "event_waitlisted";
        }
      } else {
        r.status = "cancelled";
      }
      if (existing) {
        repo_.update_registration(c, org, r, waitlisted_at, now);
      } else {
        repo_.insert_registration(c, org, r, waitlisted_at, now);
      }
      if (freed) promote(c, org, e, touched);
    }
    auto reg = *repo_.registration_of(c, org, id, who.user_id);
    if (!notice.empty()) {
      auto payload = event_payload(e);
      if (reg.waitlist_position) payload["position"] = *reg.waitlist_position;
      notices_.notify(c, org, notice, {who.user_id}, payload);
    }
    changed(c, org, id, touched);
    return reg;
  });
}

RegistrationRow EventService::confirm(OrgId org, const Caller& who, std::int64_t id) const {
  bool expired = false;
  auto reg = db_.transact([&](db::Conn& c) -> std::optional<RegistrationRow> {
    const auto e = visible(c, org, who, id, true);
    auto r = repo_.registration_of(c, org, id, who.user_id);
    if (!r || r->status != "offered") {
      throw conflict("no_offer", "No tienes un lugar ofrecido en este evento.");
    }
    const auto now = clock_.now_ms();
    std::vector<std::int64_t> touched{who.user_id};
    if (r->offered_until && *r->offered_until <= now) {
      // Too late: the hold is over, the place goes to the next one (committed before the 409).
      repo_.expire_offers(c, org, id, now);
      promote(c, org, e, touched);
      changed(c, org, id, touched);
      expired = true;
      return std::nullopt;
    }
    repo_.set_status(c, org, r->id, "confirmed", std::nullopt, now);
    notices_.notify(c, org, "event_registered", {who.user_id}, event_payload(e));
    changed(c, org, id, touched);
    return repo_.registration_of(c, org, id, who.user_id);
  });
  if (expired || !reg) {
    throw conflict("offer_expired", "El plazo para confirmar ese lugar ya venció.");
  }
  return *reg;
}

RegistrationRow EventService::decline(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto e = visible(c, org, who, id, true);
    auto r = repo_.registration_of(c, org, id, who.user_id);
    if (!r || r->status != "offered") {
      throw conflict("no_offer", "No tienes un lugar ofrecido en este evento.");
    }
    const auto now = clock_.now_ms();
    r->response = "not_going";
    r->status = "cancelled";
    r->offered_until.reset();
    repo_.update_registration(c, org, *r, std::nullopt, now);
    std::vector<std::int64_t> touched{who.user_id};
    promote(c, org, e, touched);
    changed(c, org, id, touched);
    return *repo_.registration_of(c, org, id, who.user_id);
  });
}

// --- Calendars ---------------------------------------------------------------------------------

std::string EventService::ics(OrgId org, const Caller& who, std::int64_t id,
                              const std::string& host) const {
  const auto e = db_.run([&](db::Conn& c) { return visible(c, org, who, id, false); });
  const bool cancelled = e.status == "cancelled";
  return ics_calendar({ics_of(e)}, cancelled ? "CANCEL" : "PUBLISH", host, clock_.now_ms(), "");
}

FeedLink EventService::rotate_feed(OrgId org, std::int64_t user_id) const {
  FeedLink out;
  out.token = crypto::random_token(32);
  out.created_at = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    repo_.save_token(c, org, user_id, crypto::to_hex(crypto::sha256(out.token)), out.created_at);
    audit_.record(c, org, "events.calendar_token", {"user", user_id});
  });
  return out;
}

std::optional<std::string> EventService::feed(OrgId org, const std::string& token,
                                              const std::string& host) const {
  if (token.empty() || token.size() > 200) return std::nullopt;
  const auto now = clock_.now_ms();
  const auto rows = db_.run([&](db::Conn& c) -> std::optional<std::vector<EventRow>> {
    const auto user = repo_.token_user(c, org, crypto::to_hex(crypto::sha256(token)));
    if (!user) return std::nullopt;
    return repo_.feed_events(c, org, *user, now - kFeedPastMs);
  });
  if (!rows) return std::nullopt;
  std::vector<IcsEvent> items;
  for (const auto& e : *rows) items.push_back(ics_of(e));
  return ics_calendar(items, "PUBLISH", host, now, "Aplauso");
}

// --- Check-in ----------------------------------------------------------------------------------

namespace {
void check_window(const EventRow& e, std::int64_t now) {
  if (e.status != "published" || now < e.starts_at - kCheckinEarlyMs || now > e.ends_at) {
    throw conflict("checkin_closed",
                   "El registro de asistencia abre una hora antes del inicio y cierra al final.");
  }
}
}  // namespace

Pass EventService::pass(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    const auto e = visible(c, org, who, id, false);
    const auto r = repo_.registration_of(c, org, id, who.user_id);
    if (!r || r->status != "confirmed") {
      throw conflict("not_confirmed", "Necesitas un lugar confirmado en este evento.");
    }
    const auto now = clock_.now_ms();
    check_window(e, now);
    const auto window = code_window(now);
    Pass p;
    p.registration_id = r->id;
    p.code = pass_code(e.checkin_secret, r->id, window);
    p.qr_text = "APL:" + std::to_string(id) + ":" + std::to_string(r->id) + ":" + p.code;
    p.expires_at = (window + 1) * kCodePeriodMs;
    return p;
  });
}

RotatingCode EventService::event_code(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    const auto e = managed(c, org, who, id, false);
    const auto now = clock_.now_ms();
    check_window(e, now);
    const auto window = code_window(now);
    return RotatingCode{events::event_code(e.checkin_secret, id, window),
                        (window + 1) * kCodePeriodMs};
  });
}

CheckinResult EventService::check_in(db::Conn& c, OrgId org, const EventRow& e, RegistrationRow reg,
                                     std::optional<std::int64_t> by) const {
  CheckinResult out;
  out.registration_id = reg.id;
  const auto people = users::UserRepo().people(c, org, {reg.user_id});
  if (!people.empty()) out.person = people.front();
  const auto now = clock_.now_ms();
  const bool pays = e.attendance_points > 0;
  // The guard (checked_in_at IS NULL) lets exactly one of concurrent check-ins through, and
  // the points go in the same transaction: paid once (EVT-★1).
  if (reg.checked_in_at || !repo_.check_in(c, org, reg.id, by, pays, now)) {
    const auto again = repo_.registration(c, org, e.id, reg.id);
    out.already = true;
    out.checked_in_at = again && again->checked_in_at ? *again->checked_in_at : now;
    return out;
  }
  out.checked_in_at = now;
  if (pays) {
    points::EntryInfo info{"event_attendance", std::string("event_registration"), reg.id,
                           by.value_or(reg.user_id), "Asistencia: " + e.title};
    points_.award(c, org, reg.user_id, e.attendance_points, info);
    out.points_paid = e.attendance_points;
  }
  audit_.record(
      c, org, by ? "events.checkin" : "events.self_checkin", {"event_registration", reg.id},
      nullptr,
      json::object{{"event_id", e.id}, {"user_id", reg.user_id}, {"points", out.points_paid}});
  for (const auto& hook : attended_hooks_) hook(c, org, reg.user_id, e.id, now);
  changed(c, org, e.id, {reg.user_id});
  return out;
}

CheckinResult EventService::checkin(OrgId org, const Caller& who, std::int64_t id,
                                    const std::string& pass) const {
  const auto scanned = read_pass(pass);
  const auto invalid = [] {
    return rule_broken("invalid_pass",
                       "Ese pase no es válido o ya cambió: pide que lo muestren "
                       "de nuevo.",
                       {{"pass", "Pase no válido."}});
  };
  if (!scanned) throw invalid();
  if (scanned->event_id && *scanned->event_id != id) {
    throw rule_broken("invalid_pass", "Ese pase es de otro evento.",
                      {{"pass", "Pase de otro evento."}});
  }
  return db_.transact([&](db::Conn& c) {
    const auto e = managed(c, org, who, id, false);
    const auto now = clock_.now_ms();
    check_window(e, now);
    const auto window = code_window(now);
    const auto matches = [&](std::int64_t registration_id) {
      return crypto::constant_time_equal(pass_code(e.checkin_secret, registration_id, window),
                                         scanned->code) ||
             crypto::constant_time_equal(pass_code(e.checkin_secret, registration_id, window - 1),
                                         scanned->code);
    };
    std::optional<RegistrationRow> reg;
    if (scanned->registration_id) {
      reg = repo_.registration(c, org, id, *scanned->registration_id);
      if (!reg || !matches(reg->id)) throw invalid();
    } else {
      std::vector<std::int64_t> found;
      for (const auto rid : repo_.confirmed_ids(c, org, id)) {
        if (matches(rid)) found.push_back(rid);
      }
      if (found.size() != 1) throw invalid();
      reg = repo_.registration(c, org, id, found.front());
    }
    if (!reg || reg->status != "confirmed") {
      throw conflict("not_confirmed", "Esa persona no tiene un lugar confirmado.");
    }
    return check_in(c, org, e, *reg, who.user_id);
  });
}

CheckinResult EventService::self_checkin(OrgId org, const Caller& who, std::int64_t id,
                                         const std::string& code) const {
  const auto key =
      std::to_string(org.value) + ":" + std::to_string(who.user_id) + ":" + std::to_string(id);
  if (const auto wait = self_checkins_.acquire(key, clock_.now_ms()); wait > 0) {
    throw ApiError(ErrorKind::kRateLimited, "too_many_attempts",
                   "Demasiados intentos: espera un momento y vuelve a intentarlo.")
        .with_retry_after(wait);
  }
  std::string clean;
  for (const char ch : code) {
    if (ch != ' ' && ch != '-') clean += ch;
  }
  return db_.transact([&](db::Conn& c) {
    const auto e = visible(c, org, who, id, false);
    const auto now = clock_.now_ms();
    check_window(e, now);
    const auto reg = repo_.registration_of(c, org, id, who.user_id);
    if (!reg || reg->status != "confirmed") {
      throw conflict("not_confirmed", "Necesitas un lugar confirmado en este evento.");
    }
    const auto window = code_window(now);
    if (!crypto::constant_time_equal(events::event_code(e.checkin_secret, id, window), clean) &&
        !crypto::constant_time_equal(events::event_code(e.checkin_secret, id, window - 1), clean)) {
      throw rule_broken("invalid_code", "Ese código no es el del evento o ya cambió.",
                        {{"code", "Código no válido."}});
    }
    return check_in(c, org, e, *reg, std::nullopt);
  });
}

AttendeePage EventService::attendees(OrgId org, const Caller& who, std::int64_t id,
                                     const std::string& status, std::int64_t limit,
                                     std::int64_t offset) const {
  if (!status.empty() && !kRegistrationStatuses.contains(status)) {
    throw invalid_input("status", "El estado es confirmed, waitlisted, offered o cancelled.");
  }
  return db_.run([&](db::Conn& c) {
    const auto e = managed(c, org, who, id, false);
    AttendeePage page;
    auto rows = repo_.attendees(c, org, id, status, limit, offset);
    page.total = repo_.attendees_count(c, org, id, status);
    const auto counts = repo_.counts(c, org, {id});
    if (const auto it = counts.find(id); it != counts.end()) page.counts = it->second;
    page.capacity = e.capacity;
    page.options = options_of(e.rsvp_options);
    page.option_counts = repo_.option_counts(c, org, id);
    page.ended = clock_.now_ms() > e.ends_at;
    if (page.ended && page.counts.confirmed > 0) {
      page.no_show_rate = static_cast<double>(page.counts.confirmed - page.counts.checked_in) /
                          static_cast<double>(page.counts.confirmed);
      if (*page.no_show_rate < 0) page.no_show_rate = 0.0;
    }
    std::set<std::int64_t> ids;
    for (const auto& r : rows) {
      ids.insert(r.user_id);
      if (r.checked_in_by) ids.insert(*r.checked_in_by);
    }
    std::map<std::int64_t, users::Person> people;
    if (!ids.empty()) {
      for (auto& p : users::UserRepo().people(c, org, {ids.begin(), ids.end()})) {
        people.emplace(p.id, std::move(p));
      }
    }
    const auto person = [&people](std::int64_t pid) {
      if (const auto it = people.find(pid); it != people.end()) return it->second;
      users::Person p;
      p.id = pid;
      return p;
    };
    for (auto& r : rows) {
      Attendee a;
      a.person = person(r.user_id);
      if (r.checked_in_by) a.checked_in_by = person(*r.checked_in_by);
      a.row = std::move(r);
      page.items.push_back(std::move(a));
    }
    return page;
  });
}

void EventService::forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const {
  const auto now = clock_.now_ms();
  // Each event locked first, as a registration would, before its places change.
  std::vector<EventRow> upcoming;
  for (const auto id : repo_.upcoming_of_person(c, org, person.id, now)) {
    if (auto e = repo_.find(c, org, id, true)) upcoming.push_back(std::move(*e));
  }
  repo_.forget_person(c, org, person.id, now);
  for (const auto& e : upcoming) {
    std::vector<std::int64_t> touched;
    promote(c, org, e, touched);
    changed(c, org, e.id, touched);
  }
}

// --- Jobs --------------------------------------------------------------------------------------

int EventService::expire_offers() const {
  const auto now = clock_.now_ms();
  int expired = 0;
  const auto keys = db_.run([&](db::Conn& c) { return repo_.with_expired_offers(c, now); });
  for (const auto& k : keys) {
    const OrgId org{k.org_id};
    expired += db_.transact([&](db::Conn& c) {
      const auto e = repo_.find(c, org, k.event_id, true);
      if (!e) return 0;
      auto touched = repo_.expire_offers(c, org, k.event_id, now);
      const int n = static_cast<int>(touched.size());
      promote(c, org, *e, touched);
      changed(c, org, k.event_id, touched);
      return n;
    });
  }
  return expired;
}

int EventService::send_reminders() const {
  const auto now = clock_.now_ms();
  int sent = 0;
  const auto orgs =
      db_.run([&](db::Conn& c) { return repo_.reminder_orgs(c, now, now + kWeekMs); });
  for (const auto org_id : orgs) {
    const OrgId org{org_id};
    sent += db_.transact([&](db::Conn& c) {
      // Each kind its window: from its lead down to the next shorter kind's, so a reminder is
      // due once the start is that close; only to registrations made before it was due, and
      // only for events that chose it (events.reminders).
      std::vector<std::int64_t> ids;
      std::map<std::int64_t, std::string> kind_of;
      for (std::size_t i = 0; i < kReminderKinds.size(); ++i) {
        const auto& [kind, lead] = kReminderKinds[i];
        const auto shorter = i + 1 < kReminderKinds.size() ? kReminderKinds[i + 1].second : 0;
        for (const auto rid :
             repo_.claim_reminders(c, org, kind, now + shorter, now + lead, now, lead)) {
          ids.push_back(rid);
          kind_of[rid] = kind;
        }
      }
      std::vector<std::int64_t> users;
      std::vector<json::object> payloads;
      for (const auto& t : repo_.reminder_targets(c, org, ids)) {
        users.push_back(t.user_id);
        payloads.push_back(json::object{{"event_id", t.event_id},
                                        {"name", t.title},
                                        {"when", when_text(t.starts_at, t.time_zone)},
                                        {"reminder", kind_of[t.registration_id]}});
      }
      if (!users.empty()) notices_.notify_each(c, org, "event_reminder", users, payloads);
      return static_cast<int>(users.size());
    });
  }
  return sent;
}

int EventService::send_followups() const {
  const auto now = clock_.now_ms();
  int sent = 0;
  const auto orgs =
      db_.run([&](db::Conn& c) { return repo_.followup_orgs(c, now - kFollowupWindowMs, now); });
  for (const auto org_id : orgs) {
    const OrgId org{org_id};
    sent += db_.transact([&](db::Conn& c) {
      int n = 0;
      for (const auto& f : repo_.followup_events(c, org, now - kFollowupWindowMs, now)) {
        // Only while the survey takes answers: a scheduled or paused one waits (within the
        // week), a closed or deleted one gets no link.
        try {
          if (surveys_.read(c, org, f.survey_id, false).row.status != "open") continue;
        } catch (const ApiError&) {
          continue;
        }
        const auto users = repo_.claim_followups(c, org, f.event_id, now);
        if (users.empty()) continue;
        notices_.notify(
            c, org, "event_followup", users,
            json::object{{"event_id", f.event_id}, {"survey_id", f.survey_id}, {"name", f.title}});
        n += static_cast<int>(users.size());
      }
      return n;
    });
  }
  return sent;
}

// --- Demo --------------------------------------------------------------------------------------

std::int64_t EventService::seed(db::Conn& c, OrgId org, const NewEventRow& row,
                                const std::vector<std::int64_t>& organisers) const {
  auto e = row;
  e.checkin_secret = crypto::to_hex(crypto::random_bytes(32));
  e.status = "published";
  e.published_at = clock_.now_ms();
  const auto id = repo_.insert(c, org, e, clock_.now_ms());
  repo_.set_organisers(c, org, id, organisers);
  return id;
}

void EventService::seed_registration(db::Conn& c, OrgId org, std::int64_t event_id,
                                     std::int64_t user_id, const std::string& response) const {
  const auto e = repo_.find(c, org, event_id, true);
  if (!e) return;
  RegistrationRow r;
  r.event_id = event_id;
  r.user_id = user_id;
  r.response = response;
  const auto now = clock_.now_ms();
  std::optional<std::int64_t> waitlisted_at;
  if (response != "going") {
    r.status = "cancelled";
  } else if (!e->capacity || repo_.taken(c, org, event_id) < *e->capacity) {
    r.status = "confirmed";
  } else {
    r.status = "waitlisted";
    waitlisted_at = now;
  }
  repo_.insert_registration(c, org, r, waitlisted_at, now);
}

void EventService::seed_checkin(db::Conn& c, OrgId org, std::int64_t event_id, std::int64_t user_id,
                                std::int64_t by) const {
  const auto e = repo_.find(c, org, event_id);
  const auto reg = repo_.registration_of(c, org, event_id, user_id);
  if (!e || !reg || reg->status != "confirmed") return;
  check_in(c, org, *e, *reg, by);
}

}  // namespace aplauso::events
