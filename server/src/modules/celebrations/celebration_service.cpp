#include "modules/celebrations/celebration_service.h"

#include <cstdio>

#include "core/errors.h"
#include "core/time_zone.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/feed/post_writer.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"

namespace aplauso::celebrations {

namespace {
bool leap(int year) {
  return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

std::string two(unsigned n) {
  char buf[4];
  std::snprintf(buf, sizeof buf, "%02u", n % 100);
  return buf;
}

std::string month_day(unsigned month, unsigned day) {
  return two(month) + "-" + two(day);
}

// The local time in the organisation's zone (UTC when the zone is unknown).
LocalTime local_now(const std::string& timezone, std::int64_t now_ms) {
  if (auto local = local_time(timezone, now_ms)) return *local;
  return *local_time("UTC", now_ms);
}

// The days whose people celebrate on `month`-`day` of `year`: 29 February birthdays are
// celebrated on the 28th in other years.
std::vector<std::string> days_of(int year, unsigned month, unsigned day) {
  std::vector<std::string> out{month_day(month, day)};
  if (month == 2 && day == 28 && !leap(year)) out.push_back("02-29");
  return out;
}

// The day this year someone born (or admitted) on stored date `date` celebrates: MM-DD.
std::string celebrated_on(const std::string& date, int year) {
  const std::string md = date.size() >= 10 ? date.substr(5, 5) : "";
  return md == "02-29" && !leap(year) ? "02-28" : md;
}

int year_of(const std::string& date) {
  int year = 0;
  for (std::size_t i = 0; i < 4 && i < date.size(); ++i) {
    if (date[i] < '0' || date[i] > '9') return 0;
    year = year * 10 + (date[i] - '0');
  }
  return year;
}

Calendar calendar(std::vector<Celebrant> people, const LocalTime& now, bool anniversaries) {
  Calendar out;
  const std::string today = month_day(now.month, now.day);
  for (auto& person : people) {
    Upcoming u;
    u.day = celebrated_on(person.date, now.year);
    u.today = u.day == today;
    u.years = now.year - year_of(person.date);
    if (anniversaries && u.years < 1) continue;
    u.celebrant = std::move(person);
    if (u.today) out.today.push_back(u);
    out.month.push_back(std::move(u));
  }
  return out;
}

std::vector<std::string> month_days(const LocalTime& now) {
  std::vector<std::string> days;
  for (unsigned d = 1; d <= 31; ++d) days.push_back(month_day(now.month, d));
  return days;
}
}  // namespace

Calendar CelebrationService::birthdays(OrgId org, const std::string& timezone) const {
  const auto now = local_now(timezone, clock_.now_ms());
  return calendar(db_.run([&](db::Conn& c) { return repo_.birthdays(c, org, month_days(now)); }),
                  now, false);
}

Calendar CelebrationService::anniversaries(OrgId org, const std::string& timezone) const {
  const auto now = local_now(timezone, clock_.now_ms());
  return calendar(db_.run([&](db::Conn& c) { return repo_.admissions(c, org, month_days(now)); }),
                  now, true);
}

Calendar CelebrationService::of_month(OrgId org, int year, unsigned month,
                                      bool anniversaries) const {
  LocalTime at{year, month, 0, 0, 0};
  const auto days = month_days(at);
  auto people = db_.run([&](db::Conn& c) {
    return anniversaries ? repo_.admissions(c, org, days) : repo_.birthdays(c, org, days);
  });
  return calendar(std::move(people), at, anniversaries);
}

std::int64_t CelebrationService::anniversary_points(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.anniversary_points(c, org); });
}

std::int64_t CelebrationService::set_anniversary_points(OrgId org, std::int64_t points) const {
  if (points < 0 || points > kMaxAnniversaryPoints) {
    throw invalid_input("anniversary_points", "Los puntos deben estar entre 0 y 1.000.000.");
  }
  db_.transact([&](db::Conn& c) {
    const auto before = repo_.anniversary_points(c, org);
    repo_.set_anniversary_points(c, org, points, clock_.now_ms());
    audit_.record(c, org, "celebrations.settings", {"organization", org.value},
                  {{"anniversary_points", before}}, {{"anniversary_points", points}});
  });
  return points;
}

int CelebrationService::post_due() const {
  int posted = 0;
  for (const auto& org : db_.run([&](db::Conn& c) { return repo_.due_orgs(c); })) {
    posted += post_for(org);
  }
  return posted;
}

int CelebrationService::post_for(const DueOrg& due) const {
  const OrgId org{due.id};
  const auto now = local_now(due.timezone, clock_.now_ms());
  if (now.hour < kPostHour) return 0;
  const std::string day = std::to_string(now.year) + "-" + month_day(now.month, now.day);
  const auto days = days_of(now.year, now.month, now.day);
  int posted = 0;
  // One transaction per person: a failure leaves the others posted and this one to retry.
  const auto celebrate = [&](const std::string& kind, const Celebrant& person, int years) {
    db_.transact([&](db::Conn& c) {
      const auto ms = clock_.now_ms();
      if (!repo_.claim(c, org, kind, person.person.id, day, ms)) return;
      feed::NewPost post;
      post.kind = kind;
      post.receivers = {person.person.id};
      post.receiver_points = {0};
      if (kind == "birthday") {
        post.image_url = person.image_url;
      } else {
        post.amount = years;
        if (due.anniversary_points > 0) {
          post.receiver_points = {due.anniversary_points};
          post.total_points = due.anniversary_points;
        }
      }
      const auto post_id = posts_.create(c, org, post, ms);
      if (kind == "anniversary" && due.anniversary_points > 0) {
        points_.award(c, org, person.person.id, due.anniversary_points,
                      {"anniversary", std::string("post"), post_id, std::nullopt,
                       std::to_string(years) + (years == 1 ? " año" : " años")});
        audit_.record(c, org, "points.anniversary", {"user", person.person.id}, nullptr,
                      {{"points", due.anniversary_points}, {"years", years}, {"post_id", post_id}});
      }
      boost::json::object about{{"post_id", post_id}};
      if (kind == "anniversary") {
        about["years"] = years;
        about["points"] = due.anniversary_points;
      }
      notifications_.notify(c, org, kind, {person.person.id}, about);
      repo_.set_post(c, org, kind, person.person.id, day, post_id);
      ++posted;
    });
  };
  if (due.birthdays) {
    for (const auto& person : db_.run([&](db::Conn& c) { return repo_.birthdays(c, org, days); })) {
      celebrate("birthday", person, 0);
    }
  }
  if (due.anniversaries) {
    for (const auto& person :
         db_.run([&](db::Conn& c) { return repo_.admissions(c, org, days); })) {
      const int years = now.year - year_of(person.date);
      if (years >= 1) celebrate("anniversary", person, years);
    }
  }
  return posted;
}

}  // namespace aplauso::celebrations
