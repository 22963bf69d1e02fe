// The rotating check-in codes (EVT-★1): a registration's pass (8 digits) and the event's code
// read aloud (6 digits), each a rotating code (core/rotating_code.h) under the event's secret
// over what it names and the 30-second window.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/rotating_code.h"

namespace aplauso::events {

using aplauso::code_window;
using aplauso::kCodePeriodMs;

/// The pass of a registration in a window: 8 digits.
std::string pass_code(std::string_view secret, std::int64_t registration_id, std::int64_t window);
/// The event's code in a window: 6 digits.
std::string event_code(std::string_view secret, std::int64_t event_id, std::int64_t window);

/// What a scanned or typed pass says: the QR text APL:{event}:{registration}:{code} or the 8
/// digits alone (event and registration then absent); nullopt when it is neither.
struct ScannedPass {
  std::optional<std::int64_t> event_id;
  std::optional<std::int64_t> registration_id;
  std::string code;
};
std::optional<ScannedPass> read_pass(std::string_view text);

}  // namespace aplauso::events
