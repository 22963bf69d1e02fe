// HTTP routes of the files repository: browsing, uploading, versions, read confirmations and their
// report, personal folders and bulk upload (admins), certificates and their public check.
#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/multipart.h"
#include "api/routes.h"
#include "modules/files/files_routes.h"
#include "modules/files/files_service.h"
#include "modules/structure/audience_json.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"
#include "storage/file_store.h"

namespace aplauso::files {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "files_repository";

Viewer viewer_of(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role};
}

/// People named by the answer, read in one call.
class People {
 public:
  People(const users::UserService& users, OrgId org) : users_(users), org_(org) {}
  void want(std::int64_t id) { ids_.push_back(id); }
  void want(const std::optional<std::int64_t>& id) {
    if (id) ids_.push_back(*id);
  }
  void load() { people_ = users_.people(org_, ids_); }
  json::value get(const std::optional<std::int64_t>& id) const {
    if (!id) return nullptr;
    const auto it = people_.find(*id);
    if (it == people_.end()) return nullptr;
    return users::person_json(it->second);
  }

 private:
  const users::UserService& users_;
  OrgId org_;
  std::vector<std::int64_t> ids_;
  std::map<std::int64_t, users::Person> people_;
};

json::array ids_json(const std::vector<std::int64_t>& ids) {
  json::array out;
  for (auto id : ids) out.emplace_back(id);
  return out;
}

json::object audience_json(const FileAudience& a) {
  json::object o = structure::audience_json(a.base);
  o["people"] = ids_json(a.people);
  return o;
}

FileAudience audience_of(const json::object& body) {
  FileAudience a;
  a.base = structure::audience_of(body);
  if (const auto* v = body.if_contains("audience"); v != nullptr && v->is_object()) {
    a.people = opt_int_list(v->as_object(), "people", 500);
  }
  return a;
}

json::object folder_json(const Folder& f, const People& people) {
  return {{"id", f.id},
          {"name", f.name},
          {"description", f.description},
          {"kind", f.kind},
          {"parent_id", f.parent_id ? json::value(*f.parent_id) : json::value(nullptr)},
          {"files_count", f.files_count},
          {"folders_count", f.folders_count},
          {"updated_at", f.updated_at},
          {"retention_days", f.retention_days ? json::value(*f.retention_days) : json::value()},
          {"person", people.get(f.person_id)}};
}

json::array crumbs_json(const std::vector<Crumb>& path) {
  json::array out;
  for (const auto& c : path) out.push_back(json::object{{"id", c.id}, {"name", c.name}});
  return out;
}

json::object folder_view_json(const FolderView& v, const users::UserService& users, OrgId org) {
  People people(users, org);
  people.want(v.folder.person_id);
  for (const auto& f : v.children) people.want(f.person_id);
  for (auto id : v.owners) people.want(id);
  if (v.audience) {
    for (auto id : v.audience->people) people.want(id);
  }
  people.load();
  json::object o = folder_json(v.folder, people);
  o["path"] = crumbs_json(v.path);
  json::array children;
  for (const auto& f : v.children) children.push_back(folder_json(f, people));
  o["folders"] = std::move(children);
  o["can_manage"] = v.can_manage;
  o["can_upload"] = v.can_upload;
  o["employee_upload"] = v.folder.employee_upload;
  o["audience"] = v.audience ? json::value(audience_json(*v.audience)) : json::value(nullptr);
  json::array listed;
  json::array owners;
  if (v.audience) {
    for (auto id : v.audience->people) {
      if (auto p = people.get(id); !p.is_null()) listed.push_back(std::move(p));
    }
  }
  for (auto id : v.owners) {
    if (auto p = people.get(id); !p.is_null()) owners.push_back(std::move(p));
  }
  o["audience_people"] = std::move(listed);
  o["owners"] = std::move(owners);
  return o;
}

json::object file_json(const FileRow& f, const std::string& today) {
  json::array tags;
  for (const auto& t : f.tags) tags.emplace_back(t);
  return {{"id", f.id},
          {"folder_id", f.folder_id},
          {"folder_name", f.folder_name},
          {"name", f.name},
          {"tags", std::move(tags)},
          {"content_type", f.content_type},
          {"size", f.size},
          {"version_number", f.version_number},
          {"requires_ack", f.requires_ack},
          {"acknowledged", f.acknowledged},
          {"expires_on", f.expires_on ? json::value(*f.expires_on) : json::value(nullptr)},
          {"expired", f.expires_on && *f.expires_on < today},
          {"updated_at", f.updated_at}};
}

json::object ack_json(const Acknowledgement& a) {
  return {{"version_id", a.version_id},
          {"version_number", a.version_number},
          {"sha256", a.sha256},
          {"confirmed_at", a.confirmed_at}};
}

json::object file_view_json(const FileView& v, const users::UserService& users,
                            const storage::FileStore& store, const RequestContext& ctx) {
  People people(users, ctx.org_id());
  for (const auto& version : v.versions) people.want(version.uploaded_by);
  people.load();
  const std::int64_t now_s = ctx.now_ms / 1000;
  json::object o = file_json(v.file, utc_day(ctx.now_ms));
  o["description"] = v.file.description;
  o["created_at"] = v.file.created_at;
  o["path"] = crumbs_json(v.path);
  json::array versions;
  for (const auto& version : v.versions) {
    json::object j{{"id", version.id},
                   {"number", version.number},
                   {"content_type", version.content_type},
                   {"size", version.size},
                   {"sha256", version.sha256},
                   {"note", version.note},
                   {"uploaded_by", people.get(version.uploaded_by)},
                   {"created_at", version.created_at},
                   {"url", store.read_url(version.storage_key, now_s, 3600)}};
    if (version.id == v.file.version_id) o["current"] = j;
    versions.push_back(std::move(j));
  }
  o["versions"] = std::move(versions);
  o["my_acknowledgement"] = v.mine ? json::value(ack_json(*v.mine)) : json::value(nullptr);
  o["can_manage"] = v.can_manage;
  return o;
}

http::Response files_page(const FilePage& page, PageMeta meta, const RequestContext& ctx) {
  const std::string today = utc_day(ctx.now_ms);
  json::array items;
  for (const auto& f : page.items) items.push_back(file_json(f, today));
  meta.has_more = page.has_more;
  return ok_page(std::move(items), meta);
}

json::object certificate_json(const Certificate& c) {
  return {{"id", c.id},
          {"kind", c.kind},
          {"code", display_code(c.code)},
          {"language", c.language},
          {"issued_at", c.issued_at},
          {"verify_path", "/verify/" + display_code(c.code)}};
}

/// The text parts of an upload form.
FileInput file_input(const std::vector<FormPart>& parts) {
  const auto text = [&parts](std::string_view name) -> std::string {
    const FormPart* p = find_part(parts, name);
    return p == nullptr ? std::string() : p->body;
  };
  FileInput in;
  in.name = trim(text("name"));
  in.description = trim(text("description"));
  in.tags = split_tags(text("tags"));
  const std::string ack = trim(text("requires_ack"));
  if (!ack.empty() && ack != "true" && ack != "false") {
    throw invalid_input("requires_ack", "Indica true o false.");
  }
  in.requires_ack = ack == "true";
  if (const std::string expires = trim(text("expires_on")); !expires.empty()) {
    in.expires_on = expires;
  }
  return in;
}

Upload the_file(const std::vector<FormPart>& parts) {
  const FormPart* file = find_part(parts, "file");
  if (file == nullptr || !file->filename) {
    throw invalid_input("file", "Elige el archivo que quieres subir.");
  }
  return {*file->filename, file->body};
}

std::string verify_url(const http::Request& req, const Certificate& c) {
  std::string host(req.headers.get("Host"));
  return (host.empty() ? std::string() : "https://" + host) + "/verify/" + display_code(c.code);
}
}  // namespace

void register_routes(RouteTable& table, const FilesService& service,
                     const users::UserService& users, const storage::FileStore& store) {
  table.add(Method::kGet, "/repository", member(kModule).with_read_only(),
            [&service, &users](const http::Request&, RequestContext& ctx) {
              const Overview o = service.overview(ctx.org_id(), viewer_of(ctx));
              People people(users, ctx.org_id());
              if (o.personal) people.want(o.personal->person_id);
              people.load();
              json::array folders;
              for (const auto& f : o.folders) folders.push_back(folder_json(f, people));
              return ok(json::object{
                  {"folders", std::move(folders)},
                  {"personal",
                   o.personal ? json::value(folder_json(*o.personal, people)) : json::value()},
                  {"pending", o.pending},
                  {"can_create", o.can_create}});
            });

  // --- Folders --------------------------------------------------------------------------------
  table.add(Method::kPost, "/repository/folders", member(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              FolderInput in;
              in.name = opt_string(body, "name").value_or("");
              in.description = opt_string(body, "description").value_or("");
              if (const auto* p = body.if_contains("parent_id"); p != nullptr && !p->is_null()) {
                in.parent_id = opt_int(body, "parent_id");
              }
              if (body.contains("audience")) in.audience = audience_of(body);
              if (body.contains("owners")) in.owners = opt_int_list(body, "owners", 20);
              in.retention_days = opt_int(body, "retention_days");
              const auto view = service.create_folder(ctx.org_id(), viewer_of(ctx), in);
              return ok(folder_view_json(view, users, ctx.org_id()), 201);
            });
  table.add(Method::kGet, "/repository/folders/{id}", member(kModule).with_read_only(),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const auto view = service.folder(ctx.org_id(), viewer_of(ctx), path_id(req));
              return ok(folder_view_json(view, users, ctx.org_id()));
            });
  table.add(Method::kPatch, "/repository/folders/{id}", member(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              FolderEdit edit;
              edit.name = opt_string(body, "name");
              edit.description = opt_string(body, "description");
              if (body.contains("audience")) edit.audience = audience_of(body);
              if (body.contains("owners")) edit.owners = opt_int_list(body, "owners", 20);
              edit.employee_upload = opt_bool(body, "employee_upload");
              if (body.contains("retention_days")) {
                edit.retention_days = opt_int(body, "retention_days");  // null: no limit
              }
              const auto view =
                  service.update_folder(ctx.org_id(), viewer_of(ctx), path_id(req), edit);
              return ok(folder_view_json(view, users, ctx.org_id()));
            });
  table.add(Method::kDelete, "/repository/folders/{id}", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              service.delete_folder(ctx.org_id(), viewer_of(ctx), path_id(req));
              return ok(json::object{{"deleted", true}});
            });

  // --- Files ----------------------------------------------------------------------------------
  table.add(Method::kGet, "/repository/folders/{id}/files", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              const auto page = service.files(ctx.org_id(), viewer_of(ctx), path_id(req), meta.page,
                                              meta.per_page);
              return files_page(page, meta, ctx);
            });
  table.add(Method::kPost, "/repository/folders/{id}/files",
            member(kModule).with_large_body().with_outbound(),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto parts = parse_multipart(req);
              const auto view = service.upload(ctx.org_id(), viewer_of(ctx), path_id(req),
                                               the_file(parts), file_input(parts));
              return ok(file_view_json(view, users, store, ctx), 201);
            });
  table.add(Method::kGet, "/repository/search", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              const auto q = req.query_param("q");
              const auto tag = req.query_param("tag");
              const auto page = service.search(
                  ctx.org_id(), viewer_of(ctx), q ? std::optional<std::string>(*q) : std::nullopt,
                  tag ? std::optional<std::string>(*tag) : std::nullopt, meta.page, meta.per_page);
              return files_page(page, meta, ctx);
            });
  table.add(Method::kGet, "/repository/pending", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              const auto page =
                  service.pending(ctx.org_id(), viewer_of(ctx), meta.page, meta.per_page);
              return files_page(page, meta, ctx);
            });
  table.add(Method::kGet, "/repository/files/{id}", member(kModule).with_read_only(),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto view = service.file(ctx.org_id(), viewer_of(ctx), path_id(req));
              return ok(file_view_json(view, users, store, ctx));
            });
  table.add(Method::kPatch, "/repository/files/{id}", member(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              FileEdit edit;
              edit.name = opt_string(body, "name");
              edit.description = opt_string(body, "description");
              if (body.contains("tags")) edit.tags = opt_string_list(body, "tags", 10);
              edit.requires_ack = opt_bool(body, "requires_ack");
              edit.expires_on = nullable_string(body, "expires_on");
              const auto view =
                  service.update_file(ctx.org_id(), viewer_of(ctx), path_id(req), edit);
              return ok(file_view_json(view, users, store, ctx));
            });
  table.add(Method::kDelete, "/repository/files/{id}", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              service.delete_file(ctx.org_id(), viewer_of(ctx), path_id(req));
              return ok(json::object{{"deleted", true}});
            });
  table.add(Method::kPost, "/repository/files/{id}/versions",
            member(kModule).with_large_body().with_outbound(),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto parts = parse_multipart(req);
              const FormPart* note = find_part(parts, "note");
              const auto view =
                  service.add_version(ctx.org_id(), viewer_of(ctx), path_id(req), the_file(parts),
                                      note == nullptr ? std::string() : trim(note->body));
              return ok(file_view_json(view, users, store, ctx), 201);
            });

  // --- Read confirmations ---------------------------------------------------------------------
  table.add(Method::kPost, "/repository/files/{id}/acknowledgements", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto version = opt_int(body, "version_id");
              if (!version) throw invalid_input("version_id", "Indica la versión que leíste.");
              return ok(ack_json(service.acknowledge(ctx.org_id(), viewer_of(ctx), path_id(req),
                                                     *version)),
                        201);
            });
  table.add(Method::kGet, "/repository/files/{id}/acknowledgements",
            member(kModule).with_read_only(),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              const std::string status(req.query_param("status").value_or("all"));
              const auto report = service.report(ctx.org_id(), viewer_of(ctx), path_id(req), status,
                                                 meta.page, meta.per_page);
              People people(users, ctx.org_id());
              for (const auto& r : report.rows) people.want(r.user_id);
              people.load();
              json::array rows;
              for (const auto& r : report.rows) {
                rows.push_back(json::object{
                    {"person", people.get(r.user_id)},
                    {"status", r.confirmed ? "confirmed" : "pending"},
                    {"acknowledgement", r.ack ? json::value(ack_json(*r.ack)) : json::value()}});
              }
              PageMeta out = meta;
              out.has_more = report.has_more;
              return ok_page(json::object{{"version_number", report.version_number},
                                          {"audience", report.audience},
                                          {"confirmed", report.confirmed},
                                          {"pending", report.audience - report.confirmed},
                                          {"rows", std::move(rows)}},
                             out);
            });
  table.add(Method::kGet, "/repository/files/{id}/acknowledgements.csv", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              auto res = http::Response::text(
                  200, service.evidence_csv(ctx.org_id(), viewer_of(ctx), path_id(req)),
                  "text/csv; charset=utf-8");
              res.headers.set("Content-Disposition", "attachment; filename=\"confirmaciones-" +
                                                         std::to_string(path_id(req)) + ".csv\"");
              res.headers.set("Cache-Control", "no-store");
              return res;
            });

  // --- Personal folders and bulk upload (admins) ----------------------------------------------
  table.add(Method::kPost, "/org/repository/people/{user_id}/folder", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              bool created = false;
              const auto view = service.personal_folder(ctx.org_id(), viewer_of(ctx),
                                                        path_id(req, "user_id"), created);
              return ok(folder_view_json(view, users, ctx.org_id()), created ? 201 : 200);
            });
  table.add(
      Method::kPost, "/org/repository/bulk", admin(kModule).with_large_body().with_outbound(),
      [&service, &users](const http::Request& req, RequestContext& ctx) {
        const auto parts = parse_multipart(req, FilesService::kMostBulk + 10);
        std::vector<Upload> uploads;
        for (const auto& p : parts) {
          if (p.name == "file" && p.filename) uploads.push_back({*p.filename, p.body});
        }
        const auto result = service.bulk(ctx.org_id(), viewer_of(ctx), uploads, file_input(parts));
        People people(users, ctx.org_id());
        for (const auto& s : result.stored) people.want(s.user_id);
        people.load();
        json::array stored;
        for (const auto& s : result.stored) {
          stored.push_back(json::object{{"file_name", s.file_name},
                                        {"file_id", s.file_id},
                                        {"folder_id", s.folder_id},
                                        {"person", people.get(s.user_id)}});
        }
        json::array unmatched;
        for (const auto& u : result.unmatched) {
          unmatched.push_back(json::object{
              {"file_name", u.file_name}, {"reason", u.reason}, {"message", u.message}});
        }
        return ok(json::object{{"stored", std::move(stored)}, {"unmatched", std::move(unmatched)}});
      });

  // --- Certificates ---------------------------------------------------------------------------
  table.add(Method::kGet, "/repository/certificates", member(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& c : service.certificates(ctx.org_id(), ctx.who().user_id)) {
                items.push_back(certificate_json(c));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/repository/certificates", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto& org = ctx.org();
              std::string language = opt_string(body, "language").value_or("");
              const auto c =
                  service.issue_certificate(ctx.org_id(), ctx.who().user_id, org.name,
                                            opt_string(body, "kind").value_or(""), language);
              return ok(certificate_json(c), 201);
            });
  table.add(Method::kGet, "/repository/certificates/{id}/certificate.pdf", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto c = service.certificate(ctx.org_id(), ctx.who().user_id, path_id(req));
              auto res = http::Response::text(200, certificate_pdf(c, verify_url(req, c)),
                                              "application/pdf");
              res.headers.set("Content-Disposition", "attachment; filename=\"certificado-" +
                                                         display_code(c.code) + ".pdf\"");
              res.headers.set("Cache-Control", "no-store");
              return res;
            });
  table.add(Method::kGet, "/certificates/verify/{code}",
            RoutePolicy{Access::kPublic, Role::kEmployee, kModule},
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto c = service.verify(ctx.org_id(), std::string(req.param("code")));
              const auto opt = [](const std::optional<std::string>& s) {
                return s ? json::value(*s) : json::value(nullptr);
              };
              return ok(json::object{{"code", display_code(c.code)},
                                     {"kind", c.kind},
                                     {"language", c.language},
                                     {"issued_at", c.issued_at},
                                     {"person_name", c.person_name},
                                     {"organization_name", c.organization_name},
                                     {"admission_date", c.admission_date},
                                     {"job_position", opt(c.job_position)},
                                     {"department_name", opt(c.department_name)}});
            });
}

}  // namespace aplauso::files
