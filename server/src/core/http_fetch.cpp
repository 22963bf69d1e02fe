#include "core/http_fetch.h"

#include <curl/curl.h>

#include <memory>

namespace aplauso {

namespace {
struct Sink {
  std::string* body = nullptr;
  std::size_t max_bytes = 0;
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

void common_options(CURL* curl, const std::string& url, long timeout_seconds, Sink* sink) {
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT, timeout_seconds);
  curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, timeout_seconds);
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, write_body);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, sink);
}

// One POST of a batch: its handle, header list and body sink live until the batch ends.
struct Transfer {
  CURL* curl = nullptr;
  curl_slist* headers = nullptr;
  Sink sink;
  Transfer() = default;
  Transfer(const Transfer&) = delete;
  Transfer& operator=(const Transfer&) = delete;
  ~Transfer() {
    if (curl != nullptr) curl_easy_cleanup(curl);
    curl_slist_free_all(headers);
  }
};
}  // namespace

FetchResult http_get(const std::string& url, long timeout_seconds, std::size_t max_bytes) {
  FetchResult result;
  CURL* curl = curl_easy_init();
  if (curl == nullptr) {
    result.error = "curl_easy_init failed";
    return result;
  }
  Sink sink{&result.body, max_bytes};
  common_options(curl, url, timeout_seconds, &sink);
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

std::vector<FetchResult> http_post_all(const std::vector<PostRequest>& requests,
                                       long timeout_seconds, int parallel, std::size_t max_bytes) {
  std::vector<FetchResult> results(requests.size());
  if (requests.empty()) return results;
  std::unique_ptr<CURLM, decltype(&curl_multi_cleanup)> multi(curl_multi_init(),
                                                              curl_multi_cleanup);
  if (!multi) {
    for (auto& r : results) r.error = "curl_multi_init failed";
    return results;
  }
  curl_multi_setopt(multi.get(), CURLMOPT_MAX_TOTAL_CONNECTIONS, static_cast<long>(parallel));
  std::vector<Transfer> transfers(requests.size());
  for (std::size_t i = 0; i < requests.size(); ++i) {
    Transfer& t = transfers[i];
    t.curl = curl_easy_init();
    if (t.curl == nullptr) {
      results[i].error = "curl_easy_init failed";
      continue;
    }
    t.sink = Sink{&results[i].body, max_bytes};
    common_options(t.curl, requests[i].url, timeout_seconds, &t.sink);
    for (const auto& h : requests[i].headers) t.headers = curl_slist_append(t.headers, h.c_str());
    curl_easy_setopt(t.curl, CURLOPT_HTTPHEADER, t.headers);
    curl_easy_setopt(t.curl, CURLOPT_POSTFIELDS, requests[i].body.data());
    curl_easy_setopt(t.curl, CURLOPT_POSTFIELDSIZE_LARGE,
                     static_cast<curl_off_t>(requests[i].body.size()));
    curl_easy_setopt(t.curl, CURLOPT_PRIVATE, reinterpret_cast<void*>(i));
    curl_multi_add_handle(multi.get(), t.curl);
  }
  int running = 0;
  do {
    if (curl_multi_perform(multi.get(), &running) != CURLM_OK) break;
    if (running > 0) curl_multi_poll(multi.get(), nullptr, 0, 1000, nullptr);
  } while (running > 0);
  int left = 0;
  while (CURLMsg* msg = curl_multi_info_read(multi.get(), &left)) {
    if (msg->msg != CURLMSG_DONE) continue;
    void* index = nullptr;
    curl_easy_getinfo(msg->easy_handle, CURLINFO_PRIVATE, &index);
    const auto i = reinterpret_cast<std::size_t>(index);
    FetchResult& result = results[i];
    if (msg->data.result == CURLE_OK) {
      curl_easy_getinfo(msg->easy_handle, CURLINFO_RESPONSE_CODE, &result.status);
    } else {
      result.error =
          transfers[i].sink.too_big ? "response too large" : curl_easy_strerror(msg->data.result);
      result.body.clear();
    }
  }
  for (auto& t : transfers) {
    if (t.curl != nullptr) curl_multi_remove_handle(multi.get(), t.curl);
  }
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (results[i].status == 0 && results[i].error.empty()) results[i].error = "not completed";
  }
  return results;
}

}  // namespace aplauso
