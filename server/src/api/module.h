// What a module gets to install itself (modules.json lists them; the build generates the calls):
// the shared infrastructure, the route table, the services of modules installed before it, and
// a place to keep what it builds for the life of the application.
//   void install(ModuleContext& m);   // in every server/src/modules/<name>/<name>_module.cpp
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <typeindex>
#include <typeinfo>
#include <unordered_map>
#include <utility>
#include <vector>

#include "api/demo.h"

namespace aplauso {

struct Config;
class Clock;
class Metrics;
class RouteTable;
class Shutdown;
namespace db {
class Database;
}
namespace storage {
class FileStore;
class LocalStore;
}  // namespace storage

/// Work a module runs in the background every `every` (when the process runs jobs). A run that
/// can take long checks `ModuleContext::shutdown` between items: once it has begun, it takes
/// nothing new (the process must end within SHUTDOWN_GRACE_SECONDS).
struct Job {
  std::string name;
  std::chrono::seconds every;
  std::function<void()> run;
};

class ModuleContext {
 public:
  ModuleContext(const Config& config_in, const db::Database& db_in, const Clock& clock_in,
                Metrics& metrics_in, storage::FileStore& files_in,
                storage::LocalStore* local_files_in, RouteTable& routes_in,
                const Shutdown& shutdown_in)
      : config(config_in),
        db(db_in),
        clock(clock_in),
        metrics(metrics_in),
        files(files_in),
        local_files(local_files_in),
        routes(routes_in),
        shutdown(shutdown_in) {}

  const Config& config;
  const db::Database& db;
  const Clock& clock;
  Metrics& metrics;
  storage::FileStore& files;
  storage::LocalStore* local_files;  ///< the files on local disk, when files are not in S3
  RouteTable& routes;
  /// The process's way down: jobs stop taking work once it has begun, and calls to other systems
  /// give up when it aborts (its abort_flag() goes into their outbound::Limits).
  const Shutdown& shutdown;
  std::vector<Job> jobs;
  /// Work to do once the schema is up to date and the process starts serving (threads that
  /// read the database, say): nothing a module's install() does may touch the database, so
  /// that `aplauso migrate` works on an empty one.
  std::vector<std::function<void()>> on_start;

  /// The modules' parts of the demo organisation, in install order (api/demo.h).
  std::vector<DemoPart> demo_parts;

  /// Adds this module's part of the demo organisation.
  void demo(std::string module, std::function<void(DemoOrg&)> seed) {
    demo_parts.push_back({std::move(module), std::move(seed)});
  }

  /// Builds a T that lives as long as the application.
  template <class T, class... Args>
  T& make(Args&&... args) {
    auto owned = std::make_shared<T>(std::forward<Args>(args)...);
    T& ref = *owned;
    owned_.push_back(std::move(owned));
    return ref;
  }
  /// Offers a service to the modules installed after this one.
  template <class T>
  void provide(T& service) {
    services_[std::type_index(typeid(T))] = &service;
  }
  /// A service an earlier module provided; std::logic_error when none did (install order).
  template <class T>
  T& need() const {
    const auto it = services_.find(std::type_index(typeid(T)));
    if (it == services_.end()) {
      throw std::logic_error(std::string("module service not installed: ") + typeid(T).name());
    }
    return *static_cast<T*>(it->second);
  }

 private:
  std::vector<std::shared_ptr<void>> owned_;
  std::unordered_map<std::type_index, void*> services_;
};

/// Installs every module of modules.json in its order (generated at build time).
void install_modules(ModuleContext& m);

}  // namespace aplauso
