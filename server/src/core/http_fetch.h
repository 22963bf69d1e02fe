// Outgoing HTTP over libcurl: GET for the few documents the server reads from elsewhere (the
// Teams signing keys), POST for the APIs it calls (WhatsApp Cloud API), several at once. Bounded in
// time (a deadline to connect and one in all, core/outbound_call.h) and size; redirects are not
// followed.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

#include "core/outbound_call.h"

namespace aplauso {

struct FetchResult {
  long status = 0;            ///< HTTP status; 0 when the request did not complete
  std::string body;           ///< at most `max_bytes`
  std::string error;          ///< why it did not complete (empty otherwise)
  bool aborted = false;       ///< given up because the process is stopping (Limits::abort)
  bool request_sent = false;  ///< the request left (whether or not an answer came)
};

/// The Teams signing keys and the like: 3 s to connect, 5 s in all.
inline constexpr outbound::Limits kDocumentLimits{std::chrono::seconds(3), std::chrono::seconds(5)};

FetchResult http_get(const std::string& url, const outbound::Limits& limits = kDocumentLimits,
                     std::size_t max_bytes = 1 << 20);

struct PostRequest {
  std::string url;
  std::vector<std::string> headers;  ///< "Name: value"
  std::string body;
};

/// Sends every request, up to `parallel` at a time, and answers their results in the same order.
/// `limits` bounds each request (queued ones included, from the start of the batch); when
/// `limits.abort` turns true the ones still open end `aborted`.
std::vector<FetchResult> http_post_all(const std::vector<PostRequest>& requests,
                                       const outbound::Limits& limits = {}, int parallel = 8,
                                       std::size_t max_bytes = 64 << 10);

}  // namespace aplauso
