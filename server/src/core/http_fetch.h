// Outgoing HTTP over libcurl: GET for the few documents the server reads from elsewhere (the
// Teams signing keys), POST for the APIs it calls (WhatsApp Cloud API), several at once. Bounded in
// time and size; redirects are not followed.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace aplauso {

struct FetchResult {
  long status = 0;    ///< HTTP status; 0 when the request did not complete
  std::string body;   ///< at most `max_bytes`
  std::string error;  ///< why it did not complete (empty otherwise)
};

FetchResult http_get(const std::string& url, long timeout_seconds = 5,
                     std::size_t max_bytes = 1 << 20);

struct PostRequest {
  std::string url;
  std::vector<std::string> headers;  ///< "Name: value"
  std::string body;
};

/// Sends every request, up to `parallel` at a time, and answers their results in the same order.
std::vector<FetchResult> http_post_all(const std::vector<PostRequest>& requests,
                                       long timeout_seconds = 10, int parallel = 8,
                                       std::size_t max_bytes = 64 << 10);

}  // namespace aplauso
