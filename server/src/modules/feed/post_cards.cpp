#include "modules/feed/post_cards.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <set>

#include "modules/users/user_json.h"
#include "modules/users/user_repo.h"

namespace aplauso::feed {

namespace json = boost::json;

namespace {
// Stands for a signed URL while a card is built (a NUL cannot come from user text).
const json::string kUrlPlaceholder(std::string_view("\0url", 4));

json::value opt(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
}  // namespace

std::string reactions_text(const std::vector<ReactionCount>& counts) {
  std::string out;
  for (const auto& r : counts) {
    if (!out.empty()) out += ',';
    out += r.emoji;
    out += ' ';
    out += std::to_string(r.count);
  }
  return out;
}

namespace {
// A JSON value as stored in a card: serialised, with each URL placeholder (a string the
// serialiser writes as "\u0000url", which no user text can produce: text never holds NUL) swapped
// for the marker byte.
std::string card_text(const json::value& v) {
  static constexpr std::string_view kPlaceholder = "\"\\u0000url\"";
  std::string text = json::serialize(v);
  for (auto at = text.find(kPlaceholder); at != std::string::npos;
       at = text.find(kPlaceholder, at)) {
    text.replace(at, kPlaceholder.size(), 1, kUrlMarker);
  }
  return text;
}
}  // namespace

std::map<std::int64_t, RenderedCard> CardRenderer::render(
    db::Conn& c, OrgId org, const std::vector<CardSource>& posts) const {
  std::map<std::int64_t, RenderedCard> out;
  if (posts.empty()) return out;
  std::vector<std::int64_t> ids;
  std::set<std::int64_t> people_ids;
  for (const auto& p : posts) {
    ids.push_back(p.post_id);
    if (p.author_id) people_ids.insert(*p.author_id);
  }
  const auto receivers = posts_.card_receivers(c, org, ids);
  for (const auto& r : receivers) people_ids.insert(r.user_id);
  std::map<std::int64_t, json::object> people;
  for (const auto& p : users::UserRepo().people(c, org, {people_ids.begin(), people_ids.end()})) {
    people[p.id] = users::person_json(p);
  }

  std::map<std::int64_t, json::object> cards;
  std::map<std::int64_t, std::vector<std::string>> files;
  std::map<std::int64_t, std::string> badge_keys;
  std::map<std::int64_t, std::vector<std::int64_t>> receiver_ids;
  for (const auto& p : posts) {
    json::object& card = cards[p.post_id];
    const auto author = p.author_id ? people.find(*p.author_id) : people.end();
    card["sender"] = author != people.end() ? json::value(author->second) : json::value(nullptr);
    card["receivers"] = json::array{};
    card["types"] = json::array{};
    card["sub_type"] = nullptr;
    card["values"] = json::array{};
    card["badge"] = nullptr;
    card["attachments"] = json::array{};
  }
  for (const auto& r : receivers) {
    receiver_ids[r.post_id].push_back(r.user_id);
    const auto person = people.find(r.user_id);
    if (person == people.end()) continue;
    json::object receiver = person->second;
    receiver["points"] = r.points;
    cards[r.post_id]["receivers"].as_array().push_back(std::move(receiver));
  }
  for (const auto& item : posts_.card_related(c, org, ids)) {
    json::object& card = cards[item.post_id];
    switch (item.tag) {
      case 't':
        card["types"].as_array().push_back(json::object{{"id", item.id},
                                                        {"name", item.name},
                                                        {"emoji", opt(item.text1)},
                                                        {"image_url", opt(item.text2)}});
        break;
      case 'v':
        card["values"].as_array().push_back(
            json::object{{"id", item.id}, {"name", item.name}, {"emoji", opt(item.text1)}});
        break;
      case 'a':
        card["attachments"].as_array().push_back(json::object{{"key", opt(item.text1)},
                                                              {"name", item.name},
                                                              {"content_type", opt(item.text2)},
                                                              {"size", item.number.value_or(0)},
                                                              {"url", kUrlPlaceholder}});
        files[item.post_id].push_back(item.text1.value_or(""));
        break;
      case 's': card["sub_type"] = json::object{{"id", item.id}, {"name", item.name}}; break;
      case 'b':
        card["badge"] = json::object{{"id", item.id},
                                     {"name", item.name},
                                     {"description", opt(item.text1)},
                                     {"image_url", kUrlPlaceholder}};
        badge_keys[item.post_id] = item.text2.value_or("");
        break;
      default: break;
    }
  }
  std::map<std::int64_t, std::vector<ReactionCount>> reactions;
  for (auto& r : posts_.reaction_counts(c, org, ids)) reactions[r.post_id].push_back(std::move(r));

  std::vector<std::string> card_texts, reaction_texts;
  for (const auto id : ids) {
    RenderedCard& rendered = out[id];
    // Meta line: receivers (for "can boost"), then the file keys in the order of their markers.
    std::string meta = "r=";
    for (const auto user : receiver_ids[id]) {
      if (meta.size() > 2) meta += ',';
      meta += std::to_string(user);
    }
    meta += ";f=";
    std::vector<std::string> keys;
    if (badge_keys.contains(id)) keys.push_back(badge_keys[id]);
    for (auto& k : files[id]) keys.push_back(std::move(k));
    for (std::size_t i = 0; i < keys.size(); ++i) meta += (i > 0 ? "," : "") + keys[i];
    const json::object& card = cards[id];
    std::string fragment;
    for (const char* member :
         {"sender", "receivers", "types", "sub_type", "values", "badge", "attachments"}) {
      if (!fragment.empty()) fragment += ',';
      fragment += '"';
      fragment += member;
      fragment += "\":";
      fragment += card_text(card.at(member));
    }
    rendered.card = meta + "\n" + fragment;
    rendered.reactions = reactions_text(reactions[id]);
    card_texts.push_back(rendered.card);
    reaction_texts.push_back(rendered.reactions);
  }
  posts_.store_cards(c, org, ids, card_texts, reaction_texts);
  return out;
}

void CardRenderer::refresh_reactions(db::Conn& c, OrgId org, std::int64_t post_id) const {
  posts_.store_reactions(c, org, post_id,
                         reactions_text(posts_.reaction_counts(c, org, {post_id})));
}

}  // namespace aplauso::feed
