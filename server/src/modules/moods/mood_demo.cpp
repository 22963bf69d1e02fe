#include "modules/moods/mood_demo.h"

#include <chrono>
#include <string>
#include <vector>

#include "core/days.h"
#include "db/database.h"
#include "modules/moods/mood_service.h"

namespace aplauso::moods {

namespace {
constexpr std::int64_t kDay = 86'400'000;

struct DemoMood {
  const char* email;
  std::int64_t levels[7];  ///< repeated over the weeks, Monday first (0: no check-in)
};

// Mostly good weeks with the usual dips; Lucía (Tecnología) skips some days.
constexpr DemoMood kMoods[] = {
    {"leader@demo.local", {4, 3, 4, 4, 5, 0, 0}},
    {"ana.torres@demo.local", {4, 4, 3, 5, 4, 0, 0}},
    {"carlos.ruiz@demo.local", {3, 4, 4, 3, 4, 0, 0}},
    {"jorge.martinez@demo.local", {3, 3, 4, 4, 4, 0, 0}},
    {"maria.lopez@demo.local", {5, 4, 4, 4, 5, 0, 0}},
    {"sofia.ramirez@demo.local", {4, 3, 3, 4, 4, 0, 0}},
    {"diego.castro@demo.local", {3, 4, 2, 4, 4, 0, 0}},
    {"valentina.rojas@demo.local", {4, 5, 4, 4, 5, 0, 0}},
    {"pablo.nunez@demo.local", {3, 3, 4, 3, 4, 0, 0}},
    {"lucia.paredes@demo.local", {4, 0, 4, 0, 3, 0, 0}},
};
}  // namespace

void seed_demo_moods(const db::Database& db, const MoodService& moods, DemoOrg& demo,
                     std::int64_t now_ms) {
  // The organisation's local day, not UTC's: in the hours when they differ, a seeded "yesterday"
  // would otherwise be the organisation's today, already checked in.
  const auto today = moods.today(demo.timezone);
  db.transact([&](db::Conn& c) {
    for (const auto& m : kMoods) {
      const auto id = demo.id(std::string("person:") + m.email);
      for (int back = 21; back >= 1; --back) {
        const auto day = add_days(today, -back);
        const auto weekday =
            std::chrono::weekday{std::chrono::sys_days{*parse_day(day)}}.iso_encoding();
        const auto level = m.levels[weekday - 1];
        if (level == 0) continue;
        std::vector<std::string> tags;
        if (level <= 3) tags.push_back(back % 2 == 0 ? "workload" : "team");
        moods.seed_entry(c, demo.org, id, day, level,
                         level <= 2 ? "Semana pesada, mucho por entregar." : "", tags,
                         now_ms - back * kDay);
      }
    }
    moods.seed_sharing(c, demo.org, demo.id("person:ana.torres@demo.local"), now_ms);
  });
  moods.close_days();
}

}  // namespace aplauso::moods
