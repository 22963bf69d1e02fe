// Working hours over HTTP (docs/schedule.md): schedules and their validation, assignments one by
// one and by department, who may manage them, another organisation's ids, "at work now" on a
// fixed clock, and reminders mailed outside working hours held until the next interval starts
// (through the real SMTP test server).
#include <gtest/gtest.h>

#include <boost/json/array.hpp>
#include <memory>

#include "core/clock.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/mail/mail_service.h"
#include "modules/notifications/notification_service.h"
#include "support/smtp_server.h"
#include "support/test_server.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

// Monday 2026-12-07 12:00 in Mexico City (18:00 UTC).
constexpr std::int64_t kScheduleMondayNoon = 1796666400000;
constexpr std::int64_t kScheduleHour = 3600 * 1000;

inline constexpr db::Statement kScheduleModuleOff{
    "test.schedule_module_off",
    "UPDATE org_services SET enabled = 0 WHERE org_id = $1 AND service = 'schedule'"};

class ScheduleApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    clock_ = std::make_unique<ManualClock>(kScheduleMondayNoon);
    smtp_ = std::make_unique<SmtpServer>();
    server_ = std::make_unique<TestServer>(
        [](Config& c) {
          c.smtp_url = smtp_->url();
          c.mail_from = "Aplauso <no-reply@demo.local>";
        },
        clock_.get());
  }
  static void TearDownTestSuite() {
    server_.reset();
    smtp_.reset();
    clock_.reset();
  }
  void SetUp() override { move_to(kScheduleMondayNoon); }

  static TestServer& server() { return *server_; }
  static HttpClient client(const std::string& host) { return server_->client(host); }

  // Monday to Friday 09:00-14:00 and 15:00-18:00.
  static json::array office_week() {
    json::array week;
    for (int d = 0; d < 7; ++d) {
      json::array day;
      if (d < 5) {
        day.push_back(json::object{{"start", "09:00"}, {"end", "14:00"}});
        day.push_back(json::object{{"start", "15:00"}, {"end", "18:00"}});
      }
      week.push_back(std::move(day));
    }
    return week;
  }
  static json::object office(const std::string& name, bool is_default = false) {
    return {{"name", name},
            {"timezone", "America/Mexico_City"},
            {"week", office_week()},
            {"is_default", is_default}};
  }
  static std::int64_t create(const TestOrg& org, const json::object& body) {
    const auto r = client(org.host).post("/api/org/schedules", body, org.admin_token);
    if (r.status != 201) throw std::runtime_error("create failed: " + r.body);
    return r.data().at("id").as_int64();
  }
  static HttpResult assign(const TestOrg& org, json::object body) {
    return client(org.host).post("/api/org/schedules/assign", body, org.admin_token);
  }
  static void move_to(std::int64_t ms) { clock_->advance_ms(ms - clock_->now_ms()); }

  static inline std::unique_ptr<ManualClock> clock_;
  static inline std::unique_ptr<SmtpServer> smtp_;
  static inline std::unique_ptr<TestServer> server_;
};

TEST_F(ScheduleApi, AdminsKeepSchedulesAndBadWeeksAreRefusedWithTheirFields) {
  const auto org = make_org(server(), {"schedule"});
  const auto c = client(org.host);
  const auto id = create(org, office("Oficina", true));

  auto r = c.get("/api/org/schedules/" + std::to_string(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("name").as_string(), "Oficina");
  EXPECT_TRUE(r.data().at("is_default").as_bool());
  EXPECT_EQ(r.data().at("week").as_array().at(0).as_array().size(), 2U);
  EXPECT_EQ(r.data().at("week").as_array().at(0).as_array().at(1).at("end").as_string(), "18:00");
  EXPECT_TRUE(r.data().at("week").as_array().at(6).as_array().empty());

  r = c.patch("/api/org/schedules/" + std::to_string(id), {{"name", "Oficina central"}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("name").as_string(), "Oficina central");
  r = c.get("/api/org/schedules", org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.data().as_array().size(), 1U);

  auto overlapping = office("Mal");
  overlapping["week"].as_array()[0] =
      json::array{json::object{{"start", "09:00"}, {"end", "14:00"}},
                  json::object{{"start", "13:00"}, {"end", "18:00"}}};
  r = c.post("/api/org/schedules", overlapping, org.admin_token);
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("week.0").empty()) << r.body;

  auto bad_time = office("");
  bad_time["timezone"] = "Marte/Olympus";
  bad_time["week"].as_array()[1] = json::array{json::object{{"start", "25:00"}, {"end", "26:00"}}};
  bad_time["week"].as_array()[2] = json::array{json::object{{"start", "18:00"}, {"end", "09:00"}}};
  r = c.post("/api/org/schedules", bad_time, org.admin_token);
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("week.1").empty()) << r.body;

  bad_time["week"].as_array()[1] = json::array{};
  r = c.post("/api/org/schedules", bad_time, org.admin_token);
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("week.2").empty()) << "start after end: " << r.body;
  EXPECT_FALSE(r.field_error("name").empty()) << r.body;
  EXPECT_FALSE(r.field_error("timezone").empty()) << r.body;

  // The default cannot be deleted; one in use is archived; an unused one is deleted.
  r = c.request("DELETE", "/api/org/schedules/" + std::to_string(id), {}, org.admin_token);
  EXPECT_EQ(r.status, 409) << r.body;
  const auto member = make_user(server(), org, Role::kEmployee, "Ana");
  const auto shift = create(org, office("Turno"));
  ASSERT_EQ(assign(org, {{"schedule_id", shift}, {"user_ids", json::array{member.id}}}).status,
            200);
  r = c.request("DELETE", "/api/org/schedules/" + std::to_string(shift), {}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("deleted").as_bool());
  EXPECT_EQ(r.data().at("schedule").at("status").as_string(), "archived");
  r = assign(org, {{"schedule_id", shift}, {"user_ids", json::array{member.id}}});
  EXPECT_EQ(r.status, 409) << "an archived schedule is not assigned: " << r.body;
  const auto spare = create(org, office("Libre"));
  r = c.request("DELETE", "/api/org/schedules/" + std::to_string(spare), {}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("deleted").as_bool());
  EXPECT_EQ(c.get("/api/org/schedules/" + std::to_string(spare), org.admin_token).status, 404);
}

TEST_F(ScheduleApi, AWholeDepartmentIsAssignedAtOnceAndOthersFollowTheDefault) {
  const auto org = make_org(server(), {"schedule"});
  const auto c = client(org.host);
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto caro = make_user(server(), org, Role::kEmployee, "Caro");
  const auto plant = *scalar(server(), sql::kInsertDepartment, {org.id, "Planta"});
  exec(server(), sql::kSetDepartment, {ana.id, plant});
  exec(server(), sql::kSetDepartment, {beto.id, plant});
  const auto office_id = create(org, office("Oficina", true));
  const auto shift = create(org, office("Turno"));

  auto r = assign(org, {{"schedule_id", shift}, {"department_id", plant}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("assigned").as_int64(), 2);
  r = c.get("/api/org/schedules/" + std::to_string(shift) + "/people", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 2U);

  r = c.get("/api/schedule/me", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("source").as_string(), "assigned");
  EXPECT_EQ(r.data().at("schedule").at("id").as_int64(), shift);
  r = c.get("/api/schedule/people/" + std::to_string(caro.id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("source").as_string(), "default");
  EXPECT_EQ(r.data().at("schedule").at("id").as_int64(), office_id);

  // Back to the default.
  r = assign(org, {{"schedule_id", nullptr}, {"user_ids", json::array{ana.id}}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(c.get("/api/schedule/me", ana.token).data().at("source").as_string(), "default");

  // Neither targets nor both: 400.
  EXPECT_EQ(assign(org, {{"schedule_id", shift}}).status, 400);
  EXPECT_EQ(
      assign(org,
             {{"schedule_id", shift}, {"department_id", plant}, {"user_ids", json::array{ana.id}}})
          .status,
      400);
}

TEST_F(ScheduleApi, MembersCannotManageAndAnotherOrganisationsIdsAreNotFound) {
  const auto org = make_org(server(), {"schedule"});
  const auto other = make_org(server(), {"schedule"});
  const auto c = client(org.host);
  const auto member = make_user(server(), org, Role::kEmployee, "Ana");
  const auto stranger = make_user(server(), other, Role::kEmployee, "Zoe");
  const auto theirs = create(other, office("Ajeno"));
  const auto ours = create(org, office("Nuestro"));

  EXPECT_EQ(c.post("/api/org/schedules", office("Mío"), member.token).status, 403);
  EXPECT_EQ(c.get("/api/org/schedules", member.token).status, 403);
  EXPECT_EQ(
      c.request("DELETE", "/api/org/schedules/" + std::to_string(ours), {}, member.token).status,
      403);
  EXPECT_EQ(c.post("/api/org/schedules/assign",
                   json::object{{"schedule_id", ours}, {"user_ids", json::array{member.id}}},
                   member.token)
                .status,
            403);

  EXPECT_EQ(c.get("/api/org/schedules/" + std::to_string(theirs), org.admin_token).status, 404);
  EXPECT_EQ(
      c.patch("/api/org/schedules/" + std::to_string(theirs), {{"name", "X"}}, org.admin_token)
          .status,
      404);
  EXPECT_EQ(assign(org, {{"schedule_id", theirs}, {"user_ids", json::array{member.id}}}).status,
            404);
  EXPECT_EQ(assign(org, {{"schedule_id", ours}, {"user_ids", json::array{stranger.id}}}).status,
            404);
  const auto their_department = *scalar(server(), sql::kInsertDepartment, {other.id, "Ajeno"});
  EXPECT_EQ(assign(org, {{"schedule_id", ours}, {"department_id", their_department}}).status, 404);
  EXPECT_EQ(c.get("/api/schedule/people/" + std::to_string(stranger.id), member.token).status, 404);
}

TEST_F(ScheduleApi, SaysWhetherSomeoneIsAtWorkNowOnTheClock) {
  const auto org = make_org(server(), {"schedule"});
  const auto c = client(org.host);
  const auto member = make_user(server(), org, Role::kEmployee, "Ana");
  create(org, office("Oficina", true));

  auto r = c.get("/api/schedule/me", member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("working_now").as_bool()) << r.body;
  EXPECT_EQ(r.data().at("timezone").as_string(), "America/Mexico_City");
  EXPECT_EQ(r.data().at("timezone_source").as_string(), "schedule");
  EXPECT_EQ(r.data().at("until").as_int64(), kScheduleMondayNoon + 2 * kScheduleHour)
      << "the morning interval ends at 14:00";

  move_to(kScheduleMondayNoon + 2 * kScheduleHour + 30 * 60 * 1000);  // 14:30, lunch
  const auto token = c.login(member.email, member.password);
  r = c.get("/api/schedule/me", token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("working_now").as_bool());
  EXPECT_EQ(r.data().at("next_start").as_int64(), kScheduleMondayNoon + 3 * kScheduleHour);

  move_to(kScheduleMondayNoon + 8 * kScheduleHour);  // 20:00
  r = c.get("/api/schedule/people/" + std::to_string(member.id),
            c.login(org.admin_email, org.admin_password));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("working_now").as_bool());
  EXPECT_EQ(r.data().at("next_start").as_int64(), kScheduleMondayNoon + 21 * kScheduleHour)
      << "Tuesday 09:00";
}

class ScheduleReminders : public ScheduleApi {
 protected:
  // A task due today for `user`, as the tasks job raises it (a reminder kind).
  static void remind(const TestOrg& org, std::int64_t user) {
    const auto& notices = server().app().service<notifications::NotificationService>();
    server().app().db().transact([&](db::Conn& c) {
      notices.notify(c, OrgId{org.id}, "task_due_today", {user},
                     json::object{{"task_id", 7}, {"name", "Informe mensual"}});
    });
  }
  static std::size_t mails_to(const std::string& email) {
    server().app().service<notifications::NotificationService>().mail_due();
    server().app().service<mail::MailService>().deliver_due();
    std::size_t n = 0;
    for (const auto& m : smtp_->messages()) {
      if (m.find("To: <" + email + ">") != std::string::npos) ++n;
    }
    return n;
  }
};

TEST_F(ScheduleReminders, AReminderOutsideWorkingHoursWaitsForTheNextInterval) {
  const auto org = make_org(server(), {"schedule", "notifications"});
  const auto member = make_user(server(), org, Role::kEmployee, "Ana");
  create(org, office("Oficina", true));
  move_to(kScheduleMondayNoon + 8 * kScheduleHour + 30 * 60 * 1000);  // Monday 20:30

  remind(org, member.id);
  EXPECT_EQ(mails_to(member.email), 0U) << "held until Tuesday 09:00";
  const auto c = client(org.host);
  auto r = c.get("/api/user/notification", c.login(member.email, member.password));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.body.find("task_due_today"), std::string::npos) << "in the app at once";

  move_to(kScheduleMondayNoon + 21 * kScheduleHour - 60 * 1000);  // Tuesday 08:59
  EXPECT_EQ(mails_to(member.email), 0U);
  move_to(kScheduleMondayNoon + 21 * kScheduleHour);  // Tuesday 09:00
  EXPECT_EQ(mails_to(member.email), 1U) << "sent when the interval starts";
  EXPECT_EQ(mails_to(member.email), 1U) << "once";
}

TEST_F(ScheduleReminders, WithTheModuleOffOrInWorkingHoursItGoesAtOnce) {
  const auto org = make_org(server(), {"schedule", "notifications"});
  const auto member = make_user(server(), org, Role::kEmployee, "Beto");
  create(org, office("Oficina", true));

  remind(org, member.id);  // Monday 12:00: at work
  EXPECT_EQ(mails_to(member.email), 1U);

  move_to(kScheduleMondayNoon + 8 * kScheduleHour + 30 * 60 * 1000);  // Monday 20:30
  exec(server(), kScheduleModuleOff, {org.id});
  remind(org, member.id);
  EXPECT_EQ(mails_to(member.email), 2U) << "the module is off: nothing waits";
}

}  // namespace
}  // namespace aplauso::test
