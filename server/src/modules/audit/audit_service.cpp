#include "modules/audit/audit_service.h"

#include <cstdio>
#include <limits>

#include "core/errors.h"
#include "core/time_zone.h"
#include "core/utf8.h"
#include "core/xlsx_writer.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"

namespace aplauso::audit {

namespace {
/// Entries read at once while verifying.
constexpr std::int64_t kStretch = 1000;
/// An .xlsx cell holds at most 32,767 characters.
constexpr std::size_t kMaxCellBytes = 32'000;

void check_dates(const Filter& f) {
  if (f.from && f.to && *f.from >= *f.to) {
    throw invalid_input("to", "La fecha final debe ser posterior a la inicial.");
  }
}

std::string when_text(std::int64_t ms, const std::string& zone) {
  const auto t = local_time(zone, ms).value_or(*local_time("UTC", ms));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%02u/%02u/%04d %02d:%02d", t.day, t.month, t.year, t.hour,
                t.minute);
  return buf;
}

std::string cell(const std::optional<std::string>& text) {
  if (!text) return "";
  if (text->size() <= kMaxCellBytes) return *text;
  return std::string(utf8_prefix(*text, kMaxCellBytes)) + " …";
}

std::string who_text(const ListedEntry& l) {
  const Entry& e = l.entry;
  if (e.actor_user_id) {
    std::string name = l.first_name.value_or("");
    if (l.last_name && !l.last_name->empty()) name += " " + *l.last_name;
    return name.empty() ? "#" + std::to_string(*e.actor_user_id) : name;
  }
  if (e.actor_key_id) {
    return "API key " + l.key_name.value_or("#" + std::to_string(*e.actor_key_id));
  }
  return e.actor_system.value_or("system");
}
}  // namespace

void AuditService::note(OrgId org, std::string_view action, const Target& target,
                        boost::json::value after) const {
  db_.transact(
      [&](db::Conn& c) { log_.record(c, org, action, target, nullptr, std::move(after)); });
}

AuditPage AuditService::page(OrgId org, const Filter& f, std::int64_t limit,
                             std::int64_t offset) const {
  check_dates(f);
  return db_.run([&](db::Conn& c) {
    AuditPage out;
    const bool unfiltered = !f.actor_user_id && !f.actor_key_id && !f.action && !f.target_type &&
                            !f.target_id && !f.from && !f.to;
    if (unfiltered) {
      // The chain has no gap: its length is the head's last place (no count of the whole chain).
      const auto head = repo_.head(c, org);
      out.total = head ? head->last_seq : 0;
    } else {
      out.total = repo_.total(c, org, f);
    }
    if (offset < out.total) out.items = repo_.page(c, org, f, limit, offset);
    return out;
  });
}

std::string AuditService::export_workbook(OrgId org, const Filter& f,
                                          const std::string& time_zone) const {
  const auto rows = page(org, f, kMaxExportRows, 0);
  xlsx::OutSheet sheet{"Auditoría",
                       {"N.º", "Fecha (" + time_zone + ")", "Quién", "Correo", "Dirección",
                        "Acción", "Objeto", "Id", "Antes", "Después"},
                       {},
                       {8, 18, 28, 30, 16, 28, 20, 10, 60, 60}};
  for (const auto& l : rows.items) {
    const Entry& e = l.entry;
    sheet.rows.push_back({std::to_string(e.seq), when_text(e.created_at, time_zone), who_text(l),
                          l.email.value_or(""), e.address, e.action, e.target_type, e.target_id,
                          cell(e.before), cell(e.after)});
  }
  return xlsx::write_workbook({sheet});
}

ChainReport AuditService::verify(OrgId org) const {
  ChainReport r;
  r.org = org;
  const auto fail = [&r](std::int64_t seq, std::string problem) {
    r.intact = false;
    r.broken_seq = seq;
    r.problem = std::move(problem);
  };
  db_.run([&](db::Conn& c) {
    // Entries past the head are appends that committed after it was read: not ours to judge.
    const auto head = repo_.head(c, org);
    const std::int64_t last = head ? head->last_seq : std::numeric_limits<std::int64_t>::max();
    std::int64_t expected = 1;
    std::string previous;
    while (expected <= last) {
      const auto stretch = repo_.stretch(c, org, expected, kStretch);
      if (stretch.empty()) break;
      for (const Entry& e : stretch) {
        if (expected > last) break;
        const std::string n = std::to_string(expected);
        if (e.seq > expected) {
          return fail(expected, "entry " + n +
                                    " is missing: it was deleted, or the entries after "
                                    "it were moved");
        }
        if (e.seq < expected)
          return fail(e.seq, "entry " + std::to_string(e.seq) + " appears twice");
        if (entry_hash(org, e) != e.hash) {
          return fail(expected, "entry " + n +
                                    " does not match its hash: it was edited or moved "
                                    "after it was written");
        }
        if (e.prev_hash != previous) {
          return fail(expected, "entry " + n +
                                    " does not follow the entry before it: that one "
                                    "was rewritten or removed");
        }
        previous = e.hash;
        ++expected;
        ++r.entries;
      }
    }
    r.head_hash = previous;
    if (!head) {
      if (r.entries > 0) fail(1, "the chain head is missing");
      return;
    }
    if (r.entries < head->last_seq) {
      return fail(expected, "entries " + std::to_string(expected) + " to " +
                                std::to_string(head->last_seq) +
                                " are missing: the last entries were deleted");
    }
    if (head->last_hash != previous) {
      fail(head->last_seq, "the chain head does not match the last entry");
    }
  });
  return r;
}

std::vector<ChainReport> AuditService::verify_all() const {
  const auto orgs = db_.run([&](db::Conn& c) { return repo_.chains(c); });
  std::vector<ChainReport> out;
  out.reserve(orgs.size());
  for (const OrgId org : orgs) out.push_back(verify(org));
  return out;
}

}  // namespace aplauso::audit
