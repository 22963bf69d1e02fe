#include "modules/events/event_demo.h"

#include <string>
#include <vector>

#include "db/database.h"
#include "modules/events/event_service.h"

namespace aplauso::events {

namespace {
constexpr std::int64_t kHour = 3'600'000;
constexpr std::int64_t kDay = 24 * kHour;

/// The start of the UTC hour `hour` of the day `days` from now's day.
std::int64_t at(std::int64_t now_ms, int days, int hour) {
  return (now_ms / kDay + days) * kDay + hour * kHour;
}

const char* const kPeople[] = {
    "leader@demo.local",         "ana.torres@demo.local",      "carlos.ruiz@demo.local",
    "jorge.martinez@demo.local", "maria.lopez@demo.local",     "sofia.ramirez@demo.local",
    "diego.castro@demo.local",   "valentina.rojas@demo.local", "pablo.nunez@demo.local",
    "lucia.paredes@demo.local",  "camila.vega@demo.local"};
}  // namespace

void seed_demo_events(const db::Database& db, const EventService& events, DemoOrg& demo,
                      std::int64_t now_ms) {
  std::vector<std::int64_t> people;
  for (const auto* email : kPeople) people.push_back(demo.id(std::string("person:") + email));
  const auto leader = demo.id("person:leader@demo.local");
  db.transact([&](db::Conn& c) {
    // Next week, in person: nine places taken and two people waiting.
    NewEventRow workshop;
    workshop.title = "Taller de comunicación efectiva";
    workshop.description =
        "Dos horas prácticas para dar y recibir retroalimentación. Cupos limitados; trae tu "
        "computador.";
    workshop.kind = "in_person";
    workshop.starts_at = at(now_ms, 7, 15);
    workshop.ends_at = workshop.starts_at + 2 * kHour;
    workshop.time_zone = "America/Bogota";
    workshop.location = "Sala Andes, piso 4";
    workshop.capacity = 9;
    workshop.attendance_points = 50;
    workshop.created_by = demo.admin_id;
    const auto first = events.seed(c, demo.org, workshop, {demo.admin_id, leader});
    for (const auto id : people) events.seed_registration(c, demo.org, first, id, "going");
    demo.ids["event:workshop"] = first;

    // Online, in ten days, open to everyone.
    NewEventRow talk;
    talk.title = "Charla: bienestar y pausas activas";
    talk.description = "Una charla abierta con el equipo de Personas y Cultura.";
    talk.kind = "online";
    talk.starts_at = at(now_ms, 10, 17);
    talk.ends_at = talk.starts_at + kHour;
    talk.time_zone = "America/Bogota";
    talk.link = "https://meet.example.com/aplauso-bienestar";
    talk.attendance_points = 20;
    // Its own answer beside Voy / Quizás / No voy (EVT-2), and a guest each.
    talk.rsvp_options =
        R"([{"key":"orec01","label":"Lo veré en la grabación","label_en":"I'll watch the )"
        R"(recording","counts_as":"not_going"}])";
    talk.max_guests = 1;
    talk.created_by = demo.admin_id;
    const auto second = events.seed(c, demo.org, talk, {demo.admin_id});
    events.seed_registration(c, demo.org, second, people[1], "going");
    events.seed_registration(c, demo.org, second, people[4], "maybe");
    demo.ids["event:talk"] = second;

    // Three days ago, hybrid: six went, four were checked in and paid (not Ana nor Valentina, whose
    // histories the demo test reads).
    NewEventRow kickoff;
    kickoff.title = "Kickoff trimestral";
    kickoff.description = "Resultados del trimestre y prioridades del siguiente.";
    kickoff.kind = "hybrid";
    kickoff.starts_at = at(now_ms, -3, 14);
    kickoff.ends_at = kickoff.starts_at + 90 * 60'000;
    kickoff.time_zone = "America/Bogota";
    kickoff.location = "Auditorio principal";
    kickoff.link = "https://meet.example.com/aplauso-kickoff";
    kickoff.capacity = 50;
    kickoff.attendance_points = 30;
    kickoff.created_by = demo.admin_id;
    const auto third = events.seed(c, demo.org, kickoff, {leader});
    for (std::size_t i = 0; i < 6; ++i) {
      events.seed_registration(c, demo.org, third, people[i], "going");
    }
    for (std::size_t i = 2; i < 6; ++i) {
      events.seed_checkin(c, demo.org, third, people[i], leader);
    }
    demo.ids["event:kickoff"] = third;
  });
}

}  // namespace aplauso::events
