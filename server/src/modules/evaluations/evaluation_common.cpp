// What the evaluations service's sources share (evaluation_internal.h).
#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <cmath>
#include <set>

#include "db/database.h"
#include "modules/evaluations/evaluation_internal.h"
#include "modules/goals/goal_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::evaluations {

namespace json = boost::json;

namespace {

json::object local(std::string_view es, std::string_view en) {
  return {{"es", es}, {"en", en}};
}

json::object rating_item(std::string_view id, json::object title, bool required,
                         std::string_view style = "stars", std::int64_t min = 1,
                         std::int64_t max = 5) {
  json::object q{{"id", id},
                 {"type", "rating"},
                 {"style", style},
                 {"title", std::move(title)},
                 {"required", required},
                 {"max", max}};
  if (style == "scale") q["min"] = min;
  return q;
}

json::object text_item(std::string_view id, json::object title, bool required) {
  return {{"id", id}, {"type", "long_text"}, {"title", std::move(title)}, {"required", required}};
}

/// The definition without its texts, to compare structure.
json::value untexted(const json::value& v) {
  if (v.is_object()) {
    json::object out;
    for (const auto& [k, x] : v.as_object()) {
      if (k == "title" || k == "description" || k == "label" || k == "text") continue;
      out[k] = untexted(x);
    }
    return out;
  }
  if (v.is_array()) {
    json::array out;
    for (const auto& x : v.as_array()) out.push_back(untexted(x));
    return out;
  }
  return v;
}

}  // namespace

std::vector<std::string> directions_of(const CycleRow& c) {
  std::vector<std::string> out;
  std::string cur;
  for (const char ch : c.directions + ",") {
    if (ch == ',') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += ch;
    }
  }
  return out;
}

bool has_direction(const CycleRow& c, std::string_view direction) {
  const auto d = directions_of(c);
  return std::find(d.begin(), d.end(), direction) != d.end();
}

std::string form_id_of(std::int64_t cycle, std::string_view direction) {
  return "eval-" + std::to_string(cycle) + "-" + std::string(direction);
}

std::optional<std::string> due_of(const CycleRow& c) {
  if (c.phase == "nomination") return c.nomination_due;
  if (c.phase == "writing") return c.writing_due;
  if (c.phase == "calibration") return c.calibration_due;
  if (c.phase == "sharing") return c.sharing_due;
  return std::nullopt;
}

std::string next_phase(const CycleRow& c, const std::string& phase) {
  if (phase == "draft") return has_direction(c, "peer") ? "nomination" : "writing";
  if (phase == "nomination") return "writing";
  if (phase == "writing") return "calibration";
  if (phase == "calibration") return "sharing";
  if (phase == "sharing") return "closed";
  return "";
}

std::string missing_kind(const std::string& direction) {
  if (direction == "self") return "self_review";
  if (direction == "leader") return "leader_review";
  if (direction == "peer") return "peer_reviews";
  return "upward_reviews";
}

bool review_open(const ReviewRow& r) {
  return r.status == "not_started" || r.status == "draft";
}

StatusLine finish_line(const CycleRow& c, std::map<std::string, std::int64_t> missing,
                       const std::string& today) {
  StatusLine line;
  line.phase = c.phase;
  line.due_on = due_of(c);
  static const char* const order[] = {
      "nominations",    "nomination_approvals", "self_review", "leader_review",  "peer_reviews",
      "upward_reviews", "calibration",          "share",       "acknowledgement"};
  for (const char* kind : order) {
    const auto it = missing.find(kind);
    if (it != missing.end() && it->second > 0) line.missing.push_back({kind, it->second});
  }
  line.overdue = line.due_on && !line.missing.empty() && today > *line.due_on;
  return line;
}

StatusLine participant_line(const CycleRow& c, const ParticipantRow& p,
                            const std::vector<const ReviewRow*>& reviews,
                            const std::vector<const NominationRow*>& nominations,
                            const std::string& today) {
  std::map<std::string, std::int64_t> missing;
  if (c.phase == "nomination" || c.phase == "writing") {
    for (const auto* r : reviews) {
      if (review_open(*r)) ++missing[missing_kind(r->direction)];
    }
  }
  if (c.phase == "nomination" && has_direction(c, "peer")) {
    std::int64_t live = 0, proposed = 0;
    for (const auto* n : nominations) {
      if (n->status == "proposed") ++proposed;
      if (n->status == "proposed" || n->status == "approved") ++live;
    }
    if (live < c.peer_min) missing["nominations"] = c.peer_min - live;
    missing["nomination_approvals"] = proposed;
  }
  if (c.phase == "calibration" && p.status != "calibrated" && p.status != "shared" &&
      p.status != "acknowledged") {
    missing["calibration"] = 1;
  }
  if (c.phase == "sharing") {
    if (p.status == "calibrated") missing["share"] = 1;
    if (p.status == "shared") missing["acknowledgement"] = 1;
  }
  return finish_line(c, std::move(missing), today);
}

json::object visibility_of(const CycleRow& c) {
  json::object out{
      {"reviewee",
       json::object{
           {"self", "named"}, {"leader", "named"}, {"peer", "aggregate"}, {"upward", "aggregate"}}},
      {"leader", json::object{{"self", "named"}, {"peer", "aggregate"}, {"upward", "aggregate"}}}};
  boost::system::error_code ec;
  const auto stored = json::parse(c.visibility, ec);
  if (!ec && stored.is_object()) {
    for (const char* who : {"reviewee", "leader"}) {
      const auto* part = stored.as_object().if_contains(who);
      if (part == nullptr || !part->is_object()) continue;
      for (const auto& [k, v] : part->as_object()) {
        if (v.is_string() && out[who].as_object().contains(k)) out[who].as_object()[k] = v;
      }
    }
  }
  return out;
}

std::string visibility_value(const CycleRow& c, const std::string& who, const std::string& part) {
  const auto v = visibility_of(c);
  const auto* x = v.at(who).as_object().if_contains(part);
  return x != nullptr && x->is_string() ? std::string(x->get_string()) : "hidden";
}

json::array competencies_of(const CycleRow& c) {
  boost::system::error_code ec;
  const auto stored = json::parse(c.competencies, ec);
  if (ec || !stored.is_array()) return {};
  return stored.as_array();
}

json::object default_template(std::string_view direction) {
  json::array q;
  json::object title;
  if (direction == "self" || direction == "leader") {
    title = direction == "self" ? local("Autoevaluación", "Self review")
                                : local("Evaluación del líder", "Leader review");
    q.push_back(rating_item("overall", local("Desempeño general", "Overall performance"), true));
    q.push_back(text_item(
        "logros", local("Principales logros del período", "Main achievements of the period"),
        true));
    q.push_back(text_item("mejorar", local("Qué puede mejorar", "What could improve"), true));
    if (direction == "leader") {
      auto potential =
          rating_item("potential", local("Potencial", "Potential"), true, "scale", 1, 3);
      potential["description"] = local("1 bajo · 2 medio · 3 alto", "1 low · 2 medium · 3 high");
      q.push_back(std::move(potential));
    }
  } else if (direction == "peer") {
    title = local("Evaluación de pares", "Peer review");
    q.push_back(rating_item("overall", local("Desempeño general", "Overall performance"), true));
    q.push_back(text_item("fortalezas", local("Fortalezas", "Strengths"), false));
    q.push_back(text_item("sugerencias", local("Sugerencias", "Suggestions"), false));
  } else {
    title = local("Evaluación de tu líder", "Review of your leader");
    q.push_back(rating_item(
        "overall", local("Desempeño general de tu líder", "Your leader's overall performance"),
        true));
    q.push_back(
        text_item("fortalezas", local("Fortalezas de tu líder", "Your leader's strengths"), false));
    q.push_back(text_item(
        "sugerencias", local("Sugerencias para tu líder", "Suggestions for your leader"), false));
  }
  return {{"title", std::move(title)}, {"questions", std::move(q)}};
}

const forms::Question* question_of(const forms::Form& form, std::string_view id) {
  for (const auto& q : form.questions) {
    if (q.id == id) return &q;
  }
  return nullptr;
}

std::vector<FieldError> form_errors(const forms::Form& form, std::string_view direction) {
  std::vector<FieldError> out;
  const std::string field = "forms." + std::string(direction);
  const auto* overall = question_of(form, "overall");
  if (overall == nullptr || overall->type != "rating" || !overall->required) {
    out.push_back({field, "La plantilla necesita la pregunta «overall» (calificación)."});
  }
  if (direction == "leader") {
    const auto* p = question_of(form, "potential");
    if (p == nullptr || p->type != "rating" || p->style != "scale" || !p->required ||
        p->min.value_or(0) != 1 || p->max.value_or(0) != 3) {
      out.push_back(
          {field, "La plantilla del líder necesita la pregunta «potential» (escala de 1 a 3)."});
    }
  }
  return out;
}

bool same_structure(const forms::Form& a, const forms::Form& b) {
  auto x = forms::to_json(a);
  auto y = forms::to_json(b);
  x.erase("form_id");
  y.erase("form_id");
  return untexted(x) == untexted(y);
}

std::string text_in(const std::optional<forms::LocalText>& t, const std::string& language) {
  if (!t) return "";
  return language == "en" && t->en && !t->en->empty() ? *t->en : t->es;
}

std::int64_t performance_level(double overall, double min, double max) {
  const double share = max > min ? (overall - min) / (max - min) : 0;
  if (share < 1.0 / 3) return 1;
  if (share < 2.0 / 3) return 2;
  return 3;
}

std::optional<double> goals_score(const std::vector<GoalEntry>& goals) {
  double weighted = 0, weights = 0, sum_w = 0;
  std::int64_t with_w = 0, rated = 0;
  for (const auto& g : goals) {
    if (g.goal.weight > 0) {
      sum_w += g.goal.weight;
      ++with_w;
    }
  }
  const double fallback = with_w > 0 ? sum_w / static_cast<double>(with_w) : 1.0;
  for (const auto& g : goals) {
    if (!g.rating) continue;
    ++rated;
    const double w = g.goal.weight > 0 ? g.goal.weight : fallback;
    weighted += w * static_cast<double>(*g.rating);
    weights += w;
  }
  if (rated == 0 || weights <= 0) return std::nullopt;
  return std::round(weighted / weights * 10) / 10;
}

std::map<std::int64_t, users::Person> people_of(db::Conn& c, OrgId org,
                                                std::vector<std::int64_t> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::map<std::int64_t, users::Person> out;
  if (ids.empty()) return out;
  for (auto& p : users::UserRepo().people(c, org, ids)) out[p.id] = std::move(p);
  return out;
}

users::Person person_in(const std::map<std::int64_t, users::Person>& people, std::int64_t id) {
  const auto it = people.find(id);
  if (it != people.end()) return it->second;
  users::Person p;
  p.id = id;
  return p;
}

ApiError phase_closed() {
  return conflict("phase_closed", "La fase de redacción terminó.");
}

ApiError cycle_not_found() {
  return not_found("Ese ciclo de evaluación no existe.");
}

// --- Internals -----------------------------------------------------------------------------------
CycleRow Internals::cycle(db::Conn& c, OrgId org, std::int64_t id, bool lock) const {
  auto row = s.repo_.cycle(c, org, id, lock);
  if (!row) throw cycle_not_found();
  return *row;
}

ParticipantRow Internals::participant(db::Conn& c, OrgId org, std::int64_t id, bool lock) const {
  auto row = s.repo_.participant(c, org, id, lock);
  if (!row) throw not_found("Esa persona no está en el ciclo.");
  return *row;
}

forms::FormVersion Internals::latest_form(db::Conn& c, OrgId org, std::int64_t cycle,
                                          std::string_view direction) const {
  auto v = s.r_.forms.find(c, org, form_id_of(cycle, direction), std::nullopt);
  if (!v) throw not_found("Esa dirección no está en el ciclo.");
  return *v;
}

void Internals::notify(db::Conn& c, OrgId org, const std::string& kind,
                       std::vector<std::int64_t> users, json::object payload) const {
  std::sort(users.begin(), users.end());
  users.erase(std::unique(users.begin(), users.end()), users.end());
  if (users.empty()) return;
  s.notices_.notify(c, org, kind, users, payload);
}

void Internals::create_reviews(db::Conn& c, OrgId org, const CycleRow& cycle,
                               const std::vector<ParticipantRow>& participants) const {
  const auto now = s.clock_.now_ms();
  std::map<std::string, std::int64_t> versions;
  for (const auto& d : directions_of(cycle)) {
    if (d != "peer") versions[d] = latest_form(c, org, cycle.id, d).stored.version;
  }
  std::vector<std::int64_t> users;
  for (const auto& p : participants) users.push_back(p.user_id);
  const auto reports = versions.contains("upward")
                           ? s.repo_.direct_reports(c, org, users)
                           : std::map<std::int64_t, std::vector<std::int64_t>>{};
  std::vector<std::int64_t> nominators;
  for (const auto& p : participants) {
    std::vector<std::pair<std::int64_t, std::string>> made;  // reviewer, direction
    if (versions.contains("self")) made.emplace_back(p.user_id, "self");
    if (versions.contains("leader") && p.leader_id) made.emplace_back(*p.leader_id, "leader");
    if (versions.contains("upward")) {
      if (const auto it = reports.find(p.user_id); it != reports.end()) {
        for (const auto report : it->second) made.emplace_back(report, "upward");
      }
    }
    for (const auto& [reviewer, direction] : made) {
      const auto rid = s.repo_.insert_review(c, org, cycle.id, p.id, reviewer, direction,
                                             versions[direction], now);
      notify(c, org, "evaluation_review_due", {reviewer},
             {{"review_id", rid}, {"name", cycle.name}, {"direction", direction}});
    }
    if (cycle.phase == "nomination") {
      if (cycle.nominated_by == "leader") {
        if (p.leader_id) nominators.push_back(*p.leader_id);
      } else {
        nominators.push_back(p.user_id);
      }
    }
  }
  notify(c, org, "evaluation_nominate", nominators, {{"cycle_id", cycle.id}, {"name", cycle.name}});
}

std::vector<ParticipantView> Internals::views(db::Conn& c, OrgId org, const CycleRow& cycle,
                                              const std::vector<ParticipantRow>& rows,
                                              const std::string& today) const {
  std::vector<std::int64_t> ids, people;
  for (const auto& p : rows) {
    ids.push_back(p.id);
    people.push_back(p.user_id);
    if (p.leader_id) people.push_back(*p.leader_id);
  }
  const auto reviews = s.repo_.reviews_of_participants(c, org, ids);
  const auto nominations = s.repo_.nominations_of(c, org, ids);
  for (const auto& r : reviews) people.push_back(r.reviewer_id);
  const auto persons = people_of(c, org, people);
  const auto departments = s.repo_.departments_of(c, org, people);
  std::vector<ParticipantView> out;
  for (const auto& p : rows) {
    ParticipantView v;
    v.row = p;
    v.cycle = cycle;
    v.person = person_in(persons, p.user_id);
    if (const auto it = departments.find(p.user_id); it != departments.end()) {
      v.department = it->second;
    }
    if (p.leader_id) v.leader = person_in(persons, *p.leader_id);
    std::vector<const ReviewRow*> mine;
    std::vector<const NominationRow*> noms;
    for (const auto& r : reviews) {
      if (r.participant_id != p.id) continue;
      mine.push_back(&r);
      v.reviews.push_back({r, person_in(persons, r.reviewer_id)});
      if (r.status != "declined") {
        auto& [done, total] = v.progress[r.direction];
        ++total;
        if (r.status == "submitted") ++done;
      }
    }
    for (const auto& d : directions_of(cycle)) v.progress.try_emplace(d, 0, 0);
    for (const auto& n : nominations) {
      if (n.participant_id == p.id) noms.push_back(&n);
    }
    v.line = participant_line(cycle, p, mine, noms, today);
    out.push_back(std::move(v));
  }
  return out;
}

ReviewView Internals::review_view(db::Conn& c, OrgId org, const ReviewRow& r,
                                  const std::string& today) const {
  ReviewView v;
  v.row = r;
  v.cycle = cycle(c, org, r.cycle_id, false);
  v.participant = participant(c, org, r.participant_id, false);
  v.person = person_in(people_of(c, org, {v.participant.user_id}), v.participant.user_id);
  std::map<std::string, std::int64_t> missing;
  if ((v.cycle.phase == "nomination" || v.cycle.phase == "writing") && review_open(r)) {
    missing[missing_kind(r.direction)] = 1;
  }
  v.line = finish_line(v.cycle, std::move(missing), today);
  return v;
}

std::vector<CompetencyEntry> Internals::competencies(const CycleRow& cycle,
                                                     const ReviewRow& r) const {
  std::vector<CompetencyEntry> out;
  if (!cycle.include_competencies) return out;
  std::map<std::int64_t, std::pair<std::optional<std::int64_t>, std::optional<std::string>>> given;
  if (r.competencies) {
    boost::system::error_code ec;
    const auto stored = json::parse(*r.competencies, ec);
    if (!ec && stored.is_array()) {
      for (const auto& x : stored.as_array()) {
        const auto& o = x.as_object();
        std::optional<std::int64_t> rating;
        std::optional<std::string> comment;
        if (const auto* v = o.if_contains("rating"); v && v->is_int64()) rating = v->as_int64();
        if (const auto* v = o.if_contains("comment"); v && v->is_string()) {
          comment = std::string(v->get_string());
        }
        given[o.at("value_id").as_int64()] = {rating, comment};
      }
    }
  }
  for (const auto& v : competencies_of(cycle)) {
    CompetencyEntry e;
    e.value = v.as_object();
    const auto id = e.value.at("id").as_int64();
    if (const auto it = given.find(id); it != given.end()) {
      e.rating = it->second.first;
      e.comment = it->second.second;
    }
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<GoalEntry> Internals::goals(db::Conn& c, OrgId org, const CycleRow& cycle,
                                        const ParticipantRow& p, const ReviewRow& r) const {
  std::vector<GoalEntry> out;
  if (!cycle.include_goals || (r.direction != "self" && r.direction != "leader")) return out;
  std::map<std::int64_t, std::pair<std::optional<std::int64_t>, std::optional<std::string>>> given;
  if (r.goals) {
    boost::system::error_code ec;
    const auto stored = json::parse(*r.goals, ec);
    if (!ec && stored.is_array()) {
      for (const auto& x : stored.as_array()) {
        const auto& o = x.as_object();
        std::optional<std::int64_t> rating;
        std::optional<std::string> comment;
        if (const auto* v = o.if_contains("rating"); v && v->is_int64()) rating = v->as_int64();
        if (const auto* v = o.if_contains("comment"); v && v->is_string()) {
          comment = std::string(v->get_string());
        }
        given[o.at("goal_id").as_int64()] = {rating, comment};
      }
    }
  }
  for (auto& g :
       s.r_.goals.goals_for_review(c, org, p.user_id, cycle.period_from, cycle.period_to)) {
    GoalEntry e;
    e.goal = std::move(g);
    if (const auto it = given.find(e.goal.id); it != given.end()) {
      e.rating = it->second.first;
      e.comment = it->second.second;
    }
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<NominationView> Internals::nomination_views(
    db::Conn& c, OrgId org, const std::vector<NominationRow>& rows) const {
  std::vector<NominationView> out;
  if (rows.empty()) return out;
  std::vector<std::int64_t> pids, cids, people;
  for (const auto& n : rows) {
    pids.push_back(n.participant_id);
    cids.push_back(n.cycle_id);
    people.push_back(n.peer_id);
    people.push_back(n.proposed_by);
  }
  std::sort(cids.begin(), cids.end());
  cids.erase(std::unique(cids.begin(), cids.end()), cids.end());
  std::sort(pids.begin(), pids.end());
  pids.erase(std::unique(pids.begin(), pids.end()), pids.end());
  std::map<std::int64_t, ParticipantRow> parts;
  for (auto& p : s.repo_.participants(c, org, pids)) {
    people.push_back(p.user_id);
    parts[p.id] = std::move(p);
  }
  std::map<std::int64_t, CycleRow> cycles;
  for (auto& k : s.repo_.cycles(c, org, cids)) cycles[k.id] = std::move(k);
  const auto persons = people_of(c, org, people);
  for (const auto& n : rows) {
    NominationView v;
    v.row = n;
    v.cycle = cycles[n.cycle_id];
    v.participant = parts[n.participant_id];
    v.person = person_in(persons, v.participant.user_id);
    v.peer = person_in(persons, n.peer_id);
    v.proposed_by = person_in(persons, n.proposed_by);
    out.push_back(std::move(v));
  }
  return out;
}

}  // namespace aplauso::evaluations
