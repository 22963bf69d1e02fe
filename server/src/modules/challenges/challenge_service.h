// Rules of challenges (docs/challenges.md, ADR 0062): who sees and manages what, the lifecycle
// draft → active ⇄ inactive → ended → archived, joining, claims with their guard rails (daily
// and period caps, duplicate evidence, four eyes), rotating-code check-ins, the product-event
// hooks, scores kept per period and team on every contribution, completion paid once, the
// leaderboard that never shows the bottom, the activity, the figures and the jobs
// (challenge_service.cpp, challenge_claims.cpp, challenge_scoring.cpp, challenge_views.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/rate_limiter.h"
#include "core/roles.h"
#include "modules/approvals/approval_registry.h"
#include "modules/challenges/challenge_repo.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user.h"

namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::badges {
class BadgeService;
}
namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::live {
class EventHub;
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

namespace aplauso::challenges {

/// The uploads a claim's photo or file (and a cover) are: programs' type, which the uploads
/// module already accepts (docs/challenges.md).
inline constexpr const char* kAttachmentType = "program-attachment";
inline constexpr const char* kLedgerSource = "challenge_completion";

/// The caller as the rules need them.
struct Viewer {
  std::int64_t user_id = 0;
  Role role = Role::kEmployee;
  std::string today;  ///< the organisation's day, YYYY-MM-DD
  std::string timezone = "UTC";
  bool admin() const { return role_at_least(role, Role::kAdmin); }
};

struct ChallengeInput {
  std::string title;
  std::string rules;
  std::optional<std::string> cover_key;
  std::string kind = "individual";
  std::optional<std::string> team_basis;
  Audience audience;
  std::string starts_on;
  std::string ends_on;
  std::string recurrence = "none";
  std::string metric;
  std::optional<std::string> product_event;
  std::string evidence = "none";
  std::optional<std::string> unit;
  std::optional<std::int64_t> max_per_claim;  ///< thousandths
  std::int64_t target = 0;                    ///< thousandths
  std::int64_t reward_points = 0;
  std::optional<std::int64_t> badge_id;
  std::string approval = "manual";
  std::vector<std::int64_t> approver_ids;
  std::int64_t max_claims_per_day = 5;
  std::optional<std::int64_t> max_claims_total;
  std::optional<std::int64_t> four_eyes_points;
  std::optional<std::string> alternative;
  std::string join_mode = "open";
  bool show_in_feed = true;
  /// Which fields the request carried (an edit of an active challenge checks only those).
  std::vector<std::string> present;
};

struct Period {
  std::string key;  ///< "all", "2026-11-30", "2026-W49", "2026-11"
  std::string starts_on;
  std::string ends_on;
};

struct TeamRef {
  std::string kind;  ///< department, group
  std::int64_t id = 0;
  std::string name;
};

struct MyTeam {
  TeamRef team;
  std::int64_t total = 0;  ///< thousandths
  std::int64_t members = 0;
  std::optional<std::int64_t> rank;
};

/// The caller's part in a challenge, in the current period.
struct Mine {
  bool participant = false;
  bool joined = false;
  bool can_join = false;
  Period period;
  std::int64_t score = 0;  ///< thousandths
  bool completed = false;
  std::optional<std::int64_t> completed_at;
  std::optional<std::int64_t> rank;
  std::int64_t claims_today = 0;
  std::int64_t claims_in_period = 0;
  bool checked_in_today = false;
  std::vector<MyTeam> teams;
};

struct BadgeRef {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> image_url;
};

struct ChallengeView {
  ChallengeRow row;
  std::vector<users::Person> approvers;
  std::optional<std::string> cover_url;
  std::optional<BadgeRef> badge;
  bool open = false;
  bool can_manage = false;
  bool can_approve = false;
  Mine mine;
};

struct ClaimView {
  ClaimRow row;
  users::Person person;
  std::optional<users::Person> reviewer;
  std::optional<users::Person> first_approver;
  std::optional<std::string> attachment_url;
  bool can_decide = false;
};

struct ChallengeDetail {
  ChallengeView challenge;
  std::vector<ClaimView> my_claims;
  std::vector<Period> periods;
};

struct ChallengePage {
  std::vector<ChallengeView> items;
  std::int64_t total = 0;
};

struct ClaimPage {
  std::vector<ClaimView> items;
  std::int64_t total = 0;
};

struct ClaimInput {
  std::string text;
  std::optional<std::string> link;
  std::optional<std::string> upload_key;
  std::optional<std::int64_t> number;  ///< thousandths
  bool used_alternative = false;
};

struct LeaderEntry {
  std::int64_t rank = 0;
  std::optional<users::Person> person;
  std::optional<TeamRef> team;
  std::int64_t score = 0;  ///< thousandths (team: per member)
  std::optional<std::int64_t> total;
  std::optional<std::int64_t> members;
  bool completed = false;
};

struct Leaderboard {
  std::string kind;
  Period period;
  std::vector<LeaderEntry> top;
  std::optional<LeaderEntry> me;
  std::optional<LeaderEntry> ahead;
  std::int64_t ranked = 0;
};

struct ActivityItem {
  std::string id;
  std::string type;  ///< completion, claim
  users::Person person;
  std::optional<std::int64_t> amount;  ///< thousandths (a claim) or points (a completion)
  bool amount_is_points = false;
  std::int64_t at = 0;
};

struct Stats {
  std::int64_t participants = 0;
  std::int64_t completions = 0;
  std::int64_t points_paid = 0;
  std::int64_t pending = 0, approved = 0, rejected = 0;
  std::int64_t checkins = 0;
  std::int64_t contributions = 0;
};

struct CodeView {
  std::string code;
  std::string qr_text;
  std::int64_t expires_at = 0;
};

/// What a product event is about (the hooks' arguments).
struct ProductEvent {
  std::string name;  ///< recognition_sent, recognition_received, survey_answered, event_attended
  std::int64_t user_id = 0;
  std::string source_kind;  ///< the contribution's source kind (post, survey, event)
  std::int64_t source_id = 0;
  std::int64_t at_ms = 0;
};

class ChallengeService {
 public:
  ChallengeService(const db::Database& db, const Clock& clock, storage::FileStore& files,
                   const uploads::UploadService& uploads, const points::PointsService& points,
                   const badges::BadgeService& badges,
                   const notifications::NotificationService& notifications,
                   const audit::AuditLog& audit, const live::EventHub& hub)
      : db_(db),
        clock_(clock),
        files_(files),
        uploads_(uploads),
        points_(points),
        badges_(badges),
        notifications_(notifications),
        audit_(audit),
        hub_(hub) {}

  // --- Challenges (challenge_service.cpp) -----------------------------------------------------
  ChallengePage list(OrgId org, const Viewer& v, const std::optional<std::string>& status,
                     bool mine, bool manage, std::int64_t limit, std::int64_t offset) const;
  ChallengeDetail detail(OrgId org, const Viewer& v, std::int64_t id) const;
  ChallengeDetail create(OrgId org, const Viewer& v, const ChallengeInput& in) const;
  ChallengeDetail edit(OrgId org, const Viewer& v, std::int64_t id, const ChallengeInput& in) const;
  /// action: activate, toggle, end, archive.
  ChallengeDetail set_status(OrgId org, const Viewer& v, std::int64_t id,
                             const std::string& action) const;
  ChallengeDetail join(OrgId org, const Viewer& v, std::int64_t id) const;
  ChallengeDetail leave(OrgId org, const Viewer& v, std::int64_t id) const;

  // --- Claims and check-ins (challenge_claims.cpp) ------------------------------------------
  ClaimView claim(OrgId org, const Viewer& v, std::int64_t challenge_id,
                  const ClaimInput& in) const;
  ClaimView decide(OrgId org, const approvals::Approver& a, std::int64_t claim_id, bool approve,
                   const std::optional<std::string>& reason) const;
  ClaimPage my_claims(OrgId org, const Viewer& v, std::optional<std::int64_t> challenge_id,
                      const std::optional<std::string>& status, std::int64_t limit,
                      std::int64_t offset) const;
  ClaimPage claims(OrgId org, const Viewer& v, std::int64_t challenge_id,
                   const std::optional<std::string>& status, std::int64_t limit,
                   std::int64_t offset) const;
  Mine checkin(OrgId org, const Viewer& v, std::int64_t challenge_id,
               const std::string& code) const;
  CodeView code(OrgId org, const Viewer& v, std::int64_t challenge_id) const;
  std::vector<approvals::ApprovalItem> pending_for(OrgId org, const approvals::Approver& a,
                                                   std::int64_t limit) const;
  std::int64_t pending_count(OrgId org, const approvals::Approver& a) const;

  // --- Product events (challenge_scoring.cpp): called in the producer's transaction ---------
  /// Counts what happened in every open challenge of its event among whose participants the
  /// person is; one statement when the organisation has none.
  void on_product_events(db::Conn& c, OrgId org, const std::vector<ProductEvent>& events) const;

  // --- Figures (challenge_views.cpp) ---------------------------------------------------------
  Leaderboard leaderboard(OrgId org, const Viewer& v, std::int64_t challenge_id,
                          const std::optional<std::string>& period) const;
  std::pair<std::vector<ActivityItem>, std::int64_t> activity(OrgId org, const Viewer& v,
                                                              std::int64_t challenge_id,
                                                              std::int64_t limit,
                                                              std::int64_t offset) const;
  Stats stats(OrgId org, const Viewer& v, std::int64_t challenge_id) const;

  // --- Jobs (challenge_service.cpp) ----------------------------------------------------------
  /// Ends the challenges whose ends_on has passed in their organisation's time zone (module
  /// on). Returns how many ended.
  int end_due() const;
  /// A person erased (ADR 0018), in the erasing transaction: they leave every challenge (teams
  /// counted again) and no longer rank, what waited is turned down, their evidence and approver
  /// roles are deleted; completions and the points they paid stay.
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;
  /// Reminds participants who have not completed, the day before ends_on. Returns how many.
  int remind_ending() const;

 private:
  ChallengeRow visible(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id) const;
  ChallengeRow managed(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id) const;
  ChallengeRow approving(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id) const;
  bool in_audience(db::Conn& c, OrgId org, const ChallengeRow& ch, std::int64_t user_id) const;
  ChallengeDetail detail_in(db::Conn& c, OrgId org, const Viewer& v, const ChallengeRow& ch) const;
  std::vector<ChallengeView> views(db::Conn& c, OrgId org, const Viewer& v,
                                   std::vector<ChallengeRow> rows) const;
  std::vector<ClaimView> claim_views(db::Conn& c, OrgId org, std::optional<std::int64_t> viewer,
                                     std::vector<ClaimRow> rows) const;
  void check_input(db::Conn& c, OrgId org, const Viewer& v, const ChallengeInput& in,
                   const ChallengeRow* current) const;
  /// Makes the person a participant (open: join; automatic: on their first contribution or at
  /// activation), with their teams; true when newly enrolled.
  bool enroll(db::Conn& c, OrgId org, const ChallengeRow& ch, std::int64_t user_id) const;
  /// The caller takes part (joined, or automatic and in the audience, enrolled on the way).
  bool takes_part(db::Conn& c, OrgId org, const ChallengeRow& ch, std::int64_t user_id) const;
  /// Adds a contribution and keeps the scores, the team scores and completion (reward, badge,
  /// notification) in the caller's transaction; false when it was already counted.
  bool contribute(db::Conn& c, OrgId org, const ChallengeRow& ch, std::int64_t user_id,
                  const std::string& period_key, std::int64_t amount,
                  const std::string& source_kind, std::int64_t source_id, std::int64_t at_ms) const;
  void complete(db::Conn& c, OrgId org, const ChallengeRow& ch, const std::string& period_key,
                const std::vector<std::int64_t>& users, std::int64_t at_ms) const;
  void approve_in(db::Conn& c, OrgId org, const ChallengeRow& ch, const ClaimRow& claim,
                  std::optional<std::int64_t> reviewer, const std::optional<std::string>& note,
                  const std::string& timezone) const;
  Mine mine_in(db::Conn& c, OrgId org, const Viewer& v, const ChallengeRow& ch) const;

  const db::Database& db_;
  const Clock& clock_;
  storage::FileStore& files_;
  const uploads::UploadService& uploads_;
  const points::PointsService& points_;
  const badges::BadgeService& badges_;
  const notifications::NotificationService& notifications_;
  const audit::AuditLog& audit_;
  const live::EventHub& hub_;
  ChallengeRepo repo_;
  mutable RateLimiter code_attempts_{5, 5};  ///< wrong check-in codes per person
};

/// The challenge_claim source of the approvals inbox.
class ClaimSource : public approvals::ApprovalSource {
 public:
  explicit ClaimSource(const ChallengeService& service) : service_(service) {}
  std::string kind() const override { return "challenge_claim"; }
  std::string module_flag() const override { return "challenges"; }
  std::vector<approvals::ApprovalItem> pending(OrgId org, const approvals::Approver& a,
                                               std::int64_t limit) const override {
    return service_.pending_for(org, a, limit);
  }
  std::int64_t pending_count(OrgId org, const approvals::Approver& a) const override {
    return service_.pending_count(org, a);
  }
  std::int64_t decide(OrgId org, const approvals::Approver& a, std::int64_t id, bool approve,
                      const std::optional<std::string>& reason) const override {
    return service_.decide(org, a, id, approve, reason).row.user_id;
  }

 private:
  const ChallengeService& service_;
};

}  // namespace aplauso::challenges
