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

void common_options(CURL* curl, const std::string& url, Sink* sink) {
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, write_body);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, sink);
}

// Whether any of the request left: once it has, the other side may have acted on it.
bool request_left(CURL* curl) {
  long header_bytes = 0;
  curl_easy_getinfo(curl, CURLINFO_REQUEST_SIZE, &header_bytes);
  return header_bytes > 0;
}

void record_failure(FetchResult& result, CURLcode rc, const Sink& sink) {
  result.aborted = rc == CURLE_ABORTED_BY_CALLBACK;
  result.error = sink.too_big     ? "response too large"
                 : result.aborted ? "stopped: the server is shutting down"
                                  : curl_easy_strerror(rc);
  result.body.clear();
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

FetchResult http_get(const std::string& url, const outbound::Limits& limits,
                     std::size_t max_bytes) {
  FetchResult result;
  CURL* curl = curl_easy_init();
  if (curl == nullptr) {
    result.error = "curl_easy_init failed";
    return result;
  }
  Sink sink{&result.body, max_bytes};
  common_options(curl, url, &sink);
  const auto rc = static_cast<CURLcode>(outbound::perform(curl, limits));
  result.request_sent = request_left(curl);
  if (rc == CURLE_OK) {
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result.status);
  } else {
    record_failure(result, rc, sink);
  }
  curl_easy_cleanup(curl);
  return result;
}

std::vector<FetchResult> http_post_all(const std::vector<PostRequest>& requests,
                                       const outbound::Limits& limits, int parallel,
                                       std::size_t max_bytes) {
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
    common_options(t.curl, requests[i].url, &t.sink);
    outbound::apply_deadlines(t.curl, limits);
    for (const auto& h : requests[i].headers) t.headers = curl_slist_append(t.headers, h.c_str());
    curl_easy_setopt(t.curl, CURLOPT_HTTPHEADER, t.headers);
    curl_easy_setopt(t.curl, CURLOPT_POSTFIELDS, requests[i].body.data());
    curl_easy_setopt(t.curl, CURLOPT_POSTFIELDSIZE_LARGE,
                     static_cast<curl_off_t>(requests[i].body.size()));
    curl_easy_setopt(t.curl, CURLOPT_PRIVATE, reinterpret_cast<void*>(i));
    curl_multi_add_handle(multi.get(), t.curl);
  }
  // Polled at least every 100 ms, so that a stopping process is heard at once.
  int running = 0;
  bool aborted = false;
  do {
    if (limits.abort != nullptr && limits.abort->load(std::memory_order_acquire)) {
      aborted = true;
      break;
    }
    if (curl_multi_perform(multi.get(), &running) != CURLM_OK) break;
    if (running > 0) curl_multi_poll(multi.get(), nullptr, 0, 100, nullptr);
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
      record_failure(result, msg->data.result, transfers[i].sink);
    }
  }
  for (std::size_t i = 0; i < transfers.size(); ++i) {
    Transfer& t = transfers[i];
    if (t.curl == nullptr) continue;
    results[i].request_sent = request_left(t.curl);
    if (aborted) outbound::give_up(t.curl);
    curl_multi_remove_handle(multi.get(), t.curl);
    if (results[i].status == 0 && results[i].error.empty()) {
      if (aborted) {
        record_failure(results[i], CURLE_ABORTED_BY_CALLBACK, t.sink);
      } else {
        results[i].error = "not completed";
      }
    }
  }
  return results;
}

}  // namespace aplauso
