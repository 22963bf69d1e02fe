#include "modules/suggestions/idea_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/suggestions/suggestions_sql.h"

namespace aplauso::suggestions {

std::vector<std::int64_t> IdeaRepo::active_people(db::Conn& c, OrgId org,
                                                  const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kActivePeople, {org, ids});
}

Place IdeaRepo::place(db::Conn& c, OrgId org, std::int64_t user_id) const {
  Place out;
  for (const auto& r : c.query(sql::kPersonDepartment, {org, user_id})) {
    out.department = r.is_null(0) ? -1 : r.i64(0);
  }
  out.groups = db::ids(c, sql::kPersonGroups, {org, user_id});
  return out;
}

std::vector<std::int64_t> IdeaRepo::known_departments(db::Conn& c, OrgId org,
                                                      const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kKnownDepartments, {org, ids});
}

std::vector<std::int64_t> IdeaRepo::known_groups(db::Conn& c, OrgId org,
                                                 const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kKnownGroups, {org, ids});
}

std::vector<std::int64_t> IdeaRepo::audience_people(db::Conn& c, OrgId org, bool everyone,
                                                    const std::vector<std::int64_t>& departments,
                                                    const std::vector<std::int64_t>& groups,
                                                    std::int64_t limit) const {
  return db::ids(c, sql::kAudiencePeople, {org, everyone ? 1 : 0, departments, groups, limit});
}

std::int64_t IdeaRepo::insert_campaign(db::Conn& c, OrgId org, const CampaignRow& r,
                                       std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertCampaign,
                   {org, r.title, r.description, r.deadline, r.status, r.audience_everyone ? 1 : 0,
                    r.accepted_points, r.implemented_points, r.created_by, now_ms});
}

void IdeaRepo::update_campaign(db::Conn& c, OrgId org, const CampaignRow& r,
                               std::int64_t now_ms) const {
  c.exec(sql::kUpdateCampaign,
         {org, r.id, r.title, r.description, r.deadline, r.status, r.audience_everyone ? 1 : 0,
          r.accepted_points, r.implemented_points, now_ms});
}

std::optional<CampaignRow> IdeaRepo::campaign(db::Conn& c, OrgId org, std::int64_t id,
                                              bool lock) const {
  return db::one<CampaignRow>(c, lock ? sql::kFindCampaignForUpdate : sql::kFindCampaign,
                              {org, id});
}

std::vector<CampaignRow> IdeaRepo::campaigns(db::Conn& c, OrgId org, const Place& place,
                                             std::int64_t user_id, bool admin,
                                             const std::string& status, std::int64_t now_ms,
                                             std::int64_t limit, std::int64_t offset) const {
  return db::all<CampaignRow>(
      c, sql::kCampaigns,
      {org, place.department, place.groups, admin ? 1 : 0, status, now_ms, user_id, limit, offset});
}

std::int64_t IdeaRepo::campaigns_count(db::Conn& c, OrgId org, const Place& place,
                                       std::int64_t user_id, bool admin, const std::string& status,
                                       std::int64_t now_ms) const {
  return c
      .scalar(sql::kCampaignsCount,
              {org, place.department, place.groups, admin ? 1 : 0, status, now_ms, user_id})
      .value_or(0);
}

std::vector<CampaignRow> IdeaRepo::managed(db::Conn& c, OrgId org, const std::string& status,
                                           std::int64_t now_ms, std::int64_t limit,
                                           std::int64_t offset) const {
  return db::all<CampaignRow>(c, sql::kManagedCampaigns, {org, status, now_ms, limit, offset});
}

std::int64_t IdeaRepo::managed_count(db::Conn& c, OrgId org, const std::string& status,
                                     std::int64_t now_ms) const {
  return c.scalar(sql::kManagedCampaignsCount, {org, status, now_ms}).value_or(0);
}

bool IdeaRepo::in_audience(db::Conn& c, OrgId org, std::int64_t campaign_id,
                           const Place& place) const {
  return c.scalar(sql::kInAudience, {org, campaign_id, place.department, place.groups})
             .value_or(0) > 0;
}

std::vector<AudienceRow> IdeaRepo::audience(db::Conn& c, OrgId org,
                                            const std::vector<std::int64_t>& campaigns) const {
  if (campaigns.empty()) return {};
  return db::all<AudienceRow>(c, sql::kCampaignAudience, {org, campaigns});
}

void IdeaRepo::set_audience(db::Conn& c, OrgId org, std::int64_t campaign_id,
                            const std::vector<std::int64_t>& departments,
                            const std::vector<std::int64_t>& groups) const {
  c.exec(sql::kDeleteCampaignAudience, {org, campaign_id});
  if (!departments.empty()) {
    c.exec(sql::kInsertCampaignAudience, {org, campaign_id, "department", departments});
  }
  if (!groups.empty()) c.exec(sql::kInsertCampaignAudience, {org, campaign_id, "group", groups});
}

std::vector<PairRow> IdeaRepo::reviewers(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& campaigns) const {
  if (campaigns.empty()) return {};
  return db::all<PairRow>(c, sql::kCampaignReviewers, {org, campaigns});
}

bool IdeaRepo::is_reviewer(db::Conn& c, OrgId org, std::int64_t campaign_id,
                           std::int64_t user_id) const {
  return c.scalar(sql::kIsCampaignReviewer, {org, campaign_id, user_id}).value_or(0) > 0;
}

void IdeaRepo::set_reviewers(db::Conn& c, OrgId org, std::int64_t campaign_id,
                             const std::vector<std::int64_t>& ids) const {
  c.exec(sql::kDeleteCampaignReviewers, {org, campaign_id});
  if (!ids.empty()) c.exec(sql::kInsertCampaignReviewers, {org, campaign_id, ids});
}

std::map<std::int64_t, std::pair<std::int64_t, std::int64_t>> IdeaRepo::totals(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& campaigns) const {
  std::map<std::int64_t, std::pair<std::int64_t, std::int64_t>> out;
  if (campaigns.empty()) return out;
  for (const auto& r : c.query(sql::kCampaignTotals, {org, campaigns})) {
    out[r.i64(0)] = {r.i64(1), r.i64(2)};
  }
  return out;
}

std::map<std::int64_t, std::int64_t> IdeaRepo::participants(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& campaigns) const {
  std::map<std::int64_t, std::int64_t> out;
  if (campaigns.empty()) return out;
  for (const auto& r : c.query(sql::kCampaignParticipants, {org, campaigns})) {
    out[r.i64(0)] = r.i64(1);
  }
  return out;
}

std::int64_t IdeaRepo::insert_idea(db::Conn& c, OrgId org, std::int64_t campaign_id,
                                   std::int64_t author_id, const std::string& title,
                                   const std::string& body, std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertIdea, {org, campaign_id, author_id, title, body, now_ms});
}

std::optional<IdeaRow> IdeaRepo::idea(db::Conn& c, OrgId org, std::int64_t id, bool lock) const {
  return db::one<IdeaRow>(c, lock ? sql::kFindIdeaForUpdate : sql::kFindIdea, {org, id});
}

std::vector<IdeaRow> IdeaRepo::ideas(db::Conn& c, OrgId org, std::int64_t campaign_id,
                                     const std::string& status, const std::string& quadrant,
                                     const std::string& sort, std::int64_t limit,
                                     std::int64_t offset) const {
  return db::all<IdeaRow>(c, sql::kIdeas,
                          {org, campaign_id, status, quadrant, sort, limit, offset});
}

std::int64_t IdeaRepo::ideas_count(db::Conn& c, OrgId org, std::int64_t campaign_id,
                                   const std::string& status, const std::string& quadrant) const {
  return c.scalar(sql::kIdeasCount, {org, campaign_id, status, quadrant}).value_or(0);
}

std::vector<TitleRow> IdeaRepo::titles(db::Conn& c, OrgId org, std::int64_t campaign_id) const {
  return db::all<TitleRow>(c, sql::kIdeaTitles, {org, campaign_id});
}

bool IdeaRepo::update_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                             const std::optional<std::string>& reason, std::int64_t now_ms) const {
  return c.exec(sql::kUpdateIdeaStatus, {org, id, status, reason, now_ms}) > 0;
}

bool IdeaRepo::mark_accepted_paid(db::Conn& c, OrgId org, std::int64_t id,
                                  std::int64_t now_ms) const {
  return c.exec(sql::kMarkAcceptedPaid, {org, id, now_ms}) > 0;
}

bool IdeaRepo::mark_implemented_paid(db::Conn& c, OrgId org, std::int64_t id,
                                     std::int64_t now_ms) const {
  return c.exec(sql::kMarkImplementedPaid, {org, id, now_ms}) > 0;
}

void IdeaRepo::add_attachment(db::Conn& c, OrgId org, std::int64_t id, const std::string& key,
                              const std::string& name, std::int64_t now_ms) const {
  c.exec(sql::kAddIdeaAttachment, {org, id, key, name, now_ms});
}

std::vector<FileRow> IdeaRepo::attachments(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::all<FileRow>(c, sql::kIdeaAttachments, {org, id});
}

void IdeaRepo::add_history(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                           const std::optional<std::string>& reason, std::int64_t points_paid,
                           std::int64_t now_ms) const {
  c.exec(sql::kInsertIdeaHistory, {org, id, status, reason, points_paid, now_ms});
}

std::vector<IdeaHistoryRow> IdeaRepo::history(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::all<IdeaHistoryRow>(c, sql::kIdeaHistory, {org, id});
}

bool IdeaRepo::add_vote(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                        std::int64_t now_ms) const {
  return c.exec(sql::kInsertVote, {org, id, user_id, now_ms}) > 0;
}

bool IdeaRepo::remove_vote(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id) const {
  return c.exec(sql::kDeleteVote, {org, id, user_id}) > 0;
}

std::int64_t IdeaRepo::add_votes(db::Conn& c, OrgId org, std::int64_t id,
                                 std::int64_t delta) const {
  return c.scalar(sql::kAddVotes, {org, id, delta}).value_or(0);
}

std::vector<std::int64_t> IdeaRepo::my_votes(db::Conn& c, OrgId org, std::int64_t user_id,
                                             const std::vector<std::int64_t>& ideas) const {
  if (ideas.empty()) return {};
  return db::ids(c, sql::kMyVotes, {org, user_id, ideas});
}

std::int64_t IdeaRepo::insert_comment(db::Conn& c, OrgId org, std::int64_t idea_id,
                                      std::optional<std::int64_t> parent_id, std::int64_t author_id,
                                      const std::string& body, std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertComment, {org, idea_id, parent_id, author_id, body, now_ms});
}

std::optional<IdeaCommentRow> IdeaRepo::comment(db::Conn& c, OrgId org, std::int64_t idea_id,
                                                std::int64_t id) const {
  return db::one<IdeaCommentRow>(c, sql::kComment, {org, idea_id, id});
}

std::vector<IdeaCommentRow> IdeaRepo::comments(db::Conn& c, OrgId org, std::int64_t idea_id) const {
  return db::all<IdeaCommentRow>(c, sql::kComments, {org, idea_id});
}

void IdeaRepo::edit_comment(db::Conn& c, OrgId org, std::int64_t idea_id, std::int64_t id,
                            const std::string& body, std::int64_t now_ms) const {
  c.exec(sql::kEditComment, {org, idea_id, id, body, now_ms});
}

void IdeaRepo::delete_comment(db::Conn& c, OrgId org, std::int64_t idea_id, std::int64_t id,
                              std::int64_t now_ms) const {
  c.exec(sql::kDeleteComment, {org, idea_id, id, now_ms});
}

void IdeaRepo::upsert_score(db::Conn& c, OrgId org, const ScoreRow& s) const {
  c.exec(sql::kUpsertScore,
         {org, s.idea_id, s.reviewer_id, s.impact, s.effort, s.note, s.updated_at});
}

std::vector<ScoreRow> IdeaRepo::scores(db::Conn& c, OrgId org,
                                       const std::vector<std::int64_t>& ideas) const {
  if (ideas.empty()) return {};
  return db::all<ScoreRow>(c, sql::kScores, {org, ideas});
}

std::map<std::string, std::int64_t> IdeaRepo::status_counts(db::Conn& c, OrgId org,
                                                            std::int64_t campaign_id) const {
  std::map<std::string, std::int64_t> out;
  for (const auto& r : c.query(sql::kIdeaStatusCounts, {org, campaign_id})) {
    out[r.text(0)] = r.i64(1);
  }
  return out;
}

CampaignFigures IdeaRepo::figures(db::Conn& c, OrgId org, std::int64_t campaign_id) const {
  return db::one<CampaignFigures>(c, sql::kCampaignFigures, {org, campaign_id})
      .value_or(CampaignFigures{});
}

std::vector<AverageRow> IdeaRepo::averages(db::Conn& c, OrgId org, std::int64_t campaign_id) const {
  return db::all<AverageRow>(c, sql::kScoreAverages, {org, campaign_id});
}

}  // namespace aplauso::suggestions
