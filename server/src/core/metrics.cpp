#include "core/metrics.h"

#include <chrono>

namespace aplauso {

namespace {
std::int64_t steady_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// Prometheus label values escape backslash, quote and newline.
std::string label(std::string_view v) {
  std::string out;
  for (char c : v) {
    if (c == '\\' || c == '"') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out;
}
}  // namespace

Metrics::Metrics() : started_ms_(steady_ms()) {}

void Metrics::request_finished(std::string_view method, std::string_view route, int status,
                               std::int64_t duration_us) {
  in_flight_.fetch_sub(1);
  std::string key(method);
  key += '|';
  key += route;
  key += '|';
  key += std::to_string(status / 100) + "xx";
  const double seconds = static_cast<double>(duration_us) / 1e6;
  std::lock_guard lock(mutex_);
  ++requests_[key];
  for (std::size_t i = 0; i < kBuckets.size(); ++i) {
    if (seconds <= kBuckets[i]) ++durations_.buckets[i];
  }
  ++durations_.count;
  durations_.sum += seconds;
}

void Metrics::count(std::string_view event, std::int64_t n) {
  std::lock_guard lock(mutex_);
  events_[std::string(event)] += static_cast<std::uint64_t>(n);
}

std::string Metrics::render() const {
  std::string out;
  out += "# HELP aplauso_uptime_seconds Seconds since the process started.\n";
  out += "# TYPE aplauso_uptime_seconds gauge\n";
  out += "aplauso_uptime_seconds " + std::to_string((steady_ms() - started_ms_) / 1000) + "\n";
  out += "# HELP aplauso_http_requests_in_flight Requests being handled.\n";
  out += "# TYPE aplauso_http_requests_in_flight gauge\n";
  out += "aplauso_http_requests_in_flight " + std::to_string(in_flight_.load()) + "\n";

  std::lock_guard lock(mutex_);
  out += "# HELP aplauso_http_requests_total HTTP requests answered.\n";
  out += "# TYPE aplauso_http_requests_total counter\n";
  for (const auto& [key, n] : requests_) {
    const auto p1 = key.find('|');
    const auto p2 = key.rfind('|');
    out += "aplauso_http_requests_total{method=\"" + label(key.substr(0, p1)) + "\",route=\"" +
           label(key.substr(p1 + 1, p2 - p1 - 1)) + "\",status=\"" + key.substr(p2 + 1) + "\"} " +
           std::to_string(n) + "\n";
  }
  out += "# HELP aplauso_http_request_duration_seconds Time to answer a request.\n";
  out += "# TYPE aplauso_http_request_duration_seconds histogram\n";
  for (std::size_t i = 0; i < kBuckets.size(); ++i) {
    char le[32];
    std::snprintf(le, sizeof le, "%g", kBuckets[i]);
    out += "aplauso_http_request_duration_seconds_bucket{le=\"" + std::string(le) + "\"} " +
           std::to_string(durations_.buckets[i]) + "\n";
  }
  out += "aplauso_http_request_duration_seconds_bucket{le=\"+Inf\"} " +
         std::to_string(durations_.count) + "\n";
  char sum[64];
  std::snprintf(sum, sizeof sum, "%.6f", durations_.sum);
  out += "aplauso_http_request_duration_seconds_sum " + std::string(sum) + "\n";
  out += "aplauso_http_request_duration_seconds_count " + std::to_string(durations_.count) + "\n";
  out += "# HELP aplauso_events_total Counted server events.\n";
  out += "# TYPE aplauso_events_total counter\n";
  for (const auto& [event, n] : events_) {
    out += "aplauso_events_total{event=\"" + label(event) + "\"} " + std::to_string(n) + "\n";
  }
  return out;
}

}  // namespace aplauso
