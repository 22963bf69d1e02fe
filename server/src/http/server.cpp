// The only translation unit that includes Beast. Its shape follows Beast's awaitable server
// example: one coroutine per connection, a timeout on every read and write, body limits, and a
// cancellation path for graceful shutdown. There are `worker_threads` event loops, one thread
// each; a new connection goes to the loop with the fewest open connections and stays there, and
// a request's handler runs inline on its loop's thread: no hand-off and no lock between threads
// on the way in or out. A handler waiting on the database holds its loop; the others go on. An
// answer that waits on another system (Response::later) runs on the outbound pool instead, and
// the connection's coroutine waits for it without holding its loop (ADR 0036).
#include "http/server.h"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/network_v4.hpp>
#include <boost/asio/ip/network_v6.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/url_view.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <limits>
#include <mutex>
#include <thread>
#include <unordered_set>

#include "core/clock.h"
#include "core/crypto.h"
#include "core/log.h"
#include "core/metrics.h"
#include "core/rate_limiter.h"
#include "core/utf8.h"

namespace aplauso::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = boost::beast::http;
using tcp = asio::ip::tcp;

namespace {

constexpr auto kTuple = asio::as_tuple(asio::use_awaitable);

bool valid_request_id(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '_' || c == '.';
  });
}

std::string error_body(std::string_view code, std::string_view message) {
  std::string body = R"({"success":false,"error":")";
  body += message;  // fixed server texts: no escaping needed
  body += R"(","code":")";
  body += code;
  body += R"("})";
  return body;
}

Response json_error(int status, std::string_view code, std::string_view message) {
  return Response::text(status, error_body(code, message), "application/json; charset=utf-8");
}

// The proxies whose X-Forwarded-For header is believed.
class TrustedProxies {
 public:
  explicit TrustedProxies(const std::vector<std::string>& entries) {
    for (const auto& e : entries) {
      boost::system::error_code ec;
      if (e.find('/') != std::string::npos) {
        if (e.find(':') != std::string::npos) {
          const auto n = asio::ip::make_network_v6(e, ec);
          if (!ec) v6_.push_back(n);
        } else {
          const auto n = asio::ip::make_network_v4(e, ec);
          if (!ec) v4_.push_back(n);
        }
      } else {
        const auto a = asio::ip::make_address(e, ec);
        if (!ec) addresses_.push_back(a);
      }
      if (ec) log::warn("trusted_proxy_ignored", {{"entry", e}});
    }
  }
  bool contains(const asio::ip::address& a) const {
    if (v4_.empty() && v6_.empty() && addresses_.empty()) return a.is_loopback();
    for (const auto& x : addresses_) {
      if (x == a) return true;
    }
    if (a.is_v4()) {
      for (const auto& n : v4_) {
        if (asio::ip::make_network_v4(a.to_v4(), n.prefix_length()).network() == n.network()) {
          return true;
        }
      }
    } else {
      for (const auto& n : v6_) {
        if (asio::ip::make_network_v6(a.to_v6(), n.prefix_length()).network() == n.network()) {
          return true;
        }
      }
    }
    return false;
  }

 private:
  std::vector<asio::ip::address> addresses_;
  std::vector<asio::ip::network_v4> v4_;
  std::vector<asio::ip::network_v6> v6_;
};

std::string client_ip(const Request& req, const std::string& peer, bool trust) {
  if (!trust) return peer;
  std::string_view xff = req.headers.get("X-Forwarded-For");
  if (xff.empty()) return peer;
  // The proxy appends the address it saw: the last entry is the one we can trust.
  const auto comma = xff.rfind(',');
  std::string_view last = comma == std::string_view::npos ? xff : xff.substr(comma + 1);
  while (!last.empty() && last.front() == ' ') last.remove_prefix(1);
  while (!last.empty() && last.back() == ' ') last.remove_suffix(1);
  return last.empty() ? peer : std::string(last);
}

// The complaints channel's anonymous route (ADR 0063): its API calls and its web page are
// answered with no-store and no-referrer, and their request log line keeps neither the address
// nor the path beyond this prefix.
bool sealed_route(std::string_view path) {
  constexpr std::string_view kApi = "/api/complaints/anonymous";
  constexpr std::string_view kPage = "/complaints/anonymous";
  const auto under = [&path](std::string_view prefix) {
    return path.substr(0, prefix.size()) == prefix &&
           (path.size() == prefix.size() || path[prefix.size()] == '/' ||
            path[prefix.size()] == '?');
  };
  return under(kApi) || under(kPage);
}

// Headers every answer carries, the ones refused before routing included.
template <class Fields>
void set_security_headers(Fields& h, const std::string& csp) {
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (!csp.empty()) h.set("Content-Security-Policy", csp);
}

std::int64_t elapsed_us(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() -
                                                               since)
      .count();
}

}  // namespace

struct Server::Impl {
  struct Connection {
    Connection(tcp::socket socket, std::size_t on_loop)
        : stream(std::move(socket)), loop(on_loop) {}
    beast::tcp_stream stream;  ///< touched on its loop's thread only
    std::size_t loop;
    std::atomic<bool> busy{false};
    /// While the connection streams events: the wait between them (its loop's thread only).
    std::shared_ptr<asio::steady_timer> events_wait;
  };

  Impl(ServerOptions o, Handler a, Handler f, Metrics& m, BodyLimit b)
      : options(std::move(o)),
        api(std::move(a)),
        files(std::move(f)),
        metrics(m),
        body_limit(std::move(b)),
        loops(make_loops(std::max<std::size_t>(1, options.worker_threads))),
        open_per_loop(loops.size()),
        control(loops.front()->get_executor()),
        acceptor(control),
        signals(control),
        grace_timer(control),
        limiter(options.rate_limit_per_minute, std::max(20.0, options.rate_limit_per_minute / 4)),
        proxies(options.trusted_proxies),
        outbound_pool(std::max<std::size_t>(1, options.outbound_threads)) {}

  ServerOptions options;
  Handler api;
  Handler files;
  Metrics& metrics;
  BodyLimit body_limit;
  static std::vector<std::unique_ptr<asio::io_context>> make_loops(std::size_t n) {
    std::vector<std::unique_ptr<asio::io_context>> out;
    for (std::size_t i = 0; i < n; ++i) out.push_back(std::make_unique<asio::io_context>(1));
    return out;
  }
  std::size_t least_loaded() const {
    std::size_t best = 0;
    for (std::size_t i = 1; i < loops.size(); ++i) {
      if (open_per_loop[i].load() < open_per_loop[best].load()) best = i;
    }
    return best;
  }

  std::vector<std::unique_ptr<asio::io_context>> loops;
  std::vector<std::atomic<int>> open_per_loop;
  /// Keeps the loops running while they have no connection, until shutdown.
  std::vector<asio::executor_work_guard<asio::io_context::executor_type>> keep_running;
  asio::io_context::executor_type control;  ///< loop 0: acceptor, signals, shutdown
  tcp::acceptor acceptor;
  asio::signal_set signals;
  asio::steady_timer grace_timer;
  RateLimiter limiter;
  TrustedProxies proxies;
  SystemClock clock;
  std::mutex connections_mutex;
  std::unordered_set<std::shared_ptr<Connection>> connections;
  std::atomic<bool> stopping{false};
  std::atomic<bool> ran{false};
  /// Answers that wait on other systems, and how many are running or waiting for a thread.
  asio::thread_pool outbound_pool;
  std::atomic<std::size_t> outbound_in_flight{0};

  bool is_api(std::string_view path) const {
    const std::string_view prefix = options.api_prefix;
    return path.starts_with(prefix) && (path.size() == prefix.size() || path[prefix.size()] == '/');
  }

  asio::awaitable<void> accept_loop() {
    // Out of file descriptors (or another accept failure): wait before trying again, longer
    // each time, and log once per episode instead of once per attempt.
    auto backoff = std::chrono::milliseconds(0);
    asio::steady_timer pause(control);
    for (;;) {
      const std::size_t target = least_loaded();
      auto [ec, socket] = co_await acceptor.async_accept(loops[target]->get_executor(), kTuple);
      if (ec) {
        if (ec == asio::error::operation_aborted || stopping) co_return;
        if (backoff.count() == 0) log::warn("accept_failed", {{"error", ec.message()}});
        backoff = std::min(std::chrono::milliseconds(1000),
                           std::max(std::chrono::milliseconds(10), backoff * 2));
        pause.expires_after(backoff);
        co_await pause.async_wait(kTuple);
        continue;
      }
      if (backoff.count() != 0) {
        log::info("accept_recovered");
        backoff = std::chrono::milliseconds(0);
      }
      if (stopping) co_return;
      const auto executor = socket.get_executor();
      std::shared_ptr<Connection> conn;
      {
        const std::lock_guard lock(connections_mutex);
        if (connections.size() < options.max_connections) {
          conn = std::make_shared<Connection>(std::move(socket), target);
          connections.insert(conn);
          ++open_per_loop[target];
        }
      }
      if (!conn) {
        metrics.count("connections_refused");
        asio::co_spawn(executor, refuse(std::move(socket)), asio::detached);
        continue;
      }
      asio::co_spawn(executor, serve_connection(conn), [this, conn](std::exception_ptr e) {
        if (e) {
          try {
            std::rethrow_exception(e);
          } catch (const std::exception& ex) {
            log::error("connection_failed", {{"error", ex.what()}});
          }
        }
        bool last = false;
        {
          const std::lock_guard lock(connections_mutex);
          connections.erase(conn);
          --open_per_loop[conn->loop];
          last = connections.empty();
        }
        if (stopping && last) asio::post(control, [this] { grace_timer.cancel(); });
      });
    }
  }

  // Too many open connections: a 503 the client can act on, then close.
  asio::awaitable<void> refuse(tcp::socket socket) {
    Connection conn(std::move(socket), 0);
    co_await reject(conn, 503, "server_busy", "Servidor ocupado. Intenta de nuevo en un momento.");
  }

  // Answers a protocol-level failure and closes the connection. The client may still be sending
  // the body we refused: closing with unread data would reset the connection and could destroy
  // our answer before it is read, so we drain for a moment first (a "lingering close").
  asio::awaitable<void> reject(Connection& conn, int status, std::string_view code,
                               std::string_view message) {
    bhttp::response<bhttp::string_body> res{static_cast<bhttp::status>(status), 11};
    res.set(bhttp::field::content_type, "application/json; charset=utf-8");
    res.set(bhttp::field::connection, "close");
    res.set(bhttp::field::cache_control, "no-store");
    if (status == 503) res.set(bhttp::field::retry_after, "1");
    set_security_headers(res, options.content_security_policy);
    res.body() = error_body(code, message);
    res.prepare_payload();
    conn.stream.expires_after(options.body_timeout);
    auto [wec, wn] = co_await bhttp::async_write(conn.stream, res, kTuple);
    if (wec) co_return;
    beast::error_code ignored;
    conn.stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
    constexpr std::size_t kMaxDrain = 64U << 20U;
    std::array<char, 16384> sink{};
    std::size_t drained = 0;
    conn.stream.expires_after(std::chrono::seconds(2));
    while (drained < kMaxDrain) {
      auto [rec, n] = co_await conn.stream.async_read_some(asio::buffer(sink), kTuple);
      if (rec) break;
      drained += n;
    }
  }

  asio::awaitable<void> serve_connection(std::shared_ptr<Connection> conn) {
    beast::flat_buffer buffer;
    std::string peer;
    bool peer_trusted = false;
    {
      beast::error_code ec;
      const auto ep = conn->stream.socket().remote_endpoint(ec);
      peer = ec ? "unknown" : ep.address().to_string();
      peer_trusted = !ec && options.trust_proxy && proxies.contains(ep.address());
    }
    for (;;) {
      if (stopping) co_return;
      bhttp::request_parser<bhttp::string_body> parser;
      parser.header_limit(static_cast<std::uint32_t>(options.max_header_bytes));
      // The real limit depends on the route, known only once the header is in; it is applied
      // below before a byte of the body is read.
      parser.body_limit(std::numeric_limits<std::uint64_t>::max());
      conn->stream.expires_after(options.header_timeout);
      auto [ec, n] = co_await bhttp::async_read_header(conn->stream, buffer, parser, kTuple);
      if (ec) {
        if (ec == bhttp::error::header_limit) {
          co_await reject(*conn, 431, "header_too_large", "Encabezados demasiado grandes.");
        } else if (ec != bhttp::error::end_of_stream && ec != beast::error::timeout &&
                   ec != asio::error::operation_aborted && ec != asio::error::connection_reset &&
                   ec != asio::error::eof) {
          co_await reject(*conn, 400, "bad_request", "Solicitud HTTP inválida.");
        }
        co_return;
      }
      conn->busy = true;
      const auto started = std::chrono::steady_clock::now();
      metrics.request_started();

      Request req;
      int hosts = 0;
      {
        const auto& h = parser.get();
        req.method = parse_method(std::string_view(h.method_string()));
        req.target = std::string(h.target());
        for (const auto& field : h) {
          if (field.name() == bhttp::field::host) ++hosts;
          req.headers.add(std::string(field.name_string()), std::string(field.value()));
        }
      }
      auto parsed = boost::urls::parse_origin_form(req.target);
      // Two Host headers could name two organisations: refuse rather than pick one. Decoded
      // paths and query values must be text (UTF-8) before anything reads them.
      bool bad_target = !parsed || hosts > 1;
      if (!bad_target) {
        req.path = std::string(parsed->encoded_path());
        for (const auto& p : parsed->params()) {
          req.query.emplace_back(p.key, p.value);
          bad_target = bad_target || !valid_utf8(req.query.back().first) ||
                       !valid_utf8(req.query.back().second);
        }
        bad_target = bad_target || !valid_utf8(percent_decode(req.path));
      }
      const std::size_t limit =
          body_limit ? body_limit(req.method, req.path) : options.max_body_bytes;
      parser.body_limit(limit);
      if (const auto len = parser.content_length(); len && *len > limit) {
        metrics.request_finished(to_string(req.method), "rejected", 413, elapsed_us(started));
        co_await reject(*conn, 413, "payload_too_large", "La solicitud es demasiado grande.");
        co_return;
      }
      if (beast::iequals(req.headers.get("Expect"), "100-continue")) {
        bhttp::response<bhttp::empty_body> cont{bhttp::status::continue_, 11};
        co_await bhttp::async_write(conn->stream, cont, kTuple);
      }
      if (!parser.is_done()) {
        conn->stream.expires_after(options.body_timeout);
        auto [bec, bn] = co_await bhttp::async_read(conn->stream, buffer, parser, kTuple);
        if (bec) {
          metrics.request_finished(to_string(req.method), "rejected", 400, elapsed_us(started));
          if (bec == bhttp::error::body_limit) {
            co_await reject(*conn, 413, "payload_too_large", "La solicitud es demasiado grande.");
          } else if (bec == beast::error::timeout) {
            co_await reject(*conn, 408, "request_timeout",
                            "Timeout de la solicitud. Intenta nuevamente.");
          } else if (bec != bhttp::error::end_of_stream && bec != bhttp::error::partial_message &&
                     bec != asio::error::operation_aborted &&
                     bec != asio::error::connection_reset && bec != asio::error::eof) {
            // A malformed body (a bad chunk size, say) gets an answer before the close.
            co_await reject(*conn, 400, "bad_request", "Solicitud HTTP inválida.");
          }
          co_return;
        }
      }
      const bool keep_alive = parser.get().keep_alive();
      req.body = std::move(parser.get().body());
      req.remote_ip = client_ip(req, peer, options.trust_proxy && peer_trusted);
      const std::string_view incoming_id = req.headers.get("X-Request-Id");
      req.request_id = valid_request_id(incoming_id) ? std::string(incoming_id)
                                                     : crypto::to_hex(crypto::random_bytes(8));

      // GCC 12 miscompiles co_await inside a conditional expression: keep it a statement.
      Response res;
      if (bad_target) {
        res = json_error(400, "bad_request", "Solicitud HTTP inválida.");
      } else {
        res = co_await answer(req);
      }
      finish_headers(req, res);
      if (res.stream && req.method == Method::kGet && res.status == 200) {
        co_await stream_events(conn, req, res);
        co_return;
      }

      bhttp::response<bhttp::string_body> out{static_cast<bhttp::status>(res.status), 11};
      for (const auto& [k, v] : res.headers.all()) out.insert(k, v);
      const std::size_t body_size = res.body.size();
      if (req.method == Method::kHead) {
        out.content_length(body_size);
      } else {
        out.body() = std::move(res.body);
        out.prepare_payload();
      }
      out.keep_alive(keep_alive && !stopping);
      conn->stream.expires_after(options.body_timeout);
      auto [wec, wn] = co_await bhttp::async_write(conn->stream, out, kTuple);

      const auto us = elapsed_us(started);
      metrics.request_finished(to_string(req.method),
                               res.log_route.empty() ? "unmatched" : res.log_route, res.status, us);
      const bool sealed = sealed_route(req.path);
      log::info("request", {{"id", req.request_id},
                            {"method", to_string(req.method)},
                            {"path", sealed ? std::string("/complaints/anonymous") : req.path},
                            {"status", res.status},
                            {"bytes", body_size},
                            {"ms", static_cast<double>(us) / 1000.0},
                            {"ip", sealed ? std::string() : req.remote_ip},
                            {"route", res.log_route},
                            {"org", res.log_org},
                            {"user", res.log_user}});
      conn->busy = false;
      if (wec || !out.keep_alive()) {
        beast::error_code ignored;
        conn->stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
        co_return;
      }
    }
  }

  // Sends an event stream until the client leaves or the server stops: the headers, then each
  // text the stream has ready, or a heartbeat comment after `kHeartbeat` of silence (which also
  // finds clients that left without closing). A client that closes the connection is noticed at
  // once (a read that ends), so its stream stops counting against the member's and the node's
  // limits (ADR 0033) without waiting for the next heartbeat.
  asio::awaitable<void> stream_events(std::shared_ptr<Connection> conn, const Request& req,
                                      Response& res) {
    static constexpr auto kHeartbeat = std::chrono::seconds(15);
    bhttp::response<bhttp::empty_body> head{bhttp::status::ok, 11};
    for (const auto& [k, v] : res.headers.all()) head.insert(k, v);
    head.set(bhttp::field::content_type, "text/event-stream; charset=utf-8");
    head.set(bhttp::field::cache_control, "no-store");
    head.set("X-Accel-Buffering", "no");
    head.keep_alive(false);  // the body ends when the connection does
    bhttp::response_serializer<bhttp::empty_body> header_writer{head};
    conn->stream.expires_after(options.body_timeout);
    auto [hec, hn] = co_await bhttp::async_write_header(conn->stream, header_writer, kTuple);
    metrics.request_finished(to_string(req.method), res.log_route, 200, 0);
    log::info("event_stream_opened",
              {{"id", req.request_id}, {"org", res.log_org}, {"user", res.log_user}});
    const auto stream = res.stream;
    auto wait = std::make_shared<asio::steady_timer>(conn->stream.get_executor());
    conn->events_wait = wait;
    const std::weak_ptr<asio::steady_timer> weak = wait;
    stream->set_waker([weak, executor = conn->stream.get_executor()] {
      asio::post(executor, [weak] {
        if (const auto timer = weak.lock()) timer->cancel();
      });
    });
    conn->busy = false;  // a stream never holds up a shutdown
    auto left = std::make_shared<bool>(false);
    asio::co_spawn(conn->stream.get_executor(), watch_departure(conn, weak, left), asio::detached);
    bool failed = static_cast<bool>(hec);
    while (!failed && !stopping && !*left) {
      auto taken = stream->take();
      if (!taken) break;
      std::string out = std::move(*taken);
      if (out.empty()) {
        wait->expires_after(kHeartbeat);
        auto [wec] = co_await wait->async_wait(kTuple);
        if (wec) continue;  // woken: text is ready, or the server is stopping
        out = ": heartbeat\n\n";
      }
      conn->stream.expires_after(options.body_timeout);
      auto [wec, wn] = co_await asio::async_write(conn->stream, asio::buffer(out), kTuple);
      failed = static_cast<bool>(wec);
    }
    stream->close();
    conn->events_wait.reset();
    beast::error_code ignored;
    conn->stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
    conn->stream.socket().cancel(ignored);  // ends watch_departure's read
  }

  // The client of an event stream sends nothing after its request: a read that completes with
  // an error (end of stream, reset, cancelled) means it left; whatever it sends is dropped.
  static asio::awaitable<void> watch_departure(std::shared_ptr<Connection> conn,
                                               std::weak_ptr<asio::steady_timer> wait,
                                               std::shared_ptr<bool> left) {
    std::array<char, 256> sink{};
    for (;;) {
      auto [ec, n] = co_await conn->stream.socket().async_read_some(asio::buffer(sink), kTuple);
      if (ec) break;
    }
    *left = true;
    if (const auto timer = wait.lock()) timer->cancel();
  }

  asio::awaitable<Response> answer(Request& req) {
    const bool api_path = is_api(req.path);
    const std::string_view origin = req.headers.get("Origin");
    const bool cors_allowed =
        !origin.empty() && std::find(options.cors_origins.begin(), options.cors_origins.end(),
                                     origin) != options.cors_origins.end();
    if (api_path && req.method == Method::kOptions) {
      Response res;
      res.status = 204;
      res.log_route = "preflight";
      if (cors_allowed) {
        res.headers.set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
        res.headers.set("Access-Control-Allow-Headers",
                        "Authorization, Content-Type, Idempotency-Key, X-Request-Id");
        res.headers.set("Access-Control-Max-Age", "600");
      }
      co_return res;
    }
    if (api_path) {
      if (const int wait = limiter.acquire(req.remote_ip, clock.now_ms()); wait > 0) {
        Response res =
            json_error(429, "rate_limited", "Demasiadas solicitudes. Espera un momento.");
        res.headers.set("Retry-After", std::to_string(wait));
        res.log_route = "rate_limited";
        co_return res;
      }
    } else if (req.method != Method::kGet && req.method != Method::kHead) {
      Response res = json_error(405, "method_not_allowed", "Método no permitido.");
      res.headers.set("Allow", "GET, HEAD");
      co_return res;
    }
    const Handler& handler = api_path ? api : files;
    Response res;
    try {
      res = handler(req);
    } catch (const std::exception& e) {
      log::error("handler_threw", {{"id", req.request_id}, {"error", e.what()}});
      co_return json_error(500, "internal_error", "Error interno del servidor. Intenta más tarde.");
    }
    if (!res.later) co_return res;
    Response later = co_await on_outbound_pool(res, req);
    co_return later;
  }

  // Runs `first.later` on the outbound pool and waits for it without holding this loop: the
  // pool thread wakes the coroutine through a timer on the connection's own executor.
  asio::awaitable<Response> on_outbound_pool(Response& first, const Request& req) {
    const std::size_t capacity = options.outbound_threads + options.outbound_queue;
    if (outbound_in_flight.fetch_add(1) >= capacity) {
      --outbound_in_flight;
      metrics.count("outbound_refused");
      Response busy =
          json_error(503, "server_busy", "Servidor ocupado. Intenta de nuevo en un momento.");
      busy.headers.set("Retry-After", "2");
      busy.log_route = first.log_route;
      busy.log_org = first.log_org;
      busy.log_user = first.log_user;
      co_return busy;
    }
    const auto executor = co_await asio::this_coro::executor;
    auto done =
        std::make_shared<asio::steady_timer>(executor, asio::steady_timer::time_point::max());
    auto result = std::make_shared<Response>();
    asio::post(outbound_pool,
               [this, work = std::move(first.later), done, result, executor, id = req.request_id] {
                 try {
                   *result = work();
                 } catch (const std::exception& e) {
                   log::error("handler_threw", {{"id", id}, {"error", e.what()}});
                   *result = json_error(500, "internal_error",
                                        "Error interno del servidor. Intenta más tarde.");
                 }
                 --outbound_in_flight;
                 asio::post(executor, [done] { done->cancel(); });
               });
    co_await done->async_wait(kTuple);
    co_return std::move(*result);
  }

  void finish_headers(const Request& req, Response& res) const {
    auto& h = res.headers;
    h.set("X-Request-Id", req.request_id);
    set_security_headers(h, options.content_security_policy);
    if (sealed_route(req.path)) {
      h.set("Cache-Control", "no-store");
      h.set("Referrer-Policy", "no-referrer");
    }
    if (is_api(req.path)) {
      if (!h.has("Cache-Control")) h.set("Cache-Control", "no-store");
      const std::string_view origin = req.headers.get("Origin");
      if (!origin.empty() && std::find(options.cors_origins.begin(), options.cors_origins.end(),
                                       origin) != options.cors_origins.end()) {
        h.set("Access-Control-Allow-Origin", std::string(origin));
        h.set("Access-Control-Expose-Headers", "Retry-After, X-Request-Id");
        h.add("Vary", "Origin");
      }
    }
  }

  // Runs on loop 0. Each connection's socket is touched on its own loop only.
  void begin_shutdown() {
    if (stopping.exchange(true)) return;
    keep_running.clear();  // a loop ends once its last connection has
    beast::error_code ignored;
    acceptor.close(ignored);
    signals.cancel(ignored);
    std::vector<std::shared_ptr<Connection>> open;
    {
      const std::lock_guard lock(connections_mutex);
      open.assign(connections.begin(), connections.end());
    }
    log::info("shutdown_started", {{"open_connections", open.size()}});
    if (options.on_shutdown) options.on_shutdown();
    for (const auto& conn : open) {
      asio::post(conn->stream.get_executor(), [conn] {
        beast::error_code e;
        if (conn->events_wait) conn->events_wait->cancel();
        if (!conn->busy) conn->stream.socket().cancel(e);
      });
    }
    if (open.empty()) return;
    grace_timer.expires_after(options.shutdown_grace);
    grace_timer.async_wait([this](beast::error_code ec) {
      if (ec) return;  // cancelled: every connection finished in time
      std::vector<std::shared_ptr<Connection>> left;
      {
        const std::lock_guard lock(connections_mutex);
        left.assign(connections.begin(), connections.end());
      }
      log::warn("shutdown_grace_expired", {{"open_connections", left.size()}});
      // Calls to other systems give up first, so the answers waiting on them end at once.
      if (options.on_grace_expired) options.on_grace_expired();
      for (const auto& conn : left) {
        asio::post(conn->stream.get_executor(), [conn] {
          beast::error_code e;
          conn->stream.socket().close(e);
        });
      }
    });
  }
};

Server::Server(ServerOptions options, Handler api, Handler files, Metrics& metrics,
               BodyLimit body_limit)
    : impl_(std::make_unique<Impl>(std::move(options), std::move(api), std::move(files), metrics,
                                   std::move(body_limit))) {}

Server::~Server() {
  stop();
}

std::uint16_t Server::listen() {
  auto& acc = impl_->acceptor;
  const tcp::endpoint ep{asio::ip::make_address(impl_->options.address), impl_->options.port};
  acc.open(ep.protocol());
  acc.set_option(asio::socket_base::reuse_address(true));
  acc.bind(ep);
  acc.listen(asio::socket_base::max_listen_connections);
  return acc.local_endpoint().port();
}

void Server::run() {
  Impl& s = *impl_;
  if (!s.acceptor.is_open()) listen();
  if (s.options.handle_signals) {
    s.signals.add(SIGINT);
    s.signals.add(SIGTERM);
    s.signals.async_wait([&s](beast::error_code ec, int signo) {
      if (ec) return;
      log::info("signal_received", {{"signal", signo}});
      s.begin_shutdown();
    });
  }
  asio::co_spawn(s.control, s.accept_loop(), asio::detached);
  s.ran = true;
  for (const auto& loop : s.loops) s.keep_running.push_back(asio::make_work_guard(*loop));
  std::vector<std::thread> threads;
  for (std::size_t i = 1; i < s.loops.size(); ++i) {
    threads.emplace_back([&s, i] { s.loops[i]->run(); });
  }
  s.loops.front()->run();
  for (auto& t : threads) t.join();
  // Every connection has ended, so no answer is left on the outbound pool.
  s.outbound_pool.join();
  log::info("shutdown_complete");
}

void Server::stop() {
  asio::post(impl_->control, [impl = impl_.get()] { impl->begin_shutdown(); });
}

}  // namespace aplauso::http
