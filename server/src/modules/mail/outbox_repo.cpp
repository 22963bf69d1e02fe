#include "modules/mail/outbox_repo.h"

#include "db/conn.h"
#include "modules/mail/mail_sql.h"

namespace aplauso::mail {

namespace {
QueuedMail read_queued(const db::Row& r) {
  return {r.i64(0), OrgId{r.i64(1)},
          Mail{r.text(2), r.text(3), r.text(4), r.text(5), r.text(6),
               r.is_null(8) ? std::string() : r.text(8)},
          r.i64(7)};
}
}  // namespace

std::int64_t OutboxRepo::enqueue(db::Conn& c, OrgId org, const Mail& m, std::int64_t now_ms) const {
  const db::Param reply_to = m.reply_to.empty() ? db::Param(nullptr) : db::Param(m.reply_to);
  return *c.scalar(sql::kEnqueue, {org, m.kind, m.to, m.subject, m.text, m.html, now_ms, reply_to});
}

void OutboxRepo::enqueue_many(db::Conn& c, OrgId org, const std::vector<Mail>& mails,
                              std::int64_t now_ms) const {
  if (mails.empty()) return;
  std::vector<std::string> kind, to, subject, text, html;
  for (const auto& m : mails) {
    kind.push_back(m.kind);
    to.push_back(m.to);
    subject.push_back(m.subject);
    text.push_back(m.text);
    html.push_back(m.html);
  }
  c.exec(sql::kEnqueueMany, {org, kind, to, subject, text, html, now_ms});
}

std::vector<QueuedMail> OutboxRepo::claim(db::Conn& c, std::int64_t now_ms, std::int64_t until_ms,
                                          int limit) const {
  std::vector<QueuedMail> out;
  for (const db::Row& r : c.query(sql::kClaim, {now_ms, until_ms, std::int64_t{limit}})) {
    out.push_back(read_queued(r));
  }
  return out;
}

std::int64_t OutboxRepo::trials_since(db::Conn& c, OrgId org, const std::string& to,
                                      std::int64_t since_ms) const {
  return c.scalar(sql::kTrialsSince, {org, to, since_ms}).value_or(0);
}

std::optional<Delivery> OutboxRepo::trial_delivery(db::Conn& c, OrgId org, std::int64_t id) const {
  for (const db::Row& r : c.query(sql::kTrialDelivery, {org, id})) {
    return Delivery{r.i64(0),
                    r.text(1),
                    r.text(2),
                    r.i64(3),
                    r.is_null(4) ? std::nullopt : std::optional<std::string>(r.text(4)),
                    r.i64(5),
                    r.is_null(6) ? std::nullopt : std::optional<std::int64_t>(r.i64(6))};
  }
  return std::nullopt;
}

void OutboxRepo::mark_sent(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  c.exec(sql::kMarkSent, {org, id, now_ms});
}

void OutboxRepo::mark_failed(db::Conn& c, OrgId org, std::int64_t id, std::int64_t retry_at_ms,
                             bool final, const std::string& error) const {
  c.exec(sql::kMarkFailed, {org, id, retry_at_ms, final, error});
}

std::int64_t OutboxRepo::requeue_unconfirmed(db::Conn& c, std::int64_t now_ms,
                                             int max_attempts) const {
  return c.exec(sql::kRequeue, {now_ms, max_attempts});
}

void OutboxRepo::release(db::Conn& c, OrgId org, std::int64_t id, bool tried,
                         std::int64_t due_ms) const {
  c.exec(sql::kRelease, {org, id, tried ? 0 : 1, due_ms});
}

std::vector<QueuedMail> OutboxRepo::with_status(db::Conn& c, OrgId org,
                                                const std::string& status) const {
  std::vector<QueuedMail> out;
  for (const db::Row& r : c.query(sql::kByStatus, {org, status})) out.push_back(read_queued(r));
  return out;
}

void OutboxRepo::erase_to(db::Conn& c, OrgId org, const std::string& address) const {
  c.exec(sql::kEraseTo, {org, address});
}

}  // namespace aplauso::mail
