#include "modules/feed/post_cards.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <set>

#include "api/json_output.h"
#include "modules/users/user_json.h"
#include "modules/users/user_repo.h"

namespace aplauso::feed {

namespace json = boost::json;

namespace {
// Stands for a signed URL while a card is built (a NUL cannot come from user text).
const json::string kUrlStandIn(std::string_view("\0url", 4));

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

RenderedCard compose_card(const CardContent& content) {
  const auto item_json = [](const CardContent::Item& i, bool image) {
    json::object o{{"id", i.id}, {"name", i.name}, {"emoji", or_null(i.emoji)}};
    if (image) o["image_url"] = or_null(i.image_url);
    if (i.name_en) o["name_en"] = *i.name_en;
    return o;
  };
  json::object card;
  card["sender"] =
      content.sender ? json::value(users::person_json(*content.sender)) : json::value(nullptr);
  json::array receivers;
  for (const auto& r : content.receivers) {
    json::object person = users::person_json(r.person);
    person["points"] = r.points;
    receivers.push_back(std::move(person));
  }
  card["receivers"] = std::move(receivers);
  json::array types;
  for (const auto& t : content.types) types.push_back(item_json(t, true));
  card["types"] = std::move(types);
  if (content.sub_type) {
    json::object sub{{"id", content.sub_type->id}, {"name", content.sub_type->name}};
    if (content.sub_type->name_en) sub["name_en"] = *content.sub_type->name_en;
    card["sub_type"] = std::move(sub);
  } else {
    card["sub_type"] = nullptr;
  }
  json::array values;
  for (const auto& v : content.values) values.push_back(item_json(v, false));
  card["values"] = std::move(values);
  std::vector<std::string> keys;
  if (content.badge) {
    json::object badge{{"id", content.badge->id},
                       {"name", content.badge->name},
                       {"description", or_null(content.badge->description)},
                       {"image_url", kUrlStandIn}};
    if (content.badge->name_en) badge["name_en"] = *content.badge->name_en;
    if (content.badge->description_en) badge["description_en"] = *content.badge->description_en;
    card["badge"] = std::move(badge);
    keys.push_back(content.badge->image_key);
  } else {
    card["badge"] = nullptr;
  }
  json::array attachments;
  for (const auto& a : content.attachments) {
    attachments.push_back(json::object{{"key", a.key},
                                       {"name", a.name},
                                       {"content_type", a.content_type},
                                       {"size", a.size},
                                       {"url", kUrlStandIn}});
    keys.push_back(a.key);
  }
  card["attachments"] = std::move(attachments);

  // Meta line: receivers (for "can boost"), then the file keys in the order of their markers.
  std::string text = "r=";
  for (std::size_t i = 0; i < content.receivers.size(); ++i) {
    if (i > 0) text += ',';
    text += std::to_string(content.receivers[i].person.id);
  }
  text += ";f=";
  for (std::size_t i = 0; i < keys.size(); ++i) text += (i > 0 ? "," : "") + keys[i];
  text += '\n';
  bool first = true;
  for (const char* member :
       {"sender", "receivers", "types", "sub_type", "values", "badge", "attachments"}) {
    if (!first) text += ',';
    first = false;
    text += '"';
    text += member;
    text += "\":";
    text += card_text(card.at(member));
  }
  return {std::move(text), reactions_text(content.reactions)};
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
  std::map<std::int64_t, users::Person> people;
  for (auto& p : users::UserRepo().people(c, org, {people_ids.begin(), people_ids.end()})) {
    const auto id = p.id;
    people.emplace(id, std::move(p));
  }

  std::map<std::int64_t, CardContent> contents;
  for (const auto& p : posts) {
    CardContent& content = contents[p.post_id];
    if (p.author_id) {
      if (const auto author = people.find(*p.author_id); author != people.end()) {
        content.sender = author->second;
      }
    }
  }
  for (const auto& r : receivers) {
    if (const auto person = people.find(r.user_id); person != people.end()) {
      contents[r.post_id].receivers.push_back({person->second, r.points});
    }
  }
  for (auto& item : posts_.card_related(c, org, ids)) {
    CardContent& content = contents[item.post_id];
    switch (item.tag) {
      case 't':
        content.types.push_back({item.id, item.name, item.text1, item.text2, item.name_en});
        break;
      case 'v':
        content.values.push_back({item.id, item.name, item.text1, std::nullopt, item.name_en});
        break;
      case 's':
        content.sub_type = CardContent::Item{item.id, item.name, {}, {}, item.name_en};
        break;
      case 'a':
        content.attachments.push_back(
            {item.text1.value_or(""), item.name, item.text2.value_or(""), item.number.value_or(0)});
        break;
      case 'b':
        content.badge = CardContent::Badge{item.id,      item.name,
                                           item.text1,   item.text2.value_or(""),
                                           item.name_en, item.description_en};
        break;
      default: break;
    }
  }
  for (auto& r : posts_.reaction_counts(c, org, ids)) {
    contents[r.post_id].reactions.push_back(std::move(r));
  }

  for (const auto id : ids) out[id] = compose_card(contents[id]);
  return out;
}

std::map<std::int64_t, RenderedCard> CardRenderer::render_and_store(
    db::Conn& c, OrgId org, const std::vector<CardSource>& posts) const {
  auto out = render(c, org, posts);
  if (out.empty()) return out;
  std::vector<std::int64_t> ids;
  std::vector<std::string> card_texts, reaction_texts;
  for (const auto& [id, rendered] : out) {
    ids.push_back(id);
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
