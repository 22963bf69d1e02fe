// Builds the whole server from a Config: database (migrated), services, the route table and the
// HTTP server. main.cpp and the HTTP tests both start the product through this one class.
#pragma once

#include <cstdint>
#include <memory>

#include "core/clock.h"
#include "core/config.h"
#include "core/metrics.h"
#include "db/database.h"

namespace aplauso {

namespace tenancy {
class OrgService;
class TenantDirectory;
}  // namespace tenancy
namespace auth {
class AuthService;
}
namespace users {
class UserService;
}
namespace i18n {
class LocaleService;
}
namespace points {
class PointsService;
}
namespace recognition {
class CatalogService;
class SendService;
}  // namespace recognition
namespace feed {
class FeedService;
}
namespace badges {
class BadgeService;
}
namespace podium {
class PodiumService;
}
namespace storage {
class FileStore;
class LocalStore;
}  // namespace storage
namespace jobs {
class Periodic;
}
namespace api_keys {
class ApiKeyService;
}
namespace http {
class Server;
class StaticFiles;
}  // namespace http
class Dispatcher;

class Application {
 public:
  /// Opens the database and, unless `migrate` is false, brings its schema up to date.
  /// `clock` defaults to the system clock; tests pass a manual one.
  explicit Application(Config config, bool migrate = true, const Clock* clock = nullptr);
  ~Application();
  Application(const Application&) = delete;
  Application& operator=(const Application&) = delete;

  /// Binds the listening socket; returns the port. With `handle_signals`, SIGINT and SIGTERM
  /// start a graceful shutdown.
  std::uint16_t listen(bool handle_signals = true);
  /// Serves until stop() (or a signal); listens first if listen() was not called.
  void run();
  void stop();

  const Config& config() const { return config_; }
  const db::Database& db() const { return *db_; }
  const Clock& clock() const { return *clock_; }
  tenancy::OrgService& orgs() { return *orgs_; }
  tenancy::TenantDirectory& tenants() { return *tenants_; }
  auth::AuthService& auth() { return *auth_; }
  points::PointsService& points() { return *points_; }
  recognition::CatalogService& catalog() { return *catalog_; }
  badges::BadgeService& badges() { return *badges_; }
  storage::FileStore& files() { return *files_; }
  const Dispatcher& dispatcher() const { return *dispatcher_; }

  /// The Content-Security-Policy for every response, from the configured extra origins.
  static std::string content_security_policy(const Config& config);

 private:
  void build_server(bool handle_signals);

  Config config_;
  SystemClock system_clock_;
  const Clock* clock_;
  Metrics metrics_;
  std::unique_ptr<db::Database> db_;
  std::unique_ptr<tenancy::TenantDirectory> tenants_;
  std::unique_ptr<tenancy::OrgService> orgs_;
  std::unique_ptr<auth::AuthService> auth_;
  std::unique_ptr<users::UserService> users_;
  std::unique_ptr<i18n::LocaleService> locales_;
  std::unique_ptr<storage::FileStore> files_;
  storage::LocalStore* local_files_ = nullptr;  // files_ when it is the local disk
  std::unique_ptr<points::PointsService> points_;
  std::unique_ptr<recognition::CatalogService> catalog_;
  std::unique_ptr<recognition::SendService> send_;
  std::unique_ptr<feed::FeedService> feed_;
  std::unique_ptr<badges::BadgeService> badges_;
  std::unique_ptr<podium::PodiumService> podium_;
  std::unique_ptr<api_keys::ApiKeyService> api_keys_;
  std::unique_ptr<Dispatcher> dispatcher_;
  std::unique_ptr<http::StaticFiles> static_files_;
  std::unique_ptr<http::Server> server_;
  std::unique_ptr<jobs::Periodic> allowances_;
};

}  // namespace aplauso
