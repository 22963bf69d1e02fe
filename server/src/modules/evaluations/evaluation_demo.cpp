#include "modules/evaluations/evaluation_demo.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "core/days.h"
#include "db/database.h"
#include "modules/evaluations/evaluation_service.h"

namespace aplauso::evaluations {

namespace {

namespace json = boost::json;

/// Submits a review as its reviewer would, every competency and goal rated.
void submit_as(const EvaluationService& s, OrgId org, std::int64_t reviewer, std::int64_t rid,
               json::object answers, const std::string& today, std::int64_t rating) {
  Viewer v;
  v.user_id = reviewer;
  v.today = today;
  const auto d = s.review(org, v, rid);
  ReviewInput in;
  in.answers = std::move(answers);
  json::array comps, goals;
  for (const auto& e : d.competencies) {
    comps.push_back(json::object{{"value_id", e.value.at("id").as_int64()}, {"rating", rating}});
  }
  for (const auto& g : d.goals) {
    goals.push_back(json::object{{"goal_id", g.goal.id}, {"rating", rating}});
  }
  in.competencies = std::move(comps);
  in.goals = std::move(goals);
  s.submit_review(org, v, rid, in);
}

}  // namespace

void seed_demo_evaluations(const EvaluationService& s, DemoOrg& demo, const std::string& today) {
  const OrgId org = demo.org;
  Viewer admin;
  admin.user_id = demo.admin_id;
  admin.role = Role::kAdmin;
  admin.today = today;
  const auto ana = demo.id("person:ana.torres@demo.local");
  const auto carlos = demo.id("person:carlos.ruiz@demo.local");
  const auto maria = demo.id("person:maria.lopez@demo.local");
  const auto sofia = demo.id("person:sofia.ramirez@demo.local");

  CycleInput in;
  in.name = "Evaluación de desempeño 2026";
  in.description = "Ciclo anual: autoevaluación, evaluación del líder y de pares.";
  in.period_from = add_days(today, -180);
  in.period_to = today;
  in.directions = std::vector<std::string>{"self", "leader", "peer"};
  in.deadlines =
      std::map<std::string, std::optional<std::string>>{{"nomination_due", add_days(today, -7)},
                                                        {"writing_due", add_days(today, 14)},
                                                        {"calibration_due", add_days(today, 28)},
                                                        {"sharing_due", add_days(today, 42)}};
  in.peers = std::map<std::string, json::value>{{"min", 2}, {"max", 4}};
  ParticipantsInput people;
  people.user_ids = {ana, carlos, maria, sofia};
  const auto id = s.create_cycle(org, admin, in, people).first.row.id;
  s.launch(org, admin, id);

  // Peers, approved by the admin: Ana is asked for one peer review (Carlos's).
  ParticipantFilter all;
  std::map<std::int64_t, std::int64_t> pid;  // user → participant
  for (const auto& p : s.participants(org, admin, id, all, 100, 0).items)
    pid[p.row.user_id] = p.row.id;
  s.nominate(org, admin, pid[ana], {maria, carlos, sofia});
  s.nominate(org, admin, pid[carlos], {ana, maria});
  s.nominate(org, admin, pid[maria], {carlos, sofia});
  s.nominate(org, admin, pid[sofia], {carlos, maria});
  s.advance(org, admin, id, "writing");

  const json::object self{{"overall", 4},
                          {"logros", "Cerré los proyectos del semestre a tiempo."},
                          {"mejorar", "Documentar mejor las decisiones."}};
  const json::object leader{{"overall", 5},
                            {"logros", "Lideró la migración sin incidentes."},
                            {"mejorar", "Delegar más."},
                            {"potential", 3}};
  const json::object peer{{"overall", 4}, {"fortalezas", "Siempre dispuesta a ayudar."}};
  for (const auto& [rid, reviewer, direction, subject] : s.demo_reviews(org, id)) {
    if (reviewer == ana) continue;  // Ana's self review and her peer review stay to write
    if (direction == "self" && (subject == carlos || subject == maria)) {
      submit_as(s, org, reviewer, rid, self, today, 4);
    } else if (direction == "leader" && subject == maria) {
      submit_as(s, org, reviewer, rid, leader, today, 5);
    } else if (direction == "peer" && subject == ana) {
      submit_as(s, org, reviewer, rid, peer, today, 4);
    }
  }
}

}  // namespace aplauso::evaluations
