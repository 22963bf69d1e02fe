// The HTTP/1.1 server: Beast and Asio coroutines on `worker_threads` event loops whose handlers
// run inline, and a bounded pool of threads for the answers that wait on other systems
// (Response::later, ADR 0036). It owns the transport concerns every request shares: read limits
// and timeouts, keep-alive, request ids, per-IP rate limiting, CORS, security headers, the access
// log and metrics, and graceful shutdown (in-flight requests finish, idle connections close).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "http/message.h"

namespace aplauso {
class Metrics;
}

namespace aplauso::http {

struct ServerOptions {
  std::string address = "127.0.0.1";
  std::uint16_t port = 8080;  ///< 0 picks a free port (tests)
  std::size_t worker_threads = 8;
  std::size_t max_body_bytes = 1 << 20;
  std::size_t max_header_bytes = 16 * 1024;
  std::size_t max_connections = 10'000;  ///< beyond, new connections get a 503 and are closed
  std::chrono::seconds header_timeout{15};
  std::chrono::seconds body_timeout{60};
  std::chrono::seconds shutdown_grace{20};
  /// Threads that run Response::later (answers waiting on other systems), and how many such
  /// answers may wait for a thread beyond them; past that, 503 server_busy with Retry-After.
  std::size_t outbound_threads = 16;
  std::size_t outbound_queue = 64;
  /// Called once when the shutdown begins (a signal or stop()), on the server's control thread.
  std::function<void()> on_shutdown;
  /// Called when the grace period ends with requests still in flight, before they are cut.
  std::function<void()> on_grace_expired;
  bool trust_proxy = false;
  /// Peers whose X-Forwarded-For is believed when trust_proxy is on: addresses or networks
  /// ("10.0.0.0/8"); empty means loopback only.
  std::vector<std::string> trusted_proxies;
  bool handle_signals = true;  ///< stop on SIGINT / SIGTERM
  std::vector<std::string> cors_origins;
  std::string content_security_policy;
  double rate_limit_per_minute = 1200;  ///< per client IP, for API paths
  std::string api_prefix = "/api";
};

/// Handles one request synchronously on its event loop's thread (an answer that must wait on
/// another system comes as Response::later). Must not throw; if it does, the server answers an
/// opaque 500.
using Handler = std::function<Response(Request&)>;
/// The body limit for a request, decided from its method and path before the body is read.
using BodyLimit = std::function<std::size_t(Method, std::string_view path)>;

class Server {
 public:
  /// `api` answers paths under the API prefix, `files` everything else (GET and HEAD).
  Server(ServerOptions options, Handler api, Handler files, Metrics& metrics,
         BodyLimit body_limit = {});
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  /// Binds and listens; returns the bound port. Throws std::system_error when it cannot.
  std::uint16_t listen();
  /// Serves until stop() or a signal, then drains and returns.
  void run();
  /// Begins a graceful shutdown; safe from any thread.
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace aplauso::http
