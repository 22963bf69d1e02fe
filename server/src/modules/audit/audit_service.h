// Reading the audit trail: the admins' filtered pages, the .xlsx export, and the verification of
// every organisation's chain (`aplauso audit verify`).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/audit/audit_log.h"
#include "modules/audit/audit_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::audit {

/// At most this many entries in one export.
inline constexpr std::int64_t kMaxExportRows = 50'000;

struct AuditPage {
  std::vector<ListedEntry> items;
  std::int64_t total = 0;
};

/// What verifying one organisation's chain found.
struct ChainReport {
  OrgId org;
  std::int64_t entries = 0;  ///< entries checked
  std::string head_hash;     ///< the last entry's hash (worth keeping outside the database)
  bool intact = true;
  std::int64_t broken_seq = 0;  ///< the first broken place when not intact
  std::string problem;          ///< what is wrong there, in English (an operator's message)
};

class AuditService {
 public:
  AuditService(const db::Database& db, const AuditLog& log) : db_(db), log_(log) {}

  /// Records one entry in a transaction of its own, as the current actor: for an action that
  /// committed already in a module that cannot record inside it (the spreadsheet import's start,
  /// whose internals are being rewritten; docs/adr/0034-audit-trail.md).
  void note(OrgId org, std::string_view action, const Target& target,
            boost::json::value after) const;

  /// Newest first. 400 when `from` is not before `to`.
  AuditPage page(OrgId org, const Filter& f, std::int64_t limit, std::int64_t offset) const;
  /// The matching entries (newest first, at most kMaxExportRows) as a workbook; dates in
  /// `time_zone` (the organisation's).
  std::string export_workbook(OrgId org, const Filter& f, const std::string& time_zone) const;

  /// Walks the organisation's chain from its first entry: each entry's hash against its content,
  /// each link against the entry before, places without gaps, and the chain head against the last
  /// entry. Reports the first break.
  ChainReport verify(OrgId org) const;
  /// verify() for every organisation that has a chain.
  std::vector<ChainReport> verify_all() const;

 private:
  const db::Database& db_;
  const AuditLog& log_;
  AuditRepo repo_;
};

}  // namespace aplauso::audit
