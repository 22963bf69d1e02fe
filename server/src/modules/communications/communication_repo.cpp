#include "modules/communications/communication_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/communications/communications_sql.h"

namespace aplauso::communications {

// --- Groups --------------------------------------------------------------------------------------

std::int64_t GroupRepo::insert(db::Conn& c, OrgId org, const std::string& name,
                               std::int64_t created_by, std::int64_t now_ms) const {
  return c.scalar(sql::kInsertGroup, {org, name, created_by, now_ms}).value_or(0);
}

std::vector<GroupRow> GroupRepo::list(db::Conn& c, OrgId org) const {
  return db::all<GroupRow>(c, sql::kGroups, {org});
}

std::optional<GroupRow> GroupRepo::find(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<GroupRow>(c, sql::kGroup, {org, id});
}

std::vector<std::int64_t> GroupRepo::members(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::ids(c, sql::kGroupMembers, {org, id});
}

bool GroupRepo::is_member(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id) const {
  return c.scalar(sql::kIsGroupMember, {org, id, user_id}).has_value();
}

void GroupRepo::rename(db::Conn& c, OrgId org, std::int64_t id, const std::string& name) const {
  c.exec(sql::kRenameGroup, {org, id, name});
}

void GroupRepo::replace_members(db::Conn& c, OrgId org, std::int64_t id,
                                const std::vector<std::int64_t>& user_ids) const {
  c.defer(sql::kClearGroup, {org, id});
  if (!user_ids.empty()) c.defer(sql::kAddGroupMembers, {org, id, user_ids});
}

bool GroupRepo::remove(db::Conn& c, OrgId org, std::int64_t id) const {
  c.defer(sql::kClearGroup, {org, id});
  return c.exec(sql::kDeleteGroup, {org, id}) > 0;
}

std::int64_t GroupRepo::count_people(db::Conn& c, OrgId org,
                                     const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountPeople, {org, ids}).value_or(0);
}

std::optional<std::string> GroupRepo::department_name(db::Conn& c, OrgId org,
                                                      std::int64_t id) const {
  auto rows = c.query(sql::kDepartmentName, {org, id});
  if (!rows.next()) return std::nullopt;
  return rows.row().text(0);
}

std::optional<std::int64_t> GroupRepo::department_of(db::Conn& c, OrgId org,
                                                     std::int64_t user_id) const {
  return c.scalar(sql::kUserDepartment, {org, user_id});
}

// --- Communications ------------------------------------------------------------------------------

std::pair<std::int64_t, std::int64_t> CommunicationRepo::insert(db::Conn& c, OrgId org,
                                                                const NewCommunication& n,
                                                                std::int64_t now_ms) const {
  const auto id =
      c.scalar(sql::kInsert, {org, n.author_id, n.audience, n.audience_id, n.audience_name, n.title,
                              n.message, n.pin, n.email, n.whatsapp, n.newsfeed, n.acknowledge,
                              n.poll_question, n.poll_multiple, now_ms})
          .value_or(0);
  if (!n.poll_options.empty()) {
    std::vector<std::int64_t> positions;
    for (std::size_t i = 0; i < n.poll_options.size(); ++i) {
      positions.push_back(static_cast<std::int64_t>(i));
    }
    c.defer(sql::kInsertOptions, {org, id, positions, n.poll_options});
  }
  std::int64_t attached = 0;
  if (!n.attachment_keys.empty()) {
    attached = c.exec(sql::kInsertAttachments, {org, id, n.attachment_keys, n.author_id});
  }
  return {id, attached};
}

bool CommunicationRepo::pin(db::Conn& c, OrgId org, std::int64_t id, bool pinned) const {
  return c.exec(sql::kPin, {org, id, pinned}) > 0;
}

std::optional<CommunicationRow> CommunicationRepo::find(db::Conn& c, OrgId org,
                                                        std::int64_t id) const {
  return db::one<CommunicationRow>(c, sql::kOne, {org, id});
}

std::vector<CommunicationRow> CommunicationRepo::admin_page(db::Conn& c, OrgId org,
                                                            std::int64_t limit,
                                                            std::int64_t offset) const {
  return db::all<CommunicationRow>(c, sql::kAdminPage, {org, limit, offset});
}

std::int64_t CommunicationRepo::admin_total(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kAdminTotal, {org}).value_or(0);
}

std::vector<CommunicationRow> CommunicationRepo::member_page(db::Conn& c, OrgId org,
                                                             std::int64_t user_id, bool filed,
                                                             std::int64_t limit,
                                                             std::int64_t offset) const {
  return db::all<CommunicationRow>(c, sql::kMemberPage, {org, user_id, filed, limit, offset});
}

std::int64_t CommunicationRepo::member_total(db::Conn& c, OrgId org, std::int64_t user_id,
                                             bool filed) const {
  return c.scalar(sql::kMemberTotal, {org, user_id, filed}).value_or(0);
}

std::vector<CommunicationRow> CommunicationRepo::audience_page(db::Conn& c, OrgId org,
                                                               const std::string& audience,
                                                               std::int64_t audience_id,
                                                               std::int64_t limit,
                                                               std::int64_t offset) const {
  return db::all<CommunicationRow>(c, sql::kAudiencePage,
                                   {org, audience, audience_id, limit, offset});
}

std::int64_t CommunicationRepo::audience_total(db::Conn& c, OrgId org, const std::string& audience,
                                               std::int64_t audience_id) const {
  return c.scalar(sql::kAudienceTotal, {org, audience, audience_id}).value_or(0);
}

std::vector<RecipientState> CommunicationRepo::states(db::Conn& c, OrgId org, std::int64_t user_id,
                                                      const std::vector<std::int64_t>& ids) const {
  return db::all<RecipientState>(c, sql::kStates, {org, user_id, ids});
}

std::vector<OptionRow> CommunicationRepo::options(db::Conn& c, OrgId org,
                                                  const std::vector<std::int64_t>& ids) const {
  return db::all<OptionRow>(c, sql::kOptions, {org, ids});
}

std::vector<VoteCount> CommunicationRepo::vote_counts(db::Conn& c, OrgId org,
                                                      const std::vector<std::int64_t>& ids) const {
  return db::all<VoteCount>(c, sql::kVoteCounts, {org, ids});
}

std::vector<VoterCount> CommunicationRepo::voters(db::Conn& c, OrgId org,
                                                  const std::vector<std::int64_t>& ids) const {
  return db::all<VoterCount>(c, sql::kVoters, {org, ids});
}

std::vector<MyVote> CommunicationRepo::my_votes(db::Conn& c, OrgId org, std::int64_t user_id,
                                                const std::vector<std::int64_t>& ids) const {
  return db::all<MyVote>(c, sql::kMyVotes, {org, user_id, ids});
}

std::vector<AttachmentRow> CommunicationRepo::attachments(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  return db::all<AttachmentRow>(c, sql::kAttachments, {org, ids});
}

std::optional<RecipientState> CommunicationRepo::lock_recipient(db::Conn& c, OrgId org,
                                                                std::int64_t id,
                                                                std::int64_t user_id) const {
  auto rows = c.query(sql::kLockRecipient, {org, id, user_id});
  if (!rows.next()) return std::nullopt;
  const auto& r = rows.row();
  return RecipientState{id, r.opt_i64(0), r.opt_i64(1), r.boolean(2)};
}

bool CommunicationRepo::is_recipient(db::Conn& c, OrgId org, std::int64_t id,
                                     std::int64_t user_id) const {
  return c.scalar(sql::kIsRecipient, {org, id, user_id}).has_value();
}

bool CommunicationRepo::mark_read(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                                  std::int64_t now_ms) const {
  if (c.exec(sql::kMarkRead, {org, id, user_id, now_ms}) == 0) return false;
  c.defer(sql::kCountRead, {org, id});
  return true;
}

bool CommunicationRepo::acknowledge(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                                    std::int64_t now_ms) const {
  if (c.exec(sql::kAcknowledge, {org, id, user_id, now_ms}) == 0) return false;
  c.defer(sql::kCountAcknowledged, {org, id});
  return true;
}

void CommunicationRepo::file(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                             bool filed) const {
  c.defer(sql::kFile, {org, id, user_id, filed});
}

void CommunicationRepo::vote(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                             const std::vector<std::int64_t>& option_ids,
                             std::int64_t now_ms) const {
  c.defer(sql::kDeleteVotes, {org, id, user_id});
  c.defer(sql::kInsertVotes, {org, id, user_id, option_ids, now_ms});
}

std::vector<RecipientRow> CommunicationRepo::recipients(db::Conn& c, OrgId org, std::int64_t id,
                                                        const std::string& state,
                                                        std::int64_t limit,
                                                        std::int64_t offset) const {
  return db::all<RecipientRow>(c, sql::kRecipients, {org, id, state, limit, offset});
}

std::int64_t CommunicationRepo::recipients_total(db::Conn& c, OrgId org, std::int64_t id,
                                                 const std::string& state) const {
  return c.scalar(sql::kRecipientsTotal, {org, id, state}).value_or(0);
}

std::optional<FanOutRow> CommunicationRepo::claim_fan_out(db::Conn& c) const {
  return db::one<FanOutRow>(c, sql::kClaimFanOut, {});
}

void CommunicationRepo::insert_recipients(db::Conn& c, const FanOutRow& f) const {
  c.exec(sql::kInsertRecipients, {OrgId{f.org_id}, f.id, f.audience, f.audience_id});
}

void CommunicationRepo::start_notifying(db::Conn& c, const FanOutRow& f) const {
  c.exec(sql::kStartNotifying, {OrgId{f.org_id}, f.id});
}

std::vector<BatchRecipient> CommunicationRepo::recipient_batch(db::Conn& c, std::int64_t id,
                                                               std::int64_t after,
                                                               std::int64_t limit) const {
  return db::all<BatchRecipient>(c, sql::kRecipientBatch, {id, after, limit});
}

void CommunicationRepo::record_mails(db::Conn& c, const FanOutRow& f,
                                     const std::vector<std::int64_t>& user_ids,
                                     const std::vector<std::int64_t>& mail_ids) const {
  if (!user_ids.empty()) c.defer(sql::kRecordMails, {OrgId{f.org_id}, f.id, user_ids, mail_ids});
}

void CommunicationRepo::record_whatsapp(db::Conn& c, const FanOutRow& f,
                                        const std::vector<std::int64_t>& user_ids,
                                        const std::vector<std::int64_t>& whatsapp_ids) const {
  if (!user_ids.empty()) {
    c.defer(sql::kRecordWhatsApp, {OrgId{f.org_id}, f.id, user_ids, whatsapp_ids});
  }
}

void CommunicationRepo::advance(db::Conn& c, const FanOutRow& f, std::int64_t cursor,
                                std::int64_t emailed, std::int64_t whatsapped, bool done) const {
  const char* state = done ? "done" : "notifying";
  c.defer(sql::kAdvance, {OrgId{f.org_id}, f.id, cursor, emailed, state, whatsapped});
}

}  // namespace aplauso::communications
