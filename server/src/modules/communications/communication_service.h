// Communications: admins send announcements to everyone, a department or a communication group,
// on the channels they choose, with attachments and an optional poll; recipients read, confirm,
// file and vote; admins follow who has read and confirmed. A send answers at once: the fan-out
// job (`fan_out`, every second on each node) writes the recipients, notifies them and queues the
// mails in batches, so 50,000 people cost the sender nothing.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "api/link_base.h"
#include "core/clock.h"
#include "core/ids.h"
#include "modules/communications/communication_repo.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::storage {
class FileStore;
}
namespace aplauso::mail {
class MailService;
}
namespace aplauso::whatsapp {
class WhatsAppService;
}
namespace aplauso::notifications {
class NotificationService;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::communications {

/// Who a communication goes to: "all", or a department or group by id.
struct Audience {
  std::string kind = "all";
  std::optional<std::int64_t> id;
};

/// A communication as the admin wrote it (already checked for shape by the routes).
struct Draft {
  std::string title;
  std::string message;
  bool pin = false;
  bool email = false;
  bool whatsapp = false;
  bool newsfeed = false;
  bool acknowledge = false;
  std::vector<std::string> attachment_keys;
  /// Present when the communication carries a poll.
  std::optional<std::string> poll_question;
  std::vector<std::string> poll_options;
  bool poll_multiple = false;
};

struct Attachment {
  std::string key, name, content_type, url;
  std::int64_t size = 0;
};

struct PollOptionView {
  std::int64_t id = 0;
  std::string text;
  std::int64_t votes = 0;
};

/// A communication with everything a screen shows of it, for one viewer.
struct View {
  CommunicationRow row;
  users::Person author;
  std::optional<RecipientState> state;  ///< absent for an admin who did not receive it
  std::vector<Attachment> attachments;
  std::vector<PollOptionView> options;
  std::int64_t voters = 0;
  std::vector<std::int64_t> my_votes;
  /// Vote counts are shown to admins and to those who voted.
  bool results_visible = false;
};

struct ViewPage {
  std::vector<View> items;
  std::int64_t total = 0;
};

struct RecipientLine {
  users::Person person;
  RecipientRow row;
};

struct RecipientPage {
  std::vector<RecipientLine> items;
  std::int64_t total = 0;
};

struct Group {
  GroupRow row;
  std::vector<users::Person> members;
};

/// Who is looking.
struct Viewer {
  std::int64_t user_id = 0;
  bool admin = false;
};

class CommunicationService {
 public:
  static constexpr std::int64_t kFanOutBatch = 500;

  CommunicationService(const db::Database& db, const Clock& clock, const storage::FileStore& files,
                       const notifications::NotificationService& notifications,
                       const mail::MailService& mail, const whatsapp::WhatsAppService& whatsapp,
                       const audit::AuditLog& audit, PublicLinks links)
      : db_(db),
        clock_(clock),
        files_(files),
        notifications_(notifications),
        mail_(mail),
        whatsapp_(whatsapp),
        audit_(audit),
        links_(std::move(links)) {}

  /// Stores a communication for the audience (404 for a department or group of another
  /// organisation; 400 for a rule it breaks) and answers it as the admins' list shows it.
  View send(OrgId org, std::int64_t author_id, const Audience& audience, const Draft& draft) const;
  View pin(OrgId org, std::int64_t id, bool pinned) const;

  ViewPage member_page(OrgId org, std::int64_t user_id, bool filed, std::int64_t limit,
                       std::int64_t offset) const;
  ViewPage admin_page(OrgId org, std::int64_t limit, std::int64_t offset) const;
  /// What was sent to a department or group: admins, or people of it (404 for others).
  ViewPage audience_page(OrgId org, const Viewer& viewer, const std::string& kind,
                         std::int64_t audience_id, std::int64_t limit, std::int64_t offset) const;
  /// One communication for a recipient or an admin; 404 for anyone else.
  View one(OrgId org, const Viewer& viewer, std::int64_t id) const;

  View read(OrgId org, const Viewer& viewer, std::int64_t id) const;
  View acknowledge(OrgId org, const Viewer& viewer, std::int64_t id) const;
  View file(OrgId org, const Viewer& viewer, std::int64_t id, bool filed) const;
  View vote(OrgId org, const Viewer& viewer, std::int64_t id,
            const std::vector<std::int64_t>& option_ids) const;

  /// "all", "unread", "read", "acknowledged" or "unacknowledged" (400 otherwise).
  RecipientPage recipients(OrgId org, std::int64_t id, const std::string& state, std::int64_t limit,
                           std::int64_t offset) const;

  std::vector<GroupRow> groups(OrgId org) const;
  Group group(OrgId org, std::int64_t id) const;
  Group create_group(OrgId org, std::int64_t created_by, const std::string& name,
                     const std::vector<std::int64_t>& member_ids) const;
  Group update_group(OrgId org, std::int64_t id, const std::optional<std::string>& name,
                     const std::optional<std::vector<std::int64_t>>& member_ids) const;
  void delete_group(OrgId org, std::int64_t id) const;

  /// Delivers what is still going out: recipients, notifications and mails, a batch at a time,
  /// for up to `max_batches` batches; returns how many batches it ran. Safe on several nodes.
  int fan_out(int max_batches = 20) const;

 private:
  std::vector<View> views(db::Conn& c, OrgId org, const Viewer& viewer,
                          std::vector<CommunicationRow> rows) const;
  View view_of(db::Conn& c, OrgId org, const Viewer& viewer, std::int64_t id) const;
  /// The viewer's state of `id`, locked; 404 when they did not receive it.
  RecipientState recipient(db::Conn& c, OrgId org, const Viewer& viewer, std::int64_t id) const;
  void check_members(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  bool fan_out_batch() const;

  const db::Database& db_;
  const Clock& clock_;
  const storage::FileStore& files_;
  const notifications::NotificationService& notifications_;
  const mail::MailService& mail_;
  const whatsapp::WhatsAppService& whatsapp_;
  const audit::AuditLog& audit_;
  PublicLinks links_;
  CommunicationRepo repo_;
  GroupRepo groups_;
};

}  // namespace aplauso::communications
