#include "cli/commands.h"

#include <CLI/CLI.hpp>
#include <iostream>

#include "app/application.h"
#include "app/demo_seed.h"
#include "core/errors.h"
#include "core/log.h"
#include "db/database.h"
#include "db/migrations.h"
#include "modules/audit/audit_service.h"
#include "modules/tenancy/org_service.h"

namespace aplauso::cli {

namespace {

void print_sign_in(const Config& c) {
  std::cout << "\n  Aplauso is running on http://localhost:" << c.port << "\n"
            << "  Sign in as " << kDemoAdminEmail << " with the password " << kDemoPassword
            << " (admin),\n"
            << "  leader@demo.local or ana.torres@demo.local (same password).\n"
            << (c.smtp_url.empty()
                    ? "  Mail: SMTP_URL is not set, so mails (password recovery...) are written to "
                      "this log.\n"
                    : "  Mail: delivered through SMTP_URL.\n")
            << "  Stop with Ctrl+C.\n\n"
            << std::flush;
}

std::string field_errors(const ApiError& e) {
  std::string out = e.what();
  for (const auto& f : e.fields()) {
    if (f.message != e.what()) out += "\n  " + f.field + ": " + f.message;
  }
  return out;
}

}  // namespace

int verify_audit(const Application& app, std::optional<std::int64_t> org_id, std::ostream& out) {
  const auto& audit = app.service<audit::AuditService>();
  const auto reports =
      org_id ? std::vector<audit::ChainReport>{audit.verify(OrgId{*org_id})} : audit.verify_all();
  bool intact = true;
  for (const auto& r : reports) {
    out << "organisation " << r.org.value << ": ";
    if (r.intact) {
      out << r.entries << " entries, chain intact";
      if (!r.head_hash.empty()) out << ", head " << r.head_hash;
      out << "\n";
    } else {
      intact = false;
      out << "BROKEN at entry " << r.broken_seq << ": " << r.problem << " (" << r.entries
          << " entries before it are intact)\n";
    }
  }
  if (reports.empty()) out << "no audit entries yet\n";
  return intact ? 0 : 1;
}

int run(int argc, char** argv) {
  CLI::App cli{"Aplauso: employee recognition and engagement platform server"};
  cli.require_subcommand(1);

  bool seed_demo_flag = false;
  bool no_migrate = false;
  auto* serve = cli.add_subcommand("serve", "Serve the API and the web app");
  serve->add_flag("--seed-demo", seed_demo_flag,
                  "Seed the demo organisation when the database is empty");
  serve->add_flag("--no-migrate", no_migrate, "Do not apply pending migrations on start");

  cli.add_subcommand("migrate", "Apply pending database migrations and exit");
  cli.add_subcommand("seed", "Seed the demo organisation if the database is empty");
  cli.add_subcommand("check-config", "Validate the environment and print the configuration");
  cli.add_subcommand("version", "Print the version");

  tenancy::OrganizationSpec org_spec;
  std::string admin_password;
  auto* create_org = cli.add_subcommand("create-org", "Create an organisation and its admin");
  create_org->add_option("--name", org_spec.name, "Organisation name")->required();
  create_org->add_option("--host", org_spec.hosts, "Host it is served on (repeatable)")->required();
  create_org->add_option("--admin-email", org_spec.admin.email,
                         "Admin e-mail (default admin@<host>)");
  create_org->add_option("--admin-password", admin_password,
                         "Admin password (12-128 characters; generated when absent)");
  create_org->add_option("--admin-first-name", org_spec.admin.first_name, "Admin first name");
  create_org->add_option("--admin-last-name", org_spec.admin.last_name, "Admin last name");
  create_org->add_option("--module", org_spec.modules, "Module flag to turn on (repeatable)");
  create_org->add_flag("--default", org_spec.is_default,
                       "Serve unknown hosts with this organisation");

  tenancy::AdminAccount admin;
  std::string admin_host;
  auto* create_admin = cli.add_subcommand("create-admin", "Add an admin to an organisation");
  create_admin->add_option("--host", admin_host, "A host of the organisation")->required();
  create_admin->add_option("--email", admin.email, "E-mail")->required();
  create_admin->add_option("--password", admin_password,
                           "Password (12-128 characters; generated when absent)");
  create_admin->add_option("--first-name", admin.first_name, "First name");
  create_admin->add_option("--last-name", admin.last_name, "Last name");

  std::int64_t audit_org = 0;
  auto* audit_cmd = cli.add_subcommand("audit", "The audit trail");
  audit_cmd->require_subcommand(1);
  auto* verify = audit_cmd->add_subcommand(
      "verify", "Check every organisation's audit chain; exit 1 at the first broken entry");
  verify->add_option("--org", audit_org, "Only this organisation (its id)");

  CLI11_PARSE(cli, argc, argv);

  Config config;
  try {
    config = Config::from_env();
  } catch (const std::exception& e) {
    std::cerr << "configuration error: " << e.what() << "\n";
    return 2;
  }
  log::init(config.log_level);

  try {
    if (cli.got_subcommand("version")) {
      std::cout << "aplauso " << APLAUSO_VERSION << "\n";
      return 0;
    }
    if (cli.got_subcommand("check-config")) {
      Application app(config, false);
      std::cout << app.config().describe()
                << "database: " << (app.db().ping() ? "reachable" : "UNREACHABLE") << "\n";
      return app.db().ping() ? 0 : 1;
    }
    if (cli.got_subcommand("migrate")) {
      // The database alone: nothing else may read it before its schema exists.
      const auto db = db::Database::open(
          config.uses_postgres() ? config.database_url : config.sqlite_path(), 1);
      const auto result = db::migrate(*db);
      std::cout << "applied " << result.applied.size() << " migration(s); schema version "
                << result.current_version << "\n";
      return 0;
    }
    if (verify->parsed()) {
      Application app(config, false);
      return verify_audit(app, audit_org > 0 ? std::optional(audit_org) : std::nullopt, std::cout);
    }
    if (cli.got_subcommand("seed")) {
      Application app(config);
      std::cout << (seed_demo(app) ? "demo organisation created\n"
                                   : "organisations exist already; nothing seeded\n");
      return 0;
    }
    if (cli.got_subcommand("create-org")) {
      Application app(config);
      if (!admin_password.empty()) org_spec.admin.password = admin_password;
      if (org_spec.admin.email.empty() && !org_spec.hosts.empty()) {
        org_spec.admin.email = "admin@" + org_spec.hosts.front();
      }
      const auto created = app.service<tenancy::OrgService>().create(org_spec);
      std::cout << "organisation " << org_spec.name << " created (id " << created.org_id.value
                << ")\n"
                << "admin e-mail:    " << created.admin_email << "\n"
                << "admin password:  " << created.admin_password << "\n";
      return 0;
    }
    if (cli.got_subcommand("create-admin")) {
      Application app(config);
      if (!admin_password.empty()) admin.password = admin_password;
      const auto host = tenancy::normalize_host(admin_host);
      auto& orgs = app.service<tenancy::OrgService>();
      const auto org_id = host ? orgs.find_by_host(*host) : std::nullopt;
      if (!org_id) {
        std::cerr << "no organisation serves the host " << admin_host << "\n";
        return 1;
      }
      const std::string pw = orgs.create_admin(*org_id, admin);
      std::cout << "admin " << admin.email << " added to the organisation of " << *host << "\n"
                << "password: " << pw << "\n";
      return 0;
    }
    // serve
    Application app(config, !no_migrate);
    if (seed_demo_flag && seed_demo(app)) {
      log::info("demo_ready", {{"admin", kDemoAdminEmail}});
    }
    const auto port = app.listen();
    log::info("listening", {{"address", config.bind_address}, {"port", static_cast<int>(port)}});
    if (seed_demo_flag) {
      Config shown = config;
      shown.port = port;
      print_sign_in(shown);
    }
    app.run();
    return 0;
  } catch (const ApiError& e) {
    std::cerr << "error: " << field_errors(e) << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace aplauso::cli
