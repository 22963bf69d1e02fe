#include "modules/feed/feed_routes.h"

#include <soci/soci.h>

#include <boost/json/array.hpp>
#include <map>
#include <set>

#include "app/envelope.h"
#include "app/idempotency.h"
#include "app/json_input.h"
#include "db/row.h"
#include "modules/feed/post_reader.h"
#include "modules/users/user_json.h"

namespace aplauso::feed {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "recognitions";

Viewer viewer_of(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role};
}

json::array reactions_of(soci::session& s, std::int64_t org_id, std::int64_t post_id,
                         std::int64_t viewer) {
  const long long org = org_id, id = post_id, me = viewer;
  json::array out;
  soci::rowset<soci::row> rows =
      (s.prepare
           << "SELECT emoji, COUNT(*), SUM(CASE WHEN user_id = :me THEN 1 ELSE 0 END) FROM "
              "post_reactions WHERE org_id = :org AND post_id = :id GROUP BY emoji ORDER BY emoji",
       soci::use(me, "me"), soci::use(org, "org"), soci::use(id, "id"));
  for (const auto& r : rows) {
    out.push_back(json::object{{"emoji", db::get_string(r, 0)},
                               {"count", db::get_int(r, 1)},
                               {"mine", db::get_int(r, 2) > 0}});
  }
  return out;
}

json::object comment_json(const CommentView& c, const json::object& people, const Principal& who) {
  const auto* author = people.if_contains(std::to_string(c.author_id));
  return {{"id", c.id},
          {"post_id", c.post_id},
          {"parent_id", c.parent_id ? json::value(*c.parent_id) : json::value(nullptr)},
          {"author", author != nullptr ? *author : json::value(nullptr)},
          {"body", c.body},
          {"created_at", c.created_at},
          {"edited_at", c.edited_at ? json::value(*c.edited_at) : json::value(nullptr)},
          {"can_edit", c.author_id == who.user_id},
          {"can_delete", c.author_id == who.user_id || who.role == Role::kAdmin},
          {"replies", json::array{}}};
}

json::object people_of(soci::session& s, std::int64_t org_id,
                       const std::vector<CommentView>& comments) {
  std::set<std::int64_t> authors;
  for (const auto& c : comments) authors.insert(c.author_id);
  return users::people_by_id(s, org_id, {authors.begin(), authors.end()});
}

// Top-level comments, each with its replies.
json::array comment_tree(soci::session& s, std::int64_t org_id, const Principal& who,
                         const std::vector<CommentView>& comments) {
  const json::object people = people_of(s, org_id, comments);
  json::array out;
  std::map<std::int64_t, std::size_t> index;
  for (const auto& c : comments) {
    if (!c.parent_id) {
      index[c.id] = out.size();
      out.push_back(comment_json(c, people, who));
    }
  }
  for (const auto& c : comments) {
    if (c.parent_id && index.contains(*c.parent_id)) {
      out[index[*c.parent_id]].as_object()["replies"].as_array().push_back(
          comment_json(c, people, who));
    }
  }
  return out;
}
}  // namespace

void register_routes(RouteTable& table, const db::Database& db, const FeedService& service,
                     const storage::FileStore& files) {
  // A page of posts for a filter: one query for the page, one per related kind.
  const auto page_of = [&db, &files](const http::Request& req, RequestContext& ctx,
                                     PostFilter filter) {
    PageMeta page = read_page(req);
    return db.run([&](soci::session& s) {
      const PostReader reader(files, ctx.now_ms / 1000);
      bool more = false;
      const auto ids =
          reader.page_ids(s, ctx.org_id(), filter, page.per_page,
                          filter.before_id ? 0 : (page.page - 1) * page.per_page, &more);
      page.has_more = more;
      return ok_page(reader.render(s, ctx.org_id(), viewer_of(ctx), ids), page);
    });
  };

  table.add(Method::kGet, "/post", member(kModule),
            [page_of](const http::Request& req, RequestContext& ctx) {
              PostFilter f;
              f.before_id = query_int(req, "before");
              return page_of(req, ctx, f);
            });
  table.add(Method::kGet, "/post/new_count", member(kModule),
            [&db](const http::Request& req, RequestContext& ctx) {
              const long long after = require_query_int(req, "after"), org = ctx.org_id();
              long long count = 0, latest = 0;
              soci::indicator latest_i = soci::i_null;
              db.run([&](soci::session& s) {
                s << "SELECT COUNT(*), MAX(id) FROM posts WHERE org_id = :org AND filed = 0 AND "
                     "id > :after",
                    soci::use(org, "org"), soci::use(after, "after"), soci::into(count),
                    soci::into(latest, latest_i);
              });
              return ok({{"count", count}, {"latest_id", latest_i == soci::i_ok ? latest : after}});
            });
  table.add(Method::kGet, "/post/special/recognitions", member(kModule),
            [page_of](const http::Request& req, RequestContext& ctx) {
              PostFilter f;
              f.special = true;
              return page_of(req, ctx, f);
            });
  table.add(Method::kGet, "/post/{id}", member(kModule),
            [&db, &files](const http::Request& req, RequestContext& ctx) {
              return db.run([&](soci::session& s) {
                const PostReader reader(files, ctx.now_ms / 1000);
                auto post = reader.one(s, ctx.org_id(), viewer_of(ctx), path_id(req));
                // Filed posts are kept for admins only.
                if (!post || (post->at("filed").as_bool() && ctx.who().role != Role::kAdmin)) {
                  throw not_found("La publicación no existe.");
                }
                return ok(std::move(*post));
              });
            });
  table.add(Method::kGet, "/user/posts/received", member(kModule),
            [page_of](const http::Request& req, RequestContext& ctx) {
              PostFilter f;
              f.receiver_id = require_query_int(req, "user_id");
              return page_of(req, ctx, f);
            });
  table.add(Method::kGet, "/user/posts/sent", member(kModule),
            [page_of](const http::Request& req, RequestContext& ctx) {
              PostFilter f;
              f.author_id = require_query_int(req, "user_id");
              f.kind = "recognition";
              return page_of(req, ctx, f);
            });

  const auto post_json = [&db, &files](RequestContext& ctx, std::int64_t id) {
    return db.run([&](soci::session& s) {
      const PostReader reader(files, ctx.now_ms / 1000);
      auto post = reader.one(s, ctx.org_id(), viewer_of(ctx), id);
      if (!post) throw not_found("La publicación no existe.");
      return std::move(*post);
    });
  };
  table.add(Method::kPatch, "/post/message/{post_id}", member(kModule),
            [&service, post_json](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req, "post_id");
              const auto body = parse_object(req);
              const auto message = opt_string(body, "message");
              if (!message) throw invalid_input("message", "El mensaje es requerido.");
              service.edit_message(ctx.org_id(), ctx.who().user_id, id, *message);
              return ok(post_json(ctx, id));
            });
  table.add(Method::kPatch, "/post/filed/{post_id}", admin(kModule),
            [&service, post_json](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req, "post_id");
              const auto body = req.body.empty() ? json::object{} : parse_object(req);
              service.file(ctx.org_id(), ctx.who().user_id, id,
                           opt_bool(body, "filed").value_or(true));
              return ok(post_json(ctx, id));
            });

  table.add(Method::kPost, "/like", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto id = opt_int(body, "post_id");
              if (!id) throw invalid_input("post_id", "Indica la publicación.");
              const auto [liked, count] = service.toggle_like(ctx.org_id(), ctx.who().user_id, *id);
              return ok({{"liked", liked}, {"likes_count", count}});
            });
  table.add(Method::kGet, "/likes", member(kModule),
            [&db, &service](const http::Request& req, RequestContext& ctx) {
              const auto id = require_query_int(req, "post_id");
              return db.run([&](soci::session& s) {
                service.require_post(s, ctx.org_id(), id, false);
                const long long org = ctx.org_id(), pid = id;
                std::vector<std::int64_t> ids;
                soci::rowset<soci::row> rows =
                    (s.prepare << "SELECT user_id FROM post_likes WHERE org_id = :org AND post_id "
                                  "= :id ORDER BY created_at",
                     soci::use(org, "org"), soci::use(pid, "id"));
                for (const auto& r : rows) ids.push_back(db::get_int(r, 0));
                const json::object people = users::people_by_id(s, ctx.org_id(), ids);
                json::array out;
                for (auto uid : ids) {
                  if (const auto* p = people.if_contains(std::to_string(uid))) out.push_back(*p);
                }
                return ok(std::move(out));
              });
            });
  const auto emoji_list = [] {
    json::array out;
    for (const char* e : kReactionEmojis) out.emplace_back(e);
    return out;
  };
  table.add(Method::kGet, "/reactions", member(kModule),
            [&db, &service, emoji_list](const http::Request& req, RequestContext& ctx) {
              const auto id = require_query_int(req, "post_id");
              return db.run([&](soci::session& s) {
                service.require_post(s, ctx.org_id(), id, false);
                return ok({{"emojis", emoji_list()},
                           {"reactions", reactions_of(s, ctx.org_id(), id, ctx.who().user_id)}});
              });
            });
  table.add(Method::kPost, "/reactions", member(kModule),
            [&db, &service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto id = opt_int(body, "post_id");
              if (!id) throw invalid_input("post_id", "Indica la publicación.");
              service.toggle_reaction(ctx.org_id(), ctx.who().user_id, *id,
                                      opt_string(body, "emoji").value_or(""));
              return db.run([&](soci::session& s) {
                return ok({{"reactions", reactions_of(s, ctx.org_id(), *id, ctx.who().user_id)}});
              });
            });

  const auto one_comment = [&db](RequestContext& ctx, const CommentView& c) {
    return db.run([&](soci::session& s) {
      return comment_json(c, people_of(s, ctx.org_id(), {c}), ctx.who());
    });
  };
  table.add(Method::kGet, "/comments", member(kModule),
            [&db, &service](const http::Request& req, RequestContext& ctx) {
              const auto comments =
                  service.comments(ctx.org_id(), require_query_int(req, "post_id"));
              return db.run([&](soci::session& s) {
                return ok(comment_tree(s, ctx.org_id(), ctx.who(), comments));
              });
            });
  table.add(Method::kPost, "/comment", member(kModule),
            [&service, one_comment](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto post = opt_int(body, "post_id");
              if (!post) throw invalid_input("post_id", "Indica la publicación.");
              const auto c =
                  service.add_comment(ctx.org_id(), ctx.who().user_id, *post, std::nullopt,
                                      opt_string(body, "body").value_or(""));
              return ok(one_comment(ctx, c), 201);
            });
  table.add(Method::kPost, "/subcomment", member(kModule),
            [&service, one_comment](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto parent = opt_int(body, "comment_id");
              if (!parent) throw invalid_input("comment_id", "Indica el comentario.");
              const auto c = service.add_comment(ctx.org_id(), ctx.who().user_id, 0, *parent,
                                                 opt_string(body, "body").value_or(""));
              return ok(one_comment(ctx, c), 201);
            });
  const auto edit = [&service, one_comment](const http::Request& req, RequestContext& ctx,
                                            bool reply) {
    const auto body = parse_object(req);
    const auto id = opt_int(body, "id");
    if (!id) throw invalid_input("id", "Indica el comentario.");
    return ok(one_comment(ctx, service.edit_comment(ctx.org_id(), ctx.who(), *id,
                                                    opt_string(body, "body").value_or(""), reply)));
  };
  table.add(
      Method::kPost, "/comment/edit", member(kModule),
      [edit](const http::Request& req, RequestContext& ctx) { return edit(req, ctx, false); });
  table.add(Method::kPatch, "/subcomment/edit", member(kModule),
            [edit](const http::Request& req, RequestContext& ctx) { return edit(req, ctx, true); });
  table.add(Method::kDelete, "/comment/{id}", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              service.delete_comment(ctx.org_id(), ctx.who(), id, false);
              return ok({{"id", id}});
            });
  table.add(Method::kDelete, "/subcomment/{id}", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              service.delete_comment(ctx.org_id(), ctx.who(), id, true);
              return ok({{"id", id}});
            });

  table.add(Method::kPost, "/boost", member(kModule),
            [&db, &service, &files](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto id = opt_int(body, "post_id");
              const auto amount = opt_int(body, "amount");
              if (!id) throw invalid_input("post_id", "Indica la publicación.");
              if (!amount) throw invalid_input("amount", "Indica cuántos puntos añades.");
              return idempotent(req, ctx, db, ctx.now_ms, [&](soci::session& s) {
                const auto out = service.boost(s, ctx.org_id(), ctx.who().user_id, *id, *amount);
                const PostReader reader(files, ctx.now_ms / 1000);
                return ok({{"post", *reader.one(s, ctx.org_id(), viewer_of(ctx), *id)},
                           {"give_balance", out.give_balance}});
              });
            });
}

}  // namespace aplauso::feed
