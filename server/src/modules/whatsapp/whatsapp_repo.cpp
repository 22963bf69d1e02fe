#include "modules/whatsapp/whatsapp_repo.h"

#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "db/conn.h"
#include "modules/whatsapp/whatsapp_sql.h"

namespace aplauso::whatsapp {

namespace json = boost::json;

namespace {
std::string parameters_text(const std::vector<std::string>& parameters) {
  json::array a;
  for (const auto& p : parameters) a.emplace_back(p);
  return json::serialize(a);
}

std::vector<std::string> parameters_of(std::string_view text) {
  std::vector<std::string> out;
  try {
    const auto v = json::parse(text);
    if (!v.is_array()) return out;
    for (const auto& p : v.as_array()) {
      if (p.is_string()) out.emplace_back(p.as_string());
    }
  } catch (const std::exception&) {
    // stored by enqueue: always an array of texts
  }
  return out;
}
}  // namespace

std::optional<AccountRow> WhatsAppRepo::account(db::Conn& c, OrgId org) const {
  for (const db::Row& r : c.query(sql::kAccount, {org})) {
    return AccountRow{r.text(0), r.opt_text(1), r.opt_text(2), r.text(3), r.text(4), r.boolean(5)};
  }
  return std::nullopt;
}

void WhatsAppRepo::save_account(db::Conn& c, OrgId org, const AccountRow& row,
                                std::int64_t now_ms) const {
  c.exec(sql::kSaveAccount,
         {org, row.phone_number_id, row.access_token_sealed, row.app_secret_sealed,
          row.template_name, row.verify_token, row.active, now_ms});
}

void WhatsAppRepo::delete_account(db::Conn& c, OrgId org) const {
  c.exec(sql::kDeleteAccount, {org});
}

std::optional<OptInRow> WhatsAppRepo::opt_in(db::Conn& c, OrgId org, std::int64_t user_id) const {
  for (const db::Row& r : c.query(sql::kOptIn, {org, user_id})) {
    return OptInRow{r.opt_text(0), r.boolean(1)};
  }
  return std::nullopt;
}

std::int64_t WhatsAppRepo::enqueue(db::Conn& c, OrgId org, const Outgoing& m,
                                   std::int64_t now_ms) const {
  return *c.scalar(sql::kEnqueue, {org, m.user_id, m.kind, m.phone, m.language,
                                   parameters_text(m.parameters), now_ms});
}

void WhatsAppRepo::cancel_queued(db::Conn& c, OrgId org, std::optional<std::int64_t> user_id,
                                 const std::string& reason) const {
  c.exec(sql::kCancelQueued, {org, user_id, reason});
}

std::vector<Claimed> WhatsAppRepo::claim(db::Conn& c, std::int64_t now_ms, std::int64_t until_ms,
                                         int limit) const {
  std::vector<Claimed> out;
  for (const db::Row& r : c.query(sql::kClaim, {now_ms, until_ms, std::int64_t{limit}})) {
    out.push_back(
        {r.i64(0), OrgId{r.i64(1)}, r.text(2), r.text(3), parameters_of(r.view(4)), r.i64(5)});
  }
  return out;
}

void WhatsAppRepo::accepted(db::Conn& c, OrgId org, std::int64_t id, const std::string& message_id,
                            std::int64_t now_ms) const {
  c.exec(sql::kAccepted, {org, id, message_id, now_ms});
}

void WhatsAppRepo::attempt_failed(db::Conn& c, OrgId org, std::int64_t id, std::int64_t retry_at_ms,
                                  bool final, const std::string& error, std::int64_t now_ms) const {
  c.exec(sql::kAttemptFailed, {org, id, retry_at_ms, final, error, now_ms});
}

void WhatsAppRepo::cancel_claimed(db::Conn& c, OrgId org, std::int64_t id,
                                  const std::string& reason) const {
  c.exec(sql::kCancelClaimed, {org, id, reason});
}

std::int64_t WhatsAppRepo::give_up_interrupted(db::Conn& c, std::int64_t now_ms) const {
  return c.exec(sql::kInterrupted, {now_ms});
}

void WhatsAppRepo::release(db::Conn& c, OrgId org, std::int64_t id, std::int64_t due_ms) const {
  c.exec(sql::kRelease, {org, id, due_ms});
}

void WhatsAppRepo::interrupt(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kInterruptClaimed, {org, id});
}

bool WhatsAppRepo::report(db::Conn& c, OrgId org, const std::string& message_id,
                          const std::string& status, int rank, const std::string& error,
                          std::int64_t reported_ms, std::int64_t now_ms) const {
  const std::optional<std::string> why =
      error.empty() ? std::nullopt : std::optional<std::string>(error);
  c.exec(sql::kLogStatus, {org, message_id, status, why, reported_ms, now_ms});
  return c.exec(sql::kApplyStatus, {org, message_id, status, reported_ms, why, rank}) > 0;
}

}  // namespace aplauso::whatsapp
