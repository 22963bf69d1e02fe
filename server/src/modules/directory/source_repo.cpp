#include "modules/directory/source_repo.h"

#include <boost/describe/class.hpp>

#include "db/row_mapping.h"
#include "modules/directory/directory_sql.h"

namespace aplauso::directory {

BOOST_DESCRIBE_STRUCT(SourceRow, (),
                      (org_id, url, bind_dn, bind_password_sealed, base_dn, filter, attr_email,
                       attr_first_name, attr_last_name, attr_job_position, attr_department,
                       attr_phone, attr_manager, sync_enabled, sync_hours, next_sync_at, link_base,
                       last_sync_at, last_sync_status, last_sync_message, last_sync_job_id,
                       last_sync_entries, last_sync_deactivated, last_sync_code))
BOOST_DESCRIBE_STRUCT(MemberState, (), (dn, state))

std::optional<SourceRow> SourceRepo::source(db::Conn& c, OrgId org) const {
  return db::one<SourceRow>(c, sql::kSource, {org});
}

void SourceRepo::save(db::Conn& c, OrgId org, const SourceRow& r, std::int64_t now_ms) const {
  c.exec(sql::kSaveSource,
         {org, r.url, r.bind_dn, r.bind_password_sealed, r.base_dn, r.filter, r.attr_email,
          r.attr_first_name, r.attr_last_name, r.attr_job_position, r.attr_department, r.attr_phone,
          r.sync_enabled, r.sync_hours, r.link_base, now_ms, r.next_sync_at, r.attr_manager});
}

void SourceRepo::remove(db::Conn& c, OrgId org) const {
  c.exec(sql::kForgetMembers, {org});
  c.exec(sql::kDeleteSource, {org});
}

bool SourceRepo::claim(db::Conn& c, OrgId org, std::int64_t now_ms, std::int64_t until_ms) const {
  return c.exec(sql::kClaimSource, {org, until_ms, now_ms}) > 0;
}

std::optional<OrgId> SourceRepo::claim_due(db::Conn& c, std::int64_t now_ms,
                                           std::int64_t until_ms) const {
  const auto id = c.scalar(sql::kClaimDue, {now_ms, until_ms});
  return id ? std::optional<OrgId>(OrgId{*id}) : std::nullopt;
}

void SourceRepo::record(db::Conn& c, OrgId org, const SyncRecord& s, std::int64_t every_ms) const {
  c.exec(sql::kRecordSync,
         {org, every_ms, s.at, s.status, s.message, s.job_id, s.entries, s.deactivated, s.code});
}

std::optional<MemberState> SourceRepo::member(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return db::one<MemberState>(c, sql::kMember, {org, user_id});
}

void SourceRepo::put_member(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& dn,
                            std::int64_t now_ms) const {
  c.exec(sql::kPutMember, {org, user_id, dn, now_ms});
}

std::set<std::int64_t> SourceRepo::managed_among(db::Conn& c, OrgId org,
                                                 const std::vector<std::int64_t>& user_ids) const {
  std::set<std::int64_t> out;
  if (user_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kManagedAmong, {org, user_ids})) out.insert(r.i64(0));
  return out;
}

std::vector<std::int64_t> SourceRepo::missing(db::Conn& c, OrgId org,
                                              const std::vector<std::string>& listed) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kMissingMembers, {org, listed})) out.push_back(r.i64(0));
  return out;
}

void SourceRepo::mark_missing(db::Conn& c, OrgId org, const std::vector<std::int64_t>& user_ids,
                              std::int64_t now_ms) const {
  if (!user_ids.empty()) c.exec(sql::kMarkMissing, {org, user_ids, now_ms});
}

void SourceRepo::prune_rows(db::Conn& c, OrgId org, std::int64_t before_ms) const {
  c.exec(sql::kPruneDirectoryRows, {org, before_ms});
}

void SourceRepo::erase_member(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kEraseMember, {org, user_id});
}

}  // namespace aplauso::directory
