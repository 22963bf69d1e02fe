// Builds the whole server from a Config: database (migrated), file store, every module of
// modules.json (each installs its services and routes), the dispatcher and the HTTP server.
// main.cpp and the tests both start the product through this one class. Building it reads
// nothing from the database (`aplauso migrate` builds none); what modules start against the
// schema (ModuleContext::on_start) starts with listen(). The shutdown ends within
// SHUTDOWN_GRACE_SECONDS: jobs take no new work once it begins, and what still waits on another
// system when the grace is over gives up.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "api/module.h"
#include "api/routes.h"
#include "core/clock.h"
#include "core/config.h"
#include "core/metrics.h"
#include "core/shutdown.h"
#include "db/database.h"

namespace aplauso {

namespace storage {
class FileStore;
class LocalStore;
}  // namespace storage
namespace jobs {
class Gate;
class Periodic;
}  // namespace jobs
namespace http {
class Server;
class StaticFiles;
}  // namespace http
class Dispatcher;
class OutboundSlots;

class Application {
 public:
  /// Opens the database and, unless `migrate` is false, brings its schema up to date.
  /// `clock` defaults to the system clock; tests pass a manual one.
  explicit Application(Config config, bool migrate = true, const Clock* clock = nullptr);
  ~Application();
  Application(const Application&) = delete;
  Application& operator=(const Application&) = delete;

  /// Starts what modules run against the schema (once), then binds the listening socket;
  /// returns the port. With `handle_signals`, SIGINT and SIGTERM start a graceful shutdown.
  std::uint16_t listen(bool handle_signals = true);
  /// Serves until stop() (or a signal); listens first if listen() was not called. Returns once
  /// the requests and the jobs have ended, within SHUTDOWN_GRACE_SECONDS of the stop.
  void run();
  void stop();

  const Config& config() const { return config_; }
  const db::Database& db() const { return *db_; }
  const Clock& clock() const { return *clock_; }
  storage::FileStore& files() { return *files_; }
  const Dispatcher& dispatcher() const { return *dispatcher_; }
  /// A service a module installed (the command line, the demo seed and tests use them).
  template <class T>
  T& service() const {
    return modules_->need<T>();
  }
  /// The modules' parts of the demo organisation, in install order (app/demo_seed.cpp).
  const std::vector<DemoPart>& demo_parts() const { return modules_->demo_parts; }

 private:
  void build_server(bool handle_signals);
  void start_modules();
  /// The server began to stop: jobs take no new work.
  void shutdown_began();
  /// Waits for the jobs until the grace period is over, then makes what they wait on give up.
  void stop_jobs();

  Config config_;
  SystemClock system_clock_;
  const Clock* clock_;
  Metrics metrics_;
  Shutdown shutdown_;
  /// When the shutdown began (steady clock, ns), 0 before.
  std::atomic<std::int64_t> shutdown_began_ns_{0};
  bool modules_started_ = false;
  std::unique_ptr<db::Database> db_;
  std::unique_ptr<storage::FileStore> files_;
  storage::LocalStore* local_files_ = nullptr;  // files_ when it is the local disk
  RouteTable routes_;
  std::unique_ptr<ModuleContext> modules_;
  std::unique_ptr<OutboundSlots> outbound_;
  std::unique_ptr<Dispatcher> dispatcher_;
  std::unique_ptr<http::StaticFiles> static_files_;
  std::unique_ptr<http::Server> server_;
  /// Half the database pool for the jobs at once (jobs/periodic.h); outlives them.
  std::unique_ptr<jobs::Gate> job_gate_;
  std::vector<std::unique_ptr<jobs::Periodic>> jobs_;
};

}  // namespace aplauso
