// HTTP routes of recognition: the catalog (types, super and sub types, values), sending, the
// admin views of recognitions, and recognition groups (recognition_module.cpp installs them).
#include <boost/json/array.hpp>
#include <set>

#include "api/json_input.h"
#include "api/routes.h"
#include "modules/feed/feed_service.h"
#include "modules/feed/post_reader.h"
#include "modules/feed/post_writer.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_json.h"
#include "modules/points/points_service.h"
#include "modules/recognition/catalog_service.h"
#include "modules/recognition/group_service.h"
#include "modules/recognition/recognition_admin.h"
#include "modules/recognition/recognition_json.h"
#include "modules/recognition/recognition_routes.h"
#include "modules/recognition/send_service.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"

namespace aplauso::recognition {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "recognitions";

feed::Viewer viewer_of(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role};
}

template <class T>
json::array list_json(const std::vector<T>& items) {
  json::array out;
  for (const auto& i : items) out.push_back(to_json(i));
  return out;
}

struct Deps {
  const CatalogService& catalog;
  const SendService& send;
  const GroupService& groups;
  const RecognitionAdmin& admin;
  const feed::PostReader& reader;
  const users::UserService& users;
};

json::object group_json(const Deps& d, OrgId org, const Group& g) {
  const auto people = d.users.people(org, g.member_ids);
  json::array members;
  for (std::int64_t id : g.member_ids) {
    if (const auto p = people.find(id); p != people.end()) {
      members.push_back(users::person_json(p->second));
    }
  }
  return {{"id", g.id}, {"name", g.name}, {"members", std::move(members)}};
}

json::value post_json(const Deps& d, const RequestContext& ctx, std::int64_t id) {
  auto post = d.reader.one(ctx.org_id(), viewer_of(ctx), id, ctx.now_ms / 1000);
  return post ? json::value(std::move(*post)) : json::value(nullptr);
}

/// The admins' list order: ?sort=date|points&order=asc|desc (newest first by default); 400
/// otherwise.
feed::AdminSort admin_sort(const http::Request& req) {
  feed::AdminSort sort;
  if (const auto key = req.query_param("sort"); key && !key->empty()) {
    if (*key != "date" && *key != "points") {
      throw invalid_input("sort", "Ordena por date o points.");
    }
    sort.by_points = *key == "points";
  }
  sort.descending = query_descending(req).value_or(true);
  return sort;
}

void add_recognition_routes(RouteTable& table, const Deps& d) {
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
    return to_json(catalog.save_super_type(
        ctx.org_id(), id, opt_string(body, "name"), nullable_string(body, "description"),
        opt_int(body, "position"), opt_bool(body, "active"), english_patch(body)));
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
              return ok(to_json(catalog.create_sub_type(
                            ctx.org_id(), *type_id, opt_string(body, "name").value_or(""),
                            opt_string(body, "description"), english_patch(body))),
                        201);
            });
  table.add(
      Method::kPatch, "/sub_recognition_type/{id}", admin(kModule),
      [&catalog](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        return ok(to_json(catalog.update_sub_type(
            ctx.org_id(), path_id(req), opt_string(body, "name"),
            nullable_string(body, "description"), opt_bool(body, "active"), english_patch(body))));
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
        nullable_string(body, "emoji"), opt_int(body, "position"), opt_bool(body, "active"),
        english_patch(body), parse_value_extras(body)));
  };
  // VAL-2: members read the mode (the send dialog follows it), admins change it.
  table.add(Method::kGet, "/values/settings", member(kModule),
            [&catalog](const http::Request&, RequestContext& ctx) {
              return ok({{"values_in_recognition", catalog.values_mode(ctx.org_id())}});
            });
  table.add(Method::kPut, "/values/settings", admin(kModule),
            [&catalog](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto mode = opt_string(body, "values_in_recognition");
              if (!mode) {
                throw invalid_input("values_in_recognition", "Indica el modo de los valores.");
              }
              return ok({{"values_in_recognition", catalog.set_values_mode(ctx.org_id(), *mode)}});
            });
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
    SendOutcome out = d.send.send(ctx.org_id(), ctx.who(), mode, request);
    auto post =
        d.reader.written(ctx.org_id(), viewer_of(ctx), std::move(out.post), ctx.now_ms / 1000);
    return ok({{"post", post ? json::value(std::move(*post)) : json::value(nullptr)},
               {"points_spent", out.points_spent},
               {"give_balance", out.give_balance}},
              201);
  };
  table.add(Method::kPost, "/send_feedback",
            RoutePolicy{Access::kUserOrKey, Role::kEmployee, kModule}.with_idempotency(),
            [send](const http::Request& req, RequestContext& ctx) {
              const bool key = ctx.who().api_key_id != 0;
              return send(req, ctx, key ? SenderMode::kOnBehalf : SenderMode::kCaller,
                          std::nullopt);
            });
  table.add(Method::kPost, "/org/send/recognition/{id}", admin_or_key(kModule).with_idempotency(),
            [send](const http::Request& req, RequestContext& ctx) {
              return send(req, ctx, SenderMode::kOnBehalf, path_id(req));
            });

  // --- Admin views -----------------------------------------------------------------------------
  table.add(
      Method::kGet, "/org/get_recognition_by_id", admin(kModule),
      [d](const http::Request& req, RequestContext& ctx) {
        const auto id = require_query_int(req, "id");
        auto post = d.reader.one(ctx.org_id(), viewer_of(ctx), id, ctx.now_ms / 1000);
        if (!post) throw not_found("El reconocimiento no existe.");
        const auto entries = d.admin.entries(ctx.org_id(), id);
        const auto people = d.users.people(ctx.org_id(), points::counterparties(entries));
        return ok({{"post", std::move(*post)}, {"entries", points::history_json(entries, people)}});
      });
  table.add(Method::kGet, "/org/recognition", admin(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              PageMeta page = read_page(req);
              feed::AdminFilter f;
              f.sort = admin_sort(req);
              f.filed = query_bool(req, "filed");
              f.type_id = query_int(req, "type_id");
              f.involving_id = query_int(req, "user_id");
              f.from_ms = query_int(req, "from");
              f.to_ms = query_int(req, "to");
              std::int64_t total = 0;
              auto result =
                  d.reader.admin_page(ctx.org_id(), viewer_of(ctx), f, page.per_page,
                                      (page.page - 1) * page.per_page, &total, ctx.now_ms / 1000);
              page.total = total;
              page.has_more = result.has_more;
              return ok_page_json(std::move(result.items), page);
            });
  table.add(Method::kPatch, "/org/recognition/{id}", admin(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              const auto body = parse_object(req);
              RecognitionEdit edit;
              edit.message = opt_string(body, "message");
              edit.filed = opt_bool(body, "filed");
              if (body.contains("values")) edit.values = opt_int_list(body, "values", 20);
              d.admin.edit(ctx.org_id(), ctx.who().user_id, id, edit);
              return ok(post_json(d, ctx, id));
            });

  // --- Recognition groups ----------------------------------------------------------------------
  table.add(Method::kGet, "/recognition/groups", member(kModule),
            [d](const http::Request&, RequestContext& ctx) {
              json::array out;
              for (const auto& g : d.groups.list(ctx.org_id(), ctx.who().user_id)) {
                out.push_back(group_json(d, ctx.org_id(), g));
              }
              return ok(std::move(out));
            });
  table.add(Method::kPost, "/recognition/group", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto g = d.groups.create(ctx.org_id(), ctx.who().user_id,
                                             opt_string(body, "name").value_or(""),
                                             opt_int_list(body, "member_ids", 100));
              return ok(group_json(d, ctx.org_id(), g), 201);
            });
  table.add(Method::kGet, "/recognition/group/{id}", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              return ok(group_json(d, ctx.org_id(),
                                   d.groups.get(ctx.org_id(), ctx.who().user_id, path_id(req))));
            });
  table.add(Method::kPatch, "/recognition/group/{id}", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              std::optional<std::vector<std::int64_t>> members;
              if (body.contains("member_ids")) members = opt_int_list(body, "member_ids", 100);
              const auto g = d.groups.update(ctx.org_id(), ctx.who().user_id, path_id(req),
                                             opt_string(body, "name"), members);
              return ok(group_json(d, ctx.org_id(), g));
            });
  table.add(Method::kDelete, "/recognition/group/{id}", member(kModule),
            [d](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              d.groups.remove(ctx.org_id(), ctx.who().user_id, id);
              return ok({{"id", id}});
            });
}
}  // namespace

void register_routes(RouteTable& table, const CatalogService& catalog, const SendService& send,
                     const GroupService& groups, const RecognitionAdmin& admin,
                     const feed::PostReader& reader, const users::UserService& users) {
  add_recognition_routes(table, Deps{catalog, send, groups, admin, reader, users});
}

}  // namespace aplauso::recognition
