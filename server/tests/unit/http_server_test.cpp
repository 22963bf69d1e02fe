// The transport on its own (no database): timeouts, limits, keep-alive, headers and graceful
// shutdown, against raw sockets where HTTP clients would hide the behaviour.
#include "http/server.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>

#include "core/metrics.h"
#include "support/http_client.h"

namespace aplauso::http {
namespace {

using namespace std::chrono_literals;

class RawSocket {
 public:
  explicit RawSocket(std::uint16_t port) : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
      throw std::runtime_error("connect failed");
    }
    timeval tv{5, 0};
    ::setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  }
  ~RawSocket() { ::close(fd_); }
  void send(std::string_view data) { (void)::send(fd_, data.data(), data.size(), MSG_NOSIGNAL); }
  /// Reads until the peer closes or the 5 s receive timeout passes.
  std::string read_all() {
    std::string out;
    char buf[4096];
    ssize_t n;
    while ((n = ::recv(fd_, buf, sizeof buf, 0)) > 0) out.append(buf, static_cast<std::size_t>(n));
    return out;
  }
  std::string read_some() {
    char buf[8192];
    const ssize_t n = ::recv(fd_, buf, sizeof buf, 0);
    return n > 0 ? std::string(buf, static_cast<std::size_t>(n)) : std::string();
  }

 private:
  int fd_;
};

class UnitHttpServer : public ::testing::Test {
 protected:
  void start(ServerOptions o, Handler api) {
    o.address = "127.0.0.1";
    o.port = 0;
    o.handle_signals = false;
    server = std::make_unique<Server>(
        o, std::move(api), [](Request&) { return Response::text(200, "file"); }, metrics);
    port = server->listen();
    thread = std::thread([this] { server->run(); });
  }
  void TearDown() override {
    if (server) server->stop();
    if (thread.joinable()) thread.join();
  }

  Metrics metrics;
  std::unique_ptr<Server> server;
  std::uint16_t port = 0;
  std::thread thread;
};

Handler echo() {
  return [](Request& r) {
    Response res = Response::text(200, r.body.empty() ? std::string(r.path) : r.body);
    res.log_route = "/echo";
    return res;
  };
}

TEST_F(UnitHttpServer, AnswersWithSecurityHeadersAndRequestId) {
  ServerOptions o;
  o.content_security_policy = "default-src 'self'";
  start(o, echo());
  const auto r = test::HttpClient(port, "localhost").get("/api/ping");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.body, "/api/ping");
  EXPECT_EQ(r.header("x-content-type-options"), "nosniff");
  EXPECT_EQ(r.header("content-security-policy"), "default-src 'self'");
  EXPECT_EQ(r.header("referrer-policy"), "strict-origin-when-cross-origin");
  EXPECT_EQ(r.header("cache-control"), "no-store");
  EXPECT_EQ(r.header("x-request-id").size(), 16U);
}

TEST_F(UnitHttpServer, KeepsAClientRequestIdWhenItIsSafe) {
  start({}, echo());
  test::HttpClient c(port, "localhost");
  EXPECT_EQ(c.request("GET", "/api/x", {}, {}, {"X-Request-Id: abc-123"}).header("x-request-id"),
            "abc-123");
  EXPECT_NE(c.request("GET", "/api/x", {}, {}, {"X-Request-Id: <script>"}).header("x-request-id"),
            "<script>");
}

TEST_F(UnitHttpServer, OversizedBodyIs413) {
  ServerOptions o;
  o.max_body_bytes = 1024;
  start(o, echo());
  const auto r =
      test::HttpClient(port, "localhost").request("POST", "/api/x", std::string(4096, 'a'));
  EXPECT_EQ(r.status, 413);
  EXPECT_NE(r.body.find("payload_too_large"), std::string::npos);
}

TEST_F(UnitHttpServer, MalformedRequestIs400) {
  start({}, echo());
  RawSocket s(port);
  s.send("THIS IS NOT HTTP\r\n\r\n");
  EXPECT_NE(s.read_all().find("400"), std::string::npos);
}

TEST_F(UnitHttpServer, SlowHeadersTimeOutAndCloseTheConnection) {
  ServerOptions o;
  o.header_timeout = 1s;
  start(o, echo());
  RawSocket s(port);
  const auto t0 = std::chrono::steady_clock::now();
  s.send("GET /api/x HTTP/1.1\r\nHost: loc");  // never finishes
  EXPECT_EQ(s.read_all(), "");
  EXPECT_LT(std::chrono::steady_clock::now() - t0, 4s);
}

TEST_F(UnitHttpServer, KeepAliveServesSeveralRequestsOnOneConnection) {
  start({}, echo());
  RawSocket s(port);
  s.send("GET /api/one HTTP/1.1\r\nHost: x\r\n\r\n");
  EXPECT_NE(s.read_some().find("/api/one"), std::string::npos);
  s.send("GET /api/two HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_NE(s.read_all().find("/api/two"), std::string::npos);
}

TEST_F(UnitHttpServer, PerIpRateLimitAnswers429WithRetryAfter) {
  ServerOptions o;
  o.rate_limit_per_minute = 60;  // burst of 20
  start(o, echo());
  test::HttpClient c(port, "localhost");
  long last = 0;
  std::string retry;
  for (int i = 0; i < 40 && last != 429; ++i) {
    const auto r = c.get("/api/x");
    last = r.status;
    retry = r.header("retry-after");
  }
  EXPECT_EQ(last, 429);
  EXPECT_FALSE(retry.empty());
  EXPECT_EQ(c.get("/static-file").status, 200) << "the web app is not rate limited";
}

TEST_F(UnitHttpServer, CorsOnlyForConfiguredOrigins) {
  ServerOptions o;
  o.cors_origins = {"https://app.example"};
  start(o, echo());
  test::HttpClient c(port, "localhost");
  const auto allowed = c.request("GET", "/api/x", {}, {}, {"Origin: https://app.example"});
  EXPECT_EQ(allowed.header("access-control-allow-origin"), "https://app.example");
  const auto other = c.request("GET", "/api/x", {}, {}, {"Origin: https://evil.example"});
  EXPECT_EQ(other.header("access-control-allow-origin"), "");
  const auto preflight =
      c.request("OPTIONS", "/api/x", {}, {},
                {"Origin: https://app.example", "Access-Control-Request-Method: POST"});
  EXPECT_EQ(preflight.status, 204);
  EXPECT_NE(preflight.header("access-control-allow-headers").find("Authorization"),
            std::string::npos);
}

TEST_F(UnitHttpServer, HandlerExceptionsBecomeAnOpaque500) {
  start({}, [](Request&) -> Response { throw std::runtime_error("secret detail"); });
  const auto r = test::HttpClient(port, "localhost").get("/api/x");
  EXPECT_EQ(r.status, 500);
  EXPECT_EQ(r.body.find("secret detail"), std::string::npos);
}

TEST_F(UnitHttpServer, GracefulShutdownFinishesInFlightRequests) {
  std::promise<void> entered;
  auto entered_future = entered.get_future();
  start({}, [&entered](Request&) {
    entered.set_value();
    std::this_thread::sleep_for(300ms);
    return Response::text(200, "finished");
  });
  auto response = std::async(
      std::launch::async, [this] { return test::HttpClient(port, "localhost").get("/api/slow"); });
  entered_future.wait();
  server->stop();
  thread.join();  // run() returns only once the in-flight request is answered
  const auto r = response.get();
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.body, "finished");
}

TEST_F(UnitHttpServer, ShutdownClosesIdleKeepAliveConnections) {
  start({}, echo());
  RawSocket s(port);
  s.send("GET /api/one HTTP/1.1\r\nHost: x\r\n\r\n");
  EXPECT_NE(s.read_some().find("/api/one"), std::string::npos);
  const auto t0 = std::chrono::steady_clock::now();
  server->stop();
  thread.join();
  EXPECT_LT(std::chrono::steady_clock::now() - t0, 2s);
}

// --- Hardening: answers before routing, odd requests, proxies, connection cap ---------------

TEST_F(UnitHttpServer, AnswersRefusedBeforeRoutingCarryTheSecurityHeaders) {
  ServerOptions o;
  o.content_security_policy = "default-src 'self'";
  o.max_body_bytes = 1024;
  o.max_header_bytes = 1024;
  start(o, echo());
  const std::vector<std::string> requests = {
      "THIS IS NOT HTTP\r\n\r\n",
      "POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 99999\r\n\r\n",
      "GET /api/x HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(4096, 'a') + "\r\n\r\n"};
  for (const auto& request : requests) {
    RawSocket s(port);
    s.send(request);
    const std::string answer = s.read_all();
    EXPECT_NE(answer.find("X-Content-Type-Options: nosniff"), std::string::npos) << answer;
    EXPECT_NE(answer.find("Content-Security-Policy: default-src 'self'"), std::string::npos);
    EXPECT_NE(answer.find("Cache-Control: no-store"), std::string::npos);
  }
}

TEST_F(UnitHttpServer, TwoHostHeadersAre400) {
  start({}, echo());
  RawSocket s(port);
  s.send("GET /api/x HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n");
  EXPECT_EQ(s.read_all().rfind("HTTP/1.1 400", 0), 0U);
}

TEST_F(UnitHttpServer, MalformedChunkSizeGetsA400BeforeTheClose) {
  start({}, echo());
  RawSocket s(port);
  s.send(
      "POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: "
      "chunked\r\n\r\nZZZ\r\nabc\r\n0\r\n\r\n");
  EXPECT_EQ(s.read_all().rfind("HTTP/1.1 400", 0), 0U);
}

TEST_F(UnitHttpServer, QueryAndPathMustBeUtf8) {
  start({}, echo());
  test::HttpClient c(port, "localhost");
  EXPECT_EQ(c.get("/api/x?q=%FF%FE").status, 400);
  EXPECT_EQ(c.get("/api/caf%C3%A9?q=ni%C3%B1o").status, 200);
  EXPECT_EQ(c.get("/api/%C3%28").status, 400) << "a broken two-byte sequence";
}

Handler client_ip_echo() {
  return [](Request& r) { return Response::text(200, r.remote_ip); };
}

TEST_F(UnitHttpServer, ForwardedForIsBelievedOnlyFromTrustedProxies) {
  ServerOptions o;
  o.trust_proxy = true;
  o.trusted_proxies = {"10.0.0.0/8"};  // the test's loopback peer is not one of them
  start(o, client_ip_echo());
  test::HttpClient c(port, "localhost");
  EXPECT_EQ(c.request("GET", "/api/ip", {}, {}, {"X-Forwarded-For: 203.0.113.9"}).body,
            "127.0.0.1");
}

TEST_F(UnitHttpServer, ForwardedForFromALoopbackProxyByDefault) {
  ServerOptions o;
  o.trust_proxy = true;
  start(o, client_ip_echo());
  test::HttpClient c(port, "localhost");
  EXPECT_EQ(c.request("GET", "/api/ip", {}, {}, {"X-Forwarded-For: 203.0.113.9"}).body,
            "203.0.113.9");
}

TEST_F(UnitHttpServer, ConnectionsPastTheCapGet503) {
  ServerOptions o;
  o.max_connections = 1;
  start(o, echo());
  RawSocket first(port);
  first.send("GET /api/one HTTP/1.1\r\nHost: x\r\n\r\n");
  EXPECT_NE(first.read_some().find("/api/one"), std::string::npos);  // open and kept alive
  RawSocket second(port);
  second.send("GET /api/two HTTP/1.1\r\nHost: x\r\n\r\n");
  const std::string refused = second.read_all();
  EXPECT_EQ(refused.rfind("HTTP/1.1 503", 0), 0U) << refused;
  EXPECT_NE(refused.find("Retry-After"), std::string::npos);
}

}  // namespace
}  // namespace aplauso::http
