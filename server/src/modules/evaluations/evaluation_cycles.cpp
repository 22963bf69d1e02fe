// The admins' side of evaluations: cycles, their forms and participants, launching and moving
// phases, reopening, reassigning leaders, reminders and the progress export (EVA-1, EVA-5).
#include <algorithm>
#include <boost/json/serialize.hpp>
#include <cctype>
#include <set>

#include "core/days.h"
#include "core/xlsx_writer.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/evaluations/evaluation_internal.h"
#include "modules/notifications/notification_service.h"
#include "modules/recognition/catalog_service.h"

namespace aplauso::evaluations {

namespace json = boost::json;

namespace {

constexpr std::int64_t kRemindEveryMs = 60LL * 60 * 1000;

ApiError invalid_cycle(std::vector<FieldError> fields) {
  return rule_broken("invalid_cycle", "Revisa los datos del ciclo.", std::move(fields));
}

bool is_day(const std::optional<std::string>& d) {
  return d && parse_day(*d).has_value();
}

std::int64_t whole(const boost::json::value& v, std::int64_t fallback) {
  if (v.is_int64()) return v.as_int64();
  if (v.is_uint64()) return static_cast<std::int64_t>(v.as_uint64());
  if (v.is_double() &&
      v.as_double() == static_cast<double>(static_cast<std::int64_t>(v.as_double())))
    return static_cast<std::int64_t>(v.as_double());
  return fallback;
}

/// Applies the input to the row, checking every field; 422 with every bad one.
void apply_input(CycleRow& row, const CycleInput& in) {
  std::vector<FieldError> errors;
  if (in.name) row.name = *in.name;
  if (in.description) row.description = *in.description;
  if (in.period_from) row.period_from = *in.period_from;
  if (in.period_to) row.period_to = *in.period_to;
  if (in.directions) {
    std::string list;
    for (const auto d : kDirections) {
      if (std::find(in.directions->begin(), in.directions->end(), d) != in.directions->end()) {
        list += (list.empty() ? "" : ",") + std::string(d);
      }
    }
    for (const auto& d : *in.directions) {
      if (std::find(std::begin(kDirections), std::end(kDirections), d) == std::end(kDirections)) {
        errors.push_back({"directions", "Las direcciones son self, leader, peer y upward."});
        break;
      }
    }
    row.directions = list;
  }
  if (in.deadlines) {
    const auto& d = *in.deadlines;
    const auto get = [&d](const char* k) -> std::optional<std::string> {
      const auto it = d.find(k);
      return it == d.end() ? std::nullopt : it->second;
    };
    row.nomination_due = get("nomination_due");
    row.writing_due = get("writing_due").value_or("");
    row.calibration_due = get("calibration_due").value_or("");
    row.sharing_due = get("sharing_due").value_or("");
  }
  if (in.peers) {
    for (const auto& [k, v] : *in.peers) {
      if (k == "min") row.peer_min = whole(v, -1);
      if (k == "max") row.peer_max = whole(v, -1);
      if (k == "per_reviewer_cap") row.per_reviewer_cap = whole(v, -1);
      if (k == "nominated_by") row.nominated_by = v.is_string() ? std::string(v.get_string()) : "";
    }
  }
  if (in.include_goals) row.include_goals = *in.include_goals;
  if (in.include_competencies) row.include_competencies = *in.include_competencies;
  if (in.visibility) {
    json::object vis{{"reviewee", json::object{}}, {"leader", json::object{}}};
    bool bad = false;
    for (const auto& [key, value] : *in.visibility) {
      const auto dot = key.find('.');
      const auto who = key.substr(0, dot);
      const auto part = dot == std::string::npos ? "" : key.substr(dot + 1);
      const bool named_part = part == "self" || (part == "leader" && who == "reviewee");
      const bool aggregate_part = part == "peer" || part == "upward";
      if ((who != "reviewee" && who != "leader") || (!named_part && !aggregate_part) ||
          (named_part && value != "named" && value != "hidden") ||
          (aggregate_part && value != "aggregate" && value != "hidden")) {
        bad = true;
        continue;
      }
      vis[who].as_object()[part] = value;
    }
    if (bad) {
      throw rule_broken("invalid_visibility",
                        "La visibilidad admite named u hidden (autoevaluación y líder) y aggregate "
                        "u hidden (pares y ascendente).",
                        {{"visibility", "Valor no válido."}});
    }
    row.visibility = json::serialize(vis);
  }

  if (row.name.empty() || row.name.size() > 120) {
    errors.push_back({"name", "Escribe un nombre de hasta 120 caracteres."});
  }
  if (row.description.size() > 2000) errors.push_back({"description", "Hasta 2.000 caracteres."});
  if (!is_day(row.period_from)) errors.push_back({"period_from", "Una fecha AAAA-MM-DD."});
  if (!is_day(row.period_to)) errors.push_back({"period_to", "Una fecha AAAA-MM-DD."});
  if (is_day(row.period_from) && is_day(row.period_to) && row.period_from > row.period_to) {
    errors.push_back({"period_to", "El período termina después de empezar."});
  }
  if (row.directions.empty()) errors.push_back({"directions", "Elige al menos una dirección."});
  const bool peer = has_direction(row, "peer");
  if (peer && !is_day(row.nomination_due)) {
    errors.push_back({"deadlines.nomination_due", "Con pares, indica la fecha de nominación."});
  }
  if (!peer) row.nomination_due.reset();
  if (row.nomination_due && !is_day(row.nomination_due)) {
    errors.push_back({"deadlines.nomination_due", "Una fecha AAAA-MM-DD."});
  }
  const std::pair<const char*, const std::string*> order[] = {
      {"deadlines.writing_due", &row.writing_due},
      {"deadlines.calibration_due", &row.calibration_due},
      {"deadlines.sharing_due", &row.sharing_due}};
  std::string previous = row.nomination_due.value_or("");
  for (const auto& [field, value] : order) {
    if (!is_day(*value)) {
      errors.push_back({field, "Una fecha AAAA-MM-DD."});
      continue;
    }
    if (!previous.empty() && *value < previous) {
      errors.push_back({field, "Las fechas límite van en orden."});
    }
    previous = *value;
  }
  if (row.peer_min < 0 || row.peer_min > 10) errors.push_back({"peers.min", "De 0 a 10."});
  if (row.peer_max < 1 || row.peer_max > 10 || row.peer_max < row.peer_min) {
    errors.push_back({"peers.max", "De 1 a 10, no menos que el mínimo."});
  }
  if (row.per_reviewer_cap < 1 || row.per_reviewer_cap > 20) {
    errors.push_back({"peers.per_reviewer_cap", "De 1 a 20."});
  }
  if (row.nominated_by != "reviewee" && row.nominated_by != "leader") {
    errors.push_back({"peers.nominated_by", "reviewee o leader."});
  }
  if (!errors.empty()) throw invalid_cycle(std::move(errors));
}

/// The definition with the cycle's form id (the engine requires one; "new" before the cycle has
/// its id).
json::value with_form_id(json::value definition, const std::string& form_id) {
  if (definition.is_object()) definition.as_object()["form_id"] = form_id;
  return definition;
}

json::object audit_summary(const CycleRow& r) {
  return {{"name", r.name},
          {"phase", r.phase},
          {"period_from", r.period_from},
          {"period_to", r.period_to},
          {"directions", r.directions},
          {"writing_due", r.writing_due},
          {"calibration_due", r.calibration_due},
          {"sharing_due", r.sharing_due}};
}

std::string lowered(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.erase(0, 1);
  return s;
}

std::string ms_day(std::optional<std::int64_t> ms) {
  if (!ms) return "";
  const auto days = std::chrono::floor<std::chrono::days>(
      std::chrono::sys_time<std::chrono::milliseconds>(std::chrono::milliseconds(*ms)));
  return day_text(std::chrono::year_month_day(days));
}

}  // namespace

std::map<std::string, json::object> EvaluationService::templates() const {
  std::map<std::string, json::object> out;
  for (const auto d : kDirections) out[std::string(d)] = default_template(d);
  return out;
}

CyclePage EvaluationService::list_cycles(OrgId org, const Viewer& v, const std::string& phase,
                                         std::int64_t limit, std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    CyclePage page;
    auto rows = repo_.list_cycles(c, org, phase, limit, offset);
    page.total = repo_.count_cycles(c, org, phase);
    std::vector<std::int64_t> ids;
    for (const auto& r : rows) ids.push_back(r.id);
    const auto packets = repo_.packet_counts(c, org, ids);
    const auto reviews = repo_.review_counts(c, org, ids);
    for (auto& r : rows) {
      CycleView view;
      CycleCounts& k = view.counts;
      for (const char* s :
           {"not_started", "draft", "submitted", "calibrated", "shared", "acknowledged"}) {
        k.packets_by_status[s] = 0;
      }
      if (const auto it = packets.find(r.id); it != packets.end()) {
        for (const auto& [s, n] : it->second) {
          k.packets_by_status[s] = n;
          k.participants += n;
        }
      }
      std::map<std::string, std::int64_t> missing;
      if (const auto it = reviews.find(r.id); it != reviews.end()) {
        for (const auto& [key, n] : it->second) {
          const auto colon = key.find(':');
          const auto direction = key.substr(0, colon);
          const auto status = key.substr(colon + 1);
          if (status != "declined") k.reviews_total += n;
          if (status == "submitted") k.reviews_submitted += n;
          if ((r.phase == "nomination" || r.phase == "writing") &&
              (status == "not_started" || status == "draft")) {
            missing[missing_kind(direction)] += n;
          }
        }
      }
      // The admin's line: what the packets still need in this phase.
      const auto& by = k.packets_by_status;
      if (r.phase == "calibration") {
        missing["calibration"] = by.at("not_started") + by.at("draft") + by.at("submitted");
      }
      if (r.phase == "sharing") {
        missing["share"] = by.at("calibrated");
        missing["acknowledgement"] = by.at("shared");
      }
      view.row = std::move(r);
      view.line = finish_line(view.row, std::move(missing), v.today);
      page.items.push_back(std::move(view));
    }
    return page;
  });
}

CycleView EvaluationService::cycle(OrgId org, const Viewer& v, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    const Internals in{*this};
    CycleView view;
    view.row = in.cycle(c, org, id, false);
    const auto all = repo_.participants_of_cycle(c, org, id);
    for (const auto& p : all) ++view.counts.packets_by_status[p.status];
    view.counts.participants = static_cast<std::int64_t>(all.size());
    const auto reviews = repo_.reviews_of_cycle(c, org, id);
    const auto noms = repo_.nominations_of_cycle(c, org, id);
    std::map<std::string, std::int64_t> missing;
    for (const auto& r : reviews) {
      if (r.status != "declined") ++view.counts.reviews_total;
      if (r.status == "submitted") ++view.counts.reviews_submitted;
    }
    for (const auto& p : all) {
      std::vector<const ReviewRow*> mine;
      std::vector<const NominationRow*> pn;
      for (const auto& r : reviews) {
        if (r.participant_id == p.id) mine.push_back(&r);
      }
      for (const auto& n : noms) {
        if (n.participant_id == p.id) pn.push_back(&n);
      }
      for (const auto& m : participant_line(view.row, p, mine, pn, v.today).missing) {
        missing[m.kind] += m.count;
      }
    }
    view.line = finish_line(view.row, std::move(missing), v.today);
    for (const auto& d : directions_of(view.row)) {
      if (auto f = r_.forms.find(c, org, form_id_of(id, d), std::nullopt)) {
        view.forms.push_back({d, std::move(*f)});
      }
    }
    if (view.row.include_competencies) {
      if (view.row.launched_at) {
        view.competencies = competencies_of(view.row);
      } else {
        for (const auto& value : r_.catalog.values(org, false)) {
          view.competencies.push_back(json::object{
              {"id", value.id},
              {"name", value.name},
              {"description", value.description ? json::value(*value.description) : nullptr},
              {"emoji", value.emoji ? json::value(*value.emoji) : nullptr}});
        }
      }
    }
    return view;
  });
}

std::pair<CycleView, Added> EvaluationService::create_cycle(OrgId org, const Viewer& v,
                                                            const CycleInput& in,
                                                            const ParticipantsInput& people) const {
  CycleRow row;
  row.visibility = "{}";
  if (!in.name) row.name = "";
  apply_input(row, in);
  // Every form: the body's or the default, each checked before anything is written.
  std::map<std::string, forms::Form> checked;
  std::vector<FieldError> errors;
  for (const auto& d : directions_of(row)) {
    const auto it = in.forms.find(d);
    try {
      auto form = r_.forms.validate_definition(with_form_id(
          it == in.forms.end() ? json::value(default_template(d)) : it->second, "eval-new-" + d));
      for (auto& e : form_errors(form, d)) errors.push_back(std::move(e));
      checked[d] = std::move(form);
    } catch (const ApiError& e) {
      errors.push_back(
          {"forms." + d, e.fields().empty() ? std::string(e.what()) : e.fields().front().message});
    }
  }
  if (!errors.empty()) {
    throw rule_broken("invalid_form", "Revisa las plantillas.", std::move(errors));
  }
  Added added;
  const auto id = db_.transact([&](db::Conn& c) {
    const auto now = clock_.now_ms();
    row.id = repo_.insert_cycle(c, org, row, v.user_id, now);
    for (auto& [d, form] : checked) {
      form.form_id = form_id_of(row.id, d);
      r_.forms.save_version(c, org, "evaluations", form, v.user_id);
    }
    audit_.record(c, org, "evaluations.create_cycle", {"cycle", row.id}, nullptr,
                  audit_summary(row));
    return row.id;
  });
  if (!people.user_ids.empty() || !people.department_ids.empty() || !people.emails.empty()) {
    added = add_participants(org, v, id, people);
  }
  return {cycle(org, v, id), added};
}

CycleView EvaluationService::update_cycle(OrgId org, const Viewer& v, std::int64_t id,
                                          const CycleInput& in) const {
  db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    auto row = it.cycle(c, org, id, true);
    const auto before = audit_summary(row);
    if (row.phase == "closed") throw conflict("phase_closed", "El ciclo está cerrado.");
    if (row.phase != "draft") {
      for (const auto& f : in.fields) {
        if (f != "name" && f != "description" && f != "deadlines") {
          throw conflict("cycle_launched",
                         "Con el ciclo en curso solo se cambian el nombre, la descripción y las "
                         "fechas límite.");
        }
      }
    }
    const auto old_directions = directions_of(row);
    apply_input(row, in);
    repo_.update_cycle(c, org, row, clock_.now_ms());
    // Directions added in draft get their default form; forms sent replace theirs.
    std::vector<FieldError> errors;
    for (const auto& d : directions_of(row)) {
      const auto given = in.forms.find(d);
      const bool missing = !r_.forms.find(c, org, form_id_of(id, d), std::nullopt);
      if (given == in.forms.end() && !missing) continue;
      auto form = r_.forms.validate_definition(
          with_form_id(given == in.forms.end() ? json::value(default_template(d)) : given->second,
                       form_id_of(id, d)));
      auto bad = form_errors(form, d);
      if (!bad.empty()) {
        errors.insert(errors.end(), bad.begin(), bad.end());
        continue;
      }
      form.form_id = form_id_of(id, d);
      r_.forms.save_version(c, org, "evaluations", form, v.user_id);
    }
    if (!errors.empty()) throw rule_broken("invalid_form", "Revisa las plantillas.", errors);
    audit_.record(c, org, "evaluations.update_cycle", {"cycle", id}, before, audit_summary(row));
  });
  return cycle(org, v, id);
}

void EvaluationService::delete_cycle(OrgId org, const Viewer&, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto row = it.cycle(c, org, id, true);
    if (row.phase != "draft") {
      throw conflict("cycle_launched", "Solo se elimina un ciclo en borrador.");
    }
    for (const auto d : kDirections) r_.forms.forget_form(c, org, "evaluations", form_id_of(id, d));
    repo_.delete_cycle(c, org, id);
    audit_.record(c, org, "evaluations.delete_cycle", {"cycle", id}, audit_summary(row), nullptr);
  });
}

CycleForm EvaluationService::update_form(OrgId org, const Viewer& v, std::int64_t id,
                                         const std::string& direction,
                                         const json::value& definition) const {
  return db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto row = it.cycle(c, org, id, true);
    if (!has_direction(row, direction)) throw not_found("Esa dirección no está en el ciclo.");
    if (row.phase == "closed") throw conflict("phase_closed", "El ciclo está cerrado.");
    auto form = r_.forms.validate_definition(with_form_id(definition, form_id_of(id, direction)));
    const auto bad = form_errors(form, direction);
    if (!bad.empty()) throw rule_broken("invalid_form", "Revisa la plantilla.", bad);
    form.form_id = form_id_of(id, direction);
    const auto current = it.latest_form(c, org, id, direction);
    if (row.phase != "draft" && !same_structure(current.form, form)) {
      throw conflict("form_structure_locked",
                     "Con el ciclo en curso solo se pueden cambiar los textos.");
    }
    auto saved = r_.forms.save_version(c, org, "evaluations", form, v.user_id);
    audit_.record(
        c, org, "evaluations.edit_form", {"cycle", id},
        json::object{{"direction", direction}, {"version", current.stored.version}},
        json::object{{"direction", direction}, {"version", saved.version.stored.version}});
    return CycleForm{direction, std::move(saved.version)};
  });
}

Added EvaluationService::add_participants(OrgId org, const Viewer&, std::int64_t id,
                                          const ParticipantsInput& people) const {
  return db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto row = it.cycle(c, org, id, true);
    if (row.phase == "sharing" || row.phase == "closed") {
      throw conflict("phase_closed", "Ya no se pueden sumar personas a este ciclo.");
    }
    Added out;
    std::map<std::int64_t, Member> members;
    const auto by_ids = repo_.members_by_ids(c, org, people.user_ids);
    if (by_ids.size() !=
        std::set<std::int64_t>(people.user_ids.begin(), people.user_ids.end()).size()) {
      throw rule_broken("invalid_participants", "Alguna persona no es un miembro activo.",
                        {{"user_ids", "Alguna persona no es un miembro activo."}});
    }
    for (const auto& m : by_ids) members[m.id] = m;
    for (const auto& m : repo_.members_by_departments(c, org, people.department_ids)) {
      members[m.id] = m;
    }
    std::vector<std::string> emails;
    for (const auto& e : people.emails) {
      if (!lowered(e).empty()) emails.push_back(lowered(e));
    }
    std::set<std::string> found;
    for (const auto& m : repo_.members_by_emails(c, org, emails)) {
      found.insert(lowered(m.email));
      members[m.id] = m;
    }
    for (const auto& e : emails) {
      if (!found.contains(e)) out.not_found.push_back(e);
    }
    const auto now = clock_.now_ms();
    std::vector<std::int64_t> new_ids;
    for (const auto& [uid, m] : members) {
      if (const auto pid = repo_.insert_participant(c, org, id, uid, m.leader_id, now)) {
        new_ids.push_back(*pid);
        ++out.added;
      } else {
        ++out.already;
      }
    }
    if (row.phase != "draft" && !new_ids.empty()) {
      it.create_reviews(c, org, row, repo_.participants(c, org, new_ids));
    }
    audit_.record(c, org, "evaluations.add_participants", {"cycle", id}, nullptr,
                  json::object{{"added", out.added}, {"already", out.already}});
    return out;
  });
}

void EvaluationService::remove_participant(OrgId org, const Viewer&, std::int64_t pid) const {
  db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto p = it.participant(c, org, pid, false);
    const auto row = it.cycle(c, org, p.cycle_id, true);
    if (row.phase != "draft") {
      throw conflict("cycle_launched", "Con el ciclo en curso no se quitan participantes.");
    }
    repo_.delete_participant(c, org, pid);
    audit_.record(c, org, "evaluations.remove_participant", {"participant", pid},
                  json::object{{"cycle_id", p.cycle_id}, {"user_id", p.user_id}}, nullptr);
  });
}

ParticipantPage EvaluationService::participants(OrgId org, const Viewer& v, std::int64_t id,
                                                const ParticipantFilter& f, std::int64_t limit,
                                                std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    const Internals it{*this};
    const auto row = it.cycle(c, org, id, false);
    ParticipantPage page;
    page.total = repo_.count_participants(c, org, id, f);
    page.items =
        it.views(c, org, row, repo_.participant_page(c, org, id, f, limit, offset), v.today);
    return page;
  });
}

CycleView EvaluationService::launch(OrgId org, const Viewer& v, std::int64_t id) const {
  // The values are read before the transaction (the catalog reads on its own lease).
  json::array values;
  for (const auto& value : r_.catalog.values(org, false)) {
    values.push_back(
        json::object{{"id", value.id},
                     {"name", value.name},
                     {"description", value.description ? json::value(*value.description) : nullptr},
                     {"emoji", value.emoji ? json::value(*value.emoji) : nullptr}});
  }
  db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    auto row = it.cycle(c, org, id, true);
    if (row.phase != "draft") {
      throw conflict("invalid_transition", "El ciclo ya se lanzó.");
    }
    const auto all = repo_.participants_of_cycle(c, org, id);
    if (all.empty()) {
      throw rule_broken("no_participants", "Suma al menos una persona antes de lanzar.");
    }
    const auto now = clock_.now_ms();
    row.phase = next_phase(row, "draft");
    row.competencies = row.include_competencies ? json::serialize(values) : "[]";
    repo_.launch(c, org, id, row.phase, row.competencies, now);
    it.create_reviews(c, org, row, all);
    audit_.record(c, org, "evaluations.launch", {"cycle", id}, json::object{{"phase", "draft"}},
                  json::object{{"phase", row.phase}, {"participants", all.size()}});
  });
  return cycle(org, v, id);
}

CycleView EvaluationService::advance(OrgId org, const Viewer& v, std::int64_t id,
                                     const std::string& to) const {
  db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    auto row = it.cycle(c, org, id, true);
    const auto from = row.phase;
    if (from == "draft" || next_phase(row, from) != to || to.empty()) {
      throw conflict("invalid_transition",
                     "El ciclo avanza una fase a la vez, hacia adelante (lanza el borrador).");
    }
    const auto now = clock_.now_ms();
    if (from == "nomination") {
      const auto peer = it.latest_form(c, org, id, "peer").stored.version;
      for (const auto& n : repo_.nominations_of_cycle(c, org, id)) {
        if (n.status != "approved") continue;
        const auto rid =
            repo_.insert_review(c, org, id, n.participant_id, n.peer_id, "peer", peer, now);
        repo_.nomination_review(c, org, n.id, rid);
        it.notify(c, org, "evaluation_review_due", {n.peer_id},
                  {{"review_id", rid}, {"name", row.name}, {"direction", "peer"}});
      }
      repo_.expire_nominations(c, org, id, now);
    } else if (from == "writing") {
      // Each participant with a submitted leader review gets its box as the proposal.
      const auto form =
          has_direction(row, "leader")
              ? std::optional<forms::FormVersion>(it.latest_form(c, org, id, "leader"))
              : std::nullopt;
      for (const auto& r : repo_.reviews_of_cycle(c, org, id)) {
        if (r.direction != "leader" || r.status != "submitted" || !r.answers) continue;
        const auto used = r_.forms.find(c, org, form_id_of(id, "leader"), r.form_version);
        const auto answers = json::parse(*r.answers).as_object();
        const auto* q = question_of(used ? used->form : form->form, "overall");
        const auto* overall = answers.if_contains("overall");
        const auto* potential = answers.if_contains("potential");
        if (q == nullptr || overall == nullptr || potential == nullptr) continue;
        repo_.set_proposed(
            c, org, r.participant_id,
            performance_level(overall->to_number<double>(), q->min.value_or(1), q->max.value_or(5)),
            static_cast<std::int64_t>(potential->to_number<double>()), now);
      }
    } else if (from == "calibration") {
      repo_.calibrate_submitted(c, org, id, now);
    }
    repo_.set_phase(c, org, id, to, now);
    audit_.record(c, org, "evaluations.advance", {"cycle", id}, json::object{{"phase", from}},
                  json::object{{"phase", to}});
  });
  return cycle(org, v, id);
}

ReviewView EvaluationService::reopen(OrgId org, const Viewer& v, std::int64_t rid,
                                     const std::string& reason) const {
  if (reason.size() < 3 || reason.size() > 500) {
    throw rule_broken("invalid_reason", "Explica el motivo (de 3 a 500 caracteres).",
                      {{"reason", "Explica el motivo (de 3 a 500 caracteres)."}});
  }
  return db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    auto r = repo_.review(c, org, rid, true);
    if (!r) throw not_found("Esa evaluación no existe.");
    const auto row = it.cycle(c, org, r->cycle_id, true);
    if (row.phase == "closed") throw conflict("phase_closed", "El ciclo está cerrado.");
    if (r->direction == "peer" || r->direction == "upward") {
      if (r->status == "submitted") {
        throw conflict("anonymous_review",
                       "Las evaluaciones de pares y ascendentes enviadas son anónimas: no se "
                       "reabren.");
      }
    }
    if (r->status != "submitted") {
      throw conflict("review_not_submitted", "Esa evaluación no está enviada.");
    }
    auto p = it.participant(c, org, r->participant_id, true);
    if (p.status == "shared" || p.status == "acknowledged") {
      throw conflict("packet_shared", "El resultado ya se compartió con la persona.");
    }
    const auto now = clock_.now_ms();
    repo_.save_review(c, org, rid, r->answers, r->competencies, r->goals, "draft", std::nullopt,
                      now);
    const bool deciding = r->direction == "leader" || !p.leader_id || !has_direction(row, "leader");
    if (p.status == "calibrated") {
      repo_.set_status(c, org, p.id, "submitted", now);
    } else if (p.status == "submitted" && deciding) {
      repo_.set_status(c, org, p.id, "draft", now);
    }
    audit_.record(c, org, "evaluations.reopen_review", {"review", rid},
                  json::object{{"status", "submitted"}},
                  json::object{{"status", "draft"}, {"reason", reason}});
    r->status = "draft";
    r->submitted_at.reset();
    return it.review_view(c, org, *r, v.today);
  });
}

ParticipantView EvaluationService::reassign_leader(OrgId org, const Viewer& v, std::int64_t pid,
                                                   std::int64_t leader_id) const {
  return db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto first = it.participant(c, org, pid, false);
    const auto row = it.cycle(c, org, first.cycle_id, true);
    auto p = it.participant(c, org, pid, true);
    if (row.phase == "sharing" || row.phase == "closed") {
      throw conflict("phase_closed", "Ya no se cambia el líder en este ciclo.");
    }
    if (leader_id == p.user_id || repo_.members_by_ids(c, org, {leader_id}).empty()) {
      throw rule_broken("invalid_leader", "Elige a un miembro activo distinto de la persona.",
                        {{"leader_id", "Elige a un miembro activo distinto de la persona."}});
    }
    const auto now = clock_.now_ms();
    std::optional<ReviewRow> current;
    for (const auto& r : repo_.reviews_of_participants(c, org, {pid})) {
      if (r.direction == "leader") current = r;
    }
    if (current && current->status == "submitted") {
      throw conflict("review_submitted",
                     "La evaluación del líder ya se envió: reábrela antes de cambiar el líder.");
    }
    if (current) {
      repo_.move_review(c, org, current->id, leader_id, now);
    } else if (row.phase != "draft" && has_direction(row, "leader")) {
      const auto version = it.latest_form(c, org, row.id, "leader").stored.version;
      current = ReviewRow{};
      current->id = repo_.insert_review(c, org, row.id, pid, leader_id, "leader", version, now);
    }
    repo_.set_leader(c, org, pid, leader_id, now);
    if (row.phase != "draft") {
      json::object payload{{"participant_id", pid}, {"name", row.name}};
      if (current) payload["review_id"] = current->id;
      it.notify(c, org, "evaluation_leader_reassigned", {leader_id}, payload);
    }
    audit_.record(c, org, "evaluations.reassign_leader", {"participant", pid},
                  json::object{{"leader_id", p.leader_id ? json::value(*p.leader_id) : nullptr}},
                  json::object{{"leader_id", leader_id}});
    p.leader_id = leader_id;
    return it.views(c, org, row, {p}, v.today).front();
  });
}

std::int64_t EvaluationService::remind(OrgId org, const Viewer&, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto row = it.cycle(c, org, id, true);
    if (row.phase != "nomination" && row.phase != "writing") {
      throw conflict("phase_closed", "Solo se recuerda en las fases de nominación y redacción.");
    }
    const auto now = clock_.now_ms();
    if (row.reminded_at && now - *row.reminded_at < kRemindEveryMs) {
      const auto wait = static_cast<int>((kRemindEveryMs - (now - *row.reminded_at)) / 1000) + 1;
      throw ApiError(ErrorKind::kRateLimited, "remind_too_soon",
                     "Ya enviaste un recordatorio hace menos de una hora.")
          .with_retry_after(wait);
    }
    std::set<std::int64_t> people;
    for (const auto& r : repo_.reviews_of_cycle(c, org, id)) {
      if (review_open(r)) people.insert(r.reviewer_id);
    }
    if (row.phase == "nomination") {
      const auto all = repo_.participants_of_cycle(c, org, id);
      const auto noms = repo_.nominations_of_cycle(c, org, id);
      for (const auto& p : all) {
        std::int64_t live = 0;
        bool proposed = false;
        for (const auto& n : noms) {
          if (n.participant_id != p.id) continue;
          if (n.status == "proposed") proposed = true;
          if (n.status == "proposed" || n.status == "approved") ++live;
        }
        if (live < row.peer_min) {
          if (row.nominated_by == "leader") {
            if (p.leader_id) people.insert(*p.leader_id);
          } else {
            people.insert(p.user_id);
          }
        }
        if (proposed && p.leader_id) people.insert(*p.leader_id);
      }
    }
    it.notify(c, org, "evaluation_reminder", {people.begin(), people.end()},
              {{"cycle_id", id}, {"name", row.name}});
    repo_.set_reminded(c, org, id, now);
    audit_.record(c, org, "evaluations.remind", {"cycle", id}, nullptr,
                  json::object{{"notified", people.size()}});
    return static_cast<std::int64_t>(people.size());
  });
}

std::string EvaluationService::export_workbook(OrgId org, const Viewer& v, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto row = it.cycle(c, org, id, false);
    const auto views = it.views(c, org, row, repo_.participants_of_cycle(c, org, id), v.today);
    xlsx::OutSheet sheet;
    sheet.name = "Progreso";
    sheet.header = {"Persona", "Correo", "Departamento", "Líder", "Estado"};
    const auto dirs = directions_of(row);
    for (const auto& d : dirs) sheet.header.push_back("Evaluaciones " + d);
    for (const char* h : {"Desempeño", "Potencial", "Confirmado el"}) sheet.header.push_back(h);
    for (const auto& p : views) {
      std::vector<std::string> cells{p.person.full_name(), p.person.email,
                                     p.department.value_or(""),
                                     p.leader ? p.leader->full_name() : "Sin líder", p.row.status};
      for (const auto& d : dirs) {
        const auto pr =
            p.progress.count(d) ? p.progress.at(d) : std::pair<std::int64_t, std::int64_t>{};
        cells.push_back(std::to_string(pr.first) + "/" + std::to_string(pr.second));
      }
      cells.push_back(p.row.performance ? std::to_string(*p.row.performance) : "");
      cells.push_back(p.row.potential ? std::to_string(*p.row.potential) : "");
      cells.push_back(ms_day(p.row.acknowledged_at));
      sheet.rows.push_back(std::move(cells));
    }
    audit_.record(c, org, "evaluations.export", {"cycle", id}, nullptr,
                  json::object{{"rows", sheet.rows.size()}});
    return xlsx::write_workbook({sheet});
  });
}

std::vector<std::tuple<std::int64_t, std::int64_t, std::string, std::int64_t>>
EvaluationService::demo_reviews(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    std::map<std::int64_t, std::int64_t> users;
    for (const auto& p : repo_.participants_of_cycle(c, org, id)) users[p.id] = p.user_id;
    std::vector<std::tuple<std::int64_t, std::int64_t, std::string, std::int64_t>> out;
    for (const auto& r : repo_.reviews_of_cycle(c, org, id)) {
      out.emplace_back(r.id, r.reviewer_id, r.direction, users[r.participant_id]);
    }
    return out;
  });
}

}  // namespace aplauso::evaluations
