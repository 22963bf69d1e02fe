// HTTP routes of the complaints channel under the module flag `complaints`. Contract:
// api/modules/complaints.yaml. The routes under /complaints/anonymous are public: they never read
// a session (the policy is kPublic, so the dispatcher resolves no principal), they answer with
// Cache-Control: no-store and Referrer-Policy: no-referrer (also set by the HTTP layer for the
// whole prefix, errors included), and the receipt and passphrase come only in the JSON body.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/errors.h"
#include "modules/complaints/complaint_service.h"
#include "modules/complaints/complaints_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::complaints {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kComplaintsModule = "complaints";

json::value or_null_text(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
json::value person_or_null(const std::optional<users::Person>& p) {
  return p ? json::value(users::person_json(*p)) : json::value(nullptr);
}

Caller complaint_caller(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role == Role::kAdmin};
}

/// The anonymous routes: public (no session is read), under the module flag.
RoutePolicy anonymous_policy() {
  return {Access::kPublic, Role::kEmployee, kComplaintsModule};
}

/// Headers the anonymous answers carry (the HTTP layer sets them again for the prefix).
http::Response sealed_answer(http::Response res) {
  res.headers.set("Cache-Control", "no-store");
  res.headers.set("Referrer-Policy", "no-referrer");
  return res;
}

/// Nothing about the client is kept; the in-memory limiter keys on a hash of the address.
std::string client_key(const http::Request& req) {
  return req.remote_ip;
}

json::object content_json(const Content& c) {
  return {{"facts", c.facts},
          {"when_text", c.when_text},
          {"where_text", c.where_text},
          {"people_text", c.people_text},
          {"witnesses_text", c.witnesses_text},
          {"desired_measures", c.desired_measures}};
}

json::object deadline_json(const Deadline& d) {
  return {{"key", d.key},    {"due_day", d.due_day}, {"business_days", d.business_days},
          {"days", d.days},  {"status", d.status},   {"met_day", or_null_text(d.met_day)},
          {"basis", d.basis}};
}

json::object message_json(const MessageView& m) {
  return {{"seq", m.seq},
          {"author", m.author},
          {"author_person", person_or_null(m.author_person)},
          {"body", m.body},
          {"created_day", m.created_day}};
}

json::object note_json(const NoteView& n) {
  return {{"id", n.id},
          {"author", users::person_json(n.author)},
          {"body", n.body},
          {"created_at", n.created_at}};
}

json::object evidence_json(const EvidenceView& e) {
  return {{"id", e.id},
          {"file_name", e.file_name},
          {"content_type", e.content_type},
          {"size", e.size},
          {"added_by", e.added_by},
          {"created_day", e.created_day},
          {"stripped", e.stripped}};
}

json::value area_json(const std::optional<Area>& a) {
  if (!a) return nullptr;
  return json::object{{"id", a->id}, {"name", a->name}};
}

json::object receipt_json(const Receipt& r) {
  return {{"receipt", r.receipt},
          {"created_day", r.created_day},
          {"stage", r.stage},
          {"case_id", r.case_id ? json::value(*r.case_id) : json::value(nullptr)}};
}

json::object reporter_json(const ReporterView& v) {
  json::array messages, evidence, deadlines;
  for (const auto& m : v.messages) messages.push_back(message_json(m));
  for (const auto& e : v.evidence) evidence.push_back(evidence_json(e));
  for (const auto& d : v.deadlines) deadlines.push_back(deadline_json(d));
  return {{"kind", v.row.kind},
          {"stage", v.row.stage},
          {"identified", v.row.identified},
          {"created_day", v.row.created_day},
          {"closed_day", or_null_text(v.row.closed_day)},
          {"content", content_json(v.content)},
          {"messages", std::move(messages)},
          {"evidence", std::move(evidence)},
          {"deadlines", std::move(deadlines)},
          {"readers", v.readers}};
}

json::object summary_json(const CaseSummary& s) {
  json::array assignees;
  for (const auto& p : s.assignees) assignees.push_back(users::person_json(p));
  const auto& r = s.row;
  return {{"id", r.id},
          {"kind", r.kind},
          {"stage", r.stage},
          {"identified", r.identified},
          {"verbal", r.verbal_by.has_value()},
          {"created_day", r.created_day},
          {"closed_day", or_null_text(r.closed_day)},
          {"archived", r.archived_at.has_value()},
          {"readers", s.readers},
          {"assignees", std::move(assignees)},
          {"next_deadline",
           s.next_deadline ? json::value(deadline_json(*s.next_deadline)) : json::value(nullptr)},
          {"overdue", s.overdue},
          {"has_report", r.report_day.has_value()}};
}

json::object detail_json(const CaseDetail& d) {
  auto out = summary_json(d.summary);
  json::array people, messages, notes, evidence, deadlines, log, measures, access;
  for (const auto& p : d.people)
    people.push_back(json::object{{"person", users::person_json(p.person)}, {"role", p.role}});
  for (const auto& m : d.messages) messages.push_back(message_json(m));
  for (const auto& n : d.notes) notes.push_back(note_json(n));
  for (const auto& e : d.evidence) evidence.push_back(evidence_json(e));
  for (const auto& x : d.deadlines) deadlines.push_back(deadline_json(x));
  for (const auto& l : d.log)
    log.push_back(json::object{{"seq", l.row.seq},
                               {"at", l.row.at},
                               {"kind", l.row.kind},
                               {"actor", l.row.actor},
                               {"actor_person", person_or_null(l.actor_person)},
                               {"detail", l.row.detail},
                               {"hash", l.row.hash}});
  for (const auto& m : d.measures)
    measures.push_back(json::object{{"task_id", m.task_id},
                                    {"title", m.title},
                                    {"status", m.status},
                                    {"assignee", person_or_null(m.assignee)},
                                    {"due_day", or_null_text(m.due_day)}});
  for (const auto& a : d.access)
    access.push_back(json::object{{"person", users::person_json(a.person)},
                                  {"first_read_at", a.first_read_at},
                                  {"reads", a.reads}});
  out["content"] = content_json(d.content);
  out["reporter"] = person_or_null(d.reporter);
  out["notify_reporter"] = d.summary.row.notify_reporter;
  out["on_behalf_of_third_party"] = d.summary.row.third_party;
  out["area"] = area_json(d.area);
  out["profile"] = d.profile;
  out["people"] = std::move(people);
  out["messages"] = std::move(messages);
  out["notes"] = std::move(notes);
  out["evidence"] = std::move(evidence);
  out["deadlines"] = std::move(deadlines);
  out["log"] = std::move(log);
  out["measures"] = std::move(measures);
  out["report"] =
      d.report_text
          ? json::value(json::object{{"text", *d.report_text}, {"day", d.report_day.value_or("")}})
          : json::value(nullptr);
  out["access"] = std::move(access);
  out["can_manage"] = d.can_manage;
  return out;
}

json::object settings_json(const SettingsView& s) {
  json::array handlers;
  for (const auto& p : s.handlers) handlers.push_back(users::person_json(p));
  const auto& r = s.row;
  return {
      {"profile", r.profile},
      {"custom_days", json::object{{"acknowledge_days", r.custom.acknowledge_days},
                                   {"investigation_days", r.custom.investigation_days},
                                   {"measures_days", r.custom.measures_days},
                                   {"business_days", r.custom.business_days},
                                   {"holidays_country", or_null_text(r.custom.holidays_country)}}},
      {"notice_cadence_months", r.cadence_months},
      {"next_notice_day", or_null_text(r.next_notice_day)},
      {"notice_text_es", r.text_es},
      {"notice_text_en", r.text_en},
      {"handlers", std::move(handlers)}};
}

json::object notice_json(const NoticeView& n) {
  return {{"id", n.id},
          {"sent_day", n.sent_day},
          {"communication_id", n.communication_id},
          {"recipients", n.recipients},
          {"read", n.read},
          {"confirmed", n.confirmed}};
}

json::object stat_cell_json(const StatCell& c) {
  return {{"kind", or_null_text(c.kind)},
          {"area", area_json(c.area)},
          {"status", c.status},
          {"count", c.count ? json::value(*c.count) : json::value(nullptr)}};
}

Intake read_intake(const json::object& body) {
  Intake in;
  in.kind = opt_string(body, "kind").value_or("");
  in.content.facts = opt_string(body, "facts").value_or("");
  in.content.when_text = opt_string(body, "when_text").value_or("");
  in.content.where_text = opt_string(body, "where_text").value_or("");
  in.content.people_text = opt_string(body, "people_text").value_or("");
  in.content.witnesses_text = opt_string(body, "witnesses_text").value_or("");
  in.content.desired_measures = opt_string(body, "desired_measures").value_or("");
  in.area_id = opt_int(body, "area_id");
  in.third_party = opt_bool(body, "on_behalf_of_third_party").value_or(false);
  in.passphrase = secret_string(body, "passphrase");
  in.identified = opt_bool(body, "identified").value_or(false);
  in.notify_me = opt_bool(body, "notify_me").value_or(false);
  in.accused_ids = opt_int_list(body, "accused_ids", 20);
  in.witness_ids = opt_int_list(body, "witness_ids", 20);
  in.affected_ids = opt_int_list(body, "affected_ids", 20);
  in.reporter_id = opt_int(body, "reporter_id");
  return in;
}

EvidenceInput read_evidence(const json::object& body) {
  return {opt_string(body, "file_name").value_or(""), opt_string(body, "content_type").value_or(""),
          opt_string(body, "data_base64").value_or("")};
}

std::string text_field(const json::object& body, std::string_view key) {
  return opt_string(body, key).value_or("");
}

http::Response pdf_answer(std::string bytes, const std::string& file_name) {
  auto res = http::Response::text(200, std::move(bytes), "application/pdf");
  res.headers.set("Content-Disposition", "attachment; filename=\"" + file_name + "\"");
  res.headers.set("Cache-Control", "no-store");
  return res;
}
}  // namespace

void register_routes(RouteTable& table, const ComplaintService& complaints) {
  // The reporter's calls, without a session.
  table.add(Method::kGet, "/complaints/anonymous/form", anonymous_policy(),
            [&complaints](const http::Request&, RequestContext& ctx) {
              const auto f = complaints.form(ctx.org_id(), ctx.org().name);
              json::array areas, kinds;
              for (const auto& a : f.areas)
                areas.push_back(json::object{{"id", a.id}, {"name", a.name}});
              for (const auto* k : kKinds) kinds.emplace_back(k);
              return sealed_answer(ok(json::object{{"organisation", f.organisation},
                                                   {"kinds", std::move(kinds)},
                                                   {"areas", std::move(areas)},
                                                   {"profile", f.profile}}));
            });
  table.add(
      Method::kPost, "/complaints/anonymous", anonymous_policy(),
      [&complaints](const http::Request& req, RequestContext& ctx) {
        auto in = read_intake(parse_object(req));
        in.identified = false;
        in.notify_me = false;
        in.reporter_id.reset();
        in.accused_ids.clear();
        in.witness_ids.clear();
        in.affected_ids.clear();
        return sealed_answer(
            ok(receipt_json(complaints.submit_anonymous(ctx.org_id(), in, client_key(req))), 201));
      });
  table.add(Method::kPost, "/complaints/anonymous/open", anonymous_policy(),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return sealed_answer(ok(reporter_json(
                  complaints.open(ctx.org_id(), secret_string(body, "receipt"),
                                  secret_string(body, "passphrase"), client_key(req)))));
            });
  table.add(Method::kPost, "/complaints/anonymous/messages", anonymous_policy(),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return sealed_answer(ok(reporter_json(complaints.reporter_message(
                  ctx.org_id(), secret_string(body, "receipt"), secret_string(body, "passphrase"),
                  client_key(req), text_field(body, "body")))));
            });
  table.add(Method::kPost, "/complaints/anonymous/evidence", anonymous_policy().with_large_body(),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return sealed_answer(
                  ok(evidence_json(complaints.reporter_evidence(
                         ctx.org_id(), secret_string(body, "receipt"),
                         secret_string(body, "passphrase"), client_key(req), read_evidence(body))),
                     201));
            });

  // Signed in.
  table.add(Method::kPost, "/complaints", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              auto in = read_intake(parse_object(req));
              in.reporter_id.reset();
              return sealed_answer(
                  ok(receipt_json(complaints.submit(ctx.org_id(), ctx.who().user_id, in)), 201));
            });
  table.add(Method::kGet, "/complaints/me", member(kComplaintsModule),
            [&complaints](const http::Request&, RequestContext& ctx) {
              const auto r = complaints.role(ctx.org_id(), complaint_caller(ctx));
              json::array kinds;
              for (const auto* k : kKinds) kinds.emplace_back(k);
              return ok(json::object{{"handler", r.handler},
                                     {"admin", r.admin},
                                     {"assigned_cases", r.assigned_cases},
                                     {"profile", r.profile},
                                     {"kinds", std::move(kinds)}});
            });
  table.add(Method::kGet, "/complaints/cases", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              CaseFilter f;
              if (const auto s = req.query_param("stage")) f.stage = std::string(*s);
              if (const auto k = req.query_param("kind")) f.kind = std::string(*k);
              f.archived = query_int(req, "archived").value_or(0) == 1;
              f.assigned_only = query_int(req, "assigned").value_or(0) == 1;
              const auto found = complaints.cases(ctx.org_id(), complaint_caller(ctx), f,
                                                  page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& s : found.items) items.push_back(summary_json(s));
              page.total = found.total;
              page.has_more = page.page * page.per_page < found.total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPost, "/complaints/cases", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              if (!opt_bool(body, "verbal").value_or(false))
                throw invalid_input("verbal", "El ingreso por el comité es verbal: verbal true.");
              return ok(receipt_json(complaints.submit_verbal(ctx.org_id(), complaint_caller(ctx),
                                                              read_intake(body))),
                        201);
            });
  table.add(Method::kGet, "/complaints/cases/{case_id}", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(complaints.open_case(ctx.org_id(), complaint_caller(ctx),
                                                         path_id(req, "case_id"))));
            });
  table.add(Method::kPost, "/complaints/cases/{case_id}/assign", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(detail_json(complaints.assign(ctx.org_id(), complaint_caller(ctx),
                                                      path_id(req, "case_id"),
                                                      opt_int_list(body, "user_ids", 20))));
            });
  table.add(Method::kPost, "/complaints/cases/{case_id}/people", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              std::vector<std::pair<std::int64_t, std::string>> people;
              const auto* list = body.if_contains("people");
              if (!list || !list->is_array())
                throw invalid_input("people", "Indica las personas (una lista).");
              if (list->as_array().size() > 50) throw invalid_input("people", "Hasta 50 personas.");
              for (const auto& item : list->as_array()) {
                if (!item.is_object()) throw invalid_input("people", "Cada persona es un objeto.");
                const auto& o = item.as_object();
                people.emplace_back(opt_int(o, "user_id").value_or(0),
                                    opt_string(o, "role").value_or(""));
              }
              return ok(detail_json(complaints.set_people(ctx.org_id(), complaint_caller(ctx),
                                                          path_id(req, "case_id"), people)));
            });
  table.add(Method::kPost, "/complaints/cases/{case_id}/stage", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(detail_json(
                  complaints.set_stage(ctx.org_id(), complaint_caller(ctx), path_id(req, "case_id"),
                                       text_field(body, "stage"), text_field(body, "detail"))));
            });
  table.add(Method::kPost, "/complaints/cases/{case_id}/milestones", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(detail_json(
                  complaints.milestone(ctx.org_id(), complaint_caller(ctx), path_id(req, "case_id"),
                                       text_field(body, "kind"), text_field(body, "detail"))));
            });
  table.add(Method::kPost, "/complaints/cases/{case_id}/messages", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(message_json(complaints.handler_message(ctx.org_id(), complaint_caller(ctx),
                                                                path_id(req, "case_id"),
                                                                text_field(body, "body"))),
                        201);
            });
  table.add(Method::kPost, "/complaints/cases/{case_id}/notes", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(
                  note_json(complaints.note(ctx.org_id(), complaint_caller(ctx),
                                            path_id(req, "case_id"), text_field(body, "body"))),
                  201);
            });
  table.add(Method::kPost, "/complaints/cases/{case_id}/evidence",
            member(kComplaintsModule).with_large_body(),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              return ok(evidence_json(complaints.handler_evidence(
                            ctx.org_id(), complaint_caller(ctx), path_id(req, "case_id"),
                            read_evidence(parse_object(req)))),
                        201);
            });
  table.add(
      Method::kGet, "/complaints/cases/{case_id}/evidence/{evidence_id}", member(kComplaintsModule),
      [&complaints](const http::Request& req, RequestContext& ctx) {
        auto f = complaints.evidence_file(ctx.org_id(), complaint_caller(ctx),
                                          path_id(req, "case_id"), path_id(req, "evidence_id"));
        auto res = http::Response::text(200, std::move(f.bytes), f.content_type);
        res.headers.set("Content-Disposition", "attachment; filename=\"evidencia-" +
                                                   std::string(req.param("evidence_id")) + "\"");
        res.headers.set("Cache-Control", "no-store");
        return res;
      });
  table.add(Method::kPost, "/complaints/cases/{case_id}/measures", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              std::optional<std::string> due;
              if (const auto d = nullable_string(body, "due_day")) due = *d;
              return ok(detail_json(complaints.add_measure(
                            ctx.org_id(), complaint_caller(ctx), path_id(req, "case_id"),
                            text_field(body, "title"), text_field(body, "description"),
                            opt_int(body, "assignee_id").value_or(0), due)),
                        201);
            });
  table.add(Method::kPost, "/complaints/cases/{case_id}/report", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(detail_json(complaints.set_report(ctx.org_id(), complaint_caller(ctx),
                                                          path_id(req, "case_id"),
                                                          text_field(body, "text"))));
            });
  table.add(Method::kPost, "/complaints/cases/{case_id}/archive", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(complaints.archive(ctx.org_id(), complaint_caller(ctx),
                                                       path_id(req, "case_id"))));
            });
  table.add(Method::kGet, "/complaints/cases/{case_id}/dossier.pdf", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req, "case_id");
              return pdf_answer(
                  complaints.dossier_pdf(ctx.org_id(), complaint_caller(ctx), id,
                                         query_int(req, "include_content").value_or(0) == 1),
                  "expediente-denuncia-" + std::to_string(id) + ".pdf");
            });
  table.add(Method::kGet, "/complaints/cases/{case_id}/acta.pdf", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req, "case_id");
              return pdf_answer(complaints.acta_pdf(ctx.org_id(), complaint_caller(ctx), id),
                                "acta-denuncia-" + std::to_string(id) + ".pdf");
            });
  table.add(Method::kGet, "/complaints/cases/{case_id}/log/verify", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto v = complaints.verify_log(ctx.org_id(), complaint_caller(ctx),
                                                   path_id(req, "case_id"));
              return ok(json::object{
                  {"ok", v.ok},
                  {"entries", v.entries},
                  {"first_broken_seq",
                   v.first_broken_seq ? json::value(*v.first_broken_seq) : json::value(nullptr)}});
            });
  table.add(Method::kGet, "/complaints/settings", member(kComplaintsModule),
            [&complaints](const http::Request&, RequestContext& ctx) {
              return ok(settings_json(complaints.settings(ctx.org_id(), complaint_caller(ctx))));
            });
  table.add(Method::kPut, "/complaints/settings", admin(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              SettingsInput in;
              in.profile = opt_string(body, "profile");
              if (const auto* cd = body.if_contains("custom_days"); cd && !cd->is_null()) {
                if (!cd->is_object())
                  throw invalid_input("custom_days", "Los plazos propios son un objeto.");
                const auto& o = cd->as_object();
                CustomDays d;
                d.acknowledge_days = opt_int(o, "acknowledge_days").value_or(7);
                d.investigation_days = opt_int(o, "investigation_days").value_or(30);
                d.measures_days = opt_int(o, "measures_days").value_or(15);
                d.business_days = opt_bool(o, "business_days").value_or(true);
                if (const auto h = nullable_string(o, "holidays_country")) d.holidays_country = *h;
                in.custom_days = d;
              }
              in.cadence_months = opt_int(body, "notice_cadence_months");
              in.next_notice_day = nullable_string(body, "next_notice_day");
              in.text_es = opt_string(body, "notice_text_es");
              in.text_en = opt_string(body, "notice_text_en");
              if (body.contains("handler_ids"))
                in.handler_ids = opt_int_list(body, "handler_ids", 50);
              return ok(settings_json(
                  complaints.update_settings(ctx.org_id(), complaint_caller(ctx), in)));
            });
  table.add(Method::kGet, "/complaints/notices", admin(kComplaintsModule),
            [&complaints](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& n : complaints.notices(ctx.org_id(), complaint_caller(ctx)))
                items.push_back(notice_json(n));
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/complaints/notices", admin(kComplaintsModule),
            [&complaints](const http::Request&, RequestContext& ctx) {
              return ok(
                  notice_json(complaints.send_notice_now(ctx.org_id(), complaint_caller(ctx))),
                  201);
            });
  table.add(Method::kGet, "/complaints/statistics", member(kComplaintsModule),
            [&complaints](const http::Request& req, RequestContext& ctx) {
              const auto period = req.query_param("period");
              const auto s = complaints.statistics(ctx.org_id(), complaint_caller(ctx),
                                                   period ? std::string(*period) : std::string());
              json::array cells;
              for (const auto& c : s.cells) cells.push_back(stat_cell_json(c));
              return ok(json::object{
                  {"period", s.period},
                  {"k", s.k},
                  {"total", stat_cell_json(s.total)},
                  {"cells", std::move(cells)},
                  {"median_days_to_close",
                   json::object{{"status", s.median_status},
                                {"value", s.median_days ? json::value(*s.median_days)
                                                        : json::value(nullptr)},
                                {"closed", s.median_closed ? json::value(*s.median_closed)
                                                           : json::value(nullptr)}}}});
            });
}

}  // namespace aplauso::complaints
