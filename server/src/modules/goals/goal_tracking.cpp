// GoalService, the tracking half: check-ins, checklists, links and weights (each rolls the
// calculated ancestors up in its own transaction, GOA-5), closing, approval with points (GOA-8),
// comments and the check-in nudges (GOA-6).
#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value_from.hpp>
#include <cmath>
#include <cstdio>
#include <set>

#include "core/errors.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/goals/goal_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/user_repo.h"
#include "storage/file_store.h"

namespace aplauso::goals {

namespace {

/// The upload type of a check-in's attachments (spec §5).
constexpr const char* kCheckinUpload = "goalcheckin-attachment";

constexpr std::int64_t kAttachmentUrlTtl = 3600;
constexpr std::int64_t kNudgeBatch = 500;

std::size_t utf8_length(const std::string& s) {
  std::size_t n = 0;
  for (const unsigned char ch : s) n += (ch & 0xC0) != 0x80 ? 1 : 0;
  return n;
}

std::string number_text(double v) {
  char out[64];
  if (std::abs(v - std::round(v)) < 1e-9) {
    std::snprintf(out, sizeof out, "%.0f", v);
  } else {
    std::snprintf(out, sizeof out, "%.1f", v);
  }
  return out;
}

void check_weights_shape(const std::vector<std::pair<std::int64_t, double>>& list, double low,
                         std::string_view field) {
  std::set<std::int64_t> seen_ids;
  for (const auto& [goal, w] : list) {
    if (w < low || w > 100 || !seen_ids.insert(goal).second) {
      throw rule_broken("invalid_weights", "Revisa los pesos.",
                        {{std::string(field), low > 0 ? "Entre 1 y 100, una vez por objetivo."
                                                      : "Entre 0 y 100, una vez por objetivo."}});
    }
  }
}

}  // namespace

// --- Graph and roll-up --------------------------------------------------------------------------

void GoalService::lock_chain(db::Conn& c, OrgId org, std::int64_t id) const {
  auto ids = repo_.calculated_ancestors(c, org, id);
  ids.push_back(id);
  repo_.lock(c, org, ids);
}

void GoalService::roll_up(db::Conn& c, OrgId org, const std::vector<std::int64_t>& starts) const {
  const auto now = clock_.now_ms();
  std::set<std::int64_t> done_starts;
  for (const auto start : starts) {
    if (!done_starts.insert(start).second) continue;
    repo_.roll_up(c, org, start, now);  // no-op unless it is calculated
    for (const auto id : repo_.calculated_ancestors(c, org, start)) repo_.roll_up(c, org, id, now);
  }
}

void GoalService::checklist_progress(db::Conn& c, OrgId org, const GoalRow& g) const {
  if (g.progress_mode != "checklist") return;
  repo_.set_progress(c, org, g.id, g.current_value, checklist_share(repo_.checklist(c, org, g.id)),
                     clock_.now_ms());
  roll_up(c, org, repo_.parent_ids(c, org, g.id));
}

void GoalService::check_parents(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id,
                                const std::vector<std::pair<std::int64_t, double>>& parents) const {
  check_weights_shape(parents, 1, "parents");
  std::vector<std::int64_t> ids;
  for (const auto& p : parents) ids.push_back(p.first);
  if (ids.empty()) return;
  const auto seen_ids = repo_.visible(c, org, key(c, org, v), ids);
  if (seen_ids.size() != ids.size()) {
    // A parent of another organisation, unknown or hidden: none of the caller's business.
    if (!v.admin() || repo_.lock(c, org, ids).size() != ids.size()) {
      throw not_found("Un objetivo superior no existe.");
    }
  }
  if (repo_.in_subtree(c, org, id, ids)) {
    throw conflict("goal_cycle",
                   "Un objetivo no puede depender de sí mismo ni de uno de sus objetivos hijos.");
  }
}

GoalDetail GoalService::set_parents(
    OrgId org, const Viewer& v, std::int64_t id,
    const std::vector<std::pair<std::int64_t, double>>& parents) const {
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    lock_chain(c, org, id);
    editable(c, org, v, id);
    check_parents(c, org, v, id, parents);
    auto starts = repo_.parent_ids(c, org, id);
    repo_.unlink_parents(c, org, id);
    for (const auto& [parent, contribution] : parents) {
      repo_.link(c, org, parent, id, contribution, now);
      starts.push_back(parent);
    }
    roll_up(c, org, starts);
    return detail(c, org, v, id);
  });
}

GoalDetail GoalService::set_children_weights(
    OrgId org, const Viewer& v, std::int64_t id,
    const std::vector<std::pair<std::int64_t, double>>& contributions) const {
  check_weights_shape(contributions, 1, "weights");
  return db_.transact([&](db::Conn& c) {
    lock_chain(c, org, id);
    editable(c, org, v, id);
    const auto children = repo_.child_ids(c, org, id);
    for (const auto& [child, contribution] : contributions) {
      if (std::find(children.begin(), children.end(), child) == children.end()) {
        throw rule_broken("invalid_weights", "Uno de los objetivos no es hijo de este.",
                          {{"weights", "Solo objetivos hijos."}});
      }
      repo_.set_contribution(c, org, id, child, contribution);
    }
    roll_up(c, org, {id});
    return detail(c, org, v, id);
  });
}

std::pair<double, std::vector<GoalView>> GoalService::set_weights(
    OrgId org, const Viewer& v, std::int64_t owner, const std::string& from, const std::string& to,
    const std::vector<std::pair<std::int64_t, double>>& weights) const {
  check_weights_shape(weights, 0, "weights");
  if (from.empty() || to.empty() || to < from) {
    throw rule_broken("invalid_weights", "Indica el periodo.",
                      {{"period_to", "El periodo no es válido."}});
  }
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const bool may = v.admin() || owner == v.user_id || repo_.leads(c, org, owner, v.user_id);
    if (!may) throw forbidden("forbidden", "No puedes cambiar los pesos de esta persona.");
    for (const auto& [goal, w] : weights) {
      const auto g = repo_.find(c, org, goal);
      if (!g || g->owner_id != owner || g->ends_on < from || g->starts_on > to) {
        throw rule_broken("invalid_weights",
                          "Uno de los objetivos no es de esta persona en el periodo.",
                          {{"weights", "Solo objetivos de la persona en el periodo."}});
      }
      repo_.set_weight(c, org, goal, owner, w, now);
    }
    ListFilter f;
    f.scope = "all";
    f.owner = owner;
    f.period_from = from;
    f.period_to = to;
    auto goals = decorate(c, org, v, repo_.list(c, org, key(c, org, v), f, 200, 0));
    return std::make_pair(repo_.weight_sum(c, org, owner, from, to).first, std::move(goals));
  });
}

// --- Checklist ----------------------------------------------------------------------------------

std::vector<ChecklistView> GoalService::replace_checklist(
    OrgId org, const Viewer& v, std::int64_t id, const std::vector<ChecklistRow>& items) const {
  if (items.size() > 50) {
    throw rule_broken("invalid_checklist", "Hasta 50 elementos.", {{"items", "Hasta 50."}});
  }
  for (const auto& i : items) {
    if (i.title.empty() || utf8_length(i.title) > 200 || (i.weight && *i.weight < 0)) {
      throw rule_broken("invalid_checklist", "Cada elemento tiene de 1 a 200 caracteres.",
                        {{"items", "Elemento no válido."}});
    }
  }
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    lock_chain(c, org, id);
    auto [row, a] = editable(c, org, v, id);
    if (row.status != "active") throw conflict("goal_closed", "El objetivo está cerrado.");
    const auto before = repo_.checklist(c, org, id);
    std::vector<ChecklistRow> next;
    for (const auto& i : items) {
      ChecklistRow r = i;
      const auto was = std::find_if(before.begin(), before.end(), [&](const ChecklistRow& b) {
        return i.id != 0 && b.id == i.id;
      });
      if (r.done && was != before.end() && was->done) {
        r.done_at = was->done_at;
        r.done_by = was->done_by;
      } else if (r.done) {
        r.done_at = now;
        r.done_by = v.user_id;
      } else {
        r.done_at.reset();
        r.done_by.reset();
      }
      next.push_back(std::move(r));
    }
    repo_.replace_checklist(c, org, id, next);
    checklist_progress(c, org, row);
    return detail(c, org, v, id).checklist;
  });
}

ChecklistView GoalService::toggle_item(OrgId org, const Viewer& v, std::int64_t id,
                                       std::int64_t item_id, bool done) const {
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    lock_chain(c, org, id);
    auto [row, a] = editable(c, org, v, id);
    if (row.status != "active") throw conflict("goal_closed", "El objetivo está cerrado.");
    const auto items = repo_.checklist(c, org, id);
    const auto was = std::find_if(items.begin(), items.end(),
                                  [&](const ChecklistRow& i) { return i.id == item_id; });
    if (was == items.end()) throw not_found("El elemento no existe.");
    if (was->done != done) {
      repo_.toggle_item(c, org, id, item_id, done, done ? std::optional(now) : std::nullopt,
                        done ? std::optional(v.user_id) : std::nullopt);
    }
    checklist_progress(c, org, row);
    for (auto& item : detail(c, org, v, id).checklist) {
      if (item.row.id == item_id) return item;
    }
    throw not_found("El elemento no existe.");
  });
}

// --- Check-ins ----------------------------------------------------------------------------------

std::pair<std::vector<CheckinView>, std::int64_t> GoalService::checkins(OrgId org, const Viewer& v,
                                                                        std::int64_t id,
                                                                        std::int64_t limit,
                                                                        std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    seen(c, org, v, id);
    const auto rows = repo_.checkins(c, org, id, limit, offset);
    std::vector<std::int64_t> authors;
    for (const auto& r : rows) authors.push_back(r.author_id);
    std::map<std::int64_t, users::Person> people;
    if (!authors.empty()) {
      for (auto& p : users::UserRepo().people(c, org, authors)) people[p.id] = std::move(p);
    }
    const auto now_s = clock_.now_s();
    std::vector<CheckinView> out;
    for (const auto& r : rows) {
      CheckinView view{r, people[r.author_id], {}};
      const auto parsed = boost::json::parse(r.attachments);
      if (parsed.is_array()) {
        for (const auto& f : parsed.as_array()) {
          if (!f.is_object()) continue;
          const auto& o = f.as_object();
          const std::string k(o.at("key").as_string());
          const std::string n(o.at("name").as_string());
          view.files.push_back({k, n, files_.read_url(k, now_s, kAttachmentUrlTtl)});
        }
      }
      out.push_back(std::move(view));
    }
    return std::make_pair(std::move(out), repo_.checkin_count(c, org, id));
  });
}

std::pair<CheckinView, GoalDetail> GoalService::check_in(OrgId org, const Viewer& v,
                                                         std::int64_t id,
                                                         const CheckinInput& in) const {
  {
    std::vector<FieldError> bad;
    if (in.status != "on_track" && in.status != "progressing" && in.status != "off_track") {
      bad.push_back({"status", "Estado no válido."});
    }
    if (in.confidence < 1 || in.confidence > 5) bad.push_back({"confidence", "De 1 a 5."});
    if (in.comment && utf8_length(*in.comment) > 2000)
      bad.push_back({"comment", "Hasta 2000 caracteres."});
    if (!std::isfinite(in.value)) bad.push_back({"value", "Un número."});
    if (in.attachments.size() > 5) bad.push_back({"attachments", "Hasta 5 archivos."});
    if (!bad.empty()) throw rule_broken("invalid_checkin", "Revisa el avance.", std::move(bad));
  }
  const auto result = db_.transact([&](db::Conn& c) {
    // The goal and its calculated ancestors are locked first: concurrent check-ins queue here,
    // each keeps its row, and the newest (its time read once the lock is held) sets the value.
    lock_chain(c, org, id);
    const auto now = clock_.now_ms();
    auto [row, a] = seen(c, org, v, id);
    if (!a.may_edit())
      throw forbidden("forbidden", "No puedes registrar avances en este objetivo.");
    if (row.status != "active") throw conflict("goal_closed", "El objetivo está cerrado.");
    const auto own = uploads_.finished_of(c, org, v.user_id, kCheckinUpload, in.attachments);
    boost::json::array files;
    for (const auto& k : in.attachments) {
      const auto f = own.find(k);
      if (f == own.end()) {
        throw rule_broken("attachment_not_found",
                          "Un archivo adjunto no existe o no terminó de subirse.",
                          {{"attachments", "Adjunto no válido."}});
      }
      files.push_back(boost::json::object{{"key", k}, {"name", f->second}});
    }
    CheckinRow k;
    k.author_id = v.user_id;
    k.value = in.value;
    k.status = in.status;
    k.confidence = in.confidence;
    k.comment = in.comment;
    k.attachments = boost::json::serialize(files);
    k.created_at = now;
    k.id = repo_.insert_checkin(c, org, id, k);
    double progress = row.progress;
    if (row.progress_mode == "manual") {
      progress = row.metric == "binary" ? (in.value >= row.target_value ? 100.0 : 0.0)
                                        : progress_of(in.value, row.start_value, row.target_value);
    }
    repo_.record_checkin(c, org, id, in.value, progress, in.status, in.confidence, now);
    roll_up(c, org, repo_.parent_ids(c, org, id));
    return std::make_pair(k, detail(c, org, v, id));
  });
  CheckinView view;
  view.row = result.first;
  view.author = result.second.goal.owner;
  db_.run([&](db::Conn& c) {
    const auto people = users::UserRepo().people(c, org, {v.user_id});
    if (!people.empty()) view.author = people.front();
  });
  const auto parsed = boost::json::parse(view.row.attachments);
  for (const auto& f : parsed.as_array()) {
    const auto& o = f.as_object();
    const std::string key_text(o.at("key").as_string());
    view.files.push_back({key_text, std::string(o.at("name").as_string()),
                          files_.read_url(key_text, clock_.now_s(), kAttachmentUrlTtl)});
  }
  return {std::move(view), result.second};
}

// --- Closing and approval -----------------------------------------------------------------------

std::vector<std::int64_t> GoalService::owner_ids(db::Conn& c, OrgId org, std::int64_t id) const {
  std::vector<std::int64_t> out;
  auto owners = repo_.owners(c, org, {id});
  for (const auto& [uid, is_owner] : owners[id]) out.push_back(uid);
  return out;
}

void GoalService::pay(db::Conn& c, OrgId org, const Viewer& v, const GoalRow& g) const {
  if (!repo_.mark_paid(c, org, g.id, clock_.now_ms())) {
    throw conflict("invalid_transition", "Los puntos de este objetivo ya se pagaron.");
  }
  if (g.points <= 0) return;
  const auto owners = owner_ids(c, org, g.id);
  for (const auto uid : owners) {
    points::EntryInfo info{"goal", std::string("goal"), g.id, v.user_id,
                           "goal:" + std::to_string(g.id) + ":user:" + std::to_string(uid)};
    points_.award(c, org, uid, g.points, info);
  }
  audit_.record(c, org, "goals.approve", {"goal", g.id}, nullptr,
                boost::json::object{{"points_each", g.points},
                                    {"user_ids", boost::json::value_from(owners)}});
  notices_.notify(
      c, org, "goal_approved", owners,
      {{"goal_id", g.id}, {"name", g.title}, {"points", g.points}, {"actor_id", v.user_id}});
}

std::pair<GoalDetail, std::optional<Recognition>> GoalService::close(
    OrgId org, const Viewer& v, std::int64_t id, const std::string& outcome,
    std::optional<double> value, const std::optional<std::string>& comment) const {
  if (outcome != "achieved" && outcome != "missed") {
    throw rule_broken("invalid_goal", "El resultado es achieved o missed.",
                      {{"outcome", "achieved o missed."}});
  }
  if (comment && utf8_length(*comment) > 2000) {
    throw rule_broken("invalid_goal", "Hasta 2000 caracteres.", {{"comment", "Hasta 2000."}});
  }
  const auto now = clock_.now_ms();
  auto out = db_.transact([&](db::Conn& c) {
    lock_chain(c, org, id);
    auto [row, a] = editable(c, org, v, id);
    if (row.status != "active") throw conflict("goal_closed", "El objetivo ya está cerrado.");
    const bool needs_approval = outcome == "achieved" && row.points > 0 && !a.may_approve();
    const std::string status = needs_approval ? "pending_approval" : outcome;
    if (!repo_.close(c, org, id, "active", status, outcome, value, comment, v.user_id, now)) {
      throw conflict("goal_closed", "El objetivo ya está cerrado.");
    }
    if (outcome == "achieved" && row.points > 0 && !needs_approval) pay(c, org, v, row);
    if (needs_approval) {
      const auto people = repo_.people(c, org, {row.owner_id});
      const auto owner = people.find(row.owner_id);
      if (owner != people.end() && owner->second.leader_id) {
        notices_.notify(c, org, "goal_pending_approval", {*owner->second.leader_id},
                        {{"goal_id", id}, {"name", row.title}, {"actor_id", v.user_id}});
      }
    }
    roll_up(c, org, repo_.parent_ids(c, org, id));
    std::optional<Recognition> rec;
    if (outcome == "achieved") {
      Recognition r;
      const auto owners = owner_ids(c, org, id);
      r.people = users::UserRepo().people(c, org, owners);
      const double shown = value.value_or(row.current_value);
      std::string amount = number_text(shown);
      if (row.metric == "percent") amount += " %";
      if (row.metric == "currency" && row.currency) amount += " " + *row.currency;
      if (row.unit) amount += " " + *row.unit;
      if (v.language == "en") {
        r.message = row.metric == "binary" ? "We achieved “" + row.title + "”!"
                                           : "We achieved “" + row.title + "”: " + amount + "!";
      } else {
        r.message = row.metric == "binary" ? "¡Logramos «" + row.title + "»!"
                                           : "¡Logramos «" + row.title + "»: " + amount + "!";
      }
      rec = std::move(r);
    }
    return std::make_pair(detail(c, org, v, id), std::move(rec));
  });
  return out;
}

GoalDetail GoalService::reopen(OrgId org, const Viewer& v, std::int64_t id) const {
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    lock_chain(c, org, id);
    auto [row, a] = editable(c, org, v, id);
    if (row.status == "active") throw conflict("invalid_transition", "El objetivo ya está activo.");
    if (row.paid_at) throw conflict("goal_paid", "Los puntos de este objetivo ya se pagaron.");
    if (!repo_.reopen(c, org, id, now)) throw conflict("goal_paid", "Los puntos ya se pagaron.");
    roll_up(c, org, repo_.parent_ids(c, org, id));
    return detail(c, org, v, id);
  });
}

GoalDetail GoalService::approve(OrgId org, const Viewer& v, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    lock_chain(c, org, id);
    auto [row, a] = seen(c, org, v, id);
    if (!a.may_approve())
      throw forbidden("forbidden", "Solo su líder o un administrador la aprueba.");
    if (row.status != "pending_approval") {
      throw conflict("invalid_transition", "El objetivo no espera aprobación.");
    }
    pay(c, org, v, row);
    roll_up(c, org, repo_.parent_ids(c, org, id));
    return detail(c, org, v, id);
  });
}

GoalDetail GoalService::reject(OrgId org, const Viewer& v, std::int64_t id,
                               const std::optional<std::string>& reason) const {
  if (reason && utf8_length(*reason) > 1000) {
    throw rule_broken("invalid_comment", "Hasta 1000 caracteres.", {{"reason", "Hasta 1000."}});
  }
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    lock_chain(c, org, id);
    auto [row, a] = seen(c, org, v, id);
    if (!a.may_approve())
      throw forbidden("forbidden", "Solo su líder o un administrador la rechaza.");
    if (row.status != "pending_approval") {
      throw conflict("invalid_transition", "El objetivo no espera aprobación.");
    }
    repo_.reopen(c, org, id, now);
    if (reason && !reason->empty()) repo_.insert_comment(c, org, id, v.user_id, *reason, now);
    audit_.record(c, org, "goals.reject", {"goal", id}, boost::json::object{{"status", row.status}},
                  boost::json::object{{"status", "active"},
                                      {"reason", reason ? boost::json::value(*reason)
                                                        : boost::json::value(nullptr)}});
    notices_.notify(c, org, "goal_rejected", owner_ids(c, org, id),
                    {{"goal_id", id}, {"name", row.title}, {"actor_id", v.user_id}});
    roll_up(c, org, repo_.parent_ids(c, org, id));
    return detail(c, org, v, id);
  });
}

// --- Comments -----------------------------------------------------------------------------------

std::pair<std::vector<CommentView>, std::int64_t> GoalService::comments(OrgId org, const Viewer& v,
                                                                        std::int64_t id,
                                                                        std::int64_t limit,
                                                                        std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    seen(c, org, v, id);
    const auto rows = repo_.comments(c, org, id, limit, offset);
    std::vector<std::int64_t> authors;
    for (const auto& r : rows) authors.push_back(r.author_id);
    std::map<std::int64_t, users::Person> people;
    if (!authors.empty()) {
      for (auto& p : users::UserRepo().people(c, org, authors)) people[p.id] = std::move(p);
    }
    std::vector<CommentView> out;
    for (const auto& r : rows) out.push_back({r, people[r.author_id]});
    return std::make_pair(std::move(out), repo_.comment_count(c, org, id));
  });
}

CommentView GoalService::comment(OrgId org, const Viewer& v, std::int64_t id,
                                 const std::string& body) const {
  if (body.empty() || utf8_length(body) > 1000) {
    throw rule_broken("invalid_comment", "El comentario tiene de 1 a 1000 caracteres.",
                      {{"body", "De 1 a 1000 caracteres."}});
  }
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    auto [row, a] = seen(c, org, v, id);
    CommentView out;
    out.row = {repo_.insert_comment(c, org, id, v.user_id, body, now), v.user_id, body, now};
    const auto me = users::UserRepo().people(c, org, {v.user_id});
    if (!me.empty()) out.author = me.front();
    std::vector<std::int64_t> tell;
    for (const auto uid : owner_ids(c, org, id)) {
      if (uid != v.user_id) tell.push_back(uid);
    }
    if (!tell.empty()) {
      notices_.notify(c, org, "goal_comment", tell,
                      {{"goal_id", id}, {"name", row.title}, {"actor_id", v.user_id}});
    }
    return out;
  });
}

// --- Nudges -------------------------------------------------------------------------------------

std::int64_t GoalService::nudge() const {
  const auto now = clock_.now_ms();
  const auto due = db_.run([&](db::Conn& c) { return repo_.due_nudges(c, now, kNudgeBatch); });
  for (const auto& d : due) {
    const OrgId org{d.org_id};
    db_.transact([&](db::Conn& c) {
      repo_.nudged(c, org, d.goal_id, now);
      notices_.notify(c, org, "goal_checkin_due", owner_ids(c, org, d.goal_id),
                      {{"goal_id", d.goal_id}, {"name", d.title}});
    });
  }
  return static_cast<std::int64_t>(due.size());
}

// --- The demo organisation -----------------------------------------------------------------------

std::optional<std::int64_t> GoalService::department_of(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) -> std::optional<std::int64_t> {
    const auto people = repo_.people(c, org, {user_id});
    const auto it = people.find(user_id);
    return it == people.end() ? std::nullopt : it->second.department_id;
  });
}

void GoalService::record_past_checkin(OrgId org, std::int64_t goal_id, std::int64_t author,
                                      double value, const std::string& status,
                                      std::int64_t at_ms) const {
  db_.transact([&](db::Conn& c) {
    lock_chain(c, org, goal_id);
    const auto row = repo_.find(c, org, goal_id);
    if (!row) throw not_found("El objetivo no existe.");
    CheckinRow k;
    k.author_id = author;
    k.value = value;
    k.status = status;
    k.confidence = 3;
    k.attachments = "[]";
    k.created_at = at_ms;
    repo_.insert_checkin(c, org, goal_id, k);
    const double progress = row->progress_mode == "manual"
                                ? progress_of(value, row->start_value, row->target_value)
                                : row->progress;
    repo_.record_checkin(c, org, goal_id, value, progress, status, 3, at_ms);
    roll_up(c, org, repo_.parent_ids(c, org, goal_id));
  });
}

}  // namespace aplauso::goals
