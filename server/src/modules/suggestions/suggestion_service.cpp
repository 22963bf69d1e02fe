#include "modules/suggestions/suggestion_service.h"

#include <algorithm>
#include <boost/json/object.hpp>
#include <map>
#include <set>

#include "api/json_input.h"
#include "core/clock.h"
#include "core/crypto.h"
#include "core/errors.h"
#include "core/time_zone.h"
#include "core/utf8.h"
#include "core/xlsx_writer.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/user_repo.h"
#include "storage/file_store.h"

namespace aplauso::suggestions {

namespace json = boost::json;

namespace {
constexpr std::int64_t kBoxUrlTtl = 3600;
constexpr std::size_t kMaxBoxAttachments = 5;
constexpr std::int64_t kMaxBoxExportRows = 50'000;
const std::set<std::string> kBoxStatuses = {"nueva", "en_revision", "aceptada", "implementada",
                                            "descartada"};
/// The statuses that close a decision or record one: they need a public reason (CMP-3).
bool box_needs_reason(const std::string& status) {
  return status == "aceptada" || status == "implementada" || status == "descartada";
}

std::string box_when(std::int64_t ms, const std::string& zone) {
  const auto t = local_time(zone, ms).value_or(*local_time("UTC", ms));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%02u/%02u/%04d %02d:%02d", t.day, t.month, t.year, t.hour,
                t.minute);
  return buf;
}

std::string like_pattern(const std::string& q) {
  if (q.empty()) return "";
  std::string out = "%";
  for (const char ch : q) {
    if (ch != '%' && ch != '_') out += ch;
  }
  return out + "%";
}

/// A text field of 1..max characters; records the error under `field`.
std::string box_text(const json::object& body, const char* field, std::size_t max,
                     const char* message, std::vector<FieldError>& errors) {
  std::string value;
  try {
    value = opt_string(body, field).value_or("");
  } catch (const ApiError&) {
    errors.push_back({field, message});
    return value;
  }
  const auto n = utf8_length(value);
  if (n == 0 || n > max) errors.push_back({field, message});
  return value;
}
}  // namespace

std::string SuggestionService::author_key(OrgId org, std::int64_t user_id) const {
  return crypto::to_hex(crypto::hmac_sha256(
      secret_, "suggestions.author:" + std::to_string(org.value) + ":" + std::to_string(user_id)));
}

bool SuggestionService::is_reviewer(db::Conn& c, OrgId org, const Caller& who) const {
  return who.admin || repo_.is_reviewer(c, org, who.user_id);
}

bool SuggestionService::is_author(const SuggestionRow& row, const std::string& key,
                                  std::int64_t user_id) const {
  return row.anonymous ? row.author_key == key : row.author_id == user_id;
}

SuggestionSettings SuggestionService::settings(OrgId org, const Caller& who) const {
  return db_.run([&](db::Conn& c) {
    SuggestionSettings out;
    out.categories = repo_.categories(c, org);
    out.reviewers = users::UserRepo().people(c, org, repo_.reviewers(c, org));
    out.can_review = is_reviewer(c, org, who);
    out.is_admin = who.admin;
    return out;
  });
}

SuggestionSettings SuggestionService::update_settings(OrgId org, const Caller& who,
                                                      const json::object& body) const {
  if (!who.admin) throw forbidden();
  std::vector<FieldError> errors;
  std::vector<CategoryRow> categories;
  const auto* list = body.if_contains("categories");
  if (list == nullptr || !list->is_array() || list->as_array().size() > 30) {
    errors.push_back({"categories", "Envía la lista de categorías (hasta 30)."});
  } else {
    std::set<std::string> names;
    for (std::size_t i = 0; i < list->as_array().size(); ++i) {
      const auto& item = list->as_array()[i];
      const std::string at = "categories." + std::to_string(i);
      if (!item.is_object()) {
        errors.push_back({at, "Cada categoría es un objeto con su nombre."});
        continue;
      }
      CategoryRow row;
      row.position = static_cast<std::int64_t>(i);
      try {
        row.id = opt_int(item.as_object(), "id").value_or(0);
        row.name = opt_string(item.as_object(), "name").value_or("");
        row.name_en = opt_string(item.as_object(), "name_en");
      } catch (const ApiError&) {
        errors.push_back({at + ".name", "Revisa esta categoría."});
        continue;
      }
      if (row.name_en && row.name_en->empty()) row.name_en.reset();
      const auto n = utf8_length(row.name);
      if (n == 0 || n > 60) {
        errors.push_back({at + ".name", "El nombre tiene entre 1 y 60 caracteres."});
      } else if (!names.insert(ascii_lower(row.name)).second) {
        errors.push_back({at + ".name", "Ya hay una categoría con ese nombre."});
      }
      if (row.name_en && utf8_length(*row.name_en) > 60) {
        errors.push_back({at + ".name_en", "El nombre en inglés tiene hasta 60 caracteres."});
      }
      categories.push_back(std::move(row));
    }
  }
  std::vector<std::int64_t> reviewer_ids;
  try {
    reviewer_ids = opt_int_list(body, "reviewer_ids", 50);
  } catch (const ApiError&) {
    errors.push_back({"reviewer_ids", "Elige hasta 50 personas."});
  }
  std::sort(reviewer_ids.begin(), reviewer_ids.end());
  reviewer_ids.erase(std::unique(reviewer_ids.begin(), reviewer_ids.end()), reviewer_ids.end());
  db_.transact([&](db::Conn& c) {
    if (repo_.active_people(c, org, reviewer_ids).size() != reviewer_ids.size()) {
      errors.push_back({"reviewer_ids", "Elige personas activas de la organización."});
    }
    for (std::size_t i = 0; i < categories.size(); ++i) {
      if (categories[i].id != 0 && !repo_.category(c, org, categories[i].id)) {
        errors.push_back({"categories." + std::to_string(i) + ".id", "Esa categoría no existe."});
      }
    }
    if (!errors.empty()) throw rule_broken("invalid_settings", "Revisa la configuración.", errors);
    std::vector<std::int64_t> keep;
    const auto now = clock_.now_ms();
    for (auto& row : categories) {
      if (row.id == 0) {
        row.id = repo_.insert_category(c, org, row, now);
      } else {
        repo_.update_category(c, org, row);
      }
      keep.push_back(row.id);
    }
    repo_.retire_categories_but(c, org, keep);
    repo_.set_reviewers(c, org, reviewer_ids);
    json::array names, ids;
    for (const auto& row : categories) names.emplace_back(row.name);
    for (const auto id : reviewer_ids) ids.emplace_back(id);
    audit_.record(c, org, "suggestions.settings", {"suggestions", "settings"}, nullptr,
                  json::object{{"categories", std::move(names)}, {"reviewer_ids", std::move(ids)}});
  });
  return settings(org, who);
}

std::vector<SuggestionView> SuggestionService::views(db::Conn& c, OrgId org, const Caller& who,
                                                     std::vector<SuggestionRow> rows) const {
  std::vector<std::int64_t> author_ids;
  for (const auto& r : rows) {
    if (!r.anonymous && r.author_id) author_ids.push_back(*r.author_id);
  }
  std::map<std::int64_t, users::Person> people;
  for (auto& p : users::UserRepo().people(c, org, author_ids)) people[p.id] = std::move(p);
  const auto key = author_key(org, who.user_id);
  std::vector<SuggestionView> out;
  out.reserve(rows.size());
  for (auto& r : rows) {
    SuggestionView v;
    v.mine = is_author(r, key, who.user_id);
    if (!r.anonymous && r.author_id) {
      if (const auto it = people.find(*r.author_id); it != people.end()) v.author = it->second;
    }
    v.unread = v.mine && r.status_changed_at &&
               (!r.author_seen_at || *r.author_seen_at < *r.status_changed_at);
    v.row = std::move(r);
    out.push_back(std::move(v));
  }
  return out;
}

SuggestionDetail SuggestionService::detail(db::Conn& c, OrgId org, const Caller& who,
                                           std::int64_t id) const {
  auto row = repo_.find(c, org, id, false);
  if (!row) throw not_found();
  const bool reviewer = is_reviewer(c, org, who);
  if (!reviewer && !is_author(*row, author_key(org, who.user_id), who.user_id)) throw not_found();
  SuggestionDetail out;
  out.can_review = reviewer;
  out.suggestion = std::move(views(c, org, who, {std::move(*row)}).front());
  const auto now_s = clock_.now_ms() / 1000;
  for (const auto& f : repo_.attachments(c, org, {id})) {
    out.attachments.push_back(
        {f.storage_key, f.file_name, files_.read_url(f.storage_key, now_s, kBoxUrlTtl)});
  }
  out.history = repo_.history(c, org, id);
  if (reviewer) {
    const auto notes = repo_.notes(c, org, id);
    std::vector<std::int64_t> ids;
    for (const auto& n : notes) ids.push_back(n.author_id);
    std::map<std::int64_t, users::Person> people;
    for (auto& p : users::UserRepo().people(c, org, ids)) people[p.id] = std::move(p);
    for (const auto& n : notes) out.notes.push_back({n, people[n.author_id]});
  }
  return out;
}

SuggestionDetail SuggestionService::create(OrgId org, const Caller& who,
                                           const json::object& body) const {
  std::vector<FieldError> errors;
  NewSuggestion s;
  s.title = box_text(body, "title", 120, "El título tiene entre 1 y 120 caracteres.", errors);
  s.body = box_text(body, "body", 4000, "Escribe tu sugerencia (hasta 4.000 caracteres).", errors);
  try {
    s.category_id = opt_int(body, "category_id");
  } catch (const ApiError&) {
    errors.push_back({"category_id", "Elige una categoría."});
  }
  try {
    s.anonymous = opt_bool(body, "anonymous").value_or(true);
  } catch (const ApiError&) {
    errors.push_back({"anonymous", "Indica si es anónima."});
  }
  std::vector<std::string> keys;
  try {
    keys = opt_string_list(body, "attachments", kMaxBoxAttachments);
  } catch (const ApiError&) {
    errors.push_back({"attachments", "Adjunta hasta 5 archivos."});
  }
  const auto now = clock_.now_ms();
  const auto id = db_.transact([&](db::Conn& c) {
    const auto categories = repo_.categories(c, org);
    if (s.category_id) {
      const auto found = std::find_if(categories.begin(), categories.end(),
                                      [&](const CategoryRow& r) { return r.id == *s.category_id; });
      if (found == categories.end()) {
        errors.push_back({"category_id", "Elige una de las categorías."});
      }
    } else if (!categories.empty()) {
      errors.push_back({"category_id", "Elige una categoría."});
    }
    if (!errors.empty()) throw rule_broken("invalid_suggestion", "Revisa tu sugerencia.", errors);
    std::map<std::string, std::string> names;
    if (!keys.empty()) {
      names = uploads_.finished_of(c, org, who.user_id, kAttachmentType, keys);
      std::vector<FieldError> missing;
      for (std::size_t i = 0; i < keys.size(); ++i) {
        if (!names.contains(keys[i])) {
          missing.push_back({"attachments[" + std::to_string(i) + "]",
                             "Ese archivo no existe, no terminó de subirse o no es tuyo."});
        }
      }
      if (!missing.empty()) {
        throw rule_broken("attachment_not_found", "No encontramos un archivo adjunto.", missing);
      }
    }
    if (s.anonymous) {
      s.author_key = author_key(org, who.user_id);
    } else {
      s.author_id = who.user_id;
    }
    const auto new_id = repo_.insert(c, org, s, now);
    std::set<std::string> added;
    for (const auto& key : keys) {
      if (added.insert(key).second) repo_.add_attachment(c, org, new_id, key, names.at(key), now);
    }
    // The uploads table names who uploaded each file: forgotten for an anonymous suggestion.
    if (s.anonymous) uploads_.disown(c, org, keys);
    repo_.add_history(c, org, new_id, "nueva", std::nullopt, now);
    return new_id;
  });
  return read(org, who, id);
}

SuggestionPage SuggestionService::mine(OrgId org, const Caller& who, std::int64_t limit,
                                       std::int64_t offset) const {
  const auto key = author_key(org, who.user_id);
  return db_.run([&](db::Conn& c) {
    SuggestionPage out;
    const auto [total, unread] = repo_.mine_counts(c, org, who.user_id, key);
    out.total = total;
    out.unread = unread;
    if (offset < total) {
      out.items = views(c, org, who, repo_.mine(c, org, who.user_id, key, limit, offset));
    }
    return out;
  });
}

namespace {
InboxFilter inbox_filter(const InboxQuery& q) {
  if (q.status && !kBoxStatuses.contains(*q.status)) {
    throw invalid_input("status", "Ese estado no existe.");
  }
  InboxFilter f;
  f.archived = q.archived;
  f.status = q.status.value_or("");
  f.category_id = q.category_id.value_or(-1);
  f.pattern = like_pattern(q.q);
  return f;
}
}  // namespace

SuggestionPage SuggestionService::inbox(OrgId org, const Caller& who, const InboxQuery& q) const {
  const auto f = inbox_filter(q);
  return db_.run([&](db::Conn& c) {
    if (!is_reviewer(c, org, who)) throw forbidden();
    SuggestionPage out;
    out.total = repo_.inbox_count(c, org, f);
    if (q.offset < out.total)
      out.items = views(c, org, who, repo_.inbox(c, org, f, q.limit, q.offset));
    const auto counts = repo_.status_counts(c, org);
    const auto get = [&counts](const char* s) {
      const auto it = counts.find(s);
      return it == counts.end() ? 0 : it->second;
    };
    out.counts = {get("nueva"), get("en_revision"), get("aceptada"), get("implementada"),
                  get("descartada")};
    return out;
  });
}

std::string SuggestionService::export_xlsx(OrgId org, const Caller& who, const InboxQuery& q,
                                           const std::string& time_zone) const {
  const auto f = inbox_filter(q);
  xlsx::OutSheet sheet{"Sugerencias",
                       {"N.º", "Fecha (" + time_zone + ")", "Categoría", "Título", "Sugerencia",
                        "Estado", "Motivo público", "Autor", "Archivada", "Adjuntos"},
                       {},
                       {8, 18, 18, 36, 60, 14, 40, 28, 10, 10}};
  db_.run([&](db::Conn& c) {
    if (!is_reviewer(c, org, who)) throw forbidden();
    const auto rows = views(c, org, who, repo_.inbox(c, org, f, kMaxBoxExportRows, 0));
    for (const auto& v : rows) {
      const auto& r = v.row;
      sheet.rows.push_back({std::to_string(r.id), box_when(r.created_at, time_zone),
                            r.category_name.value_or(""), r.title, r.body, r.status,
                            r.reason.value_or(""), v.author ? v.author->full_name() : "",
                            r.archived ? "Sí" : "No", std::to_string(r.attachments_count)});
    }
    audit_.record(c, org, "suggestions.export", {"suggestions", "inbox"}, nullptr,
                  json::object{{"rows", static_cast<std::int64_t>(rows.size())}});
  });
  return xlsx::write_workbook({sheet});
}

SuggestionDetail SuggestionService::read(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.run([&](db::Conn& c) { return detail(c, org, who, id); });
}

SuggestionView SuggestionService::mark_seen(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto row = repo_.find(c, org, id, true);
    if (!row || !is_author(*row, author_key(org, who.user_id), who.user_id)) throw not_found();
    repo_.mark_seen(c, org, id, clock_.now_ms());
    return views(c, org, who, {*repo_.find(c, org, id, false)}).front();
  });
}

SuggestionRow SuggestionService::reviewed(db::Conn& c, OrgId org, const Caller& who,
                                          std::int64_t id, bool lock) const {
  auto row = repo_.find(c, org, id, lock);
  if (!row) throw not_found();
  if (!is_reviewer(c, org, who)) {
    // The author learns nothing more than that they may not review; others get 404.
    if (is_author(*row, author_key(org, who.user_id), who.user_id)) throw forbidden();
    throw not_found();
  }
  return *row;
}

SuggestionDetail SuggestionService::change_status(OrgId org, const Caller& who, std::int64_t id,
                                                  const json::object& body) const {
  const auto status = opt_string(body, "status").value_or("");
  if (!kBoxStatuses.contains(status)) throw invalid_input("status", "Elige un estado válido.");
  auto reason = opt_string(body, "reason");
  if (reason && reason->empty()) reason.reset();
  if (reason && utf8_length(*reason) > 1000) {
    throw invalid_input("reason", "El motivo tiene hasta 1.000 caracteres.");
  }
  return db_.transact([&](db::Conn& c) {
    const auto row = reviewed(c, org, who, id, true);
    if (box_needs_reason(status) && !reason) {
      throw rule_broken("reason_required", "Explica el motivo: la persona que sugirió lo verá.",
                        {{"reason", "Escribe el motivo público."}});
    }
    const auto now = clock_.now_ms();
    if (row.status == status ||
        !repo_.update_status(c, org, id, row.archived, row.status, status, reason, now)) {
      throw conflict("same_status", "La sugerencia ya tiene ese estado.");
    }
    repo_.add_history(c, org, id, status, reason, now);
    // An identified author hears of it; an anonymous one sees the unread mark in their list
    // (nobody may learn who they are, so no notification can be addressed to them).
    if (!row.anonymous && row.author_id && *row.author_id != who.user_id) {
      notifications_.notify(c, org, "suggestion_status", {*row.author_id},
                            json::object{{"suggestion_id", id},
                                         {"name", row.title},
                                         {"status", status},
                                         {"status_es", status_words(status, false)},
                                         {"status_en", status_words(status, true)},
                                         {"actor_id", who.user_id}});
    }
    audit_.record(c, org, "suggestions.status", {"suggestion", id},
                  json::object{{"status", row.status}},
                  json::object{{"status", status},
                               {"reason", reason ? json::value(*reason) : json::value(nullptr)}});
    return detail(c, org, who, id);
  });
}

SuggestionDetail SuggestionService::add_note(OrgId org, const Caller& who, std::int64_t id,
                                             const json::object& body) const {
  std::string text;
  try {
    text = opt_string(body, "body").value_or("");
  } catch (const ApiError&) {
  }
  const auto n = utf8_length(text);
  return db_.transact([&](db::Conn& c) {
    reviewed(c, org, who, id, false);
    if (n == 0 || n > 2000) {
      throw rule_broken("invalid_note", "Revisa la nota.",
                        {{"body", "La nota tiene entre 1 y 2.000 caracteres."}});
    }
    repo_.add_note(c, org, id, who.user_id, text, clock_.now_ms());
    return detail(c, org, who, id);
  });
}

SuggestionDetail SuggestionService::archive(OrgId org, const Caller& who, std::int64_t id,
                                            bool archived) const {
  return db_.transact([&](db::Conn& c) {
    const auto row = reviewed(c, org, who, id, true);
    if (row.archived != archived) {
      repo_.set_archived(c, org, id, row.status, archived, clock_.now_ms());
      audit_.record(c, org, "suggestions.archive", {"suggestion", id},
                    json::object{{"archived", row.archived}}, json::object{{"archived", archived}});
    }
    return detail(c, org, who, id);
  });
}

}  // namespace aplauso::suggestions
