// HTTP routes of the suggestions module: the suggestion box under the flag `suggestions`
// (/suggestions, /org/suggestions/settings) and ideas campaigns and the recognition ideas
// generator under the flag `ideas` (/ideas). Contract: api/modules/suggestions.yaml.
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/suggestions/idea_service.h"
#include "modules/suggestions/message_generator.h"
#include "modules/suggestions/suggestion_service.h"
#include "modules/suggestions/suggestions_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::suggestions {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kBox = "suggestions";
constexpr std::string_view kIdeas = "ideas";

json::value text_or_null(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::value number_or_null(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::value real_or_null(const std::optional<double>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object category_json(const CategoryRow& c) {
  return {
      {"id", c.id}, {"name", c.name}, {"name_en", text_or_null(c.name_en)}, {"active", c.active}};
}

json::array files_json(const std::vector<FileView>& files) {
  json::array out;
  for (const auto& f : files)
    out.push_back(json::object{{"key", f.key}, {"name", f.name}, {"url", f.url}});
  return out;
}

json::object suggestion_json(const SuggestionView& v) {
  const auto& r = v.row;
  json::value category = nullptr;
  if (r.category_id) {
    category = json::object{{"id", *r.category_id},
                            {"name", r.category_name.value_or("")},
                            {"name_en", text_or_null(r.category_name_en)},
                            {"active", r.category_active}};
  }
  return {{"id", r.id},
          {"title", r.title},
          {"body", r.body},
          {"category", std::move(category)},
          {"anonymous", r.anonymous},
          {"author", v.author ? json::value(users::person_json(*v.author)) : json::value(nullptr)},
          {"mine", v.mine},
          {"status", r.status},
          {"reason", text_or_null(r.reason)},
          {"archived", r.archived},
          {"unread", v.unread},
          {"attachments_count", r.attachments_count},
          {"created_at", r.created_at},
          {"status_changed_at", number_or_null(r.status_changed_at)}};
}

json::object suggestion_detail_json(const SuggestionDetail& d) {
  auto o = suggestion_json(d.suggestion);
  json::array history, notes;
  for (const auto& h : d.history) {
    history.push_back(
        {{"status", h.status}, {"reason", text_or_null(h.reason)}, {"at", h.created_at}});
  }
  for (const auto& n : d.notes) {
    notes.push_back(json::object{{"id", n.row.id},
                                 {"author", users::person_json(n.author)},
                                 {"body", n.row.body},
                                 {"created_at", n.row.created_at}});
  }
  o["attachments"] = files_json(d.attachments);
  o["history"] = std::move(history);
  o["notes"] = std::move(notes);
  o["can_review"] = d.can_review;
  return o;
}

json::object settings_json(const SuggestionSettings& s) {
  json::array categories, reviewers;
  for (const auto& c : s.categories) categories.push_back(category_json(c));
  for (const auto& p : s.reviewers) reviewers.push_back(users::person_json(p));
  return {{"categories", std::move(categories)},
          {"reviewers", std::move(reviewers)},
          {"can_review", s.can_review},
          {"is_admin", s.is_admin}};
}

json::object counts_json(const StatusCounts& c) {
  return {{"nueva", c.nueva},
          {"en_revision", c.en_revision},
          {"aceptada", c.aceptada},
          {"implementada", c.implementada},
          {"descartada", c.descartada}};
}

json::object campaign_json(const CampaignView& v) {
  const auto& r = v.row;
  json::array departments, groups, reviewers;
  for (const auto id : v.departments) departments.emplace_back(id);
  for (const auto id : v.groups) groups.emplace_back(id);
  for (const auto& p : v.reviewers) reviewers.push_back(users::person_json(p));
  return {{"id", r.id},
          {"title", r.title},
          {"description", r.description},
          {"deadline", r.deadline},
          {"status", v.open || r.status != "open" ? r.status : std::string("closed")},
          {"open", v.open},
          {"audience", json::object{{"everyone", r.audience_everyone},
                                    {"departments", std::move(departments)},
                                    {"groups", std::move(groups)}}},
          {"reviewers", std::move(reviewers)},
          {"accepted_points", r.accepted_points},
          {"implemented_points", r.implemented_points},
          {"counts", json::object{{"ideas", r.ideas_count},
                                  {"votes", r.votes_count},
                                  {"participants", r.participants}}},
          {"can_manage", v.can_manage},
          {"can_review", v.can_review},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at}};
}

json::value score_mine_json(const std::optional<ScoreRow>& s) {
  if (!s) return nullptr;
  return json::object{
      {"impact", s->impact}, {"effort", s->effort}, {"note", text_or_null(s->note)}};
}

json::object scores_json(const ScoreSummary& s) {
  return {{"count", s.count},
          {"impact_avg", real_or_null(s.impact_avg)},
          {"effort_avg", real_or_null(s.effort_avg)},
          {"quadrant", text_or_null(s.quadrant)},
          {"mine", score_mine_json(s.mine)}};
}

json::object idea_json(const IdeaView& v) {
  const auto& r = v.row;
  return {{"id", r.id},
          {"campaign_id", r.campaign_id},
          {"title", r.title},
          {"body", r.body},
          {"author", users::person_json(v.author)},
          {"status", r.status},
          {"reason", text_or_null(r.reason)},
          {"votes", r.votes},
          {"comments_count", r.comments_count},
          {"my_vote", v.my_vote},
          {"mine", v.mine},
          {"attachments_count", r.attachments_count},
          {"scores", v.scores ? json::value(scores_json(*v.scores)) : json::value(nullptr)},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at}};
}

json::object comment_json(const CommentView& c) {
  return {{"id", c.row.id},
          {"parent_id", number_or_null(c.row.parent_id)},
          {"author", users::person_json(c.author)},
          {"body", c.row.deleted ? std::string() : c.row.body},
          {"deleted", c.row.deleted},
          {"created_at", c.row.created_at},
          {"edited_at", number_or_null(c.row.edited_at)},
          {"can_edit", c.can_edit}};
}

json::object idea_detail_json(const IdeaDetail& d) {
  auto o = idea_json(d.idea);
  json::array comments, history, scores;
  for (const auto& c : d.comments) comments.push_back(comment_json(c));
  for (const auto& h : d.history) {
    history.push_back(json::object{{"status", h.status},
                                   {"reason", text_or_null(h.reason)},
                                   {"at", h.created_at},
                                   {"points_paid", h.points_paid}});
  }
  for (const auto& s : d.reviewer_scores) {
    scores.push_back(json::object{{"reviewer", users::person_json(s.reviewer)},
                                  {"impact", s.row.impact},
                                  {"effort", s.row.effort},
                                  {"note", text_or_null(s.row.note)},
                                  {"updated_at", s.row.updated_at}});
  }
  o["campaign"] =
      json::object{{"id", d.campaign.id}, {"title", d.campaign.title}, {"open", d.campaign_open}};
  o["attachments"] = files_json(d.attachments);
  o["comments"] = std::move(comments);
  o["history"] = std::move(history);
  o["reviewer_scores"] = std::move(scores);
  o["can_review"] = d.can_review;
  return o;
}

json::object analytics_json(const CampaignAnalytics& a) {
  return {{"campaign_id", a.campaign_id},
          {"ideas", a.ideas},
          {"votes", a.votes},
          {"comments", a.comments},
          {"participants", a.participants},
          {"by_status", json::object{{"nueva", a.nueva},
                                     {"en_evaluacion", a.en_evaluacion},
                                     {"aceptada", a.aceptada},
                                     {"implementada", a.implementada},
                                     {"descartada", a.descartada}}},
          {"by_quadrant", json::object{{"quick_win", a.quick_win},
                                       {"major_project", a.major_project},
                                       {"fill_in", a.fill_in},
                                       {"thankless", a.thankless}}},
          {"unscored", a.unscored},
          {"points_paid", a.points_paid},
          {"implementation_rate", real_or_null(a.implementation_rate)}};
}

Caller caller(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role == Role::kAdmin};
}

std::optional<std::string> query_text(const http::Request& req, std::string_view name) {
  const auto v = req.query_param(name);
  if (!v || v->empty()) return std::nullopt;
  return std::string(*v);
}

InboxQuery inbox_query(const http::Request& req) {
  InboxQuery q;
  q.status = query_text(req, "status");
  q.category_id = query_int(req, "category_id");
  q.archived = query_bool(req, "archived").value_or(false);
  q.q = trim(query_text(req, "q").value_or(""));
  if (q.q.size() > 100) throw invalid_input("q", "Busca con hasta 100 caracteres.");
  return q;
}

json::object page_meta(const PageMeta& page, std::int64_t total) {
  return {{"page", page.page},
          {"perPage", page.per_page},
          {"total", total},
          {"hasMore", page.page * page.per_page < total}};
}

http::Response page_answer(json::array items, json::object meta) {
  return raw_json(json::serialize(
      json::object{{"success", true}, {"data", std::move(items)}, {"meta", std::move(meta)}}));
}

http::Response no_content() {
  http::Response res;
  res.status = 204;
  return res;
}
}  // namespace

void register_routes(RouteTable& table, const SuggestionService& box, const IdeaService& ideas,
                     const RecognitionIdeas& generator) {
  // --- The suggestion box ----------------------------------------------------------------------
  table.add(Method::kGet, "/suggestions/settings", member(kBox).with_read_only(),
            [&box](const http::Request& /*req*/, RequestContext& ctx) {
              return ok(settings_json(box.settings(ctx.org_id(), caller(ctx))));
            });
  table.add(
      Method::kPut, "/org/suggestions/settings", member(kBox),
      [&box](const http::Request& req, RequestContext& ctx) {
        return ok(settings_json(box.update_settings(ctx.org_id(), caller(ctx), parse_object(req))));
      });
  table.add(Method::kPost, "/suggestions", member(kBox),
            [&box](const http::Request& req, RequestContext& ctx) {
              return ok(
                  suggestion_detail_json(box.create(ctx.org_id(), caller(ctx), parse_object(req))),
                  201);
            });
  table.add(Method::kGet, "/suggestions/mine", member(kBox).with_read_only(),
            [&box](const http::Request& req, RequestContext& ctx) {
              const auto page = read_page(req, 20);
              const auto found = box.mine(ctx.org_id(), caller(ctx), page.per_page,
                                          (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& s : found.items) items.push_back(suggestion_json(s));
              auto meta = page_meta(page, found.total);
              meta["unread"] = found.unread;
              return page_answer(std::move(items), std::move(meta));
            });
  table.add(Method::kGet, "/suggestions/inbox", member(kBox).with_read_only(),
            [&box](const http::Request& req, RequestContext& ctx) {
              const auto page = read_page(req, 20);
              auto q = inbox_query(req);
              q.limit = page.per_page;
              q.offset = (page.page - 1) * page.per_page;
              const auto found = box.inbox(ctx.org_id(), caller(ctx), q);
              json::array items;
              for (const auto& s : found.items) items.push_back(suggestion_json(s));
              auto meta = page_meta(page, found.total);
              meta["counts"] = counts_json(found.counts);
              return page_answer(std::move(items), std::move(meta));
            });
  table.add(Method::kGet, "/suggestions/inbox/export", member(kBox),
            [&box](const http::Request& req, RequestContext& ctx) {
              http::Response res;
              res.body =
                  box.export_xlsx(ctx.org_id(), caller(ctx), inbox_query(req), ctx.org().timezone);
              res.headers.set("Content-Type",
                              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
              res.headers.set("Content-Disposition", "attachment; filename=\"sugerencias.xlsx\"");
              res.headers.set("Cache-Control", "no-store");
              return res;
            });
  table.add(Method::kGet, "/suggestions/{suggestion_id}", member(kBox).with_read_only(),
            [&box](const http::Request& req, RequestContext& ctx) {
              return ok(suggestion_detail_json(
                  box.read(ctx.org_id(), caller(ctx), path_id(req, "suggestion_id"))));
            });
  table.add(Method::kPost, "/suggestions/{suggestion_id}/seen", member(kBox),
            [&box](const http::Request& req, RequestContext& ctx) {
              return ok(suggestion_json(
                  box.mark_seen(ctx.org_id(), caller(ctx), path_id(req, "suggestion_id"))));
            });
  table.add(Method::kPost, "/suggestions/{suggestion_id}/status", member(kBox),
            [&box](const http::Request& req, RequestContext& ctx) {
              return ok(suggestion_detail_json(box.change_status(
                  ctx.org_id(), caller(ctx), path_id(req, "suggestion_id"), parse_object(req))));
            });
  table.add(Method::kPost, "/suggestions/{suggestion_id}/notes", member(kBox),
            [&box](const http::Request& req, RequestContext& ctx) {
              return ok(
                  suggestion_detail_json(box.add_note(
                      ctx.org_id(), caller(ctx), path_id(req, "suggestion_id"), parse_object(req))),
                  201);
            });
  table.add(Method::kPost, "/suggestions/{suggestion_id}/archive", member(kBox),
            [&box](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto archived = opt_bool(body, "archived");
              if (!archived) throw invalid_input("archived", "Indica si se archiva o no.");
              return ok(suggestion_detail_json(box.archive(
                  ctx.org_id(), caller(ctx), path_id(req, "suggestion_id"), *archived)));
            });

  // --- Ideas campaigns -------------------------------------------------------------------------
  table.add(Method::kGet, "/ideas/campaigns", member(kIdeas).with_read_only(),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              const auto page = read_page(req, 20);
              const auto found =
                  ideas.campaigns(ctx.org_id(), caller(ctx), query_text(req, "status"),
                                  query_bool(req, "manage").value_or(false), page.per_page,
                                  (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& c : found.items) items.push_back(campaign_json(c));
              return page_answer(std::move(items), page_meta(page, found.total));
            });
  table.add(Method::kPost, "/ideas/campaigns", member(kIdeas),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              return ok(campaign_json(
                            ideas.create_campaign(ctx.org_id(), caller(ctx), parse_object(req))),
                        201);
            });
  table.add(Method::kGet, "/ideas/campaigns/{campaign_id}", member(kIdeas).with_read_only(),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              return ok(campaign_json(
                  ideas.campaign(ctx.org_id(), caller(ctx), path_id(req, "campaign_id"))));
            });
  table.add(Method::kPatch, "/ideas/campaigns/{campaign_id}", member(kIdeas),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              return ok(campaign_json(ideas.update_campaign(
                  ctx.org_id(), caller(ctx), path_id(req, "campaign_id"), parse_object(req))));
            });
  table.add(Method::kGet, "/ideas/campaigns/{campaign_id}/ideas", member(kIdeas).with_read_only(),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              const auto page = read_page(req, 20);
              IdeaQuery q;
              q.sort = query_text(req, "sort").value_or("votes");
              q.status = query_text(req, "status");
              q.quadrant = query_text(req, "quadrant");
              q.limit = page.per_page;
              q.offset = (page.page - 1) * page.per_page;
              const auto found =
                  ideas.ideas(ctx.org_id(), caller(ctx), path_id(req, "campaign_id"), q);
              json::array items;
              for (const auto& i : found.items) items.push_back(idea_json(i));
              return page_answer(std::move(items), page_meta(page, found.total));
            });
  table.add(Method::kPost, "/ideas/campaigns/{campaign_id}/ideas", member(kIdeas),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              return ok(
                  idea_detail_json(ideas.create_idea(
                      ctx.org_id(), caller(ctx), path_id(req, "campaign_id"), parse_object(req))),
                  201);
            });
  table.add(Method::kGet, "/ideas/campaigns/{campaign_id}/similar", member(kIdeas).with_read_only(),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              const auto text = query_text(req, "text").value_or("");
              if (text.size() > 300) throw invalid_input("text", "Escribe hasta 300 caracteres.");
              json::array items;
              for (const auto& s :
                   ideas.similar(ctx.org_id(), caller(ctx), path_id(req, "campaign_id"), text)) {
                items.push_back(json::object{{"id", s.id},
                                             {"title", s.title},
                                             {"status", s.status},
                                             {"votes", s.votes},
                                             {"my_vote", s.my_vote},
                                             {"mine", s.mine},
                                             {"score", s.score}});
              }
              return ok(std::move(items));
            });
  table.add(Method::kGet, "/ideas/campaigns/{campaign_id}/analytics",
            member(kIdeas).with_read_only(),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              return ok(analytics_json(
                  ideas.analytics(ctx.org_id(), caller(ctx), path_id(req, "campaign_id"))));
            });
  table.add(
      Method::kGet, "/ideas/{idea_id}", member(kIdeas).with_read_only(),
      [&ideas](const http::Request& req, RequestContext& ctx) {
        return ok(idea_detail_json(ideas.idea(ctx.org_id(), caller(ctx), path_id(req, "idea_id"))));
      });
  const auto vote_json = [](const VoteState& v) {
    return json::object{{"idea_id", v.idea_id}, {"votes", v.votes}, {"my_vote", v.my_vote}};
  };
  table.add(
      Method::kPut, "/ideas/{idea_id}/vote", member(kIdeas),
      [&ideas, vote_json](const http::Request& req, RequestContext& ctx) {
        return ok(vote_json(ideas.vote(ctx.org_id(), caller(ctx), path_id(req, "idea_id"), true)));
      });
  table.add(
      Method::kDelete, "/ideas/{idea_id}/vote", member(kIdeas),
      [&ideas, vote_json](const http::Request& req, RequestContext& ctx) {
        return ok(vote_json(ideas.vote(ctx.org_id(), caller(ctx), path_id(req, "idea_id"), false)));
      });
  table.add(Method::kPost, "/ideas/{idea_id}/comments", member(kIdeas),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              return ok(comment_json(ideas.comment(ctx.org_id(), caller(ctx),
                                                   path_id(req, "idea_id"), parse_object(req))),
                        201);
            });
  table.add(Method::kPatch, "/ideas/{idea_id}/comments/{comment_id}", member(kIdeas),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              return ok(comment_json(
                  ideas.edit_comment(ctx.org_id(), caller(ctx), path_id(req, "idea_id"),
                                     path_id(req, "comment_id"), parse_object(req))));
            });
  table.add(Method::kDelete, "/ideas/{idea_id}/comments/{comment_id}", member(kIdeas),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              ideas.delete_comment(ctx.org_id(), caller(ctx), path_id(req, "idea_id"),
                                   path_id(req, "comment_id"));
              return no_content();
            });
  table.add(Method::kPost, "/ideas/{idea_id}/status", member(kIdeas),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              return ok(idea_detail_json(ideas.change_status(
                  ctx.org_id(), caller(ctx), path_id(req, "idea_id"), parse_object(req))));
            });
  table.add(Method::kPut, "/ideas/{idea_id}/score", member(kIdeas),
            [&ideas](const http::Request& req, RequestContext& ctx) {
              return ok(scores_json(ideas.score(ctx.org_id(), caller(ctx), path_id(req, "idea_id"),
                                                parse_object(req))));
            });

  // --- The recognition ideas generator ---------------------------------------------------------
  table.add(Method::kPost, "/ideas/recognition_messages", member(kIdeas),
            [&generator](const http::Request& req, RequestContext& ctx) {
              json::array messages;
              for (auto& m : generator.suggest(ctx.org_id(), parse_object(req))) {
                messages.emplace_back(std::move(m));
              }
              return ok(json::object{{"messages", std::move(messages)}});
            });
}

}  // namespace aplauso::suggestions
