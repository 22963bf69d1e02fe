#include "modules/audit/audit_repo.h"

#include "db/row_mapping.h"
#include "modules/audit/audit_hash.h"
#include "modules/audit/audit_sql.h"

namespace aplauso::audit {

void AuditRepo::append(db::Conn& c, OrgId org, Entry& e, const std::string& content_hash) const {
  if (c.dialect() == db::Dialect::kPostgres) {
    c.defer(sql::kAppend,
            {org, content_hash, e.created_at, e.actor_user_id, e.actor_key_id, e.actor_system,
             e.address, e.action, e.target_type, e.target_id, e.before, e.after});
    return;
  }
  auto rows = c.query(sql::kAdvanceHead, {org});
  rows.next();
  e.seq = rows.row().i64(0);
  e.prev_hash = rows.row().text(1);
  e.hash = link_hash(content_hash, e.seq, e.prev_hash);
  c.exec(sql::kInsert,
         {org, e.created_at, e.actor_user_id, e.actor_key_id, e.actor_system, e.address, e.action,
          e.target_type, e.target_id, e.before, e.after, e.hash});
  c.exec(sql::kSetHeadHash, {org, e.hash});
}

std::vector<ListedEntry> AuditRepo::page(db::Conn& c, OrgId org, const Filter& f,
                                         std::int64_t limit, std::int64_t offset) const {
  std::vector<ListedEntry> out;
  for (const db::Row& r :
       c.query(sql::kPage, {org, f.actor_user_id, f.actor_key_id, f.action, f.target_type,
                            f.target_id, f.from, f.to, limit, offset})) {
    ListedEntry l;
    l.entry = db::as<Entry>(r);
    l.first_name = r.opt_text(14);
    l.last_name = r.opt_text(15);
    l.email = r.opt_text(16);
    l.key_name = r.opt_text(17);
    out.push_back(std::move(l));
  }
  return out;
}

std::int64_t AuditRepo::total(db::Conn& c, OrgId org, const Filter& f) const {
  return c
      .scalar(sql::kPageTotal, {org, f.actor_user_id, f.actor_key_id, f.action, f.target_type,
                                f.target_id, f.from, f.to})
      .value_or(0);
}

std::vector<OrgId> AuditRepo::chains(db::Conn& c) const {
  std::vector<OrgId> out;
  for (const std::int64_t id : db::ids(c, sql::kChains)) out.emplace_back(id);
  return out;
}

std::optional<Head> AuditRepo::head(db::Conn& c, OrgId org) const {
  auto rows = c.query(sql::kHead, {org});
  if (!rows.next()) return std::nullopt;
  return Head{rows.row().i64(0), rows.row().text(1), rows.row().text(2)};
}

std::vector<Entry> AuditRepo::stretch(db::Conn& c, OrgId org, std::int64_t from_seq,
                                      std::int64_t limit) const {
  return db::all<Entry>(c, sql::kStretch, {org, from_seq, limit});
}

}  // namespace aplauso::audit
