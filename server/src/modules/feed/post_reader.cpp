#include "modules/feed/post_reader.h"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include "core/errors.h"
#include "db/database.h"
#include "storage/file_store.h"

namespace aplauso::feed {

namespace json = boost::json;

namespace {
constexpr std::int64_t kUrlTtl = 3600;

json::value parse_or(const std::optional<std::string>& text, json::value fallback) {
  if (!text) return fallback;
  json::error_code ec;
  json::value v = json::parse(*text, ec);
  return ec ? fallback : v;
}
}  // namespace

bool is_reaction_emoji(std::string_view emoji) {
  for (const char* e : kReactionEmojis) {
    if (emoji == e) return true;
  }
  return false;
}

json::array PostReader::render(db::Conn& c, OrgId org, const Viewer& viewer,
                               std::vector<PostRow>& rows, std::int64_t now_s) const {
  std::vector<std::int64_t> ids;
  std::vector<CardSource> missing;
  for (const auto& p : rows) {
    ids.push_back(p.id);
    if (!p.card || !p.reactions) missing.push_back({p.id, p.author_id});
  }
  if (!missing.empty()) {
    auto rendered = cards_.render(c, org, missing);
    for (auto& p : rows) {
      if (auto it = rendered.find(p.id); it != rendered.end()) {
        p.card = std::move(it->second.card);
        p.reactions = std::move(it->second.reactions);
      }
    }
  }
  const ViewerState state = posts_.viewer_state(c, org, viewer.user_id, ids);

  json::array out;
  out.reserve(rows.size());
  for (const auto& p : rows) {
    json::value card_value = parse_or(p.card, json::object{});
    json::object& card = card_value.as_object();
    bool viewer_receives = false;
    if (const auto* receivers = card.if_contains("receivers"); receivers && receivers->is_array()) {
      for (const auto& r : receivers->as_array()) {
        if (r.is_object() && r.as_object().at("id").to_number<std::int64_t>() == viewer.user_id) {
          viewer_receives = true;
        }
      }
    }
    if (auto* badge = card.if_contains("badge"); badge && badge->is_object()) {
      json::object& b = badge->as_object();
      const auto* key = b.if_contains("image_key");
      const std::string image_key = key && key->is_string() ? std::string(key->as_string()) : "";
      b.erase("image_key");
      b["image_url"] = files_.read_url(image_key, now_s, kUrlTtl);
    }
    if (auto* attachments = card.if_contains("attachments");
        attachments && attachments->is_array()) {
      for (auto& a : attachments->as_array()) {
        const auto* key = a.as_object().if_contains("key");
        a.as_object()["url"] = files_.read_url(
            key && key->is_string() ? std::string(key->as_string()) : "", now_s, kUrlTtl);
      }
    }
    json::value reactions = parse_or(p.reactions, json::array{});
    const auto mine = state.reacted.find(p.id);
    for (auto& r : reactions.as_array()) {
      const auto& emoji = r.as_object().at("emoji").as_string();
      r.as_object()["mine"] =
          mine != state.reacted.end() && mine->second.contains(std::string(emoji));
    }
    const bool authored = p.author_id && *p.author_id == viewer.user_id && viewer.user_id != 0;
    json::object o;
    o["id"] = p.id;
    o["kind"] = p.kind;
    o["created_at"] = p.created_at;
    o["edited_at"] = p.edited_at ? json::value(*p.edited_at) : json::value(nullptr);
    o["message"] = p.message;
    o["sender"] = std::move(card["sender"]);
    o["receivers"] = std::move(card["receivers"]);
    o["amount"] = p.amount;
    o["total_points"] = p.total_points;
    o["types"] = std::move(card["types"]);
    o["sub_type"] = std::move(card["sub_type"]);
    o["values"] = std::move(card["values"]);
    o["badge"] = std::move(card["badge"]);
    o["attachments"] = std::move(card["attachments"]);
    o["special"] = p.special;
    o["filed"] = p.filed;
    o["likes_count"] = p.likes_count;
    o["liked_by_me"] = state.liked.contains(p.id);
    o["comments_count"] = p.comments_count;
    o["reactions"] = std::move(reactions);
    o["boost_total"] = p.boost_total;
    o["can_edit"] = authored;
    o["can_boost"] =
        p.kind == "recognition" && viewer.user_id != 0 && !authored && !viewer_receives;
    out.push_back(std::move(o));
  }
  return out;
}

PostPage PostReader::page(OrgId org, const Viewer& viewer, PageQuery q, std::int64_t now_s) const {
  if (q.offset > kMaxFeedOffset) {
    throw invalid_input("page",
                        "Esa página está demasiado lejos; para seguir usa el parámetro before.");
  }
  const std::int64_t limit = q.limit;
  q.limit = limit + 1;
  return db_.run([&](db::Conn& c) {
    auto rows = posts_.page(c, org, q);
    PostPage out;
    out.has_more = static_cast<std::int64_t>(rows.size()) > limit;
    if (out.has_more) rows.pop_back();
    out.items = render(c, org, viewer, rows, now_s);
    return out;
  });
}

PostPage PostReader::admin_page(OrgId org, const Viewer& viewer, const AdminFilter& f,
                                std::int64_t limit, std::int64_t offset, std::int64_t* total,
                                std::int64_t now_s) const {
  return db_.run([&](db::Conn& c) {
    auto rows = posts_.admin_page(c, org, f, limit + 1, offset);
    PostPage out;
    out.has_more = static_cast<std::int64_t>(rows.size()) > limit;
    if (out.has_more) rows.pop_back();
    if (total != nullptr) *total = posts_.admin_count(c, org, f);
    out.items = render(c, org, viewer, rows, now_s);
    return out;
  });
}

std::optional<json::object> PostReader::one(OrgId org, const Viewer& viewer, std::int64_t id,
                                            std::int64_t now_s) const {
  return db_.run([&](db::Conn& c) -> std::optional<json::object> {
    auto row = posts_.post(c, org, id);
    if (!row) return std::nullopt;
    std::vector<PostRow> rows{std::move(*row)};
    auto items = render(c, org, viewer, rows, now_s);
    return std::move(items[0].as_object());
  });
}

}  // namespace aplauso::feed
