// Reads a live event stream (GET /api/live) over a raw socket, as a browser's EventSource
// would: the tests wait for a given event with a deadline.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace aplauso::test {

struct StreamEvent {
  std::string id;
  std::string event;
  std::string data;
};

class EventStreamClient {
 public:
  /// Opens the stream with `ticket` (and `last_event_id` when not empty) on `port` for `host`.
  EventStreamClient(std::uint16_t port, const std::string& host, const std::string& ticket,
                    const std::string& last_event_id = {});
  ~EventStreamClient();
  EventStreamClient(const EventStreamClient&) = delete;
  EventStreamClient& operator=(const EventStreamClient&) = delete;

  /// The HTTP status line's code (0 when the connection failed).
  int status() const { return status_; }
  /// The next event of type `event` (others are skipped), or nullopt after `timeout`.
  std::optional<StreamEvent> next(const std::string& event,
                                  std::chrono::milliseconds timeout = std::chrono::seconds(5));

 private:
  bool fill(std::chrono::steady_clock::time_point deadline);

  int fd_ = -1;
  int status_ = 0;
  std::string buffer_;
};

}  // namespace aplauso::test
