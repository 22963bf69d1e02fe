#include "modules/recognition/recognition_demo.h"

#include "core/roles.h"
#include "modules/recognition/catalog_service.h"
#include "modules/recognition/send_service.h"

namespace aplauso::recognition {

namespace {
struct DemoType {
  const char* name;
  const char* emoji;
  const char* description;
  std::int64_t min, max;
  bool special;
  const char* name_en;
  const char* description_en;
};
constexpr DemoType kTypes[] = {
    {"Gracias", "🙏", "Por una ayuda, grande o pequeña.", 1, 50, false, "Thanks",
     "For a helping hand, big or small."},
    {"Trabajo en equipo", "🤝", "Por sumar con otros para llegar más lejos.", 5, 100, false,
     "Teamwork", "For joining forces to go further."},
    {"Innovación", "💡", "Por una idea que mejoró cómo trabajamos.", 10, 150, false, "Innovation",
     "For an idea that improved how we work."},
    {"Liderazgo ejemplar", "⭐", "Reconocimiento especial de líderes.", 50, 500, true,
     "Outstanding leadership", "A special recognition from leaders."},
};

struct DemoValue {
  const char* name;
  const char* emoji;
  const char* name_en;
};
constexpr DemoValue kValues[] = {{"Colaboración", "🤝", "Collaboration"},
                                 {"Excelencia", "🏆", "Excellence"},
                                 {"Innovación", "💡", "Innovation"},
                                 {"Integridad", "🛡️", "Integrity"}};

struct DemoRecognition {
  const char* from;
  std::vector<std::string> to;
  std::int64_t amount;
  const char* type;
  const char* value;
  const char* message;
};
}  // namespace

void seed_demo_recognition(const CatalogService& catalog, const SendService& sender,
                           DemoOrg& demo) {
  const OrgId org = demo.org;
  for (const auto& t : kTypes) {
    TypePatch p;
    p.name = t.name;
    p.emoji = std::optional<std::string>(t.emoji);
    p.description = std::optional<std::string>(t.description);
    p.min_points = t.min;
    p.max_points = t.max;
    p.special = t.special;
    if (t.special) p.roles = std::vector<Role>{Role::kLeader, Role::kAdmin};
    p.english = {std::optional<std::string>(t.name_en),
                 std::optional<std::string>(t.description_en)};
    demo.ids["recognition.type:" + std::string(t.name)] =
        catalog.save_type(org, std::nullopt, p).id;
  }
  for (const auto& v : kValues) {
    demo.ids["recognition.value:" + std::string(v.name)] =
        catalog
            .save_value(org, std::nullopt, std::string(v.name), std::nullopt,
                        std::optional<std::string>(v.emoji), std::nullopt, true,
                        {std::optional<std::string>(v.name_en), std::nullopt})
            .id;
  }
  const std::vector<DemoRecognition> recognitions = {
      {"ana.torres@demo.local",
       {"carlos.ruiz@demo.local"},
       20,
       "Gracias",
       "Colaboración",
       "Gracias por revisar mis pruebas a última hora. ¡Salvaste la entrega!"},
      {"maria.lopez@demo.local",
       {"sofia.ramirez@demo.local", "diego.castro@demo.local"},
       30,
       "Trabajo en equipo",
       "Colaboración",
       "El cierre del trimestre salió gracias a ustedes dos. ¡Qué equipo!"},
      {"leader@demo.local",
       {"jorge.martinez@demo.local"},
       80,
       "Innovación",
       "Innovación",
       "La automatización del despliegue nos ahorra horas cada semana. Brillante."},
  };
  for (const auto& r : recognitions) {
    const Principal caller{demo.id("person:" + std::string(r.from)), org, Role::kEmployee, 0};
    SendRequest request;
    request.receiver_emails = r.to;
    request.amount = r.amount;
    request.type_ids = {demo.id("recognition.type:" + std::string(r.type))};
    request.value_ids = {demo.id("recognition.value:" + std::string(r.value))};
    request.message = r.message;
    sender.send(org, caller, SenderMode::kCaller, request);
  }
}

}  // namespace aplauso::recognition
