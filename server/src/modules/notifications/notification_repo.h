// Notifications of members: what they have not read yet, new ones, the list and the settings.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::notifications {

struct Counts {
  std::int64_t unread = 0;
  std::int64_t pending_surveys = 0;
};

/// One notification as stored: its payload is the JSON text its module wrote.
struct NotificationRow {
  std::int64_t id = 0;
  std::string kind;
  std::string payload;
  std::optional<std::int64_t> read_at;
  std::int64_t created_at = 0;
};
BOOST_DESCRIBE_STRUCT(NotificationRow, (), (id, kind, payload, read_at, created_at))

/// A notification still to be mailed (or sent by WhatsApp), with its member.
struct ChannelDue {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
  std::int64_t user_id = 0;
  std::string kind;
  std::string payload;
  std::string address;  ///< e-mail or WhatsApp number
  std::string first_name;
  std::string language;
  bool active = false;
};
BOOST_DESCRIBE_STRUCT(ChannelDue, (),
                      (id, org_id, user_id, kind, payload, address, first_name, language, active))

/// A member's choice for one kind.
struct Choice {
  bool in_app = true;
  bool email = false;
  bool whatsapp = false;
};

struct Totals {
  std::int64_t total = 0;
  std::int64_t unread = 0;
};

class NotificationRepo {
 public:
  Counts counts(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// Adds an unread notification of `kind` for each member with its JSON payload (same length
  /// lists), in one statement, shown and mailed as each member chose (`mail_by_default` when
  /// they did not); members who want it neither way get none.
  void add(db::Conn& c, OrgId org, const std::string& kind, const std::vector<std::int64_t>& users,
           const std::vector<std::string>& payloads, bool mail_by_default,
           std::int64_t now_ms) const;

  /// A page of the member's notifications, newest first.
  std::vector<NotificationRow> page(db::Conn& c, OrgId org, std::int64_t user_id,
                                    std::int64_t limit, std::int64_t offset) const;
  Totals totals(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// False when the member has no notification `id`.
  bool mark_read(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t id,
                 std::int64_t now_ms) const;
  /// How many were unread.
  std::int64_t mark_all_read(db::Conn& c, OrgId org, std::int64_t user_id,
                             std::int64_t now_ms) const;

  /// The kinds the member chose for; the others keep their defaults.
  std::map<std::string, Choice> settings(db::Conn& c, OrgId org, std::int64_t user_id) const;
  void save_setting(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& kind,
                    const Choice& choice, std::int64_t now_ms) const;

  /// The oldest `limit` notifications of any organisation still to be mailed and not held
  /// (locked on PostgreSQL; another node skips them).
  std::vector<ChannelDue> claim_mail(db::Conn& c, std::int64_t limit) const;
  void mailed(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  /// The same for WhatsApp.
  std::vector<ChannelDue> claim_whatsapp(db::Conn& c, std::int64_t limit) const;
  /// Holds a reminder for its member's working hours until `until_ms`.
  void hold(db::Conn& c, OrgId org, std::int64_t id, std::int64_t until_ms) const;
  /// Makes the reminders held until `now_ms` or before due again; returns how many.
  std::int64_t release_held(db::Conn& c, std::int64_t now_ms) const;
  void whatsapp_queued(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
};

}  // namespace aplauso::notifications
