#include "modules/coverages/coverages_demo.h"

#include "modules/coverages/coverages_service.h"

namespace aplauso::coverages {

void seed_demo_coverages(const CoveragesService& coverages, DemoOrg& demo) {
  PolicyFields medical;
  medical.insurer = "Seguros Andinos";
  medical.plan_name = "Salud Complementaria Plus";
  medical.policy_number = "SA-2026-0142";
  medical.kind = "medical_major";
  medical.starts_on = "2026-01-01";
  medical.ends_on = "2026-12-31";
  medical.claim_instructions =
      "1. Pide la boleta y el bono de atención.\n2. Sube los documentos en el portal de la "
      "aseguradora dentro de 60 días.\n3. El reembolso llega a tu cuenta en 10 días hábiles.";
  medical.claim_instructions_en =
      "1. Ask for the receipt and the care voucher.\n2. Upload them on the insurer's portal "
      "within 60 days.\n3. The refund reaches your account within 10 working days.";
  medical.contact_phone = "+56 2 2345 6789";
  medical.contact_email = "reembolsos@segurosandinos.example";
  medical.contact_link = "https://example.com/seguros-andinos";
  medical.status = "published";
  medical.rows = {
      {"Hospitalización", 90, 5'000'000'00, 50'000'00, "CLP", "Clínicas en convenio"},
      {"Consultas médicas", 70, 40'000'00, std::nullopt, "CLP", ""},
      {"Exámenes de laboratorio", 80, 1'000'000'00, std::nullopt, "CLP", ""},
      {"Medicamentos con receta", 50, 300'000'00, 10'000'00, "CLP", "Tope anual"},
  };
  coverages.create(demo.org, demo.admin_id, medical);

  PolicyFields dental;
  dental.insurer = "Seguros Andinos";
  dental.plan_name = "Dental Familiar";
  dental.policy_number = "SA-2026-0143";
  dental.kind = "dental";
  dental.starts_on = "2026-01-01";
  dental.ends_on = "2026-12-31";
  dental.claim_instructions = "Atiéndete en la red dental en convenio con tu credencial.";
  dental.contact_phone = "+56 2 2345 6700";
  dental.status = "published";
  dental.rows = {
      {"Limpieza y control", 100, std::nullopt, std::nullopt, "CLP", "Dos al año"},
      {"Tapaduras", 60, 200'000'00, std::nullopt, "CLP", ""},
      {"Ortodoncia", 40, 800'000'00, 100'000'00, "CLP", "Solo cargas menores de 18 años"},
  };
  coverages.create(demo.org, demo.admin_id, dental);

  DependantFields child;
  child.full_name = "Tomás Torres Vidal";
  child.relationship = "child";
  child.birth_date = "2018-05-14";
  coverages.add_dependant(demo.org, demo.id("person:ana.torres@demo.local"), child);
}

}  // namespace aplauso::coverages
