#include "modules/requests/requests_demo.h"

#include <boost/json/parse.hpp>
#include <string_view>

#include "modules/requests/requests_service.h"

namespace aplauso::requests {

namespace json = boost::json;

namespace {

constexpr std::string_view kLetterForm = R"json({
  "title": {"es": "Constancia laboral", "en": "Employment letter"},
  "questions": [
    {"id": "destino", "type": "short_text", "required": true, "max_length": 120,
     "title": {"es": "¿A quién va dirigida?", "en": "Who is it addressed to?"}},
    {"id": "salario", "type": "yes_no", "required": true,
     "title": {"es": "¿Debe indicar el salario?", "en": "Should it state the salary?"}},
    {"id": "idioma", "type": "single_choice", "required": true,
     "title": {"es": "Idioma", "en": "Language"},
     "options": [{"id": "es", "label": {"es": "Español", "en": "Spanish"}},
                 {"id": "en", "label": {"es": "Inglés", "en": "English"}}]}
  ]})json";

constexpr std::string_view kHomeOfficeForm = R"json({
  "title": {"es": "Días de home office", "en": "Home office days"},
  "questions": [
    {"id": "desde", "type": "date", "required": true, "title": {"es": "Desde", "en": "From"}},
    {"id": "hasta", "type": "date", "required": true, "title": {"es": "Hasta", "en": "To"}},
    {"id": "motivo", "type": "long_text", "max_length": 500,
     "title": {"es": "Motivo", "en": "Reason"}},
    {"id": "respaldo", "type": "file_upload", "upload_type": "comm-attachment", "max_files": 3,
     "title": {"es": "Respaldo (opcional)", "en": "Supporting document (optional)"}}
  ]})json";

Step by(const std::string& approver) {
  Step s;
  s.approver = approver;
  return s;
}

constexpr std::string_view kTripForm = R"json({
  "title": {"es": "Viaje de trabajo", "en": "Business trip"},
  "questions": [
    {"id": "destino", "type": "short_text", "required": true,
     "title": {"es": "Destino", "en": "Destination"}},
    {"id": "desde", "type": "date", "required": true, "title": {"es": "Salida", "en": "Leaving"}},
    {"id": "hasta", "type": "date", "required": true, "title": {"es": "Regreso", "en": "Back"}},
    {"id": "motivo", "type": "long_text", "max_length": 500,
     "title": {"es": "Motivo", "en": "Reason"}}
  ]})json";

constexpr std::string_view kTrainingForm = R"json({
  "title": {"es": "Presupuesto de capacitación", "en": "Training budget"},
  "questions": [
    {"id": "curso", "type": "short_text", "required": true, "max_length": 200,
     "title": {"es": "Curso o programa", "en": "Course or programme"}},
    {"id": "monto", "type": "number", "required": true, "min": 1,
     "title": {"es": "Monto (USD)", "en": "Amount (USD)"}},
    {"id": "enlace", "type": "short_text", "max_length": 300,
     "title": {"es": "Enlace al programa", "en": "Link to the programme"}}
  ]})json";

}  // namespace

void seed_demo_requests(const RequestsService& requests, DemoOrg& demo) {
  TypeFields letter;
  letter.name = "Constancia laboral";
  letter.name_en = "Employment letter";
  letter.description = "Una carta que certifica tu empleo, firmada por Personas.";
  letter.description_en = "A letter certifying your employment, signed by People.";
  letter.sla_days = 2;
  letter.steps = {by("admins")};
  requests.create_type(demo.org, demo.admin_id, letter, json::parse(kLetterForm));

  TypeFields home;
  home.name = "Días de home office";
  home.name_en = "Home office days";
  home.description = "Pide trabajar desde casa: primero aprueba tu jefatura y luego Personas.";
  home.description_en = "Ask to work from home: your leader approves first, then People.";
  home.sla_days = 3;
  // The leader has two days of the three (a step's own deadline).
  Step lead = by("leader");
  lead.deadline_days = 2;
  home.steps = {lead, by("admins")};
  const auto home_type =
      requests.create_type(demo.org, demo.admin_id, home, json::parse(kHomeOfficeForm));

  TypeFields training;
  training.name = "Presupuesto de capacitación";
  training.name_en = "Training budget";
  training.description = "Financiamiento de cursos: lo revisa tu jefatura y lo aprueba Personas.";
  training.description_en = "Course funding: your leader reviews it and People approve it.";
  training.steps = {by("leader"), by("admins")};
  requests.create_type(demo.org, demo.admin_id, training, json::parse(kTrainingForm));

  // A parallel step: Luis Herrera and Sofía Ramírez both approve, then People.
  TypeFields trip;
  trip.name = "Viaje de trabajo";
  trip.name_en = "Business trip";
  trip.description = "Lo aprueban Luis Herrera y Sofía Ramírez, cada uno, y luego Personas.";
  trip.description_en = "Luis Herrera and Sofía Ramírez each approve it, then People.";
  trip.sla_days = 5;
  Step both = by("people");
  both.user_ids = {demo.id("person:leader@demo.local"), demo.id("person:sofia.ramirez@demo.local")};
  both.rule = "all";
  trip.steps = {both, by("admins")};
  requests.create_type(demo.org, demo.admin_id, trip, json::parse(kTripForm));

  const std::int64_t ana = demo.id("person:ana.torres@demo.local");
  requests.submit(demo.org, ana, home_type.type.id,
                  json::parse(R"({"desde": "2026-12-14", "hasta": "2026-12-18",
                                  "motivo": "Remodelación en casa: necesito estar presente."})"),
                  std::nullopt, "2026-12-01");
}

}  // namespace aplauso::requests
