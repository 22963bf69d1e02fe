// Scores (CHL-3, CHL-4): enrolment with teams, every contribution once by its source, the
// person's and the team's score kept in the contribution's transaction, completion rewarded
// once per person and period (points through the ledger, the badge), and the product-event
// hooks other modules call in their own transactions.
#include <boost/json/object.hpp>

#include "db/conn.h"
#include "modules/audit/audit_log.h"
#include "modules/badges/badge_service.h"
#include "modules/challenges/challenge_rules.h"
#include "modules/challenges/challenge_service.h"
#include "modules/forms/form_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"

namespace aplauso::challenges {

bool ChallengeService::enroll(db::Conn& c, OrgId org, const ChallengeRow& ch,
                              std::int64_t user_id) const {
  if (!repo_.join(c, org, ch.id, user_id, clock_.now_ms())) return false;
  repo_.set_ranked(c, org, ch.id, user_id, true);
  repo_.recount_teams(c, org, ch);
  return true;
}

bool ChallengeService::takes_part(db::Conn& c, OrgId org, const ChallengeRow& ch,
                                  std::int64_t user_id) const {
  const auto [enrolled, audience] = repo_.participation(c, org, user_id, ch.id);
  if (enrolled) return true;
  if (ch.join_mode != "automatic" || !audience) return false;
  // Automatic: someone of the audience who was not enrolled at activation (or left it before).
  enroll(c, org, ch, user_id);
  return true;
}

bool ChallengeService::contribute(db::Conn& c, OrgId org, const ChallengeRow& ch,
                                  std::int64_t user_id, const std::string& period_key,
                                  std::int64_t amount, const std::string& source_kind,
                                  std::int64_t source_id, std::int64_t at_ms) const {
  if (!repo_.contribute(c, org, ch.id, user_id, period_key, amount, source_kind, source_id,
                        at_ms)) {
    return false;
  }
  const auto [score, already] = repo_.add_score(c, org, ch.id, period_key, user_id, amount, at_ms);
  if (ch.kind != "team") {
    if (!already && score >= ch.target) {
      repo_.mark_score_completed(c, org, ch.id, period_key, user_id, at_ms);
      complete(c, org, ch, period_key, {user_id}, at_ms);
    }
    return true;
  }
  for (const auto& [kind, team] : repo_.teams_of(c, org, ch.id, user_id)) {
    const auto after = repo_.add_team_score(c, org, ch.id, period_key, kind, team, amount, at_ms);
    // The team completes when its per-member score first reaches the target: every enrolled
    // member is rewarded, once each (the completions' key).
    if (!after.completed && after.members > 0 && after.total >= ch.target * after.members &&
        repo_.mark_team_completed(c, org, ch.id, period_key, kind, team, at_ms)) {
      complete(c, org, ch, period_key, repo_.team_member_ids(c, org, ch.id, kind, team), at_ms);
    }
  }
  return true;
}

void ChallengeService::complete(db::Conn& c, OrgId org, const ChallengeRow& ch,
                                const std::string& period_key,
                                const std::vector<std::int64_t>& users, std::int64_t at_ms) const {
  const auto completed =
      repo_.complete(c, org, ch.id, period_key, ch.reward_points, ch.badge_id, users, at_ms);
  if (completed.empty()) return;
  std::vector<std::int64_t> done;
  for (const auto& [user, completion] : completed) done.push_back(user);
  std::optional<std::string> badge_name;
  if (ch.badge_id) {
    const auto badges = repo_.badges(c, org, {*ch.badge_id});
    if (!badges.empty() && badges.front().active) {
      badge_name = badges.front().name;
      badges_.give_in(c, org, std::nullopt, done, *ch.badge_id,
                      "Completó el reto «" + ch.title + "»");
    }
  }
  for (const auto& [user, completion] : completed) {
    if (ch.reward_points > 0) {
      // One stable reference per person and period (the completion); the memo names the
      // challenge as the person's history shows it.
      points_.award(c, org, user, ch.reward_points,
                    {"challenge", std::string(kLedgerSource), completion, std::nullopt,
                     ch.title + (period_key == "all" ? "" : " · " + period_key)});
    }
    audit_.record(c, org, "challenges.completed", {"challenge", ch.id}, nullptr,
                  boost::json::object{{"user_id", user},
                                      {"period", period_key},
                                      {"points", ch.reward_points},
                                      {"badge_id", badge_name ? boost::json::value(*ch.badge_id)
                                                              : boost::json::value(nullptr)}});
  }
  boost::json::object payload{{"challenge_id", ch.id},
                              {"name", ch.title},
                              {"points", ch.reward_points},
                              {"period", period_key}};
  if (badge_name) payload["badge"] = *badge_name;
  notifications_.notify(c, org, "challenge_completed", done, payload);
}

void ChallengeService::on_product_events(db::Conn& c, OrgId org,
                                         const std::vector<ProductEvent>& events) const {
  if (events.empty()) return;
  std::vector<std::string> names;
  for (const auto& e : events) names.push_back(e.name);
  // One statement when the organisation has no such challenge (the send path's budget).
  const auto open = repo_.open_for_events(c, org, names);
  if (open.empty()) return;
  const auto zone = repo_.timezone(c, org);
  for (const auto& ch : open) {
    for (const auto& e : events) {
      if (ch.product_event != e.name) continue;
      const auto today = forms::local_day(zone, e.at_ms);
      if (!challenge_open(ch, today) || !takes_part(c, org, ch, e.user_id)) continue;
      contribute(c, org, ch, e.user_id, period_of(ch, today).key, kOne, e.source_kind, e.source_id,
                 e.at_ms);
    }
  }
}

}  // namespace aplauso::challenges
