#include "modules/feed/post_writer.h"

#include <algorithm>
#include <map>

#include "core/errors.h"
#include "core/utf8.h"
#include "modules/live/event_hub.h"
#include "modules/users/person_changes.h"

namespace aplauso::feed {

namespace {
constexpr std::size_t kMaxReceivers = 50;
constexpr std::size_t kMaxMessage = 2000;

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}
}  // namespace

std::string checked_message(const std::string& message) {
  if (utf8_length(message) > kMaxMessage) {
    throw invalid_input("message", "El mensaje no puede exceder 2000 caracteres.");
  }
  return message;
}

std::vector<std::string> checked_receivers(const std::vector<std::string>& emails) {
  if (emails.empty()) {
    throw invalid_input("reciever_emails", "Elige al menos una persona para reconocer.");
  }
  if (emails.size() > kMaxReceivers) {
    throw invalid_input("reciever_emails", "Puedes reconocer como máximo a 50 personas a la vez.");
  }
  std::vector<std::string> out;
  for (const auto& raw : emails) {
    const std::string e = users::normalize_email(raw);
    if (!users::looks_like_email(e)) {
      throw invalid_input("reciever_emails", "Correo no válido: " + raw);
    }
    if (std::find(out.begin(), out.end(), e) == out.end()) out.push_back(e);
  }
  return out;
}

namespace {
std::map<std::string, users::Member> all_found(std::map<std::string, users::Member> found,
                                               const std::vector<std::string>& emails) {
  std::vector<std::string> unknown;
  for (const auto& e : emails) {
    if (!found.contains(e)) unknown.push_back(e);
  }
  if (!unknown.empty()) {
    throw rule_broken(
        "receiver_not_found",
        "Estas personas no existen o no están activas en tu organización: " + join(unknown),
        {{"reciever_emails", join(unknown)}});
  }
  return found;
}
}  // namespace

std::map<std::string, users::Member> resolve_receivers(db::Conn& c, OrgId org,
                                                       const std::vector<std::string>& emails) {
  return all_found(users::UserRepo().active_by_email(c, org, emails), emails);
}

std::map<std::string, users::Member> receivers_among(const std::vector<users::User>& people,
                                                     const std::vector<std::string>& emails) {
  std::map<std::string, users::Member> found;
  for (const auto& u : people) {
    if (u.active && std::find(emails.begin(), emails.end(), u.email) != emails.end()) {
      found[u.email] = users::Member{u.id, u.points, users::to_person(u)};
    }
  }
  return all_found(std::move(found), emails);
}

std::int64_t PostWriter::create(db::Conn& c, OrgId org, const NewPost& p, std::int64_t now_ms,
                                PostRow* written) const {
  NewPostRow row{p.kind,     p.author_id, p.message,    p.amount,     p.total_points, p.sub_type_id,
                 p.badge_id, p.special,   std::nullopt, std::nullopt, p.image_url};
  if (p.card) {
    auto rendered = compose_card(*p.card);
    row.card = std::move(rendered.card);
    row.reactions = std::move(rendered.reactions);
  }
  const std::int64_t id = posts_.insert_post(c, org, row, now_ms);
  posts_.insert_receivers(c, org, id, p.receivers, p.receiver_points, now_ms);
  posts_.insert_types(c, org, id, p.type_ids);
  posts_.insert_values(c, org, id, p.value_ids);
  posts_.insert_attachments(c, org, id, p.attachment_keys);
  if (!p.card) cards_.render_and_store(c, org, {{id, p.author_id}});
  hub_.changed(c);
  highlights_.forget(org);
  if (written != nullptr) {
    *written = PostRow{};
    written->id = id;
    written->kind = row.kind;
    written->author_id = row.author_id;
    written->message = row.message;
    written->amount = row.amount;
    written->total_points = row.total_points;
    written->special = row.special;
    written->created_at = now_ms;
    written->image_url = row.image_url;
    written->card = std::move(row.card);
    written->reactions = std::move(row.reactions);
  }
  return id;
}

void PostWriter::refresh_card(db::Conn& c, OrgId org, std::int64_t post_id,
                              std::optional<std::int64_t> author_id) const {
  cards_.render_and_store(c, org, {{post_id, author_id}});
  highlights_.forget(org);
}

std::size_t PostWriter::render_forgotten(db::Conn& c, std::int64_t limit) const {
  const auto forgotten = posts_.forgotten_cards(c, limit);
  std::map<OrgId, std::vector<CardSource>> by_org;
  for (const auto& f : forgotten) by_org[f.org].push_back({f.post_id, f.author_id});
  for (const auto& [org, posts] : by_org) cards_.render_and_store(c, org, posts);
  return forgotten.size();
}

void PostWriter::forget_cards_of_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  posts_.forget_cards_of_person(c, org, user_id);
}

void PostWriter::follow(users::PersonChanges& changes) const {
  changes.listen([this](db::Conn& c, OrgId org, std::int64_t user_id) {
    forget_cards_of_person(c, org, user_id);
  });
}

void PostWriter::forget_cards_of_type(db::Conn& c, OrgId org, std::int64_t type_id) const {
  posts_.forget_cards_of_type(c, org, type_id);
}

void PostWriter::forget_cards_of_sub_type(db::Conn& c, OrgId org, std::int64_t sub_type_id) const {
  posts_.forget_cards_of_sub_type(c, org, sub_type_id);
}

void PostWriter::forget_cards_of_value(db::Conn& c, OrgId org, std::int64_t value_id) const {
  posts_.forget_cards_of_value(c, org, value_id);
}

void PostWriter::forget_cards_of_badge(db::Conn& c, OrgId org, std::int64_t badge_id) const {
  posts_.forget_cards_of_badge(c, org, badge_id);
}

}  // namespace aplauso::feed
