// Outgoing HTTP GET over libcurl, for the few documents the server reads from elsewhere (the
// Teams signing keys). Bounded in time and size; redirects are not followed.
#pragma once

#include <cstddef>
#include <string>

namespace aplauso {

struct FetchResult {
  long status = 0;    ///< HTTP status; 0 when the request did not complete
  std::string body;   ///< at most `max_bytes`
  std::string error;  ///< why it did not complete (empty otherwise)
};

FetchResult http_get(const std::string& url, long timeout_seconds = 5,
                     std::size_t max_bytes = 1 << 20);

}  // namespace aplauso
