// The support contact form (flag `support`): a person writes to the organisation's support
// address; the message is kept, mailed to that address with Reply-To the person (answers go to
// them, not to the platform's no-reply sender), and a copy with its reference is mailed to the
// person, all in one transaction through the outbox. Admins set the address (audited) and read
// what came in. Five messages a person an hour, counted in the database (every node agrees).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/mail/mail_templates.h"
#include "modules/support/support_repo.h"
#include "modules/users/person_erasure.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::mail {
class MailService;
}
namespace aplauso::users {
class UserService;
}

namespace aplauso::support {

/// The topics a message may have, in the form's order.
inline constexpr const char* kTopics[] = {"access", "points", "recognition", "rewards", "other"};

struct Info {
  bool configured = false;
  int per_hour = 0;
};

struct MessageInput {
  std::string topic;
  std::string subject;
  std::string message;
  std::optional<std::string> page;
};

struct Message {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string reference;  ///< "S-000042"
  std::string topic;
  std::string subject;
  std::string message;
  std::optional<std::string> page;
  std::int64_t created_at = 0;
};

struct MessagePage {
  std::vector<Message> items;
  bool has_more = false;
};

struct Settings {
  std::optional<std::string> address;
  std::optional<std::int64_t> updated_at;
};

/// "S-" and the id on six digits at least.
std::string reference_of(std::int64_t id);

class SupportService {
 public:
  static constexpr int kPerHour = 5;

  SupportService(const db::Database& db, const Clock& clock, const mail::MailService& mail,
                 const users::UserService& users, const audit::AuditLog& audit)
      : db_(db), clock_(clock), mail_(mail), users_(users), audit_(audit) {}

  Info info(OrgId org) const;
  /// Keeps and mails a message. 400 naming each bad field; 409 support_not_configured without a
  /// support address; 429 after kPerHour messages in the last hour.
  Message send(OrgId org, const mail::MailBrand& brand, const std::string& org_language,
               std::int64_t user_id, const MessageInput& input) const;
  /// The person's own messages, newest first.
  MessagePage mine(OrgId org, std::int64_t user_id, std::int64_t page, std::int64_t per_page) const;
  /// Every message, newest first (admins).
  MessagePage all(OrgId org, std::int64_t page, std::int64_t per_page) const;

  Settings settings(OrgId org) const;
  /// Sets the address, or removes it with nullopt (or an empty one); 400 for an invalid address.
  Settings set_address(OrgId org, const std::optional<std::string>& address) const;

  /// What the person wrote to support goes with them (users::PersonErasure).
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const mail::MailService& mail_;
  const users::UserService& users_;
  const audit::AuditLog& audit_;
  SupportRepo repo_;
};

}  // namespace aplauso::support
