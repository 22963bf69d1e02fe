#include "modules/schedule/schedule_demo.h"

#include "modules/schedule/schedule_service.h"

namespace aplauso::schedule {

void seed_demo_schedules(const ScheduleService& schedules, DemoOrg& demo) {
  ScheduleFields office;
  office.name = "Oficina L–V 9–18";
  for (int d = 0; d < 5; ++d) office.week[d] = {{9 * 60, 14 * 60}, {15 * 60, 18 * 60}};
  schedules.create(demo.org, demo.admin_id, office, true);

  ScheduleFields plant;
  plant.name = "Planta turno matutino L–S 6–14";
  for (int d = 0; d < 6; ++d) plant.week[d] = {{6 * 60, 14 * 60}};
  const auto morning = schedules.create(demo.org, demo.admin_id, plant, false);
  Targets people;
  people.user_ids = {demo.id("person:carlos.ruiz@demo.local"),
                     demo.id("person:sofia.ramirez@demo.local")};
  schedules.assign(demo.org, demo.admin_id, morning.id, people);
}

}  // namespace aplauso::schedule
