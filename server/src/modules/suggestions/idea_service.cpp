#include "modules/suggestions/idea_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <map>
#include <set>

#include "api/json_input.h"
#include "core/clock.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/suggestions/idea_words.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/user_repo.h"
#include "storage/file_store.h"

namespace aplauso::suggestions {

namespace json = boost::json;

namespace {
constexpr std::int64_t kIdeaUrlTtl = 3600;
constexpr std::size_t kMaxIdeaAttachments = 5;
/// Audiences up to this size hear of a campaign's opening; larger ones find it in the list.
constexpr std::int64_t kAnnounceCut = 500;
const std::set<std::string> kIdeaStatuses = {"nueva", "en_evaluacion", "aceptada", "implementada",
                                             "descartada"};
const std::set<std::string> kQuadrants = {"quick_win", "major_project", "fill_in", "thankless"};

bool idea_needs_reason(const std::string& status) {
  return status == "aceptada" || status == "implementada" || status == "descartada";
}

std::string quadrant_of(double impact, double effort) {
  if (impact >= 3) return effort < 3 ? "quick_win" : "major_project";
  return effort < 3 ? "fill_in" : "thankless";
}

std::map<std::int64_t, users::Person> people_by_id(db::Conn& c, OrgId org,
                                                   std::vector<std::int64_t> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::map<std::int64_t, users::Person> out;
  for (auto& p : users::UserRepo().people(c, org, ids)) out[p.id] = std::move(p);
  return out;
}

/// A text of min..max characters, or an error under `field`.
std::string idea_text(const json::object& body, const char* field, std::size_t min, std::size_t max,
                      const char* message, std::vector<FieldError>& errors) {
  std::string value;
  try {
    value = opt_string(body, field).value_or("");
  } catch (const ApiError&) {
    errors.push_back({field, message});
    return value;
  }
  const auto n = utf8_length(value);
  if (n < min || n > max) errors.push_back({field, message});
  return value;
}

struct CampaignFields {
  CampaignRow row;
  std::vector<std::int64_t> departments;
  std::vector<std::int64_t> groups;
  std::vector<std::int64_t> reviewer_ids;
  bool audience_given = false;
  bool reviewers_given = false;
};

std::vector<std::int64_t> unique_ids(std::vector<std::int64_t> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

/// Reads the fields present in `body` over `f` (POST: all defaults; PATCH: the stored values).
void read_campaign(const json::object& body, CampaignFields& f, bool creating,
                   std::vector<FieldError>& errors) {
  if (creating || body.contains("title")) {
    f.row.title =
        idea_text(body, "title", 1, 200, "La pregunta tiene entre 1 y 200 caracteres.", errors);
  }
  if (body.contains("description")) {
    f.row.description = idea_text(body, "description", 0, 4000,
                                  "La descripción tiene hasta 4.000 caracteres.", errors);
  }
  if (creating || body.contains("deadline")) {
    try {
      const auto v = opt_int(body, "deadline");
      if (!v) {
        errors.push_back({"deadline", "Indica el plazo."});
      } else {
        f.row.deadline = *v;
      }
    } catch (const ApiError&) {
      errors.push_back({"deadline", "El plazo es una fecha (milisegundos)."});
    }
  }
  for (const char* field : {"accepted_points", "implemented_points"}) {
    if (!body.contains(field)) continue;
    std::optional<std::int64_t> v;
    try {
      v = opt_int(body, field);
    } catch (const ApiError&) {
    }
    if (!v || *v < 0 || *v > 10000) {
      errors.push_back({field, "Los puntos van de 0 a 10.000."});
      continue;
    }
    (std::string_view(field) == "accepted_points" ? f.row.accepted_points
                                                  : f.row.implemented_points) = *v;
  }
  if (const auto* a = body.if_contains("audience"); a != nullptr) {
    f.audience_given = true;
    if (!a->is_object()) {
      errors.push_back({"audience", "La audiencia es todos, departamentos o grupos."});
    } else {
      try {
        f.row.audience_everyone = opt_bool(a->as_object(), "everyone").value_or(false);
        f.departments = unique_ids(opt_int_list(a->as_object(), "departments", 200));
        f.groups = unique_ids(opt_int_list(a->as_object(), "groups", 200));
      } catch (const ApiError&) {
        errors.push_back({"audience", "La audiencia es todos, departamentos o grupos."});
      }
      if (f.row.audience_everyone) {
        f.departments.clear();
        f.groups.clear();
      } else if (f.departments.empty() && f.groups.empty()) {
        errors.push_back({"audience", "Elige a quién va dirigida: todos, departamentos o grupos."});
      }
    }
  }
  if (body.contains("reviewer_ids")) {
    f.reviewers_given = true;
    try {
      f.reviewer_ids = unique_ids(opt_int_list(body, "reviewer_ids", 20));
    } catch (const ApiError&) {
      errors.push_back({"reviewer_ids", "Elige entre 1 y 20 revisores."});
    }
    if (f.reviewer_ids.empty()) errors.push_back({"reviewer_ids", "Elige entre 1 y 20 revisores."});
  }
}
}  // namespace

bool IdeaService::is_open(const CampaignRow& row) const {
  return row.status == "open" && row.deadline > clock_.now_ms();
}

bool IdeaService::reviews(db::Conn& c, OrgId org, const Caller& who,
                          std::int64_t campaign_id) const {
  return who.admin || repo_.is_reviewer(c, org, campaign_id, who.user_id);
}

CampaignRow IdeaService::visible(db::Conn& c, OrgId org, const Caller& who, std::int64_t id,
                                 bool lock) const {
  auto row = repo_.campaign(c, org, id, lock);
  if (!row) throw not_found();
  if (who.admin || repo_.is_reviewer(c, org, id, who.user_id)) return *row;
  if (row->status == "draft") throw not_found();
  if (!row->audience_everyone && !repo_.in_audience(c, org, id, repo_.place(c, org, who.user_id))) {
    throw not_found();
  }
  return *row;
}

std::vector<CampaignView> IdeaService::campaign_views(db::Conn& c, OrgId org, const Caller& who,
                                                      std::vector<CampaignRow> rows) const {
  std::vector<std::int64_t> ids;
  for (const auto& r : rows) ids.push_back(r.id);
  const auto audience = repo_.audience(c, org, ids);
  const auto reviewers = repo_.reviewers(c, org, ids);
  const auto totals = repo_.totals(c, org, ids);
  const auto participants = repo_.participants(c, org, ids);
  std::vector<std::int64_t> people_ids;
  for (const auto& r : reviewers) people_ids.push_back(r.b);
  const auto people = people_by_id(c, org, people_ids);
  std::vector<CampaignView> out;
  for (auto& r : rows) {
    CampaignView v;
    for (const auto& a : audience) {
      if (a.campaign_id != r.id) continue;
      (a.kind == "department" ? v.departments : v.groups).push_back(a.ref_id);
    }
    for (const auto& p : reviewers) {
      if (p.a != r.id) continue;
      if (const auto it = people.find(p.b); it != people.end()) v.reviewers.push_back(it->second);
      if (p.b == who.user_id) v.can_review = true;
    }
    if (const auto it = totals.find(r.id); it != totals.end()) {
      r.ideas_count = it->second.first;
      r.votes_count = it->second.second;
    }
    if (const auto it = participants.find(r.id); it != participants.end()) {
      r.participants = it->second;
    }
    v.open = is_open(r);
    v.can_manage = who.admin;
    v.can_review = v.can_review || who.admin;
    v.row = std::move(r);
    out.push_back(std::move(v));
  }
  return out;
}

CampaignPage IdeaService::campaigns(OrgId org, const Caller& who, std::optional<std::string> status,
                                    bool manage, std::int64_t limit, std::int64_t offset) const {
  const auto s = status.value_or("");
  if (!s.empty() && s != "draft" && s != "open" && s != "closed") {
    throw invalid_input("status", "El estado es draft, open o closed.");
  }
  if (manage && !who.admin) throw forbidden();
  const auto now = clock_.now_ms();
  return db_.run([&](db::Conn& c) {
    CampaignPage out;
    std::vector<CampaignRow> rows;
    if (manage) {
      out.total = repo_.managed_count(c, org, s, now);
      if (offset < out.total) rows = repo_.managed(c, org, s, now, limit, offset);
    } else {
      const auto place = repo_.place(c, org, who.user_id);
      out.total = repo_.campaigns_count(c, org, place, who.user_id, who.admin, s, now);
      if (offset < out.total) {
        rows = repo_.campaigns(c, org, place, who.user_id, who.admin, s, now, limit, offset);
      }
    }
    out.items = campaign_views(c, org, who, std::move(rows));
    return out;
  });
}

void IdeaService::notify_audience(db::Conn& c, OrgId org, const CampaignView& v,
                                  std::int64_t actor) const {
  auto people = repo_.audience_people(c, org, v.row.audience_everyone, v.departments, v.groups,
                                      kAnnounceCut + 1);
  if (people.empty() || static_cast<std::int64_t>(people.size()) > kAnnounceCut) return;
  std::erase(people, actor);
  if (people.empty()) return;
  notifications_.notify(
      c, org, "campaign_opened", people,
      json::object{{"campaign_id", v.row.id}, {"name", v.row.title}, {"actor_id", actor}});
}

CampaignView IdeaService::create_campaign(OrgId org, const Caller& who,
                                          const json::object& body) const {
  if (!who.admin) throw forbidden();
  std::vector<FieldError> errors;
  CampaignFields f;
  read_campaign(body, f, true, errors);
  std::string status = "draft";
  try {
    status = opt_string(body, "status").value_or("draft");
  } catch (const ApiError&) {
  }
  if (status != "draft" && status != "open") {
    errors.push_back({"status", "Se crea como borrador (draft) o abierta (open)."});
  }
  const auto now = clock_.now_ms();
  if (f.row.deadline != 0 && f.row.deadline <= now) {
    errors.push_back({"deadline", "El plazo debe ser en el futuro."});
  }
  if (!f.audience_given) f.row.audience_everyone = true;
  if (!f.reviewers_given) f.reviewer_ids = {who.user_id};
  f.row.status = status;
  f.row.created_by = who.user_id;
  return db_.transact([&](db::Conn& c) {
    if (repo_.known_departments(c, org, f.departments).size() != f.departments.size() ||
        repo_.known_groups(c, org, f.groups).size() != f.groups.size()) {
      errors.push_back({"audience", "Elige departamentos y grupos de la organización."});
    }
    if (repo_.active_people(c, org, f.reviewer_ids).size() != f.reviewer_ids.size()) {
      errors.push_back({"reviewer_ids", "Elige personas activas de la organización."});
    }
    if (!errors.empty()) throw rule_broken("invalid_campaign", "Revisa la campaña.", errors);
    const auto id = repo_.insert_campaign(c, org, f.row, now);
    repo_.set_audience(c, org, id, f.departments, f.groups);
    repo_.set_reviewers(c, org, id, f.reviewer_ids);
    auto view = campaign_views(c, org, who, {*repo_.campaign(c, org, id, false)}).front();
    if (status == "open") notify_audience(c, org, view, who.user_id);
    audit_.record(c, org, "ideas.campaign_create", {"idea_campaign", id}, nullptr,
                  json::object{{"title", f.row.title}, {"status", status}});
    return view;
  });
}

CampaignView IdeaService::campaign(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    return campaign_views(c, org, who, {visible(c, org, who, id, false)}).front();
  });
}

CampaignView IdeaService::update_campaign(OrgId org, const Caller& who, std::int64_t id,
                                          const json::object& body) const {
  if (!who.admin) throw forbidden();
  return db_.transact([&](db::Conn& c) {
    auto before = repo_.campaign(c, org, id, true);
    if (!before) throw not_found();
    CampaignFields f;
    f.row = *before;
    const auto stored = campaign_views(c, org, who, {*before}).front();
    f.departments = stored.departments;
    f.groups = stored.groups;
    for (const auto& p : stored.reviewers) f.reviewer_ids.push_back(p.id);
    std::vector<FieldError> errors;
    read_campaign(body, f, false, errors);
    const auto now = clock_.now_ms();
    std::string status = before->status;
    if (body.contains("status")) {
      try {
        status = opt_string(body, "status").value_or("");
      } catch (const ApiError&) {
        status.clear();
      }
      if (status != "draft" && status != "open" && status != "closed") {
        errors.push_back({"status", "El estado es draft, open o closed."});
        status = before->status;
      }
    }
    if (body.contains("deadline") && f.row.deadline <= now && status == "open") {
      errors.push_back({"deadline", "El plazo debe ser en el futuro."});
    }
    if (f.audience_given &&
        (repo_.known_departments(c, org, f.departments).size() != f.departments.size() ||
         repo_.known_groups(c, org, f.groups).size() != f.groups.size())) {
      errors.push_back({"audience", "Elige departamentos y grupos de la organización."});
    }
    if (f.reviewers_given &&
        repo_.active_people(c, org, f.reviewer_ids).size() != f.reviewer_ids.size()) {
      errors.push_back({"reviewer_ids", "Elige personas activas de la organización."});
    }
    if (!errors.empty()) throw rule_broken("invalid_campaign", "Revisa la campaña.", errors);
    const bool was_open = before->status == "open";
    if (status != before->status) {
      if (status == "draft") {
        throw conflict("invalid_transition", "Una campaña publicada no vuelve a borrador.");
      }
      if (status == "open" && f.row.deadline <= now) {
        throw conflict("invalid_transition",
                       "Para reabrir la campaña, dale un plazo en el futuro.");
      }
    }
    f.row.status = status;
    repo_.update_campaign(c, org, f.row, now);
    if (f.audience_given) repo_.set_audience(c, org, id, f.departments, f.groups);
    if (f.reviewers_given) repo_.set_reviewers(c, org, id, f.reviewer_ids);
    auto view = campaign_views(c, org, who, {*repo_.campaign(c, org, id, false)}).front();
    if (status == "open" && !was_open && before->status == "draft") {
      notify_audience(c, org, view, who.user_id);
    }
    audit_.record(
        c, org, "ideas.campaign_update", {"idea_campaign", id},
        json::object{
            {"title", before->title}, {"status", before->status}, {"deadline", before->deadline}},
        json::object{{"title", f.row.title}, {"status", status}, {"deadline", f.row.deadline}});
    return view;
  });
}

std::vector<IdeaView> IdeaService::idea_views(db::Conn& c, OrgId org, const Caller& who,
                                              std::vector<IdeaRow> rows, bool reviewer) const {
  std::vector<std::int64_t> ids, authors;
  for (const auto& r : rows) {
    ids.push_back(r.id);
    authors.push_back(r.author_id);
  }
  const auto people = people_by_id(c, org, authors);
  const auto voted = repo_.my_votes(c, org, who.user_id, ids);
  std::vector<ScoreRow> scores;
  if (reviewer) scores = repo_.scores(c, org, ids);
  std::vector<IdeaView> out;
  for (auto& r : rows) {
    IdeaView v;
    if (const auto it = people.find(r.author_id); it != people.end()) v.author = it->second;
    v.my_vote = std::find(voted.begin(), voted.end(), r.id) != voted.end();
    v.mine = r.author_id == who.user_id;
    if (reviewer) {
      ScoreSummary s;
      double impact = 0, effort = 0;
      for (const auto& sc : scores) {
        if (sc.idea_id != r.id) continue;
        ++s.count;
        impact += static_cast<double>(sc.impact);
        effort += static_cast<double>(sc.effort);
        if (sc.reviewer_id == who.user_id) s.mine = sc;
      }
      if (s.count > 0) {
        s.impact_avg = impact / static_cast<double>(s.count);
        s.effort_avg = effort / static_cast<double>(s.count);
        s.quadrant = quadrant_of(*s.impact_avg, *s.effort_avg);
      }
      v.scores = std::move(s);
    }
    v.row = std::move(r);
    out.push_back(std::move(v));
  }
  return out;
}

IdeaPage IdeaService::ideas(OrgId org, const Caller& who, std::int64_t campaign_id,
                            const IdeaQuery& q) const {
  if (q.sort != "votes" && q.sort != "newest") {
    throw invalid_input("sort", "Ordena por votes o newest.");
  }
  if (q.status && !kIdeaStatuses.contains(*q.status)) {
    throw invalid_input("status", "Ese estado no existe.");
  }
  if (q.quadrant && !kQuadrants.contains(*q.quadrant)) {
    throw invalid_input("quadrant", "Ese cuadrante no existe.");
  }
  return db_.run([&](db::Conn& c) {
    visible(c, org, who, campaign_id, false);
    const bool reviewer = reviews(c, org, who, campaign_id);
    if (q.quadrant && !reviewer) throw forbidden();
    IdeaPage out;
    const auto status = q.status.value_or("");
    const auto quadrant = q.quadrant.value_or("");
    out.total = repo_.ideas_count(c, org, campaign_id, status, quadrant);
    if (q.offset < out.total) {
      out.items = idea_views(
          c, org, who,
          repo_.ideas(c, org, campaign_id, status, quadrant, q.sort, q.limit, q.offset), reviewer);
    }
    return out;
  });
}

std::pair<IdeaRow, CampaignRow> IdeaService::visible_idea(db::Conn& c, OrgId org, const Caller& who,
                                                          std::int64_t id, bool lock) const {
  auto idea = repo_.idea(c, org, id, lock);
  if (!idea) throw not_found();
  auto campaign = visible(c, org, who, idea->campaign_id, false);
  return {std::move(*idea), std::move(campaign)};
}

IdeaDetail IdeaService::detail(db::Conn& c, OrgId org, const Caller& who, std::int64_t id) const {
  auto [row, campaign] = visible_idea(c, org, who, id, false);
  IdeaDetail out;
  out.can_review = reviews(c, org, who, campaign.id);
  out.campaign_open = is_open(campaign);
  out.idea = idea_views(c, org, who, {row}, out.can_review).front();
  out.campaign = std::move(campaign);
  const auto now = clock_.now_ms();
  for (const auto& f : repo_.attachments(c, org, id)) {
    out.attachments.push_back(
        {f.storage_key, f.file_name, files_.read_url(f.storage_key, now / 1000, kIdeaUrlTtl)});
  }
  const auto comments = repo_.comments(c, org, id);
  std::vector<std::int64_t> people_ids;
  for (const auto& m : comments) people_ids.push_back(m.author_id);
  std::vector<ScoreRow> scores;
  if (out.can_review) {
    scores = repo_.scores(c, org, {id});
    for (const auto& s : scores) people_ids.push_back(s.reviewer_id);
  }
  const auto people = people_by_id(c, org, people_ids);
  for (const auto& m : comments) {
    CommentView v{m, {}, false};
    if (const auto it = people.find(m.author_id); it != people.end()) v.author = it->second;
    v.can_edit = !m.deleted && m.author_id == who.user_id && now - m.created_at <= kCommentEditMs;
    out.comments.push_back(std::move(v));
  }
  for (const auto& s : scores) {
    ScoreView v{s, {}};
    if (const auto it = people.find(s.reviewer_id); it != people.end()) v.reviewer = it->second;
    out.reviewer_scores.push_back(std::move(v));
  }
  out.history = repo_.history(c, org, id);
  return out;
}

IdeaDetail IdeaService::create_idea(OrgId org, const Caller& who, std::int64_t campaign_id,
                                    const json::object& body) const {
  std::vector<FieldError> errors;
  const auto title =
      idea_text(body, "title", 1, 120, "El título tiene entre 1 y 120 caracteres.", errors);
  const auto text =
      idea_text(body, "body", 1, 4000, "Describe tu idea (hasta 4.000 caracteres).", errors);
  std::vector<std::string> keys;
  try {
    keys = opt_string_list(body, "attachments", kMaxIdeaAttachments);
  } catch (const ApiError&) {
    errors.push_back({"attachments", "Adjunta hasta 5 archivos."});
  }
  const auto id = db_.transact([&](db::Conn& c) {
    const auto campaign = visible(c, org, who, campaign_id, true);
    if (!is_open(campaign)) {
      throw conflict("campaign_closed", "La campaña ya no recibe ideas.");
    }
    if (!errors.empty()) throw rule_broken("invalid_idea", "Revisa tu idea.", errors);
    std::map<std::string, std::string> names;
    if (!keys.empty()) {
      names = uploads_.finished_of(c, org, who.user_id, kAttachmentType, keys);
      std::vector<FieldError> missing;
      for (std::size_t i = 0; i < keys.size(); ++i) {
        if (!names.contains(keys[i])) {
          missing.push_back({"attachments[" + std::to_string(i) + "]",
                             "Ese archivo no existe, no terminó de subirse o no es tuyo."});
        }
      }
      if (!missing.empty()) {
        throw rule_broken("attachment_not_found", "No encontramos un archivo adjunto.", missing);
      }
    }
    const auto now = clock_.now_ms();
    const auto new_id = repo_.insert_idea(c, org, campaign_id, who.user_id, title, text, now);
    std::set<std::string> added;
    for (const auto& key : keys) {
      if (added.insert(key).second) repo_.add_attachment(c, org, new_id, key, names.at(key), now);
    }
    repo_.add_history(c, org, new_id, "nueva", std::nullopt, 0, now);
    return new_id;
  });
  return idea(org, who, id);
}

std::vector<SimilarIdea> IdeaService::similar(OrgId org, const Caller& who,
                                              std::int64_t campaign_id,
                                              const std::string& text) const {
  const auto words = idea_words(text);
  return db_.run([&](db::Conn& c) {
    visible(c, org, who, campaign_id, false);
    std::vector<SimilarIdea> out;
    if (words.empty()) return out;
    for (const auto& t : repo_.titles(c, org, campaign_id)) {
      const auto score = jaccard(words, idea_words(t.title));
      if (score <= 0) continue;
      out.push_back({t.id, t.title, t.status, t.votes, false, t.author_id == who.user_id, score});
    }
    std::stable_sort(out.begin(), out.end(), [](const SimilarIdea& a, const SimilarIdea& b) {
      if (a.score != b.score) return a.score > b.score;
      return a.votes > b.votes;
    });
    if (out.size() > 5) out.resize(5);
    std::vector<std::int64_t> ids;
    for (const auto& s : out) ids.push_back(s.id);
    const auto voted = repo_.my_votes(c, org, who.user_id, ids);
    for (auto& s : out) s.my_vote = std::find(voted.begin(), voted.end(), s.id) != voted.end();
    return out;
  });
}

CampaignAnalytics IdeaService::analytics(OrgId org, const Caller& who,
                                         std::int64_t campaign_id) const {
  return db_.run([&](db::Conn& c) {
    visible(c, org, who, campaign_id, false);
    if (!reviews(c, org, who, campaign_id)) throw forbidden();
    CampaignAnalytics a;
    a.campaign_id = campaign_id;
    const auto counts = repo_.status_counts(c, org, campaign_id);
    const auto get = [&counts](const char* s) {
      const auto it = counts.find(s);
      return it == counts.end() ? 0 : it->second;
    };
    a.nueva = get("nueva");
    a.en_evaluacion = get("en_evaluacion");
    a.aceptada = get("aceptada");
    a.implementada = get("implementada");
    a.descartada = get("descartada");
    a.ideas = a.nueva + a.en_evaluacion + a.aceptada + a.implementada + a.descartada;
    const auto figures = repo_.figures(c, org, campaign_id);
    a.votes = figures.votes;
    a.comments = figures.comments;
    a.participants = figures.participants;
    a.points_paid = figures.points_paid;
    const auto averages = repo_.averages(c, org, campaign_id);
    for (const auto& avg : averages) {
      const auto q = quadrant_of(avg.impact, avg.effort);
      (q == "quick_win"       ? a.quick_win
       : q == "major_project" ? a.major_project
       : q == "fill_in"       ? a.fill_in
                              : a.thankless) += 1;
    }
    a.unscored = a.ideas - static_cast<std::int64_t>(averages.size());
    const auto decided = a.aceptada + a.implementada + a.descartada;
    if (decided > 0) {
      a.implementation_rate = static_cast<double>(a.implementada) / static_cast<double>(decided);
    }
    return a;
  });
}

IdeaDetail IdeaService::idea(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.run([&](db::Conn& c) { return detail(c, org, who, id); });
}

VoteState IdeaService::vote(OrgId org, const Caller& who, std::int64_t id, bool up) const {
  return db_.transact([&](db::Conn& c) {
    const auto [row, campaign] = visible_idea(c, org, who, id, false);
    if (!is_open(campaign)) throw conflict("campaign_closed", "La campaña ya cerró sus votos.");
    if (up && row.author_id == who.user_id) {
      throw conflict("own_idea", "No puedes votar tu propia idea.");
    }
    const auto now = clock_.now_ms();
    std::int64_t votes = row.votes;
    // The vote's primary key lets one of concurrent votes through; the count follows it.
    if (up ? repo_.add_vote(c, org, id, who.user_id, now)
           : repo_.remove_vote(c, org, id, who.user_id)) {
      votes = repo_.add_votes(c, org, id, up ? 1 : -1);
    } else {
      votes = repo_.idea(c, org, id, false)->votes;
    }
    return VoteState{id, votes, up};
  });
}

CommentView IdeaService::comment(OrgId org, const Caller& who, std::int64_t id,
                                 const json::object& body) const {
  std::vector<FieldError> errors;
  const auto text =
      idea_text(body, "body", 1, 2000, "El comentario tiene entre 1 y 2.000 caracteres.", errors);
  std::optional<std::int64_t> parent_id;
  try {
    parent_id = opt_int(body, "parent_id");
  } catch (const ApiError&) {
    errors.push_back({"parent_id", "Responde a un comentario de esta idea."});
  }
  return db_.transact([&](db::Conn& c) {
    const auto [row, campaign] = visible_idea(c, org, who, id, false);
    std::optional<IdeaCommentRow> parent;
    if (parent_id) {
      parent = repo_.comment(c, org, id, *parent_id);
      if (!parent || parent->parent_id) {
        errors.push_back({"parent_id", "Responde a un comentario de esta idea (un nivel)."});
      }
    }
    if (!errors.empty()) throw rule_broken("invalid_comment", "Revisa tu comentario.", errors);
    const auto now = clock_.now_ms();
    const auto comment_id = repo_.insert_comment(c, org, id, parent_id, who.user_id, text, now);
    std::vector<std::int64_t> told;
    if (row.author_id != who.user_id) told.push_back(row.author_id);
    if (parent && parent->author_id != who.user_id && parent->author_id != row.author_id) {
      told.push_back(parent->author_id);
    }
    if (!told.empty()) {
      notifications_.notify(c, org, "idea_comment", told,
                            json::object{{"idea_id", id},
                                         {"campaign_id", row.campaign_id},
                                         {"name", row.title},
                                         {"actor_id", who.user_id}});
    }
    CommentView v{*repo_.comment(c, org, id, comment_id), {}, true};
    v.author = people_by_id(c, org, {who.user_id})[who.user_id];
    return v;
  });
}

CommentView IdeaService::edit_comment(OrgId org, const Caller& who, std::int64_t id,
                                      std::int64_t comment_id, const json::object& body) const {
  std::vector<FieldError> errors;
  const auto text =
      idea_text(body, "body", 1, 2000, "El comentario tiene entre 1 y 2.000 caracteres.", errors);
  return db_.transact([&](db::Conn& c) {
    visible_idea(c, org, who, id, false);
    const auto m = repo_.comment(c, org, id, comment_id);
    if (!m || m->deleted) throw not_found();
    if (m->author_id != who.user_id) throw forbidden();
    const auto now = clock_.now_ms();
    if (now - m->created_at > kCommentEditMs) {
      throw conflict("edit_window_passed", "Solo puedes editar un comentario durante 15 minutos.");
    }
    if (!errors.empty()) throw rule_broken("invalid_comment", "Revisa tu comentario.", errors);
    repo_.edit_comment(c, org, id, comment_id, text, now);
    CommentView v{*repo_.comment(c, org, id, comment_id), {}, true};
    v.author = people_by_id(c, org, {who.user_id})[who.user_id];
    return v;
  });
}

void IdeaService::delete_comment(OrgId org, const Caller& who, std::int64_t id,
                                 std::int64_t comment_id) const {
  db_.transact([&](db::Conn& c) {
    visible_idea(c, org, who, id, false);
    const auto m = repo_.comment(c, org, id, comment_id);
    if (!m || m->deleted) throw not_found();
    const auto now = clock_.now_ms();
    if (!who.admin) {
      if (m->author_id != who.user_id) throw forbidden();
      if (now - m->created_at > kCommentEditMs) {
        throw conflict("edit_window_passed",
                       "Solo puedes borrar un comentario durante 15 minutos.");
      }
    }
    repo_.delete_comment(c, org, id, comment_id, now);
    if (who.admin && m->author_id != who.user_id) {
      audit_.record(c, org, "ideas.comment_delete", {"idea_comment", comment_id},
                    json::object{{"body", m->body}, {"author_id", m->author_id}}, nullptr);
    }
  });
}

IdeaDetail IdeaService::change_status(OrgId org, const Caller& who, std::int64_t id,
                                      const json::object& body) const {
  const auto status = opt_string(body, "status").value_or("");
  if (!kIdeaStatuses.contains(status)) throw invalid_input("status", "Elige un estado válido.");
  auto reason = opt_string(body, "reason");
  if (reason && reason->empty()) reason.reset();
  if (reason && utf8_length(*reason) > 1000) {
    throw invalid_input("reason", "El motivo tiene hasta 1.000 caracteres.");
  }
  return db_.transact([&](db::Conn& c) {
    // The idea's row lock serialises concurrent moves: the second sees the first's status.
    const auto found = visible_idea(c, org, who, id, true);
    const IdeaRow& row = found.first;
    const CampaignRow& campaign = found.second;
    if (!reviews(c, org, who, campaign.id)) throw forbidden();
    if (idea_needs_reason(status) && !reason) {
      throw rule_broken("reason_required", "Explica el motivo: la persona autora lo verá.",
                        {{"reason", "Escribe el motivo público."}});
    }
    const auto now = clock_.now_ms();
    if (row.status == status || !repo_.update_status(c, org, id, status, reason, now)) {
      throw conflict("same_status", "La idea ya tiene ese estado.");
    }
    // Points exactly once per idea and kind: the guard column lets one move through, in this
    // transaction. Implemented also pays the accepted points when the idea skipped aceptada.
    std::int64_t paid = 0;
    const auto pay = [&](const char* kind, std::int64_t amount, const std::string& memo) {
      if (amount <= 0) return;
      points::EntryInfo info{kind, std::string("idea"), id, who.user_id, memo + row.title};
      points_.award(c, org, row.author_id, amount, info);
      paid += amount;
    };
    if ((status == "aceptada" || status == "implementada") &&
        repo_.mark_accepted_paid(c, org, id, now)) {
      pay(kAcceptedSource, campaign.accepted_points, "Idea aceptada: ");
    }
    if (status == "implementada" && repo_.mark_implemented_paid(c, org, id, now)) {
      pay(kImplementedSource, campaign.implemented_points, "Idea implementada: ");
    }
    repo_.add_history(c, org, id, status, reason, paid, now);
    if (row.author_id != who.user_id) {
      notifications_.notify(c, org, "idea_status", {row.author_id},
                            json::object{{"idea_id", id},
                                         {"campaign_id", row.campaign_id},
                                         {"name", row.title},
                                         {"status", status},
                                         {"status_es", status_words(status, false)},
                                         {"status_en", status_words(status, true)},
                                         {"points", paid},
                                         {"actor_id", who.user_id}});
    }
    audit_.record(c, org, "ideas.status", {"idea", id}, json::object{{"status", row.status}},
                  json::object{{"status", status},
                               {"reason", reason ? json::value(*reason) : json::value(nullptr)},
                               {"points_paid", paid}});
    return detail(c, org, who, id);
  });
}

ScoreSummary IdeaService::score(OrgId org, const Caller& who, std::int64_t id,
                                const json::object& body) const {
  std::vector<FieldError> errors;
  ScoreRow s;
  for (const char* field : {"impact", "effort"}) {
    std::optional<std::int64_t> v;
    try {
      v = opt_int(body, field);
    } catch (const ApiError&) {
    }
    if (!v || *v < 1 || *v > 5) {
      errors.push_back({field, "Califica de 1 a 5."});
      continue;
    }
    (std::string_view(field) == "impact" ? s.impact : s.effort) = *v;
  }
  try {
    s.note = opt_string(body, "note");
  } catch (const ApiError&) {
    errors.push_back({"note", "La nota es un texto."});
  }
  if (s.note && s.note->empty()) s.note.reset();
  if (s.note && utf8_length(*s.note) > 1000) {
    errors.push_back({"note", "La nota tiene hasta 1.000 caracteres."});
  }
  return db_.transact([&](db::Conn& c) {
    const auto [row, campaign] = visible_idea(c, org, who, id, false);
    if (!reviews(c, org, who, campaign.id)) throw forbidden();
    if (!errors.empty()) throw rule_broken("invalid_score", "Revisa la calificación.", errors);
    s.idea_id = id;
    s.reviewer_id = who.user_id;
    s.updated_at = clock_.now_ms();
    repo_.upsert_score(c, org, s);
    return *idea_views(c, org, who, {*repo_.idea(c, org, id, false)}, true).front().scores;
  });
}

}  // namespace aplauso::suggestions
