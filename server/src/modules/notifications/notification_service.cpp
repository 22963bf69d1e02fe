#include "modules/notifications/notification_service.h"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <set>
#include <stdexcept>

#include "core/errors.h"
#include "db/database.h"
#include "modules/users/user_repo.h"

namespace aplauso::notifications {

namespace {
// `pattern` with each {field} replaced by the payload's value; nullopt when a field is missing.
std::optional<std::string> fill_link(const std::string& pattern, const boost::json::object& data) {
  if (pattern.empty()) return std::nullopt;
  std::string out;
  std::size_t at = 0;
  while (at < pattern.size()) {
    const auto open = pattern.find('{', at);
    if (open == std::string::npos) {
      out += pattern.substr(at);
      break;
    }
    const auto close = pattern.find('}', open);
    if (close == std::string::npos) return std::nullopt;
    out += pattern.substr(at, open - at);
    const auto* value = data.if_contains(pattern.substr(open + 1, close - open - 1));
    if (value == nullptr) return std::nullopt;
    if (value->is_int64()) {
      out += std::to_string(value->as_int64());
    } else if (value->is_string()) {
      out += std::string(value->as_string());
    } else {
      return std::nullopt;
    }
    at = close + 1;
  }
  return out;
}

ApiError notification_not_found() {
  return not_found("La notificación no existe.");
}
}  // namespace

void NotificationService::declare(Kind kind) {
  const auto same = [&](const Kind& k) { return k.name == kind.name; };
  if (std::find_if(kinds_.begin(), kinds_.end(), same) != kinds_.end()) {
    throw std::logic_error("notification kind declared twice: " + kind.name);
  }
  kinds_.push_back(std::move(kind));
}

const Kind& NotificationService::kind_of(const std::string& name) const {
  const auto it =
      std::find_if(kinds_.begin(), kinds_.end(), [&](const Kind& k) { return k.name == name; });
  if (it == kinds_.end()) throw std::logic_error("notification kind not declared: " + name);
  return *it;
}

Counts NotificationService::counts(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return repo_.counts(c, org, user_id); });
}

void NotificationService::notify(db::Conn& c, OrgId org, const std::string& kind,
                                 const std::vector<std::int64_t>& users,
                                 const boost::json::object& payload) const {
  kind_of(kind);
  const std::vector<std::string> payloads(users.size(), boost::json::serialize(payload));
  repo_.add(c, org, kind, users, payloads, clock_.now_ms());
}

void NotificationService::notify_each(db::Conn& c, OrgId org, const std::string& kind,
                                      const std::vector<std::int64_t>& users,
                                      const std::vector<boost::json::object>& payloads) const {
  kind_of(kind);
  std::vector<std::string> texts;
  texts.reserve(payloads.size());
  for (const auto& p : payloads) texts.push_back(boost::json::serialize(p));
  repo_.add(c, org, kind, users, texts, clock_.now_ms());
}

ItemPage NotificationService::list(OrgId org, std::int64_t user_id, std::int64_t limit,
                                   std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    ItemPage out;
    out.totals = repo_.totals(c, org, user_id);
    std::set<std::int64_t> actors;
    for (auto& row : repo_.page(c, org, user_id, limit, offset)) {
      Item item;
      boost::system::error_code ec;
      auto parsed = boost::json::parse(row.payload, ec);
      if (!ec && parsed.is_object()) item.data = std::move(parsed.as_object());
      if (const auto* actor = item.data.if_contains("actor_id"); actor && actor->is_int64()) {
        actors.insert(actor->as_int64());
      }
      const auto kind = std::find_if(kinds_.begin(), kinds_.end(),
                                     [&](const Kind& k) { return k.name == row.kind; });
      if (kind != kinds_.end()) item.link = fill_link(kind->link, item.data);
      item.row = std::move(row);
      out.items.push_back(std::move(item));
    }
    if (actors.empty()) return out;
    const auto people = users::UserRepo().people(c, org, {actors.begin(), actors.end()});
    for (auto& item : out.items) {
      const auto* actor = item.data.if_contains("actor_id");
      if (actor == nullptr || !actor->is_int64()) continue;
      const auto id = actor->as_int64();
      const auto who = std::find_if(people.begin(), people.end(),
                                    [&](const users::Person& p) { return p.id == id; });
      if (who != people.end()) item.actor = *who;
    }
    return out;
  });
}

void NotificationService::mark_read(OrgId org, std::int64_t user_id, std::int64_t id) const {
  const bool found =
      db_.run([&](db::Conn& c) { return repo_.mark_read(c, org, user_id, id, clock_.now_ms()); });
  if (!found) throw notification_not_found();
}

std::int64_t NotificationService::mark_all_read(OrgId org, std::int64_t user_id) const {
  return db_.run(
      [&](db::Conn& c) { return repo_.mark_all_read(c, org, user_id, clock_.now_ms()); });
}

std::vector<Setting> NotificationService::settings(db::Conn& c, OrgId org,
                                                   std::int64_t user_id) const {
  const auto chosen = repo_.settings(c, org, user_id);
  std::vector<Setting> out;
  for (const auto& k : kinds_) {
    const auto it = chosen.find(k.name);
    out.push_back({k.name, it == chosen.end() || it->second});
  }
  return out;
}

std::vector<Setting> NotificationService::settings(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return settings(c, org, user_id); });
}

std::vector<Setting> NotificationService::save_settings(OrgId org, std::int64_t user_id,
                                                        const std::vector<Setting>& changes) const {
  for (const auto& s : changes) {
    const bool known =
        std::any_of(kinds_.begin(), kinds_.end(), [&](const Kind& k) { return k.name == s.kind; });
    if (!known) {
      throw invalid_input("settings", "No existe el tipo de notificación «" + s.kind + "».");
    }
  }
  return db_.transact([&](db::Conn& c) {
    const std::int64_t now = clock_.now_ms();
    for (const auto& s : changes) repo_.save_setting(c, org, user_id, s.kind, s.in_app, now);
    return settings(c, org, user_id);
  });
}

}  // namespace aplauso::notifications
