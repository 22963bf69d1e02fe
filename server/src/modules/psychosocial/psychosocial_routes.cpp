// HTTP routes of psychosocial under the module flag `surveys`. Contract:
// api/modules/psychosocial.yaml.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/errors.h"
#include "modules/psychosocial/psychosocial_routes.h"
#include "modules/psychosocial/psychosocial_service.h"
#include "modules/users/user_json.h"

namespace aplauso::psychosocial {

namespace json = boost::json;
using http::Method;

namespace {

json::value opt_text(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::value opt_int(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object local_text_json(const Text& t) {
  return {{"es", t.es}, {"en", t.en}};
}

json::object mine_json(const Mine& m) {
  return {{"id", m.row.id},
          {"workplace", m.row.workplace},
          {"state", m.row.state},
          {"guide", opt_text(m.row.guide)},
          {"guide1", m.row.guide1},
          {"opens_on", opt_text(m.row.opens_on)},
          {"closes_on", opt_text(m.row.closes_on)},
          {"guide1_done", m.guide1_done},
          {"main_done", m.main_done},
          {"can_answer_main", m.can_answer_main}};
}

json::object outcome_json(const Guide1Outcome& o) {
  json::array care;
  for (const auto& r : o.care) {
    care.push_back(json::object{{"title", local_text_json(r.title)},
                                {"body", local_text_json(r.body)},
                                {"url", opt_text(r.url)}});
  }
  return {{"needs_referral", o.needs_referral},
          {"next_steps", local_text_json(o.next_steps)},
          {"care", std::move(care)},
          {"offers", moods::care_offers_json(o.offers)}};
}

json::object confidentiality_json(const Mine& m) {
  std::string es;
  std::string en;
  if (m.row.guide1) {
    es +=
        "La Guía I es confidencial, no anónima: tus respuestas se guardan cifradas y, si "
        "indican que necesitas una valoración clínica, solo el personal de salud ocupacional "
        "sabrá quién eres. ";
    en +=
        "Guide I is confidential, not anonymous: your answers are kept encrypted and, if they "
        "show you need a clinical evaluation, only the occupational-health staff will know "
        "who you are. ";
  }
  if (m.row.guide) {
    es +=
        "El cuestionario de factores de riesgo se califica al enviarlo y se guarda sin tu "
        "nombre: nadie en tu organización puede ver tus respuestas, solo resultados de grupos "
        "de varias personas.";
    en +=
        "The risk-factor questionnaire is scored when you send it and kept without your "
        "name: nobody at your organisation can see your answers, only the results of groups "
        "of several people.";
  }
  return {{"es", es}, {"en", en}};
}

json::object referral_json(const ReferralView& r) {
  const Guide* guide = find_guide(kGuide1);
  json::array sections;
  if (guide) {
    for (const auto& s : guide->sections) {
      json::array yes;
      for (const int n : s.items) {
        const auto it = r.answers.find(n);
        if (it == r.answers.end() || !it->second) continue;
        const Item* item = guide->item(n);
        yes.push_back(json::object{{"n", n}, {"es", item->text.es}, {"en", item->text.en}});
      }
      sections.push_back(
          json::object{{"id", s.id}, {"title", local_text_json(s.title)}, {"yes", std::move(yes)}});
    }
  }
  return {{"id", r.row.id},
          {"application_id", r.row.application_id},
          {"workplace", r.row.workplace},
          {"person", users::person_json(r.person)},
          {"answered_on", r.row.answered_on},
          {"sections", std::move(sections)},
          {"status", r.row.status},
          {"note", r.note},
          {"updated_at", r.row.updated_at}};
}

json::object application_json(const ApplicationView& v) {
  return {{"id", v.row.id},
          {"workplace", v.row.workplace},
          {"state", v.row.state},
          {"guide", opt_text(v.row.guide)},
          {"guide1", v.row.guide1},
          {"sampling", v.row.sampling},
          {"population", v.roster.people},
          {"sample_required", v.sample_required},
          {"sampled", v.row.guide
                          ? (v.row.state == "draft" && v.row.sampling == "all" ? v.roster.people
                                                                               : v.roster.sampled)
                          : 0},
          {"participants", v.participants},
          {"answered_main", opt_int(v.answered_main)},
          {"answered_guide1", opt_int(v.answered_guide1)},
          {"opens_on", opt_text(v.row.opens_on)},
          {"closes_on", opt_text(v.row.closes_on)},
          {"launched_at", opt_int(v.row.launched_at)},
          {"closed_at", opt_int(v.row.closed_at)},
          {"next_due_on", opt_text(v.next_due_on)},
          {"created_at", v.row.created_at}};
}

json::object detail_json(const ApplicationDetail& d) {
  auto o = application_json(d.view);
  json::array departments;
  for (const auto& dep : d.departments) {
    departments.push_back(json::object{{"id", dep.id}, {"name", dep.name}, {"active", dep.active}});
  }
  o["audience"] =
      json::object{{"everyone", d.view.row.everyone}, {"departments", std::move(departments)}};
  const auto& r = d.view.roster;
  o["genders"] = json::object{
      {"female", r.female}, {"male", r.male}, {"unspecified", r.people - r.female - r.male}};
  json::array measures;
  for (const auto& m : d.measures) {
    measures.push_back(json::object{
        {"task_id", m.task_id},
        {"title", m.title},
        {"status", m.status},
        {"due_on", opt_text(m.due_on)},
        {"done_at", opt_int(m.done_at)},
        {"assignee", m.assignee ? json::value(users::person_json(*m.assignee)) : nullptr},
        {"target", m.target.empty() ? json::value(nullptr) : json::value(m.target)},
        {"created_at", m.created_at}});
  }
  o["measures"] = std::move(measures);
  o["k"] = d.k;
  return o;
}

json::object score_json(const ScoreCell& s) {
  return {{"id", s.id},
          {"state", privacy::status_name(s.state)},
          {"mean", s.mean ? json::value(*s.mean) : json::value(nullptr)},
          {"level", opt_text(s.level)},
          {"levels", json::object{{"nulo", s.levels.at(0)},
                                  {"bajo", s.levels.at(1)},
                                  {"medio", s.levels.at(2)},
                                  {"alto", s.levels.at(3)},
                                  {"muy_alto", s.levels.at(4)}}}};
}

json::object results_json(const Results& r) {
  json::array cells;
  for (const auto& c : r.cells) {
    json::array categories;
    for (const auto& s : c.categories) categories.push_back(score_json(s));
    json::array domains;
    for (const auto& s : c.domains) domains.push_back(score_json(s));
    const bool shown = c.state.status == privacy::Status::kOk;
    cells.push_back(json::object{
        {"value", opt_text(c.value)},
        {"label", opt_text(c.label)},
        {"state", privacy::status_name(c.state.status)},
        {"respondents", shown ? json::value(c.state.respondents) : json::value(nullptr)},
        {"final", score_json(c.final)},
        {"categories", std::move(categories)},
        {"domains", std::move(domains)}});
  }
  return {{"guide", r.guide}, {"refused", r.refused},       {"cells", std::move(cells)},
          {"k", r.k},         {"as_of", opt_text(r.as_of)}, {"held_back", r.held_back}};
}

json::array people_json(const std::vector<users::Person>& people) {
  json::array out;
  for (const auto& p : people) out.push_back(users::person_json(p));
  return out;
}

json::object guides_json() {
  json::array guides;
  for (const auto* g : all_guides()) guides.push_back(guide_json(*g));
  json::array actions;
  for (std::size_t i = 0; i < kLevels.size(); ++i) {
    const auto& t = level_actions().at(i);
    actions.push_back(json::object{{"level", kLevels.at(i)}, {"es", t.es}, {"en", t.en}});
  }
  json::array rules;
  rules.push_back(
      json::object{{"min", 1}, {"max", 15}, {"guide", nullptr}, {"sample_allowed", false}});
  rules.push_back(
      json::object{{"min", 16}, {"max", 50}, {"guide", kGuide2}, {"sample_allowed", false}});
  rules.push_back(
      json::object{{"min", 51}, {"max", nullptr}, {"guide", kGuide3}, {"sample_allowed", true}});
  return {{"guides", std::move(guides)},
          {"actions", std::move(actions)},
          {"size_rules", std::move(rules)}};
}

http::Response pdf_file(std::string bytes, const std::string& file_name) {
  auto res = http::Response::text(200, std::move(bytes), "application/pdf");
  res.headers.set("Content-Disposition", "attachment; filename=\"" + file_name + "\"");
  res.headers.set("Cache-Control", "no-store");
  return res;
}

http::Response nothing() {
  http::Response res;
  res.status = 204;
  return res;
}

Caller caller_of(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role == Role::kAdmin};
}

}  // namespace

void register_routes(RouteTable& table, const PsychosocialService& service) {
  // --- People ----------------------------------------------------------------------------------
  table.add(Method::kGet, "/psychosocial", member(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array out;
              for (const auto& m : service.mine(ctx.org_id(), ctx.who().user_id))
                out.push_back(mine_json(m));
              return ok(std::move(out));
            });
  table.add(Method::kGet, "/psychosocial/role", member(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              const bool staff = service.is_health_staff(ctx.org_id(), ctx.who().user_id);
              return ok(json::object{
                  {"health_staff", staff},
                  {"pending_referrals", staff ? service.pending_referrals(ctx.org_id()) : 0}});
            });
  table.add(Method::kGet, "/psychosocial/referrals", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto status = req.query_param("status");
              const auto found = service.referrals(ctx.org_id(), ctx.who().user_id,
                                                   status ? std::string(*status) : std::string(),
                                                   page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& r : found.items) items.push_back(referral_json(r));
              page.total = found.total;
              page.has_more = page.page * page.per_page < found.total;
              return ok_page(std::move(items), page);
            });
  table.add(
      Method::kPatch, "/psychosocial/referrals/{referral_id}", member(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        return ok(referral_json(service.update_referral(
            ctx.org_id(), ctx.who().user_id, path_id(req, "referral_id"), parse_object(req))));
      });
  table.add(Method::kGet, "/psychosocial/{application_id}", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto q = service.questionnaire(ctx.org_id(), ctx.who().user_id,
                                                   path_id(req, "application_id"));
              auto o = mine_json(q.mine);
              o["confidentiality"] = confidentiality_json(q.mine);
              json::array guides;
              for (const auto* g : q.guides) guides.push_back(guide_json(*g));
              o["guides"] = std::move(guides);
              o["guide1_outcome"] = q.outcome ? json::value(outcome_json(*q.outcome)) : nullptr;
              return ok(std::move(o));
            });
  table.add(Method::kPost, "/psychosocial/{application_id}/guide1", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(outcome_json(
                  service.answer_guide1(ctx.org_id(), ctx.org().timezone, ctx.who().user_id,
                                        path_id(req, "application_id"), parse_object(req))));
            });
  table.add(Method::kPost, "/psychosocial/{application_id}/responses", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              service.answer_main(ctx.org_id(), ctx.org().timezone, ctx.who().user_id,
                                  path_id(req, "application_id"), parse_object(req));
              return nothing();
            });

  // --- Admins ----------------------------------------------------------------------------------
  table.add(Method::kGet, "/org/psychosocial/guides", admin(kModule).with_read_only(),
            [](const http::Request&, RequestContext&) { return ok(guides_json()); });
  table.add(Method::kGet, "/org/psychosocial/health_staff", admin(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(people_json(service.health_staff(ctx.org_id())));
            });
  table.add(Method::kPut, "/org/psychosocial/health_staff", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(people_json(
                  service.set_health_staff(ctx.org_id(), opt_int_list(body, "user_ids", 100))));
            });
  table.add(Method::kGet, "/org/psychosocial/applications", admin(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array out;
              for (const auto& a : service.applications(ctx.org_id()))
                out.push_back(application_json(a));
              return ok(std::move(out));
            });
  table.add(Method::kPost, "/org/psychosocial/applications", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(service.create(ctx.org_id(), caller_of(ctx), ctx.org().timezone,
                                                   parse_object(req))),
                        201);
            });
  table.add(Method::kGet, "/org/psychosocial/applications/{application_id}",
            admin(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(service.read(ctx.org_id(), path_id(req, "application_id"))));
            });
  table.add(Method::kPatch, "/org/psychosocial/applications/{application_id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(
                  service.update(ctx.org_id(), path_id(req, "application_id"), parse_object(req))));
            });
  table.add(Method::kDelete, "/org/psychosocial/applications/{application_id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              service.remove(ctx.org_id(), path_id(req, "application_id"));
              return nothing();
            });
  table.add(Method::kGet, "/org/psychosocial/applications/{application_id}/roster",
            admin(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              json::array out;
              for (const auto& e : service.roster(ctx.org_id(), path_id(req, "application_id"))) {
                out.push_back(json::object{{"person", users::person_json(e.person)},
                                           {"gender", e.gender},
                                           {"sampled", e.sampled}});
              }
              return ok(std::move(out));
            });
  table.add(Method::kPut, "/org/psychosocial/applications/{application_id}/roster", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(service.set_genders(
                  ctx.org_id(), path_id(req, "application_id"), parse_object(req))));
            });
  table.add(
      Method::kPost, "/org/psychosocial/applications/{application_id}/sample", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        return ok(detail_json(service.draw_sample(ctx.org_id(), path_id(req, "application_id"))));
      });
  table.add(Method::kPost, "/org/psychosocial/applications/{application_id}/launch", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(service.launch(ctx.org_id(), path_id(req, "application_id"))));
            });
  table.add(Method::kPost, "/org/psychosocial/applications/{application_id}/close", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(
                  service.close(ctx.org_id(), ctx.org().timezone, path_id(req, "application_id"))));
            });
  table.add(
      Method::kGet, "/org/psychosocial/applications/{application_id}/results", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto by = req.query_param("by");
        if (by && *by != "department")
          throw rule_broken("invalid_breakdown", "Solo se desglosa por departamento.",
                            {{"by", "Solo se desglosa por departamento."}});
        return ok(results_json(service.results(ctx.org_id(), ctx.org().timezone,
                                               path_id(req, "application_id"), by.has_value())));
      });
  table.add(Method::kPost, "/org/psychosocial/applications/{application_id}/measures",
            admin(kModule), [&service](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(service.add_measure(ctx.org_id(), caller_of(ctx),
                                                        path_id(req, "application_id"),
                                                        parse_object(req))),
                        201);
            });
  table.add(Method::kGet, "/org/psychosocial/applications/{application_id}/dossier.pdf",
            admin(kModule), [&service](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req, "application_id");
              return pdf_file(service.dossier(ctx.org_id(), ctx.org().timezone, id),
                              "expediente-nom035-" + std::to_string(id) + ".pdf");
            });
}

}  // namespace aplauso::psychosocial
