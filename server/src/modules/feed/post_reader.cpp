#include "modules/feed/post_reader.h"

#include <soci/soci.h>

#include <boost/json/value.hpp>
#include <map>
#include <set>

#include "db/query.h"
#include "db/sql_list.h"
#include "modules/users/user_json.h"
#include "storage/file_store.h"

namespace aplauso::feed {

namespace json = boost::json;

namespace {
constexpr std::int64_t kUrlTtl = 3600;

json::value opt(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

// Builds "WHERE ..." for a filter; every value is a number or a fixed literal.
std::string where_clause(std::int64_t org_id, const PostFilter& f) {
  std::string w = " WHERE p.org_id = " + std::to_string(org_id);
  if (f.filed) w += *f.filed ? " AND p.filed = 1" : " AND p.filed = 0";
  if (f.before_id) w += " AND p.id < " + std::to_string(*f.before_id);
  if (f.author_id) w += " AND p.author_id = " + std::to_string(*f.author_id);
  if (f.special) w += *f.special ? " AND p.special = 1" : " AND p.special = 0";
  if (f.kind) w += *f.kind == "badge" ? " AND p.kind = 'badge'" : " AND p.kind = 'recognition'";
  if (f.from_ms) w += " AND p.created_at >= " + std::to_string(*f.from_ms);
  if (f.to_ms) w += " AND p.created_at < " + std::to_string(*f.to_ms);
  if (f.receiver_id) {
    w += " AND p.id IN (SELECT post_id FROM post_receivers WHERE org_id = " +
         std::to_string(org_id) + " AND user_id = " + std::to_string(*f.receiver_id) + ")";
  }
  if (f.involving_id) {
    w +=
        " AND (p.author_id = " + std::to_string(*f.involving_id) +
        " OR p.id IN (SELECT post_id FROM post_receivers WHERE org_id = " + std::to_string(org_id) +
        " AND user_id = " + std::to_string(*f.involving_id) + "))";
  }
  if (f.type_id) {
    w += " AND p.id IN (SELECT post_id FROM post_recognition_types WHERE type_id = " +
         std::to_string(*f.type_id) + ")";
  }
  return w;
}

std::vector<std::int64_t> ids_of(const db::Rows& rows) {
  std::vector<std::int64_t> out;
  for (std::size_t i = 0; i < rows.size(); ++i) out.push_back(rows.integer(i, 0));
  return out;
}
}  // namespace

bool is_reaction_emoji(std::string_view emoji) {
  for (const char* e : kReactionEmojis) {
    if (emoji == e) return true;
  }
  return false;
}

std::vector<std::int64_t> PostReader::page_ids(soci::session& s, std::int64_t org_id,
                                               const PostFilter& f, std::int64_t limit,
                                               std::int64_t offset, bool* has_more) const {
  const std::string sql = "SELECT p.id FROM posts p" + where_clause(org_id, f) +
                          " ORDER BY p.id DESC LIMIT " + std::to_string(limit + 1) + " OFFSET " +
                          std::to_string(offset);
  const db::Rows rows = db::query(s, sql);
  auto ids = ids_of(rows);
  const bool more = static_cast<std::int64_t>(ids.size()) > limit;
  if (more) ids.pop_back();
  if (has_more != nullptr) *has_more = more;
  return ids;
}

std::int64_t PostReader::count(soci::session& s, std::int64_t org_id, const PostFilter& f) const {
  return db::query(s, "SELECT COUNT(*) FROM posts p" + where_clause(org_id, f)).integer(0, 0);
}

json::array PostReader::render(soci::session& s, std::int64_t org_id, const Viewer& viewer,
                               const std::vector<std::int64_t>& ids) const {
  json::array out;
  if (ids.empty()) return out;
  const std::string in = db::in_list(ids);
  const std::string org = std::to_string(org_id);

  struct Row {
    std::int64_t id = 0, amount = 0, total = 0, likes = 0, comments = 0, boost = 0, created = 0;
    std::string kind, message;
    std::optional<std::int64_t> author, sub_type, badge, edited;
    bool special = false, filed = false;
  };
  std::map<std::int64_t, Row> posts;
  std::set<std::int64_t> people, sub_types, badges;
  {
    const db::Rows rows =
        db::query(s,
                  "SELECT id, kind, author_id, message, amount, total_points, sub_type_id, "
                  "badge_id, special, filed, likes_count, comments_count, boost_total, "
                  "edited_at, created_at FROM posts WHERE org_id = " +
                      org + " AND id IN " + in);
    for (std::size_t r = 0; r < rows.size(); ++r) {
      Row p;
      p.id = rows.integer(r, 0);
      p.kind = rows.text(r, 1);
      p.author = rows.opt_integer(r, 2);
      p.message = rows.text(r, 3);
      p.amount = rows.integer(r, 4);
      p.total = rows.integer(r, 5);
      p.sub_type = rows.opt_integer(r, 6);
      p.badge = rows.opt_integer(r, 7);
      p.special = rows.boolean(r, 8);
      p.filed = rows.boolean(r, 9);
      p.likes = rows.integer(r, 10);
      p.comments = rows.integer(r, 11);
      p.boost = rows.integer(r, 12);
      p.edited = rows.opt_integer(r, 13);
      p.created = rows.integer(r, 14);
      if (p.author) people.insert(*p.author);
      if (p.sub_type) sub_types.insert(*p.sub_type);
      if (p.badge) badges.insert(*p.badge);
      posts[p.id] = std::move(p);
    }
  }
  if (posts.empty()) return out;

  std::map<std::int64_t, std::vector<std::pair<std::int64_t, std::int64_t>>> receivers;
  {
    const db::Rows rows =
        db::query(s, "SELECT post_id, user_id, points FROM post_receivers WHERE org_id = " + org +
                         " AND post_id IN " + in + " ORDER BY post_id, user_id");
    for (std::size_t r = 0; r < rows.size(); ++r) {
      const auto user = rows.integer(r, 1);
      receivers[rows.integer(r, 0)].emplace_back(user, rows.integer(r, 2));
      people.insert(user);
    }
  }
  const json::object persons = users::people_by_id(s, org_id, {people.begin(), people.end()});

  std::map<std::int64_t, json::array> types, values, attachments;
  {
    const db::Rows rows =
        db::query(s,
                  "SELECT prt.post_id, t.id, t.name, t.emoji, t.image_url "
                  "FROM post_recognition_types prt JOIN recognition_types t ON t.id = "
                  "prt.type_id WHERE t.org_id = " +
                      org + " AND prt.post_id IN " + in + " ORDER BY t.position, t.id");
    for (std::size_t r = 0; r < rows.size(); ++r) {
      types[rows.integer(r, 0)].push_back(json::object{{"id", rows.integer(r, 1)},
                                                       {"name", rows.text(r, 2)},
                                                       {"emoji", opt(rows.opt_text(r, 3))},
                                                       {"image_url", opt(rows.opt_text(r, 4))}});
    }
  }
  {
    const db::Rows rows =
        db::query(s,
                  "SELECT pv.post_id, v.id, v.name, v.emoji FROM post_values pv JOIN "
                  "corporate_values v ON v.id = pv.value_id WHERE v.org_id = " +
                      org + " AND pv.post_id IN " + in + " ORDER BY v.position, v.id");
    for (std::size_t r = 0; r < rows.size(); ++r) {
      values[rows.integer(r, 0)].push_back(json::object{{"id", rows.integer(r, 1)},
                                                        {"name", rows.text(r, 2)},
                                                        {"emoji", opt(rows.opt_text(r, 3))}});
    }
  }
  {
    const db::Rows rows = db::query(s,
                                    "SELECT post_id, storage_key, name, content_type, size FROM "
                                    "post_attachments WHERE org_id = " +
                                        org + " AND post_id IN " + in + " ORDER BY id");
    for (std::size_t r = 0; r < rows.size(); ++r) {
      const std::string key = rows.text(r, 1);
      attachments[rows.integer(r, 0)].push_back(
          json::object{{"key", key},
                       {"name", rows.text(r, 2)},
                       {"content_type", rows.text(r, 3)},
                       {"size", rows.integer(r, 4)},
                       {"url", files_.read_url(key, now_s_, kUrlTtl)}});
    }
  }
  std::map<std::int64_t, json::object> sub_type_json, badge_json;
  if (!sub_types.empty()) {
    const db::Rows rows =
        db::query(s, "SELECT id, name FROM sub_recognition_types WHERE org_id = " + org +
                         " AND id IN " + db::in_list({sub_types.begin(), sub_types.end()}));
    for (std::size_t r = 0; r < rows.size(); ++r) {
      sub_type_json[rows.integer(r, 0)] = {{"id", rows.integer(r, 0)}, {"name", rows.text(r, 1)}};
    }
  }
  if (!badges.empty()) {
    const db::Rows rows =
        db::query(s, "SELECT id, name, description, image_key FROM badges WHERE org_id = " + org +
                         " AND id IN " + db::in_list({badges.begin(), badges.end()}));
    for (std::size_t r = 0; r < rows.size(); ++r) {
      badge_json[rows.integer(r, 0)] = {
          {"id", rows.integer(r, 0)},
          {"name", rows.text(r, 1)},
          {"description", opt(rows.opt_text(r, 2))},
          {"image_url", files_.read_url(rows.text(r, 3), now_s_, kUrlTtl)}};
    }
  }
  std::set<std::int64_t> liked;
  std::map<std::int64_t, json::array> reactions;
  if (viewer.user_id != 0) {
    const db::Rows rows = db::query(s, "SELECT post_id FROM post_likes WHERE org_id = " + org +
                                           " AND user_id = " + std::to_string(viewer.user_id) +
                                           " AND post_id IN " + in);
    for (std::size_t r = 0; r < rows.size(); ++r) liked.insert(rows.integer(r, 0));
  }
  {
    const db::Rows rows = db::query(
        s, "SELECT post_id, emoji, COUNT(*), SUM(CASE WHEN user_id = " +
               std::to_string(viewer.user_id) +
               " THEN 1 ELSE 0 END) FROM post_reactions WHERE org_id = " + org +
               " AND post_id IN " + in + " GROUP BY post_id, emoji ORDER BY post_id, emoji");
    for (std::size_t r = 0; r < rows.size(); ++r) {
      reactions[rows.integer(r, 0)].push_back(json::object{{"emoji", rows.text(r, 1)},
                                                           {"count", rows.integer(r, 2)},
                                                           {"mine", rows.integer(r, 3) > 0}});
    }
  }

  auto person = [&](std::int64_t id) -> json::value {
    if (const auto* p = persons.if_contains(std::to_string(id))) return *p;
    return nullptr;
  };
  for (std::int64_t id : ids) {
    const auto it = posts.find(id);
    if (it == posts.end()) continue;
    const Row& p = it->second;
    json::array receiver_list;
    bool viewer_receives = false;
    for (const auto& [user, points] : receivers[id]) {
      json::value r = person(user);
      if (r.is_object()) {
        r.as_object()["points"] = points;
        receiver_list.push_back(std::move(r));
      }
      viewer_receives = viewer_receives || user == viewer.user_id;
    }
    const bool mine = p.author && *p.author == viewer.user_id && viewer.user_id != 0;
    json::object o;
    o["id"] = p.id;
    o["kind"] = p.kind;
    o["created_at"] = p.created;
    o["edited_at"] = p.edited ? json::value(*p.edited) : json::value(nullptr);
    o["message"] = p.message;
    o["sender"] = p.author ? person(*p.author) : json::value(nullptr);
    o["receivers"] = std::move(receiver_list);
    o["amount"] = p.amount;
    o["total_points"] = p.total;
    o["types"] = std::move(types[id]);
    o["sub_type"] = p.sub_type && sub_type_json.contains(*p.sub_type)
                        ? json::value(sub_type_json[*p.sub_type])
                        : json::value(nullptr);
    o["values"] = std::move(values[id]);
    o["badge"] = p.badge && badge_json.contains(*p.badge) ? json::value(badge_json[*p.badge])
                                                          : json::value(nullptr);
    o["attachments"] = std::move(attachments[id]);
    o["special"] = p.special;
    o["filed"] = p.filed;
    o["likes_count"] = p.likes;
    o["liked_by_me"] = liked.contains(id);
    o["comments_count"] = p.comments;
    o["reactions"] = std::move(reactions[id]);
    o["boost_total"] = p.boost;
    o["can_edit"] = mine;
    o["can_boost"] = p.kind == "recognition" && viewer.user_id != 0 && !mine && !viewer_receives;
    out.push_back(std::move(o));
  }
  return out;
}

std::optional<json::object> PostReader::one(soci::session& s, std::int64_t org_id,
                                            const Viewer& viewer, std::int64_t post_id) const {
  auto items = render(s, org_id, viewer, {post_id});
  if (items.empty()) return std::nullopt;
  return std::move(items[0].as_object());
}

}  // namespace aplauso::feed
