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
json::value opt(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
}  // namespace

std::string reactions_json(const std::vector<ReactionCount>& counts) {
  json::array out;
  for (const auto& r : counts) out.push_back(json::object{{"emoji", r.emoji}, {"count", r.count}});
  return json::serialize(out);
}

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
                                                              {"size", item.number.value_or(0)}});
        break;
      case 's': card["sub_type"] = json::object{{"id", item.id}, {"name", item.name}}; break;
      case 'b':
        card["badge"] = json::object{{"id", item.id},
                                     {"name", item.name},
                                     {"description", opt(item.text1)},
                                     {"image_key", opt(item.text2)}};
        break;
      default: break;
    }
  }
  std::map<std::int64_t, std::vector<ReactionCount>> reactions;
  for (auto& r : posts_.reaction_counts(c, org, ids)) reactions[r.post_id].push_back(std::move(r));

  std::vector<std::string> card_texts, reaction_texts;
  for (const auto id : ids) {
    RenderedCard& rendered = out[id];
    rendered.card = json::serialize(cards[id]);
    rendered.reactions = reactions_json(reactions[id]);
    card_texts.push_back(rendered.card);
    reaction_texts.push_back(rendered.reactions);
  }
  posts_.store_cards(c, org, ids, card_texts, reaction_texts);
  return out;
}

void CardRenderer::refresh_reactions(db::Conn& c, OrgId org, std::int64_t post_id) const {
  posts_.store_reactions(c, org, post_id,
                         reactions_json(posts_.reaction_counts(c, org, {post_id})));
}

}  // namespace aplauso::feed
