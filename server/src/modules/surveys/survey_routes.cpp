// HTTP routes of surveys under the module flag `surveys`: people answering theirs (/surveys) and
// admins building, launching and following them (/org/surveys). Contract:
// api/modules/surveys.yaml.
#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <cctype>

#include "api/json_input.h"
#include "api/routes.h"
#include "modules/surveys/survey_replies.h"
#include "modules/surveys/survey_results.h"
#include "modules/surveys/survey_service.h"
#include "modules/surveys/surveys_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::surveys {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "surveys";

json::value opt_text(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::value opt_number(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object text_json(const std::string& es, const std::optional<std::string>& en) {
  json::object o{{"es", es}};
  if (en) o["en"] = *en;
  return o;
}

json::object version_json(const forms::FormVersion& v) {
  return {{"form_id", v.stored.form_id},
          {"version", v.stored.version},
          {"archived", v.stored.archived_at.has_value()},
          {"created_at", v.stored.created_at},
          {"created_by", opt_number(v.stored.created_by)},
          {"definition", forms::to_json(v.form)}};
}

json::object admin_json(const Survey& s) {
  const auto& r = s.row;
  json::array departments, groups, countries, reminders;
  for (const auto d : s.audience.departments) departments.emplace_back(d);
  for (const auto g : s.audience.groups) groups.emplace_back(g);
  for (const auto& c : s.audience.countries) countries.emplace_back(c);
  for (const auto d : s.reminder_days) reminders.emplace_back(d);
  const bool show_count = r.confidentiality == "attributed" || r.respondents >= s.effective.k;
  json::object o{{"id", r.id},
                 {"title", text_json(r.title, r.title_en)},
                 {"status", r.status},
                 {"confidentiality", r.confidentiality},
                 {"form_id", r.form_id},
                 {"form_version", s.form_version},
                 {"points", r.points},
                 {"multi_response", r.multi_response},
                 {"notify", r.notify},
                 {"audience", json::object{{"everyone", s.audience.everyone},
                                           {"departments", std::move(departments)},
                                           {"groups", std::move(groups)},
                                           {"countries", std::move(countries)}}},
                 {"opens_on", opt_text(r.opens_on)},
                 {"closes_on", opt_text(r.closes_on)},
                 {"recurrence", r.recurrence},
                 {"cycle", r.cycle},
                 {"reminder_days", std::move(reminders)},
                 {"k", opt_number(r.k)},
                 {"k_comments", opt_number(r.k_comments)},
                 {"effective_k", s.effective.k},
                 {"effective_k_comments", s.effective.k_comments},
                 {"audience_size", r.audience_size},
                 {"responses", show_count ? json::value(r.respondents) : json::value(nullptr)},
                 {"created_at", r.created_at},
                 {"launched_at", opt_number(r.launched_at)}};
  if (r.description) o["description"] = text_json(*r.description, r.description_en);
  if (s.form) o["form"] = version_json(*s.form);
  return o;
}

json::object member_json(const MemberSurvey& m) {
  const auto& r = m.row;
  return {{"id", r.id},
          {"title", r.title},
          {"description", opt_text(r.description)},
          {"points", r.points},
          {"closes_on", opt_text(r.closes_on)},
          {"confidentiality", r.confidentiality},
          {"multi_response", r.multi_response},
          {"cycle", r.cycle},
          {"questions", r.questions},
          {"state", m.state},
          {"answered_on", opt_text(r.answered_on)}};
}

json::object action_json(const ActionRow& a, const std::optional<users::Person>& owner) {
  json::value segment = nullptr;
  if (a.segment_dimension && a.segment_value) {
    segment = json::object{{"dimension", *a.segment_dimension}, {"value", *a.segment_value}};
  }
  json::value owner_json = nullptr;
  if (owner)
    owner_json = users::person_json(*owner);
  else
    owner_json =
        json::object{{"id", a.owner_id}, {"full_name", ""}, {"first_name", ""}, {"last_name", ""}};
  return {{"id", a.id},
          {"survey_id", a.survey_id},
          {"title", a.title},
          {"owner", std::move(owner_json)},
          {"due_on", a.due_on},
          {"question_id", opt_text(a.question_id)},
          {"segment", std::move(segment)},
          {"follow_up_survey_id", opt_number(a.follow_up_survey_id)},
          {"status", a.status},
          {"created_at", a.created_at}};
}

std::int64_t survey_id(const http::Request& req) {
  return path_id(req, "survey_id");
}

std::string today(const RequestContext& ctx) {
  return forms::local_day(ctx.org().timezone, ctx.now_ms);
}

std::optional<std::string> language_param(const http::Request& req) {
  if (const auto lang = req.query_param("language")) return std::string(*lang);
  if (const auto lang = req.query_param("lang")) return std::string(*lang);
  return std::nullopt;
}

/// The language asked for, else the organisation's ("es" or "en").
std::string language_of(const http::Request& req, const RequestContext& ctx) {
  const auto asked = language_param(req);
  return asked.value_or(ctx.org().default_language) == "en" ? "en" : "es";
}

/// A reply box: 32 hexadecimal digits (404 otherwise: nothing can match it).
std::string box_of(const http::Request& req) {
  const std::string_view box = req.param("box");
  const bool hex = std::all_of(box.begin(), box.end(), [](char ch) {
    return std::isxdigit(static_cast<unsigned char>(ch)) != 0;
  });
  if (box.size() != 32 || !hex) throw not_found("Esa conversación no existe.");
  return std::string(box);
}

std::string reply_text(const http::Request& req) {
  const auto body = parse_object(req);
  const auto* text = body.if_contains("text");
  if (text == nullptr || !text->is_string()) {
    throw rule_broken("invalid_reply", "Revisa tu respuesta.",
                      {{"text", "Escribe entre 1 y 2000 caracteres."}});
  }
  return std::string(text->get_string());
}

ResultsQuery results_query(const http::Request& req, const RequestContext& ctx) {
  ResultsQuery q;
  q.today = today(ctx);
  q.cycle = query_int(req, "cycle");
  if (const auto by = req.query_param("by")) q.by = std::string(*by);
  if (const auto filter = req.query_param("filter")) q.filter = std::string(*filter);
  q.language = language_of(req, ctx);
  return q;
}

/// The answers and version of a draft or a submission.
std::pair<json::value, std::optional<std::int64_t>> answers_of(const http::Request& req) {
  const auto body = parse_object(req);
  const auto* answers = body.if_contains("answers");
  const auto version = opt_int(body, "version");
  if (version && *version < 1) throw invalid_input("version", "La versión no es válida.");
  return {answers != nullptr ? *answers : json::value(nullptr), version};
}
}  // namespace

void register_routes(RouteTable& table, const SurveyService& surveys,
                     const SurveyResultsService& results, const SurveyReplies& replies) {
  // --- People ----------------------------------------------------------------------------------
  table.add(Method::kGet, "/surveys", member(kModule).with_read_only(),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              std::string state = "pending";
              if (const auto s = req.query_param("state")) state = std::string(*s);
              if (state != "pending" && state != "answered" && state != "closed") {
                throw invalid_input("state", "El estado es pending, answered o closed.");
              }
              const auto found = surveys.mine(ctx.org_id(), ctx.who().user_id, state,
                                              language_param(req).value_or(""), page.per_page,
                                              (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& m : found.items) items.push_back(member_json(m));
              page.total = found.total;
              return ok_page(std::move(items), page);
            });
  table.add(
      Method::kGet, "/surveys/{survey_id}", member(kModule).with_read_only(),
      [&surveys](const http::Request& req, RequestContext& ctx) {
        const auto d = surveys.open_for(ctx.org_id(), ctx.who().user_id, survey_id(req),
                                        language_param(req), today(ctx));
        const auto& c = d.context;
        json::value draft = nullptr;
        if (d.draft) {
          draft = json::object{{"answers", json::parse(d.draft->answers)},
                               {"version", d.draft->version}};
        }
        return ok(json::object{
            {"survey", member_json(d.survey)},
            {"form",
             json::object{{"form_id", d.version.stored.form_id},
                          {"version", d.version.stored.version},
                          {"language", d.language},
                          {"definition", forms::localized(d.version.form, d.language)},
                          {"context", json::object{{"department", opt_number(c.department)},
                                                   {"country", opt_text(c.country)},
                                                   {"tenure_band", opt_text(c.tenure_band)}}}}},
            {"draft", std::move(draft)},
            {"group", json::object{{"audience", d.group_audience}, {"k", d.k}}}});
      });
  table.add(Method::kPut, "/surveys/{survey_id}/draft", member(kModule),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              const auto [answers, version] = answers_of(req);
              surveys.save_draft(ctx.org_id(), ctx.who().user_id, survey_id(req), answers, version);
              http::Response res;
              res.status = 204;
              return res;
            });
  table.add(Method::kPost, "/surveys/{survey_id}/responses", member(kModule).with_idempotency(),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              const auto [answers, version] = answers_of(req);
              const auto body = parse_object(req);
              const auto* allow = body.if_contains("allow_replies");
              if (allow != nullptr && !allow->is_bool()) {
                throw invalid_input("allow_replies", "Indica sí o no.");
              }
              const auto done =
                  surveys.submit(ctx.org_id(), ctx.who().user_id, survey_id(req), answers, version,
                                 today(ctx), allow != nullptr && allow->get_bool());
              return ok(json::object{{"points_awarded", done.points_awarded},
                                     {"answered_on", done.answered_on},
                                     {"state", done.state}},
                        201);
            });

  // The threads on one's own anonymous comments (SUR-17).
  table.add(Method::kGet, "/surveys/replies", member(kModule).with_read_only(),
            [&replies](const http::Request& req, RequestContext& ctx) {
              return ok(replies.mine(ctx.org_id(), ctx.who().user_id, language_of(req, ctx)));
            });
  table.add(Method::kPost, "/surveys/replies/{box}", member(kModule),
            [&replies](const http::Request& req, RequestContext& ctx) {
              return ok(replies.answer(ctx.org_id(), ctx.who().user_id, box_of(req),
                                       reply_text(req), language_of(req, ctx)),
                        201);
            });
  // Leaders (SUR-18).
  table.add(
      Method::kGet, "/surveys/team", member(kModule).with_read_only(),
      [&results](const http::Request& req, RequestContext& ctx) {
        return ok(results.team_surveys(ctx.org_id(), ctx.who().user_id, language_of(req, ctx)));
      });
  table.add(Method::kGet, "/surveys/{survey_id}/team_results", member(kModule),
            [&results](const http::Request& req, RequestContext& ctx) {
              return ok(results.team_results(ctx.org_id(), ctx.who().user_id, survey_id(req),
                                             results_query(req, ctx)));
            });

  // --- Admins ----------------------------------------------------------------------------------
  table.add(
      Method::kGet, "/org/surveys", admin(kModule),
      [&surveys](const http::Request& req, RequestContext& ctx) {
        auto page = read_page(req, 20);
        std::string status;
        if (const auto s = req.query_param("status")) status = std::string(*s);
        if (!status.empty() && status != "draft" && status != "scheduled" && status != "open" &&
            status != "paused" && status != "closed" && status != "archived") {
          throw invalid_input("status", "El estado no es válido.");
        }
        const auto found =
            surveys.list(ctx.org_id(), status, page.per_page, (page.page - 1) * page.per_page);
        json::array items;
        for (const auto& s : found.items) items.push_back(admin_json(s));
        page.total = found.total;
        return ok_page(std::move(items), page);
      });
  table.add(Method::kPost, "/org/surveys", admin(kModule),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              return ok(
                  admin_json(surveys.create(ctx.org_id(), ctx.who().user_id, parse_object(req))),
                  201);
            });
  table.add(Method::kGet, "/org/surveys/{survey_id}", admin(kModule),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(surveys.read(ctx.org_id(), survey_id(req))));
            });
  table.add(Method::kPut, "/org/surveys/{survey_id}", admin(kModule),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(surveys.update(ctx.org_id(), ctx.who().user_id, survey_id(req),
                                                  parse_object(req))));
            });
  table.add(Method::kDelete, "/org/surveys/{survey_id}", admin(kModule),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              surveys.remove(ctx.org_id(), survey_id(req));
              http::Response res;
              res.status = 204;
              return res;
            });
  table.add(Method::kPost, "/org/surveys/{survey_id}/activate", admin(kModule),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(surveys.activate(ctx.org_id(), survey_id(req), today(ctx))));
            });
  table.add(Method::kPost, "/org/surveys/{survey_id}/toggle_active", admin(kModule),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(surveys.toggle(ctx.org_id(), survey_id(req))));
            });
  table.add(Method::kPost, "/org/surveys/{survey_id}/close", admin(kModule),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(surveys.close(ctx.org_id(), survey_id(req))));
            });
  table.add(Method::kPost, "/org/surveys/{survey_id}/archive", admin(kModule),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(surveys.archive(ctx.org_id(), survey_id(req))));
            });
  table.add(Method::kPost, "/org/surveys/{survey_id}/remind", admin(kModule),
            [&surveys](const http::Request& req, RequestContext& ctx) {
              return ok(json::object{
                  {"reminded", surveys.remind(ctx.org_id(), survey_id(req), today(ctx))}});
            });
  table.add(Method::kGet, "/org/surveys/{survey_id}/privacy_preview", admin(kModule),
            [&results](const http::Request& req, RequestContext& ctx) {
              const auto lang = language_of(req, ctx);
              return ok(results.preview(ctx.org_id(), survey_id(req), today(ctx), lang));
            });
  table.add(Method::kPost, "/org/surveys/privacy_preview", admin(kModule),
            [&results](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              std::string lang = language_param(req).value_or("es");
              if (const auto* v = body.if_contains("language"); v != nullptr && v->is_string()) {
                lang = std::string(v->get_string());
              }
              return ok(results.preview_audience(ctx.org_id(), body, today(ctx),
                                                 lang == "en" ? "en" : "es"));
            });
  table.add(Method::kGet, "/org/surveys/{survey_id}/trend", admin(kModule),
            [&results](const http::Request& req, RequestContext& ctx) {
              const auto lang = language_of(req, ctx);
              return ok(results.trend(ctx.org_id(), survey_id(req), today(ctx), lang));
            });
  table.add(
      Method::kGet, "/org/surveys/{survey_id}/comments/{box}", admin(kModule),
      [&replies](const http::Request& req, RequestContext& ctx) {
        return ok(replies.thread(ctx.org_id(), survey_id(req), box_of(req), language_of(req, ctx)));
      });
  table.add(Method::kPost, "/org/surveys/{survey_id}/comments/{box}/replies", admin(kModule),
            [&replies](const http::Request& req, RequestContext& ctx) {
              return ok(replies.reply(ctx.org_id(), ctx.who().user_id, survey_id(req), box_of(req),
                                      reply_text(req), language_of(req, ctx)),
                        201);
            });
  table.add(Method::kPost, "/org/surveys/{survey_id}/comments/{box}/lock", admin(kModule),
            [&replies](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto* locked = body.if_contains("locked");
              if (locked == nullptr || !locked->is_bool()) {
                throw invalid_input("locked", "Indica si la conversación queda cerrada.");
              }
              return ok(replies.lock(ctx.org_id(), survey_id(req), box_of(req), locked->get_bool(),
                                     language_of(req, ctx)));
            });
  table.add(Method::kGet, "/org/surveys/{survey_id}/results", admin(kModule),
            [&results](const http::Request& req, RequestContext& ctx) {
              return ok(results.results(ctx.org_id(), survey_id(req), results_query(req, ctx)));
            });
  table.add(Method::kGet, "/org/surveys/{survey_id}/results.xlsx", admin(kModule),
            [&results](const http::Request& req, RequestContext& ctx) {
              http::Response res;
              res.body = results.export_xlsx(ctx.org_id(), survey_id(req), results_query(req, ctx));
              res.headers.set("Content-Type",
                              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
              res.headers.set(
                  "Content-Disposition",
                  "attachment; filename=\"encuesta-" + std::to_string(survey_id(req)) + ".xlsx\"");
              res.headers.set("Cache-Control", "no-store");
              return res;
            });
  table.add(Method::kGet, "/org/surveys/{survey_id}/actions", admin(kModule),
            [&results](const http::Request& req, RequestContext& ctx) {
              const auto rows = results.actions(ctx.org_id(), survey_id(req));
              const auto owners = results.owners(ctx.org_id(), rows);
              json::array items;
              for (const auto& a : rows) items.push_back(action_json(a, owners.at(a.owner_id)));
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/surveys/{survey_id}/actions", admin(kModule),
            [&results](const http::Request& req, RequestContext& ctx) {
              const auto a = results.create_action(ctx.org_id(), ctx.who().user_id, survey_id(req),
                                                   parse_object(req));
              return ok(action_json(a, results.owners(ctx.org_id(), {a}).at(a.owner_id)), 201);
            });
  table.add(Method::kPut, "/org/surveys/{survey_id}/actions/{action_id}", admin(kModule),
            [&results](const http::Request& req, RequestContext& ctx) {
              const auto a = results.update_action(ctx.org_id(), survey_id(req),
                                                   path_id(req, "action_id"), parse_object(req));
              return ok(action_json(a, results.owners(ctx.org_id(), {a}).at(a.owner_id)));
            });
  table.add(Method::kDelete, "/org/surveys/{survey_id}/actions/{action_id}", admin(kModule),
            [&results](const http::Request& req, RequestContext& ctx) {
              results.delete_action(ctx.org_id(), survey_id(req), path_id(req, "action_id"));
              http::Response res;
              res.status = 204;
              return res;
            });
}

}  // namespace aplauso::surveys
