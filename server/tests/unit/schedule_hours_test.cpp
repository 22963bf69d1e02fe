// The schedule module's pure rules: "HH:MM", the stored week, its validation and where an instant
// falls in a week of a time zone.
#include "modules/schedule/schedule_hours.h"

#include <gtest/gtest.h>

namespace aplauso::schedule {
namespace {

constexpr std::int64_t kHoursSaturdayEvening = 1797105600000;   // Sat 2026-12-12 20:00 UTC
constexpr std::int64_t kHoursMondayNine = 1797238800000;        // Mon 2026-12-14 09:00 UTC
constexpr std::int64_t kHoursWednesdayLate = 1796859000000;     // Wed 2026-12-09 23:30 UTC
constexpr std::int64_t kHoursThursdayMidnight = 1796860800000;  // Thu 2026-12-10 00:00 UTC

Week weekdays(int start, int end) {
  Week week;
  for (int d = 0; d < 5; ++d) week[static_cast<std::size_t>(d)] = {{start, end}};
  return week;
}

TEST(ScheduleHours, ReadsAndWritesHoursAndMinutes) {
  EXPECT_EQ(minutes_of("09:30"), 570);
  EXPECT_EQ(minutes_of("24:00"), 1440);
  EXPECT_FALSE(minutes_of("24:30"));
  EXPECT_FALSE(minutes_of("9:30"));
  EXPECT_FALSE(minutes_of("12:60"));
  EXPECT_EQ(hhmm(570), "09:30");
  const Week week = weekdays(540, 1080);
  EXPECT_EQ(week_text(week_of_text(week_text(week))), week_text(week));
}

TEST(ScheduleHours, RefusesOverlapsStartsAfterEndsAndThreeIntervals) {
  Week week;
  week[0] = {{540, 840}, {780, 1080}};
  week[1] = {{1080, 540}};
  week[2] = {{0, 60}, {120, 180}, {240, 300}};
  week[3] = {{540, 840}, {900, 1080}};
  const auto problems = week_problems(week);
  ASSERT_EQ(problems.size(), 3U);
  EXPECT_EQ(problems[0].field, "week.0");
  EXPECT_EQ(problems[1].field, "week.1");
  EXPECT_EQ(problems[2].field, "week.2");
}

TEST(ScheduleHours, TheNextIntervalMayBeAfterTheWeekend) {
  const auto at = hours_at(weekdays(540, 1080), "UTC", kHoursSaturdayEvening);
  EXPECT_FALSE(at.working);
  EXPECT_EQ(at.next_start, kHoursMondayNine);
  const auto monday = hours_at(weekdays(540, 1080), "UTC", kHoursMondayNine);
  EXPECT_TRUE(monday.working) << "an interval includes its start";
  EXPECT_EQ(monday.until, kHoursMondayNine + 9 * 3600 * 1000);
}

TEST(ScheduleHours, ReadsTheInstantInTheZone) {
  // 23:30 UTC on Wednesday is 17:30 in Mexico City: at work until 18:00.
  const auto mexico = hours_at(weekdays(540, 1080), "America/Mexico_City", kHoursWednesdayLate);
  EXPECT_TRUE(mexico.working);
  EXPECT_EQ(mexico.until, kHoursThursdayMidnight);
  EXPECT_FALSE(hours_at(weekdays(540, 1080), "UTC", kHoursWednesdayLate).working);
  EXPECT_FALSE(hours_at(weekdays(540, 1080), "Nowhere/Unknown", kHoursWednesdayLate).working)
      << "an unknown zone reads as UTC";
  EXPECT_FALSE(hours_at(Week{}, "UTC", kHoursWednesdayLate).next_start) << "no hours at all";
}

}  // namespace
}  // namespace aplauso::schedule
