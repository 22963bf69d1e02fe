// Process metrics in the Prometheus text format: HTTP requests by method, route and status
// class, request duration histogram, in-flight requests, and named event counters.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <string_view>

namespace aplauso {

class Metrics {
 public:
  Metrics();

  void request_started() { in_flight_.fetch_add(1); }
  /// `route` is the matched pattern ("/post/{id}") or a fixed label such as "static".
  void request_finished(std::string_view method, std::string_view route, int status,
                        std::int64_t duration_us);
  /// Counts a named event, e.g. "login_failed".
  void count(std::string_view event, std::int64_t n = 1);

  /// The exposition text (format 0.0.4).
  std::string render() const;

 private:
  static constexpr std::array<double, 11> kBuckets = {0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
                                                      0.1,   0.25,   0.5,   1.0,  2.5};
  struct Histogram {
    std::array<std::uint64_t, kBuckets.size()> buckets{};
    std::uint64_t count = 0;
    double sum = 0;
  };

  std::int64_t started_ms_;
  std::atomic<std::int64_t> in_flight_{0};
  mutable std::mutex mutex_;
  std::map<std::string, std::uint64_t> requests_;  // key: method|route|class
  Histogram durations_;
  std::map<std::string, std::uint64_t> events_;
};

}  // namespace aplauso
