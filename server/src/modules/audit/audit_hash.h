// How an audit entry is hashed (docs/adr/0034-audit-trail.md). The content hash covers every
// column but the place, the links and `id`, each with its length; before and after by their own
// SHA-256. The entry's hash links it into its chain: the hex SHA-256 of
// "<content hash>:<seq>:<prev_hash>". PostgreSQL computes the link in SQL (audit_sql.h) the same
// way; verification recomputes both.
#pragma once

#include <cstdint>
#include <string>

#include "core/ids.h"
#include "modules/audit/audit_repo.h"

namespace aplauso::audit {

/// The canonical form of an entry's content.
std::string canonical(OrgId org, const Entry& e);
/// The hex SHA-256 of canonical(org, e).
std::string content_hash(OrgId org, const Entry& e);
/// The hex SHA-256 of "<content>:<seq>:<prev>".
std::string link_hash(const std::string& content, std::int64_t seq, const std::string& prev);
/// What `e.hash` must be: link_hash(content_hash(org, e), e.seq, e.prev_hash).
std::string entry_hash(OrgId org, const Entry& e);

}  // namespace aplauso::audit
