#include "modules/challenges/challenge_demo.h"

#include "core/days.h"
#include "modules/challenges/challenge_rules.h"
#include "modules/challenges/challenge_service.h"

namespace aplauso::challenges {

void seed_demo_challenges(const ChallengeService& challenges, DemoOrg& demo,
                          const std::string& today) {
  const Viewer admin{demo.admin_id, Role::kAdmin, today, "UTC"};
  const auto as = [&today](std::int64_t id) { return Viewer{id, Role::kEmployee, today, "UTC"}; };
  const std::int64_t leader = demo.id("person:leader@demo.local");
  const std::int64_t ana = demo.id("person:ana.torres@demo.local");
  const std::int64_t carlos = demo.id("person:carlos.ruiz@demo.local");
  const std::int64_t maria = demo.id("person:maria.lopez@demo.local");
  const std::int64_t sofia = demo.id("person:sofia.ramirez@demo.local");
  const std::int64_t diego = demo.id("person:diego.castro@demo.local");

  // Wellbeing: kilometres walked, teams by department, weekly, approved by Luis or an admin.
  ChallengeInput steps;
  steps.title = "Reto de bienestar: 10.000 pasos";
  steps.rules =
      "Camina cada día y registra los kilómetros. Cada semana tu departamento suma lo de todos: "
      "la meta es llegar a 35 km por persona.";
  steps.alternative =
      "Si no puedes caminar, registra los minutos de otra actividad (silla, natación, "
      "estiramientos) como kilómetros: 10 minutos = 1 km.";
  steps.kind = "team";
  steps.team_basis = "department";
  steps.starts_on = add_days(today, -14);
  steps.ends_on = add_days(today, 42);
  steps.recurrence = "weekly";
  steps.metric = "number";
  steps.evidence = "none";
  steps.unit = "km";
  steps.max_per_claim = 30 * kOne;
  steps.target = 35 * kOne;
  steps.reward_points = 50;
  steps.approval = "manual";
  steps.approver_ids = {leader};
  steps.join_mode = "automatic";
  const auto wellbeing = challenges.create(demo.org, admin, steps).challenge.row.id;
  challenges.set_status(demo.org, admin, wellbeing, "activate");
  approvals::Approver by_admin{demo.admin_id, Role::kAdmin, {}};
  const auto log = [&](std::int64_t who, double km, const char* text) {
    ClaimInput in;
    in.number = to_milli(km);
    in.text = text;
    return challenges.claim(demo.org, as(who), wellbeing, in).row.id;
  };
  for (const auto id : {log(ana, 8.5, "Caminata al trabajo"), log(carlos, 6, "Parque por la tarde"),
                        log(sofia, 12, "Ruta del domingo")}) {
    challenges.decide(demo.org, by_admin, id, true, std::nullopt);
  }
  // Waiting in the inbox: Ana's (her leader and the admins decide), María's (the admins).
  log(ana, 5.2, "Subí por las escaleras toda la semana");
  log(maria, 7, "Caminata con el equipo después del almuerzo");

  // Recognitions sent: counted by the server, a badge and 100 points on completion.
  ChallengeInput kudos;
  kudos.title = "Reconoce a 5 compañeros";
  kudos.rules = "Envía 5 reconocimientos este mes: cada uno que envías suma 1.";
  kudos.starts_on = today.substr(0, 8) + "01";
  kudos.ends_on = add_days(add_months(kudos.starts_on, 1), -1);
  kudos.recurrence = "monthly";
  kudos.metric = "product_event";
  kudos.product_event = "recognition_sent";
  kudos.target = 5 * kOne;
  kudos.reward_points = 100;
  if (const auto badge = demo.ids.find("badge:mentor"); badge != demo.ids.end()) {
    kudos.badge_id = badge->second;
  }
  // Open to join, so it counts only for who joined (Diego): the people the browser tests sign in
  // as can send recognitions without completing it behind their backs.
  kudos.join_mode = "open";
  const auto kudos_id = challenges.create(demo.org, admin, kudos).challenge.row.id;
  challenges.set_status(demo.org, admin, kudos_id, "activate");
  challenges.join(demo.org, as(diego), kudos_id);

  // A check-in at the health fair, with the rotating code Luis shows.
  ChallengeInput fair;
  fair.title = "Check-in en la feria de salud";
  fair.rules =
      "Pasa por la feria de salud y escanea el código del stand (o escribe sus 6 dígitos).";
  fair.starts_on = today;
  fair.ends_on = add_days(today, 7);
  fair.metric = "checkin";
  fair.target = kOne;
  fair.reward_points = 20;
  fair.approver_ids = {leader};
  const auto checkin = challenges.create(demo.org, admin, fair).challenge.row.id;
  challenges.set_status(demo.org, admin, checkin, "activate");
  challenges.join(demo.org, as(diego), checkin);
  challenges.join(demo.org, as(ana), checkin);
}

}  // namespace aplauso::challenges
