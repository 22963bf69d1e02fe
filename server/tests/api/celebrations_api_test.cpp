// Birthdays and work anniversaries: today's and this month's in the organisation's time zone
// (never the year of birth), and the daily job that posts each celebration once at 08:00 local
// time, awarding anniversary points from the treasury through the ledger.
#include <atomic>
#include <thread>

#include "modules/celebrations/celebration_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"

namespace aplauso::test {
namespace {

class CelebrationsApi : public ApiTest {};

// 2026-03-15 10:00 UTC: 07:00 in Santiago (UTC-3 until April).
constexpr std::int64_t kMarch15At7InSantiago = 1'773'568'800'000;
constexpr std::int64_t kHour = 3'600'000;

void set_dates(TestServer& s, const TestOrg& org, std::int64_t id,
               const boost::json::object& body) {
  const auto r =
      s.client(org.host).patch("/api/org/users/" + std::to_string(id), body, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
}

int post_due(TestServer& s) {
  return s.app().service<celebrations::CelebrationService>().post_due();
}

TEST_F(CelebrationsApi, TodaysAndThisMonthsPeopleAndTheDailyPosts) {
  ManualClock clock(kMarch15At7InSantiago);
  TestServer timed({}, &clock);
  const auto org = make_org(timed, {"birthdays", "anniversaries", "recognitions"});
  const auto c = timed.client(org.host);
  ASSERT_EQ(c.post("/api/org/edit", {{"timezone", "America/Santiago"}}, org.admin_token).status,
            200);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto bruno = make_user(timed, org, Role::kEmployee, "Bruno");
  const auto carla = make_user(timed, org, Role::kEmployee, "Carla");
  const auto dani = make_user(timed, org, Role::kEmployee, "Dani");
  set_dates(timed, org, ana.id, {{"birthday", "1990-03-15"}});
  set_dates(timed, org, bruno.id, {{"birthday", "1985-03-20"}});
  set_dates(timed, org, carla.id, {{"admission_date", "2020-03-15"}});
  set_dates(timed, org, dani.id, {{"admission_date", "2026-03-15"}});
  ASSERT_EQ(c.post("/api/org/settings/celebrations", {{"anniversary_points", 50}}, org.admin_token)
                .status,
            200);

  auto r = c.get("/api/users/birth", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("today").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("today").at(0).at("id").as_int64(), ana.id);
  EXPECT_EQ(r.data().at("today").at(0).at("day").as_string(), "03-15");
  ASSERT_EQ(r.data().at("month").as_array().size(), 2U);
  EXPECT_EQ(r.data().at("month").at(1).at("id").as_int64(), bruno.id);
  EXPECT_EQ(r.body.find("1990"), std::string::npos) << "the year of birth is never shown";

  r = c.get("/api/users/admission", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("today").as_array().size(), 1U) << "less than a year is no anniversary";
  EXPECT_EQ(r.data().at("today").at(0).at("id").as_int64(), carla.id);
  EXPECT_EQ(r.data().at("today").at(0).at("years").as_int64(), 6);

  EXPECT_EQ(post_due(timed), 0) << "07:00 in Santiago: too early";
  clock.advance_ms(kHour);
  EXPECT_EQ(post_due(timed), 2);
  EXPECT_EQ(post_due(timed), 0) << "each celebration is posted once";

  const auto feed = c.get("/api/post", bruno.token);
  ASSERT_EQ(feed.status, 200) << feed.body;
  const auto posts = feed.data();
  int birthdays = 0, anniversaries = 0;
  for (const auto& p : posts.as_array()) {
    if (p.at("kind") == "birthday") {
      ++birthdays;
      EXPECT_EQ(p.at("receivers").at(0).at("id").as_int64(), ana.id);
      EXPECT_TRUE(p.at("sender").is_null());
    } else if (p.at("kind") == "anniversary") {
      ++anniversaries;
      EXPECT_EQ(p.at("receivers").at(0).at("id").as_int64(), carla.id);
      EXPECT_EQ(p.at("amount").as_int64(), 6) << "years of service";
      EXPECT_EQ(p.at("total_points").as_int64(), 50);
    }
  }
  EXPECT_EQ(birthdays, 1);
  EXPECT_EQ(anniversaries, 1);
  EXPECT_EQ(balances(timed, org, carla.id).redeem, 50);
  EXPECT_EQ(ledger_sum(timed, org), 0);
  // Each celebrated person is told; nobody else.
  const auto unread = [&](const TestUser& who) {
    return c.get("/api/user/notification_count", who.token)
        .data()
        .at("notification_count")
        .as_int64();
  };
  EXPECT_EQ(unread(ana), 1);
  EXPECT_EQ(unread(carla), 1);
  EXPECT_EQ(unread(bruno), 0);

  // The next day, nobody celebrates; a restart posts nothing again.
  clock.advance_ms(24 * kHour);
  EXPECT_EQ(post_due(timed), 0);
}

TEST_F(CelebrationsApi, JobsRacingOnSeveralNodesPostEachCelebrationOnce) {
  ManualClock clock(kMarch15At7InSantiago + 5 * kHour);
  TestServer timed({}, &clock);
  const auto org = make_org(timed, {"birthdays", "recognitions"});
  for (int i = 0; i < 6; ++i) {
    const auto person = make_user(timed, org);
    set_dates(timed, org, person.id, {{"birthday", "1990-03-15"}});
  }
  std::atomic<int> posted{0};
  std::vector<std::thread> nodes;
  for (int i = 0; i < 4; ++i) nodes.emplace_back([&] { posted += post_due(timed); });
  for (auto& t : nodes) t.join();
  EXPECT_EQ(posted.load(), 6);
  const auto feed = timed.client(org.host).get("/api/post?perPage=50", org.admin_token);
  EXPECT_EQ(feed.data().as_array().size(), 6U);
}

TEST_F(CelebrationsApi, EachListFollowsItsModuleFlag) {
  ManualClock clock(kMarch15At7InSantiago + 5 * kHour);
  TestServer timed({}, &clock);
  const auto org = make_org(timed, {"anniversaries"});
  const auto c = timed.client(org.host);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  set_dates(timed, org, ana.id, {{"birthday", "1990-03-15"}, {"admission_date", "2010-03-15"}});
  const auto r = c.get("/api/users/birth", ana.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
  EXPECT_EQ(c.get("/api/users/admission", ana.token).status, 200);
  EXPECT_EQ(post_due(timed), 1) << "only the anniversary: birthdays are off";
  EXPECT_EQ(c.post("/api/org/settings/celebrations", {{"anniversary_points", -1}}, org.admin_token)
                .status,
            400);
  EXPECT_EQ(c.post("/api/org/settings/celebrations", {{"anniversary_points", 5}}, ana.token).status,
            403);
}

TEST_F(CelebrationsApi, LeapDayBirthdaysAreCelebratedOnThe28thInOtherYears) {
  ManualClock clock(1'803'816'000'000);  // 2027-02-28 12:00 UTC
  TestServer timed({}, &clock);
  const auto org = make_org(timed, {"birthdays"});
  const auto c = timed.client(org.host);
  ASSERT_EQ(c.post("/api/org/edit", {{"timezone", "UTC"}}, org.admin_token).status, 200);
  const auto leap = make_user(timed, org, Role::kEmployee, "Bisiesto");
  set_dates(timed, org, leap.id, {{"birthday", "2000-02-29"}});
  const auto r = c.get("/api/users/birth", leap.token);
  ASSERT_EQ(r.data().at("today").as_array().size(), 1U) << r.body;
  EXPECT_EQ(r.data().at("today").at(0).at("day").as_string(), "02-28");
  EXPECT_EQ(post_due(timed), 1);
}

}  // namespace
}  // namespace aplauso::test
