#include "app/application.h"

#include "app/dispatcher.h"
#include "app/envelope.h"
#include "db/migrations.h"
#include "http/server.h"
#include "http/static_files.h"

#include <filesystem>

#include "core/crypto.h"
#include "jobs/periodic.h"
#include "modules/api_keys/api_key_routes.h"
#include "modules/auth/auth_routes.h"
#include "modules/badges/badge_routes.h"
#include "modules/catalog/category_routes.h"
#include "modules/feed/feed_routes.h"
#include "modules/i18n/locale_routes.h"
#include "modules/notifications/notification_routes.h"
#include "modules/podium/podium_routes.h"
#include "modules/points/points_routes.h"
#include "modules/profile/profile_routes.h"
#include "modules/recognition/recognition_routes.h"
#include "modules/system/system_routes.h"
#include "modules/tenancy/org_routes.h"
#include "modules/tenancy/tenant_directory.h"
#include "modules/uploads/upload_routes.h"
#include "modules/users/user_routes.h"
#include "storage/local_store.h"
#include "storage/s3_store.h"

namespace aplauso {

namespace {
std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += " " + i;
  return out;
}
}  // namespace

std::string Application::content_security_policy(const Config& c) {
  // GA4 and Sentry are part of the product (spec §7); everything else is opt-in by config.
  const std::string analytics = " https://www.googletagmanager.com";
  const std::string telemetry =
      " https://*.google-analytics.com https://*.analytics.google.com"
      " https://www.googletagmanager.com https://*.sentry.io";
  return "default-src 'self'; script-src 'self'" + analytics + join(c.csp_script_src) +
         "; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; "
         "font-src 'self' data:; connect-src 'self'" +
         telemetry + join(c.csp_connect_src) +
         "; media-src 'self' blob: https:; object-src 'none'; base-uri 'none'; "
         "form-action 'self'; frame-ancestors 'self' https://teams.microsoft.com "
         "https://*.teams.microsoft.com https://*.cloud.microsoft https://*.office.com";
}

Application::Application(Config config, bool migrate, const Clock* clock)
    : config_(std::move(config)), clock_(clock != nullptr ? clock : &system_clock_) {
  config_.ensure_jwt_secret();
  db_ = db::Database::open(config_.uses_postgres() ? config_.database_url : config_.sqlite_path(),
                           config_.db_pool_size);
  if (migrate) db::migrate(*db_);

  tenants_ = std::make_unique<tenancy::TenantDirectory>(*db_, *clock_);
  orgs_ = std::make_unique<tenancy::OrgService>(*db_, *clock_, config_.password_cost);
  auth::AuthOptions auth_options;
  auth_options.jwt_secret = config_.jwt_secret;
  auth_options.token_ttl_s = config_.jwt_ttl_s;
  auth_options.password_cost = config_.password_cost;
  auth_options.login_per_minute_per_ip = config_.login_rate_limit_per_minute;
  auth_ = std::make_unique<auth::AuthService>(*db_, *clock_, metrics_, auth_options);
  users_ = std::make_unique<users::UserService>(*db_, *clock_);
  locales_ = std::make_unique<i18n::LocaleService>(*db_, *clock_);
  if (config_.s3_bucket.empty()) {
    // URL signatures use their own key, derived from the JWT secret.
    auto local = std::make_unique<storage::LocalStore>(
        std::filesystem::path(config_.data_dir) / "uploads",
        crypto::hmac_sha256(config_.jwt_secret, "aplauso-file-urls"));
    local_files_ = local.get();
    files_ = std::move(local);
  } else {
    storage::S3Location where;
    where.region = config_.s3_region;
    where.access_key_id = config_.s3_access_key_id;
    where.secret_access_key = config_.s3_secret_access_key;
    std::string endpoint = config_.s3_endpoint.empty()
                               ? "https://s3." + config_.s3_region + ".amazonaws.com"
                               : config_.s3_endpoint;
    const auto scheme_end = endpoint.find("://");
    where.scheme = scheme_end == std::string::npos ? "https" : endpoint.substr(0, scheme_end);
    const std::string host =
        scheme_end == std::string::npos ? endpoint : endpoint.substr(scheme_end + 3);
    if (config_.s3_path_style) {
      where.host = host;
      where.path_prefix = "/" + config_.s3_bucket;
    } else {
      where.host = config_.s3_bucket + "." + host;
    }
    files_ = std::make_unique<storage::S3Store>(where);
  }
  points_ = std::make_unique<points::PointsService>(*db_, *clock_);
  catalog_ = std::make_unique<recognition::CatalogService>(*db_, *clock_);
  send_ = std::make_unique<recognition::SendService>(*clock_, *points_);
  feed_ = std::make_unique<feed::FeedService>(*db_, *clock_, *points_);
  badges_ = std::make_unique<badges::BadgeService>(*db_, *clock_, *files_);
  podium_ = std::make_unique<podium::PodiumService>(*db_, *clock_);
  api_keys_ = std::make_unique<api_keys::ApiKeyService>(*db_, *clock_,
                                                        config_.api_key_rate_limit_per_minute);
  auth_->set_api_keys(api_keys_.get());

  RouteTable routes;
  system::register_routes(routes, *db_, metrics_, config_.metrics_token);
  auth::register_routes(routes, *auth_);
  tenancy::register_routes(routes, *orgs_);
  users::register_routes(routes, *users_, *db_);
  notifications::register_routes(routes, *db_);
  catalog::register_routes(routes, *db_);
  i18n::register_routes(routes, *locales_);
  points::register_routes(routes, *points_, *db_);
  recognition::register_routes(routes, {*db_, *catalog_, *send_, *files_});
  feed::register_routes(routes, *db_, *feed_, *files_);
  badges::register_routes(routes, *db_, *badges_, *files_);
  podium::register_routes(routes, *db_, *podium_);
  profile::register_routes(routes, *db_, *points_, *badges_, *files_);
  uploads::register_routes(routes, *db_, *files_, local_files_);
  api_keys::register_routes(routes, *api_keys_);
  dispatcher_ = std::make_unique<Dispatcher>(std::move(routes), *tenants_, *auth_, *clock_);
  static_files_ = std::make_unique<http::StaticFiles>(config_.static_dir);
}

Application::~Application() = default;

void Application::build_server(bool handle_signals) {
  if (server_) return;
  http::ServerOptions o;
  o.address = config_.bind_address;
  o.port = config_.port;
  o.worker_threads = config_.worker_threads;
  o.max_body_bytes = config_.max_body_bytes;
  o.header_timeout = std::chrono::seconds(config_.header_timeout_s);
  o.body_timeout = std::chrono::seconds(config_.body_timeout_s);
  o.shutdown_grace = std::chrono::seconds(config_.shutdown_grace_s);
  o.trust_proxy = config_.trust_proxy;
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
  if (config_.run_jobs && !allowances_) {
    allowances_ = std::make_unique<jobs::Periodic>("allowances", std::chrono::minutes(10),
                                                   [this] { points_->run_allowances(); });
  }
  server_->run();
  allowances_.reset();
}

void Application::stop() {
  if (server_) server_->stop();
}

}  // namespace aplauso
