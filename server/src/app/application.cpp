#include "app/application.h"

#include "app/dispatcher.h"
#include "app/page_preloads.h"
#include "core/csp.h"
#include "db/migrations.h"
#include "http/server.h"
#include "http/static_files.h"
#include "jobs/periodic.h"
#include "modules/auth/auth_service.h"
#include "modules/tenancy/tenant_directory.h"
#include "storage/store_factory.h"

namespace aplauso {

Application::Application(Config config, bool migrate, const Clock* clock)
    : config_(std::move(config)), clock_(clock != nullptr ? clock : &system_clock_) {
  config_.ensure_jwt_secret();
  db_ = db::Database::open(config_.uses_postgres() ? config_.database_url : config_.sqlite_path(),
                           config_.db_pool_size);
  if (migrate) db::migrate(*db_);
  files_ = storage::open_file_store(config_, &local_files_);
  modules_ = std::make_unique<ModuleContext>(config_, *db_, *clock_, metrics_, *files_,
                                             local_files_, routes_);
  install_modules(*modules_);
  dispatcher_ = std::make_unique<Dispatcher>(routes_, modules_->need<tenancy::TenantDirectory>(),
                                             modules_->need<auth::AuthService>(), *db_, *clock_);
  static_files_ = std::make_unique<http::StaticFiles>(
      config_.static_dir, [](std::string_view path) { return page_preloads(path); });
}

Application::~Application() {
  jobs_.clear();
  server_.reset();
}

void Application::build_server(bool handle_signals) {
  if (server_) return;
  http::ServerOptions o;
  o.address = config_.bind_address;
  o.port = config_.port;
  o.worker_threads = config_.worker_threads;
  o.max_body_bytes = config_.max_body_bytes;
  o.max_connections = config_.max_connections;
  o.header_timeout = std::chrono::seconds(config_.header_timeout_s);
  o.body_timeout = std::chrono::seconds(config_.body_timeout_s);
  o.shutdown_grace = std::chrono::seconds(config_.shutdown_grace_s);
  o.trust_proxy = config_.trust_proxy;
  o.trusted_proxies = config_.trusted_proxies;
  o.handle_signals = handle_signals;
  o.cors_origins = config_.cors_origins;
  o.content_security_policy = content_security_policy(config_);
  o.rate_limit_per_minute = config_.rate_limit_per_minute;
  const Dispatcher& dispatcher = *dispatcher_;
  const std::size_t small = config_.max_body_bytes;
  const std::size_t large = config_.max_upload_bytes;
  server_ = std::make_unique<http::Server>(
      o, [&dispatcher](http::Request& req) { return dispatcher.handle(req); },
      [files = static_files_.get()](http::Request& req) { return files->serve(req); }, metrics_,
      [&dispatcher, small, large](http::Method m, std::string_view path) {
        return dispatcher.wants_large_body(m, path) ? large : small;
      });
}

std::uint16_t Application::listen(bool handle_signals) {
  build_server(handle_signals);
  return server_->listen();
}

void Application::run() {
  build_server(true);
  if (config_.run_jobs && jobs_.empty()) {
    for (const auto& job : modules_->jobs) {
      jobs_.push_back(std::make_unique<jobs::Periodic>(job.name, job.every, job.run));
    }
  }
  server_->run();
  jobs_.clear();
}

void Application::stop() {
  if (server_) server_->stop();
}

}  // namespace aplauso
