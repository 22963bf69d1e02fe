// What the evaluations service's sources share (evaluation_common.cpp): the cycle's settings read
// back, status lines, the default forms and their rules, the 9-box and the goals score, and the
// steps several operations take in the caller's transaction (Internals).
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/errors.h"
#include "modules/evaluations/evaluation_service.h"

namespace aplauso::evaluations {

std::vector<std::string> directions_of(const CycleRow& c);
bool has_direction(const CycleRow& c, std::string_view direction);
std::string form_id_of(std::int64_t cycle, std::string_view direction);
/// The current phase's deadline.
std::optional<std::string> due_of(const CycleRow& c);
/// The phase after `phase` in this cycle ("" after closed).
std::string next_phase(const CycleRow& c, const std::string& phase);
/// The review kind of the status line for a direction (self_review, peer_reviews...).
std::string missing_kind(const std::string& direction);
bool review_open(const ReviewRow& r);

/// A participant's status line (what is missing in the current phase for their packet).
StatusLine participant_line(const CycleRow& c, const ParticipantRow& p,
                            const std::vector<const ReviewRow*>& reviews,
                            const std::vector<const NominationRow*>& nominations,
                            const std::string& today);
/// A line with its missing kinds summed up, overdue decided.
StatusLine finish_line(const CycleRow& c, std::map<std::string, std::int64_t> missing,
                       const std::string& today);

/// The visibility matrix with defaults filled in.
boost::json::object visibility_of(const CycleRow& c);
std::string visibility_value(const CycleRow& c, const std::string& who, const std::string& part);
boost::json::array competencies_of(const CycleRow& c);

/// The server's default form of a direction (Spanish and English).
boost::json::object default_template(std::string_view direction);
/// The evaluation rules of a form on top of the engine's: overall, and potential for leaders.
std::vector<FieldError> form_errors(const forms::Form& form, std::string_view direction);
/// Whether two forms differ in more than texts (titles, descriptions, labels, statements).
bool same_structure(const forms::Form& a, const forms::Form& b);
const forms::Question* question_of(const forms::Form& form, std::string_view id);
std::string text_in(const std::optional<forms::LocalText>& t, const std::string& language);

/// The 9-box performance level (1-3) of an overall answer on a question's scale.
std::int64_t performance_level(double overall, double min, double max);
/// Σ wᵢ·rᵢ / Σ wᵢ over the rated goals (a goal without weight weighs the mean of the others'),
/// one decimal; nullopt when none is rated.
std::optional<double> goals_score(const std::vector<GoalEntry>& goals);

std::map<std::int64_t, users::Person> people_of(db::Conn& c, OrgId org,
                                                std::vector<std::int64_t> ids);
users::Person person_in(const std::map<std::int64_t, users::Person>& people, std::int64_t id);

ApiError phase_closed();
ApiError cycle_not_found();

/// Operations in the caller's transaction that several parts of the service share.
struct Internals {
  const EvaluationService& s;
  /// The cycle (locked when asked), 404 otherwise.
  CycleRow cycle(db::Conn& c, OrgId org, std::int64_t id, bool lock) const;
  ParticipantRow participant(db::Conn& c, OrgId org, std::int64_t id, bool lock) const;
  /// The latest version of a cycle's direction form.
  forms::FormVersion latest_form(db::Conn& c, OrgId org, std::int64_t cycle,
                                 std::string_view direction) const;
  /// Creates the reviews launch creates for these participants; notifies their reviewers and,
  /// in nomination, the nominators.
  void create_reviews(db::Conn& c, OrgId org, const CycleRow& cycle,
                      const std::vector<ParticipantRow>& participants) const;
  /// Views of participants with their people, reviews and status lines: a fixed number of
  /// statements.
  std::vector<ParticipantView> views(db::Conn& c, OrgId org, const CycleRow& cycle,
                                     const std::vector<ParticipantRow>& rows,
                                     const std::string& today) const;
  /// A review as its lists show it.
  ReviewView review_view(db::Conn& c, OrgId org, const ReviewRow& r,
                         const std::string& today) const;
  /// The competencies and goals of a review (its stored answers merged in).
  std::vector<CompetencyEntry> competencies(const CycleRow& cycle, const ReviewRow& r) const;
  std::vector<GoalEntry> goals(db::Conn& c, OrgId org, const CycleRow& cycle,
                               const ParticipantRow& p, const ReviewRow& r) const;
  /// Rows as views, with their people.
  std::vector<NominationView> nomination_views(db::Conn& c, OrgId org,
                                               const std::vector<NominationRow>& rows) const;
  void notify(db::Conn& c, OrgId org, const std::string& kind, std::vector<std::int64_t> users,
              boost::json::object payload) const;
};

}  // namespace aplauso::evaluations
