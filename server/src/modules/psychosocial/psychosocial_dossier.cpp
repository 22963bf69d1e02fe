// The compliance dossier of a workplace (MOO-★1): what an auditor of NOM-035 asks for, as one
// PDF. Figures about people come from the privacy engine (results) or are counts shown only at
// k, as on the screens.
#include <boost/json/object.hpp>
#include <chrono>
#include <cstdio>

#include "core/days.h"
#include "core/errors.h"
#include "core/pdf.h"
#include "core/time_zone.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/psychosocial/psychosocial_service.h"

namespace aplauso::psychosocial {

namespace {

std::string dossier_day(std::int64_t epoch_ms, std::string_view time_zone) {
  auto local = local_time(time_zone, epoch_ms);
  if (!local) local = local_time("UTC", epoch_ms);
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%02u/%02u/%04d", local->day, local->month, local->year);
  return buffer;
}

std::string dossier_date(const std::string& day) {
  if (day.size() != 10) return day;
  return day.substr(8, 2) + "/" + day.substr(5, 2) + "/" + day.substr(0, 4);
}

std::string one_decimal(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", v);
  return buffer;
}

std::string level_name(std::string_view level) {
  if (level == "nulo") return "Nulo o despreciable";
  if (level == "bajo") return "Bajo";
  if (level == "medio") return "Medio";
  if (level == "alto") return "Alto";
  return "Muy alto";
}

std::string hidden_reason(privacy::Status status) {
  if (status == privacy::Status::kNoData) return "Sin datos";
  return "Oculto por privacidad (menos de k respuestas)";
}

std::string score_line(const std::string& name, const ScoreCell& s) {
  if (s.state != privacy::Status::kOk || !s.mean) return name + ": " + hidden_reason(s.state);
  return name + ": " + one_decimal(*s.mean) + " (" + level_name(s.level.value_or("nulo")) + ")";
}

std::string distribution(const ScoreCell& s) {
  std::string out;
  for (std::size_t i = 0; i < kLevels.size(); ++i) {
    if (!out.empty()) out += " · ";
    out += level_name(kLevels.at(i)) + ": " + std::to_string(s.levels.at(i));
  }
  return out;
}

std::string status_name(const std::string& status) {
  if (status == "done") return "hecha";
  if (status == "in_progress") return "en curso";
  if (status == "skipped") return "omitida";
  return "pendiente";
}

}  // namespace

std::string PsychosocialService::dossier(OrgId org, std::string_view time_zone,
                                         std::int64_t id) const {
  using pdf::PdfBlock;
  return db_.transact([&](db::Conn& c) {
    const auto row = repo_.application(c, org, id);
    if (!row) throw not_found();
    const auto d = detail(c, org, *row);
    const auto& v = d.view;
    std::optional<Results> results;
    if (row->guide && row->state != "draft") results = this->results(c, org, time_zone, *row, true);
    const auto referrals = repo_.referrals_of(c, org, id);
    audit_.record(c, org, "psychosocial.dossier", {"psy_application", id}, nullptr, nullptr);

    std::vector<PdfBlock> b;
    b.push_back({PdfBlock::Kind::kTitle, "Expediente NOM-035-STPS-2018: " + row->workplace});
    b.push_back({PdfBlock::Kind::kSmall, "Aplicación N° " + std::to_string(id) + " · generado el " +
                                             dossier_day(clock_.now_ms(), time_zone)});

    b.push_back({PdfBlock::Kind::kHeading, "Condiciones de la aplicación"});
    b.push_back({PdfBlock::Kind::kText, "Centro de trabajo: " + row->workplace});
    b.push_back({PdfBlock::Kind::kText,
                 "Personas en el centro de trabajo (N): " + std::to_string(v.roster.people)});
    std::string guides;
    if (row->guide1) guides = "Guía de Referencia I";
    if (row->guide) {
      if (!guides.empty()) guides += " y ";
      guides += *row->guide == kGuide2 ? "Guía de Referencia II" : "Guía de Referencia III";
    }
    b.push_back({PdfBlock::Kind::kText, "Cuestionarios aplicados: " + guides + "."});
    if (row->guide) {
      b.push_back({PdfBlock::Kind::kText,
                   row->sampling == "sample"
                       ? "Aplicada a una muestra aleatoria proporcional por sexo: n = 0,9604·N / "
                         "(0,0025·(N-1) + 0,9604), redondeado hacia arriba = " +
                             std::to_string(v.sample_required) + " personas; sorteadas " +
                             std::to_string(v.roster.sampled) + " (" +
                             std::to_string(v.roster.female) + " mujeres, " +
                             std::to_string(v.roster.male) + " hombres, " +
                             std::to_string(v.roster.people - v.roster.female - v.roster.male) +
                             " sin dato en la plantilla)."
                       : "Aplicada a todas las personas del centro de trabajo."});
    }
    std::string dates = "Estado: ";
    dates += row->state == "draft" ? "borrador" : row->state == "open" ? "abierta" : "cerrada";
    if (row->launched_at) dates += " · abierta el " + dossier_day(*row->launched_at, time_zone);
    if (row->opens_on) dates += " · responde desde el " + dossier_date(*row->opens_on);
    if (row->closes_on) dates += " · cierre previsto el " + dossier_date(*row->closes_on);
    if (row->closed_on) dates += " · cerrada el " + dossier_date(*row->closed_on);
    b.push_back({PdfBlock::Kind::kText, dates + "."});
    b.push_back(
        {PdfBlock::Kind::kText,
         "Instrucciones dadas a cada persona antes de responder: responder todas las preguntas; "
         "no hay respuestas correctas o incorrectas; considerar las condiciones de los dos últimos "
         "meses; su opinión es lo más importante, por lo que se pide responder con sinceridad."});
    b.push_back(
        {PdfBlock::Kind::kText,
         "Confidencialidad: las respuestas de la Guía II o III se califican al enviarse y se "
         "guardan sin vínculo con la persona; sus resultados solo se muestran para grupos de al "
         "menos " +
             std::to_string(d.k) +
             " respuestas. La Guía I es confidencial: sus respuestas se guardan cifradas y solo el "
             "personal de salud ocupacional designado ve a quienes requieren valoración clínica."});

    b.push_back({PdfBlock::Kind::kHeading, "Participación"});
    if (row->guide) {
      b.push_back({PdfBlock::Kind::kText,
                   "Guía II/III: " +
                       (v.answered_main ? std::to_string(*v.answered_main)
                                        : "menos de " + std::to_string(d.k)) +
                       " respuestas de " + std::to_string(v.sample_required) + " requeridas."});
    }
    if (row->guide1) {
      b.push_back({PdfBlock::Kind::kText,
                   "Guía I: " +
                       (v.answered_guide1 ? std::to_string(*v.answered_guide1)
                                          : "menos de " + std::to_string(d.k)) +
                       " respuestas de " + std::to_string(v.roster.people) + " personas."});
      b.push_back({PdfBlock::Kind::kText,
                   "Personas canalizadas a valoración clínica por la Guía I: " +
                       (referrals >= d.k || referrals == 0 ? std::to_string(referrals)
                                                           : "menos de " + std::to_string(d.k)) +
                       "."});
    }

    if (results) {
      b.push_back({PdfBlock::Kind::kHeading, "Resultados"});
      const Guide* guide = find_guide(results->guide);
      for (const auto& cell : results->cells) {
        const std::string who =
            cell.value ? "Departamento " + cell.label.value_or(*cell.value) : "Centro de trabajo";
        if (cell.state.status != privacy::Status::kOk) {
          b.push_back({PdfBlock::Kind::kText, who + ": " + hidden_reason(cell.state.status)});
          continue;
        }
        b.push_back({PdfBlock::Kind::kText, who + " (" + std::to_string(cell.state.respondents) +
                                                " respuestas). " +
                                                score_line("Calificación final", cell.final)});
        if (cell.final.state == privacy::Status::kOk)
          b.push_back({PdfBlock::Kind::kSmall, "Personas por nivel: " + distribution(cell.final)});
        if (cell.value || !guide) continue;
        std::size_t di = 0;
        for (std::size_t ci = 0; ci < guide->categories.size(); ++ci) {
          const auto& cat = guide->categories.at(ci);
          b.push_back({PdfBlock::Kind::kText,
                       score_line("Categoría " + cat.name.es, cell.categories.at(ci))});
          for (const auto& dom : cat.domains) {
            b.push_back({PdfBlock::Kind::kSmall,
                         "   " + score_line("Dominio " + dom.name.es, cell.domains.at(di))});
            ++di;
          }
        }
        if (cell.final.level) {
          b.push_back({PdfBlock::Kind::kText,
                       "Lo que pide la norma para el nivel " + level_name(*cell.final.level) +
                           ": " + level_actions().at(level_index(*cell.final.level)).es});
        }
      }
      if (results->held_back)
        b.push_back({PdfBlock::Kind::kSmall,
                     "Algunas respuestas recientes aún no se cuentan: se suman cuando ya no pueden "
                     "señalar a nadie."});
    }

    b.push_back({PdfBlock::Kind::kHeading, "Medidas del programa de intervención"});
    if (d.measures.empty()) b.push_back({PdfBlock::Kind::kText, "Sin medidas registradas."});
    for (const auto& m : d.measures) {
      std::string line = m.title;
      if (m.assignee) line += " · responsable " + m.assignee->full_name();
      if (m.due_on) line += " · vence el " + dossier_date(*m.due_on);
      line += " · " + status_name(m.status);
      if (m.done_at) line += " el " + dossier_day(*m.done_at, time_zone);
      line += " · registrada el " + dossier_day(m.created_at, time_zone);
      b.push_back({PdfBlock::Kind::kText, line});
    }

    b.push_back({PdfBlock::Kind::kHeading, "Próxima identificación y análisis"});
    b.push_back({PdfBlock::Kind::kText,
                 v.next_due_on ? "A más tardar el " + dossier_date(*v.next_due_on) +
                                     " (la norma pide repetirla al menos cada dos años)."
                               : "Se fija al cerrar esta aplicación: dos años después."});
    b.push_back({PdfBlock::Kind::kSmall,
                 "Cuestionarios: NOM-035-STPS-2018, Diario Oficial de la Federación, 23 de octubre "
                 "de 2018, Guías de Referencia I, II y III."});
    return pdf::write_pdf(b);
  });
}

}  // namespace aplauso::psychosocial
