// What a handler knows about the request beyond HTTP: the organisation resolved from the host
// and who is calling.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "api/tenant.h"
#include "core/errors.h"
#include "core/ids.h"
#include "core/roles.h"

namespace aplauso {

struct Principal {
  std::int64_t user_id = 0;
  OrgId org_id;
  Role role = Role::kEmployee;
  std::int64_t api_key_id = 0;  ///< non-zero when the caller used an API key
};

struct RequestContext {
  std::shared_ptr<const tenancy::Tenant> tenant;  ///< null only on tenant-free routes (health)
  std::optional<Principal> principal;
  std::int64_t now_ms = 0;  ///< when the request was dispatched (the server's clock)

  const tenancy::Tenant& org() const { return *tenant; }
  OrgId org_id() const { return OrgId{tenant->org_id}; }
  /// The caller; throws 401 when the route let an anonymous request through.
  const Principal& who() const {
    if (!principal) throw unauthorized();
    return *principal;
  }
};

}  // namespace aplauso
