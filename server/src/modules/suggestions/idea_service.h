// Ideas campaigns (flag `ideas`; docs/suggestions.md, ADR 0064): admins open a campaign with a
// question, a deadline, an audience, reviewers and points; people propose signed ideas, vote once
// per idea (not their own), comment one level deep; "similar ideas" while typing (CMP-2);
// reviewers score impact and effort and move ideas through nueva → en_evaluacion → aceptada →
// implementada (or descartada) with a public reason (CMP-3). Accepted and implemented pay the
// campaign's points once each through the ledger, in the status change's transaction.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/suggestions/idea_repo.h"
#include "modules/suggestions/suggestion_service.h"
#include "modules/users/user.h"

namespace aplauso {
class Clock;
}
namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::points {
class PointsService;
}
namespace aplauso::storage {
class FileStore;
}
namespace aplauso::uploads {
class UploadService;
}

namespace aplauso::suggestions {

/// The ledger sources of the points an idea pays (one each per idea).
inline constexpr const char* kAcceptedSource = "idea_accepted";
inline constexpr const char* kImplementedSource = "idea_implemented";
/// How long a comment's author may edit or delete it.
inline constexpr std::int64_t kCommentEditMs = 15 * 60 * 1000;

struct CampaignView {
  CampaignRow row;
  std::vector<std::int64_t> departments;
  std::vector<std::int64_t> groups;
  std::vector<users::Person> reviewers;
  bool open = false;
  bool can_manage = false;
  bool can_review = false;
};

struct ScoreSummary {
  std::int64_t count = 0;
  std::optional<double> impact_avg;
  std::optional<double> effort_avg;
  std::optional<std::string> quadrant;
  std::optional<ScoreRow> mine;
};

struct IdeaView {
  IdeaRow row;
  users::Person author;
  bool my_vote = false;
  bool mine = false;
  std::optional<ScoreSummary> scores;  ///< reviewers only
};

struct CommentView {
  IdeaCommentRow row;
  users::Person author;
  bool can_edit = false;
};

struct ScoreView {
  ScoreRow row;
  users::Person reviewer;
};

struct IdeaDetail {
  IdeaView idea;
  CampaignRow campaign;
  bool campaign_open = false;
  std::vector<FileView> attachments;
  std::vector<CommentView> comments;
  std::vector<IdeaHistoryRow> history;
  std::vector<ScoreView> reviewer_scores;
  bool can_review = false;
};

struct CampaignPage {
  std::vector<CampaignView> items;
  std::int64_t total = 0;
};

struct IdeaPage {
  std::vector<IdeaView> items;
  std::int64_t total = 0;
};

struct IdeaQuery {
  std::string sort = "votes";
  std::optional<std::string> status;
  std::optional<std::string> quadrant;
  std::int64_t limit = 20;
  std::int64_t offset = 0;
};

struct SimilarIdea {
  std::int64_t id = 0;
  std::string title;
  std::string status;
  std::int64_t votes = 0;
  bool my_vote = false;
  bool mine = false;
  double score = 0;
};

struct VoteState {
  std::int64_t idea_id = 0;
  std::int64_t votes = 0;
  bool my_vote = false;
};

struct CampaignAnalytics {
  std::int64_t campaign_id = 0;
  std::int64_t ideas = 0, votes = 0, comments = 0, participants = 0;
  std::int64_t nueva = 0, en_evaluacion = 0, aceptada = 0, implementada = 0, descartada = 0;
  std::int64_t quick_win = 0, major_project = 0, fill_in = 0, thankless = 0, unscored = 0;
  std::int64_t points_paid = 0;
  std::optional<double> implementation_rate;
};

class IdeaService {
 public:
  IdeaService(const db::Database& db, const Clock& clock, const storage::FileStore& files,
              const uploads::UploadService& uploads, const audit::AuditLog& audit,
              const notifications::NotificationService& notifications,
              const points::PointsService& points)
      : db_(db),
        clock_(clock),
        files_(files),
        uploads_(uploads),
        audit_(audit),
        notifications_(notifications),
        points_(points) {}

  CampaignPage campaigns(OrgId org, const Caller& who, std::optional<std::string> status,
                         bool manage, std::int64_t limit, std::int64_t offset) const;
  CampaignView create_campaign(OrgId org, const Caller& who, const boost::json::object& body) const;
  CampaignView campaign(OrgId org, const Caller& who, std::int64_t id) const;
  CampaignView update_campaign(OrgId org, const Caller& who, std::int64_t id,
                               const boost::json::object& body) const;
  IdeaPage ideas(OrgId org, const Caller& who, std::int64_t campaign_id, const IdeaQuery& q) const;
  IdeaDetail create_idea(OrgId org, const Caller& who, std::int64_t campaign_id,
                         const boost::json::object& body) const;
  std::vector<SimilarIdea> similar(OrgId org, const Caller& who, std::int64_t campaign_id,
                                   const std::string& text) const;
  CampaignAnalytics analytics(OrgId org, const Caller& who, std::int64_t campaign_id) const;
  IdeaDetail idea(OrgId org, const Caller& who, std::int64_t id) const;
  VoteState vote(OrgId org, const Caller& who, std::int64_t id, bool up) const;
  CommentView comment(OrgId org, const Caller& who, std::int64_t id,
                      const boost::json::object& body) const;
  CommentView edit_comment(OrgId org, const Caller& who, std::int64_t id, std::int64_t comment_id,
                           const boost::json::object& body) const;
  void delete_comment(OrgId org, const Caller& who, std::int64_t id, std::int64_t comment_id) const;
  IdeaDetail change_status(OrgId org, const Caller& who, std::int64_t id,
                           const boost::json::object& body) const;
  ScoreSummary score(OrgId org, const Caller& who, std::int64_t id,
                     const boost::json::object& body) const;
  const IdeaRepo& repo() const { return repo_; }

 private:
  /// The campaign when the caller may see it; 404 otherwise.
  CampaignRow visible(db::Conn& c, OrgId org, const Caller& who, std::int64_t id, bool lock) const;
  bool reviews(db::Conn& c, OrgId org, const Caller& who, std::int64_t campaign_id) const;
  bool is_open(const CampaignRow& row) const;
  std::vector<CampaignView> campaign_views(db::Conn& c, OrgId org, const Caller& who,
                                           std::vector<CampaignRow> rows) const;
  std::vector<IdeaView> idea_views(db::Conn& c, OrgId org, const Caller& who,
                                   std::vector<IdeaRow> rows, bool reviewer) const;
  IdeaDetail detail(db::Conn& c, OrgId org, const Caller& who, std::int64_t id) const;
  /// The idea and its campaign when the caller may see it; 404 otherwise.
  std::pair<IdeaRow, CampaignRow> visible_idea(db::Conn& c, OrgId org, const Caller& who,
                                               std::int64_t id, bool lock) const;
  void notify_audience(db::Conn& c, OrgId org, const CampaignView& v, std::int64_t actor) const;

  const db::Database& db_;
  const Clock& clock_;
  const storage::FileStore& files_;
  const uploads::UploadService& uploads_;
  const audit::AuditLog& audit_;
  const notifications::NotificationService& notifications_;
  const points::PointsService& points_;
  IdeaRepo repo_;
};

}  // namespace aplauso::suggestions
