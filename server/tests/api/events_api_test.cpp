// Events over HTTP on both engines: who may create, see, edit, publish and delete (admins,
// organisers, members in and out of the audience), another organisation's ids, the module
// switched off, the registration window and required questions, capacity under 200 concurrent
// registrations for 50 places (EVT-4), the waitlist promoted in order with a hold to confirm and
// its expiry (EVT-3), cancellation seen by calendars (METHOD:CANCEL), the .ics's folding and
// escaping, the personal feed by token, the rotating pass (an old code refused after two
// windows), the event code read aloud, attendance points paid once under concurrent check-ins,
// the reminders job once, the month view; guests filling the capacity in strict order, custom
// answers counted as going or not, a per-event reminder schedule and the survey after the event
// sent once to who attended.
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "core/clock.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/events/event_codes.h"
#include "modules/events/event_ics.h"
#include "modules/events/event_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

constexpr std::int64_t kEvHour = 3'600'000;
constexpr std::int64_t kEvDay = 24 * kEvHour;

namespace events_sql {
inline constexpr db::Statement kNotices{
    "test.events_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kStatusCount{
    "test.events_status_count",
    "SELECT COUNT(*) FROM event_registrations WHERE org_id = $1 AND event_id = $2 AND status = "
    "$3"};
inline constexpr db::Statement kAttendanceEntries{
    "test.events_attendance_entries",
    "SELECT COUNT(*) FROM ledger_entries WHERE org_id = $1 AND reference_type = "
    "'event_registration' AND reference_id = $2"};
inline constexpr db::Statement kSecret{
    "test.events_secret", "SELECT checkin_secret FROM events WHERE org_id = $1 AND id = $2"};
}  // namespace events_sql

std::int64_t now_ms() {
  return SystemClock().now_ms();
}

class EventsApi : public ApiTest {
 protected:
  static std::string path(std::int64_t id, const std::string& tail = "") {
    return "/api/events/" + std::to_string(id) + tail;
  }

  static json::object body(std::int64_t starts_at, const json::object& extra = {}) {
    json::object b{{"title", "Taller de comunicación"},
                   {"kind", "in_person"},
                   {"location", "Sala Andes"},
                   {"starts_at", starts_at},
                   {"ends_at", starts_at + 2 * kEvHour}};
    for (const auto& [k, v] : extra) b[k] = v;
    return b;
  }

  static std::int64_t create(const HttpClient& c, const TestOrg& org, std::int64_t starts_at,
                             const json::object& extra = {}, bool publish = true) {
    auto b = body(starts_at, extra);
    b["publish"] = publish;
    const auto r = c.post("/api/events", b, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }

  static HttpResult rsvp(const HttpClient& c, const std::string& token, std::int64_t id,
                         const std::string& response, const json::object& extra = {}) {
    json::object b{{"response", response}};
    for (const auto& [k, v] : extra) b[k] = v;
    return c.post(path(id, "/rsvp"), b, token);
  }

  static std::int64_t notices(TestServer& s, const TestOrg& org, std::int64_t user,
                              const char* kind) {
    return scalar(s, events_sql::kNotices, {org.id, user, kind}).value_or(-1);
  }

  static std::int64_t with_status(TestServer& s, const TestOrg& org, std::int64_t event,
                                  const char* status) {
    return scalar(s, events_sql::kStatusCount, {org.id, event, status}).value_or(-1);
  }

  static std::set<std::int64_t> ids_of(const json::value& data) {
    std::set<std::int64_t> out;
    for (const auto& e : data.as_array()) out.insert(e.at("id").as_int64());
    return out;
  }
};

TEST_F(EventsApi, WhoMayCreateSeeEditAndDelete) {
  const auto org = make_org(server(), {"events"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto olga = make_user(server(), org, Role::kEmployee, "Olga");
  const auto pedro = make_user(server(), org, Role::kEmployee, "Pedro");
  const auto sales = scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"}).value_or(0);
  const auto tech = scalar(server(), sql::kInsertDepartment, {org.id, "Tecnología"}).value_or(0);
  exec(server(), sql::kSetDepartment, {ana.id, sales});
  exec(server(), sql::kSetDepartment, {pedro.id, tech});
  const auto c = client(org.host);
  const auto start = now_ms() + 7 * kEvDay;

  // Members do not create; bad fields are named.
  auto r = c.post("/api/events", body(start), ana.token);
  EXPECT_EQ(r.status, 403);
  r = c.post("/api/events",
             {{"title", ""},
              {"kind", "party"},
              {"starts_at", start},
              {"ends_at", start - 1},
              {"capacity", 0},
              {"link", "ftp://x"}},
             org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "invalid_event");
  EXPECT_NE(r.field_error("title"), "");
  EXPECT_NE(r.field_error("kind"), "");
  EXPECT_NE(r.field_error("capacity"), "");
  EXPECT_NE(r.field_error("link"), "");
  r = c.post("/api/events", body(start, {{"location", nullptr}}), org.admin_token);
  EXPECT_NE(r.field_error("location"), "") << "in person needs a place";
  r = c.post("/api/events", body(start, {{"kind", "online"}, {"location", nullptr}}),
             org.admin_token);
  EXPECT_NE(r.field_error("link"), "") << "online needs a link";
  r = c.post("/api/events", body(start, {{"ends_at", start - kEvHour}}), org.admin_token);
  EXPECT_NE(r.field_error("ends_at"), "");

  // A draft for Ventas organised by Olga: invisible to members until published.
  r = c.post("/api/events",
             body(start, {{"audience", {{"everyone", false}, {"departments", json::array{sales}}}},
                          {"organiser_ids", json::array{olga.id}},
                          {"attendance_points", 40}}),
             org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("status").as_string(), "draft");
  EXPECT_FALSE(r.data().at("time_zone").as_string().empty()) << "the organisation's";
  EXPECT_EQ(r.data().at("sequence").as_int64(), 0);
  EXPECT_EQ(r.data().at("organisers").as_array().size(), 1U);
  EXPECT_EQ(c.get(path(id), ana.token).status, 404);
  EXPECT_EQ(c.get(path(id), olga.token).status, 200) << "an organiser sees the draft";
  EXPECT_TRUE(c.get(path(id), olga.token).data().at("can_manage").as_bool());
  r = c.get("/api/events?manage=1", olga.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{id}));
  EXPECT_TRUE(ids_of(c.get("/api/events?manage=1", ana.token).data()).empty());

  // Organisers edit theirs, but not the organisers or the points; they publish.
  r = c.patch(path(id), json::object{{"title", "Taller de escucha"}}, olga.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("title").as_string(), "Taller de escucha");
  EXPECT_EQ(c.patch(path(id), json::object{{"attendance_points", 99}}, olga.token).status, 403);
  EXPECT_EQ(
      c.patch(path(id), json::object{{"organiser_ids", json::array{olga.id, ana.id}}}, olga.token)
          .status,
      403);
  EXPECT_EQ(
      c.patch(path(id),
              json::object{{"attendance_points", 40}, {"organiser_ids", json::array{olga.id}}},
              olga.token)
          .status,
      200)
      << "the same values sent back";
  EXPECT_EQ(c.patch(path(id), json::object{{"title", "x"}}, ana.token).status, 404);
  r = c.post(path(id, "/publish"), json::object{}, olga.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "published");
  EXPECT_EQ(c.post(path(id, "/publish"), json::object{}, olga.token).code(), "invalid_status");
  EXPECT_EQ(notices(server(), org, ana.id, "event_invited"), 1) << "in the audience";
  EXPECT_EQ(notices(server(), org, pedro.id, "event_invited"), 0);

  // The audience: Ana (Ventas) sees it, Pedro (Tecnología) does not.
  r = c.get(path(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("can_manage").as_bool());
  EXPECT_TRUE(r.data().at("registration_open").as_bool());
  EXPECT_EQ(c.get(path(id), pedro.token).status, 404);
  EXPECT_EQ(rsvp(c, pedro.token, id, "going").status, 404);
  EXPECT_EQ(ids_of(c.get("/api/events", ana.token).data()), (std::set<std::int64_t>{id}));
  EXPECT_TRUE(ids_of(c.get("/api/events", pedro.token).data()).empty());
  EXPECT_EQ(c.get("/api/events?from=10&to=5", ana.token).code(), "invalid_range");

  // Edits to the time bump the sequence and tell the registrants.
  ASSERT_EQ(rsvp(c, ana.token, id, "going").status, 200);
  r = c.patch(path(id),
              json::object{{"starts_at", start + kEvHour}, {"ends_at", start + 3 * kEvHour}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("sequence").as_int64(), 1);
  EXPECT_EQ(notices(server(), org, ana.id, "event_changed"), 1);
  EXPECT_EQ(c.patch(path(id), json::object{{"capacity", 1}}, org.admin_token).status, 200);
  r = c.patch(path(id), json::object{{"capacity", nullptr}}, org.admin_token);
  EXPECT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("capacity").is_null());

  // Delete: admins only; with registrations it is a cancellation.
  EXPECT_EQ(c.request("DELETE", path(id), {}, olga.token).status, 403);
  r = c.request("DELETE", path(id), {}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("outcome").as_string(), "cancelled");
  EXPECT_EQ(notices(server(), org, ana.id, "event_cancelled"), 1);
  EXPECT_EQ(c.patch(path(id), json::object{{"title", "Otra"}}, org.admin_token).code(),
            "event_cancelled");
  const auto empty = create(c, org, start, {}, false);
  r = c.request("DELETE", path(empty), {}, org.admin_token);
  EXPECT_EQ(r.data().at("outcome").as_string(), "deleted");
  EXPECT_EQ(c.get(path(empty), org.admin_token).status, 404);
}

TEST_F(EventsApi, OtherOrganisationsAndTheModuleFlag) {
  const auto org = make_org(server(), {"events"});
  const auto other = make_org(server(), {"events"});
  const auto c = client(org.host);
  const auto o = client(other.host);
  const auto id = create(c, org, now_ms() + kEvDay);
  EXPECT_EQ(o.get(path(id), other.admin_token).status, 404);
  EXPECT_EQ(o.patch(path(id), json::object{{"title", "x"}}, other.admin_token).status, 404);
  EXPECT_EQ(o.request("DELETE", path(id), {}, other.admin_token).status, 404);
  EXPECT_EQ(rsvp(o, other.admin_token, id, "going").status, 404);
  EXPECT_EQ(o.get(path(id, "/ics"), other.admin_token).status, 404);
  EXPECT_EQ(o.get(path(id, "/attendees"), other.admin_token).status, 404);
  EXPECT_EQ(o.post(path(id, "/checkin"), {{"pass", "12345678"}}, other.admin_token).status, 404);
  EXPECT_TRUE(ids_of(o.get("/api/events", other.admin_token).data()).empty());

  const auto off = make_org(server());
  const auto member = make_user(server(), off, Role::kEmployee, "Sin");
  const auto f = client(off.host);
  auto r = f.get("/api/events", member.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
  EXPECT_EQ(f.post("/api/events", body(now_ms() + kEvDay), off.admin_token).code(),
            "module_disabled");
  EXPECT_NE(f.get("/api/events/calendar/abc.ics").status, 200);
}

TEST_F(EventsApi, RegistrationWindowQuestionsAndResponses) {
  const auto org = make_org(server(), {"events"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto start = now_ms() + 3 * kEvDay;
  const auto later = create(c, org, start, {{"registration_opens_at", now_ms() + kEvDay}});
  auto r = rsvp(c, ana.token, later, "going");
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "registration_closed");
  const auto draft = create(c, org, start, {}, false);
  EXPECT_EQ(rsvp(c, org.admin_token, draft, "going").code(), "registration_closed");

  const auto form = json::parse(R"({"title": "Registro", "questions": [
      {"id": "dieta", "type": "single_choice", "required": true, "title": "¿Dieta?",
       "options": [{"id": "todo", "label": "Todo"}, {"id": "veg", "label": "Vegetariana"}]}]})");
  const auto id = create(c, org, start, {{"form", form}, {"allow_maybe", false}});
  r = c.get(path(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("has_form").as_bool());
  EXPECT_EQ(r.data().at("form_version").as_int64(), 1);
  EXPECT_EQ(r.data().at("form").at("questions").as_array().size(), 1U);
  r = rsvp(c, ana.token, id, "going");
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_answers");
  EXPECT_NE(r.field_error("answers.dieta"), "");
  EXPECT_EQ(rsvp(c, ana.token, id, "maybe").code(), "maybe_not_allowed");
  EXPECT_EQ(rsvp(c, ana.token, id, "whatever").status, 400);
  r = rsvp(c, ana.token, id, "going", {{"answers", {{"dieta", "veg"}}}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "confirmed");
  EXPECT_EQ(r.data().at("answers").at("dieta").as_string(), "veg");
  EXPECT_EQ(notices(server(), org, ana.id, "event_registered"), 1);
  r = c.get("/api/events?mine=1", ana.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{id}));
  EXPECT_EQ(r.data().at(0).at("my").at("status").as_string(), "confirmed");
  r = rsvp(c, ana.token, id, "not_going");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "cancelled");
  EXPECT_TRUE(ids_of(c.get("/api/events?mine=1", ana.token).data()).empty());
  r = c.get(path(id, "/attendees"), ana.token);
  EXPECT_EQ(r.status, 403) << "attendees are the organisers'";
}

TEST_F(EventsApi, TwoHundredConcurrentRegistrationsForFiftyPlaces) {
  const auto org = make_org(server(), {"events"});
  const auto c = client(org.host);
  const auto id = create(c, org, now_ms() + 5 * kEvDay, {{"capacity", 50}});
  std::vector<TestUser> people;
  for (int i = 0; i < 200; ++i) people.push_back(make_user(server(), org, Role::kEmployee, "P"));
  std::atomic<int> confirmed = 0, waitlisted = 0, failed = 0;
  std::vector<std::thread> threads;
  threads.reserve(people.size());
  for (const auto& p : people) {
    threads.emplace_back([&, token = p.token] {
      const auto r = rsvp(c, token, id, "going");
      if (r.status != 200) {
        ++failed;
      } else if (r.data().at("status").as_string() == "confirmed") {
        ++confirmed;
      } else if (r.data().at("status").as_string() == "waitlisted") {
        ++waitlisted;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(failed, 0);
  EXPECT_EQ(confirmed, 50);
  EXPECT_EQ(waitlisted, 150);
  EXPECT_EQ(with_status(server(), org, id, "confirmed"), 50);
  EXPECT_EQ(with_status(server(), org, id, "waitlisted"), 150);
  auto r = c.get(path(id), org.admin_token);
  EXPECT_EQ(r.data().at("places_left").as_int64(), 0);
  EXPECT_EQ(r.data().at("counts").at("waitlisted").as_int64(), 150);
  // Waitlist positions are 1..150, each once.
  r = c.get(path(id, "/attendees?status=waitlisted&perPage=100&page=2"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 150);
  EXPECT_EQ(r.data().as_array().size(), 50U);
  EXPECT_EQ(r.data().at(0).at("waitlist_position").as_int64(), 101);
}

TEST_F(EventsApi, CancellationReachesCalendarsAndTheIcsIsWellFormed) {
  const auto org = make_org(server(), {"events"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const std::string title =
      "Café, charla; y \\ más: un título largo con tildes áéíóú ñandú que "
      "pasa de setenta y cinco octetos";
  const auto id = create(c, org, now_ms() + 2 * kEvDay,
                         {{"title", title}, {"description", "Línea uno\nLínea dos, con coma"}});
  ASSERT_EQ(rsvp(c, ana.token, id, "going").status, 200);
  auto r = c.get(path(id, "/ics"), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.header("content-type").find("text/calendar"), std::string::npos);
  const auto& ics = r.body;
  EXPECT_NE(ics.find("METHOD:PUBLISH\r\n"), std::string::npos);
  EXPECT_NE(ics.find("UID:event-" + std::to_string(id) + "@" + org.host), std::string::npos);
  EXPECT_NE(ics.find("SEQUENCE:0\r\n"), std::string::npos);
  EXPECT_NE(ics.find("Línea uno\\nLínea dos\\, con coma"), std::string::npos);
  // Every line ends in CRLF and holds at most 75 octets.
  std::size_t begin = 0;
  while (begin < ics.size()) {
    const auto end = ics.find("\r\n", begin);
    ASSERT_NE(end, std::string::npos) << "a line without CRLF";
    EXPECT_LE(end - begin, 75U) << ics.substr(begin, end - begin);
    begin = end + 2;
  }
  // Unfolded, the summary is the title escaped.
  std::string unfolded;
  for (std::size_t i = 0; i < ics.size(); ++i) {
    if (ics.compare(i, 3, "\r\n ") == 0) {
      i += 2;
      continue;
    }
    unfolded += ics[i];
  }
  EXPECT_NE(unfolded.find("SUMMARY:Café\\, charla\\; y \\\\ más"), std::string::npos) << unfolded;

  ASSERT_EQ(c.request("DELETE", path(id), {}, org.admin_token).data().at("outcome"), "cancelled");
  r = c.get(path(id, "/ics"), ana.token);
  ASSERT_EQ(r.status, 200);
  EXPECT_NE(r.body.find("METHOD:CANCEL\r\n"), std::string::npos);
  EXPECT_NE(r.body.find("STATUS:CANCELLED\r\n"), std::string::npos);
  EXPECT_NE(r.body.find("SEQUENCE:1\r\n"), std::string::npos);
  EXPECT_EQ(notices(server(), org, ana.id, "event_cancelled"), 1);
}

TEST_F(EventsApi, PersonalCalendarFeedByToken) {
  const auto org = make_org(server(), {"events"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto going = create(c, org, now_ms() + kEvDay);
  const auto not_mine = create(c, org, now_ms() + 2 * kEvDay);
  const auto cancelled = create(c, org, now_ms() + 3 * kEvDay);
  ASSERT_EQ(rsvp(c, ana.token, going, "going").status, 200);
  ASSERT_EQ(rsvp(c, ana.token, cancelled, "maybe").status, 200);
  ASSERT_EQ(c.request("DELETE", path(cancelled), {}, org.admin_token).status, 200);

  auto r = c.post("/api/events/calendar/token", json::object{}, ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string url(r.data().at("url").as_string());
  EXPECT_TRUE(std::string(r.data().at("webcal_url").as_string()).starts_with("webcal://"));
  const auto feed_path = url.substr(url.find("/api/"));
  r = c.get(feed_path);  // no session
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.body.find("UID:event-" + std::to_string(going) + "@"), std::string::npos);
  EXPECT_EQ(r.body.find("UID:event-" + std::to_string(not_mine) + "@"), std::string::npos);
  const auto at = r.body.find("UID:event-" + std::to_string(cancelled) + "@");
  ASSERT_NE(at, std::string::npos);
  EXPECT_NE(r.body.find("STATUS:CANCELLED", at), std::string::npos);
  EXPECT_EQ(c.get("/api/events/calendar/not-a-token.ics").status, 404);

  // A new secret retires the old URL.
  ASSERT_EQ(c.post("/api/events/calendar/token", json::object{}, ana.token).status, 201);
  EXPECT_EQ(c.get(feed_path).status, 404);
}

TEST_F(EventsApi, AttendancePointsArePaidOnceUnderConcurrentCheckIns) {
  const auto org = make_org(server(), {"events"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto olga = make_user(server(), org, Role::kEmployee, "Olga");
  const auto c = client(org.host);
  const auto id = create(c, org, now_ms() + 10 * 60'000,
                         {{"attendance_points", 40}, {"organiser_ids", json::array{olga.id}}});
  // Before registering there is no pass.
  EXPECT_EQ(c.get(path(id, "/pass"), ana.token).code(), "not_confirmed");
  ASSERT_EQ(rsvp(c, ana.token, id, "going").status, 200);
  auto r = c.get(path(id, "/pass"), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string code(r.data().at("code").as_string());
  const std::string qr(r.data().at("qr_text").as_string());
  EXPECT_EQ(code.size(), 8U);
  EXPECT_TRUE(qr.starts_with("APL:" + std::to_string(id) + ":"));
  EXPECT_EQ(c.post(path(id, "/checkin"), {{"pass", qr}}, ana.token).status, 403)
      << "attendees do not check others in";
  EXPECT_EQ(c.post(path(id, "/checkin"), {{"pass", "APL:1:2:3"}}, olga.token).code(),
            "invalid_pass");
  EXPECT_EQ(c.post(path(id, "/checkin"), {{"pass", "00000000"}}, olga.token).status, 422);

  constexpr int kThreads = 10;
  std::atomic<int> ok = 0, paid = 0, already = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      const auto res = c.post(path(id, "/checkin"), {{"pass", t % 2 == 0 ? qr : code}},
                              t % 3 == 0 ? org.admin_token : olga.token);
      if (res.status != 200) return;
      ++ok;
      if (res.data().at("points_paid").as_int64() == 40) ++paid;
      if (res.data().at("already_checked_in").as_bool()) ++already;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok, kThreads);
  EXPECT_EQ(paid, 1);
  EXPECT_EQ(already, kThreads - 1);
  r = c.get(path(id), ana.token);
  EXPECT_TRUE(r.data().at("my").at("points_paid").as_bool());
  const auto reg = r.data().at("my").at("id").as_int64();
  EXPECT_EQ(scalar(server(), events_sql::kAttendanceEntries, {org.id, reg}), 1);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 40);
  EXPECT_EQ(ledger_sum(server(), org), 0);

  // The attendance list and its counts.
  r = c.get(path(id, "/attendees"), olga.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at(0).at("person").at("id").as_int64(), ana.id);
  EXPECT_FALSE(r.data().at(0).at("checked_in_at").is_null());
  EXPECT_EQ(r.json().at("meta").at("summary").at("counts").at("checked_in").as_int64(), 1);
  EXPECT_TRUE(r.json().at("meta").at("summary").at("no_show_rate").is_null()) << "not ended";
}

TEST(UnitEventsIcs, EscapesAndFoldsOnCharacterBoundaries) {
  EXPECT_EQ(events::ics_escape("a,b;c\\d\ne\r\nf"), "a\\,b\\;c\\\\d\\ne\\nf");
  const std::string line = "SUMMARY:" + std::string(100, 'x');
  const auto folded = events::ics_fold(line);
  EXPECT_EQ(folded.substr(0, 75), line.substr(0, 75));
  EXPECT_EQ(folded.substr(75, 3), "\r\n ");
  EXPECT_TRUE(folded.ends_with("\r\n"));
  // "ñ" is two octets: a fold never splits it.
  std::string accents = "SUMMARY:";
  for (int i = 0; i < 60; ++i) accents += "ñ";
  const auto f2 = events::ics_fold(accents);
  std::size_t begin = 0;
  while (begin < f2.size()) {
    const auto end = f2.find("\r\n", begin);
    const auto piece = f2.substr(begin, end - begin);
    EXPECT_LE(piece.size(), 75U);
    const auto body_part = piece.starts_with(" ") ? piece.substr(1) : piece;
    EXPECT_NE(static_cast<unsigned char>(body_part.front()) & 0xC0, 0x80) << "split inside ñ";
    begin = end + 2;
  }
  EXPECT_EQ(events::ics_utc(0), "19700101T000000Z");
  EXPECT_EQ(events::ics_utc(1'780'279'200'000), "20260601T020000Z");
}

TEST(UnitEventsCodes, PassesRotateAndReadBack) {
  const std::string secret = "0123456789abcdef";
  const auto w = events::code_window(1'780'279'200'000);
  const auto code = events::pass_code(secret, 7, w);
  EXPECT_EQ(code.size(), 8U);
  EXPECT_EQ(code, events::pass_code(secret, 7, w));
  EXPECT_NE(code, events::pass_code(secret, 7, w + 1));
  EXPECT_NE(code, events::pass_code(secret, 8, w));
  EXPECT_EQ(events::event_code(secret, 7, w).size(), 6U);
  const auto read = events::read_pass("APL:12:7:" + code);
  ASSERT_TRUE(read);
  EXPECT_EQ(*read->event_id, 12);
  EXPECT_EQ(*read->registration_id, 7);
  EXPECT_EQ(read->code, code);
  EXPECT_TRUE(events::read_pass("1234 5678"));
  EXPECT_FALSE(events::read_pass("APL:12:7"));
  EXPECT_FALSE(events::read_pass("12345"));
}

// The waitlist's holds, the passes' windows and the reminders, with a clock that moves.
class EventsTimed : public EventsApi {};

TEST_F(EventsTimed, WaitlistPromotionHoldExpiryPassRotationAndReminders) {
  ManualClock clock(1'780'279'200'000);  // 2026-06-01 02:00 UTC
  TestServer timed({}, &clock);
  auto org = make_org(timed, {"events"});
  const auto c = timed.client(org.host);
  auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  auto bea = make_user(timed, org, Role::kEmployee, "Bea");
  auto cata = make_user(timed, org, Role::kEmployee, "Cata");
  auto dani = make_user(timed, org, Role::kEmployee, "Dani");
  // Sessions last 12 hours: sign in again after the clock jumps.
  const auto refresh = [&] {
    org.admin_token = c.login(org.admin_email, org.admin_password);
    for (auto* u : {&ana, &bea, &cata, &dani}) u->token = c.login(u->email, u->password);
  };
  auto& service = timed.app().service<events::EventService>();
  const auto start = clock.now_ms() + 3 * kEvDay;
  auto b = body(start, {{"capacity", 1}, {"hold_hours", 2}, {"attendance_points", 25}});
  b["publish"] = true;
  auto r = c.post("/api/events", b, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();

  // Ana takes the only place; Bea, Cata and Dani wait in that order.
  EXPECT_EQ(rsvp(c, ana.token, id, "going").data().at("status").as_string(), "confirmed");
  r = rsvp(c, bea.token, id, "going");
  EXPECT_EQ(r.data().at("status").as_string(), "waitlisted");
  EXPECT_EQ(r.data().at("waitlist_position").as_int64(), 1);
  clock.advance_ms(1000);
  EXPECT_EQ(rsvp(c, cata.token, id, "going").data().at("waitlist_position").as_int64(), 2);
  clock.advance_ms(1000);
  EXPECT_EQ(rsvp(c, dani.token, id, "going").data().at("waitlist_position").as_int64(), 3);
  EXPECT_EQ(notices(timed, org, bea.id, "event_waitlisted"), 1);
  EXPECT_EQ(rsvp(c, bea.token, id, "going").data().at("waitlist_position").as_int64(), 1)
      << "going again keeps the position";

  // Ana cancels: Bea is offered the place for two hours; she declines, Cata is offered.
  EXPECT_EQ(c.post(path(id, "/confirm"), json::object{}, bea.token).code(), "no_offer");
  ASSERT_EQ(rsvp(c, ana.token, id, "not_going").status, 200);
  r = c.get(path(id), bea.token);
  EXPECT_EQ(r.data().at("my").at("status").as_string(), "offered");
  EXPECT_EQ(r.data().at("my").at("offered_until").as_int64(), clock.now_ms() + 2 * kEvHour);
  EXPECT_EQ(r.data().at("places_left").as_int64(), 0) << "an offer holds the place";
  EXPECT_EQ(notices(timed, org, bea.id, "event_offered"), 1);
  ASSERT_EQ(c.post(path(id, "/decline"), json::object{}, bea.token).status, 200);
  EXPECT_EQ(c.get(path(id), cata.token).data().at("my").at("status").as_string(), "offered");
  EXPECT_EQ(c.get(path(id), dani.token).data().at("my").at("waitlist_position").as_int64(), 1);

  // Cata lets the hold pass: the job cancels her offer and offers the place to Dani.
  clock.advance_ms(2 * kEvHour + 1000);
  EXPECT_EQ(service.expire_offers(), 1);
  EXPECT_EQ(service.expire_offers(), 0);
  EXPECT_EQ(c.get(path(id), cata.token).data().at("my").at("status").as_string(), "cancelled");
  EXPECT_EQ(c.post(path(id, "/confirm"), json::object{}, cata.token).code(), "no_offer");
  r = c.post(path(id, "/confirm"), json::object{}, dani.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "confirmed");

  // A late confirmation: the offer is gone when its hold has passed, even before the job runs.
  const auto eva = make_user(timed, org, Role::kEmployee, "Eva");
  ASSERT_EQ(c.patch(path(id), json::object{{"capacity", 2}}, org.admin_token).status, 200);
  ASSERT_EQ(rsvp(c, eva.token, id, "going").data().at("status").as_string(), "confirmed");
  ASSERT_EQ(rsvp(c, ana.token, id, "going").data().at("status").as_string(), "waitlisted");
  ASSERT_EQ(rsvp(c, eva.token, id, "not_going").status, 200);
  EXPECT_EQ(c.get(path(id), ana.token).data().at("my").at("status").as_string(), "offered");
  clock.advance_ms(3 * kEvHour);
  r = c.post(path(id, "/confirm"), json::object{}, ana.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "offer_expired");
  EXPECT_EQ(c.get(path(id), ana.token).data().at("my").at("status").as_string(), "cancelled");

  // Reminders: the day before, once; then the hour before, once; not with the module off.
  EXPECT_EQ(service.send_reminders(), 0) << "more than a day ahead";
  clock.advance_ms(start - clock.now_ms() - 20 * kEvHour);
  refresh();
  EXPECT_EQ(service.send_reminders(), 1) << "Dani, confirmed";
  EXPECT_EQ(service.send_reminders(), 0) << "once";
  EXPECT_EQ(notices(timed, org, dani.id, "event_reminder"), 1);
  clock.advance_ms(19 * kEvHour + 30 * 60'000);  // half an hour before the start
  refresh();
  EXPECT_EQ(service.send_reminders(), 1);
  EXPECT_EQ(service.send_reminders(), 0);
  EXPECT_EQ(notices(timed, org, dani.id, "event_reminder"), 2);
  EXPECT_EQ(notices(timed, org, bea.id, "event_reminder"), 0);

  // The pass rotates every 30 s: the previous window's code is taken, an older one is not.
  r = c.get(path(id, "/pass"), dani.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string old_code(r.data().at("code").as_string());
  EXPECT_EQ(r.data().at("expires_at").as_int64() % 30'000, 0);
  clock.advance_ms(61'000);
  EXPECT_NE(c.get(path(id, "/pass"), dani.token).data().at("code").as_string(), old_code);
  r = c.post(path(id, "/checkin"), {{"pass", old_code}}, org.admin_token);
  EXPECT_EQ(r.code(), "invalid_pass") << "two windows later";
  const std::string fresh(c.get(path(id, "/pass"), dani.token).data().at("code").as_string());
  clock.advance_ms(30'000);
  r = c.post(path(id, "/checkin"), {{"pass", fresh}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << "the previous window's code " << r.body;
  EXPECT_EQ(r.data().at("points_paid").as_int64(), 25);

  // The event code read aloud: Ana has no place; the self check-in needs a confirmed one.
  r = c.get(path(id, "/checkin/code"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string spoken(r.data().at("code").as_string());
  EXPECT_EQ(spoken.size(), 6U);
  EXPECT_EQ(c.get(path(id, "/checkin/code"), dani.token).status, 403);
  EXPECT_EQ(c.post(path(id, "/self_checkin"), {{"code", spoken}}, ana.token).code(),
            "not_confirmed");
  r = c.post(path(id, "/self_checkin"), {{"code", spoken}}, dani.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("already_checked_in").as_bool());
  EXPECT_EQ(r.data().at("points_paid").as_int64(), 0);
  EXPECT_EQ(balances(timed, org, dani.id).redeem, 25);

  // After the end check-in is closed and the no-show rate is known.
  clock.advance_ms(3 * kEvHour);
  EXPECT_EQ(c.get(path(id, "/pass"), dani.token).code(), "checkin_closed");
  r = c.get(path(id, "/attendees"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_DOUBLE_EQ(r.json().at("meta").at("summary").at("no_show_rate").as_double(), 0.0);
}

TEST_F(EventsTimed, AWeekBeforeRemindsWhoRegisteredEarlierOnce) {
  ManualClock clock(1'780'279'200'000);  // 2026-06-01 02:00 UTC
  TestServer timed({}, &clock);
  auto org = make_org(timed, {"events"});
  const auto c = timed.client(org.host);
  auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  auto bea = make_user(timed, org, Role::kEmployee, "Bea");
  auto& service = timed.app().service<events::EventService>();
  const auto start = clock.now_ms() + 10 * kEvDay;
  const auto id = create(c, org, start);
  ASSERT_EQ(rsvp(c, ana.token, id, "going").status, 200);
  EXPECT_EQ(service.send_reminders(), 0) << "ten days ahead";
  clock.advance_ms(4 * kEvDay);  // six days before the start
  org.admin_token = c.login(org.admin_email, org.admin_password);
  bea.token = c.login(bea.email, bea.password);
  ASSERT_EQ(rsvp(c, bea.token, id, "going").status, 200) << "within the week";
  EXPECT_EQ(service.send_reminders(), 1) << "Ana only: Bea registered within the week";
  EXPECT_EQ(service.send_reminders(), 0) << "once";
  EXPECT_EQ(notices(timed, org, ana.id, "event_reminder"), 1);
  EXPECT_EQ(notices(timed, org, bea.id, "event_reminder"), 0);
  clock.advance_ms(start - clock.now_ms() - 20 * kEvHour);  // the day before: both
  EXPECT_EQ(service.send_reminders(), 2);
  EXPECT_EQ(notices(timed, org, ana.id, "event_reminder"), 2);
  EXPECT_EQ(notices(timed, org, bea.id, "event_reminder"), 1);
}

TEST_F(EventsApi, AnErasedPersonsPlaceGoesToTheNextAndTheirSecretsAndAnswersGo) {
  const auto org = make_org(server(), {"events"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");
  const auto c = client(org.host);
  const auto form = json::parse(R"({"title": "Registro", "questions": [
      {"id": "dieta", "type": "short_text", "required": true, "title": "¿Alergias?"}]})");
  const auto id = create(c, org, now_ms() + 2 * kEvDay, {{"capacity", 1}, {"form", form}});
  auto r = rsvp(c, ana.token, id, "going", {{"answers", {{"dieta", "Maní"}}}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "confirmed");
  r = rsvp(c, bruno.token, id, "going", {{"answers", {{"dieta", "Ninguna"}}}});
  EXPECT_EQ(r.data().at("status").as_string(), "waitlisted");
  r = c.post("/api/events/calendar/token", json::object{}, ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string url(r.data().at("url").as_string());
  const auto feed_path = url.substr(url.find("/api/"));
  ASSERT_EQ(c.get(feed_path).status, 200);

  ASSERT_EQ(c.post("/api/user/admin/delete", {{"user_id", ana.id}}, org.admin_token).status, 200);
  EXPECT_EQ(c.get(feed_path).status, 404) << "her calendar secret no longer opens anything";
  EXPECT_EQ(with_status(server(), org, id, "offered"), 1) << "Bruno is offered her place";
  EXPECT_EQ(notices(server(), org, bruno.id, "event_offered"), 1);
  r = c.get(path(id, "/attendees?status=cancelled"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto cancelled = r.data();
  ASSERT_EQ(cancelled.as_array().size(), 1U);
  for (const auto& a : cancelled.as_array()) {
    EXPECT_TRUE(a.as_object().if_contains("answers") == nullptr || a.at("answers").is_null() ||
                a.at("answers").as_object().empty())
        << "her answers are gone: " << json::serialize(a);
  }
}

TEST_F(EventsApi, SelfCheckInWithTheEventCode) {
  const auto org = make_org(server(), {"events"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto id = create(c, org, now_ms() + 5 * 60'000, {{"attendance_points", 10}});
  ASSERT_EQ(rsvp(c, ana.token, id, "going").status, 200);
  const std::string code(
      c.get(path(id, "/checkin/code"), org.admin_token).data().at("code").as_string());
  // A code one digit off the organiser's is refused.
  std::string wrong = code;
  wrong[0] = wrong[0] == '9' ? '0' : static_cast<char>(wrong[0] + 1);
  auto r = c.post(path(id, "/self_checkin"), {{"code", wrong}}, ana.token);
  EXPECT_EQ(r.code(), "invalid_code");
  r = c.post(path(id, "/self_checkin"), {{"code", code}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("points_paid").as_int64(), 10);
  EXPECT_FALSE(r.data().at("already_checked_in").as_bool());
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 10);
  r = c.get(path(id, "/attendees"), org.admin_token);
  EXPECT_TRUE(r.data().at(0).at("checked_in_by").is_null()) << "a self check-in";
}

TEST_F(EventsApi, TheMonthViewWithBirthdays) {
  const auto org = make_org(server(), {"events", "birthdays"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto id = create(c, org, now_ms() + kEvHour);
  auto r = c.get("/api/events/calendar", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("time_zone").as_string().empty());
  bool found = false;
  auto data = r.data();
  for (const auto& e : data.at("events").as_array()) found |= e.at("id").as_int64() == id;
  // The event may fall into next month when the test runs in the last hour of one.
  const std::string month(r.data().at("month").as_string());
  if (!found) {
    auto y = std::stoi(month.substr(0, 4));
    auto m = std::stoi(month.substr(5, 2)) + 1;
    if (m == 13) {
      m = 1;
      ++y;
    }
    const std::string next = std::to_string(y) + (m < 10 ? "-0" : "-") + std::to_string(m);
    r = c.get(std::string("/api/events/calendar?month=") + next, ana.token);
    data = r.data();
    for (const auto& e : data.at("events").as_array()) found |= e.at("id").as_int64() == id;
  }
  EXPECT_TRUE(found);
  EXPECT_TRUE(data.at("celebrations").is_array());
  EXPECT_EQ(c.get("/api/events/calendar?month=2026-13", ana.token).code(), "invalid_month");
}

TEST_F(EventsApi, TheMonthIsTheViewersWhenTheyGiveTheirZone) {
  // 2030-01-01 02:00 UTC is still New Year's Eve in Bogotá: a viewer there finds it in December,
  // one in UTC in January (the grid lays it out in the viewer's zone; so must the month).
  const auto org = make_org(server(), {"events"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto id = create(c, org, 1'893'463'200'000);
  const auto holds = [&](const std::string& query) {
    auto r = c.get("/api/events/calendar?" + query, ana.token);
    EXPECT_EQ(r.status, 200) << r.body;
    bool found = false;
    const auto data = r.data();
    for (const auto& e : data.at("events").as_array()) found |= e.at("id").as_int64() == id;
    return found;
  };
  EXPECT_TRUE(holds("month=2029-12&time_zone=America/Bogota"));
  EXPECT_FALSE(holds("month=2030-01&time_zone=America/Bogota"));
  EXPECT_TRUE(holds("month=2030-01&time_zone=UTC"));
  EXPECT_FALSE(holds("month=2029-12&time_zone=UTC"));
  EXPECT_EQ(c.get("/api/events/calendar?month=2030-01&time_zone=Mars/Olympus", ana.token).code(),
            "invalid_time_zone");
}

// --- Guests, custom answers, the reminder schedule and the post-event survey (EVT-2, EVT-6) ---

json::object with_guests(std::int64_t n) {
  return {{"guests", n}};
}

std::string reg_status_of(const json::value& registration) {
  return std::string(registration.at("status").as_string());
}

std::string reg_status_of(const HttpResult& r) {
  return reg_status_of(r.data());
}

/// An open survey of the organisation (everyone), for the post-event link.
std::int64_t open_followup_survey(const HttpClient& c, const TestOrg& org) {
  const auto form = json::parse(R"({"title": "¿Cómo estuvo?", "questions": [
      {"id": "nota", "type": "rating", "style": "scale", "min": 1, "max": 5,
       "title": "¿Qué nota le pones?"}]})");
  const json::object b{{"title", json::object{{"es", "Después del taller"}}},
                       {"confidentiality", "confidential"},
                       {"form", form},
                       {"points", 0},
                       {"multi_response", false},
                       {"notify", false},
                       {"audience", json::object{{"everyone", true},
                                                 {"departments", json::array{}},
                                                 {"groups", json::array{}},
                                                 {"countries", json::array{}}}},
                       {"recurrence", "none"}};
  auto r = c.post("/api/org/surveys", b, org.admin_token);
  EXPECT_EQ(r.status, 201) << r.body;
  if (r.status != 201) return 0;
  const auto id = r.data().at("id").as_int64();
  r = c.post("/api/org/surveys/" + std::to_string(id) + "/activate", json::object{},
             org.admin_token);
  EXPECT_EQ(r.status, 200) << r.body;
  return id;
}

TEST_F(EventsApi, GuestsFillTheCapacityExactlyAndWaitInStrictOrder) {
  const auto org = make_org(server(), {"events"});
  const auto c = client(org.host);
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bea = make_user(server(), org, Role::kEmployee, "Bea");
  const auto cata = make_user(server(), org, Role::kEmployee, "Cata");
  const auto dani = make_user(server(), org, Role::kEmployee, "Dani");
  const auto id = create(c, org, now_ms() + 2 * kEvDay, {{"capacity", 5}, {"max_guests", 2}});

  // 3 + 2 places: the event is full; Cata with one guest waits, and Dani behind her.
  auto r = rsvp(c, ana.token, id, "going", with_guests(2));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(reg_status_of(r), "confirmed");
  EXPECT_EQ(r.data().at("guests").as_int64(), 2);
  EXPECT_EQ(reg_status_of(rsvp(c, bea.token, id, "going", with_guests(1))), "confirmed");
  r = c.get(path(id), ana.token);
  EXPECT_EQ(r.data().at("places_left").as_int64(), 0);
  EXPECT_EQ(r.data().at("counts").at("guests").as_int64(), 3);
  EXPECT_EQ(reg_status_of(rsvp(c, cata.token, id, "going", with_guests(2))), "waitlisted");
  EXPECT_EQ(reg_status_of(rsvp(c, dani.token, id, "going")), "waitlisted");
  r = rsvp(c, dani.token, id, "going", with_guests(3));
  EXPECT_EQ(r.status, 422);
  EXPECT_NE(r.field_error("guests"), "") << r.body;

  // Bea leaves: two places free, but Cata needs three; Dani (one) does not go ahead of her.
  ASSERT_EQ(rsvp(c, bea.token, id, "not_going").status, 200);
  EXPECT_EQ(reg_status_of(c.get(path(id), cata.token).data().at("my")), "waitlisted");
  EXPECT_EQ(reg_status_of(c.get(path(id), dani.token).data().at("my")), "waitlisted");
  // Ana brings one guest fewer: now three are free, and Cata is offered them.
  r = rsvp(c, ana.token, id, "going", with_guests(1));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(reg_status_of(r), "confirmed");
  EXPECT_EQ(reg_status_of(c.get(path(id), cata.token).data().at("my")), "offered");
  EXPECT_EQ(reg_status_of(c.get(path(id), dani.token).data().at("my")), "waitlisted");

  // Ana wants her second guest back: no place is free, nothing changes.
  r = rsvp(c, ana.token, id, "going", with_guests(2));
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "not_enough_places");
  EXPECT_EQ(c.get(path(id), ana.token).data().at("my").at("guests").as_int64(), 1);

  // The organiser's list shows the guests; max_guests cannot fall below a registration's.
  r = c.get(path(id, "/attendees"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().at(0).at("guests").as_int64(), 1);
  r = c.patch(path(id), json::object{{"max_guests", 1}}, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "guests_above_limit") << "Cata brings two";
  EXPECT_EQ(c.patch(path(id), json::object{{"max_guests", 11}}, org.admin_token).status, 422);
  EXPECT_EQ(c.patch(path(id), json::object{{"max_guests", 3}}, org.admin_token).status, 200);
}

TEST_F(EventsApi, CustomAnswersCountAsGoingOrNotAndUsedOnesStay) {
  const auto org = make_org(server(), {"events"});
  const auto other = make_org(server(), {"events"});
  const auto c = client(org.host);
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bea = make_user(server(), org, Role::kEmployee, "Bea");
  const auto cata = make_user(server(), org, Role::kEmployee, "Cata");
  const json::array options{
      json::object{{"label", "Voy en línea"}, {"label_en", "Online"}, {"counts_as", "going"}},
      json::object{{"label", "Voy, pero llego tarde"}, {"counts_as", "going"}},
      json::object{{"label", "Estoy de viaje"}, {"counts_as", "not_going"}}};
  auto r = c.post(
      "/api/events",
      [&] {
        auto b = body(now_ms() + 2 * kEvDay, {{"capacity", 1}, {"kind", "hybrid"}});
        b["link"] = "https://meet.example.com/taller";
        b["rsvp_options"] = options;
        b["publish"] = true;
        return b;
      }(),
      org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  const auto saved = r.data().at("rsvp_options").as_array();
  ASSERT_EQ(saved.size(), 3U);
  const std::string online(saved[0].at("key").as_string());
  const std::string late(saved[1].at("key").as_string());
  const std::string away(saved[2].at("key").as_string());
  EXPECT_NE(online, late);

  // "Voy en línea" takes the only place; "Voy, pero llego tarde" waits; "Estoy de viaje" none.
  r = rsvp(c, ana.token, id, "", {{"option", online}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(reg_status_of(r), "confirmed");
  EXPECT_EQ(r.data().at("response").as_string(), "going");
  EXPECT_EQ(r.data().at("option_key").as_string(), online);
  EXPECT_EQ(reg_status_of(rsvp(c, bea.token, id, "going", {{"option", late}})), "waitlisted");
  r = rsvp(c, cata.token, id, "", {{"option", away}});
  EXPECT_EQ(reg_status_of(r), "cancelled");
  EXPECT_EQ(r.data().at("response").as_string(), "not_going");
  EXPECT_EQ(rsvp(c, cata.token, id, "going", {{"option", away}}).status, 422)
      << "the option answers not going";
  EXPECT_EQ(rsvp(c, cata.token, id, "", {{"option", "nope"}}).status, 422);

  r = c.get(path(id, "/attendees"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto summary = r.json().at("meta").at("summary").at("options").as_array();
  ASSERT_EQ(summary.size(), 3U);
  EXPECT_EQ(summary[0].at("count").as_int64(), 1);
  EXPECT_EQ(summary[1].at("count").as_int64(), 1);
  EXPECT_EQ(summary[2].at("count").as_int64(), 1);

  // Removing or recounting an answered option is refused; an unused one goes, keys stay.
  auto kept = saved;
  kept.erase(kept.begin());
  r = c.patch(path(id), json::object{{"rsvp_options", kept}}, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "option_in_use");
  auto recount = saved;
  recount[2].as_object()["counts_as"] = "going";
  EXPECT_EQ(c.patch(path(id), json::object{{"rsvp_options", recount}}, org.admin_token).code(),
            "option_in_use");
  ASSERT_EQ(rsvp(c, bea.token, id, "not_going").status, 200);
  kept = saved;
  kept.erase(kept.begin() + 1);
  kept.push_back(json::object{{"label", "Voy con mi equipo"}, {"counts_as", "going"}});
  r = c.patch(path(id), json::object{{"rsvp_options", kept}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto now_saved = r.data().at("rsvp_options").as_array();
  ASSERT_EQ(now_saved.size(), 3U);
  EXPECT_EQ(now_saved[0].at("key").as_string(), online);
  EXPECT_EQ(now_saved[1].at("key").as_string(), away);
  EXPECT_NE(now_saved[2].at("key").as_string(), late) << "a removed key is not reused";

  json::array seven;
  for (int i = 0; i < 7; ++i) {
    seven.push_back(json::object{{"label", "Opción " + std::to_string(i)}, {"counts_as", "going"}});
  }
  EXPECT_EQ(c.patch(path(id), json::object{{"rsvp_options", seven}}, org.admin_token).status, 422);
  EXPECT_EQ(c.patch(path(id),
                    json::object{
                        {"rsvp_options", json::array{json::object{{"label", std::string(61, 'x')},
                                                                  {"counts_as", "going"}}}}},
                    org.admin_token)
                .status,
            422);
  EXPECT_EQ(client(other.host)
                .patch(path(id), json::object{{"rsvp_options", json::array{}}}, other.admin_token)
                .status,
            404);
}

TEST_F(EventsTimed, AThreeDaysOnlyScheduleSendsOnlyThatReminder) {
  ManualClock clock(1'780'279'200'000);  // 2026-06-01 02:00 UTC
  TestServer timed({}, &clock);
  auto org = make_org(timed, {"events"});
  const auto c = timed.client(org.host);
  auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  auto& service = timed.app().service<events::EventService>();
  const auto start = clock.now_ms() + 10 * kEvDay;
  const auto id = create(c, org, start, {{"reminders", json::array{"3d"}}});
  auto r = c.get(path(id), org.admin_token);
  ASSERT_EQ(r.data().at("reminders").as_array().size(), 1U);
  EXPECT_EQ(
      c.patch(path(id), json::object{{"reminders", json::array{"5d"}}}, org.admin_token).status,
      422);
  ASSERT_EQ(rsvp(c, ana.token, id, "going").status, 200);
  clock.advance_ms(4 * kEvDay);  // six days before: no week-before reminder for this event
  EXPECT_EQ(service.send_reminders(), 0);
  clock.advance_ms(3 * kEvDay + 12 * kEvHour);  // two and a half days before
  EXPECT_EQ(service.send_reminders(), 1);
  EXPECT_EQ(service.send_reminders(), 0) << "once";
  clock.advance_ms(2 * kEvDay);  // half a day before: no day-before reminder
  EXPECT_EQ(service.send_reminders(), 0);
  clock.advance_ms(11 * kEvHour + 30 * 60'000);  // half an hour before: no hour-before one
  EXPECT_EQ(service.send_reminders(), 0);
  EXPECT_EQ(notices(timed, org, ana.id, "event_reminder"), 1);
}

TEST_F(EventsTimed, TheSurveyAfterTheEventGoesOnceToWhoAttended) {
  ManualClock clock(1'780'279'200'000);  // 2026-06-01 02:00 UTC
  TestServer timed({}, &clock);
  auto org = make_org(timed, {"events", "surveys", "notifications"});
  auto other = make_org(timed, {"events", "surveys"});
  const auto c = timed.client(org.host);
  const auto o = timed.client(other.host);
  auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  auto bea = make_user(timed, org, Role::kEmployee, "Bea");
  auto cata = make_user(timed, org, Role::kEmployee, "Cata");
  auto& service = timed.app().service<events::EventService>();
  const auto survey = open_followup_survey(c, org);
  const auto theirs = open_followup_survey(o, other);
  ASSERT_GT(survey, 0);
  ASSERT_GT(theirs, 0);

  const auto start = clock.now_ms() + 2 * kEvHour;
  const auto checked = create(c, org, start);
  const auto unchecked = create(c, org, start);
  const auto cancelled = create(c, org, start);
  auto r = c.patch(path(checked), json::object{{"followup_survey_id", theirs}}, org.admin_token);
  EXPECT_EQ(r.status, 422) << "another organisation's survey";
  EXPECT_NE(r.field_error("followup_survey_id"), "") << r.body;
  EXPECT_EQ(
      c.patch(path(checked), json::object{{"followup_survey_id", 999'999}}, org.admin_token).status,
      422);
  EXPECT_EQ(o.patch(path(checked), json::object{{"followup_survey_id", theirs}}, other.admin_token)
                .status,
            404)
      << "another organisation's event";
  for (const auto id : {checked, unchecked, cancelled}) {
    r = c.patch(path(id), json::object{{"followup_survey_id", survey}}, org.admin_token);
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(r.data().at("followup_survey_id").as_int64(), survey);
    for (const auto* u : {&ana, &bea}) ASSERT_EQ(rsvp(c, u->token, id, "going").status, 200);
    ASSERT_EQ(rsvp(c, cata.token, id, "maybe").status, 200);
  }
  ASSERT_EQ(c.request("DELETE", path(cancelled), {}, org.admin_token).status, 200);

  // Ana is checked in at the first event; nobody at the second.
  clock.advance_ms(2 * kEvHour + 60'000);
  r = c.get(path(checked, "/pass"), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(
      c.post(path(checked, "/checkin"), {{"pass", r.data().at("code")}}, org.admin_token).status,
      200);
  EXPECT_EQ(service.send_followups(), 0) << "not ended yet";
  clock.advance_ms(2 * kEvHour);
  EXPECT_EQ(service.send_followups(), 3) << "Ana (checked in); Ana and Bea (no check-in)";
  EXPECT_EQ(service.send_followups(), 0) << "once";
  EXPECT_EQ(notices(timed, org, ana.id, "event_followup"), 2);
  EXPECT_EQ(notices(timed, org, bea.id, "event_followup"), 1);
  EXPECT_EQ(notices(timed, org, cata.id, "event_followup"), 0);
  r = c.get("/api/user/notification?perPage=50", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  int links = 0;
  const auto listed = r.data();
  for (const auto& n : listed.as_array()) {
    if (n.at("kind").as_string() != "event_followup") continue;
    EXPECT_EQ(n.at("link").as_string(), "/surveys/" + std::to_string(survey));
    ++links;
  }
  EXPECT_EQ(links, 2);
}

}  // namespace
}  // namespace aplauso::test
