#include "core/http_fetch.h"

#include <curl/curl.h>

namespace aplauso {

namespace {
struct Sink {
  std::string* body;
  std::size_t max_bytes;
  bool too_big = false;
};

std::size_t write_body(char* data, std::size_t size, std::size_t count, void* user) {
  auto* sink = static_cast<Sink*>(user);
  const std::size_t n = size * count;
  if (sink->body->size() + n > sink->max_bytes) {
    sink->too_big = true;
    return 0;  // aborts the transfer
  }
  sink->body->append(data, n);
  return n;
}
}  // namespace

FetchResult http_get(const std::string& url, long timeout_seconds, std::size_t max_bytes) {
  FetchResult result;
  CURL* curl = curl_easy_init();
  if (curl == nullptr) {
    result.error = "curl_easy_init failed";
    return result;
  }
  Sink sink{&result.body, max_bytes};
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT, timeout_seconds);
  curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, timeout_seconds);
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, write_body);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &sink);
  const CURLcode rc = curl_easy_perform(curl);
  if (rc == CURLE_OK) {
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result.status);
  } else {
    result.error = sink.too_big ? "response too large" : curl_easy_strerror(rc);
    result.body.clear();
  }
  curl_easy_cleanup(curl);
  return result;
}

}  // namespace aplauso
