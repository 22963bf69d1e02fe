#include "support/test_server.h"

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <stdexcept>

#include "core/crypto.h"
#include "core/log.h"
#include "core/password.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/tenancy/org_service.h"
#include "modules/tenancy/tenant_directory.h"
#include "modules/users/user_service.h"
#include "support/test_sql.h"

namespace aplauso::test {

namespace {
bool want_postgres() {
  const char* v = std::getenv("TEST_DATABASE");
  return v != nullptr && std::string_view(v) == "postgres";
}

std::string postgres_base_url() {
  const char* url = std::getenv("TEST_DATABASE_URL");
  if (url == nullptr || *url == '\0') {
    throw std::runtime_error(
        "TEST_DATABASE=postgres needs TEST_DATABASE_URL (scripts/test-server starts a throwaway "
        "PostgreSQL and sets it)");
  }
  return url;
}
}  // namespace

std::string unique(std::string_view prefix) {
  static std::atomic<int> counter{0};
  static const std::string run = crypto::to_hex(crypto::random_bytes(3));
  return std::string(prefix) + run + std::to_string(++counter);
}

TestDatabase::TestDatabase() {
  if (want_postgres()) {
    base_url_ = postgres_base_url();
    schema_ = "t_" + unique("s");
    auto admin = db::Database::open(base_url_, 1);
    admin->run([&](db::Conn& c) { c.script("CREATE SCHEMA " + schema_); });
  } else {
    dir_ = (std::filesystem::temp_directory_path() / unique("aplauso-test-")).string();
    std::filesystem::create_directories(dir_);
  }
}

TestDatabase::~TestDatabase() {
  try {
    if (!schema_.empty()) {
      auto admin = db::Database::open(base_url_, 1);
      admin->run([&](db::Conn& c) { c.script("DROP SCHEMA " + schema_ + " CASCADE"); });
    }
    if (!dir_.empty()) std::filesystem::remove_all(dir_);
  } catch (const std::exception&) {
    // Leftovers in a temporary place are not worth failing a test run for.
  }
}

void TestDatabase::apply(Config& config) const {
  if (!schema_.empty()) {
    const char sep = base_url_.find('?') == std::string::npos ? '?' : '&';
    config.database_url = base_url_ + sep + "options=-csearch_path%3D" + schema_;
    config.data_dir = (std::filesystem::temp_directory_path() / ("aplauso-" + schema_)).string();
  } else {
    config.data_dir = dir_;
  }
}

TestServer::TestServer(const std::function<void(Config&)>& tweak, const Clock* clock) {
  static const bool quiet = [] {
    log::init(std::getenv("TEST_LOG") != nullptr ? "info" : "off");
    return true;
  }();
  (void)quiet;
  Config config;
  db_.apply(config);
  config.port = 0;
  config.bind_address = "127.0.0.1";
  config.worker_threads = 4;
  config.db_pool_size = 4;
  config.password_cost = password::Cost::kFast;
  config.rate_limit_per_minute = 100000;
  config.login_rate_limit_per_minute = 100000;
  config.shutdown_grace_s = 5;
  config.static_dir = "/nonexistent";
  config.run_jobs = false;
  if (tweak) tweak(config);
  clock_ = clock;
  start(config);
}

void TestServer::start(const Config& config) {
  app_ = std::make_unique<Application>(config, true, clock_);
  port_ = app_->listen(false);
  thread_ = std::thread([this] { app_->run(); });
}

void TestServer::stop() {
  app_->stop();
  if (thread_.joinable()) thread_.join();
}

void TestServer::restart(const std::function<void(Config&)>& tweak) {
  stop();
  Config config = app_->config();
  app_.reset();
  if (tweak) tweak(config);
  start(config);
}

TestServer::~TestServer() {
  stop();
  app_.reset();
}

TestOrg make_org(TestServer& server, const std::vector<std::string>& modules) {
  TestOrg org;
  org.host = unique("org") + ".test";
  org.admin_email = "admin@" + org.host;
  org.admin_password = "Admin-password-123";
  tenancy::OrganizationSpec spec;
  spec.name = "Org " + org.host;
  spec.hosts = {org.host};
  spec.modules = modules;
  spec.admin.email = org.admin_email;
  spec.admin.first_name = "Alicia";
  spec.admin.last_name = "Admin";
  spec.admin.password = org.admin_password;
  org.id = server.app().service<tenancy::OrgService>().create(spec).org_id.value;
  server.app().service<tenancy::TenantDirectory>().invalidate();
  org.admin_token = server.client(org.host).login(org.admin_email, org.admin_password);
  if (org.admin_token.empty()) throw std::runtime_error("admin sign-in failed for " + org.host);
  return org;
}

TestUser make_user(TestServer& server, const TestOrg& org, Role role,
                   const std::string& first_name) {
  TestUser u;
  u.email = unique("person") + "@" + org.host;
  u.password = "Member-password-123";
  users::NewUser nu;
  nu.email = u.email;
  nu.first_name = first_name;
  nu.last_name = "Tester";
  nu.role = role;
  nu.password_hash = password::hash(u.password, password::Cost::kFast);
  u.id = server.app().service<users::UserService>().add_member(OrgId{org.id}, nu);
  u.token = server.client(org.host).login(u.email, u.password);
  if (u.token.empty()) throw std::runtime_error("member sign-in failed for " + u.email);
  return u;
}

std::int64_t exec(TestServer& server, const db::Statement& st,
                  std::initializer_list<db::Param> params) {
  return server.app().db().run([&](db::Conn& c) { return c.exec(st, params); });
}

std::optional<std::int64_t> scalar(TestServer& server, const db::Statement& st,
                                   std::initializer_list<db::Param> params) {
  return server.app().db().run([&](db::Conn& c) { return c.scalar(st, params); });
}

std::optional<std::string> text(TestServer& server, const db::Statement& st,
                                std::initializer_list<db::Param> params) {
  return server.app().db().run([&](db::Conn& c) -> std::optional<std::string> {
    auto rows = c.query(st, params);
    if (!rows.next()) return std::nullopt;
    return rows.row().opt_text(0);
  });
}

}  // namespace aplauso::test
