// Communications as stored: groups, communications with their polls and attachments, each
// recipient's state and the fan-out's progress. The only code that runs their SQL.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::communications {

struct CommunicationRow {
  std::int64_t id = 0;
  std::int64_t author_id = 0;
  std::string audience;  ///< all | department | group
  std::optional<std::int64_t> audience_id;
  std::optional<std::string> audience_name;
  std::string title;
  std::string message;
  bool pinned = false;
  bool email = false;
  bool whatsapp = false;
  bool newsfeed = false;
  bool acknowledge = false;
  std::optional<std::string> poll_question;
  bool poll_multiple = false;
  std::string fanout_state;  ///< pending | notifying | done
  std::int64_t recipients_count = 0;
  std::int64_t emailed_count = 0;
  std::int64_t whatsapp_count = 0;
  std::int64_t read_count = 0;
  std::int64_t acknowledged_count = 0;
  std::int64_t created_at = 0;
};
BOOST_DESCRIBE_STRUCT(CommunicationRow, (),
                      (id, author_id, audience, audience_id, audience_name, title, message, pinned,
                       email, whatsapp, newsfeed, acknowledge, poll_question, poll_multiple,
                       fanout_state, recipients_count, emailed_count, whatsapp_count, read_count,
                       acknowledged_count, created_at))

/// What a new communication is; `audience_name` as it reads when sent.
struct NewCommunication {
  std::int64_t author_id = 0;
  std::string audience;
  std::optional<std::int64_t> audience_id;
  std::optional<std::string> audience_name;
  std::string title;
  std::string message;
  bool pin = false;
  bool email = false;
  bool whatsapp = false;
  bool newsfeed = false;
  bool acknowledge = false;
  std::optional<std::string> poll_question;
  bool poll_multiple = false;
  std::vector<std::string> poll_options;
  std::vector<std::string> attachment_keys;
};

/// One recipient's state of one communication.
struct RecipientState {
  std::int64_t communication_id = 0;
  std::optional<std::int64_t> read_at;
  std::optional<std::int64_t> acknowledged_at;
  bool filed = false;
};
BOOST_DESCRIBE_STRUCT(RecipientState, (), (communication_id, read_at, acknowledged_at, filed))

struct OptionRow {
  std::int64_t communication_id = 0;
  std::int64_t id = 0;
  std::string text;
};
BOOST_DESCRIBE_STRUCT(OptionRow, (), (communication_id, id, text))

struct VoteCount {
  std::int64_t communication_id = 0;
  std::int64_t option_id = 0;
  std::int64_t count = 0;
};
BOOST_DESCRIBE_STRUCT(VoteCount, (), (communication_id, option_id, count))

struct VoterCount {
  std::int64_t communication_id = 0;
  std::int64_t count = 0;
};
BOOST_DESCRIBE_STRUCT(VoterCount, (), (communication_id, count))

struct MyVote {
  std::int64_t communication_id = 0;
  std::int64_t option_id = 0;
};
BOOST_DESCRIBE_STRUCT(MyVote, (), (communication_id, option_id))

struct AttachmentRow {
  std::int64_t communication_id = 0;
  std::string storage_key;
  std::string name;
  std::string content_type;
  std::int64_t size = 0;
};
BOOST_DESCRIBE_STRUCT(AttachmentRow, (), (communication_id, storage_key, name, content_type, size))

/// A line of the recipients' report.
struct RecipientRow {
  std::int64_t user_id = 0;
  std::optional<std::int64_t> read_at;
  std::optional<std::int64_t> acknowledged_at;
  bool voted = false;
  /// The outbox status of their mail (pending, sent, failed, interrupted); none when not mailed.
  std::optional<std::string> mail_status;
  /// Where their WhatsApp message stands (pending … read, failed, cancelled); none when not sent.
  std::optional<std::string> whatsapp_status;
};
BOOST_DESCRIBE_STRUCT(RecipientRow, (),
                      (user_id, read_at, acknowledged_at, voted, mail_status, whatsapp_status))

/// A communication still going out, as the fan-out job claims it.
struct FanOutRow {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
  std::int64_t author_id = 0;
  std::string audience;
  std::optional<std::int64_t> audience_id;
  std::string title;
  std::string message;
  bool email = false;
  bool whatsapp = false;
  std::string fanout_state;
  std::int64_t fanout_cursor = 0;
};
BOOST_DESCRIBE_STRUCT(FanOutRow, (),
                      (id, org_id, author_id, audience, audience_id, title, message, email,
                       whatsapp, fanout_state, fanout_cursor))

/// A recipient the fan-out tells, with what their mail needs.
struct BatchRecipient {
  std::int64_t user_id = 0;
  std::string email;
  std::string first_name;
  std::string language;
  std::optional<std::string> whatsapp_phone;
  bool whatsapp_active = false;
};
BOOST_DESCRIBE_STRUCT(BatchRecipient, (),
                      (user_id, email, first_name, language, whatsapp_phone, whatsapp_active))

struct GroupRow {
  std::int64_t id = 0;
  std::string name;
  std::int64_t created_at = 0;
  std::int64_t members_count = 0;
};
BOOST_DESCRIBE_STRUCT(GroupRow, (), (id, name, created_at, members_count))

/// Communication groups: named lists of people of one organisation.
class GroupRepo {
 public:
  /// Throws the unique violation when the name is taken.
  std::int64_t insert(db::Conn& c, OrgId org, const std::string& name, std::int64_t created_by,
                      std::int64_t now_ms) const;
  std::vector<GroupRow> list(db::Conn& c, OrgId org) const;
  std::optional<GroupRow> find(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Members' ids by name.
  std::vector<std::int64_t> members(db::Conn& c, OrgId org, std::int64_t id) const;
  bool is_member(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id) const;
  /// Throws the unique violation when the name is taken.
  void rename(db::Conn& c, OrgId org, std::int64_t id, const std::string& name) const;
  void replace_members(db::Conn& c, OrgId org, std::int64_t id,
                       const std::vector<std::int64_t>& user_ids) const;
  bool remove(db::Conn& c, OrgId org, std::int64_t id) const;
  /// How many of `ids` are people of the organisation.
  std::int64_t count_people(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::optional<std::string> department_name(db::Conn& c, OrgId org, std::int64_t id) const;
  std::optional<std::int64_t> department_of(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

class CommunicationRepo {
 public:
  /// Stores the communication, its poll's options and its attachments; returns its id and how
  /// many attachment keys named a finished upload of the author.
  std::pair<std::int64_t, std::int64_t> insert(db::Conn& c, OrgId org, const NewCommunication& n,
                                               std::int64_t now_ms) const;
  bool pin(db::Conn& c, OrgId org, std::int64_t id, bool pinned) const;

  std::optional<CommunicationRow> find(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<CommunicationRow> admin_page(db::Conn& c, OrgId org, std::int64_t limit,
                                           std::int64_t offset) const;
  std::int64_t admin_total(db::Conn& c, OrgId org) const;
  std::vector<CommunicationRow> member_page(db::Conn& c, OrgId org, std::int64_t user_id,
                                            bool filed, std::int64_t limit,
                                            std::int64_t offset) const;
  std::int64_t member_total(db::Conn& c, OrgId org, std::int64_t user_id, bool filed) const;
  std::vector<CommunicationRow> audience_page(db::Conn& c, OrgId org, const std::string& audience,
                                              std::int64_t audience_id, std::int64_t limit,
                                              std::int64_t offset) const;
  std::int64_t audience_total(db::Conn& c, OrgId org, const std::string& audience,
                              std::int64_t audience_id) const;

  // What the communications of a page carry, each in one statement.
  std::vector<RecipientState> states(db::Conn& c, OrgId org, std::int64_t user_id,
                                     const std::vector<std::int64_t>& ids) const;
  std::vector<OptionRow> options(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  std::vector<VoteCount> vote_counts(db::Conn& c, OrgId org,
                                     const std::vector<std::int64_t>& ids) const;
  std::vector<VoterCount> voters(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  std::vector<MyVote> my_votes(db::Conn& c, OrgId org, std::int64_t user_id,
                               const std::vector<std::int64_t>& ids) const;
  std::vector<AttachmentRow> attachments(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const;

  // One recipient.
  std::optional<RecipientState> lock_recipient(db::Conn& c, OrgId org, std::int64_t id,
                                               std::int64_t user_id) const;
  bool is_recipient(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id) const;
  /// True when it was unread (the communication's read count goes up with it).
  bool mark_read(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                 std::int64_t now_ms) const;
  bool acknowledge(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                   std::int64_t now_ms) const;
  void file(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id, bool filed) const;
  /// Replaces the recipient's answer with `option_ids` (options of this poll).
  void vote(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
            const std::vector<std::int64_t>& option_ids, std::int64_t now_ms) const;

  std::vector<RecipientRow> recipients(db::Conn& c, OrgId org, std::int64_t id,
                                       const std::string& state, std::int64_t limit,
                                       std::int64_t offset) const;
  std::int64_t recipients_total(db::Conn& c, OrgId org, std::int64_t id,
                                const std::string& state) const;

  // The fan-out.
  std::optional<FanOutRow> claim_fan_out(db::Conn& c) const;
  void insert_recipients(db::Conn& c, const FanOutRow& f) const;
  void start_notifying(db::Conn& c, const FanOutRow& f) const;
  std::vector<BatchRecipient> recipient_batch(db::Conn& c, std::int64_t id, std::int64_t after,
                                              std::int64_t limit) const;
  /// Records the mail each recipient was sent (same length lists).
  void record_mails(db::Conn& c, const FanOutRow& f, const std::vector<std::int64_t>& user_ids,
                    const std::vector<std::int64_t>& mail_ids) const;
  void record_whatsapp(db::Conn& c, const FanOutRow& f, const std::vector<std::int64_t>& user_ids,
                       const std::vector<std::int64_t>& whatsapp_ids) const;
  void advance(db::Conn& c, const FanOutRow& f, std::int64_t cursor, std::int64_t emailed,
               std::int64_t whatsapped, bool done) const;
};

}  // namespace aplauso::communications
