// How many requests of one organisation may wait on other systems at once (OUTBOUND_PER_ORG):
// the outbound pool is shared by every organisation, so one organisation's slow directory must
// not take all of it (ADR 0036). Beyond its share a request answers 429 outbound_busy with
// Retry-After, without waiting.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "core/ids.h"

namespace aplauso {

class OutboundSlots {
 public:
  /// Held while the request runs; gives the slot back when the last copy goes.
  using Slot = std::shared_ptr<void>;
  static constexpr int kRetryAfterSeconds = 5;

  explicit OutboundSlots(int per_org) : per_org_(per_org) {}

  /// A slot of `org`'s share; throws ApiError 429 (outbound_busy) when all are taken.
  Slot take(OrgId org);
  /// Slots of `org` held now.
  int held(OrgId org) const;

 private:
  int per_org_;
  mutable std::mutex mutex_;
  std::unordered_map<std::int64_t, int> held_;
};

}  // namespace aplauso
