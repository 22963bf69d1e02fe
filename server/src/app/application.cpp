#include "app/application.h"

#include <algorithm>

#include "app/dispatcher.h"
#include "app/outbound_slots.h"
#include "app/page_preloads.h"
#include "core/csp.h"
#include "core/log.h"
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
  files_ = storage::open_file_store(config_, &local_files_, &shutdown_.abort_flag());
  modules_ = std::make_unique<ModuleContext>(config_, *db_, *clock_, metrics_, *files_,
                                             local_files_, routes_, shutdown_);
  install_modules(*modules_);
  outbound_ = std::make_unique<OutboundSlots>(config_.outbound_per_org);
  dispatcher_ =
      std::make_unique<Dispatcher>(routes_, modules_->need<tenancy::TenantDirectory>(),
                                   modules_->need<auth::AuthService>(), *db_, *clock_, *outbound_);
  static_files_ = std::make_unique<http::StaticFiles>(
      config_.static_dir, [](std::string_view path) { return page_preloads(path); });
}

Application::~Application() {
  shutdown_.abort();
  jobs_.clear();
  server_.reset();
}

void Application::start_modules() {
  if (modules_started_) return;
  modules_started_ = true;
  for (const auto& start : modules_->on_start) start();
}

void Application::shutdown_began() {
  std::int64_t none = 0;
  shutdown_began_ns_.compare_exchange_strong(
      none, std::chrono::steady_clock::now().time_since_epoch().count());
  shutdown_.begin();
  for (const auto& job : jobs_) job->stop();
}

void Application::stop_jobs() {
  shutdown_began();
  const auto began = std::chrono::steady_clock::time_point(
      std::chrono::steady_clock::duration(shutdown_began_ns_.load()));
  const auto abort_at = began + std::chrono::seconds(config_.shutdown_grace_s);
  for (const auto& job : jobs_) {
    if (!job->wait_done(abort_at)) {
      log::warn("shutdown_grace_expired", {{"job", job->name()}});
      break;
    }
  }
  // Whatever a job still waits on (a mail server that does not answer) gives up now.
  shutdown_.abort();
  jobs_.clear();
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
  o.outbound_threads = config_.outbound_threads;
  o.on_shutdown = [this] { shutdown_began(); };
  o.on_grace_expired = [this] { shutdown_.abort(); };
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
  start_modules();
  build_server(handle_signals);
  return server_->listen();
}

void Application::run() {
  start_modules();
  build_server(true);
  if (config_.run_jobs && jobs_.empty() && !shutdown_.begun()) {
    job_gate_ = std::make_unique<jobs::Gate>(std::max<std::size_t>(1, config_.db_pool_size / 2));
    for (const auto& job : modules_->jobs) {
      jobs_.push_back(
          std::make_unique<jobs::Periodic>(job.name, job.every, job.run, job_gate_.get()));
    }
  }
  server_->run();
  stop_jobs();
}

void Application::stop() {
  if (server_) server_->stop();
}

}  // namespace aplauso
