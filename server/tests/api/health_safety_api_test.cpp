// Health and safety over HTTP (docs/health-safety.md): reports and their bad input, anonymous
// hazards that keep no reporter anywhere and are followed with their receipt code alone (stages,
// replies, information added; wrong codes and other organisations' 404, tries limited), the
// officers' investigation (raced moves, sign-off only with every action done), statistics
// hidden below k, and body metrics nobody else reads.
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <cctype>
#include <chrono>
#include <thread>

#include "core/days.h"
#include "modules/health_safety/health_safety_receipt.h"

#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

inline constexpr db::Statement kHsAnonymousRows{
    "test.hs_anonymous_rows",
    "SELECT COUNT(*) FROM hs_reports WHERE org_id = $1 AND reporter_id IS NULL AND description "
    "= $2"};
inline constexpr db::Statement kHsReportId{
    "test.hs_report_id", "SELECT id FROM hs_reports WHERE org_id = $1 AND description = $2"};
inline constexpr db::Statement kHsEventActors{
    "test.hs_event_actors",
    "SELECT COUNT(*) FROM hs_events WHERE org_id = $1 AND report_id = $2 AND actor_id IS NOT NULL"};
inline constexpr db::Statement kHsAuditOf{
    "test.hs_audit_of",
    "SELECT COUNT(*) FROM audit_entries WHERE org_id = $1 AND target_type = 'hs_report' AND "
    "target_id = $2"};
inline constexpr db::Statement kHsAuditBy{
    "test.hs_audit_by",
    "SELECT COUNT(*) FROM audit_entries WHERE org_id = $1 AND actor_user_id = $2 AND action LIKE "
    "'health_safety.%'"};
inline constexpr db::Statement kHsNoticeMentions{
    "test.hs_notice_mentions",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND kind = 'hs_report_new' AND "
    "(CAST(payload AS TEXT) LIKE $2 OR CAST(payload AS TEXT) LIKE '%actor%')"};
inline constexpr db::Statement kHsNotices{
    "test.hs_notices",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kHsReceiptRows{
    "test.hs_receipt_rows",
    "SELECT COUNT(*) FROM hs_reports WHERE org_id = $1 AND receipt_hash = $2 AND reporter_id IS "
    "NULL"};
inline constexpr db::Statement kHsCodeAnywhere{
    "test.hs_code_anywhere",
    "SELECT (SELECT COUNT(*) FROM hs_reports WHERE receipt_hash LIKE $1 OR description LIKE $1) + "
    "(SELECT COUNT(*) FROM hs_events WHERE detail LIKE $1) + (SELECT COUNT(*) FROM notifications "
    "WHERE CAST(payload AS TEXT) LIKE $1) + (SELECT COUNT(*) FROM audit_entries WHERE after_json "
    "LIKE $1 OR before_json LIKE $1)"};
inline constexpr db::Statement kHsCommentRows{
    "test.hs_comment_rows",
    "SELECT COUNT(*) FROM hs_events WHERE org_id = $1 AND report_id = $2 AND kind = "
    "'reporter_comment' AND actor_id IS NULL AND at % 86400000 = 0"};
inline constexpr db::Statement kHsKindNotices{
    "test.hs_kind_notices", "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND kind = $2"};
inline constexpr db::Statement kHsMetricRows{
    "test.hs_metric_rows", "SELECT COUNT(*) FROM hs_metrics WHERE org_id = $1 AND user_id = $2"};

/// Yesterday at 10:30 (UTC), as a report's local time: within the statistics' twelve months.
std::string hs_yesterday() {
  const auto today = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
  return day_text(std::chrono::year_month_day{today - std::chrono::days{1}}) + "T10:30";
}

class HealthSafetyApi : public ApiTest {
 protected:
  static json::object report(const std::string& kind, const std::string& description,
                             json::object extra = {}) {
    json::object b{{"kind", kind},
                   {"place", "Bodega"},
                   {"occurred_at", hs_yesterday()},
                   {"description", description},
                   {"injury", false},
                   {"severity", "none"}};
    for (const auto& [k, v] : extra) b[k] = v;
    return b;
  }
  static std::int64_t file(const HttpClient& c, const std::string& token, const json::object& b) {
    const auto r = c.post("/api/health_safety/reports", b, token);
    if (r.status != 201) throw std::runtime_error("report failed: " + r.body);
    return r.data().at("id").as_int64();
  }
  static HttpResult put(const HttpClient& c, const std::string& path, const json::value& body,
                        const std::string& token) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
  static HttpResult move(const HttpClient& c, const std::string& token, std::int64_t id,
                         const std::string& from, const std::string& to) {
    return c.post("/api/health_safety/officer/reports/" + std::to_string(id) + "/transition",
                  {{"from", from}, {"to", to}}, token);
  }
};

TEST_F(HealthSafetyApi, ReportsOfEachTypeRefuseBadInputAndStayInTheirOrganisation) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const auto c = client(org.host);

  // Bad input is named field by field.
  auto r = c.post("/api/health_safety/reports",
                  report("fire", "", {{"place", ""}, {"occurred_at", "ayer"}}), ana.token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const char* field : {"\"kind\"", "\"place\"", "\"description\"", "\"occurred_at\""}) {
    EXPECT_NE(r.body.find(field), std::string::npos) << field;
  }
  r = c.post("/api/health_safety/reports",
             report("hazard", "Cable", {{"injury", true}, {"severity", "minor"}}), ana.token);
  EXPECT_EQ(r.status, 400) << "only incidents hurt people";
  r = c.post("/api/health_safety/reports",
             report("incident", "Caída", {{"injured_ids", json::array{beto.id}}}), ana.token);
  EXPECT_EQ(r.status, 400) << "people hurt need injury yes";
  r = c.post("/api/health_safety/reports",
             report("incident", "Caída", {{"injury", true}, {"severity", "none"}}), ana.token);
  EXPECT_EQ(r.status, 400) << "an injury has a severity";
  r = c.post("/api/health_safety/reports",
             report("incident", "Futuro", {{"occurred_at", "2999-01-01T10:00"}}), ana.token);
  EXPECT_EQ(r.status, 400);
  r = c.post("/api/health_safety/reports", report("incident", "Sitio", {{"site_id", 999999}}),
             ana.token);
  EXPECT_EQ(r.status, 400) << "an unknown site";
  const auto elsewhere = make_full_org(server());
  const auto stranger = make_user(server(), elsewhere, Role::kEmployee, "Extraña");
  r = c.post(
      "/api/health_safety/reports",
      report("incident", "Ajena",
             {{"injury", true}, {"severity", "minor"}, {"injured_ids", json::array{stranger.id}}}),
      ana.token);
  EXPECT_EQ(r.status, 400) << "people of another organisation";

  // One of each type; the incident hurt Beto.
  const auto incident = file(
      c, ana.token,
      report("incident", "Resbalón en la escalera",
             {{"injury", true}, {"severity", "moderate"}, {"injured_ids", json::array{beto.id}}}));
  file(c, ana.token, report("near_miss", "Casi choque"));
  file(c, ana.token, report("hazard", "Cable suelto"));
  r = c.get("/api/health_safety/reports", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 3U);
  EXPECT_EQ(r.data().at(0).at("kind").as_string(), "hazard");
  EXPECT_EQ(r.data().at(2).at("status").as_string(), "reported");

  // The reporter, the person hurt and officers see it; nobody else does.
  const auto path = "/api/health_safety/reports/" + std::to_string(incident);
  r = c.get(path, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("care_offers").is_null()) << "care goes to the person hurt only";
  EXPECT_EQ(r.data().at("injured").at(0).at("id").as_int64(), beto.id);
  r = c.get(path, beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("care_offers").is_array());
  EXPECT_TRUE(r.data().at("root_cause").is_null());
  EXPECT_TRUE(c.get("/api/health_safety", beto.token).data().at("care_offers").is_array());
  EXPECT_EQ(c.get(path, carla.token).status, 404);
  r = c.get(path, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("reporter").at("id").as_int64(), ana.id);
  EXPECT_EQ(r.data().at("events").as_array().size(), 1U);
  EXPECT_EQ(scalar(server(), kHsNotices, {org.id, beto.id, "hs_injury_recorded"}), 1);
  r = c.get("/api/user/notification", org.admin_token);
  EXPECT_NE(r.body.find("hs_report_new"), std::string::npos);
  // The report's type goes as a code too, for the reader's language (not only the mail's words).
  EXPECT_NE(r.body.find(R"("report_kind":"incident")"), std::string::npos) << r.body;

  // Another organisation's ids are not found.
  const auto there = client(elsewhere.host);
  EXPECT_EQ(there.get(path, elsewhere.admin_token).status, 404);
  EXPECT_EQ(move(there, elsewhere.admin_token, incident, "reported", "investigating").status, 404);
  EXPECT_EQ(there
                .post("/api/health_safety/officer/reports/" + std::to_string(incident) + "/actions",
                      {{"title", "X"}, {"assignee_id", stranger.id}, {"due_on", "2030-01-01"}},
                      elsewhere.admin_token)
                .status,
            404);
  EXPECT_EQ(there.get("/api/health_safety/officer/reports", elsewhere.admin_token)
                .data()
                .as_array()
                .size(),
            0U);
}

TEST_F(HealthSafetyApi, AnAnonymousHazardKeepsNoReporterAnywhere) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Anónima");
  const auto c = client(org.host);
  const std::string marker = "Extintor vencido en el pasillo";

  auto r = c.post("/api/health_safety/hazards/anonymous", report("incident", marker), ana.token);
  EXPECT_EQ(r.status, 400) << "only hazards may be anonymous";
  r = c.post("/api/health_safety/hazards/anonymous",
             report("hazard", marker, {{"photo_keys", json::array{"x"}}}), ana.token);
  EXPECT_EQ(r.status, 400) << "an upload names its uploader";
  r = c.post("/api/health_safety/hazards/anonymous", report("hazard", marker), ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  // Besides its receipt code (random symbols that may hold any digits), the answer names nobody.
  json::object answer = r.data().as_object();
  answer.erase("receipt");
  EXPECT_EQ(json::serialize(answer).find(std::to_string(ana.id)), std::string::npos);

  EXPECT_EQ(scalar(server(), kHsAnonymousRows, {org.id, marker}), 1);
  const auto id = *scalar(server(), kHsReportId, {org.id, marker});
  EXPECT_EQ(scalar(server(), kHsEventActors, {org.id, id}), 0);
  EXPECT_EQ(scalar(server(), kHsAuditOf, {org.id, std::to_string(id)}), 0);
  EXPECT_EQ(scalar(server(), kHsAuditBy, {org.id, ana.id}), 0);
  EXPECT_EQ(scalar(server(), kHsNoticeMentions, {org.id, "%Anónima%"}), 0);

  // Officers hear of it and see it without a reporter; the author's list does not hold it.
  r = c.get("/api/user/notification", org.admin_token);
  EXPECT_NE(r.body.find("hs_report_new"), std::string::npos) << r.body;
  r = c.get("/api/health_safety/reports/" + std::to_string(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("anonymous").as_bool());
  EXPECT_TRUE(r.data().at("reporter").is_null());
  EXPECT_EQ(c.get("/api/health_safety/reports", ana.token).data().as_array().size(), 0U);
  EXPECT_EQ(c.get("/api/health_safety/reports/" + std::to_string(id), ana.token).status, 404);
  // Its stage changes notify nobody.
  ASSERT_EQ(move(c, org.admin_token, id, "reported", "investigating").status, 200);
  EXPECT_EQ(scalar(server(), kHsNotices, {org.id, ana.id, "hs_report_status"}), 0);
}

TEST_F(HealthSafetyApi, AnAnonymousHazardIsFollowedWithItsReceiptCodeAlone) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Anónima");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  const std::string marker = "Escalera sin baranda en la bodega";

  // The code is shown once: 16 symbols of the alphabet, in groups of four.
  auto r = c.post("/api/health_safety/hazards/anonymous", report("hazard", marker), ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.header("cache-control"), "no-store");
  const std::string code(r.data().at("receipt").as_string());
  ASSERT_EQ(code.size(), 19U) << code;
  const auto normal = health_safety::receipt::normalise(code);
  ASSERT_TRUE(normal.has_value()) << code;
  EXPECT_EQ(health_safety::receipt::format(*normal), code);
  r = c.post("/api/health_safety/hazards/anonymous", report("hazard", "Otro peligro"), beto.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string other(r.data().at("receipt").as_string());
  EXPECT_NE(other, code);

  // Only its hash is kept, on a report without a reporter; the code is nowhere else.
  EXPECT_EQ(scalar(server(), kHsReceiptRows, {org.id, health_safety::receipt::hash(*normal)}), 1);
  EXPECT_EQ(scalar(server(), kHsCodeAnywhere, {"%" + *normal + "%"}), 0);
  EXPECT_EQ(scalar(server(), kHsAuditBy, {org.id, ana.id}), 0);
  const auto id = *scalar(server(), kHsReportId, {org.id, marker});

  // The code alone opens that report (however it is typed), and only that one.
  const auto follow = [&](const HttpClient& on, const std::string& typed,
                          const std::string& token) {
    return on.post("/api/health_safety/receipts", {{"code", typed}}, token);
  };
  std::string typed = *normal;
  for (auto& ch : typed) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  typed.insert(8, "-");
  r = follow(c, typed, beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.header("cache-control"), "no-store");
  EXPECT_EQ(r.data().at("description").as_string(), marker);
  EXPECT_EQ(r.data().at("status").as_string(), "reported");
  EXPECT_TRUE(r.data().at("can_comment").as_bool());
  EXPECT_EQ(r.data().as_object().if_contains("reporter"), nullptr);
  EXPECT_EQ(r.data().as_object().if_contains("id"), nullptr);
  ASSERT_EQ(r.data().at("follow_up").as_array().size(), 1U) << r.body;
  EXPECT_EQ(r.data().at("follow_up").at(0).at("kind").as_string(), "reported");
  EXPECT_EQ(r.data().at("follow_up").at(0).at("day").as_string().size(), 10U);
  EXPECT_EQ(follow(c, other, ana.token).data().at("description").as_string(), "Otro peligro");

  // A wrong code, a malformed one or another organisation's host: 404 with a clear message.
  std::string wrong = *normal;
  wrong[0] = wrong[0] == 'A' ? 'B' : 'A';
  r = follow(c, wrong, ana.token);
  EXPECT_EQ(r.status, 404) << r.body;
  EXPECT_EQ(r.code(), "receipt_not_found");
  EXPECT_NE(r.body.find("16 caracteres"), std::string::npos) << r.body;
  EXPECT_EQ(follow(c, "hola", ana.token).status, 404);
  EXPECT_EQ(follow(c, *normal + "A", ana.token).status, 404);
  const auto elsewhere = make_full_org(server());
  const auto there = client(elsewhere.host);
  EXPECT_EQ(follow(there, code, elsewhere.admin_token).status, 404);
  EXPECT_EQ(there
                .post("/api/health_safety/receipts/comments", {{"code", code}, {"text", "Hola"}},
                      elsewhere.admin_token)
                .status,
            404);
  EXPECT_EQ(there
                .post("/api/health_safety/officer/reports/" + std::to_string(id) + "/replies",
                      {{"text", "Hola"}}, elsewhere.admin_token)
                .status,
            404);

  // The reporter follows the stages and the replies, never the internal notes.
  const auto base = "/api/health_safety/officer/reports/" + std::to_string(id);
  ASSERT_EQ(c.post(base + "/transition",
                   {{"from", "reported"}, {"to", "investigating"}, {"note", "Nota interna XYZ"}},
                   org.admin_token)
                .status,
            200);
  EXPECT_EQ(c.post(base + "/replies", {{"text", "Hola"}}, beto.token).status, 403);
  EXPECT_EQ(c.post(base + "/replies", {{"text", " "}}, org.admin_token).status, 400);
  r = c.post(base + "/replies", {{"text", "Gracias: mañana instalamos la baranda."}},
             org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  r = follow(c, code, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.body.find("Nota interna XYZ"), std::string::npos) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "investigating");
  const json::value steps = r.data().at("follow_up");
  ASSERT_EQ(steps.as_array().size(), 3U) << r.body;
  EXPECT_EQ(steps.at(1).at("kind").as_string(), "investigating");
  EXPECT_TRUE(steps.at(1).at("text").is_null());
  EXPECT_EQ(steps.at(2).at("kind").as_string(), "reply");
  EXPECT_EQ(steps.at(2).at("text").as_string(), "Gracias: mañana instalamos la baranda.");

  // The reporter adds information with the code: no actor, only its day; officers are told.
  r = c.post("/api/health_safety/receipts/comments", {{"code", code}, {"text", ""}}, ana.token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("text").empty()) << r.body;
  r = c.post("/api/health_safety/receipts/comments", {{"code", wrong}, {"text", "Hola"}},
             ana.token);
  EXPECT_EQ(r.status, 404);
  r = c.post("/api/health_safety/receipts/comments",
             {{"code", code}, {"text", "También falta luz en ese tramo."}}, ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("follow_up").at(3).at("kind").as_string(), "reporter_comment");
  EXPECT_EQ(scalar(server(), kHsCommentRows, {org.id, id}), 1);
  EXPECT_EQ(scalar(server(), kHsKindNotices, {org.id, "hs_report_comment"}), 1);
  EXPECT_EQ(scalar(server(), kHsAuditBy, {org.id, ana.id}), 0);
  r = c.get("/api/health_safety/reports/" + std::to_string(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("reporter").is_null());
  EXPECT_NE(r.body.find("También falta luz en ese tramo."), std::string::npos);

  // Once closed, the code still shows it, but adds nothing.
  ASSERT_EQ(c.patch(base, {{"root_cause", "Baranda retirada"}}, org.admin_token).status, 200);
  ASSERT_EQ(move(c, org.admin_token, id, "investigating", "actions").status, 200);
  ASSERT_EQ(move(c, org.admin_token, id, "actions", "closed").status, 200);
  r = follow(c, code, ana.token);
  EXPECT_EQ(r.data().at("status").as_string(), "closed");
  EXPECT_FALSE(r.data().at("can_comment").as_bool());
  r = c.post("/api/health_safety/receipts/comments", {{"code", code}, {"text", "Otra cosa"}},
             ana.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "report_closed");
}

TEST_F(HealthSafetyApi, AnIdentifiedReporterReadsTheRepliesOnTheReportAndHasNoCode) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  auto r =
      c.post("/api/health_safety/reports", report("near_miss", "Casi cae una caja"), ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().as_object().if_contains("receipt"), nullptr);
  const auto id = r.data().at("id").as_int64();
  r = c.post("/api/health_safety/officer/reports/" + std::to_string(id) + "/replies",
             {{"text", "Revisamos la repisa."}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(scalar(server(), kHsNotices, {org.id, ana.id, "hs_report_reply"}), 1);
  r = c.get("/api/health_safety/reports/" + std::to_string(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("events").as_array().empty());
  const json::value follow = r.data().at("follow_up");
  ASSERT_EQ(follow.as_array().size(), 2U) << r.body;
  EXPECT_EQ(follow.at(1).at("text").as_string(), "Revisamos la repisa.");
}

TEST_F(HealthSafetyApi, ReceiptCodesAreTriedAtMostTwentyTimesAMinute) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  auto r =
      c.post("/api/health_safety/hazards/anonymous", report("hazard", "Piso mojado"), ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string code(r.data().at("receipt").as_string());
  for (int i = 0; i < 20; ++i) {
    r = c.post("/api/health_safety/receipts",
               {{"code", "2222 2222 2222 222" + std::to_string(i % 8 + 2)}}, ana.token);
    ASSERT_EQ(r.status, 404) << i << ": " << r.body;
  }
  r = c.post("/api/health_safety/receipts", {{"code", code}}, ana.token);
  EXPECT_EQ(r.status, 429) << r.body;
  EXPECT_EQ(r.code(), "too_many_attempts");
  EXPECT_FALSE(r.header("retry-after").empty());
  // Each organisation counts its own.
  const auto elsewhere = make_full_org(server());
  EXPECT_EQ(client(elsewhere.host)
                .post("/api/health_safety/receipts", {{"code", code}}, elsewhere.admin_token)
                .status,
            404);
}

TEST_F(HealthSafetyApi, OfficersInvestigateOneMoveAtATimeAndSignOffOnlyWhenActionsAreDone) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto officer = make_user(server(), org, Role::kEmployee, "Oficial");
  const auto worker = make_user(server(), org, Role::kEmployee, "Ejecutor");
  const auto c = client(org.host);
  const auto id = file(c, ana.token, report("incident", "Golpe con una caja"));
  const auto base = "/api/health_safety/officer/reports/" + std::to_string(id);

  // Members are not officers until an admin says so.
  EXPECT_EQ(c.get("/api/health_safety/officer/reports", officer.token).status, 403);
  EXPECT_EQ(move(c, officer.token, id, "reported", "investigating").status, 403);
  EXPECT_EQ(put(c, "/api/org/health_safety/officers",
                json::object{{"user_ids", json::array{officer.id}}}, officer.token)
                .status,
            403);
  auto r = put(c, "/api/org/health_safety/officers",
               json::object{{"user_ids", json::array{officer.id}}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), officer.id);
  r = c.get("/api/health_safety/officer/reports?status=reported", officer.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(c.get("/api/health_safety/officer/reports?status=maybe", officer.token).status, 400);
  EXPECT_EQ(move(c, officer.token, id, "reported", "closed").status, 400) << "one stage at a time";

  // Two officers at once: exactly one moves it.
  std::atomic<int> moved{0};
  std::atomic<int> stale{0};
  std::vector<std::thread> racers;
  for (int i = 0; i < 6; ++i) {
    racers.emplace_back([&, i] {
      const auto rc = client(org.host);
      const auto res =
          move(rc, i % 2 == 0 ? officer.token : org.admin_token, id, "reported", "investigating");
      if (res.status == 200) ++moved;
      if (res.status == 409) ++stale;
    });
  }
  for (auto& t : racers) t.join();
  EXPECT_EQ(moved.load(), 1);
  EXPECT_EQ(stale.load(), 5);

  // The root cause first; then a corrective action as a task.
  EXPECT_EQ(move(c, officer.token, id, "investigating", "actions").status, 422);
  r = c.patch(base, {{"severity", "moderate"}, {"root_cause", "Cajas apiladas muy alto"}},
              officer.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("root_cause").as_string(), "Cajas apiladas muy alto");
  r = c.post(base + "/actions", {{"title", ""}, {"assignee_id", 0}}, officer.token);
  EXPECT_EQ(r.status, 400) << r.body;
  r = c.post(base + "/actions",
             {{"title", "Limitar la altura de las pilas"},
              {"description", "Máximo 1,5 m"},
              {"assignee_id", worker.id},
              {"due_on", "2030-01-31"}},
             officer.token);
  ASSERT_EQ(r.status, 201) << r.body;
  ASSERT_EQ(r.data().at("actions").as_array().size(), 1U);
  const auto task = r.data().at("actions").at(0).at("task_id").as_int64();
  EXPECT_EQ(r.data().at("actions").at(0).at("status").as_string(), "pending");
  ASSERT_EQ(move(c, officer.token, id, "investigating", "actions").status, 200);

  // Sign-off waits for the action.
  r = move(c, officer.token, id, "actions", "closed");
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "actions_open");
  r = c.get("/api/tasks/" + std::to_string(task), worker.token);
  ASSERT_EQ(r.status, 200) << r.body;
  r = c.patch("/api/tasks/" + std::to_string(task), {{"status", "done"}}, worker.token);
  ASSERT_EQ(r.status, 200) << r.body;
  r = move(c, officer.token, id, "actions", "closed");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "closed");
  EXPECT_EQ(r.data().at("signed_off_by").at("id").as_int64(), officer.id);
  EXPECT_FALSE(r.data().at("signed_off_at").is_null());
  EXPECT_EQ(r.data().at("events").as_array().size(), 6U) << r.body;
  EXPECT_EQ(c.patch(base, {{"root_cause", "Otra"}}, officer.token).status, 409);

  // The reporter heard of each stage and sees the action's state, not the investigation.
  EXPECT_EQ(scalar(server(), kHsNotices, {org.id, ana.id, "hs_report_status"}), 3);
  r = c.get("/api/health_safety/reports/" + std::to_string(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("actions").at(0).at("status").as_string(), "done");
  EXPECT_TRUE(r.data().at("events").as_array().empty());
  EXPECT_TRUE(r.data().at("reporter").is_null());
}

TEST_F(HealthSafetyApi, StatisticsHideWhatFallsBelowK) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  EXPECT_EQ(c.get("/api/health_safety/officer/stats", ana.token).status, 403);
  file(c, ana.token, report("hazard", "Uno"));
  file(c, ana.token, report("hazard", "Dos"));

  auto r = c.get("/api/health_safety/officer/stats", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("k").as_int64(), 5);
  EXPECT_TRUE(r.data().at("total").is_null()) << r.body;
  EXPECT_TRUE(r.data().at("by_site").at(0).at("count").is_null());
  EXPECT_EQ(r.data().at("by_site").at(0).at("key").as_string(), "none");
  const json::value stats = r.data();
  const auto& kinds = stats.at("by_kind").as_array();
  ASSERT_EQ(kinds.size(), 3U);
  EXPECT_EQ(kinds.at(2).at("key").as_string(), "hazard");
  EXPECT_TRUE(kinds.at(2).at("count").is_null());
  EXPECT_EQ(kinds.at(1).at("count").as_int64(), 0) << "nobody to protect";

  for (int i = 0; i < 6; ++i) file(c, ana.token, report("incident", "Caída " + std::to_string(i)));
  r = c.get("/api/health_safety/officer/stats", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("by_kind").at(2).at("count").is_null()) << r.body;
  // The hidden two can be worked out from neither the total nor the incidents.
  const bool total_shown = !r.data().at("total").is_null();
  const bool incidents_shown = !r.data().at("by_kind").at(0).at("count").is_null();
  EXPECT_FALSE(total_shown && incidents_shown) << r.body;
  if (incidents_shown) {
    EXPECT_EQ(r.data().at("by_kind").at(0).at("count").as_int64(), 6);
  }
}

TEST_F(HealthSafetyApi, BodyMetricsArePrivatePagedAndDeletable) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  const json::object entry{{"day", "2024-05-01"}, {"weight_kg", 70.5}, {"steps", 8000}};

  auto r = c.post("/api/health_safety/metrics", entry, ana.token);
  EXPECT_EQ(r.status, 422) << "opt-in first";
  ASSERT_EQ(
      put(c, "/api/health_safety/metrics/settings", json::object{{"enabled", true}}, ana.token)
          .status,
      200);
  r = c.post("/api/health_safety/metrics",
             {{"day", "2024-05-01"}, {"weight_kg", 5}, {"steps", -1}, {"resting_hr", 400}},
             ana.token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const char* field : {"\"weight_kg\"", "\"steps\"", "\"resting_hr\""}) {
    EXPECT_NE(r.body.find(field), std::string::npos) << field;
  }
  EXPECT_EQ(c.post("/api/health_safety/metrics", {{"day", "2024-05-01"}}, ana.token).status, 400);

  std::int64_t first = 0;
  for (int i = 1; i <= 12; ++i) {
    char day[11];
    std::snprintf(day, sizeof day, "2024-05-%02d", i);
    r = c.post("/api/health_safety/metrics",
               {{"day", day}, {"weight_kg", 70.5}, {"steps", 1000 * i}, {"sleep_hours", 7.5}},
               ana.token);
    ASSERT_EQ(r.status, 201) << r.body;
    if (i == 1) first = r.data().at("id").as_int64();
  }
  r = c.get("/api/health_safety/metrics", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 10U);
  EXPECT_EQ(r.data().at(0).at("day").as_string(), "2024-05-12") << "newest first";
  EXPECT_DOUBLE_EQ(r.data().at(0).at("weight_kg").as_double(), 70.5);
  EXPECT_DOUBLE_EQ(r.data().at(0).at("sleep_hours").as_double(), 7.5);
  r = c.get("/api/health_safety/metrics?page=2", ana.token);
  ASSERT_EQ(r.data().as_array().size(), 2U);
  EXPECT_EQ(r.data().at(1).at("day").as_string(), "2024-05-01");

  // Nobody else reads or deletes them, not even an admin.
  EXPECT_EQ(c.get("/api/health_safety/metrics", beto.token).data().as_array().size(), 0U);
  EXPECT_EQ(c.get("/api/health_safety/metrics", org.admin_token).data().as_array().size(), 0U);
  const auto one = "/api/health_safety/metrics/" + std::to_string(first);
  EXPECT_EQ(c.request("DELETE", one, {}, beto.token).status, 404);
  EXPECT_EQ(c.request("DELETE", one, {}, org.admin_token).status, 404);
  const auto elsewhere = make_full_org(server());
  EXPECT_EQ(client(elsewhere.host).request("DELETE", one, {}, elsewhere.admin_token).status, 404);
  EXPECT_EQ(c.request("DELETE", one, {}, ana.token).status, 204);
  EXPECT_EQ(c.request("DELETE", one, {}, ana.token).status, 404);
  EXPECT_EQ(scalar(server(), kHsMetricRows, {org.id, ana.id}), 11);

  // Turning the log off deletes it; so does erasing the person.
  ASSERT_EQ(
      put(c, "/api/health_safety/metrics/settings", json::object{{"enabled", false}}, ana.token)
          .status,
      200);
  EXPECT_EQ(scalar(server(), kHsMetricRows, {org.id, ana.id}), 0);
  put(c, "/api/health_safety/metrics/settings", json::object{{"enabled", true}}, beto.token);
  ASSERT_EQ(c.post("/api/health_safety/metrics", entry, beto.token).status, 201);
  ASSERT_EQ(c.post("/api/user/admin/delete", {{"user_id", beto.id}}, org.admin_token).status, 200);
  EXPECT_EQ(scalar(server(), kHsMetricRows, {org.id, beto.id}), 0);
}

}  // namespace
}  // namespace aplauso::test
