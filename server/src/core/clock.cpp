#include "core/clock.h"

#include <chrono>

namespace aplauso {

std::int64_t SystemClock::now_ms() const {
  using std::chrono::duration_cast;
  using std::chrono::milliseconds;
  return duration_cast<milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

}  // namespace aplauso
