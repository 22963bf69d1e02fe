// HTTP routes of the custom pages module: the published pages a member may read (the menu and
// one page) and the admins' pages, their versions and previews. Rich text leaves only as the
// service's sanitiser wrote it, and passes it once more on the way out (api/modules/
// custom_pages.yaml).
#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include <map>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/html_sanitizer.h"
#include "modules/custom_pages/custom_pages_blocks.h"
#include "modules/custom_pages/custom_pages_routes.h"
#include "modules/custom_pages/custom_pages_service.h"
#include "modules/structure/audience_json.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"
#include "storage/file_store.h"

namespace aplauso::custom_pages {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "custom_pages";

json::value opt(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}
json::value opt(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
/// Kept HTML, sanitised again on the way out: nothing but the allowlist ever leaves.
json::value html_out(const std::optional<std::string>& s) {
  return s ? json::value(html::sanitize(*s)) : json::value(nullptr);
}

Reader reader_of(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role, ctx.org().module_on("forms"),
          ctx.org().module_on("files_repository")};
}

json::value image_url(const Block& b, const storage::FileStore& store, const RequestContext& ctx) {
  if (b.image_key.empty()) return nullptr;
  return json::value(store.read_url(b.image_key, ctx.now_ms / 1000, 3600));
}

json::value file_json(const ShownBlock& s) {
  if (!s.file) return nullptr;
  return json::object{{"id", s.file->id},
                      {"name", s.file->name},
                      {"content_type", s.file->content_type},
                      {"size", s.file->size}};
}

/// A block as readers get it: only what it shows.
json::object shown_json(const ShownBlock& s, const storage::FileStore& store,
                        const RequestContext& ctx) {
  const Block& b = s.block;
  json::object o{{"type", b.type}};
  if (b.type == "text") {
    o["html"] = html::sanitize(b.html);
    o["html_en"] = html_out(b.html_en);
  } else if (b.type == "image") {
    o["image_url"] = image_url(b, store, ctx);
    o["alt"] = b.alt;
    o["alt_en"] = opt(b.alt_en);
  } else if (b.type == "button") {
    o["label"] = b.label;
    o["label_en"] = opt(b.label_en);
    o["url"] = html::safe_link(b.url) ? json::value(b.url) : json::value("/");
  } else if (b.type == "form") {
    o["form_id"] = b.form_id;
  } else if (b.type == "file") {
    o["file"] = file_json(s);
  }
  return o;
}

/// A block as the editor gets it: what is kept, whether readers see it, its picture and file.
json::object admin_block_json(const ShownBlock& s, const storage::FileStore& store,
                              const RequestContext& ctx) {
  json::array one = blocks_json({s.block});
  json::object o = std::move(one.front().as_object());
  if (s.block.type == "text") {
    o["html"] = html::sanitize(s.block.html);
    o["html_en"] = html_out(s.block.html_en);
  }
  if (s.block.type == "image") o["image_url"] = image_url(s.block, store, ctx);
  if (s.block.type == "file") o["file"] = file_json(s);
  o["available"] = s.available;
  return o;
}

json::object menu_json(const PageRow& p) {
  return {{"id", p.id},
          {"slug", opt(p.slug)},
          {"title", p.title},
          {"title_en", opt(p.title_en)},
          {"icon", opt(p.icon)},
          {"in_menu", p.in_menu},
          {"menu_order", p.menu_order}};
}

json::object page_json(const PageView& v, const storage::FileStore& store,
                       const RequestContext& ctx) {
  json::object o = menu_json(v.page);
  json::array blocks;
  for (const auto& s : v.blocks) {
    if (s.available) blocks.push_back(shown_json(s, store, ctx));
  }
  o["blocks"] = std::move(blocks);
  o["updated_at"] = v.page.updated_at;
  return o;
}

json::object audience_json(const PageAudience& a) {
  json::object o = structure::audience_json(a.base);
  o["people"] = json::array(a.people.begin(), a.people.end());
  return o;
}

json::object summary_json(const PageRow& p) {
  json::object o = menu_json(p);
  o["status"] = p.status;
  o["audience"] = audience_json(p.audience);
  o["version"] = p.version;
  o["created_at"] = p.created_at;
  o["updated_at"] = p.updated_at;
  o["published_at"] = opt(p.published_at);
  return o;
}

json::object admin_json(const PageView& v, const users::UserService& users,
                        const storage::FileStore& store, const RequestContext& ctx) {
  json::object o = summary_json(v.page);
  json::array listed;
  for (const auto& [id, person] : users.people(ctx.org_id(), v.page.audience.people)) {
    listed.push_back(users::person_json(person));
  }
  o["audience_people"] = std::move(listed);
  json::array blocks;
  for (const auto& s : v.blocks) blocks.push_back(admin_block_json(s, store, ctx));
  o["blocks"] = std::move(blocks);
  return o;
}

PageAudience audience_of(const json::object& body) {
  PageAudience a;
  a.base = structure::audience_of(body);
  if (const auto* v = body.if_contains("audience"); v != nullptr && v->is_object()) {
    a.people = opt_int_list(v->as_object(), "people", 1000);
  }
  return a;
}

std::vector<Block> blocks_in(const json::object& body) {
  const auto* v = body.if_contains("blocks");
  return v == nullptr ? std::vector<Block>{} : blocks_of(*v);
}

PageFields fields_of(const json::object& body) {
  PageFields f;
  f.title = opt_string(body, "title").value_or("");
  f.title_en = nullable_string(body, "title_en").value_or(std::nullopt);
  f.slug = nullable_string(body, "slug").value_or(std::nullopt);
  f.status = opt_string(body, "status").value_or("draft");
  f.audience = audience_of(body);
  f.in_menu = opt_bool(body, "in_menu").value_or(false);
  f.menu_order = opt_int(body, "menu_order").value_or(0);
  f.icon = nullable_string(body, "icon").value_or(std::nullopt);
  f.blocks = blocks_in(body);
  return f;
}

PageEdit edit_of(const json::object& body) {
  PageEdit e;
  e.title = opt_string(body, "title");
  e.title_en = nullable_string(body, "title_en");
  e.slug = nullable_string(body, "slug");
  e.status = opt_string(body, "status");
  if (body.contains("audience")) e.audience = audience_of(body);
  e.in_menu = opt_bool(body, "in_menu");
  e.menu_order = opt_int(body, "menu_order");
  e.icon = nullable_string(body, "icon");
  if (body.contains("blocks")) e.blocks = blocks_in(body);
  return e;
}

json::object version_json(const VersionRow& v, const std::map<std::int64_t, users::Person>& who) {
  json::value by = nullptr;
  if (v.changed_by) {
    if (const auto it = who.find(*v.changed_by); it != who.end()) {
      by = users::person_json(it->second);
    }
  }
  return {{"version", v.version},
          {"action", v.action},
          {"title", v.title},
          {"status", v.status},
          {"restored_from", opt(v.restored_from)},
          {"changed_at", v.changed_at},
          {"changed_by", std::move(by)}};
}
}  // namespace

void register_routes(RouteTable& table, const CustomPagesService& service,
                     const users::UserService& users, const storage::FileStore& store) {
  table.add(Method::kGet, "/pages", member(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& p : service.menu(ctx.org_id(), ctx.who().user_id)) {
                items.push_back(menu_json(p));
              }
              return ok(std::move(items));
            });
  table.add(Method::kGet, "/pages/{page_id}", member(kModule).with_read_only(),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const auto view =
                  service.read(ctx.org_id(), reader_of(ctx), std::string(req.param("page_id")));
              return ok(page_json(view, store, ctx));
            });

  table.add(Method::kGet, "/org/pages", admin(kModule),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& p : service.admin_list(ctx.org_id())) {
                items.push_back(summary_json(p));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/pages", admin(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto view =
                  service.create(ctx.org_id(), reader_of(ctx), fields_of(parse_object(req)));
              return ok(admin_json(view, users, store, ctx), 201);
            });
  table.add(Method::kPost, "/org/pages/preview", admin(kModule),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto view = service.preview(ctx.org_id(), reader_of(ctx), fields_of(body),
                                                opt_int(body, "page_id"));
              return ok(page_json(view, store, ctx));
            });
  table.add(Method::kGet, "/org/pages/{id}", admin(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto view = service.admin_get(ctx.org_id(), reader_of(ctx), path_id(req));
              return ok(admin_json(view, users, store, ctx));
            });
  table.add(Method::kPatch, "/org/pages/{id}", admin(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto view = service.update(ctx.org_id(), reader_of(ctx), path_id(req),
                                               edit_of(parse_object(req)));
              return ok(admin_json(view, users, store, ctx));
            });
  table.add(Method::kGet, "/org/pages/{id}/preview", admin(kModule),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const auto view = service.admin_get(ctx.org_id(), reader_of(ctx), path_id(req));
              return ok(page_json(view, store, ctx));
            });
  table.add(Method::kGet, "/org/pages/{id}/versions", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const auto versions = service.versions(ctx.org_id(), path_id(req));
              std::vector<std::int64_t> ids;
              for (const auto& v : versions) {
                if (v.changed_by) ids.push_back(*v.changed_by);
              }
              const auto who = users.people(ctx.org_id(), ids);
              json::array items;
              for (const auto& v : versions) items.push_back(version_json(v, who));
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/pages/{id}/versions/{version}/restore", admin(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto view = service.restore(ctx.org_id(), reader_of(ctx), path_id(req),
                                                path_id(req, "version"));
              return ok(admin_json(view, users, store, ctx));
            });
}

}  // namespace aplauso::custom_pages
