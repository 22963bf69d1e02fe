// HTTP routes of evaluations under the module flag `evaluations`: people's work, reviews,
// nominations and packets (/evaluations) and the admins' cycles, calibration and operations
// (/org/evaluations). Contract: api/modules/evaluations.yaml; rules: docs/evaluations.md.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <cstdio>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/errors.h"
#include "modules/evaluations/evaluation_service.h"
#include "modules/evaluations/evaluations_routes.h"
#include "modules/forms/form_service.h"
#include "modules/users/user_json.h"

namespace aplauso::evaluations {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "evaluations";

template <class T>
json::value nullable(const std::optional<T>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::value person_or_null(const std::optional<users::Person>& p) {
  return p ? json::value(users::person_json(*p)) : json::value(nullptr);
}

Viewer viewer_of(const http::Request& req, RequestContext& ctx) {
  Viewer v;
  v.user_id = ctx.who().user_id;
  v.role = ctx.who().role;
  const auto asked = req.query_param("language");
  v.language = asked ? std::string(*asked) : ctx.org().default_language;
  if (v.language != "en") v.language = "es";
  v.today = forms::local_day(ctx.org().timezone, ctx.now_ms);
  v.org_name = ctx.org().name;
  return v;
}

http::Response no_content() {
  http::Response res;
  res.status = 204;
  return res;
}

json::object line_json(const StatusLine& l) {
  json::array missing;
  for (const auto& m : l.missing)
    missing.push_back(json::object{{"kind", m.kind}, {"count", m.count}});
  return {{"phase", l.phase},
          {"due_on", nullable(l.due_on)},
          {"overdue", l.overdue},
          {"missing", std::move(missing)}};
}

json::object cycle_ref(const CycleRow& c) {
  return {{"id", c.id}, {"name", c.name}, {"phase", c.phase}};
}

json::object deadlines_json(const CycleRow& c) {
  return {{"nomination_due", nullable(c.nomination_due)},
          {"writing_due", c.writing_due},
          {"calibration_due", c.calibration_due},
          {"sharing_due", c.sharing_due}};
}

json::array directions_json(const CycleRow& c) {
  json::array out;
  std::string cur;
  for (const char ch : c.directions + ",") {
    if (ch == ',') {
      if (!cur.empty()) out.emplace_back(cur);
      cur.clear();
    } else {
      cur += ch;
    }
  }
  return out;
}

json::object visibility_json(const CycleRow& c) {
  json::object out{
      {"reviewee",
       json::object{
           {"self", "named"}, {"leader", "named"}, {"peer", "aggregate"}, {"upward", "aggregate"}}},
      {"leader", json::object{{"self", "named"}, {"peer", "aggregate"}, {"upward", "aggregate"}}}};
  boost::system::error_code ec;
  const auto stored = json::parse(c.visibility, ec);
  if (!ec && stored.is_object()) {
    for (const char* who : {"reviewee", "leader"}) {
      if (const auto* part = stored.as_object().if_contains(who); part && part->is_object()) {
        for (const auto& [k, v] : part->as_object()) out[who].as_object()[k] = v;
      }
    }
  }
  return out;
}

json::object cycle_json(const CycleView& v) {
  const auto& r = v.row;
  json::object by;
  for (const auto& [s, n] : v.counts.packets_by_status) by[s] = n;
  for (const char* s :
       {"not_started", "draft", "submitted", "calibrated", "shared", "acknowledged"}) {
    if (!by.contains(s)) by[s] = 0;
  }
  return {{"id", r.id},
          {"name", r.name},
          {"description", r.description},
          {"phase", r.phase},
          {"period_from", r.period_from},
          {"period_to", r.period_to},
          {"directions", directions_json(r)},
          {"deadlines", deadlines_json(r)},
          {"peers", json::object{{"min", r.peer_min},
                                 {"max", r.peer_max},
                                 {"nominated_by", r.nominated_by},
                                 {"per_reviewer_cap", r.per_reviewer_cap}}},
          {"include_goals", r.include_goals},
          {"include_competencies", r.include_competencies},
          {"visibility", visibility_json(r)},
          {"counts", json::object{{"participants", v.counts.participants},
                                  {"reviews_total", v.counts.reviews_total},
                                  {"reviews_submitted", v.counts.reviews_submitted},
                                  {"packets_by_status", std::move(by)}}},
          {"status_line", line_json(v.line)},
          {"launched_at", nullable(r.launched_at)},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at}};
}

json::object form_json(const CycleForm& f) {
  return {{"direction", f.direction},
          {"form_id", f.version.stored.form_id},
          {"version", f.version.stored.version},
          {"definition", forms::to_json(f.version.form)}};
}

json::object cycle_detail_json(const CycleView& v) {
  auto o = cycle_json(v);
  json::array forms;
  for (const auto& f : v.forms) forms.push_back(form_json(f));
  o["forms"] = std::move(forms);
  o["competencies"] = v.competencies;
  return o;
}

json::object brief_json(const ReviewBrief& b) {
  return {{"id", b.row.id},
          {"direction", b.row.direction},
          {"status", b.row.status},
          {"reviewer", users::person_json(b.reviewer)},
          {"submitted_at", nullable(b.row.submitted_at)}};
}

json::object participant_json(const ParticipantView& v) {
  json::object progress;
  for (const auto& [d, pr] : v.progress) {
    progress[d] = json::object{{"done", pr.first}, {"total", pr.second}};
  }
  json::array reviews;
  for (const auto& b : v.reviews) reviews.push_back(brief_json(b));
  return {{"id", v.row.id},
          {"cycle", cycle_ref(v.cycle)},
          {"person", users::person_json(v.person)},
          {"department", nullable(v.department)},
          {"leader", person_or_null(v.leader)},
          {"status", v.row.status},
          {"progress", std::move(progress)},
          {"reviews", std::move(reviews)},
          {"performance", nullable(v.row.performance)},
          {"potential", nullable(v.row.potential)},
          {"status_line", line_json(v.line)},
          {"shared_at", nullable(v.row.shared_at)},
          {"acknowledged_at", nullable(v.row.acknowledged_at)}};
}

json::object participant_ref(std::int64_t id, const users::Person& p) {
  return {{"id", id}, {"person", users::person_json(p)}};
}

json::object review_summary_json(const ReviewView& v) {
  return {{"id", v.row.id},
          {"cycle", cycle_ref(v.cycle)},
          {"participant", participant_ref(v.participant.id, v.person)},
          {"direction", v.row.direction},
          {"status", v.row.status},
          {"due_on", v.cycle.writing_due},
          {"submitted_at", nullable(v.row.submitted_at)},
          {"decline_reason", nullable(v.row.decline_reason)},
          {"status_line", line_json(v.line)}};
}

json::array competencies_json(const std::vector<CompetencyEntry>& list) {
  json::array out;
  for (const auto& e : list) {
    out.push_back(json::object{
        {"value", e.value}, {"rating", nullable(e.rating)}, {"comment", nullable(e.comment)}});
  }
  return out;
}

json::array goals_json(const std::vector<GoalEntry>& list) {
  json::array out;
  for (const auto& e : list) {
    const auto& g = e.goal;
    out.push_back(json::object{
        {"goal", json::object{{"id", g.id},
                              {"title", g.title},
                              {"weight", g.weight > 0 ? json::value(g.weight) : nullptr},
                              {"progress", g.progress},
                              {"status", g.status},
                              {"starts_on", g.starts_on},
                              {"ends_on", g.ends_on}}},
        {"rating", nullable(e.rating)},
        {"comment", nullable(e.comment)}});
  }
  return out;
}

json::object review_form_json(const forms::FormVersion& f, const std::string& language) {
  return {{"form_id", f.stored.form_id},
          {"version", f.stored.version},
          {"language", language},
          {"definition", forms::localized(f.form, language)}};
}

json::object context_json(const forms::FormContext& c) {
  return {{"department", nullable(c.department)},
          {"country", nullable(c.country)},
          {"tenure_band", nullable(c.tenure_band)}};
}

json::object review_detail_json(const ReviewDetail& d, const std::string& language) {
  return {{"review", review_summary_json(d.review)},
          {"form", review_form_json(d.form, language)},
          {"answers", d.answers},
          {"competencies", competencies_json(d.competencies)},
          {"goals", goals_json(d.goals)},
          {"goals_score", nullable(d.goals_score)},
          {"context", context_json(d.context)}};
}

json::object nomination_json(const NominationView& n) {
  return {{"id", n.row.id},
          {"participant", participant_ref(n.participant.id, n.person)},
          {"cycle", cycle_ref(n.cycle)},
          {"peer", users::person_json(n.peer)},
          {"status", n.row.status},
          {"proposed_by", users::person_json(n.proposed_by)},
          {"reason", nullable(n.row.reason)},
          {"review_id", nullable(n.row.review_id)},
          {"created_at", n.row.created_at},
          {"decided_at", nullable(n.row.decided_at)}};
}

json::array nominations_json(const std::vector<NominationView>& list) {
  json::array out;
  for (const auto& n : list) out.push_back(nomination_json(n));
  return out;
}

json::object nomination_list_json(const NominationList& l) {
  return {{"participant", participant_ref(l.participant.id, l.person)},
          {"cycle", cycle_ref(l.cycle)},
          {"nominated_by", l.cycle.nominated_by},
          {"min", l.cycle.peer_min},
          {"max", l.cycle.peer_max},
          {"can_nominate", l.can_nominate},
          {"can_approve", l.can_approve},
          {"nominations", nominations_json(l.nominations)}};
}

std::string day_of_ms(std::int64_t ms) {
  const auto days = std::chrono::floor<std::chrono::days>(
      std::chrono::sys_time<std::chrono::milliseconds>(std::chrono::milliseconds(ms)));
  const std::chrono::year_month_day ymd(days);
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return buf;
}

std::string cut(const std::string& text, std::size_t max) {
  if (text.size() <= max) return text;
  std::size_t end = max;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return text.substr(0, end) + "…";
}

json::object evidence_json(const Evidence& e) {
  const auto value_json = [](const feed::EvidenceValue& v) {
    return json::object{{"id", v.id}, {"name", v.name}, {"emoji", nullable(v.emoji)}};
  };
  const auto post_json = [&](const feed::EvidencePost& p, bool received) {
    json::array people, values;
    if (received) {
      if (p.author_id) {
        const auto it = e.people.find(*p.author_id);
        if (it != e.people.end()) people.push_back(users::person_json(it->second));
      }
    } else if (const auto it = e.recognitions.receivers.find(p.id);
               it != e.recognitions.receivers.end()) {
      for (const auto id : it->second) {
        const auto person = e.people.find(id);
        if (person != e.people.end()) people.push_back(users::person_json(person->second));
      }
    }
    if (const auto it = e.recognitions.values.find(p.id); it != e.recognitions.values.end()) {
      for (const auto& v : it->second) values.push_back(value_json(v));
    }
    return json::object{{"post_id", p.id},
                        {"date", day_of_ms(p.created_at)},
                        {"people", std::move(people)},
                        {"message", cut(p.message, 280)},
                        {"values", std::move(values)},
                        {"points", p.points}};
  };
  json::array received, given, counts, checkins, badges;
  for (const auto& p : e.recognitions.received) received.push_back(post_json(p, true));
  for (const auto& p : e.recognitions.given) given.push_back(post_json(p, false));
  for (const auto& [v, n] : e.recognitions.value_counts) {
    counts.push_back(json::object{{"value", value_json(v)}, {"count", n}});
  }
  for (const auto& k : e.checkins) {
    checkins.push_back(
        json::object{{"goal", json::object{{"id", k.goal_id}, {"title", k.goal_title}}},
                     {"date", day_of_ms(k.created_at)},
                     {"value", k.value},
                     {"status", k.status},
                     {"confidence", k.confidence},
                     {"comment", k.comment ? json::value(cut(*k.comment, 280)) : nullptr}});
  }
  for (const auto& b : e.badges) {
    badges.push_back(
        json::object{{"name", b.name}, {"date", day_of_ms(b.at)}, {"image_url", nullptr}});
  }
  return {
      {"window", json::object{{"from", e.from}, {"to", e.to}}},
      {"received",
       json::object{{"total", e.recognitions.received_total}, {"items", std::move(received)}}},
      {"given", json::object{{"total", e.recognitions.given_total}, {"items", std::move(given)}}},
      {"value_counts", std::move(counts)},
      {"checkins", std::move(checkins)},
      {"badges", std::move(badges)}};
}

json::object aggregate_json(const Aggregate& a) {
  json::array items, comments;
  for (const auto& i : a.items) {
    json::object counts;
    for (const auto& [k, n] : i.counts) counts[k] = n;
    items.push_back(json::object{{"item", i.item},
                                 {"title", i.title},
                                 {"mean", nullable(i.mean)},
                                 {"counts", std::move(counts)},
                                 {"respondents", i.respondents}});
  }
  for (const auto& c : a.comments) {
    comments.push_back(json::object{{"item", c.item}, {"title", c.title}, {"text", c.text}});
  }
  return {{"respondents_shown", a.shown},
          {"respondents", a.respondents},
          {"items", std::move(items)},
          {"comments", std::move(comments)}};
}

json::object part_json(const PacketPart& p, const std::string& language) {
  return {{"review_id", p.review.row.id},
          {"reviewer", users::person_json(p.review.reviewer)},
          {"status", p.review.row.status},
          {"submitted_at", nullable(p.review.row.submitted_at)},
          {"form", review_form_json(p.form, language)},
          {"answers", p.answers},
          {"competencies", competencies_json(p.competencies)},
          {"goals", goals_json(p.goals)},
          {"goals_score", nullable(p.goals_score)}};
}

json::object box_json(std::optional<std::int64_t> perf, std::optional<std::int64_t> pot) {
  return {{"performance", nullable(perf)}, {"potential", nullable(pot)}};
}

json::object rating_json(const RatingView& r) {
  const auto& x = r.row;
  json::value from = nullptr;
  if (x.kind == "calibration") from = box_json(x.from_performance, x.from_potential);
  return {{"id", x.id},
          {"kind", x.kind},
          {"overall", nullable(x.overall)},
          {"from", std::move(from)},
          {"to", box_json(x.performance, x.potential)},
          {"actor", users::person_json(r.actor)},
          {"reason", nullable(x.reason)},
          {"created_at", x.created_at}};
}

json::object packet_json(const Packet& p, const std::string& language) {
  const auto& pv = p.participant;
  json::object parts;
  if (p.self) parts["self"] = part_json(*p.self, language);
  if (p.leader) parts["leader"] = part_json(*p.leader, language);
  if (p.peer) parts["peer"] = aggregate_json(*p.peer);
  if (p.upward) parts["upward"] = aggregate_json(*p.upward);
  if (p.others) parts["others"] = aggregate_json(*p.others);
  json::array hidden;
  for (const auto& h : p.hidden) hidden.emplace_back(h);
  parts["hidden"] = std::move(hidden);
  json::value ack = nullptr;
  if (pv.row.acknowledged_at) {
    ack = json::object{{"at", *pv.row.acknowledged_at}, {"comment", nullable(pv.row.ack_comment)}};
  }
  json::object out{
      {"participant", json::object{{"id", pv.row.id},
                                   {"person", users::person_json(pv.person)},
                                   {"cycle", cycle_ref(pv.cycle)},
                                   {"status", pv.row.status},
                                   {"status_line", line_json(pv.line)},
                                   {"leader", person_or_null(pv.leader)},
                                   {"period_from", pv.cycle.period_from},
                                   {"period_to", pv.cycle.period_to},
                                   {"shared_at", nullable(pv.row.shared_at)}}},
      {"final", p.has_final ? json::value(box_json(pv.row.performance, pv.row.potential))
                            : json::value(nullptr)},
      {"goals_score", nullable(p.goals_score)},
      {"parts", std::move(parts)},
      {"acknowledgement", std::move(ack)},
      {"can_share", p.can_share},
      {"can_acknowledge", p.can_acknowledge}};
  if (p.history) {
    json::array h;
    for (const auto& r : *p.history) h.push_back(rating_json(r));
    out["history"] = std::move(h);
  }
  if (p.admin_view) {
    json::array reviews;
    for (const auto& b : pv.reviews) reviews.push_back(brief_json(b));
    out["reviews"] = std::move(reviews);
  }
  return out;
}

json::object calibration_person_json(const CalibrationPerson& c) {
  const auto& r = c.row;
  json::value proposed = nullptr, current = nullptr;
  if (r.proposed_performance && r.proposed_potential) {
    proposed = box_json(r.proposed_performance, r.proposed_potential);
  }
  if (r.performance && r.potential) current = box_json(r.performance, r.potential);
  return {{"id", r.id},
          {"person", users::person_json(c.person)},
          {"leader", person_or_null(c.leader)},
          {"proposed", std::move(proposed)},
          {"current", std::move(current)},
          {"status", r.status}};
}

json::object calibration_json(const Calibration& k) {
  json::array cells, unrated, leaders;
  for (int perf = 0; perf < 3; ++perf) {
    for (int pot = 0; pot < 3; ++pot) {
      json::array people;
      for (const auto& c : k.cells[perf][pot]) people.push_back(calibration_person_json(c));
      cells.push_back(json::object{
          {"performance", perf + 1}, {"potential", pot + 1}, {"participants", std::move(people)}});
    }
  }
  for (const auto& c : k.unrated) unrated.push_back(calibration_person_json(c));
  for (const auto& d : k.leaders) {
    json::value leader = nullptr;
    if (d.leader) leader = json::object{{"id", d.leader->id}, {"name", d.leader->full_name()}};
    leaders.push_back(json::object{{"leader", std::move(leader)},
                                   {"n", d.n},
                                   {"counts", json::array{d.counts[0], d.counts[1], d.counts[2]}},
                                   {"mean_performance", nullable(d.mean)},
                                   {"hidden", d.n < 4}});
  }
  return {
      {"cycle", cycle_ref(k.cycle)},
      {"cells", std::move(cells)},
      {"unrated", std::move(unrated)},
      {"distribution",
       json::object{{"org", json::object{{"n", k.org_n},
                                         {"counts", json::array{k.org_counts[0], k.org_counts[1],
                                                                k.org_counts[2]}},
                                         {"mean_performance", nullable(k.org_mean)}}},
                    {"leaders", std::move(leaders)}}}};
}

json::object my_work_json(const MyWork& w) {
  json::array cycles, reviews, to_make, packets, team;
  for (const auto& c : w.cycles) {
    cycles.push_back(json::object{{"id", c.row.id},
                                  {"name", c.row.name},
                                  {"phase", c.row.phase},
                                  {"status_line", line_json(c.line)},
                                  {"deadlines", deadlines_json(c.row)}});
  }
  for (const auto& r : w.reviews) reviews.push_back(review_summary_json(r));
  for (const auto& m : w.to_make) {
    to_make.push_back(json::object{{"participant_id", m.participant.id},
                                   {"cycle", cycle_ref(m.cycle)},
                                   {"person", users::person_json(m.person)},
                                   {"nominated", nominations_json(m.nominated)},
                                   {"min", m.cycle.peer_min},
                                   {"max", m.cycle.peer_max}});
  }
  for (const auto& p : w.packets) {
    packets.push_back(json::object{{"id", p.row.id},
                                   {"cycle", cycle_ref(p.cycle)},
                                   {"status", p.row.status},
                                   {"status_line", line_json(p.line)},
                                   {"shared_at", nullable(p.row.shared_at)},
                                   {"acknowledged_at", nullable(p.row.acknowledged_at)}});
  }
  for (const auto& p : w.team) {
    team.push_back(json::object{{"id", p.row.id},
                                {"person", users::person_json(p.person)},
                                {"cycle", cycle_ref(p.cycle)},
                                {"status", p.row.status},
                                {"status_line", line_json(p.line)}});
  }
  return {{"cycles", std::move(cycles)},
          {"reviews", std::move(reviews)},
          {"nominations", json::object{{"to_make", std::move(to_make)},
                                       {"to_approve", nominations_json(w.to_approve)},
                                       {"requests", nominations_json(w.requests)}}},
          {"packets", std::move(packets)},
          {"team", std::move(team)}};
}

// --- Input ---------------------------------------------------------------------------------------
ParticipantsInput participants_input(const json::object& o) {
  ParticipantsInput in;
  in.user_ids = opt_int_list(o, "user_ids", 2000);
  in.department_ids = opt_int_list(o, "department_ids", 200);
  in.emails = opt_string_list(o, "emails", 2000);
  return in;
}

const json::object* sub_object(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return nullptr;
  if (!v->is_object()) throw invalid_input(std::string(key), "Debe ser un objeto.");
  return &v->as_object();
}

CycleInput cycle_input(const json::object& o) {
  CycleInput in;
  for (const auto& [k, v] : o) in.fields.emplace_back(k);
  in.name = opt_string(o, "name");
  in.description = opt_string(o, "description");
  in.period_from = opt_string(o, "period_from");
  in.period_to = opt_string(o, "period_to");
  if (o.contains("directions")) in.directions = opt_string_list(o, "directions", 4);
  if (const auto* d = sub_object(o, "deadlines")) {
    std::map<std::string, std::optional<std::string>> deadlines;
    for (const char* k : {"nomination_due", "writing_due", "calibration_due", "sharing_due"}) {
      deadlines[k] = opt_string(*d, k);
    }
    in.deadlines = std::move(deadlines);
  }
  if (const auto* p = sub_object(o, "peers")) {
    std::map<std::string, json::value> peers;
    for (const auto& [k, v] : *p) peers[std::string(k)] = v;
    in.peers = std::move(peers);
  }
  in.include_goals = opt_bool(o, "include_goals");
  in.include_competencies = opt_bool(o, "include_competencies");
  if (const auto* vis = sub_object(o, "visibility")) {
    std::map<std::string, std::string> flat;
    for (const auto& [who, part] : *vis) {
      if (!part.is_object()) {
        throw rule_broken("invalid_visibility", "La visibilidad no es válida.",
                          {{"visibility", "Valor no válido."}});
      }
      for (const auto& [k, v] : part.as_object()) {
        flat[std::string(who) + "." + std::string(k)] =
            v.is_string() ? std::string(v.get_string()) : "";
      }
    }
    in.visibility = std::move(flat);
  }
  if (const auto* forms = sub_object(o, "forms")) {
    for (const auto& [k, v] : *forms) in.forms[std::string(k)] = v;
  }
  return in;
}

ReviewInput review_input(const http::Request& req) {
  ReviewInput in;
  if (req.body.empty()) return in;
  const auto o = parse_object(req);
  if (const auto* a = o.if_contains("answers"); a != nullptr && !a->is_null()) in.answers = *a;
  for (const char* key : {"competencies", "goals"}) {
    const auto* v = o.if_contains(key);
    if (v == nullptr || v->is_null()) continue;
    if (!v->is_array()) throw invalid_input(key, "Debe ser una lista.");
    if (v->as_array().size() > 200) throw invalid_input(key, "Demasiados elementos.");
    (std::string_view(key) == "competencies" ? in.competencies : in.goals) = v->as_array();
  }
  return in;
}

std::string reason_of(const http::Request& req) {
  if (req.body.empty()) return "";
  return opt_string(parse_object(req), "reason").value_or("");
}

}  // namespace

void register_routes(RouteTable& table, const EvaluationService& s) {
  // --- Admins ----------------------------------------------------------------------------------
  table.add(Method::kGet, "/org/evaluations/templates", admin(kModule).with_read_only(),
            [&s](const http::Request&, RequestContext&) {
              json::object out;
              for (auto& [d, t] : s.templates()) out[d] = std::move(t);
              return ok(std::move(out));
            });
  table.add(Method::kGet, "/org/evaluations/cycles", admin(kModule).with_read_only(),
            [&s](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              std::string phase;
              if (const auto p = req.query_param("status")) phase = std::string(*p);
              const auto found = s.list_cycles(ctx.org_id(), viewer_of(req, ctx), phase,
                                               page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& c : found.items) items.push_back(cycle_json(c));
              page.total = found.total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPost, "/org/evaluations/cycles", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              ParticipantsInput people;
              if (const auto* p = sub_object(body, "participants")) {
                people = participants_input(*p);
              }
              const auto [cycle, added] =
                  s.create_cycle(ctx.org_id(), viewer_of(req, ctx), cycle_input(body), people);
              json::array missing;
              for (const auto& e : added.not_found) missing.emplace_back(e);
              return raw_json(json::serialize(json::object{
                                  {"success", true},
                                  {"data", cycle_detail_json(cycle)},
                                  {"meta", json::object{{"added", added.added},
                                                        {"already", added.already},
                                                        {"not_found", std::move(missing)}}}}),
                              201);
            });
  table.add(Method::kGet, "/org/evaluations/cycles/{cycle_id}", admin(kModule).with_read_only(),
            [&s](const http::Request& req, RequestContext& ctx) {
              return ok(cycle_detail_json(
                  s.cycle(ctx.org_id(), viewer_of(req, ctx), path_id(req, "cycle_id"))));
            });
  table.add(Method::kPatch, "/org/evaluations/cycles/{cycle_id}", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              return ok(cycle_detail_json(s.update_cycle(ctx.org_id(), viewer_of(req, ctx),
                                                         path_id(req, "cycle_id"),
                                                         cycle_input(parse_object(req)))));
            });
  table.add(Method::kDelete, "/org/evaluations/cycles/{cycle_id}", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              s.delete_cycle(ctx.org_id(), viewer_of(req, ctx), path_id(req, "cycle_id"));
              return no_content();
            });
  table.add(Method::kPut, "/org/evaluations/cycles/{cycle_id}/forms/{direction}", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto* form = body.if_contains("form");
              if (form == nullptr || !form->is_object()) {
                throw invalid_input("form", "Envía el formulario.");
              }
              const auto direction = std::string(req.param("direction"));
              return ok(form_json(s.update_form(ctx.org_id(), viewer_of(req, ctx),
                                                path_id(req, "cycle_id"), direction, *form)));
            });
  table.add(Method::kGet, "/org/evaluations/cycles/{cycle_id}/participants",
            admin(kModule).with_read_only(), [&s](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              ParticipantFilter f;
              if (const auto p = req.query_param("status")) f.status = std::string(*p);
              f.department = query_int(req, "department_id").value_or(0);
              f.leader = query_int(req, "leader_id").value_or(0);
              if (const auto q = req.query_param("q"); q && !q->empty()) {
                if (q->size() > 100) throw invalid_input("q", "Hasta 100 caracteres.");
                std::string like = "%";
                for (const char ch : *q) {
                  if (ch == '%' || ch == '_') continue;
                  like += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
                }
                f.like = like + "%";
              }
              const auto found =
                  s.participants(ctx.org_id(), viewer_of(req, ctx), path_id(req, "cycle_id"), f,
                                 page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& p : found.items) items.push_back(participant_json(p));
              page.total = found.total;
              return ok_page(std::move(items), page);
            });
  table.add(
      Method::kPost, "/org/evaluations/cycles/{cycle_id}/participants", admin(kModule),
      [&s](const http::Request& req, RequestContext& ctx) {
        const auto added =
            s.add_participants(ctx.org_id(), viewer_of(req, ctx), path_id(req, "cycle_id"),
                               participants_input(parse_object(req)));
        json::array missing;
        for (const auto& e : added.not_found) missing.emplace_back(e);
        return ok(json::object{
            {"added", added.added}, {"already", added.already}, {"not_found", std::move(missing)}});
      });
  table.add(Method::kDelete, "/org/evaluations/participants/{participant_id}", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              s.remove_participant(ctx.org_id(), viewer_of(req, ctx),
                                   path_id(req, "participant_id"));
              return no_content();
            });
  table.add(Method::kPost, "/org/evaluations/cycles/{cycle_id}/launch", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              return ok(cycle_detail_json(
                  s.launch(ctx.org_id(), viewer_of(req, ctx), path_id(req, "cycle_id"))));
            });
  table.add(Method::kPost, "/org/evaluations/cycles/{cycle_id}/advance", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              const auto to = opt_string(parse_object(req), "to").value_or("");
              return ok(cycle_detail_json(
                  s.advance(ctx.org_id(), viewer_of(req, ctx), path_id(req, "cycle_id"), to)));
            });
  table.add(Method::kPost, "/org/evaluations/reviews/{review_id}/reopen", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              return ok(review_summary_json(s.reopen(ctx.org_id(), viewer_of(req, ctx),
                                                     path_id(req, "review_id"), reason_of(req))));
            });
  table.add(Method::kPut, "/org/evaluations/participants/{participant_id}/leader", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              const auto leader = opt_int(parse_object(req), "leader_id");
              if (!leader) throw invalid_input("leader_id", "Indica el líder.");
              return ok(participant_json(s.reassign_leader(
                  ctx.org_id(), viewer_of(req, ctx), path_id(req, "participant_id"), *leader)));
            });
  table.add(Method::kPost, "/org/evaluations/cycles/{cycle_id}/remind", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              return ok(json::object{{"notified", s.remind(ctx.org_id(), viewer_of(req, ctx),
                                                           path_id(req, "cycle_id"))}});
            });
  table.add(Method::kGet, "/org/evaluations/cycles/{cycle_id}/export", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              http::Response res;
              res.body =
                  s.export_workbook(ctx.org_id(), viewer_of(req, ctx), path_id(req, "cycle_id"));
              res.headers.set("Content-Type",
                              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
              res.headers.set("Content-Disposition", "attachment; filename=\"evaluaciones.xlsx\"");
              res.headers.set("Cache-Control", "no-store");
              return res;
            });
  table.add(Method::kGet, "/org/evaluations/cycles/{cycle_id}/calibration",
            admin(kModule).with_read_only(), [&s](const http::Request& req, RequestContext& ctx) {
              return ok(calibration_json(s.calibration(ctx.org_id(), viewer_of(req, ctx),
                                                       path_id(req, "cycle_id"),
                                                       query_int(req, "leader_id"))));
            });
  table.add(Method::kPut, "/org/evaluations/participants/{participant_id}/rating", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(participant_json(s.rate(
                  ctx.org_id(), viewer_of(req, ctx), path_id(req, "participant_id"),
                  opt_int(body, "performance").value_or(0), opt_int(body, "potential").value_or(0),
                  opt_string(body, "reason").value_or(""))));
            });
  table.add(Method::kGet, "/org/evaluations/participants/{participant_id}/history",
            admin(kModule).with_read_only(), [&s](const http::Request& req, RequestContext& ctx) {
              json::array items;
              for (const auto& r :
                   s.history(ctx.org_id(), viewer_of(req, ctx), path_id(req, "participant_id"))) {
                items.push_back(rating_json(r));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/evaluations/cycles/{cycle_id}/share", admin(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              std::optional<std::vector<std::int64_t>> ids;
              if (!req.body.empty()) {
                const auto body = parse_object(req);
                if (body.contains("participant_ids")) {
                  ids = opt_int_list(body, "participant_ids", 2000);
                }
              }
              return ok(json::object{{"shared", s.share_cycle(ctx.org_id(), viewer_of(req, ctx),
                                                              path_id(req, "cycle_id"), ids)}});
            });

  // --- Everyone --------------------------------------------------------------------------------
  table.add(Method::kGet, "/evaluations", member(kModule).with_read_only(),
            [&s](const http::Request& req, RequestContext& ctx) {
              return ok(my_work_json(s.my_work(ctx.org_id(), viewer_of(req, ctx))));
            });
  table.add(Method::kGet, "/evaluations/reviews/{review_id}", member(kModule).with_read_only(),
            [&s](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              return ok(review_detail_json(s.review(ctx.org_id(), v, path_id(req, "review_id")),
                                           v.language));
            });
  table.add(Method::kPut, "/evaluations/reviews/{review_id}", member(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              return ok(review_detail_json(
                  s.save_review(ctx.org_id(), v, path_id(req, "review_id"), review_input(req)),
                  v.language));
            });
  table.add(Method::kPost, "/evaluations/reviews/{review_id}/submit", member(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              return ok(review_detail_json(
                  s.submit_review(ctx.org_id(), v, path_id(req, "review_id"), review_input(req)),
                  v.language));
            });
  table.add(Method::kPost, "/evaluations/reviews/{review_id}/decline", member(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              return ok(review_summary_json(s.decline_review(
                  ctx.org_id(), viewer_of(req, ctx), path_id(req, "review_id"), reason_of(req))));
            });
  table.add(Method::kGet, "/evaluations/reviews/{review_id}/evidence",
            member(kModule).with_read_only(), [&s](const http::Request& req, RequestContext& ctx) {
              return ok(evidence_json(
                  s.evidence(ctx.org_id(), viewer_of(req, ctx), path_id(req, "review_id"))));
            });
  table.add(Method::kGet, "/evaluations/participants/{participant_id}/nominations",
            member(kModule).with_read_only(), [&s](const http::Request& req, RequestContext& ctx) {
              return ok(nomination_list_json(s.nominations(ctx.org_id(), viewer_of(req, ctx),
                                                           path_id(req, "participant_id"))));
            });
  table.add(Method::kPost, "/evaluations/participants/{participant_id}/nominations",
            member(kModule), [&s](const http::Request& req, RequestContext& ctx) {
              const auto ids = opt_int_list(parse_object(req), "user_ids", 10);
              return ok(nomination_list_json(s.nominate(ctx.org_id(), viewer_of(req, ctx),
                                                        path_id(req, "participant_id"), ids)));
            });
  for (const char* action : {"approve", "reject", "decline"}) {
    table.add(
        Method::kPost, std::string("/evaluations/nominations/{nomination_id}/") + action,
        member(kModule),
        [&s, action = std::string(action)](const http::Request& req, RequestContext& ctx) {
          std::optional<std::string> reason;
          if (!req.body.empty()) reason = opt_string(parse_object(req), "reason");
          return ok(nomination_json(s.decide_nomination(
              ctx.org_id(), viewer_of(req, ctx), path_id(req, "nomination_id"), action, reason)));
        });
  }
  table.add(Method::kGet, "/evaluations/participants/{participant_id}/packet",
            member(kModule).with_read_only(), [&s](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              return ok(packet_json(s.packet(ctx.org_id(), v, path_id(req, "participant_id")),
                                    v.language));
            });
  table.add(Method::kPost, "/evaluations/participants/{participant_id}/share", member(kModule),
            [&s](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              return ok(packet_json(s.share(ctx.org_id(), v, path_id(req, "participant_id")),
                                    v.language));
            });
  table.add(
      Method::kPost, "/evaluations/participants/{participant_id}/acknowledge", member(kModule),
      [&s](const http::Request& req, RequestContext& ctx) {
        const auto v = viewer_of(req, ctx);
        std::optional<std::string> comment;
        if (!req.body.empty()) comment = opt_string(parse_object(req), "comment");
        return ok(packet_json(
            s.acknowledge(ctx.org_id(), v, path_id(req, "participant_id"), comment), v.language));
      });
  table.add(Method::kGet, "/evaluations/participants/{participant_id}/packet.pdf",
            member(kModule).with_read_only(), [&s](const http::Request& req, RequestContext& ctx) {
              http::Response res;
              res.body =
                  s.packet_pdf(ctx.org_id(), viewer_of(req, ctx), path_id(req, "participant_id"));
              res.headers.set("Content-Type", "application/pdf");
              res.headers.set("Content-Disposition", "attachment; filename=\"evaluacion.pdf\"");
              res.headers.set("Cache-Control", "no-store");
              return res;
            });
}

}  // namespace aplauso::evaluations
