// HTTP routes of people imports and exports (admins): spreadsheets, and the LDAP directory
// (its settings, a test, the preview, importing chosen people, syncing); directory_module.cpp
// installs them.
#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/json_output.h"
#include "api/link_base.h"
#include "api/multipart.h"
#include "api/routes.h"
#include "modules/audit/audit_service.h"
#include "modules/directory/directory_routes.h"
#include "modules/directory/directory_sync_service.h"
#include "modules/directory/import_service.h"

namespace aplauso::directory {

namespace json = boost::json;
using http::Method;

namespace {
constexpr const char* kXlsxType =
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const FormPart& uploaded_file(const std::vector<FormPart>& parts) {
  const FormPart* part = find_part(parts, "file");
  if (part == nullptr) {
    for (const auto& p : parts) {
      if (p.filename) part = &p;
    }
  }
  if (part == nullptr || part->body.empty()) {
    throw invalid_input("file", "Elige el archivo .xlsx con las personas.");
  }
  return *part;
}

json::object job_json(const ImportJob& j) {
  return {{"id", j.id},
          {"source", j.source},
          {"file_name", j.file_name},
          {"status", j.status},
          {"total", j.total},
          {"done", j.done},
          {"created", j.created},
          {"updated", j.updated},
          {"unchanged", j.unchanged},
          {"failed", j.failed},
          {"created_at", j.created_at},
          {"first_progress_at", or_null(j.first_progress_at)},
          {"finished_at", or_null(j.finished_at)}};
}

http::Response workbook(std::string bytes, const char* file_name) {
  http::Response res;
  res.body = std::move(bytes);
  res.headers.set("Content-Type", kXlsxType);
  res.headers.set("Content-Disposition", std::string("attachment; filename=\"") + file_name + "\"");
  res.headers.set("Cache-Control", "no-store");
  return res;
}

json::value text_or_null(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object source_json(const SourceView& view) {
  const SourceRow& r = view.row;
  json::value last = nullptr;
  if (r.last_sync_at && r.last_sync_status) {
    last = json::object{{"at", *r.last_sync_at},
                        {"status", *r.last_sync_status},
                        {"code", text_or_null(r.last_sync_code)},
                        {"message", text_or_null(r.last_sync_message)},
                        {"job_id", or_null(r.last_sync_job_id)},
                        {"entries", r.last_sync_entries},
                        {"deactivated", r.last_sync_deactivated}};
  }
  return {{"configured", view.configured},
          {"url", r.url},
          {"bind_dn", r.bind_dn},
          {"has_password", r.bind_password_sealed.has_value()},
          {"base_dn", r.base_dn},
          {"filter", r.filter},
          {"attributes", json::object{{"email", r.attr_email},
                                      {"first_name", r.attr_first_name},
                                      {"last_name", r.attr_last_name},
                                      {"job_position", r.attr_job_position},
                                      {"department", r.attr_department},
                                      {"phone", r.attr_phone},
                                      {"manager", r.attr_manager}}},
          {"sync_enabled", r.sync_enabled},
          {"sync_hours", r.sync_hours},
          {"next_sync_at", or_null(r.next_sync_at)},
          {"last_sync", std::move(last)}};
}

SourceSettings settings_of(const http::Request& req) {
  const auto body = parse_object(req);
  SourceSettings s;
  s.url = opt_string(body, "url").value_or("");
  s.bind_dn = opt_string(body, "bind_dn").value_or("");
  if (const auto* p = body.if_contains("bind_password"); p != nullptr && !p->is_null()) {
    s.bind_password = secret_string(body, "bind_password");
  }
  s.base_dn = opt_string(body, "base_dn").value_or("");
  s.filter = opt_string(body, "filter").value_or("");
  json::object attributes;
  if (const auto* a = body.if_contains("attributes"); a != nullptr && !a->is_null()) {
    if (!a->is_object()) {
      throw invalid_input("attributes", "Indica los atributos del directorio como un objeto.");
    }
    attributes = a->as_object();
  }
  s.attr_email = opt_string(attributes, "email").value_or("");
  s.attr_first_name = opt_string(attributes, "first_name").value_or("");
  s.attr_last_name = opt_string(attributes, "last_name").value_or("");
  s.attr_job_position = opt_string(attributes, "job_position").value_or("");
  s.attr_department = opt_string(attributes, "department").value_or("");
  s.attr_phone = opt_string(attributes, "phone").value_or("");
  s.attr_manager = opt_string(attributes, "manager").value_or("");
  s.sync_enabled = opt_bool(body, "sync_enabled").value_or(false);
  s.sync_hours = opt_int(body, "sync_hours").value_or(24);
  return s;
}

json::object person_json(const DirectoryPerson& p) {
  return {{"dn", p.dn},
          {"email", text_or_null(p.email)},
          {"first_name", text_or_null(p.first_name)},
          {"last_name", text_or_null(p.last_name)},
          {"job_position", text_or_null(p.job_position)},
          {"department", text_or_null(p.department)},
          {"phone", text_or_null(p.phone)},
          {"status", p.status},
          {"user_id", or_null(p.user_id)},
          {"managed", p.managed}};
}
}  // namespace

void register_directory_routes(RouteTable& table, const DirectorySyncService& service,
                               const PublicLinks& links) {
  table.add(Method::kGet, "/org/ldap", admin(),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(source_json(service.get(ctx.org_id())));
            });
  table.add(
      Method::kPut, "/org/ldap", admin(),
      [&service, links](const http::Request& req, RequestContext& ctx) {
        return ok(source_json(service.save(ctx.org_id(), settings_of(req), links.base(ctx.org()))));
      });
  table.add(Method::kDelete, "/org/ldap", admin(),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(source_json(service.remove(ctx.org_id())));
            });
  table.add(Method::kPost, "/org/ldap/test", admin().with_outbound(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto probe = service.test(ctx.org_id(), settings_of(req));
              return ok(json::object{{"entries", probe.entries}, {"with_email", probe.with_email}});
            });
  table.add(Method::kGet, "/org/ldap/users", admin().with_outbound(),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array entries;
              for (const auto& p : service.preview(ctx.org_id())) {
                entries.push_back(person_json(p));
              }
              return ok(json::object{{"entries", std::move(entries)}});
            });
  table.add(Method::kPost, "/org/ldap/import", admin().with_large_body().with_outbound(),
            [&service, links](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto emails = opt_string_list(body, "emails", kMaxChosenPeople);
              return ok(job_json(service.import_people(ctx.org_id(), ctx.who().user_id, emails,
                                                       links.base(ctx.org()))),
                        202);
            });
  table.add(Method::kPost, "/org/ldap/sync", admin().with_outbound(),
            [&service, links](const http::Request&, RequestContext& ctx) {
              return ok(source_json(service.sync_now(ctx.org_id(), ctx.who().user_id,
                                                     links.base(ctx.org()))),
                        202);
            });
}

void register_routes(RouteTable& table, const ImportService& service, const PublicLinks& links,
                     const audit::AuditService& audit) {
  table.add(
      Method::kPost, "/validate/excel", admin().with_large_body(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto parts = parse_multipart(req);
        const auto report = service.validate(ctx.org(), uploaded_file(parts).body);
        json::array errors;
        for (const auto& e : report.errors) {
          errors.push_back(json::object{
              {"row", e.row}, {"column", e.column}, {"field", e.field}, {"message", e.message}});
        }
        return ok(json::object{{"rows", report.rows},
                               {"valid_rows", report.valid_rows},
                               {"errors", std::move(errors)}});
      });
  table.add(Method::kPost, "/org/upload/users", admin().with_large_body(),
            [&service, links, &audit](const http::Request& req, RequestContext& ctx) {
              const auto parts = parse_multipart(req);
              const auto& file = uploaded_file(parts);
              const auto job =
                  service.start(ctx.org(), ctx.who().user_id, file.filename.value_or(""), file.body,
                                links.base(ctx.org()));
              // Recorded beside the import's own transaction, at its boundary (ADR 0034).
              audit.note(ctx.org_id(), "people.import", {"import_job", job.id},
                         {{"file_name", job.file_name}, {"rows", job.total}});
              return ok(job_json(job), 202);
            });
  table.add(Method::kGet, "/org/upload/users/template", admin(),
            [&service](const http::Request&, RequestContext&) {
              return workbook(service.template_workbook(), "plantilla-personas.xlsx");
            });
  table.add(Method::kGet, "/org/upload/users/{id}", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto status = service.status(ctx.org_id(), path_id(req));
              json::object out = job_json(status.job);
              json::array failures;
              for (const auto& f : status.failures) {
                failures.push_back(
                    json::object{{"row", f.row}, {"email", f.field}, {"message", f.message}});
              }
              out["failures"] = std::move(failures);
              return ok(std::move(out));
            });
  table.add(Method::kGet, "/org/users/export", admin(),
            [&service](const http::Request&, RequestContext& ctx) {
              return workbook(service.export_workbook(ctx.org_id()), "personas.xlsx");
            });
}

}  // namespace aplauso::directory
