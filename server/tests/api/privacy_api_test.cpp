// The privacy engine on the database of this run: the organisation's thresholds over HTTP, and
// responses recorded apart from people and read back only as cells that meet them.
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <regex>

#include "db/database.h"
#include "modules/privacy/privacy_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace privacy_sql {
inline constexpr db::Statement kResponseRows{
    "test.privacy_response_rows",
    "SELECT response_key, answered_on FROM private_responses WHERE org_id = $1 ORDER BY "
    "response_key"};
inline constexpr db::Statement kThresholdAudits{
    "test.privacy_audit_entries",
    "SELECT COUNT(*) FROM audit_entries WHERE org_id = $1 AND action = 'privacy.thresholds'"};
}  // namespace privacy_sql

using privacy::Answer;
using privacy::PrivacyService;
using privacy::Response;
using privacy::Status;

class PrivacyApi : public ApiTest {
 protected:
  static const PrivacyService& engine() { return server().app().service<PrivacyService>(); }

  /// Records `n` responses from a department: a choice ("si"/"no" alternating, starting with
  /// si), a 1–5 score (`score`), and a comment when `comment` is set.
  static void answer(OrgId org, const std::string& source, const std::string& department,
                     const std::string& country, int n, double score,
                     const std::string& comment = {}) {
    server().app().db().transact([&](db::Conn& c) {
      for (int i = 0; i < n; ++i) {
        Response r;
        r.source = source;
        r.cycle = 1;
        r.segment = {department, country};
        r.answers = {{"q1", i % 2 == 0 ? "si" : "no", std::nullopt, "", ""},
                     {"q2", "", score, "", ""}};
        if (!comment.empty())
          r.answers.push_back({"q3", "", std::nullopt, comment + " " + std::to_string(i), ""});
        engine().record(c, org, r, "2026-11-28");
      }
    });
  }

  static privacy::ReportQuery query(const std::string& source) {
    privacy::ReportQuery q;
    q.source = source;
    q.cycle = 1;
    q.dimensions = {"department", "country"};
    q.thresholds = {5, 10};
    return q;
  }
};

TEST_F(PrivacyApi, AdminsSetTheThresholdsWithinTheirLimits) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);

  const auto first = c.get("/api/org/privacy", org.admin_token);
  ASSERT_EQ(first.status, 200);
  EXPECT_EQ(first.data().at("k").as_int64(), 5);
  EXPECT_EQ(first.data().at("k_comments").as_int64(), 10);
  EXPECT_EQ(c.get("/api/org/privacy", member.token).status, 403);
  EXPECT_EQ(c.request("PUT", "/api/org/privacy", R"({"k":6,"k_comments":12})", member.token,
                      {"Content-Type: application/json"})
                .status,
            403);

  const auto too_low = c.request("PUT", "/api/org/privacy", R"({"k":2,"k_comments":1})",
                                 org.admin_token, {"Content-Type: application/json"});
  ASSERT_EQ(too_low.status, 422);
  EXPECT_EQ(too_low.code(), "invalid_thresholds");
  EXPECT_FALSE(too_low.field_error("k").empty());
  EXPECT_FALSE(too_low.field_error("k_comments").empty());
  EXPECT_EQ(c.request("PUT", "/api/org/privacy", R"({"k":6})", org.admin_token,
                      {"Content-Type: application/json"})
                .status,
            400);

  const auto set = c.request("PUT", "/api/org/privacy", R"({"k":6,"k_comments":12})",
                             org.admin_token, {"Content-Type: application/json"});
  ASSERT_EQ(set.status, 200);
  EXPECT_EQ(c.get("/api/org/privacy", org.admin_token).data().at("k").as_int64(), 6);
  EXPECT_EQ(scalar(server(), privacy_sql::kThresholdAudits, {org.id}).value_or(0), 1);
  // Another organisation keeps its own.
  EXPECT_EQ(client(other.host).get("/api/org/privacy", other.admin_token).data().at("k").as_int64(),
            5);
}

TEST_F(PrivacyApi, ResponsesKeepNoPersonAndOnlyTheDay) {
  const auto org = make_org(server());
  answer(OrgId{org.id}, "survey:1", "10", "CL", 3, 4);
  const auto rows = server().app().db().run([&](db::Conn& c) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const db::Row& r : c.query(privacy_sql::kResponseRows, {org.id})) {
      out.emplace_back(r.text(0), r.text(1));
    }
    return out;
  });
  ASSERT_EQ(rows.size(), 3U);
  const std::regex random_key("[0-9a-f]{32}");
  for (const auto& [key, day] : rows) {
    EXPECT_TRUE(std::regex_match(key, random_key)) << key;
    EXPECT_EQ(day, "2026-11-28");
  }
}

TEST_F(PrivacyApi, ReportsShowOnlyCellsThatMeetK) {
  const auto org = make_org(server());
  const OrgId id{org.id};
  answer(id, "survey:7", "A", "CL", 7, 4, "Más reuniones cortas");
  answer(id, "survey:7", "B", "MX", 6, 2, "Mejor café");
  answer(id, "survey:7", "C", "MX", 2, 5);
  // The same source in another organisation is another survey.
  const auto other = make_org(server());
  answer(OrgId{other.id}, "survey:7", "A", "CL", 30, 1);

  auto q = query("survey:7");
  q.by = 0;
  q.comment_items = {"q3"};
  const auto report = engine().report(id, q);
  ASSERT_FALSE(report.refused);
  ASSERT_EQ(report.cells.size(), 4U);
  const auto& all = report.cells[0];
  EXPECT_FALSE(all.value);
  EXPECT_EQ(all.state.status, Status::kOk);
  EXPECT_EQ(all.state.respondents, 15);
  // A is shown; C has 2 people, and B (the next smallest) hides with it: hidden ones last.
  EXPECT_EQ(*report.cells[1].value, "A");
  EXPECT_EQ(report.cells[1].state.status, Status::kOk);
  EXPECT_EQ(report.cells[1].state.respondents, 7);
  EXPECT_EQ(*report.cells[2].value, "B");
  EXPECT_EQ(report.cells[2].state.status, Status::kSuppressedComplementary);
  EXPECT_EQ(report.cells[2].state.respondents, 0);
  EXPECT_EQ(*report.cells[3].value, "C");
  EXPECT_EQ(report.cells[3].state.status, Status::kSuppressedSmall);
  for (const auto& item : report.cells[3].items) EXPECT_TRUE(item.choices.empty());

  // A's figures: 4 "si" and 3 "no", scores summing 28.
  const auto& a = report.cells[1].items;
  ASSERT_EQ(a.size(), 3U);
  EXPECT_EQ(a[0].item, "q1");
  EXPECT_EQ(a[0].choices,
            (std::vector<std::pair<std::string, std::int64_t>>{{"no", 3}, {"si", 4}}));
  EXPECT_EQ(a[1].item, "q2");
  EXPECT_EQ(a[1].numbers, 7);
  EXPECT_DOUBLE_EQ(a[1].sum, 28.0);
  // q3 was answered by 13 people (A and B): its cells decide on their own; A's 7 are enough.
  EXPECT_EQ(a[2].item, "q3");
  EXPECT_EQ(a[2].state.status, Status::kOk);
  EXPECT_EQ(report.cells[0].items[2].state.status, Status::kOk);

  // 13 comments from 15 respondents reach k_comments 10: sorted by text, not by who or when.
  ASSERT_EQ(report.comments.size(), 13U);
  EXPECT_FALSE(report.comments_hidden);
  EXPECT_TRUE(std::is_sorted(report.comments.begin(), report.comments.end(),
                             [](const auto& x, const auto& y) { return x.text < y.text; }));

  // Filtered to Mexico (8 people; the rest, 7, are enough too): comments from 6 are held back.
  auto mx = q;
  mx.filter = privacy::Constraint{1, "MX"};
  const auto mexico = engine().report(id, mx);
  ASSERT_FALSE(mexico.refused);
  EXPECT_EQ(mexico.cells[0].state.respondents, 8);
  EXPECT_TRUE(mexico.comments.empty());
  EXPECT_TRUE(mexico.comments_hidden);

  // A filter whose group or whose rest is below k is refused whole.
  auto small = q;
  small.filter = privacy::Constraint{0, "C"};
  EXPECT_TRUE(engine().report(id, small).refused);
  auto higher = q;
  higher.thresholds = {8, 10};
  higher.filter = privacy::Constraint{1, "CL"};  // 7 people
  EXPECT_TRUE(engine().report(id, higher).refused);
  EXPECT_EQ(server().app().db().run(
                [&](db::Conn& c) { return engine().responses(c, id, "survey:7", 1); }),
            15);
}

TEST_F(PrivacyApi, AnOptionalQuestionIsDecidedOnItsOwnRespondents) {
  const auto org = make_org(server());
  const OrgId id{org.id};
  // Everyone answers q1 and q2; q3 only in A (6 of 6) and B (3 of 9).
  answer(id, "survey:8", "A", "CL", 6, 3, "Texto");
  answer(id, "survey:8", "B", "CL", 3, 3, "Otro");
  answer(id, "survey:8", "B", "CL", 6, 3);
  auto q = query("survey:8");
  q.by = 0;
  const auto report = engine().report(id, q);
  ASSERT_EQ(report.cells.size(), 3U);
  // Both departments are shown, but B's q3 (3 answers) is not, and so neither is A's (the
  // population's q3 minus A's would be B's).
  EXPECT_EQ(report.cells[1].state.status, Status::kOk);
  EXPECT_EQ(report.cells[2].state.status, Status::kOk);
  EXPECT_EQ(report.cells[1].items[2].state.status, Status::kSuppressedComplementary);
  EXPECT_EQ(report.cells[2].items[2].state.status, Status::kSuppressedSmall);
  EXPECT_EQ(report.cells[0].items[2].state.status, Status::kOk);
}

// The trend under a filter (a department, a team), broken down by a dimension, over a range of
// cycles (moods: one cycle per day): each cycle decided on its own, a filter cell below k
// hidden with the engine's reason, cycles outside the range not read.
TEST_F(PrivacyApi, TrendsUnderAFilterAndABreakdownOverARangeOfCycles) {
  const auto org = make_org(server());
  const OrgId id{org.id};
  const auto record = [&](std::int64_t cycle, const std::string& department,
                          const std::string& country, int n, double score) {
    server().app().db().transact([&](db::Conn& c) {
      for (int i = 0; i < n; ++i) {
        Response r;
        r.source = "trend:filter";
        r.cycle = cycle;
        r.segment = {department, country};
        r.answers = {{"q2", "", score, "", ""}};
        engine().record(c, id, r, "2026-11-28");
      }
    });
  };
  // Cycle 1: A has 10 (5 CL, 5 PE), B 12 (6 CL, 6 PE). Cycle 2: A has 3, B 7. Cycle 3: A 6, B 6.
  record(1, "A", "CL", 5, 4);
  record(1, "A", "PE", 5, 2);
  record(1, "B", "CL", 6, 5);
  record(1, "B", "PE", 6, 5);
  record(2, "A", "CL", 3, 1);
  record(2, "B", "CL", 7, 3);
  record(3, "A", "CL", 6, 5);
  record(3, "B", "CL", 6, 5);

  privacy::TrendQuery q;
  q.source = "trend:filter";
  q.dimensions = {"department", "country"};
  q.thresholds = {5, 10};
  q.today = "2026-11-29";
  q.filter = privacy::Constraint{0, "A"};
  q.by = 1;
  q.first_cycle = 1;
  q.last_cycle = 2;
  const auto cycles = engine().trend(id, q);
  ASSERT_EQ(cycles.size(), 2U) << "cycle 3 is outside the range";

  EXPECT_EQ(cycles[0].cycle, 1);
  EXPECT_FALSE(cycles[0].refused);
  EXPECT_EQ(cycles[0].population.state.status, Status::kOk);
  EXPECT_EQ(cycles[0].population.state.respondents, 10);
  ASSERT_EQ(cycles[0].population.items.size(), 1U);
  EXPECT_DOUBLE_EQ(cycles[0].population.items[0].sum, 30.0) << "A only: 5×4 + 5×2";
  ASSERT_EQ(cycles[0].cells.size(), 2U) << "A by country: CL and PE";
  EXPECT_EQ(*cycles[0].cells[0].value, "CL");
  EXPECT_EQ(cycles[0].cells[0].state.status, Status::kOk);
  EXPECT_EQ(cycles[0].cells[0].state.respondents, 5);
  EXPECT_DOUBLE_EQ(cycles[0].cells[0].items[0].sum, 20.0);
  EXPECT_EQ(cycles[0].cells[1].state.respondents, 5);

  EXPECT_EQ(cycles[1].cycle, 2);
  EXPECT_TRUE(cycles[1].refused);
  EXPECT_EQ(cycles[1].population.state.status, Status::kSuppressedSmall);
  EXPECT_EQ(cycles[1].population.state.respondents, 0);
  EXPECT_TRUE(cycles[1].population.items.empty());
  EXPECT_TRUE(cycles[1].cells.empty());

  // No filter, no range: every cycle's population, as before.
  privacy::TrendQuery whole;
  whole.source = "trend:filter";
  whole.dimensions = {"department", "country"};
  whole.thresholds = {5, 10};
  whole.today = "2026-11-29";
  const auto all = engine().trend(id, whole);
  ASSERT_EQ(all.size(), 3U);
  EXPECT_EQ(all[1].population.state.respondents, 10);
  EXPECT_EQ(all[0].population.state.respondents, 22);
  EXPECT_TRUE(all[1].cells.empty());
}

TEST_F(PrivacyApi, ForgettingASourceRemovesItsResponses) {
  const auto org = make_org(server());
  const OrgId id{org.id};
  answer(id, "survey:9", "A", "CL", 6, 3, "x");
  answer(id, "survey:10", "A", "CL", 6, 3);
  server().app().db().transact([&](db::Conn& c) { engine().forget_source(c, id, "survey:9"); });
  const auto left = server().app().db().run([&](db::Conn& c) {
    return std::pair{engine().responses(c, id, "survey:9", 1),
                     engine().responses(c, id, "survey:10", 1)};
  });
  EXPECT_EQ(left.first, 0);
  EXPECT_EQ(left.second, 6);
}

}  // namespace
}  // namespace aplauso::test
