#include "modules/recognition/recognition_routes.h"

#include <soci/soci.h>

#include <boost/json/array.hpp>
#include <set>

#include "app/envelope.h"
#include "app/idempotency.h"
#include "app/json_input.h"
#include "modules/feed/post_reader.h"
#include "modules/points/points_json.h"
#include "modules/recognition/group_repo.h"
#include "modules/recognition/recognition_json.h"
#include "modules/users/user_json.h"

namespace aplauso::recognition {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "recognitions";

RoutePolicy member_or_key() {
  return {Access::kUserOrKey, Role::kEmployee, kModule, false};
}
RoutePolicy admin_or_key() {
  return {Access::kUserOrKey, Role::kAdmin, kModule, false};
}

feed::Viewer viewer_of(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role};
}

template <class T>
json::array list_json(const std::vector<T>& items) {
  json::array out;
  for (const auto& i : items) out.push_back(to_json(i));
  return out;
}

json::object group_json(soci::session& s, std::int64_t org_id, const Group& g) {
  const json::object people = users::people_by_id(s, org_id, g.member_ids);
  json::array members;
  for (std::int64_t id : g.member_ids) {
    if (const auto* p = people.if_contains(std::to_string(id))) members.push_back(*p);
  }
  return {{"id", g.id}, {"name", g.name}, {"members", std::move(members)}};
}

std::vector<std::int64_t> checked_members(soci::session& s, std::int64_t org_id,
                                          const std::vector<std::int64_t>& ids) {
  const std::set<std::int64_t> unique(ids.begin(), ids.end());
  const users::UserRepo users;
  const auto active = users.active_ids(s, org_id, {unique.begin(), unique.end()});
  if (active.size() != unique.size()) {
    throw rule_broken("user_not_found", "Algunas personas no existen o no están activas.",
                      {{"member_ids", "Personas no válidas."}});
  }
  return active;
}
}  // namespace

void register_routes(RouteTable& table, const RecognitionDeps& d) {
  const CatalogService& catalog = d.catalog;

  // --- Types ----------------------------------------------------------------------------------
  table.add(Method::kGet, "/recognition_type", member(kModule),
            [&catalog](const http::Request&, RequestContext& ctx) {
              return ok(list_json(catalog.sendable_types(ctx.org_id(), ctx.who().role)));
            });
  table.add(Method::kGet, "/recognition_type/all", admin(kModule),
            [&catalog](const http::Request&, RequestContext& ctx) {
              return ok(list_json(catalog.all_types(ctx.org_id())));
            });
  table.add(Method::kPost, "/recognition_type", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              return ok(to_json(catalog.save_type(ctx.org_id(), std::nullopt,
                                                  parse_type_patch(parse_object(req)))),
                        201);
            });
  table.add(Method::kPatch, "/recognition_type/{id}", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              return ok(to_json(catalog.save_type(ctx.org_id(), path_id(req),
                                                  parse_type_patch(parse_object(req)))));
            });
  table.add(Method::kPost, "/recognition_type/activate", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto id = opt_int(body, "id");
              const auto active = opt_bool(body, "active");
              if (!id) throw invalid_input("id", "Indica el tipo de reconocimiento.");
              if (!active) throw invalid_input("active", "Indica si queda activo o no.");
              TypePatch p;
              p.active = active;
              return ok(to_json(catalog.save_type(ctx.org_id(), *id, p)));
            });
  table.add(Method::kPatch, "/recognition_type/roles", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto id = opt_int(body, "id");
              if (!id) throw invalid_input("id", "Indica el tipo de reconocimiento.");
              if (!body.contains("roles")) throw invalid_input("roles", "Indica los roles.");
              TypePatch p = parse_type_patch(json::object{{"roles", body.at("roles")}});
              return ok(to_json(catalog.save_type(ctx.org_id(), *id, p)));
            });
  table.add(Method::kDelete, "/org/recognition_type/{id}", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              catalog.archive_type(ctx.org_id(), id);
              return ok({{"id", id}});
            });

  // --- Super and sub types ---------------------------------------------------------------------
  table.add(Method::kGet, "/super_recognition_type", member(kModule),
            [&catalog](const http::Request&, RequestContext& ctx) {
              return ok(list_json(catalog.super_types(ctx.org_id())));
            });
  const auto save_super = [&catalog](const http::Request& req, RequestContext& ctx,
                                     std::optional<std::int64_t> id) {
    const auto body = parse_object(req);
    return to_json(catalog.save_super_type(ctx.org_id(), id, opt_string(body, "name"),
                                           nullable_string(body, "description"),
                                           opt_int(body, "position"), opt_bool(body, "active")));
  };
  table.add(Method::kPost, "/super_recognition_type", admin(kModule),
            [save_super](const http::Request& req, RequestContext& ctx) {
              return ok(save_super(req, ctx, std::nullopt), 201);
            });
  table.add(Method::kPatch, "/super_recognition_type/{id}", admin(kModule),
            [save_super](const http::Request& req, RequestContext& ctx) {
              return ok(save_super(req, ctx, path_id(req)));
            });
  table.add(Method::kDelete, "/super_recognition_type/{id}", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              catalog.delete_super_type(ctx.org_id(), id);
              return ok({{"id", id}});
            });
  table.add(Method::kPost, "/sub_recognition_type", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto type_id = opt_int(body, "type_id");
              if (!type_id) throw invalid_input("type_id", "Indica el tipo de reconocimiento.");
              return ok(to_json(catalog.create_sub_type(ctx.org_id(), *type_id,
                                                        opt_string(body, "name").value_or(""),
                                                        opt_string(body, "description"))),
                        201);
            });
  table.add(Method::kPatch, "/sub_recognition_type/{id}", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(to_json(catalog.update_sub_type(
                  ctx.org_id(), path_id(req), opt_string(body, "name"),
                  nullable_string(body, "description"), opt_bool(body, "active"))));
            });
  table.add(Method::kDelete, "/sub_recognition_type/{id}", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              catalog.archive_sub_type(ctx.org_id(), id);
              return ok({{"id", id}});
            });

  // --- Corporate values ------------------------------------------------------------------------
  table.add(Method::kGet, "/values", member(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              const bool all = query_bool(req, "all").value_or(false);
              if (all && ctx.who().role != Role::kAdmin) throw forbidden();
              return ok(list_json(catalog.values(ctx.org_id(), all)));
            });
  const auto save_value = [&catalog](const http::Request& req, RequestContext& ctx,
                                     std::optional<std::int64_t> id) {
    const auto body = parse_object(req);
    return to_json(catalog.save_value(
        ctx.org_id(), id, opt_string(body, "name"), nullable_string(body, "description"),
        nullable_string(body, "emoji"), opt_int(body, "position"), opt_bool(body, "active")));
  };
  table.add(Method::kPost, "/values", admin(kModule),
            [save_value](const http::Request& req, RequestContext& ctx) {
              return ok(save_value(req, ctx, std::nullopt), 201);
            });
  table.add(Method::kPatch, "/values/{id}", admin(kModule),
            [save_value](const http::Request& req, RequestContext& ctx) {
              return ok(save_value(req, ctx, path_id(req)));
            });
  table.add(Method::kDelete, "/values/{id}", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              catalog.archive_value(ctx.org_id(), id);
              return ok({{"id", id}});
            });

  // --- Sending ---------------------------------------------------------------------------------
  const auto send = [d](const http::Request& req, RequestContext& ctx, SenderMode mode,
                        std::optional<std::int64_t> fixed_type) {
    SendRequest request = parse_send_request(parse_object(req));
    if (fixed_type) request.type_ids = {*fixed_type};
    return idempotent(req, ctx, d.db, ctx.now_ms, [&](soci::session& s) {
      const SendOutcome out = d.send.send(s, ctx.org_id(), ctx.who(), mode, request);
      const feed::PostReader reader(d.files, ctx.now_ms / 1000);
      auto post = reader.one(s, ctx.org_id(), viewer_of(ctx), out.post_id);
      return ok({{"post", post ? json::value(std::move(*post)) : json::value(nullptr)},
                 {"points_spent", out.points_spent},
                 {"give_balance", out.give_balance}},
                201);
    });
  };
  table.add(Method::kPost, "/send_feedback", member_or_key(),
            [send](const http::Request& req, RequestContext& ctx) {
              const bool key = ctx.who().api_key_id != 0;
              return send(req, ctx, key ? SenderMode::kOnBehalf : SenderMode::kCaller,
                          std::nullopt);
            });
  table.add(Method::kPost, "/org/send/recognition/{id}", admin_or_key(),
            [send](const http::Request& req, RequestContext& ctx) {
              return send(req, ctx, SenderMode::kOnBehalf, path_id(req));
            });

  // --- Admin views -----------------------------------------------------------------------------
  table.add(Method::kGet, "/org/get_recognition_by_id", admin(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto id = require_query_int(req, "id");
              return d.db.run([&](soci::session& s) {
                const feed::PostReader reader(d.files, ctx.now_ms / 1000);
                auto post = reader.one(s, ctx.org_id(), viewer_of(ctx), id);
                if (!post) throw not_found("El reconocimiento no existe.");
                const points::LedgerRepo ledger;
                const auto entries = ledger.by_reference(s, ctx.org_id(), "post", id);
                return ok({{"post", std::move(*post)},
                           {"entries", points::history_json(s, ctx.org_id(), entries)}});
              });
            });
  table.add(Method::kGet, "/org/recognition", admin(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              PageMeta page = read_page(req);
              feed::PostFilter f;
              f.filed = query_bool(req, "filed");
              f.type_id = query_int(req, "type_id");
              f.involving_id = query_int(req, "user_id");
              f.from_ms = query_int(req, "from");
              f.to_ms = query_int(req, "to");
              f.kind = "recognition";
              return d.db.run([&](soci::session& s) {
                const feed::PostReader reader(d.files, ctx.now_ms / 1000);
                bool more = false;
                const auto ids = reader.page_ids(s, ctx.org_id(), f, page.per_page,
                                                 (page.page - 1) * page.per_page, &more);
                page.total = reader.count(s, ctx.org_id(), f);
                page.has_more = more;
                return ok_page(reader.render(s, ctx.org_id(), viewer_of(ctx), ids), page);
              });
            });
  table.add(
      Method::kPatch, "/org/recognition/{id}", admin(kModule),
      [d](const http::Request& req, RequestContext& ctx) {
        const auto id = path_id(req);
        const auto body = parse_object(req);
        const auto message = opt_string(body, "message");
        const auto filed = opt_bool(body, "filed");
        const bool has_values = body.contains("values");
        const auto values = opt_int_list(body, "values", 20);
        return d.db.transact([&](soci::session& s) {
          const long long org = ctx.org_id(), pid = id, now = ctx.now_ms, actor = ctx.who().user_id;
          long long found = 0;
          s << "SELECT COUNT(*) FROM posts WHERE org_id = :org AND id = :id AND kind = "
               "'recognition'",
              soci::use(org, "org"), soci::use(pid, "id"), soci::into(found);
          if (found == 0) throw not_found("El reconocimiento no existe.");
          if (message) {
            const std::string text = checked_message(*message);
            s << "UPDATE posts SET message = :m, edited_at = :now WHERE org_id = :org AND id = :id",
                soci::use(text, "m"), soci::use(now, "now"), soci::use(org, "org"),
                soci::use(pid, "id");
          }
          if (filed) {
            const int f = *filed ? 1 : 0;
            s << "UPDATE posts SET filed = :f, filed_at = :now, filed_by = :actor WHERE "
                 "org_id = :org AND id = :id",
                soci::use(f, "f"), soci::use(now, "now"), soci::use(actor, "actor"),
                soci::use(org, "org"), soci::use(pid, "id");
          }
          if (has_values) {
            const CatalogRepo repo;
            for (std::int64_t v : values) {
              const auto value = repo.value(s, ctx.org_id(), v);
              if (!value || !value->active) {
                throw rule_broken("value_not_found", "Uno de los valores no existe.",
                                  {{"values", "Valor no válido."}});
              }
            }
            s << "DELETE FROM post_values WHERE post_id = :id", soci::use(pid, "id");
            for (std::int64_t v : std::set<std::int64_t>(values.begin(), values.end())) {
              const long long vid = v;
              s << "INSERT INTO post_values (post_id, value_id) VALUES (:id, :v)",
                  soci::use(pid, "id"), soci::use(vid, "v");
            }
          }
          const feed::PostReader reader(d.files, ctx.now_ms / 1000);
          return ok(*reader.one(s, ctx.org_id(), viewer_of(ctx), id));
        });
      });

  // --- Recognition groups ----------------------------------------------------------------------
  table.add(Method::kGet, "/recognition/groups", member(kModule),
            [d](const http::Request&, RequestContext& ctx) {
              return d.db.run([&](soci::session& s) {
                const GroupRepo groups;
                json::array out;
                for (const auto& g : groups.list(s, ctx.org_id(), ctx.who().user_id)) {
                  out.push_back(group_json(s, ctx.org_id(), g));
                }
                return ok(std::move(out));
              });
            });
  table.add(Method::kPost, "/recognition/group", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const std::string name = checked_name(opt_string(body, "name").value_or(""));
              const auto ids = opt_int_list(body, "member_ids", 100);
              if (ids.empty()) throw invalid_input("member_ids", "Añade al menos una persona.");
              return d.db.transact([&](soci::session& s) {
                const GroupRepo groups;
                const auto members = checked_members(s, ctx.org_id(), ids);
                const auto id = groups.insert(s, ctx.org_id(), ctx.who().user_id, name, ctx.now_ms);
                groups.set_members(s, id, members);
                return ok(group_json(s, ctx.org_id(),
                                     *groups.find(s, ctx.org_id(), ctx.who().user_id, id)),
                          201);
              });
            });
  table.add(Method::kGet, "/recognition/group/{id}", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              return d.db.run([&](soci::session& s) {
                const GroupRepo groups;
                const auto g = groups.find(s, ctx.org_id(), ctx.who().user_id, path_id(req));
                if (!g) throw not_found("El grupo no existe.");
                return ok(group_json(s, ctx.org_id(), *g));
              });
            });
  table.add(Method::kPatch, "/recognition/group/{id}", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto name = opt_string(body, "name");
              const bool has_members = body.contains("member_ids");
              const auto ids = opt_int_list(body, "member_ids", 100);
              return d.db.transact([&](soci::session& s) {
                const GroupRepo groups;
                const auto id = path_id(req);
                if (!groups.find(s, ctx.org_id(), ctx.who().user_id, id)) {
                  throw not_found("El grupo no existe.");
                }
                if (name) groups.rename(s, id, checked_name(*name), ctx.now_ms);
                if (has_members) {
                  if (ids.empty()) throw invalid_input("member_ids", "Añade al menos una persona.");
                  groups.set_members(s, id, checked_members(s, ctx.org_id(), ids));
                }
                return ok(group_json(s, ctx.org_id(),
                                     *groups.find(s, ctx.org_id(), ctx.who().user_id, id)));
              });
            });
  table.add(Method::kDelete, "/recognition/group/{id}", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              return d.db.transact([&](soci::session& s) {
                const GroupRepo groups;
                const auto id = path_id(req);
                if (!groups.find(s, ctx.org_id(), ctx.who().user_id, id)) {
                  throw not_found("El grupo no existe.");
                }
                groups.remove(s, id);
                return ok({{"id", id}});
              });
            });
}

}  // namespace aplauso::recognition
