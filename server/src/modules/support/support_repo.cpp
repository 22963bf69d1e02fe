#include "modules/support/support_repo.h"

#include "db/conn.h"
#include "modules/support/support_sql.h"

namespace aplauso::support {

namespace {
std::vector<StoredMessage> read_messages(db::Rows rows) {
  std::vector<StoredMessage> out;
  for (const db::Row& r : rows) {
    StoredMessage m;
    m.id = r.i64(0);
    m.user_id = r.i64(1);
    m.topic = r.text(2);
    m.subject = r.text(3);
    m.body = r.text(4);
    if (!r.is_null(5)) m.page = r.text(5);
    m.created_at = r.i64(6);
    out.push_back(std::move(m));
  }
  return out;
}
}  // namespace

std::optional<StoredAddress> SupportRepo::address(db::Conn& c, OrgId org) const {
  auto rows = c.query(sql::kAddress, {org});
  if (!rows.next()) return std::nullopt;
  return StoredAddress{rows.row().text(0), rows.row().i64(1)};
}

void SupportRepo::set_address(db::Conn& c, OrgId org, const std::string& address,
                              std::int64_t now_ms) const {
  c.exec(sql::kSetAddress, {org, address, now_ms});
}

void SupportRepo::clear_address(db::Conn& c, OrgId org) const {
  c.exec(sql::kClearAddress, {org});
}

std::int64_t SupportRepo::insert(db::Conn& c, OrgId org, const StoredMessage& m) const {
  return *c.scalar(sql::kInsert,
                   {org, m.user_id, m.topic, m.subject, m.body, m.page, m.created_at});
}

std::int64_t SupportRepo::sent_since(db::Conn& c, OrgId org, std::int64_t user_id,
                                     std::int64_t since_ms) const {
  return c.scalar(sql::kSentSince, {org, user_id, since_ms}).value_or(0);
}

std::vector<StoredMessage> SupportRepo::mine(db::Conn& c, OrgId org, std::int64_t user_id,
                                             std::int64_t limit, std::int64_t offset) const {
  return read_messages(c.query(sql::kMine, {org, user_id, limit, offset}));
}

std::vector<StoredMessage> SupportRepo::all(db::Conn& c, OrgId org, std::int64_t limit,
                                            std::int64_t offset) const {
  return read_messages(c.query(sql::kAll, {org, limit, offset}));
}

void SupportRepo::forget(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kForget, {org, user_id});
}

}  // namespace aplauso::support
