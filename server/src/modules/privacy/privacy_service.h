// The one privacy engine (issue 29, SUR-★1, SUR-★2, engagement.md Appendix A; docs/privacy.md):
// it alone keeps the answers of confidential and anonymous instruments (surveys today; moods,
// psychosocial questionnaires and complaint statistics later) and it alone reads them, always as
// aggregates whose cells meet the organisation's thresholds (publication.h).
//
// Answers are kept apart from who gave them: a response row has a random key, no person id, no
// sequential id and only the day it was given; the module that asked keeps participation (who
// answered, which cycle) in its own tables. No other module's SQL reads the private tables (a
// test greps every *_sql.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/privacy/privacy_repo.h"
#include "modules/privacy/publication.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::privacy {

struct Collected;

/// One answer of a response. `item` is the question id ("q3"), or "q3.r2" for a row of a matrix;
/// `choice` the option chosen ("" when none; one Answer per option of a multiple choice);
/// `number` a numeric value (scale, rating, number, slider, yes/no as 1/0); `text` an open answer
/// (a comment; "" when none).
struct Answer {
  std::string item;
  std::string choice;
  std::optional<double> number;
  std::string text;
  /// With a text whose author allows replies (SUR-17): the random box replies go to.
  std::string reply_box;
};

/// A response as the asking module hands it over. `source` names the instrument ("survey:42"),
/// `segment` holds the respondent's value for each of the source's dimensions (in the order the
/// module always uses, e.g. department id, country, tenure band; "" when unknown).
struct Response {
  std::string source;
  std::int64_t cycle = 1;
  std::vector<std::string> segment;
  std::vector<Answer> answers;
};

/// What a report asks for. `dimensions` names the segment's values (same order as recorded);
/// `by` the breakdown dimension (none: only the population); `filter` at most one constraint
/// (dimension index, value) that the whole report is restricted to.
struct ReportQuery {
  std::string source;
  std::int64_t cycle = 1;
  std::vector<std::string> dimensions;
  std::optional<std::size_t> by;
  std::optional<Constraint> filter;
  Thresholds thresholds;
  /// Open questions whose comments to return (for the population cell only, when it and the
  /// question each have at least k_comments respondents).
  std::vector<std::string> comment_items;
  /// While the cycle still takes answers: the organisation's day (YYYY-MM-DD). The figures then
  /// count a *release*: the answers up to a past day, moved on (at most to yesterday) only when
  /// the answers since the previous release could be published on their own (release rule in
  /// docs/privacy.md). nullopt: the cycle takes no more answers.
  std::optional<std::string> collecting_today;
};

/// The figures of one question in one cell. `respondents` answered it; `choices` counts each
/// option (choice id → count); `numbers`/`sum` the numeric answers (a mean is sum / numbers).
/// Hidden (status not ok, figures zero) when the cell is, or when the question's own respondents
/// in the cell are below k or derivable.
struct ItemFigures {
  std::string item;
  CellStatus state;
  std::vector<std::pair<std::string, std::int64_t>> choices;  ///< sorted by choice id
  std::int64_t numbers = 0;
  double sum = 0;
};

struct ReportCell {
  std::optional<std::string> value;  ///< the breakdown's value; none for the population row
  CellStatus state;                  ///< respondents shown only when ok
  std::vector<ItemFigures> items;    ///< every item answered in the source, sorted by item
};

struct Comment {
  std::string item;
  std::string text;
  std::string reply_box;  ///< "" when its author allowed no replies
};

/// A comment found by its reply box.
struct BoxedComment {
  std::string box;
  std::string source;
  std::string item;
  std::string text;
};

struct Report {
  /// The filter is too specific ("combinación demasiado específica"): it or its complement has
  /// fewer than k respondents. Nothing else is filled.
  bool refused = false;
  std::vector<ReportCell> cells;  ///< the population (under the filter) first, then each value
  std::vector<Comment> comments;  ///< in a fixed order that tells nothing (sorted by text)
  bool comments_hidden = false;   ///< there were comments, held back below k_comments
  /// The last day of answers counted; nullopt when every answer of the cycle is.
  std::optional<std::string> as_of;
  bool held_back = false;  ///< some answers of the cycle are not counted yet
};

/// Every cycle of a source (a trend): the population, or the cell of one filter (a department,
/// a team), and optionally its breakdown by one dimension, each cycle decided on its own.
struct TrendQuery {
  std::string source;
  std::vector<std::string> dimensions;
  Thresholds thresholds;
  std::optional<std::int64_t> collecting_cycle;  ///< the cycle still taking answers, if any
  std::string today;                             ///< the organisation's day
  /// As in ReportQuery: every cycle's figures restricted to one constraint; a cycle where the
  /// filter is too specific is refused (CycleFigures::refused).
  std::optional<Constraint> filter;
  /// As in ReportQuery: each cycle's cells by the values of one dimension (CycleFigures::cells).
  std::optional<std::size_t> by;
  /// The cycles read (inclusive); unset: every cycle of the source.
  std::optional<std::int64_t> first_cycle;
  std::optional<std::int64_t> last_cycle;
};

struct CycleFigures {
  std::int64_t cycle = 0;
  ReportCell population;             ///< decided exactly as the cycle's report decides it
  std::optional<std::string> as_of;  ///< as in Report
  /// The filter's cell may not be shown in this cycle: `population` is hidden with the engine's
  /// reason (suppressed_small or suppressed_complementary) and `cells` is empty.
  bool refused = false;
  /// With TrendQuery::by: a cell per value (published ones first, as in Report).
  std::vector<ReportCell> cells;
};

class PrivacyService {
 public:
  PrivacyService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit)
      : db_(db), clock_(clock), audit_(audit) {}

  /// The organisation's thresholds (k 5, k_comments 10 until an admin changes them).
  Thresholds thresholds(OrgId org) const;
  Thresholds thresholds(db::Conn& c, OrgId org) const;
  /// Sets them (admins): 422 invalid_thresholds when k < 3 or k_comments < k. Audited
  /// (privacy.thresholds).
  Thresholds set_thresholds(OrgId org, std::int64_t admin_id, const Thresholds& next) const;

  /// In the caller's transaction: keeps one response under a random key, dated `day`
  /// (YYYY-MM-DD) only.
  void record(db::Conn& c, OrgId org, const Response& response, std::string_view day) const;
  /// The figures of a source's cycle, every cell decided by publish() over all the cells a
  /// viewer could combine (breakdown × one filter).
  Report report(OrgId org, const ReportQuery& query) const;
  Report report(db::Conn& c, OrgId org, const ReportQuery& query) const;
  /// How many responses a source's cycle has (not a figure about anyone: shown as the
  /// response count only when at least k, by the caller's rules).
  std::int64_t responses(db::Conn& c, OrgId org, std::string_view source, std::int64_t cycle) const;
  /// The population's figures in every cycle that has answers, oldest first; a fixed number of
  /// statements whatever the number of cycles.
  std::vector<CycleFigures> trend(OrgId org, const TrendQuery& query) const;
  /// In the caller's transaction, when a cycle stops taking answers: if it was read while open,
  /// its last release moves on to every answer when the release rule allows it (otherwise the
  /// answers since stay out of its figures for good).
  void settle(db::Conn& c, OrgId org, const ReportQuery& query) const;
  /// The comments of some reply boxes (SUR-17). Only for the box's author, whose boxes the asking
  /// module finds through the server's secret, or for an admin the comment was already shown to:
  /// a box is random and only published with its comment.
  std::vector<BoxedComment> boxed_comments(db::Conn& c, OrgId org,
                                           const std::vector<std::string>& boxes) const;
  /// Removes every response of a source (a draft survey deleted, an organisation erased).
  void forget_source(db::Conn& c, OrgId org, std::string_view source) const;

 private:
  /// publish() once per set of atoms and thresholds: results of one cycle change only when a
  /// response arrives, and a large organisation's family takes a few hundred milliseconds.
  std::shared_ptr<const Publication> decide(const Universe& universe, const Thresholds& t,
                                            std::size_t constraints) const;
  /// The last day a cycle's figures count (kWhole: all of them), moving its release on when the
  /// rule allows (see ReportQuery::collecting_today).
  std::string released_through(db::Conn& c, OrgId org, const ReportQuery& query) const;
  /// A cycle's atoms and figures up to a day, read once (two statements) and then kept.
  std::shared_ptr<const Collected> collect(db::Conn& c, OrgId org, const ReportQuery& query,
                                           const std::string& through) const;
  /// Whether the answers given after `from` up to `to` may join the published figures.
  bool may_release(db::Conn& c, OrgId org, const ReportQuery& query, const std::string& from,
                   const std::string& to) const;

  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  PrivacyRepo repo_;
  mutable std::mutex decided_mutex_;
  mutable std::map<std::string, std::shared_ptr<const Publication>> decided_;
  mutable std::map<std::string, std::shared_ptr<const Collected>> collected_;
};

}  // namespace aplauso::privacy
