#include "modules/feed/post_reader.h"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <charconv>

#include "core/errors.h"
#include "core/json_text.h"
#include "db/database.h"
#include "storage/file_store.h"

namespace aplauso::feed {

namespace json = boost::json;

namespace {
constexpr std::int64_t kUrlTtl = 3600;

// Splits "a<sep>b<sep>c" into views (none for an empty text).
std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    const auto at = text.find(sep);
    out.push_back(text.substr(0, at));
    if (at == std::string_view::npos) break;
    text.remove_prefix(at + 1);
  }
  return out;
}

bool contains_id(std::string_view csv, std::int64_t id) {
  for (const auto item : split(csv, ',')) {
    std::int64_t v = 0;
    const auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
    if (ec == std::errc() && v == id) return true;
  }
  return false;
}
}  // namespace

bool is_reaction_emoji(std::string_view emoji) {
  for (const char* e : kReactionEmojis) {
    if (emoji == e) return true;
  }
  return false;
}

void PostReader::append_post(std::string& out, const PostRow& p, const Viewer& viewer,
                             std::int64_t now_s) const {
  using json_text::append_bool;
  using json_text::append_int;
  // The stored card: "r=<receivers>;f=<file keys>\n<members>" (post_cards.h).
  const std::string_view card = p.card ? std::string_view(*p.card) : std::string_view();
  const auto newline = card.find('\n');
  const std::string_view meta = newline == std::string_view::npos ? "" : card.substr(0, newline);
  const std::string_view members =
      newline == std::string_view::npos ? card : card.substr(newline + 1);
  const auto semicolon = meta.find(";f=");
  const std::string_view receivers =
      meta.starts_with("r=")
          ? meta.substr(
                2, semicolon == std::string_view::npos ? std::string_view::npos : semicolon - 2)
          : std::string_view();
  const auto files = semicolon == std::string_view::npos ? std::vector<std::string_view>{}
                                                         : split(meta.substr(semicolon + 3), ',');
  const bool authored = p.author_id && *p.author_id == viewer.user_id && viewer.user_id != 0;
  const bool receives = viewer.user_id != 0 && contains_id(receivers, viewer.user_id);

  out += "{\"id\":";
  append_int(out, p.id);
  out += ",\"kind\":";
  json_text::append_string(out, p.kind);
  out += ",\"created_at\":";
  append_int(out, p.created_at);
  out += ",\"edited_at\":";
  if (p.edited_at) {
    append_int(out, *p.edited_at);
  } else {
    out += "null";
  }
  out += ",\"message\":";
  json_text::append_string(out, p.message);
  out += ",\"amount\":";
  append_int(out, p.amount);
  out += ",\"image_url\":";
  if (p.image_url) {
    json_text::append_string(out, *p.image_url);
  } else {
    out += "null";
  }
  out += ",\"total_points\":";
  append_int(out, p.total_points);
  if (members.empty()) {
    out += R"(,"sender":null,"receivers":[],"types":[],"sub_type":null,"values":[],)"
           R"("badge":null,"attachments":[])";
  } else {
    out += ',';
    std::size_t file = 0, plain = 0;
    for (auto at = members.find(kUrlMarker); at != std::string_view::npos;
         at = members.find(kUrlMarker, plain)) {
      out.append(members.substr(plain, at - plain));
      plain = at + 1;
      const std::string key = file < files.size() ? std::string(files[file++]) : std::string();
      json_text::append_string(out, files_.read_url(key, now_s, kUrlTtl));
    }
    out.append(members.substr(plain));
  }
  out += ",\"special\":";
  append_bool(out, p.special);
  out += ",\"filed\":";
  append_bool(out, p.filed);
  out += ",\"likes_count\":";
  append_int(out, p.likes_count);
  out += ",\"liked_by_me\":";
  append_bool(out, p.liked);
  out += ",\"comments_count\":";
  append_int(out, p.comments_count);
  out += ",\"reactions\":[";
  bool first = true;
  const auto mine = split(p.mine ? std::string_view(*p.mine) : std::string_view(), ',');
  for (const auto pair : split(p.reactions ? std::string_view(*p.reactions) : "", ',')) {
    const auto space = pair.rfind(' ');
    if (space == std::string_view::npos) continue;
    const auto emoji = pair.substr(0, space);
    if (!first) out += ',';
    first = false;
    out += "{\"emoji\":";
    json_text::append_string(out, emoji);
    out += ",\"count\":";
    out.append(pair.substr(space + 1));
    out += ",\"mine\":";
    append_bool(out, std::find(mine.begin(), mine.end(), emoji) != mine.end());
    out += '}';
  }
  out += "],\"boost_total\":";
  append_int(out, p.boost_total);
  out += ",\"can_edit\":";
  append_bool(out, authored);
  out += ",\"can_boost\":";
  append_bool(out, p.kind == "recognition" && viewer.user_id != 0 && !authored && !receives);
  out += '}';
}

std::string PostReader::render(db::Conn& c, OrgId org, const Viewer& viewer,
                               std::vector<PostRow>& rows, std::int64_t now_s) const {
  std::vector<CardSource> missing;
  for (const auto& p : rows) {
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
  std::string out = "[";
  out.reserve(rows.size() * 1200);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (i > 0) out += ',';
    append_post(out, rows[i], viewer, now_s);
  }
  out += ']';
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
    auto rows = posts_.page(c, org, viewer.user_id, q);
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
    auto rows = posts_.admin_page(c, org, viewer.user_id, f, limit + 1, offset);
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
    auto row = posts_.post(c, org, viewer.user_id, id);
    if (!row) return std::nullopt;
    std::vector<PostRow> rows{std::move(*row)};
    auto items = json::parse(render(c, org, viewer, rows, now_s));
    return std::move(items.as_array().at(0).as_object());
  });
}

std::optional<json::object> PostReader::written(OrgId org, const Viewer& viewer, PostRow row,
                                                std::int64_t now_s) const {
  if (!row.card || !row.reactions) return one(org, viewer, row.id, now_s);
  std::string out;
  append_post(out, row, viewer, now_s);
  return std::move(json::parse(out).as_object());
}

}  // namespace aplauso::feed
