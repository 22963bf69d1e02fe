// Request and response as plain values, so that handlers and modules never see Beast.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace aplauso::http {

enum class Method { kGet, kHead, kPost, kPut, kPatch, kDelete, kOptions, kOther };

std::string_view to_string(Method m);
Method parse_method(std::string_view text);

/// An ordered header list with case-insensitive lookup.
class Headers {
 public:
  /// The first value of `name`, or an empty view.
  std::string_view get(std::string_view name) const;
  bool has(std::string_view name) const;
  /// Replaces every value of `name` with `value`.
  void set(std::string_view name, std::string value);
  void add(std::string name, std::string value);
  const std::vector<std::pair<std::string, std::string>>& all() const { return items_; }

 private:
  std::vector<std::pair<std::string, std::string>> items_;
};

struct Request {
  Method method = Method::kGet;
  std::string target;  ///< as received: path and query
  std::string path;    ///< path as received (still percent-encoded), no query
  std::vector<std::pair<std::string, std::string>> query;   ///< decoded query parameters
  std::vector<std::pair<std::string, std::string>> params;  ///< path parameters from the route
  Headers headers;
  std::string body;
  std::string remote_ip;
  std::string request_id;

  /// The Host header, lower-cased, without port.
  std::string host() const;
  std::optional<std::string_view> query_param(std::string_view name) const;
  /// A path parameter of the matched route; empty when absent.
  std::string_view param(std::string_view name) const;
};

/// What a response that stays open sends: Server-Sent Events as they come (GET /api/live).
/// The server writes the headers, then whatever `take` returns, a comment line as a heartbeat
/// when nothing came for a while, until the client leaves or the server stops.
class EventStream {
 public:
  virtual ~EventStream() = default;
  /// Text ready to send (whole SSE frames), empty when there is none, nullopt when the stream
  /// is over (the server then closes the connection); on the I/O thread.
  virtual std::optional<std::string> take() = 0;
  /// How to wake the writer once text is ready (callable from any thread); set once, before
  /// the first take().
  virtual void set_waker(std::function<void()> wake) = 0;
  /// The connection ended: no more text will be taken.
  virtual void close() = 0;
};

struct Response {
  int status = 200;
  Headers headers;
  std::string body;
  /// Filled by the application for the access log: the route pattern and who asked.
  std::string log_route;
  std::string log_org;
  std::string log_user;
  /// When set, the answer is an event stream: `body` is ignored and the connection stays open.
  std::shared_ptr<EventStream> stream;
  /// When set, the answer is what this returns, run on the server's outbound pool: a thread that
  /// may wait on another system (a directory, a mail or key server) while the event loop goes on
  /// serving its other connections (ADR 0036). The request stays alive until it returns.
  std::function<Response()> later;

  static Response text(int status, std::string body,
                       std::string content_type = "text/plain; charset=utf-8");
};

/// Decodes %XX escapes ('+' stays '+'; query strings are decoded by the server).
std::string percent_decode(std::string_view s);

/// Lower-cases ASCII.
std::string to_lower(std::string_view s);

/// Whether an Accept-Encoding value takes `coding` ("gzip", "br"); "gzip;q=0" declines it.
bool accepts_encoding(std::string_view accept_encoding, std::string_view coding);

}  // namespace aplauso::http
