// Telling members what happened to them. Other modules declare the kinds they raise when they
// install, and notify through this service inside their own transactions, so a notification
// exists exactly when what it tells about does. Members page through theirs, mark them read and
// turn kinds off.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "api/link_base.h"
#include "core/clock.h"
#include "core/ids.h"
#include "modules/notifications/notification_repo.h"
#include "modules/notifications/working_hours.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db

namespace aplauso::mail {
class MailService;
}
namespace aplauso::live {
class EventHub;
}
namespace aplauso::whatsapp {
class WhatsAppService;
}

namespace aplauso::notifications {

/// A kind of notification a module raises.
struct Kind {
  std::string name;  ///< e.g. "recognition_received"
  /// Where it leads in the app: a path whose {field}s are filled from the payload
  /// ("/post/{post_id}"); empty when it leads nowhere.
  std::string link;
  /// Mailed unless the member says otherwise.
  bool mailed_by_default = false;
  /// The mail's sentence in Spanish and English: {actor} is who caused it (or "Alguien" /
  /// "Someone"), {name} the payload's name in the member's language (name / name_en, or
  /// badge_name / badge_name_en), any other {field} the payload's value.
  std::string mail_es;
  std::string mail_en;
  /// A reminder (something due, overdue or pending): its mail and WhatsApp message wait for the
  /// person's working hours (working_hours.h, ADR 0076); the in-app one is immediate.
  bool reminder = false;
};

/// One notification of the list: the payload its module wrote, who caused it (the payload's
/// actor_id) and where it leads.
struct Item {
  NotificationRow row;
  boost::json::object data;
  std::optional<users::Person> actor;
  std::optional<std::string> link;
};

struct ItemPage {
  std::vector<Item> items;
  Totals totals;
};

/// How a member hears of a kind: in the app, by mail, by WhatsApp.
struct Setting {
  std::string kind;
  bool in_app = true;
  bool email = false;
  bool whatsapp = false;
};

/// A member's change for one kind; an absent channel keeps its value.
struct SettingChange {
  std::string kind;
  std::optional<bool> in_app;
  std::optional<bool> email;
  std::optional<bool> whatsapp;
};

class NotificationService {
 public:
  /// `links`: where links in mails and messages point (the organisation's primary host).
  /// `hub` tells the members' open streams (live updates) of each new notification.
  /// `hours` tells when a person works: reminders wait for it (ADR 0076).
  NotificationService(const db::Database& db, const Clock& clock, const mail::MailService& mail,
                      const whatsapp::WhatsAppService& whatsapp, const live::EventHub& hub,
                      PublicLinks links, const WorkingHours& hours)
      : db_(db),
        clock_(clock),
        mail_(mail),
        whatsapp_(whatsapp),
        hub_(hub),
        links_(std::move(links)),
        hours_(hours) {}

  /// Declares a kind (at install time; before any notify of it).
  void declare(Kind kind);
  const std::vector<Kind>& kinds() const { return kinds_; }

  /// A count of things waiting for the member that a later module keeps (the surveys module's
  /// open surveys they have not answered): `slot` names the field of the count call it adds to
  /// (only "pending_surveys" today). At install time; read in the counts' connection.
  using PendingCounter = std::function<std::int64_t(db::Conn&, OrgId, std::int64_t user_id)>;
  void add_pending_counter(std::string slot, PendingCounter counter);

  Counts counts(OrgId org, std::int64_t user_id) const;
  /// The same notification for each member, in the caller's transaction.
  void notify(db::Conn& c, OrgId org, const std::string& kind,
              const std::vector<std::int64_t>& users, const boost::json::object& payload) const;
  /// One notification per member with its own payload (same length lists).
  void notify_each(db::Conn& c, OrgId org, const std::string& kind,
                   const std::vector<std::int64_t>& users,
                   const std::vector<boost::json::object>& payloads) const;

  /// A page of the member's notifications, newest first: three statements whatever its size.
  ItemPage list(OrgId org, std::int64_t user_id, std::int64_t limit, std::int64_t offset) const;
  /// 404 when the member has no such notification.
  void mark_read(OrgId org, std::int64_t user_id, std::int64_t id) const;
  /// Returns how many were unread.
  std::int64_t mark_all_read(OrgId org, std::int64_t user_id) const;

  /// Every declared kind with the member's choice.
  std::vector<Setting> settings(OrgId org, std::int64_t user_id) const;
  /// Saves the choices given (400 for a kind nobody declared, nothing saved) and returns all.
  std::vector<Setting> save_settings(OrgId org, std::int64_t user_id,
                                     const std::vector<SettingChange>& changes) const;

  /// Queues the mail of the notifications due (one batch of every organisation), each in its
  /// member's language with a link to what it is about; returns how many were queued. A reminder
  /// whose member is outside their working hours is held until their next interval starts (and
  /// then sent by both channels). Safe on several nodes at once.
  int mail_due() const { return channel_due(Channel::kMail); }
  /// The same by WhatsApp (a template with the member's first name, the sentence and the link).
  int whatsapp_due() const { return channel_due(Channel::kWhatsApp); }

 private:
  enum class Channel { kMail, kWhatsApp };
  int channel_due(Channel channel) const;
  const Kind* find_kind(const std::string& name) const;
  /// std::logic_error for a kind nobody declared (a programming error).
  const Kind& kind_of(const std::string& name) const;
  std::vector<Setting> settings(db::Conn& c, OrgId org, std::int64_t user_id) const;

  const db::Database& db_;
  const Clock& clock_;
  const mail::MailService& mail_;
  const whatsapp::WhatsAppService& whatsapp_;
  const live::EventHub& hub_;
  PublicLinks links_;
  const WorkingHours& hours_;
  NotificationRepo repo_;
  std::vector<Kind> kinds_;
  std::vector<std::pair<std::string, PendingCounter>> pending_counters_;
};

}  // namespace aplauso::notifications
