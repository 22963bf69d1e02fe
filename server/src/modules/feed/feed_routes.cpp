// HTTP routes of the feed: pages, single posts, a member's received and sent posts, special
// recognitions, the new-posts counter, and every interaction with a post (feed_module.cpp
// installs them).
#include <boost/json/array.hpp>
#include <map>
#include <set>

#include "api/json_input.h"
#include "api/routes.h"
#include "modules/feed/feed_routes.h"
#include "modules/feed/feed_service.h"
#include "modules/feed/post_reader.h"
#include "modules/points/points_service.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"

namespace aplauso::feed {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "recognitions";

Viewer viewer_of(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role};
}

json::array reactions_json(const std::vector<PostReaction>& reactions) {
  json::array out;
  for (const auto& r : reactions) {
    out.push_back(json::object{{"emoji", r.emoji}, {"count", r.count}, {"mine", r.mine}});
  }
  return out;
}

json::object comment_json(const Comment& c, const std::map<std::int64_t, users::Person>& people,
                          const Principal& who) {
  const auto author = people.find(c.author_id);
  return {{"id", c.id},
          {"post_id", c.post_id},
          {"parent_id", c.parent_id ? json::value(*c.parent_id) : json::value(nullptr)},
          {"author", author != people.end() ? json::value(users::person_json(author->second))
                                            : json::value(nullptr)},
          {"body", c.body},
          {"created_at", c.created_at},
          {"edited_at", c.edited_at ? json::value(*c.edited_at) : json::value(nullptr)},
          {"can_edit", c.author_id == who.user_id},
          {"can_delete", c.author_id == who.user_id || who.role == Role::kAdmin},
          {"replies", json::array{}}};
}

struct Deps {
  const PostReader& reader;
  const FeedService& service;
  const users::UserService& users;
};

// The people comments name, in one lookup.
std::map<std::int64_t, users::Person> authors_of(const Deps& d, OrgId org,
                                                 const std::vector<Comment>& comments) {
  std::set<std::int64_t> ids;
  for (const auto& c : comments) ids.insert(c.author_id);
  return d.users.people(org, {ids.begin(), ids.end()});
}

// Top-level comments, each with its replies.
json::array comment_tree(const Deps& d, const RequestContext& ctx,
                         const std::vector<Comment>& comments) {
  const auto people = authors_of(d, ctx.org_id(), comments);
  json::array out;
  std::map<std::int64_t, std::size_t> index;
  for (const auto& c : comments) {
    if (!c.parent_id) {
      index[c.id] = out.size();
      out.push_back(comment_json(c, people, ctx.who()));
    }
  }
  for (const auto& c : comments) {
    if (c.parent_id && index.contains(*c.parent_id)) {
      out[index[*c.parent_id]].as_object()["replies"].as_array().push_back(
          comment_json(c, people, ctx.who()));
    }
  }
  return out;
}

json::object one_comment(const Deps& d, const RequestContext& ctx, const Comment& c) {
  return comment_json(c, authors_of(d, ctx.org_id(), {c}), ctx.who());
}

json::object post_json(const Deps& d, const RequestContext& ctx, std::int64_t id) {
  auto post = d.reader.one(ctx.org_id(), viewer_of(ctx), id, ctx.now_ms / 1000);
  if (!post) throw not_found("La publicación no existe.");
  return std::move(*post);
}

// A page of posts: keyset (`before`) or numbered pages.
http::Response page_of(const Deps& d, const http::Request& req, const RequestContext& ctx,
                       PageQuery q) {
  PageMeta page = read_page(req);
  q.limit = page.per_page;
  if (const auto before = query_int(req, "before")) {
    q.before = *before;
  } else {
    q.offset = (page.page - 1) * page.per_page;
  }
  auto result = d.reader.page(ctx.org_id(), viewer_of(ctx), q, ctx.now_ms / 1000);
  page.has_more = result.has_more;
  return ok_page_json(std::move(result.items), page);
}

void add_feed_routes(RouteTable& table, const Deps& d) {
  table.add(Method::kGet, "/post", member(kModule).with_read_only(),
            [d](const http::Request& req, RequestContext& ctx) {
              return page_of(d, req, ctx, {PageKind::kFeed});
            });
  table.add(Method::kGet, "/post/new_count", member(kModule).with_read_only(),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto [count, latest] =
                  d.service.new_count(ctx.org_id(), require_query_int(req, "after"));
              return ok({{"count", count}, {"latest_id", latest}});
            });
  // The home's rail: who recognised most this period and the values most carried.
  table.add(Method::kGet, "/feed/highlights", member(kModule).with_read_only(),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto period = req.query_param("period");
              const auto h = d.service.highlights(
                  ctx.org_id(), period && !period->empty() ? std::string(*period) : "month");
              std::vector<std::int64_t> ids;
              for (const auto& [user, count] : h.recognisers) ids.push_back(user);
              const auto people = d.users.people(ctx.org_id(), ids);
              json::array recognisers;
              for (const auto& [user, count] : h.recognisers) {
                const auto person = people.find(user);
                if (person == people.end()) continue;
                recognisers.push_back(
                    json::object{{"person", users::person_json(person->second)}, {"count", count}});
              }
              json::array values;
              for (const auto& v : h.values) {
                json::object value{
                    {"id", v.id},
                    {"name", v.name},
                    {"emoji", v.emoji ? json::value(*v.emoji) : json::value(nullptr)},
                    {"count", v.count}};
                if (v.name_en) value["name_en"] = *v.name_en;
                values.push_back(std::move(value));
              }
              return ok({{"period", h.period},
                         {"from", h.from},
                         {"to", h.to},
                         {"top_recognisers", std::move(recognisers)},
                         {"trending_values", std::move(values)}});
            });
  // The console's overview: recognition this period, in the organisation and per department.
  table.add(Method::kGet, "/org/overview/recognition", admin(kModule).with_read_only(),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto period = req.query_param("period");
              const auto o = d.service.overview(
                  ctx.org_id(), period && !period->empty() ? std::string(*period) : "month");
              json::array departments;
              for (const auto& dep : o.departments) {
                departments.push_back(
                    json::object{{"id", dep.id ? json::value(*dep.id) : json::value(nullptr)},
                                 {"name", dep.name ? json::value(*dep.name) : json::value(nullptr)},
                                 {"people", dep.people},
                                 {"participants", dep.participants},
                                 {"recognitions", dep.recognitions}});
              }
              return ok({{"period", o.period},
                         {"from", o.from},
                         {"to", o.to},
                         {"recognitions", o.recognitions},
                         {"points", o.points},
                         {"people", o.people},
                         {"participants", o.participants},
                         {"previous_recognitions", o.previous_recognitions},
                         {"departments", std::move(departments)}});
            });
  table.add(Method::kGet, "/post/special/recognitions", member(kModule).with_read_only(),
            [d](const http::Request& req, RequestContext& ctx) {
              return page_of(d, req, ctx, {PageKind::kSpecial});
            });
  table.add(Method::kGet, "/post/{id}", member(kModule).with_read_only(),
            [d](const http::Request& req, RequestContext& ctx) {
              auto post = post_json(d, ctx, path_id(req));
              // Filed posts are kept for admins only.
              if (post.at("filed").as_bool() && ctx.who().role != Role::kAdmin) {
                throw not_found("La publicación no existe.");
              }
              return ok(std::move(post));
            });
  table.add(Method::kGet, "/user/posts/received", member(kModule).with_read_only(),
            [d](const http::Request& req, RequestContext& ctx) {
              PageQuery q{PageKind::kReceived};
              q.person = require_query_int(req, "user_id");
              return page_of(d, req, ctx, q);
            });
  table.add(Method::kGet, "/user/posts/sent", member(kModule).with_read_only(),
            [d](const http::Request& req, RequestContext& ctx) {
              PageQuery q{PageKind::kSent};
              q.person = require_query_int(req, "user_id");
              return page_of(d, req, ctx, q);
            });

  table.add(Method::kPatch, "/post/message/{post_id}", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req, "post_id");
              const auto body = parse_object(req);
              const auto message = opt_string(body, "message");
              if (!message) throw invalid_input("message", "El mensaje es requerido.");
              d.service.edit_message(ctx.org_id(), ctx.who().user_id, id, *message);
              return ok(post_json(d, ctx, id));
            });
  table.add(Method::kPatch, "/post/filed/{post_id}", admin(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req, "post_id");
              const auto body = req.body.empty() ? json::object{} : parse_object(req);
              d.service.file(ctx.org_id(), ctx.who().user_id, id,
                             opt_bool(body, "filed").value_or(true));
              return ok(post_json(d, ctx, id));
            });

  table.add(
      Method::kPost, "/like", member(kModule), [d](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        const auto id = opt_int(body, "post_id");
        if (!id) throw invalid_input("post_id", "Indica la publicación.");
        const auto [liked, count] = d.service.toggle_like(ctx.org_id(), ctx.who().user_id, *id);
        return ok({{"liked", liked}, {"likes_count", count}});
      });
  table.add(Method::kGet, "/likes", member(kModule).with_read_only(),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto ids = d.service.likers(ctx.org_id(), require_query_int(req, "post_id"));
              const auto people = d.users.people(ctx.org_id(), ids);
              json::array out;
              for (const auto id : ids) {
                if (const auto p = people.find(id); p != people.end()) {
                  out.push_back(users::person_json(p->second));
                }
              }
              return ok(std::move(out));
            });
  const auto emoji_list = [] {
    json::array out;
    for (const char* e : kReactionEmojis) out.emplace_back(e);
    return out;
  };
  table.add(Method::kGet, "/reactions", member(kModule).with_read_only(),
            [d, emoji_list](const http::Request& req, RequestContext& ctx) {
              const auto reactions = d.service.reactions(
                  ctx.org_id(), require_query_int(req, "post_id"), ctx.who().user_id);
              return ok({{"emojis", emoji_list()}, {"reactions", reactions_json(reactions)}});
            });
  table.add(Method::kPost, "/reactions", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto id = opt_int(body, "post_id");
              if (!id) throw invalid_input("post_id", "Indica la publicación.");
              d.service.toggle_reaction(ctx.org_id(), ctx.who().user_id, *id,
                                        opt_string(body, "emoji").value_or(""));
              return ok({{"reactions", reactions_json(d.service.reactions(ctx.org_id(), *id,
                                                                          ctx.who().user_id))}});
            });

  table.add(Method::kGet, "/comments", member(kModule).with_read_only(),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto comments =
                  d.service.comments(ctx.org_id(), require_query_int(req, "post_id"));
              return ok(comment_tree(d, ctx, comments));
            });
  table.add(Method::kPost, "/comment", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto post = opt_int(body, "post_id");
              if (!post) throw invalid_input("post_id", "Indica la publicación.");
              const auto c =
                  d.service.add_comment(ctx.org_id(), ctx.who().user_id, *post, std::nullopt,
                                        opt_string(body, "body").value_or(""));
              return ok(one_comment(d, ctx, c), 201);
            });
  table.add(Method::kPost, "/subcomment", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto parent = opt_int(body, "comment_id");
              if (!parent) throw invalid_input("comment_id", "Indica el comentario.");
              const auto c = d.service.add_comment(ctx.org_id(), ctx.who().user_id, 0, *parent,
                                                   opt_string(body, "body").value_or(""));
              return ok(one_comment(d, ctx, c), 201);
            });
  const auto edit = [d](const http::Request& req, RequestContext& ctx, bool reply) {
    const auto body = parse_object(req);
    const auto id = opt_int(body, "id");
    if (!id) throw invalid_input("id", "Indica el comentario.");
    return ok(one_comment(d, ctx,
                          d.service.edit_comment(ctx.org_id(), ctx.who(), *id,
                                                 opt_string(body, "body").value_or(""), reply)));
  };
  table.add(
      Method::kPost, "/comment/edit", member(kModule),
      [edit](const http::Request& req, RequestContext& ctx) { return edit(req, ctx, false); });
  table.add(Method::kPatch, "/subcomment/edit", member(kModule),
            [edit](const http::Request& req, RequestContext& ctx) { return edit(req, ctx, true); });
  table.add(Method::kDelete, "/comment/{id}", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              d.service.delete_comment(ctx.org_id(), ctx.who(), id, false);
              return ok({{"id", id}});
            });
  table.add(Method::kDelete, "/subcomment/{id}", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              d.service.delete_comment(ctx.org_id(), ctx.who(), id, true);
              return ok({{"id", id}});
            });

  table.add(Method::kPost, "/boost", member(kModule).with_idempotency(),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto id = opt_int(body, "post_id");
              const auto amount = opt_int(body, "amount");
              if (!id) throw invalid_input("post_id", "Indica la publicación.");
              if (!amount) throw invalid_input("amount", "Indica cuántos puntos añades.");
              const auto out = d.service.boost(ctx.org_id(), ctx.who().user_id, *id, *amount);
              return ok({{"post", post_json(d, ctx, *id)}, {"give_balance", out.give_balance}});
            });
}
}  // namespace

void register_routes(RouteTable& table, const PostReader& reader, const FeedService& service,
                     const users::UserService& users) {
  add_feed_routes(table, Deps{reader, service, users});
}

}  // namespace aplauso::feed
