// People's side of evaluations: their work, writing reviews (drafts, submitting, declining), the
// evidence panel and peer nominations (EVA-2, EVA-3, EVA-4, EVA-★1).
#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <set>

#include "core/days.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/badges/badge_service.h"
#include "modules/evaluations/evaluation_internal.h"
#include "modules/feed/feed_service.h"
#include "modules/goals/goal_service.h"
#include "modules/privacy/privacy_service.h"

namespace aplauso::evaluations {

namespace json = boost::json;

namespace {

constexpr std::int64_t kEvidenceLimit = 50;

ApiError review_not_found() {
  return not_found("Esa evaluación no existe.");
}

ApiError nomination_not_found() {
  return not_found("Esa nominación no existe.");
}

std::optional<double> number_in(const json::value& v) {
  if (v.is_int64()) return static_cast<double>(v.as_int64());
  if (v.is_uint64()) return static_cast<double>(v.as_uint64());
  if (v.is_double()) return v.as_double();
  return std::nullopt;
}

void check_reason(const std::string& reason, bool required) {
  if ((required && reason.size() < 3) || reason.size() > 500) {
    throw rule_broken("invalid_reason", "Explica el motivo (de 3 a 500 caracteres).",
                      {{"reason", "Explica el motivo (de 3 a 500 caracteres)."}});
  }
}

/// The loose checks of a draft: known questions, numbers in range, texts within length.
void loose_answers(const forms::Form& form, const json::object& answers,
                   std::vector<FieldError>& errors) {
  for (const auto& [key, value] : answers) {
    const std::string id(key);
    const auto* q = question_of(form, id);
    if (q == nullptr || !forms::answerable(*q)) {
      errors.push_back({"answers." + id, "Esa pregunta no está en el formulario."});
      continue;
    }
    if (value.is_null()) continue;
    if (q->type == "rating" || q->type == "number" || q->type == "likert") {
      const auto n = number_in(value);
      const double lo = q->type == "likert" ? 1 : q->min.value_or(-1e18);
      const double hi = q->type == "likert" ? 5 : q->max.value_or(1e18);
      if (!n || *n < lo || *n > hi) errors.push_back({"answers." + id, "Fuera de la escala."});
    } else if (q->type == "short_text" || q->type == "long_text") {
      if (!value.is_string() ||
          static_cast<std::int64_t>(value.get_string().size()) > q->max_length * 4) {
        errors.push_back({"answers." + id, "Texto demasiado largo."});
      }
    }
  }
}

/// [{id_key, rating 1-5, comment}] checked against the known ids; as kept.
json::array rated_list(const json::array& list, const char* id_key,
                       const std::set<std::int64_t>& known, const std::string& field,
                       std::vector<FieldError>& errors) {
  json::array out;
  std::set<std::int64_t> seen;
  for (const auto& x : list) {
    if (!x.is_object()) {
      errors.push_back({field, "Cada elemento es un objeto."});
      continue;
    }
    const auto& o = x.as_object();
    const auto* idv = o.if_contains(id_key);
    if (idv == nullptr || !idv->is_int64() || !known.contains(idv->as_int64())) {
      errors.push_back({field, "Elemento desconocido."});
      continue;
    }
    const auto id = idv->as_int64();
    if (!seen.insert(id).second) continue;
    json::object kept{{id_key, id}};
    const auto at = field + "." + std::to_string(id);
    if (const auto* r = o.if_contains("rating"); r != nullptr && !r->is_null()) {
      if (!r->is_int64() || r->as_int64() < 1 || r->as_int64() > 5) {
        errors.push_back({at, "Califica de 1 a 5."});
      } else {
        kept["rating"] = r->as_int64();
      }
    }
    if (const auto* cm = o.if_contains("comment"); cm != nullptr && !cm->is_null()) {
      if (!cm->is_string() || cm->get_string().size() > 4000) {
        errors.push_back({at, "Hasta 1.000 caracteres."});
      } else if (!cm->get_string().empty()) {
        kept["comment"] = cm->get_string();
      }
    }
    out.push_back(std::move(kept));
  }
  return out;
}

}  // namespace

MyWork EvaluationService::my_work(OrgId org, const Viewer& v) const {
  return db_.run([&](db::Conn& c) {
    const Internals it{*this};
    MyWork out;
    const auto reviews = repo_.reviews_of_reviewer(c, org, v.user_id);
    const auto own = repo_.participations_of(c, org, v.user_id);
    const auto led = repo_.led_by(c, org, v.user_id);
    std::vector<std::int64_t> cycle_ids, pids, people{v.user_id};
    for (const auto& r : reviews) {
      cycle_ids.push_back(r.cycle_id);
      pids.push_back(r.participant_id);
    }
    for (const auto* list : {&own, &led}) {
      for (const auto& p : *list) {
        cycle_ids.push_back(p.cycle_id);
        pids.push_back(p.id);
      }
    }
    std::sort(cycle_ids.begin(), cycle_ids.end());
    cycle_ids.erase(std::unique(cycle_ids.begin(), cycle_ids.end()), cycle_ids.end());
    std::sort(pids.begin(), pids.end());
    pids.erase(std::unique(pids.begin(), pids.end()), pids.end());
    std::map<std::int64_t, CycleRow> cycles;
    for (auto& k : repo_.cycles(c, org, cycle_ids)) cycles[k.id] = std::move(k);
    std::map<std::int64_t, ParticipantRow> parts;
    for (auto& p : repo_.participants(c, org, pids)) {
      people.push_back(p.user_id);
      parts[p.id] = std::move(p);
    }
    std::vector<std::int64_t> mine_and_led;
    for (const auto* list : {&own, &led}) {
      for (const auto& p : *list) mine_and_led.push_back(p.id);
    }
    const auto part_reviews = repo_.reviews_of_participants(c, org, mine_and_led);
    const auto noms = repo_.nominations_of(c, org, mine_and_led);
    const auto persons = people_of(c, org, people);

    // Per cycle, what the viewer still has to do.
    std::map<std::int64_t, std::map<std::string, std::int64_t>> todo;
    for (const auto& r : reviews) {
      const auto& k = cycles[r.cycle_id];
      std::map<std::string, std::int64_t> missing;
      if ((k.phase == "nomination" || k.phase == "writing") && review_open(r)) {
        missing[missing_kind(r.direction)] = 1;
        ++todo[k.id][missing_kind(r.direction)];
      }
      ReviewView view;
      view.row = r;
      view.cycle = k;
      view.participant = parts[r.participant_id];
      view.person = person_in(persons, view.participant.user_id);
      view.line = finish_line(k, std::move(missing), v.today);
      out.reviews.push_back(std::move(view));
    }
    const auto nominations_for = [&](std::int64_t pid) {
      std::vector<NominationRow> list;
      for (const auto& n : noms) {
        if (n.participant_id == pid) list.push_back(n);
      }
      return list;
    };
    std::vector<NominationRow> to_approve;
    for (const auto* list : {&own, &led}) {
      const bool leading = list == &led;
      for (const auto& p : *list) {
        const auto& k = cycles[p.cycle_id];
        if (k.phase != "nomination" || !has_direction(k, "peer")) continue;
        const bool nominator = (k.nominated_by == "leader") == leading;
        const auto list_of = nominations_for(p.id);
        std::int64_t live = 0;
        for (const auto& n : list_of) {
          if (n.status == "proposed" || n.status == "approved") ++live;
          if (leading && n.status == "proposed") {
            to_approve.push_back(n);
            ++todo[k.id]["nomination_approvals"];
          }
        }
        if (nominator) {
          ToMake m;
          m.participant = p;
          m.cycle = k;
          m.person = person_in(persons, p.user_id);
          m.nominated = it.nomination_views(c, org, list_of);
          out.to_make.push_back(std::move(m));
          if (live < k.peer_min) todo[k.id]["nominations"] += k.peer_min - live;
        }
      }
    }
    out.to_approve = it.nomination_views(c, org, to_approve);
    out.requests = it.nomination_views(c, org, repo_.nominations_for_peer(c, org, v.user_id));
    const auto line_of = [&](const ParticipantRow& p) {
      std::vector<const ReviewRow*> rs;
      std::vector<const NominationRow*> ns;
      for (const auto& r : part_reviews) {
        if (r.participant_id == p.id) rs.push_back(&r);
      }
      for (const auto& n : noms) {
        if (n.participant_id == p.id) ns.push_back(&n);
      }
      return participant_line(cycles[p.cycle_id], p, rs, ns, v.today);
    };
    for (const auto& p : own) {
      const auto& k = cycles[p.cycle_id];
      if (k.phase == "sharing" && p.status == "shared") ++todo[k.id]["acknowledgement"];
      out.packets.push_back({p, k, person_in(persons, p.user_id), line_of(p)});
    }
    for (const auto& p : led) {
      const auto& k = cycles[p.cycle_id];
      if (k.phase == "sharing" && p.status == "calibrated") ++todo[k.id]["share"];
      out.team.push_back({p, k, person_in(persons, p.user_id), line_of(p)});
    }
    for (const auto& [id, k] : cycles) {
      if (k.phase == "draft" || k.phase == "closed") continue;
      out.cycles.push_back({k, finish_line(k, todo[id], v.today)});
    }
    std::reverse(out.cycles.begin(), out.cycles.end());
    return out;
  });
}

namespace {

/// The review of its reviewer (404 for anyone else).
ReviewRow own_review(const EvaluationRepo& repo, db::Conn& c, OrgId org, const Viewer& v,
                     std::int64_t rid, bool lock) {
  auto r = repo.review(c, org, rid, lock);
  if (!r || r->reviewer_id != v.user_id) throw review_not_found();
  return *r;
}

}  // namespace

ReviewDetail EvaluationService::review(OrgId org, const Viewer& v, std::int64_t rid) const {
  return db_.run([&](db::Conn& c) {
    const Internals it{*this};
    const auto r = own_review(repo_, c, org, v, rid, false);
    if (r.status == "submitted" && (r.direction == "peer" || r.direction == "upward")) {
      throw review_not_found();
    }
    ReviewDetail d;
    d.review = it.review_view(c, org, r, v.today);
    auto form = r_.forms.find(c, org, form_id_of(r.cycle_id, r.direction), r.form_version);
    if (!form) throw review_not_found();
    d.form = std::move(*form);
    if (r.answers) {
      boost::system::error_code ec;
      const auto parsed = json::parse(*r.answers, ec);
      if (!ec && parsed.is_object()) d.answers = parsed.as_object();
    }
    d.competencies = it.competencies(d.review.cycle, r);
    d.goals = it.goals(c, org, d.review.cycle, d.review.participant, r);
    d.goals_score = goals_score(d.goals);
    d.context = r_.forms.context_of(c, org, v.user_id, v.today);
    return d;
  });
}

namespace {

struct Merged {
  json::object answers;
  json::array competencies;
  json::array goals;
};

}  // namespace

ReviewDetail EvaluationService::save_review(OrgId org, const Viewer& v, std::int64_t rid,
                                            const ReviewInput& in) const {
  db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto first = own_review(repo_, c, org, v, rid, false);
    const auto cycle = it.cycle(c, org, first.cycle_id, true);
    const auto r = own_review(repo_, c, org, v, rid, true);
    if (r.status == "submitted") {
      throw conflict("review_submitted", "Esta evaluación ya se envió.");
    }
    if (r.status == "declined") throw conflict("review_declined", "Declinaste esta evaluación.");
    if (cycle.phase != "writing" && cycle.phase != "nomination") throw phase_closed();
    const auto form = r_.forms.find(c, org, form_id_of(r.cycle_id, r.direction), r.form_version);
    if (!form) throw review_not_found();
    auto p = it.participant(c, org, r.participant_id, true);
    std::vector<FieldError> errors;
    std::optional<std::string> answers = r.answers, comps = r.competencies, goals = r.goals;
    if (in.answers) {
      if (!in.answers->is_object()) {
        errors.push_back({"answers", "Las respuestas son un objeto."});
      } else {
        loose_answers(form->form, in.answers->as_object(), errors);
        answers = json::serialize(*in.answers);
      }
    }
    if (in.competencies) {
      std::set<std::int64_t> known;
      if (cycle.include_competencies) {
        for (const auto& x : competencies_of(cycle)) known.insert(x.at("id").as_int64());
      }
      comps =
          json::serialize(rated_list(*in.competencies, "value_id", known, "competencies", errors));
    }
    if (in.goals) {
      std::set<std::int64_t> known;
      for (const auto& g : it.goals(c, org, cycle, p, r)) known.insert(g.goal.id);
      goals = json::serialize(rated_list(*in.goals, "goal_id", known, "goals", errors));
    }
    if (!errors.empty()) {
      throw rule_broken("invalid_answers", "Revisa las respuestas.", std::move(errors));
    }
    const auto now = clock_.now_ms();
    repo_.save_review(c, org, rid, answers, comps, goals, "draft", std::nullopt, now);
    if (p.status == "not_started") repo_.set_status(c, org, p.id, "draft", now);
  });
  return review(org, v, rid);
}

ReviewDetail EvaluationService::submit_review(OrgId org, const Viewer& v, std::int64_t rid,
                                              const ReviewInput& in) const {
  if (in.answers || in.competencies || in.goals) {
    // Saving first keeps what was written even when the submit is refused.
    const auto cycle_phase = db_.run([&](db::Conn& c) {
      const auto r = own_review(repo_, c, org, v, rid, false);
      return Internals{*this}.cycle(c, org, r.cycle_id, false).phase;
    });
    if (cycle_phase == "writing") save_review(org, v, rid, in);
  }
  const bool anonymous = db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto first = own_review(repo_, c, org, v, rid, false);
    const auto cycle = it.cycle(c, org, first.cycle_id, true);
    const auto r = own_review(repo_, c, org, v, rid, true);
    if (r.status == "submitted") {
      throw conflict("review_submitted", "Esta evaluación ya se envió.");
    }
    if (r.status == "declined") throw conflict("review_declined", "Declinaste esta evaluación.");
    if (cycle.phase != "writing") throw phase_closed();
    const auto form = r_.forms.find(c, org, form_id_of(r.cycle_id, r.direction), r.form_version);
    if (!form) throw review_not_found();
    auto p = it.participant(c, org, r.participant_id, true);
    json::object answers;
    if (r.answers) answers = json::parse(*r.answers).as_object();
    std::vector<FieldError> errors;
    json::object kept;
    const auto context = r_.forms.context_of(c, org, v.user_id, v.today);
    try {
      kept = r_.forms.validate_answers(c, org, v.user_id, form->form, answers, context);
    } catch (const ApiError& e) {
      if (e.fields().empty()) throw;
      errors = e.fields();
    }
    const auto comps = it.competencies(cycle, r);
    for (const auto& e : comps) {
      if (!e.rating) {
        errors.push_back({"competencies." + std::to_string(e.value.at("id").as_int64()),
                          "Califica esta competencia."});
      }
    }
    const auto goals = it.goals(c, org, cycle, p, r);
    for (const auto& g : goals) {
      if (!g.rating) {
        errors.push_back({"goals." + std::to_string(g.goal.id), "Califica este objetivo."});
      }
    }
    if (!errors.empty()) {
      throw rule_broken("invalid_answers", "Revisa las respuestas.", std::move(errors));
    }
    const auto now = clock_.now_ms();
    if (r.direction == "peer" || r.direction == "upward") {
      // Anonymous once submitted: the answers go to the privacy engine, the row keeps none.
      std::vector<privacy::Answer> list;
      for (const auto& q : form->form.questions) {
        const auto* a = kept.if_contains(q.id);
        if (a == nullptr || a->is_null()) continue;
        privacy::Answer ans;
        ans.item = q.id;
        if (const auto n = number_in(*a)) {
          ans.number = *n;
        } else if (a->is_string() && (q.type == "short_text" || q.type == "long_text")) {
          ans.text = std::string(a->get_string());
        } else if (a->is_string()) {
          ans.choice = std::string(a->get_string());
        } else if (a->is_bool()) {
          ans.number = a->get_bool() ? 1 : 0;
        } else {
          continue;
        }
        list.push_back(std::move(ans));
      }
      for (const auto& e : comps) {
        privacy::Answer ans;
        ans.item = "comp." + std::to_string(e.value.at("id").as_int64());
        ans.number = static_cast<double>(*e.rating);
        ans.text = e.comment.value_or("");
        list.push_back(std::move(ans));
      }
      const auto pid = std::to_string(p.id);
      for (const auto& source :
           {"evaluation-" + r.direction + ":" + pid, std::string("evaluation-others:") + pid}) {
        r_.privacy.record(c, org, privacy::Response{source, 1, {}, list}, v.today);
      }
      repo_.save_review(c, org, rid, std::nullopt, std::nullopt, std::nullopt, "submitted", now,
                        now);
      if (p.status == "not_started") repo_.set_status(c, org, p.id, "draft", now);
      return true;
    }
    repo_.save_review(c, org, rid, json::serialize(kept), r.competencies, r.goals, "submitted", now,
                      now);
    NewRating rating;
    rating.cycle_id = cycle.id;
    rating.participant_id = p.id;
    rating.kind = r.direction;
    rating.actor_id = v.user_id;
    if (const auto* o = kept.if_contains("overall")) rating.overall = number_in(*o);
    if (r.direction == "leader" && rating.overall) {
      const auto* q = question_of(form->form, "overall");
      rating.performance = performance_level(*rating.overall, q ? q->min.value_or(1) : 1,
                                             q ? q->max.value_or(5) : 5);
      if (const auto* pot = kept.if_contains("potential")) {
        if (const auto n = number_in(*pot)) rating.potential = static_cast<std::int64_t>(*n);
      }
    }
    repo_.insert_rating(c, org, rating, now);
    audit_.record(
        c, org, "evaluations.rate", {"review", rid}, nullptr,
        json::object{{"participant_id", p.id},
                     {"kind", r.direction},
                     {"overall", rating.overall ? json::value(*rating.overall) : nullptr}});
    const bool deciding =
        r.direction == "leader" || !p.leader_id || !has_direction(cycle, "leader");
    if (deciding && (p.status == "not_started" || p.status == "draft")) {
      repo_.set_status(c, org, p.id, "submitted", now);
    } else if (p.status == "not_started") {
      repo_.set_status(c, org, p.id, "draft", now);
    }
    return false;
  });
  if (!anonymous) return review(org, v, rid);
  // A submitted peer or upward review is no longer readable: answer its shell.
  return db_.run([&](db::Conn& c) {
    const Internals it{*this};
    ReviewDetail d;
    const auto r = own_review(repo_, c, org, v, rid, false);
    d.review = it.review_view(c, org, r, v.today);
    if (auto form = r_.forms.find(c, org, form_id_of(r.cycle_id, r.direction), r.form_version)) {
      d.form = std::move(*form);
    }
    d.context = r_.forms.context_of(c, org, v.user_id, v.today);
    return d;
  });
}

ReviewView EvaluationService::decline_review(OrgId org, const Viewer& v, std::int64_t rid,
                                             const std::string& reason) const {
  return db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto first = own_review(repo_, c, org, v, rid, false);
    const auto cycle = it.cycle(c, org, first.cycle_id, true);
    auto r = own_review(repo_, c, org, v, rid, true);
    if (r.direction != "peer") {
      throw conflict("not_declinable", "Solo se declinan las evaluaciones de pares.");
    }
    if (r.status == "submitted") throw conflict("review_submitted", "Esta evaluación ya se envió.");
    if (r.status == "declined") throw conflict("review_declined", "Ya declinaste esta evaluación.");
    if (cycle.phase == "sharing" || cycle.phase == "closed") throw phase_closed();
    check_reason(reason, true);
    repo_.decline_review(c, org, rid, reason, clock_.now_ms());
    r.status = "declined";
    r.decline_reason = reason;
    return it.review_view(c, org, r, v.today);
  });
}

Evidence EvaluationService::evidence(OrgId org, const Viewer& v, std::int64_t rid) const {
  return db_.run([&](db::Conn& c) {
    const Internals it{*this};
    const auto r = repo_.review(c, org, rid, false);
    if (!r || (r->reviewer_id != v.user_id && !v.admin())) throw review_not_found();
    const auto cycle = it.cycle(c, org, r->cycle_id, false);
    const auto p = it.participant(c, org, r->participant_id, false);
    Evidence e;
    e.from = cycle.period_from;
    e.to = cycle.period_to;
    const auto from_ms = day_start_ms(cycle.period_from);
    const auto to_ms = day_start_ms(add_days(cycle.period_to, 1));
    e.recognitions = r_.feed.evidence(c, org, p.user_id, from_ms, to_ms, kEvidenceLimit);
    std::vector<std::int64_t> people;
    for (const auto& post : e.recognitions.received) {
      if (post.author_id) people.push_back(*post.author_id);
    }
    for (const auto& [post, users] : e.recognitions.receivers) {
      people.insert(people.end(), users.begin(), users.end());
    }
    e.people = people_of(c, org, people);
    goals::Viewer gv;
    gv.user_id = v.user_id;
    gv.role = v.role;
    gv.language = v.language;
    gv.today = v.today;
    e.checkins =
        r_.goals.checkins_for_review(c, org, gv, p.user_id, from_ms, to_ms, kEvidenceLimit);
    e.badges = r_.badges.received_between(c, org, p.user_id, from_ms, to_ms, kEvidenceLimit);
    return e;
  });
}

NominationList EvaluationService::nominations(OrgId org, const Viewer& v, std::int64_t pid) const {
  return db_.run([&](db::Conn& c) {
    const Internals it{*this};
    const auto p = it.participant(c, org, pid, false);
    const auto cycle = it.cycle(c, org, p.cycle_id, false);
    const bool leader = p.leader_id && *p.leader_id == v.user_id;
    const bool related = v.admin() || p.user_id == v.user_id || leader;
    auto rows = repo_.nominations_of(c, org, {pid});
    if (!related) {
      std::erase_if(rows, [&](const NominationRow& n) { return n.peer_id != v.user_id; });
      if (rows.empty() || cycle.phase == "draft")
        throw not_found("Esa persona no está en el ciclo.");
    }
    NominationList out;
    out.participant = p;
    out.cycle = cycle;
    out.person = person_in(people_of(c, org, {p.user_id}), p.user_id);
    const bool open = cycle.phase == "nomination" && has_direction(cycle, "peer");
    out.can_nominate =
        open && (v.admin() || (cycle.nominated_by == "reviewee" ? p.user_id == v.user_id : leader));
    out.can_approve = open && (v.admin() || leader);
    out.nominations = it.nomination_views(c, org, rows);
    return out;
  });
}

NominationList EvaluationService::nominate(OrgId org, const Viewer& v, std::int64_t pid,
                                           const std::vector<std::int64_t>& user_ids) const {
  db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    const auto first = it.participant(c, org, pid, false);
    const auto cycle = it.cycle(c, org, first.cycle_id, true);
    const auto p = it.participant(c, org, pid, true);
    const bool leader = p.leader_id && *p.leader_id == v.user_id;
    if (!v.admin() && p.user_id != v.user_id && !leader) {
      throw not_found("Esa persona no está en el ciclo.");
    }
    if (cycle.phase != "nomination" || !has_direction(cycle, "peer")) {
      throw conflict("phase_closed", "La fase de nominación no está abierta.");
    }
    const bool nominator =
        v.admin() || (cycle.nominated_by == "reviewee" ? p.user_id == v.user_id : leader);
    if (!nominator) throw forbidden("forbidden", "En este ciclo nomina el líder.");
    if (user_ids.empty()) {
      throw rule_broken("invalid_peer", "Elige al menos una persona.",
                        {{"user_ids", "Elige al menos una persona."}});
    }
    const auto existing = repo_.nominations_of(c, org, {pid});
    std::set<std::int64_t> live;
    for (const auto& n : existing) {
      if (n.status == "proposed" || n.status == "approved") live.insert(n.peer_id);
    }
    std::set<std::int64_t> wanted(user_ids.begin(), user_ids.end());
    const auto members = repo_.members_by_ids(c, org, {wanted.begin(), wanted.end()});
    std::set<std::int64_t> active;
    for (const auto& m : members) active.insert(m.id);
    for (const auto id : wanted) {
      if (!active.contains(id) || id == p.user_id || (p.leader_id && id == *p.leader_id) ||
          live.contains(id)) {
        throw rule_broken(
            "invalid_peer",
            "Elige a miembros activos que no sean la persona, su líder ni alguien ya nominado.",
            {{"user_ids", "Persona no válida: " + std::to_string(id)}});
      }
    }
    if (static_cast<std::int64_t>(live.size() + wanted.size()) > cycle.peer_max) {
      const auto msg = "Puedes nominar hasta " + std::to_string(cycle.peer_max) + " personas.";
      throw rule_broken("too_many_peers", msg, {{"user_ids", msg}});
    }
    const bool approve_now = v.admin() || leader;
    const auto now = clock_.now_ms();
    const auto names = people_of(c, org, {wanted.begin(), wanted.end()});
    for (const auto id : wanted) {
      if (approve_now && repo_.approved_for_peer(c, org, cycle.id, id) >= cycle.per_reviewer_cap) {
        throw conflict("reviewer_overloaded", person_in(names, id).full_name() + " ya tiene " +
                                                  std::to_string(cycle.per_reviewer_cap) +
                                                  " evaluaciones de pares en este ciclo.");
      }
      NominationRow n;
      n.cycle_id = cycle.id;
      n.participant_id = pid;
      n.peer_id = id;
      n.proposed_by = v.user_id;
      n.status = approve_now ? "approved" : "proposed";
      n.created_at = now;
      if (approve_now) n.decided_at = now;
      repo_.insert_nomination(c, org, n);
      if (approve_now) {
        it.notify(c, org, "evaluation_peer_request", {id},
                  {{"participant_id", pid}, {"name", cycle.name}});
      }
    }
    if (!approve_now && p.leader_id) {
      it.notify(c, org, "evaluation_nomination_approval", {*p.leader_id},
                {{"participant_id", pid}, {"name", cycle.name}, {"actor_id", v.user_id}});
    }
  });
  return nominations(org, v, pid);
}

NominationView EvaluationService::decide_nomination(
    OrgId org, const Viewer& v, std::int64_t nid, const std::string& action,
    const std::optional<std::string>& reason) const {
  return db_.transact([&](db::Conn& c) {
    const Internals it{*this};
    auto n = repo_.nomination(c, org, nid);
    if (!n) throw nomination_not_found();
    const auto cycle = it.cycle(c, org, n->cycle_id, true);
    const auto p = it.participant(c, org, n->participant_id, true);
    n = repo_.nomination(c, org, nid);
    const bool leader = p.leader_id && *p.leader_id == v.user_id;
    const auto now = clock_.now_ms();
    if (action == "decline") {
      if (n->peer_id != v.user_id) throw nomination_not_found();
      check_reason(reason.value_or(""), true);
    } else {
      if (!v.admin() && !leader) {
        if (n->peer_id == v.user_id || p.user_id == v.user_id) {
          throw forbidden("forbidden", "Aprueba el líder de la persona.");
        }
        throw nomination_not_found();
      }
      if (reason) check_reason(*reason, false);
    }
    if (cycle.phase != "nomination") {
      throw conflict("phase_closed", "La fase de nominación terminó.");
    }
    const bool live = n->status == "proposed" || n->status == "approved";
    if (action == "approve") {
      if (n->status != "proposed")
        throw conflict("invalid_status", "Esa nominación ya se decidió.");
      if (repo_.approved_for_peer(c, org, cycle.id, n->peer_id) >= cycle.per_reviewer_cap) {
        const auto name = person_in(people_of(c, org, {n->peer_id}), n->peer_id).full_name();
        throw conflict("reviewer_overloaded", name + " ya tiene " +
                                                  std::to_string(cycle.per_reviewer_cap) +
                                                  " evaluaciones de pares en este ciclo.");
      }
      repo_.set_nomination(c, org, nid, "approved", std::nullopt, now);
      it.notify(c, org, "evaluation_peer_request", {n->peer_id},
                {{"participant_id", p.id}, {"name", cycle.name}});
      n->status = "approved";
    } else if (action == "reject" || action == "decline") {
      if (!live) throw conflict("invalid_status", "Esa nominación ya se decidió.");
      const std::string status = action == "reject" ? "rejected" : "declined";
      std::optional<std::string> why = reason;
      if (why && why->empty()) why.reset();
      repo_.set_nomination(c, org, nid, status, why, now);
      n->status = status;
      n->reason = why;
    }
    n->decided_at = now;
    return it.nomination_views(c, org, {*n}).front();
  });
}

}  // namespace aplauso::evaluations
