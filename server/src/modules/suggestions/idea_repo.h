// Ideas campaigns as stored: campaigns with their audience and reviewers, ideas, attachments,
// votes, comments, reviewers' scores and the status history. The only code that runs their SQL;
// every method takes the organisation.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/suggestions/suggestion_repo.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::suggestions {

struct CampaignRow {
  std::int64_t id = 0;
  std::string title;
  std::string description;
  std::int64_t deadline = 0;
  std::string status;
  bool audience_everyone = true;
  std::int64_t accepted_points = 0;
  std::int64_t implemented_points = 0;
  std::optional<std::int64_t> created_by;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
  // Filled by the service (kCampaignTotals, kCampaignParticipants), not read with the row.
  std::int64_t ideas_count = 0;
  std::int64_t votes_count = 0;
  std::int64_t participants = 0;
};
BOOST_DESCRIBE_STRUCT(CampaignRow, (),
                      (id, title, description, deadline, status, audience_everyone, accepted_points,
                       implemented_points, created_by, created_at, updated_at))

struct AudienceRow {
  std::int64_t campaign_id = 0;
  std::string kind;
  std::int64_t ref_id = 0;
};
BOOST_DESCRIBE_STRUCT(AudienceRow, (), (campaign_id, kind, ref_id))

struct PairRow {
  std::int64_t a = 0;
  std::int64_t b = 0;
};
BOOST_DESCRIBE_STRUCT(PairRow, (), (a, b))

struct IdeaRow {
  std::int64_t id = 0;
  std::int64_t campaign_id = 0;
  std::int64_t author_id = 0;
  std::string title;
  std::string body;
  std::string status;
  std::optional<std::string> reason;
  std::int64_t votes = 0;
  std::int64_t comments_count = 0;
  std::int64_t attachments_count = 0;
  std::optional<std::int64_t> accepted_paid_at;
  std::optional<std::int64_t> implemented_paid_at;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};
BOOST_DESCRIBE_STRUCT(IdeaRow, (),
                      (id, campaign_id, author_id, title, body, status, reason, votes,
                       comments_count, attachments_count, accepted_paid_at, implemented_paid_at,
                       created_at, updated_at))

struct TitleRow {
  std::int64_t id = 0;
  std::string title;
  std::string status;
  std::int64_t votes = 0;
  std::int64_t author_id = 0;
};
BOOST_DESCRIBE_STRUCT(TitleRow, (), (id, title, status, votes, author_id))

struct IdeaCommentRow {
  std::int64_t id = 0;
  std::int64_t idea_id = 0;
  std::optional<std::int64_t> parent_id;
  std::int64_t author_id = 0;
  std::string body;
  bool deleted = false;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> edited_at;
};
BOOST_DESCRIBE_STRUCT(IdeaCommentRow, (),
                      (id, idea_id, parent_id, author_id, body, deleted, created_at, edited_at))

struct ScoreRow {
  std::int64_t idea_id = 0;
  std::int64_t reviewer_id = 0;
  std::int64_t impact = 0;
  std::int64_t effort = 0;
  std::optional<std::string> note;
  std::int64_t updated_at = 0;
};
BOOST_DESCRIBE_STRUCT(ScoreRow, (), (idea_id, reviewer_id, impact, effort, note, updated_at))

struct IdeaHistoryRow {
  std::int64_t idea_id = 0;
  std::string status;
  std::optional<std::string> reason;
  std::int64_t points_paid = 0;
  std::int64_t created_at = 0;
};
BOOST_DESCRIBE_STRUCT(IdeaHistoryRow, (), (idea_id, status, reason, points_paid, created_at))

struct AverageRow {
  std::int64_t idea_id = 0;
  double impact = 0;
  double effort = 0;
};
BOOST_DESCRIBE_STRUCT(AverageRow, (), (idea_id, impact, effort))

/// The figures of a campaign's analytics read in one statement.
struct CampaignFigures {
  std::int64_t votes = 0;
  std::int64_t comments = 0;
  std::int64_t participants = 0;
  std::int64_t points_paid = 0;
};
BOOST_DESCRIBE_STRUCT(CampaignFigures, (), (votes, comments, participants, points_paid))

/// Where the caller sits, for audiences.
struct Place {
  std::int64_t department = -1;
  std::vector<std::int64_t> groups;
};

class IdeaRepo {
 public:
  // People and structure (read).
  std::vector<std::int64_t> active_people(db::Conn& c, OrgId org,
                                          const std::vector<std::int64_t>& ids) const;
  Place place(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<std::int64_t> known_departments(db::Conn& c, OrgId org,
                                              const std::vector<std::int64_t>& ids) const;
  std::vector<std::int64_t> known_groups(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const;
  std::vector<std::int64_t> audience_people(db::Conn& c, OrgId org, bool everyone,
                                            const std::vector<std::int64_t>& departments,
                                            const std::vector<std::int64_t>& groups,
                                            std::int64_t limit) const;

  // Campaigns.
  std::int64_t insert_campaign(db::Conn& c, OrgId org, const CampaignRow& row,
                               std::int64_t now_ms) const;
  void update_campaign(db::Conn& c, OrgId org, const CampaignRow& row, std::int64_t now_ms) const;
  std::optional<CampaignRow> campaign(db::Conn& c, OrgId org, std::int64_t id, bool lock) const;
  std::vector<CampaignRow> campaigns(db::Conn& c, OrgId org, const Place& place,
                                     std::int64_t user_id, bool admin, const std::string& status,
                                     std::int64_t now_ms, std::int64_t limit,
                                     std::int64_t offset) const;
  std::int64_t campaigns_count(db::Conn& c, OrgId org, const Place& place, std::int64_t user_id,
                               bool admin, const std::string& status, std::int64_t now_ms) const;
  std::vector<CampaignRow> managed(db::Conn& c, OrgId org, const std::string& status,
                                   std::int64_t now_ms, std::int64_t limit,
                                   std::int64_t offset) const;
  std::int64_t managed_count(db::Conn& c, OrgId org, const std::string& status,
                             std::int64_t now_ms) const;
  bool in_audience(db::Conn& c, OrgId org, std::int64_t campaign_id, const Place& place) const;
  std::vector<AudienceRow> audience(db::Conn& c, OrgId org,
                                    const std::vector<std::int64_t>& campaigns) const;
  void set_audience(db::Conn& c, OrgId org, std::int64_t campaign_id,
                    const std::vector<std::int64_t>& departments,
                    const std::vector<std::int64_t>& groups) const;
  /// campaign id, user id.
  std::vector<PairRow> reviewers(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& campaigns) const;
  bool is_reviewer(db::Conn& c, OrgId org, std::int64_t campaign_id, std::int64_t user_id) const;
  void set_reviewers(db::Conn& c, OrgId org, std::int64_t campaign_id,
                     const std::vector<std::int64_t>& ids) const;
  /// campaign id → (ideas, votes), and campaign id → participants.
  std::map<std::int64_t, std::pair<std::int64_t, std::int64_t>> totals(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& campaigns) const;
  std::map<std::int64_t, std::int64_t> participants(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& campaigns) const;

  // Ideas.
  std::int64_t insert_idea(db::Conn& c, OrgId org, std::int64_t campaign_id, std::int64_t author_id,
                           const std::string& title, const std::string& body,
                           std::int64_t now_ms) const;
  std::optional<IdeaRow> idea(db::Conn& c, OrgId org, std::int64_t id, bool lock) const;
  std::vector<IdeaRow> ideas(db::Conn& c, OrgId org, std::int64_t campaign_id,
                             const std::string& status, const std::string& quadrant,
                             const std::string& sort, std::int64_t limit,
                             std::int64_t offset) const;
  std::int64_t ideas_count(db::Conn& c, OrgId org, std::int64_t campaign_id,
                           const std::string& status, const std::string& quadrant) const;
  std::vector<TitleRow> titles(db::Conn& c, OrgId org, std::int64_t campaign_id) const;
  bool update_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                     const std::optional<std::string>& reason, std::int64_t now_ms) const;
  /// True for the one call that marks it (the payment's guard).
  bool mark_accepted_paid(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  bool mark_implemented_paid(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  void add_attachment(db::Conn& c, OrgId org, std::int64_t id, const std::string& key,
                      const std::string& name, std::int64_t now_ms) const;
  std::vector<FileRow> attachments(db::Conn& c, OrgId org, std::int64_t id) const;
  void add_history(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                   const std::optional<std::string>& reason, std::int64_t points_paid,
                   std::int64_t now_ms) const;
  std::vector<IdeaHistoryRow> history(db::Conn& c, OrgId org, std::int64_t id) const;

  // Votes.
  /// True when the vote was added (false: it was there).
  bool add_vote(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                std::int64_t now_ms) const;
  bool remove_vote(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id) const;
  /// Adds `delta` to the idea's votes; returns the new count.
  std::int64_t add_votes(db::Conn& c, OrgId org, std::int64_t id, std::int64_t delta) const;
  std::vector<std::int64_t> my_votes(db::Conn& c, OrgId org, std::int64_t user_id,
                                     const std::vector<std::int64_t>& ideas) const;

  // Comments.
  std::int64_t insert_comment(db::Conn& c, OrgId org, std::int64_t idea_id,
                              std::optional<std::int64_t> parent_id, std::int64_t author_id,
                              const std::string& body, std::int64_t now_ms) const;
  std::optional<IdeaCommentRow> comment(db::Conn& c, OrgId org, std::int64_t idea_id,
                                        std::int64_t id) const;
  std::vector<IdeaCommentRow> comments(db::Conn& c, OrgId org, std::int64_t idea_id) const;
  void edit_comment(db::Conn& c, OrgId org, std::int64_t idea_id, std::int64_t id,
                    const std::string& body, std::int64_t now_ms) const;
  void delete_comment(db::Conn& c, OrgId org, std::int64_t idea_id, std::int64_t id,
                      std::int64_t now_ms) const;

  // Scores and analytics.
  void upsert_score(db::Conn& c, OrgId org, const ScoreRow& s) const;
  std::vector<ScoreRow> scores(db::Conn& c, OrgId org,
                               const std::vector<std::int64_t>& ideas) const;
  std::map<std::string, std::int64_t> status_counts(db::Conn& c, OrgId org,
                                                    std::int64_t campaign_id) const;
  CampaignFigures figures(db::Conn& c, OrgId org, std::int64_t campaign_id) const;
  std::vector<AverageRow> averages(db::Conn& c, OrgId org, std::int64_t campaign_id) const;
};

}  // namespace aplauso::suggestions
