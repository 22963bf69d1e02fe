#include "modules/suggestions/suggestion_demo.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <string>
#include <vector>

#include "modules/suggestions/idea_service.h"
#include "modules/suggestions/suggestion_service.h"

namespace aplauso::suggestions {

namespace json = boost::json;

namespace {
constexpr std::int64_t kDemoDay = 24 * 3'600'000LL;

std::int64_t category_named(const SuggestionSettings& s, const std::string& name) {
  for (const auto& c : s.categories) {
    if (c.name == name) return c.id;
  }
  return 0;
}
}  // namespace

void seed_demo_suggestions(const SuggestionService& box, const IdeaService& ideas, DemoOrg& demo,
                           std::int64_t now_ms) {
  const Caller admin{demo.admin_id, true};
  const auto person = [&demo](const char* email) {
    return Caller{demo.id(std::string("person:") + email), false};
  };
  const auto ana = person("ana.torres@demo.local");
  const auto carlos = person("carlos.ruiz@demo.local");
  const auto maria = person("maria.lopez@demo.local");
  const auto sofia = person("sofia.ramirez@demo.local");
  const auto diego = person("diego.castro@demo.local");
  const auto leader = person("leader@demo.local");

  // The suggestion box: four categories, the leader reviews beside the admins.
  const auto settings = box.update_settings(
      demo.org, admin,
      json::object{{"categories",
                    json::array{json::object{{"name", "Procesos"}, {"name_en", "Processes"}},
                                json::object{{"name", "Bienestar"}, {"name_en", "Wellbeing"}},
                                json::object{{"name", "Tecnología"}, {"name_en", "Technology"}},
                                json::object{{"name", "Oficina"}, {"name_en", "Office"}}}},
                   {"reviewer_ids", json::array{leader.user_id}}});
  const auto suggest = [&](const Caller& who, const char* category, const char* title,
                           const char* body, bool anonymous) {
    return box
        .create(demo.org, who,
                json::object{{"title", title},
                             {"body", body},
                             {"category_id", category_named(settings, category)},
                             {"anonymous", anonymous}})
        .suggestion.row.id;
  };
  const auto move = [&](std::int64_t id, const char* status, const char* reason) {
    json::object body{{"status", status}};
    if (reason != nullptr) body["reason"] = reason;
    box.change_status(demo.org, admin, id, body);
  };
  // Anonymous, waiting for review.
  const auto quiet = suggest(ana, "Bienestar", "Pausas activas por la tarde",
                             "Propongo cinco minutos de pausas activas a las 4 p. m., guiadas por "
                             "turnos entre los equipos.",
                             true);
  move(quiet, "en_revision", nullptr);
  // Identified, new.
  suggest(carlos, "Tecnología", "Un canal de ayuda para la VPN",
          "Muchas consultas sobre la VPN se repiten; un canal con respuestas frecuentes nos "
          "ahorraría tiempo a todos.",
          false);
  // Implemented, with its public reason.
  const auto done = suggest(maria, "Oficina", "Más enchufes en la sala de reuniones",
                            "En la sala Andes solo hay dos enchufes y las reuniones largas "
                            "terminan con portátiles sin batería.",
                            true);
  move(done, "aceptada", "Buena idea: la sala se usa todo el día.");
  move(done, "implementada", "Instalamos seis enchufes nuevos con USB en la sala Andes.");
  // Discarded and archived.
  const auto old =
      suggest(sofia, "Procesos", "Reuniones de equipo los sábados",
              "Podríamos adelantar la planificación los sábados por la mañana.", false);
  move(old, "descartada",
       "Respetamos el descanso del fin de semana: la planificación sigue los "
       "lunes.");
  box.archive(demo.org, admin, old, true);

  // An open campaign with five ideas, votes and comments; one accepted (points paid).
  const auto campaign =
      ideas
          .create_campaign(
              demo.org, admin,
              json::object{
                  {"title", "¿Cómo reducimos las reuniones?"},
                  {"description",
                   "Queremos recuperar tiempo para el trabajo concentrado. Comparte tu idea y vota "
                   "las que más te gusten."},
                  {"deadline", now_ms + 21 * kDemoDay},
                  {"reviewer_ids", json::array{demo.admin_id, leader.user_id}},
                  {"accepted_points", 50},
                  {"implemented_points", 150},
                  {"status", "open"}})
          .row.id;
  demo.ids["ideas.campaign:meetings"] = campaign;
  const auto propose = [&](const Caller& who, const char* title, const char* body) {
    return ideas
        .create_idea(demo.org, who, campaign, json::object{{"title", title}, {"body", body}})
        .idea.row.id;
  };
  const auto no_meeting =
      propose(carlos, "Miércoles sin reuniones",
              "Un día a la semana sin reuniones internas para avanzar en el trabajo de fondo.");
  const auto short_meetings =
      propose(ana, "Reuniones de 25 minutos",
              "Que las reuniones por defecto duren 25 minutos en vez de 30, y 50 en vez de 60.");
  const auto agenda = propose(maria, "Sin agenda no hay reunión",
                              "Toda invitación lleva su agenda y el resultado esperado.");
  const auto async = propose(sofia, "Actualizaciones por escrito",
                             "Reemplazar la reunión diaria por un hilo escrito de avances.");
  propose(diego, "Reuniones de pie", "Las reuniones de seguimiento, de pie y de 15 minutos.");
  for (const auto& who : {ana, maria, sofia, diego, leader}) {
    ideas.vote(demo.org, who, no_meeting, true);
  }
  for (const auto& who : {ana, sofia, diego}) ideas.vote(demo.org, who, agenda, true);
  for (const auto& who : {carlos, maria}) ideas.vote(demo.org, who, short_meetings, true);
  ideas.vote(demo.org, carlos, async, true);
  ideas.comment(demo.org, maria, no_meeting,
                json::object{{"body", "¡Sí! Los miércoles serían perfectos para planificar."}});
  ideas.comment(demo.org, diego, agenda,
                json::object{{"body", "Y que la agenda llegue un día antes."}});
  ideas.score(demo.org, leader, no_meeting,
              json::object{{"impact", 5}, {"effort", 2}, {"note", "Fácil de probar un mes."}});
  ideas.score(demo.org, leader, agenda, json::object{{"impact", 4}, {"effort", 1}});
  ideas.change_status(demo.org, leader, no_meeting, json::object{{"status", "en_evaluacion"}});
  ideas.change_status(
      demo.org, leader, no_meeting,
      json::object{{"status", "aceptada"},
                   {"reason",
                    "La probaremos durante un mes en todas las áreas desde el próximo "
                    "miércoles."}});
}

}  // namespace aplauso::suggestions
