// HTTP routes of spreadsheet imports and exports of people (admins).
#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/link_base.h"
#include "api/module.h"
#include "api/multipart.h"
#include "api/routes.h"
#include "modules/directory/import_service.h"
#include "modules/people/people_service.h"
#include "modules/structure/structure_service.h"
#include "modules/tenancy/tenant_directory.h"

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

json::value opt(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object job_json(const ImportJob& j) {
  return {{"id", j.id},
          {"file_name", j.file_name},
          {"status", j.status},
          {"total", j.total},
          {"done", j.done},
          {"created", j.created},
          {"updated", j.updated},
          {"unchanged", j.unchanged},
          {"failed", j.failed},
          {"created_at", j.created_at},
          {"first_progress_at", opt(j.first_progress_at)},
          {"finished_at", opt(j.finished_at)}};
}

http::Response workbook(std::string bytes, const char* file_name) {
  http::Response res;
  res.body = std::move(bytes);
  res.headers.set("Content-Type", kXlsxType);
  res.headers.set("Content-Disposition", std::string("attachment; filename=\"") + file_name + "\"");
  res.headers.set("Cache-Control", "no-store");
  return res;
}

void register_routes(RouteTable& table, const ImportService& service) {
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
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto parts = parse_multipart(req);
              const auto& file = uploaded_file(parts);
              return ok(
                  job_json(service.start(ctx.org(), ctx.who().user_id, file.filename.value_or(""),
                                         file.body, link_base(req))),
                  202);
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
}  // namespace

void install(ModuleContext& m) {
  auto& service = m.make<ImportService>(m.db, m.clock, m.need<people::PeopleService>(),
                                        m.need<structure::StructureService>(),
                                        m.need<tenancy::TenantDirectory>());
  m.provide(service);
  register_routes(m.routes, service);
  // Imports go on in the background: a batch at a time, for up to two seconds a run.
  m.jobs.push_back({"directory.imports", std::chrono::seconds(1), [&service] {
                      const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(2);
                      while (service.run_once() > 0 && std::chrono::steady_clock::now() < until) {
                      }
                    }});
}

}  // namespace aplauso::directory
