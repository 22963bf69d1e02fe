// Spreadsheet imports of people, measured in-process on a generated workbook: how long the
// upload call takes (reading and storing the rows), the time until the first batch is done (what
// the admin waits for the progress bar to move), and rows per second through the whole job, each
// row in its own transaction and then in batches, on the same file in the same run.
// BENCH_IMPORT_ROWS (default 10,000); BENCH_DATABASE_URL for PostgreSQL, SQLite otherwise.
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>

#include "app/application.h"
#include "core/log.h"
#include "core/password.h"
#include "core/xlsx_writer.h"
#include "db/database.h"
#include "modules/directory/import_service.h"
#include "modules/tenancy/modules_catalog.h"
#include "modules/tenancy/org_service.h"
#include "modules/tenancy/tenant_directory.h"

namespace {
using SteadyClock = std::chrono::steady_clock;

double since(SteadyClock::time_point t) {
  return std::chrono::duration<double>(SteadyClock::now() - t).count();
}
}  // namespace

int main() {
  using namespace aplauso;
  log::init("off");
  const char* rows_env = std::getenv("BENCH_IMPORT_ROWS");
  const long rows = rows_env != nullptr ? std::atol(rows_env) : 10'000;
  const char* pg = std::getenv("BENCH_DATABASE_URL");
  const auto dir = std::filesystem::temp_directory_path() / "aplauso-import-bench";
  std::filesystem::remove_all(dir);
  Config config;
  config.data_dir = dir.string();
  if (pg != nullptr && *pg != '\0') config.database_url = pg;
  config.port = 0;
  config.password_cost = password::Cost::kFast;
  config.run_jobs = false;
  config.static_dir = "/nonexistent";
  Application app(config);
  std::cout << "engine: " << (app.db().is_postgres() ? "PostgreSQL" : "SQLite") << ", " << rows
            << " rows\n";

  xlsx::OutSheet sheet{"Personas",
                       {"Correo", "Nombre", "Apellido", "Cargo", "Departamento", "Grupos",
                        "Fecha de nacimiento", "Fecha de ingreso"},
                       {},
                       {}};
  for (long i = 0; i < rows; ++i) {
    const auto n = std::to_string(i);
    sheet.rows.push_back({"persona" + n + "@bench.test", "Persona", "Número " + n, "Analista",
                          "Área " + std::to_string(i % 20), "Grupo " + std::to_string(i % 7),
                          "1990-0" + std::to_string(1 + i % 9) + "-1" + std::to_string(i % 9),
                          "2020-01-15"});
  }
  const std::string bytes = xlsx::write_workbook({sheet});
  std::cout << "  workbook                                 " << bytes.size() / 1024 << " KiB\n";
  auto& imports = app.service<directory::ImportService>();

  // The same file into two fresh organisations: each row in its own transaction (ADR 0019, the
  // path a batch that fails on the database takes), then in batches (ADR 0038).
  double rate[2] = {0, 0};
  for (const auto writing : {directory::ImportService::Writing::kRowByRow,
                             directory::ImportService::Writing::kInBatches}) {
    const bool batches = writing == directory::ImportService::Writing::kInBatches;
    std::cout << (batches ? "in batches (one transaction per batch of "
                          : "row by row (one transaction per row, batches of ")
              << directory::kRowsPerBatch << " rows)\n";
    tenancy::OrganizationSpec spec;
    spec.name = batches ? "Import bench batches" : "Import bench rows";
    spec.hosts = {batches ? "batches.import.bench.test" : "rows.import.bench.test"};
    spec.admin.email = batches ? "admin@batches.bench.test" : "admin@rows.bench.test";
    spec.admin.password = "bench-password-123";
    const auto org = app.service<tenancy::OrgService>().create(spec);
    const auto tenant = app.service<tenancy::TenantDirectory>().by_id(org.org_id);

    auto t = SteadyClock::now();
    const auto validation = imports.validate(*tenant, bytes);
    const double validate_s = since(t);
    std::cout << "  validate (no writes)                     " << std::fixed << std::setprecision(2)
              << validate_s << " s, " << std::setprecision(0)
              << static_cast<double>(validation.rows) / validate_s << " rows/s, "
              << validation.errors.size() << " errors\n";

    t = SteadyClock::now();
    const auto job =
        imports.start(*tenant, org.admin_id, "bench.xlsx", bytes, "https://bench.test");
    const double start_s = since(t);
    std::cout << "  upload answered (read + store rows)      " << std::setprecision(2) << start_s
              << " s\n";
    const auto t_job = SteadyClock::now();
    imports.run_once(writing);
    const double first_s = since(t_job);
    while (imports.run_once(writing) > 0) {
    }
    const double total_s = since(t_job);
    const auto status = imports.status(org.org_id, job.id);
    rate[batches ? 1 : 0] = static_cast<double>(rows) / total_s;
    std::cout << "  first progress (first batch)             " << std::setprecision(3) << first_s
              << " s\n"
              << "  whole job                                " << std::setprecision(2) << total_s
              << " s, " << std::setprecision(0) << rate[batches ? 1 : 0] << " rows/s (created "
              << status.job.created << ", failed " << status.job.failed << ")\n";

    t = SteadyClock::now();
    const auto again =
        imports.start(*tenant, org.admin_id, "bench.xlsx", bytes, "https://bench.test");
    while (imports.run_once(writing) > 0) {
    }
    const double again_s = since(t);
    const auto second = imports.status(org.org_id, again.id);
    std::cout << "  same file again (idempotent)             " << std::setprecision(2) << again_s
              << " s, " << std::setprecision(0) << static_cast<double>(rows) / again_s
              << " rows/s (unchanged " << second.job.unchanged << ")\n";
  }
  std::cout << "batches / row by row                       " << std::setprecision(1)
            << rate[1] / rate[0] << "x   in batches " << std::setprecision(0) << rate[1]
            << " rows/s, target >= 3000   " << (rate[1] >= 3000 ? "met" : "NOT MET") << "\n";
  std::filesystem::remove_all(dir);
  return 0;
}
