#include "modules/notifications/notification_service.h"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <map>
#include <set>
#include <stdexcept>

#include "api/link_base.h"
#include "core/errors.h"
#include "db/database.h"
#include "modules/live/event_hub.h"
#include "modules/mail/mail_service.h"
#include "modules/mail/mail_templates.h"
#include "modules/tenancy/org_repo.h"
#include "modules/users/user_repo.h"
#include "modules/whatsapp/whatsapp_service.h"

namespace aplauso::notifications {

namespace {
// A payload field as text: strings as they are, integers in digits; nullopt otherwise.
std::optional<std::string> field_text(const boost::json::object& data, std::string_view name) {
  const auto* value = data.if_contains(name);
  if (value == nullptr) return std::nullopt;
  if (value->is_string()) return std::string(value->as_string());
  if (value->is_int64()) return std::to_string(value->as_int64());
  return std::nullopt;
}

// `pattern` with each {field} replaced by what `value` gives for it; nullopt when it gives
// nothing for one.
template <class Value>
std::optional<std::string> fill(const std::string& pattern, const Value& value) {
  std::string out;
  std::size_t at = 0;
  while (at < pattern.size()) {
    const auto open = pattern.find('{', at);
    const auto close = open == std::string::npos ? open : pattern.find('}', open);
    if (close == std::string::npos) {
      out += pattern.substr(at);
      break;
    }
    out += pattern.substr(at, open - at);
    const auto text = value(pattern.substr(open + 1, close - open - 1));
    if (!text) return std::nullopt;
    out += *text;
    at = close + 1;
  }
  return out;
}

// Where a kind leads, from the payload; nullopt when it leads nowhere or a field is missing.
std::optional<std::string> link_of(const Kind& kind, const boost::json::object& data) {
  if (kind.link.empty()) return std::nullopt;
  return fill(kind.link, [&](const std::string& field) { return field_text(data, field); });
}

// A kind's mail sentence in the member's language (see Kind); a missing field reads as "".
std::string mail_sentence(const Kind& kind, const boost::json::object& data,
                          const std::string& actor, bool english) {
  const auto value = [&](const std::string& field) -> std::optional<std::string> {
    if (field == "actor") return actor.empty() ? (english ? "Someone" : "Alguien") : actor;
    if (field == "name") {
      for (const char* key : {english ? "name_en" : "name",
                              english ? "badge_name_en" : "badge_name", "name", "badge_name"}) {
        if (auto name = field_text(data, key); name && !name->empty()) return name;
      }
      return std::string();
    }
    return field_text(data, field).value_or("");
  };
  return fill(english ? kind.mail_en : kind.mail_es, value).value_or("");
}

boost::json::object payload_object(const std::string& text) {
  boost::system::error_code ec;
  auto parsed = boost::json::parse(text, ec);
  if (ec || !parsed.is_object()) return {};
  return std::move(parsed.as_object());
}

constexpr std::int64_t kMailBatch = 50;
constexpr int kMailBatchesPerRun = 20;

ApiError notification_not_found() {
  return not_found("La notificación no existe.");
}
}  // namespace

const Kind* NotificationService::find_kind(const std::string& name) const {
  const auto it =
      std::find_if(kinds_.begin(), kinds_.end(), [&](const Kind& k) { return k.name == name; });
  return it == kinds_.end() ? nullptr : &*it;
}

void NotificationService::declare(Kind kind) {
  if (find_kind(kind.name) != nullptr) {
    throw std::logic_error("notification kind declared twice: " + kind.name);
  }
  kinds_.push_back(std::move(kind));
}

const Kind& NotificationService::kind_of(const std::string& name) const {
  const Kind* kind = find_kind(name);
  if (kind == nullptr) throw std::logic_error("notification kind not declared: " + name);
  return *kind;
}

void NotificationService::add_pending_counter(std::string slot, PendingCounter counter) {
  if (slot != "pending_surveys") throw std::logic_error("unknown pending count slot: " + slot);
  pending_counters_.emplace_back(std::move(slot), std::move(counter));
}

Counts NotificationService::counts(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) {
    auto out = repo_.counts(c, org, user_id);
    for (const auto& [slot, counter] : pending_counters_) {
      out.pending_surveys += counter(c, org, user_id);
    }
    return out;
  });
}

void NotificationService::notify(db::Conn& c, OrgId org, const std::string& kind,
                                 const std::vector<std::int64_t>& users,
                                 const boost::json::object& payload) const {
  const bool mailed = kind_of(kind).mailed_by_default;
  const std::vector<std::string> payloads(users.size(), boost::json::serialize(payload));
  repo_.add(c, org, kind, users, payloads, mailed, clock_.now_ms());
  if (!users.empty()) hub_.changed(c);
}

void NotificationService::notify_each(db::Conn& c, OrgId org, const std::string& kind,
                                      const std::vector<std::int64_t>& users,
                                      const std::vector<boost::json::object>& payloads) const {
  const bool mailed = kind_of(kind).mailed_by_default;
  std::vector<std::string> texts;
  texts.reserve(payloads.size());
  for (const auto& p : payloads) texts.push_back(boost::json::serialize(p));
  repo_.add(c, org, kind, users, texts, mailed, clock_.now_ms());
  if (!users.empty()) hub_.changed(c);
}

ItemPage NotificationService::list(OrgId org, std::int64_t user_id, std::int64_t limit,
                                   std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    ItemPage out;
    out.totals = repo_.totals(c, org, user_id);
    std::set<std::int64_t> actors;
    for (auto& row : repo_.page(c, org, user_id, limit, offset)) {
      Item item;
      item.data = payload_object(row.payload);
      if (const auto* actor = item.data.if_contains("actor_id"); actor && actor->is_int64()) {
        actors.insert(actor->as_int64());
      }
      if (const Kind* kind = find_kind(row.kind)) item.link = link_of(*kind, item.data);
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
    if (it == chosen.end()) {
      out.push_back({k.name, true, k.mailed_by_default, false});
    } else {
      out.push_back({k.name, it->second.in_app, it->second.email, it->second.whatsapp});
    }
  }
  return out;
}

std::vector<Setting> NotificationService::settings(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return settings(c, org, user_id); });
}

std::vector<Setting> NotificationService::save_settings(
    OrgId org, std::int64_t user_id, const std::vector<SettingChange>& changes) const {
  for (const auto& s : changes) {
    if (find_kind(s.kind) == nullptr) {
      throw invalid_input("settings", "No existe el tipo de notificación «" + s.kind + "».");
    }
  }
  return db_.transact([&](db::Conn& c) {
    auto current = settings(c, org, user_id);
    const std::int64_t now = clock_.now_ms();
    for (const auto& change : changes) {
      auto it = std::find_if(current.begin(), current.end(),
                             [&](const Setting& s) { return s.kind == change.kind; });
      if (change.in_app) it->in_app = *change.in_app;
      if (change.email) it->email = *change.email;
      if (change.whatsapp) it->whatsapp = *change.whatsapp;
      repo_.save_setting(c, org, user_id, it->kind, Choice{it->in_app, it->email, it->whatsapp},
                         now);
    }
    return current;
  });
}

int NotificationService::channel_due(Channel channel) const {
  const bool by_whatsapp = channel == Channel::kWhatsApp;
  int queued = 0;
  const std::int64_t now = clock_.now_ms();
  // Reminders whose working hours have come are due again (for both channels: the first run
  // lets them go, the second finds none).
  db_.transact([&](db::Conn& c) { return repo_.release_held(c, now); });
  for (int batch = 0; batch < kMailBatchesPerRun; ++batch) {
    std::size_t claimed = 0;
    queued += db_.transact([&](db::Conn& c) {
      int n = 0;
      const auto due =
          by_whatsapp ? repo_.claim_whatsapp(c, kMailBatch) : repo_.claim_mail(c, kMailBatch);
      claimed = due.size();
      std::map<std::int64_t, std::vector<const ChannelDue*>> by_org;
      for (const auto& d : due) by_org[d.org_id].push_back(&d);
      for (const auto& [org_id, items] : by_org) {
        const OrgId org{org_id};
        const tenancy::OrgRepo orgs;
        const auto tenant = orgs.load(c, org);
        const auto hosts = orgs.hosts(c, org);
        const bool sendable = !by_whatsapp || whatsapp_.available(c, org);
        std::vector<boost::json::object> data;
        std::set<std::int64_t> actor_ids;
        for (const auto* d : items) {
          data.push_back(payload_object(d->payload));
          if (const auto* a = data.back().if_contains("actor_id"); a && a->is_int64()) {
            actor_ids.insert(a->as_int64());
          }
        }
        const auto people = users::UserRepo().people(c, org, {actor_ids.begin(), actor_ids.end()});
        std::vector<std::int64_t> done;
        for (std::size_t i = 0; i < items.size(); ++i) {
          const ChannelDue& d = *items[i];
          const Kind* kind = find_kind(d.kind);
          if (kind != nullptr && kind->reminder && d.active) {
            // Outside the member's working hours: held until their next interval (ADR 0076).
            if (const auto start = hours_.next_start(c, org, d.user_id, now);
                start && *start > now) {
              repo_.hold(c, org, d.id, *start);
              continue;
            }
          }
          done.push_back(d.id);
          if (!tenant || hosts.empty() || !sendable || !d.active || d.address.empty() ||
              kind == nullptr) {
            continue;
          }
          const auto path = link_of(*kind, data[i]);
          if (!path) continue;
          std::string actor = field_text(data[i], "sender_name").value_or("");
          if (const auto* a = data[i].if_contains("actor_id"); a && a->is_int64()) {
            const auto who =
                std::find_if(people.begin(), people.end(),
                             [&](const users::Person& p) { return p.id == a->as_int64(); });
            if (who != people.end()) actor = who->full_name();
          }
          const std::string language = mail::mail_language(d.language);
          const std::string sentence = mail_sentence(*kind, data[i], actor, language == "en");
          const std::string link = links_.base(hosts.front()) + *path;
          if (by_whatsapp) {
            whatsapp_.queue(
                c, org,
                {d.user_id, "notification", d.address, language, {d.first_name, sentence, link}});
          } else {
            const mail::MailBrand brand{tenant->name, tenant->branding.banner_main,
                                        tenant->branding.logo_url};
            mail_.queue(
                c, org,
                mail::notification_mail(brand, language, d.address, d.first_name, sentence, link));
          }
          ++n;
        }
        if (by_whatsapp) {
          repo_.whatsapp_queued(c, org, done);
        } else {
          repo_.mailed(c, org, done);
        }
      }
      return n;
    });
    if (claimed < static_cast<std::size_t>(kMailBatch)) break;
  }
  return queued;
}

}  // namespace aplauso::notifications
