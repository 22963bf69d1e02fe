// Time as the server sees it. Services take a Clock so tests can move time (lockouts, expiry).
#pragma once

#include <cstdint>

namespace aplauso {

class Clock {
 public:
  virtual ~Clock() = default;
  /// Milliseconds since the Unix epoch.
  virtual std::int64_t now_ms() const = 0;
  std::int64_t now_s() const { return now_ms() / 1000; }
};

class SystemClock final : public Clock {
 public:
  std::int64_t now_ms() const override;
};

/// A clock that stands still until told to move; for tests.
class ManualClock final : public Clock {
 public:
  explicit ManualClock(std::int64_t start_ms) : now_(start_ms) {}
  std::int64_t now_ms() const override { return now_; }
  void advance_ms(std::int64_t ms) { now_ += ms; }

 private:
  std::int64_t now_;
};

}  // namespace aplauso
