#include "modules/files/files_demo.h"

#include "core/pdf.h"
#include "modules/files/files_service.h"

namespace aplauso::files {

namespace {
std::string demo_pdf(const std::string& title, const std::vector<std::string>& lines) {
  std::vector<pdf::PdfBlock> blocks{{pdf::PdfBlock::Kind::kTitle, title}};
  for (const auto& line : lines) blocks.push_back({pdf::PdfBlock::Kind::kText, line});
  return pdf::write_pdf(blocks);
}
}  // namespace

void seed_demo_files(const FilesService& files, DemoOrg& demo) {
  const Viewer admin{demo.admin_id, Role::kAdmin};
  FolderInput policies;
  policies.name = "Políticas de la empresa";
  policies.description = "Reglamentos y políticas que todas las personas deben conocer.";
  policies.audience = FileAudience{};
  const auto top = files.create_folder(demo.org, admin, policies);

  FileInput rules;
  rules.name = "Reglamento interno";
  rules.description = "Normas de orden, higiene y seguridad. Léelo y confirma su lectura.";
  rules.tags = {"reglamento", "politica"};
  rules.requires_ack = true;
  files.upload(
      demo.org, admin, top.folder.id,
      {"reglamento-interno.pdf",
       demo_pdf("Reglamento interno", {"1. Jornada: la jornada ordinaria es de lunes a viernes.",
                                       "2. Respeto: tratamos a todas las personas con respeto.",
                                       "3. Seguridad: informa cualquier riesgo a tu jefatura."})},
      rules);
  FileInput ethics;
  ethics.name = "Código de ética";
  ethics.tags = {"politica"};
  // The organisation's own pages link to it (custom_pages_demo.cpp).
  demo.ids["files.file:Código de ética"] =
      files
          .upload(
              demo.org, admin, top.folder.id,
              {"codigo-de-etica.pdf",
               demo_pdf("Código de ética", {"Actuamos con honestidad, respeto y transparencia."})},
              ethics)
          .file.id;

  FolderInput forms;
  forms.name = "Formularios";
  forms.parent_id = top.folder.id;
  const auto sub = files.create_folder(demo.org, admin, forms);
  FileInput vacation;
  vacation.name = "Solicitud de vacaciones";
  vacation.tags = {"formulario"};
  files.upload(
      demo.org, admin, sub.folder.id,
      {"solicitud-de-vacaciones.txt",
       "Nombre:\nÁrea:\nDesde (AAAA-MM-DD):\nHasta (AAAA-MM-DD):\nFirma de la jefatura:\n"},
      vacation);

  bool created = false;
  const auto personal =
      files.personal_folder(demo.org, admin, demo.id("person:leader@demo.local"), created);
  FileInput payslip;
  payslip.name = "Liquidación de sueldo octubre";
  payslip.tags = {"liquidacion"};
  files.upload(demo.org, admin, personal.folder.id,
               {"liquidacion-octubre.pdf",
                demo_pdf("Liquidación de sueldo", {"Periodo: octubre", "Documento de ejemplo."})},
               payslip);
}

}  // namespace aplauso::files
