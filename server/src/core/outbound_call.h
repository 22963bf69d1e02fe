// One call to another system (SMTP, the WhatsApp Cloud API, S3, the Teams signing keys) over
// libcurl, bounded in time: a deadline to connect (the protocol's greeting included) and one for
// the whole call, and a flag that makes a call in flight give up at once (Shutdown::abort_flag
// when the process stops). Requests that wait on such calls run on the outbound pool, never on
// an event loop (ADR 0036).
#pragma once

#include <atomic>
#include <chrono>

namespace aplauso::outbound {

struct Limits {
  std::chrono::milliseconds connect{std::chrono::seconds(5)};
  std::chrono::milliseconds total{std::chrono::seconds(10)};
  /// When set and true, the call gives up (curl's CURLE_ABORTED_BY_CALLBACK).
  const std::atomic<bool>* abort = nullptr;
};

/// Applies `limits` to a prepared curl easy handle (CURL*), runs it to its end and answers its
/// CURLcode. Checks `limits.abort` at least every 100 ms, whatever the transfer is waiting for.
int perform(void* easy, const Limits& limits);

/// Applies the deadlines of `limits` to a curl easy handle that a multi handle will run.
void apply_deadlines(void* easy, const Limits& limits);

/// Before a transfer given up half way leaves its multi handle: without this, removing it
/// makes curl say goodbye to the server (SMTP's QUIT) and wait for the answer until the
/// transfer's own deadline, which is exactly what a hanging server never sends.
void give_up(void* easy);

}  // namespace aplauso::outbound
