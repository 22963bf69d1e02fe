// Packets (who sees which part, the anonymous aggregates), sharing and acknowledging, the PDF,
// and the admins' calibration with the append-only rating history (EVA-1, EVA-3, EVA-6, EVA-7,
// EVA-★2).
#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <cmath>
#include <cstdio>
#include <set>

#include "core/days.h"
#include "core/pdf.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/evaluations/evaluation_internal.h"
#include "modules/privacy/privacy_service.h"
#include "modules/tasks/task_service.h"

namespace aplauso::evaluations {

namespace json = boost::json;

namespace {

ApiError packet_not_found() {
  return not_found("Esa evaluación no existe.");
}

/// Who is looking at a packet.
enum class Seat { kAdmin, kLeader, kReviewee };

Seat seat_of(const Viewer& v, const CycleRow& cycle, const ParticipantRow& p) {
  if (v.admin()) return Seat::kAdmin;
  if (p.leader_id && *p.leader_id == v.user_id && p.user_id != v.user_id) {
    if (cycle.phase == "calibration" || cycle.phase == "sharing" || cycle.phase == "closed") {
      return Seat::kLeader;
    }
    throw packet_not_found();
  }
  if (p.user_id == v.user_id && (p.status == "shared" || p.status == "acknowledged")) {
    return Seat::kReviewee;
  }
  throw packet_not_found();
}

std::string round_text(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", x);
  return buf;
}

std::string answer_text(const forms::Question& q, const json::value& a, const std::string& lang) {
  const auto label = [&](std::string_view id) -> std::string {
    for (const auto& o : q.options) {
      if (o.id == id) return lang == "en" && o.label.en ? *o.label.en : o.label.es;
    }
    return std::string(id);
  };
  if (a.is_int64()) return std::to_string(a.as_int64());
  if (a.is_uint64()) return std::to_string(a.as_uint64());
  if (a.is_double()) return round_text(a.as_double());
  if (a.is_bool()) return a.as_bool() ? (lang == "en" ? "Yes" : "Sí") : "No";
  if (a.is_string()) return label(a.get_string());
  if (a.is_array()) {
    std::string out;
    for (const auto& x : a.as_array()) {
      out +=
          (out.empty() ? "" : ", ") + (x.is_string() ? label(x.get_string()) : json::serialize(x));
    }
    return out;
  }
  return json::serialize(a);
}

std::string tr(const std::string& lang, const char* es, const char* en) {
  return lang == "en" ? en : es;
}

}  // namespace

Packet EvaluationService::packet(OrgId org, const Viewer& v, std::int64_t pid) const {
  return db_.run([&](db::Conn& c) {
    const Internals it{*this};
    auto p = repo_.participant(c, org, pid, false);
    if (!p) throw packet_not_found();
    const auto cycle = it.cycle(c, org, p->cycle_id, false);
    if (cycle.phase == "draft") throw packet_not_found();
    const auto seat = seat_of(v, cycle, *p);
    Packet out;
    out.participant = it.views(c, org, cycle, {*p}, v.today).front();
    out.admin_view = seat == Seat::kAdmin;
    out.has_final = p->performance && p->potential;
    const auto allowed = [&](const std::string& part) {
      if (seat == Seat::kAdmin) return true;
      if (seat == Seat::kLeader) {
        if (part == "leader") return true;
        return visibility_value(cycle, "leader", part) != "hidden";
      }
      return visibility_value(cycle, "reviewee", part) != "hidden";
    };
    // Self and leader reviews, named.
    for (const auto& brief : out.participant.reviews) {
      const auto& r = brief.row;
      if (r.direction != "self" && r.direction != "leader") continue;
      if (!allowed(r.direction)) continue;
      if (seat != Seat::kAdmin && r.status != "submitted") continue;
      PacketPart part;
      part.review = brief;
      auto form = r_.forms.find(c, org, form_id_of(cycle.id, r.direction), r.form_version);
      if (!form) continue;
      part.form = std::move(*form);
      if (r.status == "submitted" && r.answers) {
        boost::system::error_code ec;
        const auto parsed = json::parse(*r.answers, ec);
        if (!ec && parsed.is_object()) part.answers = parsed.as_object();
      }
      if (r.status == "submitted") {
        part.competencies = it.competencies(cycle, r);
        part.goals = it.goals(c, org, cycle, *p, r);
        part.goals_score = goals_score(part.goals);
      }
      if (r.direction == "self") {
        out.self = std::move(part);
      } else {
        out.goals_score = part.goals_score;
        out.leader = std::move(part);
      }
    }
    // Peer and upward answers: aggregates from the privacy engine, never by person.
    std::map<std::string, std::string> titles;
    for (const auto d : {"peer", "upward"}) {
      if (!has_direction(cycle, d)) continue;
      if (auto f = r_.forms.find(c, org, form_id_of(cycle.id, d), std::nullopt)) {
        for (const auto& q : f->form.questions)
          titles.try_emplace(q.id, text_in(q.title, v.language));
      }
    }
    for (const auto& value : competencies_of(cycle)) {
      const auto& o = value.as_object();
      titles["comp." + std::to_string(o.at("id").as_int64())] =
          std::string(o.at("name").as_string());
    }
    const auto read = [&](const std::string& source) {
      privacy::ReportQuery q;
      q.source = source + ":" + std::to_string(p->id);
      q.cycle = 1;
      q.thresholds = privacy::Thresholds{3, 3};
      for (const auto& [item, title] : titles) q.comment_items.push_back(item);
      const auto report = r_.privacy.report(c, org, q);
      Aggregate a;
      if (report.cells.empty() || report.cells.front().state.status != privacy::Status::kOk) {
        return a;
      }
      a.shown = true;
      a.respondents = report.cells.front().state.respondents;
      for (const auto& f : report.cells.front().items) {
        if (f.state.status != privacy::Status::kOk) continue;
        AggregateItem item;
        item.item = f.item;
        item.title = titles.count(f.item) ? titles[f.item] : f.item;
        if (f.numbers > 0) {
          item.mean = std::round(f.sum / static_cast<double>(f.numbers) * 10) / 10;
        }
        for (const auto& [choice, n] : f.choices) item.counts[choice] = n;
        item.respondents = f.state.respondents;
        if (f.numbers > 0 || !f.choices.empty()) a.items.push_back(std::move(item));
      }
      for (const auto& cm : report.comments) {
        a.comments.push_back({cm.item, titles.count(cm.item) ? titles[cm.item] : cm.item, cm.text});
      }
      return a;
    };
    const bool peer_dir = has_direction(cycle, "peer") && allowed("peer");
    const bool up_dir = has_direction(cycle, "upward") && allowed("upward");
    // Aggregates are read once writing is over: while answers still arrive, a change in the
    // figures would tell what the latest one said (and the engine keeps a whole cycle's read).
    const bool settled = cycle.phase != "nomination" && cycle.phase != "writing";
    std::optional<Aggregate> peer, upward;
    if (peer_dir && settled) peer = read("evaluation-peer");
    if (up_dir && settled) upward = read("evaluation-upward");
    const bool peer_ok = peer && peer->shown;
    const bool up_ok = upward && upward->shown;
    if (peer_ok) out.peer = std::move(peer);
    if (up_ok) out.upward = std::move(upward);
    if (peer_dir && !peer_ok) out.hidden.emplace_back("peer");
    if (up_dir && !up_ok) out.hidden.emplace_back("upward");
    // Neither group shown on its own: both together, when the viewer may see both.
    const bool both_allowed =
        (!has_direction(cycle, "peer") || peer_dir) && (!has_direction(cycle, "upward") || up_dir);
    if (settled && !peer_ok && !up_ok && (peer_dir || up_dir) && both_allowed) {
      auto others = read("evaluation-others");
      if (others.shown) {
        out.others = std::move(others);
        out.hidden.clear();
      } else {
        out.hidden.emplace_back("others");
      }
    }
    if (seat == Seat::kAdmin) {
      std::vector<RatingView> history;
      const auto rows = repo_.ratings_of(c, org, p->id);
      std::vector<std::int64_t> actors;
      for (const auto& r : rows) actors.push_back(r.actor_id);
      const auto people = people_of(c, org, actors);
      for (const auto& r : rows) history.push_back({r, person_in(people, r.actor_id)});
      out.history = std::move(history);
    }
    const bool leads = p->leader_id && *p->leader_id == v.user_id;
    out.can_share =
        (seat == Seat::kAdmin || leads) && cycle.phase == "sharing" && p->status == "calibrated";
    out.can_acknowledge =
        p->user_id == v.user_id && cycle.phase == "sharing" && p->status == "shared";
    if (v.tasks_on) {
      out.follow_ups = r_.tasks.of_source(c, org, "evaluation", p->id);
      out.can_follow_up = seat != Seat::kReviewee;
    }
    return out;
  });
}

Packet EvaluationService::follow_up(OrgId org, const Viewer& v, std::int64_t pid,
                                    const std::string& title, const std::string& description,
                                    const std::optional<std::string>& due_on) const {
  if (!v.tasks_on) {
    throw conflict("tasks_off", "Las tareas de seguimiento necesitan el módulo de tareas.");
  }
  db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto p = repo_.participant(c, org, pid, false);
    if (!p) throw packet_not_found();
    const auto cycle = it.cycle(c, org, p->cycle_id, false);
    if (cycle.phase == "draft") throw packet_not_found();
    if (seat_of(v, cycle, *p) == Seat::kReviewee) {
      throw forbidden("forbidden", "Las tareas de seguimiento las crea tu líder.");
    }
    tasks::NewTask task;
    task.title = title;
    task.description = description;
    task.assignee_ids = {p->user_id};
    task.due_on = due_on;
    r_.tasks.create_for(c, org, tasks::Source{"evaluation", p->id, cycle.name}, v.user_id, task);
  });
  return packet(org, v, pid);
}

Packet EvaluationService::share(OrgId org, const Viewer& v, std::int64_t pid) const {
  db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto first = repo_.participant(c, org, pid, false);
    if (!first) throw packet_not_found();
    const auto cycle = it.cycle(c, org, first->cycle_id, true);
    const auto p = it.participant(c, org, pid, true);
    const bool leads = p.leader_id && *p.leader_id == v.user_id;
    if (!v.admin() && !leads) throw packet_not_found();
    if (cycle.phase != "sharing") {
      throw conflict("phase_closed", "Los resultados se comparten en la fase de compartir.");
    }
    if (p.status != "calibrated") {
      throw conflict("invalid_status", "Solo se comparte un resultado calibrado.");
    }
    repo_.share(c, org, pid, clock_.now_ms());
    it.notify(c, org, "evaluation_shared", {p.user_id},
              {{"participant_id", pid}, {"name", cycle.name}, {"actor_id", v.user_id}});
    audit_.record(c, org, "evaluations.share", {"participant", pid},
                  json::object{{"status", "calibrated"}}, json::object{{"status", "shared"}});
  });
  return packet(org, v, pid);
}

std::int64_t EvaluationService::share_cycle(
    OrgId org, const Viewer& v, std::int64_t id,
    const std::optional<std::vector<std::int64_t>>& pids) const {
  return db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto cycle = it.cycle(c, org, id, true);
    if (cycle.phase != "sharing") {
      throw conflict("phase_closed", "Los resultados se comparten en la fase de compartir.");
    }
    std::set<std::int64_t> only;
    if (pids) only.insert(pids->begin(), pids->end());
    const auto now = clock_.now_ms();
    std::int64_t shared = 0;
    std::vector<std::int64_t> people;
    std::vector<json::object> payloads;
    for (const auto& p : repo_.participants_of_cycle(c, org, id)) {
      if (pids && !only.contains(p.id)) continue;
      if (p.status != "calibrated") continue;
      if (!repo_.share(c, org, p.id, now)) continue;
      ++shared;
      people.push_back(p.user_id);
      payloads.push_back({{"participant_id", p.id}, {"name", cycle.name}, {"actor_id", v.user_id}});
    }
    if (!people.empty()) notices_.notify_each(c, org, "evaluation_shared", people, payloads);
    audit_.record(c, org, "evaluations.share", {"cycle", id}, nullptr,
                  json::object{{"shared", shared}});
    return shared;
  });
}

Packet EvaluationService::acknowledge(OrgId org, const Viewer& v, std::int64_t pid,
                                      const std::optional<std::string>& comment) const {
  if (comment && comment->size() > 8000) {
    throw rule_broken("invalid_comment", "Hasta 2.000 caracteres.",
                      {{"comment", "Hasta 2.000 caracteres."}});
  }
  db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto first = repo_.participant(c, org, pid, false);
    if (!first || first->user_id != v.user_id) throw packet_not_found();
    const auto cycle = it.cycle(c, org, first->cycle_id, true);
    const auto p = it.participant(c, org, pid, true);
    if (p.status != "shared" && p.status != "acknowledged") throw packet_not_found();
    if (cycle.phase != "sharing") throw conflict("phase_closed", "El ciclo está cerrado.");
    if (p.status != "shared") throw conflict("invalid_status", "Ya confirmaste este resultado.");
    std::optional<std::string> text = comment;
    if (text && text->empty()) text.reset();
    repo_.acknowledge(c, org, pid, text, clock_.now_ms());
    if (p.leader_id) {
      it.notify(c, org, "evaluation_acknowledged", {*p.leader_id},
                {{"participant_id", pid}, {"name", cycle.name}, {"actor_id", v.user_id}});
    }
  });
  return packet(org, v, pid);
}

std::string EvaluationService::packet_pdf(OrgId org, const Viewer& v, std::int64_t pid) const {
  const auto pk = packet(org, v, pid);
  const auto& lang = v.language;
  const auto& pv = pk.participant;
  using pdf::PdfBlock;
  using K = PdfBlock::Kind;
  std::vector<PdfBlock> b;
  b.push_back({K::kTitle, tr(lang, "Evaluación de desempeño", "Performance review")});
  b.push_back({K::kText, tr(lang, "Organización: ", "Organisation: ") + v.org_name});
  b.push_back({K::kText, tr(lang, "Ciclo: ", "Cycle: ") + pv.cycle.name});
  b.push_back({K::kText, tr(lang, "Persona: ", "Person: ") + pv.person.full_name()});
  b.push_back({K::kText, tr(lang, "Período: ", "Period: ") + pv.cycle.period_from + " – " +
                             pv.cycle.period_to});
  if (pv.leader) {
    b.push_back({K::kText, tr(lang, "Líder: ", "Leader: ") + pv.leader->full_name()});
  }
  b.push_back({K::kHeading, tr(lang, "Resultado final", "Final result")});
  if (pk.has_final) {
    b.push_back({K::kText, tr(lang, "Desempeño ", "Performance ") +
                               std::to_string(*pv.row.performance) + "/3 · " +
                               tr(lang, "Potencial ", "Potential ") +
                               std::to_string(*pv.row.potential) + "/3"});
  } else {
    b.push_back({K::kText, tr(lang, "Sin calificación", "Not rated")});
  }
  const auto write_part = [&](const PacketPart& part, const char* es, const char* en) {
    b.push_back({K::kHeading, tr(lang, es, en) + " — " + part.review.reviewer.full_name()});
    for (const auto& q : part.form.form.questions) {
      if (!forms::answerable(q)) continue;
      const auto* a = part.answers.if_contains(q.id);
      b.push_back({K::kText, text_in(q.title, lang) + ": " +
                                 (a == nullptr || a->is_null() ? "—" : answer_text(q, *a, lang))});
    }
    if (!part.goals.empty()) {
      b.push_back({K::kText, tr(lang, "Objetivos:", "Goals:")});
      for (const auto& g : part.goals) {
        b.push_back({K::kSmall, "· " + g.goal.title + " (" + tr(lang, "peso ", "weight ") +
                                    round_text(g.goal.weight) +
                                    "): " + (g.rating ? std::to_string(*g.rating) + "/5" : "—") +
                                    (g.comment ? " — " + *g.comment : "")});
      }
      if (part.goals_score) {
        b.push_back(
            {K::kText, tr(lang, "Puntaje ponderado de objetivos: ", "Weighted goals score: ") +
                           round_text(*part.goals_score)});
      }
    }
    if (!part.competencies.empty()) {
      b.push_back({K::kText, tr(lang, "Competencias:", "Competencies:")});
      for (const auto& e : part.competencies) {
        b.push_back({K::kSmall, "· " + std::string(e.value.at("name").as_string()) + ": " +
                                    (e.rating ? std::to_string(*e.rating) + "/5" : "—") +
                                    (e.comment ? " — " + *e.comment : "")});
      }
    }
  };
  if (pk.self) write_part(*pk.self, "Autoevaluación", "Self review");
  if (pk.leader) write_part(*pk.leader, "Evaluación del líder", "Leader review");
  const auto write_aggregate = [&](const Aggregate& a, const char* es, const char* en) {
    b.push_back({K::kHeading, tr(lang, es, en) + " (" + std::to_string(a.respondents) + " " +
                                  tr(lang, "respuestas", "responses") + ")"});
    for (const auto& i : a.items) {
      b.push_back({K::kText, i.title + ": " + tr(lang, "media ", "mean ") +
                                 (i.mean ? round_text(*i.mean) : "—") + " (" +
                                 std::to_string(i.respondents) + ")"});
    }
    for (const auto& cm : a.comments) b.push_back({K::kSmall, "« " + cm.text + " »"});
  };
  if (pk.peer) write_aggregate(*pk.peer, "Pares", "Peers");
  if (pk.upward) write_aggregate(*pk.upward, "Evaluación ascendente", "Upward");
  if (pk.others) write_aggregate(*pk.others, "Otros", "Others");
  if (!pk.hidden.empty()) {
    b.push_back({K::kSmall, tr(lang, "Menos de 3 respuestas: oculto por privacidad",
                               "Fewer than 3 responses: hidden for privacy")});
  }
  if (pv.row.acknowledged_at) {
    const auto days =
        std::chrono::floor<std::chrono::days>(std::chrono::sys_time<std::chrono::milliseconds>(
            std::chrono::milliseconds(*pv.row.acknowledged_at)));
    b.push_back({K::kHeading, tr(lang, "Confirmación", "Acknowledgement")});
    b.push_back({K::kText, tr(lang, "Confirmado el ", "Acknowledged on ") +
                               day_text(std::chrono::year_month_day(days))});
    if (pv.row.ack_comment) b.push_back({K::kText, *pv.row.ack_comment});
  }
  return pdf::write_pdf(b);
}

Calibration EvaluationService::calibration(OrgId org, const Viewer&, std::int64_t id,
                                           std::optional<std::int64_t> leader) const {
  return db_.run([&](db::Conn& c) {
    const Internals it{*this};
    Calibration out;
    out.cycle = it.cycle(c, org, id, false);
    const auto rows = repo_.participants_of_cycle(c, org, id);
    std::vector<std::int64_t> people;
    for (const auto& p : rows) {
      people.push_back(p.user_id);
      if (p.leader_id) people.push_back(*p.leader_id);
    }
    const auto persons = people_of(c, org, people);
    std::map<std::optional<std::int64_t>, LeaderDistribution> by_leader;
    double org_sum = 0;
    for (const auto& p : rows) {
      CalibrationPerson cp{p, person_in(persons, p.user_id), std::nullopt};
      if (p.leader_id) cp.leader = person_in(persons, *p.leader_id);
      const bool rated = p.performance && p.potential && *p.performance >= 1 &&
                         *p.performance <= 3 && *p.potential >= 1 && *p.potential <= 3;
      if (rated) {
        ++out.org_n;
        ++out.org_counts[*p.performance - 1];
        org_sum += static_cast<double>(*p.performance);
        auto& d = by_leader[p.leader_id];
        if (p.leader_id) d.leader = cp.leader;
        ++d.n;
        ++d.counts[*p.performance - 1];
        d.mean = d.mean.value_or(0) + static_cast<double>(*p.performance);
      }
      if (leader && p.leader_id != leader) continue;
      if (rated) {
        out.cells[*p.performance - 1][*p.potential - 1].push_back(std::move(cp));
      } else {
        out.unrated.push_back(std::move(cp));
      }
    }
    if (out.org_n > 0)
      out.org_mean = std::round(org_sum / static_cast<double>(out.org_n) * 100) / 100;
    for (auto& [key, d] : by_leader) {
      if (d.n >= 4 && d.mean) {
        d.mean = std::round(*d.mean / static_cast<double>(d.n) * 100) / 100;
      } else {
        d.mean.reset();
      }
      out.leaders.push_back(std::move(d));
    }
    return out;
  });
}

ParticipantView EvaluationService::rate(OrgId org, const Viewer& v, std::int64_t pid,
                                        std::int64_t performance, std::int64_t potential,
                                        const std::string& reason) const {
  std::vector<FieldError> errors;
  if (performance < 1 || performance > 3) errors.push_back({"performance", "De 1 a 3."});
  if (potential < 1 || potential > 3) errors.push_back({"potential", "De 1 a 3."});
  if (reason.size() < 3 || reason.size() > 2000) {
    errors.push_back({"reason", "Explica el motivo del cambio."});
  }
  if (!errors.empty()) {
    throw rule_broken("invalid_rating", "Explica el motivo del cambio.", std::move(errors));
  }
  return db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto first = it.participant(c, org, pid, false);
    const auto cycle = it.cycle(c, org, first.cycle_id, true);
    auto p = it.participant(c, org, pid, true);
    if (cycle.phase != "calibration") {
      throw conflict("phase_closed", "Solo se calibra en la fase de calibración.");
    }
    const auto now = clock_.now_ms();
    NewRating r;
    r.cycle_id = cycle.id;
    r.participant_id = pid;
    r.kind = "calibration";
    r.from_performance = p.performance;
    r.from_potential = p.potential;
    r.performance = performance;
    r.potential = potential;
    r.actor_id = v.user_id;
    r.reason = reason;
    repo_.insert_rating(c, org, r, now);
    const auto box = [](std::optional<std::int64_t> a, std::optional<std::int64_t> b) {
      return a && b ? json::value(json::object{{"performance", *a}, {"potential", *b}})
                    : json::value(nullptr);
    };
    audit_.record(
        c, org, "evaluations.calibrate", {"participant", pid}, box(p.performance, p.potential),
        json::object{{"performance", performance}, {"potential", potential}, {"reason", reason}});
    repo_.set_box(c, org, pid, performance, potential, "calibrated", now);
    p.performance = performance;
    p.potential = potential;
    p.status = "calibrated";
    return it.views(c, org, cycle, {p}, v.today).front();
  });
}

std::vector<RatingView> EvaluationService::history(OrgId org, const Viewer&,
                                                   std::int64_t pid) const {
  return db_.run([&](db::Conn& c) {
    const Internals it{*this};
    it.participant(c, org, pid, false);
    const auto rows = repo_.ratings_of(c, org, pid);
    std::vector<std::int64_t> actors;
    for (const auto& r : rows) actors.push_back(r.actor_id);
    const auto people = people_of(c, org, actors);
    std::vector<RatingView> out;
    for (const auto& r : rows) out.push_back({r, person_in(people, r.actor_id)});
    return out;
  });
}

}  // namespace aplauso::evaluations
