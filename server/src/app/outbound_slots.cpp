#include "app/outbound_slots.h"

#include "core/errors.h"

namespace aplauso {

OutboundSlots::Slot OutboundSlots::take(OrgId org) {
  {
    const std::lock_guard lock(mutex_);
    int& held = held_[org.value];
    if (held >= per_org_) {
      throw ApiError(ErrorKind::kRateLimited, "outbound_busy",
                     "Tu organización ya tiene varias consultas en curso a sistemas externos "
                     "(directorio, correo, WhatsApp o archivos). Espera unos segundos e intenta "
                     "de nuevo.")
          .with_retry_after(kRetryAfterSeconds);
    }
    ++held;
  }
  return {this, [org](void* self) {
            auto* slots = static_cast<OutboundSlots*>(self);
            const std::lock_guard lock(slots->mutex_);
            if (const auto it = slots->held_.find(org.value);
                it != slots->held_.end() && --it->second <= 0) {
              slots->held_.erase(it);
            }
          }};
}

int OutboundSlots::held(OrgId org) const {
  const std::lock_guard lock(mutex_);
  const auto it = held_.find(org.value);
  return it == held_.end() ? 0 : it->second;
}

}  // namespace aplauso
