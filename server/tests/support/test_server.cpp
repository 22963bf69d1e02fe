#include "support/test_server.h"

#include <gtest/gtest.h>

#include <algorithm>
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
#include "db/migrations.h"
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

/// The server's log stays out of the tests' output unless TEST_LOG is set (the template's
/// migrations log before any server starts).
void quiet_logs() {
  static const bool quiet = [] {
    log::init(std::getenv("TEST_LOG") != nullptr ? "info" : "off");
    return true;
  }();
  (void)quiet;
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

namespace {

/// `url` naming the database `name` instead of its own; its parameters stay.
std::string with_database(const std::string& url, const std::string& name) {
  const auto query = url.find('?');
  const auto authority = url.find("://");
  const auto slash = url.find('/', authority == std::string::npos ? 0 : authority + 3);
  std::string out = url.substr(0, std::min(slash, query));
  out += "/" + name;
  if (query != std::string::npos) out += url.substr(query);
  return out;
}

/// Runs one statement on the cluster's own database (CREATE and DROP DATABASE run outside any
/// transaction).
void on_cluster(const std::string& statement) {
  auto admin = db::Database::open(postgres_base_url(), 1);
  admin->run([&](db::Conn& c) { c.script(statement); });
}

/// The run's migrated database, which every migrated TestDatabase copies: made the first time
/// one is asked for, removed when the tests end (a gtest environment, so before exit).
class MigratedTemplate : public ::testing::Environment {
 public:
  static MigratedTemplate& instance() {
    // gtest owns and deletes registered environments.
    static auto* const env =
        static_cast<MigratedTemplate*>(::testing::AddGlobalTestEnvironment(new MigratedTemplate));
    return *env;
  }

  /// The PostgreSQL database to copy.
  const std::string& database() {
    make();
    return database_;
  }
  /// The SQLite folder whose files to copy.
  const std::filesystem::path& folder() {
    make();
    return folder_;
  }

  void TearDown() override {
    try {
      if (!database_.empty()) on_cluster("DROP DATABASE IF EXISTS " + database_ + " WITH (FORCE)");
      if (!folder_.empty()) std::filesystem::remove_all(folder_);
    } catch (const std::exception&) {
      // A leftover in a throwaway cluster or a temporary folder fails nothing.
    }
    database_.clear();
    folder_.clear();
  }

 private:
  void make() {
    if (!database_.empty() || !folder_.empty()) return;
    quiet_logs();
    if (want_postgres()) {
      const auto name = "tpl_" + unique("m");
      on_cluster("CREATE DATABASE " + name);
      // Closed before anyone copies it: PostgreSQL copies only a database nobody is connected to.
      db::migrate(*db::Database::open(with_database(postgres_base_url(), name), 1));
      database_ = name;
    } else {
      const auto folder = std::filesystem::temp_directory_path() / unique("aplauso-template-");
      std::filesystem::create_directories(folder);
      Config config;
      config.data_dir = folder.string();
      // Closed at the end of the statement: SQLite folds its write-ahead log into the file.
      db::migrate(*db::Database::open(config.sqlite_path(), 1));
      folder_ = folder;
    }
  }

  std::string database_;
  std::filesystem::path folder_;
};

}  // namespace

TestDatabase::TestDatabase(Content content) {
  if (want_postgres()) {
    const auto name = "t_" + unique("d");
    on_cluster(content == Content::kMigrated
                   ? "CREATE DATABASE " + name + " TEMPLATE " +
                         MigratedTemplate::instance().database() + " STRATEGY FILE_COPY"
                   : "CREATE DATABASE " + name);
    database_ = name;
    url_ = with_database(postgres_base_url(), name);
  } else {
    dir_ = (std::filesystem::temp_directory_path() / unique("aplauso-test-")).string();
    std::filesystem::create_directories(dir_);
    if (content == Content::kMigrated) {
      for (const auto& file :
           std::filesystem::directory_iterator(MigratedTemplate::instance().folder())) {
        // The database and, if SQLite kept one, its log; the shared-memory index is rebuilt.
        if (file.path().filename().string().ends_with("-shm")) continue;
        std::filesystem::copy_file(file.path(),
                                   std::filesystem::path(dir_) / file.path().filename());
      }
    }
  }
}

TestDatabase::~TestDatabase() {
  try {
    if (!database_.empty()) {
      on_cluster("DROP DATABASE IF EXISTS " + database_ + " WITH (FORCE)");
      std::filesystem::remove_all(data_dir());
    }
    if (!dir_.empty()) std::filesystem::remove_all(dir_);
  } catch (const std::exception&) {
    // Leftovers in a temporary place are not worth failing a test run for.
  }
}

std::string TestDatabase::data_dir() const {
  // On PostgreSQL the files (uploads, exports) still need a folder of their own.
  return (std::filesystem::temp_directory_path() / ("aplauso-" + database_)).string();
}

void TestDatabase::apply(Config& config) const {
  if (!database_.empty()) {
    config.database_url = url_;
    config.data_dir = data_dir();
  } else {
    config.data_dir = dir_;
  }
}

TestServer::TestServer(const std::function<void(Config&)>& tweak, const Clock* clock) {
  quiet_logs();
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
