#include "core/outbound_call.h"

#include <curl/curl.h>

#include <memory>

namespace aplauso::outbound {

namespace {
constexpr int kAbortCheckMs = 100;
}  // namespace

void apply_deadlines(void* easy, const Limits& limits) {
  CURL* curl = static_cast<CURL*>(easy);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(limits.connect.count()));
  curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, static_cast<long>(limits.total.count()));
}

void give_up(void* easy) {
  CURL* curl = static_cast<CURL*>(easy);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, 1L);
  curl_easy_setopt(curl, CURLOPT_SERVER_RESPONSE_TIMEOUT, 1L);
}

int perform(void* easy, const Limits& limits) {
  CURL* curl = static_cast<CURL*>(easy);
  apply_deadlines(curl, limits);
  if (limits.abort == nullptr) return curl_easy_perform(curl);
  // Through a multi handle of its own, so that the wait between two polls is ours to bound.
  std::unique_ptr<CURLM, decltype(&curl_multi_cleanup)> multi(curl_multi_init(),
                                                              curl_multi_cleanup);
  if (!multi || curl_multi_add_handle(multi.get(), curl) != CURLM_OK) return CURLE_OUT_OF_MEMORY;
  CURLcode result = CURLE_OK;
  bool done = false;
  while (!done) {
    if (limits.abort->load(std::memory_order_acquire)) {
      result = CURLE_ABORTED_BY_CALLBACK;
      give_up(curl);
      break;
    }
    int running = 0;
    if (curl_multi_perform(multi.get(), &running) != CURLM_OK) {
      result = CURLE_FAILED_INIT;
      break;
    }
    int left = 0;
    while (CURLMsg* msg = curl_multi_info_read(multi.get(), &left)) {
      if (msg->msg == CURLMSG_DONE && msg->easy_handle == curl) {
        result = msg->data.result;
        done = true;
      }
    }
    if (done) break;
    if (running == 0) {  // ended without a message: cannot happen, but never spin
      result = CURLE_FAILED_INIT;
      break;
    }
    curl_multi_poll(multi.get(), nullptr, 0, kAbortCheckMs, nullptr);
  }
  curl_multi_remove_handle(multi.get(), curl);
  return result;
}

}  // namespace aplauso::outbound
