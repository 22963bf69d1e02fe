// HTTP routes of the users module: the member's own account, people search, deletion requests
// and photos (users_module.cpp installs them).
#include <boost/json/array.hpp>

#include <charconv>

#include "api/json_input.h"
#include "api/multipart.h"
#include "api/routes.h"
#include "modules/users/photo_service.h"
#include "modules/users/user_json.h"
#include "modules/users/user_routes.h"
#include "modules/users/user_service.h"

namespace aplauso::users {

using http::Method;

void register_routes(RouteTable& table, const UserService& service) {
  table.add(Method::kGet, "/user", member(), [&service](const http::Request&, RequestContext& ctx) {
    return ok(to_json(service.me(ctx.org_id(), ctx.who().user_id)));
  });

  table.add(Method::kPost, "/user/search", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = req.body.empty() ? boost::json::object{} : parse_object(req);
              PageMeta page = checked_page(opt_int(body, "page"), opt_int(body, "perPage"));
              SearchQuery q;
              q.text = opt_string(body, "query").value_or("");
              q.department_id = opt_int(body, "department_id");
              if (opt_bool(body, "exclude_self").value_or(false)) q.exclude_id = ctx.who().user_id;
              q.limit = page.per_page;
              q.offset = (page.page - 1) * page.per_page;
              std::int64_t total = 0;
              boost::json::array items;
              for (const auto& u : service.search(ctx.org_id(), q, &total)) {
                items.push_back(person_json(u));
              }
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              return ok_page(std::move(items), page);
            });

  const auto update_account = [&service](const http::Request& req, RequestContext& ctx) {
    const auto body = parse_object(req);
    AccountUpdate update;
    update.first_name = nullable_string(body, "first_name");
    update.last_name = nullable_string(body, "last_name");
    update.job_position = nullable_string(body, "job_position");
    update.phone = nullable_string(body, "phone");
    update.birthday = nullable_string(body, "birthday");
    update.language = opt_string(body, "language");
    return ok(to_json(service.update_account(ctx.org_id(), ctx.who().user_id, update)));
  };
  table.add(Method::kPatch, "/user/account/update", member(), update_account);
  table.add(Method::kPost, "/user/update", member(), update_account);

  // The member's choice about page-view analytics (ADR 0085).
  table.add(Method::kGet, "/user/analytics", member(),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok({{"opt_out", service.analytics_opt_out(ctx.org_id(), ctx.who().user_id)}});
            });
  table.add(Method::kPut, "/user/analytics", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto opt_out = opt_bool(parse_object(req), "opt_out");
              if (!opt_out) throw invalid_input("opt_out", "Indica true o false.");
              return ok({{"opt_out", service.set_analytics_opt_out(ctx.org_id(), ctx.who().user_id,
                                                                   *opt_out)}});
            });

  table.add(Method::kGet, "/user/request-delete", member(),
            [&service](const http::Request&, RequestContext& ctx) {
              const auto request = service.deletion_request(ctx.org_id(), ctx.who().user_id);
              return ok({{"request", request ? boost::json::value(deletion_request_json(*request))
                                             : boost::json::value(nullptr)}});
            });
  table.add(Method::kPost, "/user/request-delete", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = req.body.empty() ? boost::json::object{} : parse_object(req);
              return ok(deletion_request_json(service.request_deletion(
                  ctx.org_id(), ctx.who().user_id, opt_string(body, "reason"))));
            });
  table.add(Method::kGet, "/org/deletion_requests", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              PageMeta page = read_page(req);
              std::int64_t total = 0;
              boost::json::array items;
              for (const auto& r : service.deletion_queue(
                       ctx.org_id(), page.per_page, (page.page - 1) * page.per_page, &total)) {
                items.push_back(deletion_request_json(r));
              }
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              return ok_page(std::move(items), page);
            });
}

namespace {
// The uploaded image of a multipart form: the part `file` (or the only part with a file name).
std::string uploaded_image(const http::Request& req) {
  const auto parts = parse_multipart(req);
  const FormPart* part = find_part(parts, "file");
  if (part == nullptr) {
    for (const auto& p : parts) {
      if (p.filename) part = &p;
    }
  }
  if (part == nullptr) throw invalid_input("file", "La imagen es requerida.");
  return part->body;
}

http::Response webp(std::string bytes, const char* cache_control) {
  http::Response res;
  res.body = std::move(bytes);
  res.headers.set("Content-Type", "image/webp");
  res.headers.set("Cache-Control", cache_control);
  return res;
}
}  // namespace

void register_photo_routes(RouteTable& table, const PhotoService& photos) {
  const auto set_photo = [&photos](const http::Request& req, RequestContext& ctx) {
    return ok(to_json(
        photos.set(ctx.org_id(), ctx.who().user_id, PhotoKind::kProfile, uploaded_image(req))));
  };
  table.add(Method::kPut, "/user/profile-photo", member().with_large_body(), set_photo);
  table.add(Method::kPost, "/user/profile-image", member().with_large_body(), set_photo);
  table.add(
      Method::kDelete, "/user/profile_image", member(),
      [&photos](const http::Request&, RequestContext& ctx) {
        return ok(to_json(photos.remove(ctx.org_id(), ctx.who().user_id, PhotoKind::kProfile)));
      });
  table.add(Method::kPost, "/user/background-image", member().with_large_body(),
            [&photos](const http::Request& req, RequestContext& ctx) {
              return ok(to_json(photos.set(ctx.org_id(), ctx.who().user_id, PhotoKind::kBackground,
                                           uploaded_image(req))));
            });
  table.add(
      Method::kDelete, "/user/background-image", member(),
      [&photos](const http::Request&, RequestContext& ctx) {
        return ok(to_json(photos.remove(ctx.org_id(), ctx.who().user_id, PhotoKind::kBackground)));
      });
  table.add(Method::kPatch, "/user/birthday-image", member().with_large_body(),
            [&photos](const http::Request& req, RequestContext& ctx) {
              return ok(to_json(photos.set(ctx.org_id(), ctx.who().user_id, PhotoKind::kBirthday,
                                           uploaded_image(req))));
            });
  // The person's own, or anyone's for an admin (an unfitting birthday image).
  table.add(Method::kDelete, "/user/birthday-image/{id}", member(),
            [&photos](const http::Request& req, RequestContext& ctx) {
              const std::int64_t id = path_id(req);
              if (id != ctx.who().user_id && ctx.who().role != Role::kAdmin) throw forbidden();
              return ok(to_json(photos.remove(ctx.org_id(), id, PhotoKind::kBirthday)));
            });
  table.add(Method::kGet, "/user/profile-photo/downgrade/{id}", member(),
            [&photos](const http::Request& req, RequestContext& ctx) {
              const std::string_view raw = req.param("id");
              std::int64_t id = 0;
              const auto [ptr, ec] = std::from_chars(raw.data(), raw.data() + raw.size(), id);
              if (ec != std::errc() || ptr != raw.data() + raw.size() || id < 1) {
                throw invalid_input("id", "El id de la persona no es válido.");
              }
              auto bytes = photos.small(ctx.org_id(), id);
              if (!bytes) throw not_found("Esta persona no tiene foto.");
              return webp(std::move(*bytes), "private, max-age=1800");
            });
  // No token: an img element shows it. The name is unguessable and never reused.
  table.add(Method::kGet, "/photos/{name}", public_route(),
            [&photos](const http::Request& req, RequestContext& ctx) {
              auto bytes = photos.by_name(ctx.org_id(), req.param("name"));
              if (!bytes) throw not_found();
              return webp(std::move(*bytes), "public, max-age=31536000, immutable");
            });
}

}  // namespace aplauso::users
