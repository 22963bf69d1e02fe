#include "modules/surveys/survey_demo.h"

#include <array>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <string_view>

#include "modules/surveys/survey_service.h"

namespace aplauso::surveys {

namespace json = boost::json;

namespace {

constexpr std::string_view kForm = R"({
  "title": {"es": "Pulso de clima", "en": "Climate pulse"},
  "questions": [
    {"id": "equipo", "type": "likert", "required": true,
     "title": {"es": "Me siento parte de mi equipo", "en": "I feel part of my team"}},
    {"id": "reconocimiento", "type": "likert", "required": true,
     "title": {"es": "Recibo reconocimiento cuando hago un buen trabajo",
               "en": "I am recognised when I do good work"}},
    {"id": "enps", "type": "rating", "style": "scale", "min": 0, "max": 10, "enps": true,
     "required": true,
     "title": {"es": "¿Qué tan probable es que recomiendes trabajar aquí?",
               "en": "How likely are you to recommend working here?"}},
    {"id": "modalidad", "type": "single_choice",
     "title": {"es": "¿Desde dónde trabajas más?", "en": "Where do you work from most?"},
     "options": [{"id": "oficina", "label": {"es": "Oficina", "en": "Office"}},
                 {"id": "casa", "label": {"es": "Casa", "en": "Home"}},
                 {"id": "mixto", "label": {"es": "Mixto", "en": "Hybrid"}}]},
    {"id": "mejora", "type": "long_text",
     "title": {"es": "¿Qué mejorarías?", "en": "What would you improve?"}}
  ]})";

struct DemoAnswer {
  std::string_view email;
  int equipo;
  int reconocimiento;
  int enps;
  std::string_view modalidad;
};

constexpr std::array<DemoAnswer, 10> kAnswers{{
    {"leader@demo.local", 5, 4, 9, "mixto"},
    {"ana.torres@demo.local", 4, 5, 10, "casa"},
    {"carlos.ruiz@demo.local", 4, 3, 8, "oficina"},
    {"jorge.martinez@demo.local", 5, 4, 9, "casa"},
    {"lucia.paredes@demo.local", 3, 4, 7, "mixto"},
    {"maria.lopez@demo.local", 4, 4, 9, "oficina"},
    {"sofia.ramirez@demo.local", 2, 3, 6, "oficina"},
    {"diego.castro@demo.local", 4, 5, 10, "mixto"},
    {"valentina.rojas@demo.local", 5, 4, 9, "casa"},
    {"pablo.nunez@demo.local", 3, 2, 5, "oficina"},
}};

}  // namespace

void seed_demo_survey(const SurveyService& surveys, DemoOrg& demo, const std::string& today) {
  const json::object body{{"title", json::object{{"es", "Pulso de clima de noviembre"},
                                                 {"en", "November climate pulse"}}},
                          {"description", json::object{{"es", "Cinco preguntas, dos minutos."},
                                                       {"en", "Five questions, two minutes."}}},
                          {"confidentiality", "confidential"},
                          {"form", json::parse(kForm)},
                          {"points", 0},
                          {"multi_response", false},
                          {"notify", false},
                          {"audience", json::object{{"everyone", true},
                                                    {"departments", json::array{}},
                                                    {"groups", json::array{}},
                                                    {"countries", json::array{}}}},
                          {"recurrence", "none"}};
  const auto survey = surveys.create(demo.org, demo.admin_id, body);
  const auto id = survey.row.id;
  surveys.activate(demo.org, id, today);
  const std::array<std::string_view, 4> comments{
      "Más espacios para compartir entre áreas.", "Reuniones más cortas.",
      "Que los reconocimientos lleguen también a otras áreas.", "Mejor café en la oficina."};
  std::size_t comment = 0;
  for (const auto& a : kAnswers) {
    json::object answers{{"equipo", a.equipo},
                         {"reconocimiento", a.reconocimiento},
                         {"enps", a.enps},
                         {"modalidad", a.modalidad}};
    if (a.equipo <= 4 && comment < comments.size()) answers["mejora"] = comments[comment++];
    surveys.submit(demo.org, demo.id("person:" + std::string(a.email)), id, answers, std::nullopt,
                   today);
  }
  surveys.close(demo.org, id);
}

}  // namespace aplauso::surveys
