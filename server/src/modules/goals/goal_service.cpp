#include "modules/goals/goal_service.h"

#include <algorithm>
#include <boost/json/object.hpp>
#include <iterator>
#include <set>

#include "core/days.h"
#include "core/errors.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/forms/form_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::goals {

namespace {

constexpr std::int64_t kTreeLimit = 200;
/// With a health filter, the goals matching the other filters that are looked at (health is
/// computed from check-ins and the forecast, not stored): the first ones in the list's order.
constexpr std::int64_t kHealthScan = 1000;

bool one_of(const std::string& v, std::initializer_list<std::string_view> options) {
  return std::any_of(options.begin(), options.end(), [&](std::string_view o) { return v == o; });
}

std::optional<double> number_of_day(const std::string& day) {
  const auto ymd = parse_day(day);
  if (!ymd) return std::nullopt;
  return static_cast<double>(std::chrono::sys_days{*ymd}.time_since_epoch().count());
}

std::size_t text_length(const std::string& s) {
  std::size_t n = 0;
  for (const unsigned char ch : s) n += (ch & 0xC0) != 0x80 ? 1 : 0;
  return n;
}

[[noreturn]] void invalid_goal(std::vector<FieldError> fields) {
  throw rule_broken("invalid_goal", "Revisa los datos del objetivo.", std::move(fields));
}

/// Builds what a create or an edit writes from the stored goal (edit) or the defaults (create).
GoalFields merged(const GoalInput& in, const std::optional<GoalRow>& was) {
  GoalFields f;
  if (was) {
    f = {was->title,      was->description, was->owner_id,    was->level,        was->department_id,
         was->group_id,   was->category_id, was->starts_on,   was->ends_on,      was->metric,
         was->unit,       was->currency,    was->start_value, was->target_value, was->progress_mode,
         was->visibility, was->weight,      was->points};
  }
  if (in.title) f.title = *in.title;
  if (in.description) f.description = *in.description;
  if (in.owner_id) f.owner_id = *in.owner_id;
  if (in.level) f.level = *in.level;
  if (in.department_id) f.department_id = *in.department_id;
  if (in.group_id) f.group_id = *in.group_id;
  if (in.category_id) f.category_id = *in.category_id;
  if (in.starts_on) f.starts_on = *in.starts_on;
  if (in.ends_on) f.ends_on = *in.ends_on;
  if (in.metric) f.metric = *in.metric;
  if (in.unit) f.unit = *in.unit;
  if (in.currency) f.currency = *in.currency;
  if (!was) {
    f.start_value = 0;
    f.target_value = f.metric == "percent" ? 100 : 1;
  }
  if (in.start_value) f.start_value = *in.start_value;
  if (in.target_value) f.target_value = *in.target_value;
  if (in.progress_mode) f.progress_mode = *in.progress_mode;
  if (in.visibility) f.visibility = *in.visibility;
  if (in.weight) f.weight = *in.weight;
  if (in.points) f.points = *in.points;
  if (f.metric == "binary" && !in.start_value && !in.target_value && !was) {
    f.start_value = 0;
    f.target_value = 1;
  }
  return f;
}

void validate(const GoalFields& f, const GoalInput& in) {
  std::vector<FieldError> bad;
  if (f.title.empty() || text_length(f.title) > 200)
    bad.push_back({"title", "De 1 a 200 caracteres."});
  if (f.description && text_length(*f.description) > 2000) {
    bad.push_back({"description", "Hasta 2000 caracteres."});
  }
  if (!one_of(f.level, {"company", "department", "group", "personal"})) {
    bad.push_back({"level", "Nivel no válido."});
  }
  if (!one_of(f.metric, {"binary", "number", "percent", "currency"})) {
    bad.push_back({"metric", "Métrica no válida."});
  }
  if (!one_of(f.progress_mode, {"manual", "checklist", "children"})) {
    bad.push_back({"progress_mode", "Modo de avance no válido."});
  }
  if (!one_of(f.visibility, {"public", "department", "private"})) {
    bad.push_back({"visibility", "Visibilidad no válida."});
  }
  const auto s = parse_day(f.starts_on);
  const auto e = parse_day(f.ends_on);
  if (!s) bad.push_back({"starts_on", "Fecha no válida (AAAA-MM-DD)."});
  if (!e) bad.push_back({"ends_on", "Fecha no válida (AAAA-MM-DD)."});
  if (s && e && f.ends_on < f.starts_on) {
    bad.push_back({"ends_on", "La fecha de término es anterior a la de inicio."});
  }
  if (f.metric != "binary" && f.target_value == f.start_value) {
    bad.push_back({"target_value", "La meta debe ser distinta del valor inicial."});
  }
  if (f.metric == "percent" && (f.start_value < 0 || f.start_value > 100)) {
    bad.push_back({"start_value", "Un porcentaje va de 0 a 100."});
  }
  if (f.metric == "percent" && (f.target_value < 0 || f.target_value > 100)) {
    bad.push_back({"target_value", "Un porcentaje va de 0 a 100."});
  }
  if (f.unit && text_length(*f.unit) > 12) bad.push_back({"unit", "Hasta 12 caracteres."});
  if (f.metric == "currency" && (!f.currency || f.currency->size() != 3)) {
    bad.push_back({"currency", "Indica la moneda (código de 3 letras)."});
  }
  if (f.level == "department" && !f.department_id) {
    bad.push_back({"department_id", "Elige el departamento."});
  }
  if (f.level == "group" && !f.group_id) bad.push_back({"group_id", "Elige el grupo."});
  if (f.weight < 0 || f.weight > 100) bad.push_back({"weight", "Entre 0 y 100."});
  if (f.points < 0) bad.push_back({"points", "No puede ser negativo."});
  if (in.checklist.size() > 50) bad.push_back({"checklist", "Hasta 50 elementos."});
  for (const auto& item : in.checklist) {
    if (item.title.empty() || text_length(item.title) > 200) {
      bad.push_back({"checklist", "Cada elemento tiene de 1 a 200 caracteres."});
      break;
    }
    if (item.weight && *item.weight < 0) {
      bad.push_back({"checklist", "Un peso no puede ser negativo."});
      break;
    }
  }
  if (in.parents.size() > 20) bad.push_back({"parents", "Hasta 20 objetivos superiores."});
  for (const auto& [parent, contribution] : in.parents) {
    if (contribution < 1 || contribution > 100) {
      bad.push_back({"parents", "Cada contribución va de 1 a 100."});
      break;
    }
  }
  if (!bad.empty()) invalid_goal(std::move(bad));
}

}  // namespace

double checklist_share(const std::vector<ChecklistRow>& items) {
  if (items.empty()) return 0;
  double known = 0;
  std::int64_t with_weight = 0;
  for (const auto& i : items) {
    if (i.weight) {
      known += *i.weight;
      ++with_weight;
    }
  }
  const double fallback = with_weight > 0 ? known / static_cast<double>(with_weight) : 1.0;
  double total = 0, done = 0;
  for (const auto& i : items) {
    const double w = i.weight.value_or(fallback);
    total += w;
    if (i.done) done += w;
  }
  if (total <= 0) {
    const auto n = std::count_if(items.begin(), items.end(), [](auto& i) { return i.done; });
    return 100.0 * static_cast<double>(n) / static_cast<double>(items.size());
  }
  return 100.0 * done / total;
}

// --- Who may ------------------------------------------------------------------------------------

ViewerKey GoalService::key(db::Conn& c, OrgId org, const Viewer& v) const {
  ViewerKey k{v.user_id, v.admin(), std::nullopt};
  const auto me = repo_.people(c, org, {v.user_id});
  if (const auto it = me.find(v.user_id); it != me.end())
    k.department_id = it->second.department_id;
  return k;
}

std::vector<ReviewCheckin> GoalService::checkins_for_review(db::Conn& c, OrgId org, const Viewer& v,
                                                            std::int64_t user_id,
                                                            std::int64_t from_ms,
                                                            std::int64_t to_ms,
                                                            std::int64_t limit) const {
  return repo_.review_checkins(c, org, key(c, org, v), user_id, from_ms, to_ms, limit);
}

GoalService::Access GoalService::access(db::Conn& c, OrgId org, const Viewer& v,
                                        const GoalRow& g) const {
  Access a;
  a.admin = v.admin();
  const auto owners = repo_.owners(c, org, {g.id});
  if (const auto it = owners.find(g.id); it != owners.end()) {
    a.owner = std::any_of(it->second.begin(), it->second.end(),
                          [&](const auto& o) { return o.first == v.user_id; });
  }
  a.leader = g.owner_id != v.user_id && repo_.leads(c, org, g.owner_id, v.user_id);
  a.creator = g.creator_id == v.user_id;
  a.visible = a.admin || a.owner || a.leader || g.visibility == "public" ||
              !repo_.visible(c, org, key(c, org, v), {g.id}).empty();
  return a;
}

std::pair<GoalRow, GoalService::Access> GoalService::seen(db::Conn& c, OrgId org, const Viewer& v,
                                                          std::int64_t id) const {
  auto g = repo_.find(c, org, id);
  if (!g) throw not_found("El objetivo no existe.");
  const auto a = access(c, org, v, *g);
  if (!a.visible) throw not_found("El objetivo no existe.");
  return {std::move(*g), a};
}

std::pair<GoalRow, GoalService::Access> GoalService::editable(db::Conn& c, OrgId org,
                                                              const Viewer& v,
                                                              std::int64_t id) const {
  auto found = seen(c, org, v, id);
  if (!found.second.may_edit()) throw forbidden("forbidden", "No puedes cambiar este objetivo.");
  return found;
}

// --- Reading ------------------------------------------------------------------------------------

std::vector<GoalView> GoalService::decorate(db::Conn& c, OrgId org, const Viewer& v,
                                            std::vector<GoalRow> rows) const {
  std::vector<std::int64_t> ids;
  for (const auto& r : rows) ids.push_back(r.id);
  const auto owners = repo_.owners(c, org, ids);
  std::vector<std::int64_t> people_ids;
  for (const auto& r : rows) people_ids.push_back(r.owner_id);
  for (const auto& [goal, list] : owners) {
    for (const auto& o : list) people_ids.push_back(o.first);
  }
  std::sort(people_ids.begin(), people_ids.end());
  people_ids.erase(std::unique(people_ids.begin(), people_ids.end()), people_ids.end());
  std::map<std::int64_t, users::Person> people;
  if (!people_ids.empty()) {
    for (auto& p : users::UserRepo().people(c, org, people_ids)) people[p.id] = std::move(p);
  }
  const auto series = repo_.series(c, org, ids);
  const auto settings = repo_.settings(c, org);
  std::vector<GoalView> out;
  out.reserve(rows.size());
  for (auto& r : rows) {
    GoalView view;
    if (const auto p = people.find(r.owner_id); p != people.end()) view.owner = p->second;
    if (const auto o = owners.find(r.id); o != owners.end()) {
      for (const auto& [uid, is_owner] : o->second) {
        if (is_owner || uid == r.owner_id) continue;
        if (const auto p = people.find(uid); p != people.end()) view.co_owners.push_back(p->second);
      }
    }
    view.expected = expected_progress(r.starts_on, r.ends_on, v.today);
    if (const auto s = series.find(r.id); s != series.end()) {
      std::vector<ForecastPoint> points;
      for (const auto& p : s->second) {
        const auto day = forms::local_day(v.timezone, p.at_ms);
        if (points.size() < 20)
          points.push_back({static_cast<double>(p.at_ms) / 86400000.0, p.value});
        view.points.emplace_back(day, p.value);
      }
      std::reverse(view.points.begin(), view.points.end());
      if (view.points.size() > 20) view.points.erase(view.points.begin(), view.points.end() - 20);
      const auto end = number_of_day(r.ends_on);
      if (end) {
        // The end of ends_on (its last moment), in the same day count as the check-ins.
        view.forecast = forecast(points, *end + 1.0, r.start_value, r.target_value);
      }
    }
    const bool live = r.status == "active";
    view.health = health_of(r.status, r.checkins, r.progress, view.expected,
                            live && view.forecast && view.forecast->at_risk, settings.behind_delta,
                            settings.at_risk_delta);
    view.row = std::move(r);
    out.push_back(std::move(view));
  }
  return out;
}

GoalPage GoalService::list(OrgId org, const Viewer& v, const ListFilter& filter, std::int64_t limit,
                           std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    if (filter.scope == "team" && !repo_.has_reports(c, org, v.user_id)) {
      throw forbidden("not_a_leader", "Nadie te reporta.");
    }
    const auto k = key(c, org, v);
    GoalPage page;
    if (filter.health.empty()) {
      page.items = decorate(c, org, v, repo_.list(c, org, k, filter, limit, offset));
      page.total = repo_.count(c, org, k, filter);
    } else {
      // The same statements as a page of kHealthScan goals, then the filter and the page.
      std::vector<GoalView> kept;
      for (auto& g : decorate(c, org, v, repo_.list(c, org, k, filter, kHealthScan, 0))) {
        if (g.health == filter.health) kept.push_back(std::move(g));
      }
      page.total = static_cast<std::int64_t>(kept.size());
      const auto from = std::min<std::size_t>(static_cast<std::size_t>(offset), kept.size());
      const auto to = std::min<std::size_t>(from + static_cast<std::size_t>(limit), kept.size());
      page.items.assign(std::make_move_iterator(kept.begin() + static_cast<std::ptrdiff_t>(from)),
                        std::make_move_iterator(kept.begin() + static_cast<std::ptrdiff_t>(to)));
    }
    if (filter.scope == "mine" && !filter.period_from.empty() && !filter.period_to.empty()) {
      page.weights = repo_.weight_sum(c, org, v.user_id, filter.period_from, filter.period_to);
    }
    return page;
  });
}

TreePage GoalService::tree(OrgId org, const Viewer& v, std::optional<std::int64_t> parent,
                           const std::string& from, const std::string& to) const {
  return db_.run([&](db::Conn& c) {
    const auto k = key(c, org, v);
    TreePage page;
    std::vector<GoalRow> rows;
    if (parent) {
      seen(c, org, v, *parent);
      rows = repo_.children(c, org, k, *parent, kTreeLimit + 1);
      page.hidden_children = repo_.hidden_children(c, org, k, *parent);
    } else {
      rows = repo_.roots(c, org, k, from, to, kTreeLimit + 1);
    }
    if (static_cast<std::int64_t>(rows.size()) > kTreeLimit) {
      rows.resize(kTreeLimit);
      page.more = true;
    }
    page.items = decorate(c, org, v, std::move(rows));
    return page;
  });
}

GoalDetail GoalService::detail(OrgId org, const Viewer& v, std::int64_t id) const {
  return db_.run([&](db::Conn& c) { return detail(c, org, v, id); });
}

GoalDetail GoalService::detail(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id) const {
  auto [row, a] = seen(c, org, v, id);
  const auto k = key(c, org, v);
  GoalDetail d;
  auto views = decorate(c, org, v, {row});
  d.goal = std::move(views.front());
  d.parents = decorate(c, org, v, repo_.parents(c, org, k, id));
  d.children = decorate(c, org, v, repo_.children(c, org, k, id, kTreeLimit));
  d.hidden_children = repo_.hidden_children(c, org, k, id);
  const bool open = row.status == "active";
  d.can.edit = a.may_edit();
  d.can.check_in = a.may_edit() && open;
  d.can.close = a.may_edit() && open;
  d.can.remove = (a.creator || a.admin) && row.checkins == 0;
  d.can.approve = a.may_approve() && row.status == "pending_approval";
  d.can.comment = true;
  const auto items = repo_.checklist(c, org, id);
  std::vector<std::int64_t> people_ids;
  for (const auto& i : items) {
    if (i.done_by) people_ids.push_back(*i.done_by);
  }
  std::vector<std::int64_t> viewer_ids;
  if (a.may_edit()) viewer_ids = repo_.viewers(c, org, id);
  people_ids.insert(people_ids.end(), viewer_ids.begin(), viewer_ids.end());
  if (row.closed_by) people_ids.push_back(*row.closed_by);
  std::map<std::int64_t, users::Person> people;
  if (!people_ids.empty()) {
    for (auto& p : users::UserRepo().people(c, org, people_ids)) people[p.id] = std::move(p);
  }
  for (const auto& i : items) {
    ChecklistView cv{i, std::nullopt};
    if (i.done_by) {
      if (const auto p = people.find(*i.done_by); p != people.end()) cv.done_by = p->second;
    }
    d.checklist.push_back(std::move(cv));
  }
  for (const auto uid : viewer_ids) {
    if (const auto p = people.find(uid); p != people.end()) d.viewers.push_back(p->second);
  }
  if (row.closed_by) {
    if (const auto p = people.find(*row.closed_by); p != people.end()) d.closed_by = p->second;
  }
  return d;
}

// --- Writing goals ------------------------------------------------------------------------------

GoalDetail GoalService::create(OrgId org, const Viewer& v, const GoalInput& in) const {
  {
    std::vector<FieldError> missing;
    if (!in.title) missing.push_back({"title", "Escribe el título."});
    if (!in.owner_id) missing.push_back({"owner_id", "Elige a la persona responsable."});
    if (!in.level) missing.push_back({"level", "Elige el nivel."});
    if (!in.starts_on) missing.push_back({"starts_on", "Indica el inicio."});
    if (!in.ends_on) missing.push_back({"ends_on", "Indica el término."});
    if (!in.metric) missing.push_back({"metric", "Elige la métrica."});
    if (!missing.empty()) invalid_goal(std::move(missing));
  }
  GoalInput with_defaults = in;
  if (!with_defaults.progress_mode) {
    with_defaults.progress_mode = in.checklist.empty() ? "manual" : "checklist";
  }
  if (!with_defaults.visibility) with_defaults.visibility = "public";
  auto f = merged(with_defaults, std::nullopt);
  validate(f, with_defaults);
  if (f.points > 0 && !v.admin()) {
    throw forbidden("forbidden", "Solo un administrador asigna puntos a un objetivo.");
  }
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    // Who may create at this level (docs/goals.md).
    const auto people = repo_.people(c, org, {f.owner_id});
    const auto owner = people.find(f.owner_id);
    if (owner == people.end() || !owner->second.active) {
      invalid_goal({{"owner_id", "La persona no existe o no está activa."}});
    }
    bool may = v.admin();
    if (f.level == "personal") {
      may = may || f.owner_id == v.user_id || repo_.leads(c, org, f.owner_id, v.user_id);
    } else if (f.level == "department") {
      const auto leader = repo_.department_leader(c, org, *f.department_id);
      if (!leader) throw not_found("El departamento no existe.");
      may = may || *leader == v.user_id;
    } else if (f.level == "group") {
      const auto [exists, member] = repo_.group_member(c, org, *f.group_id, v.user_id);
      if (!exists) throw not_found("El grupo no existe.");
      may = may || member;
    }
    if (f.level != "department" && f.department_id &&
        !repo_.department_leader(c, org, *f.department_id)) {
      throw not_found("El departamento no existe.");
    }
    if (!may) throw forbidden("forbidden", "No puedes crear un objetivo de este nivel.");
    if (f.category_id && !repo_.category(c, org, *f.category_id)) {
      throw not_found("La categoría no existe.");
    }
    std::vector<std::int64_t> others = in.co_owner_ids.value_or(std::vector<std::int64_t>{});
    const auto viewers = in.viewer_ids.value_or(std::vector<std::int64_t>{});
    others.insert(others.end(), viewers.begin(), viewers.end());
    if (!others.empty()) {
      const auto found = repo_.people(c, org, others);
      for (const auto id : others) {
        if (!found.contains(id)) invalid_goal({{"co_owner_ids", "Una de las personas no existe."}});
      }
    }
    const auto id = repo_.insert(c, org, f, v.user_id, now);
    repo_.set_owners(c, org, id, f.owner_id, in.co_owner_ids.value_or(std::vector<std::int64_t>{}));
    if (!viewers.empty()) repo_.set_viewers(c, org, id, viewers);
    if (!in.checklist.empty()) {
      repo_.replace_checklist(c, org, id, in.checklist);
      if (f.progress_mode == "checklist") {
        repo_.set_progress(c, org, id, f.start_value, checklist_share(in.checklist), now);
      }
    }
    if (!in.parents.empty()) {
      check_parents(c, org, v, id, in.parents);
      for (const auto& [parent, contribution] : in.parents) {
        repo_.link(c, org, parent, id, contribution, now);
      }
      std::vector<std::int64_t> starts;
      for (const auto& p : in.parents) starts.push_back(p.first);
      roll_up(c, org, starts);
    }
    return detail(c, org, v, id);
  });
}

GoalDetail GoalService::update(OrgId org, const Viewer& v, std::int64_t id,
                               const GoalInput& in) const {
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    lock_chain(c, org, id);
    auto [row, a] = editable(c, org, v, id);
    if (in.archived && *in.archived) {
      if (row.status != "active" && row.status != "missed") {
        throw conflict("goal_closed", "Solo se archiva un objetivo activo o no logrado.");
      }
      repo_.set_status(c, org, id, row.status, "archived", now);
      roll_up(c, org, repo_.parent_ids(c, org, id));
      return detail(c, org, v, id);
    }
    if (row.status != "active") {
      throw conflict("goal_closed", "El objetivo está cerrado; reábrelo primero.");
    }
    auto f = merged(in, row);
    validate(f, in);
    if (in.points && *in.points != row.points && !v.admin()) {
      throw forbidden("forbidden", "Solo un administrador asigna puntos a un objetivo.");
    }
    if ((in.level && *in.level != row.level) ||
        (in.department_id && f.department_id != row.department_id)) {
      if (f.level == "company" && !v.admin()) {
        throw forbidden("forbidden", "Solo un administrador crea objetivos de la empresa.");
      }
      if (f.department_id && !repo_.department_leader(c, org, *f.department_id)) {
        throw not_found("El departamento no existe.");
      }
    }
    if (in.group_id && f.group_id && !repo_.group_member(c, org, *f.group_id, v.user_id).first) {
      throw not_found("El grupo no existe.");
    }
    if (in.category_id && f.category_id && !repo_.category(c, org, *f.category_id)) {
      throw not_found("La categoría no existe.");
    }
    if (in.owner_id && *in.owner_id != row.owner_id) {
      const auto people = repo_.people(c, org, {f.owner_id});
      const auto owner = people.find(f.owner_id);
      if (owner == people.end() || !owner->second.active) {
        invalid_goal({{"owner_id", "La persona no existe o no está activa."}});
      }
    }
    repo_.update(c, org, id, f, now);
    if (in.owner_id || in.co_owner_ids) {
      std::vector<std::int64_t> co;
      if (in.co_owner_ids) {
        co = *in.co_owner_ids;
      } else {
        auto owners = repo_.owners(c, org, {id});
        for (const auto& [uid, is_owner] : owners[id]) {
          if (!is_owner) co.push_back(uid);
        }
      }
      if (!co.empty()) {
        const auto found = repo_.people(c, org, co);
        for (const auto uid : co) {
          if (!found.contains(uid))
            invalid_goal({{"co_owner_ids", "Una de las personas no existe."}});
        }
      }
      repo_.set_owners(c, org, id, f.owner_id, co);
    }
    if (in.viewer_ids) {
      const auto found = repo_.people(c, org, *in.viewer_ids);
      for (const auto uid : *in.viewer_ids) {
        if (!found.contains(uid)) invalid_goal({{"viewer_ids", "Una de las personas no existe."}});
      }
      repo_.set_viewers(c, org, id, *in.viewer_ids);
    }
    // The progress follows a change of mode, start or target.
    if (f.progress_mode == "manual") {
      const double p = f.metric == "binary"
                           ? (row.current_value >= f.target_value ? 100.0 : 0.0)
                           : progress_of(row.current_value, f.start_value, f.target_value);
      repo_.set_progress(c, org, id, row.current_value, p, now);
    } else if (f.progress_mode == "checklist") {
      repo_.set_progress(c, org, id, row.current_value,
                         checklist_share(repo_.checklist(c, org, id)), now);
    } else {
      roll_up(c, org, {id});
    }
    roll_up(c, org, repo_.parent_ids(c, org, id));
    return detail(c, org, v, id);
  });
}

void GoalService::remove(OrgId org, const Viewer& v, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    lock_chain(c, org, id);
    auto [row, a] = seen(c, org, v, id);
    if (!a.creator && !a.admin)
      throw forbidden("forbidden", "Solo quien la creó o un administrador la borra.");
    const auto parents = repo_.parent_ids(c, org, id);
    if (!repo_.remove(c, org, id)) {
      throw conflict("goal_has_checkins", "El objetivo tiene avances registrados; archívalo.");
    }
    roll_up(c, org, parents);
  });
}

// --- Categories and settings --------------------------------------------------------------------

namespace {

/// What the audit trail keeps of a category and of the settings.
boost::json::object category_summary(const CategoryRow& r) {
  boost::json::object o{{"name", r.name}, {"active", r.active}};
  if (r.name_en) o["name_en"] = *r.name_en;
  o["value_id"] = r.value_id ? boost::json::value(*r.value_id) : boost::json::value(nullptr);
  return o;
}

boost::json::object settings_summary(const SettingsRow& s) {
  return {{"nudge_days", s.nudge_days},
          {"behind_delta", s.behind_delta},
          {"at_risk_delta", s.at_risk_delta}};
}

}  // namespace

std::vector<CategoryRow> GoalService::categories(OrgId org, bool active_only) const {
  return db_.run([&](db::Conn& c) { return repo_.categories(c, org, active_only); });
}

CategoryRow GoalService::save_category(OrgId org, std::optional<std::int64_t> id,
                                       const CategoryRow& in) const {
  CategoryRow k = in;
  std::vector<FieldError> bad;
  if (k.name.empty() || text_length(k.name) > 80)
    bad.push_back({"name.es", "De 1 a 80 caracteres."});
  if (k.name_en && text_length(*k.name_en) > 80) bad.push_back({"name.en", "Hasta 80 caracteres."});
  if (k.name_en && k.name_en->empty()) k.name_en.reset();
  if (!bad.empty()) throw rule_broken("invalid_category", "Revisa la categoría.", std::move(bad));
  const auto now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    if (k.value_id && !repo_.value_exists(c, org, *k.value_id)) {
      throw not_found("El valor corporativo no existe.");
    }
    boost::json::value before = nullptr;
    if (id) {
      const auto old = repo_.category(c, org, *id);
      if (!old) throw not_found("La categoría no existe.");
      before = category_summary(*old);
      k.id = *id;
      repo_.update_category(c, org, k);
    } else {
      k.id = repo_.insert_category(c, org, k, now);
    }
    auto saved = *repo_.category(c, org, k.id);
    audit_.record(c, org, id ? "goals.update_category" : "goals.create_category",
                  {"goal_category", saved.id}, std::move(before), category_summary(saved));
    return saved;
  });
}

void GoalService::delete_category(OrgId org, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const auto old = repo_.category(c, org, id);
    if (!old) throw not_found("La categoría no existe.");
    if (repo_.category_uses(c, org, id) > 0) {
      throw conflict("category_in_use", "Hay objetivos con esta categoría; desactívala.");
    }
    repo_.delete_category(c, org, id);
    audit_.record(c, org, "goals.delete_category", {"goal_category", id}, category_summary(*old),
                  nullptr);
  });
}

SettingsRow GoalService::settings(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.settings(c, org); });
}

SettingsRow GoalService::save_settings(OrgId org, const SettingsRow& s) const {
  std::vector<FieldError> bad;
  if (s.nudge_days != 0 && (s.nudge_days < 3 || s.nudge_days > 90)) {
    bad.push_back({"nudge_days", "0 (sin recordatorios) o de 3 a 90 días."});
  }
  if (s.behind_delta < 0 || s.behind_delta > 100) bad.push_back({"behind_delta", "De 0 a 100."});
  if (s.at_risk_delta < s.behind_delta || s.at_risk_delta > 100) {
    bad.push_back({"at_risk_delta", "De behind_delta a 100."});
  }
  if (!bad.empty()) throw rule_broken("invalid_settings", "Revisa los ajustes.", std::move(bad));
  return db_.transact([&](db::Conn& c) {
    const auto old = repo_.settings(c, org);
    repo_.save_settings(c, org, s, clock_.now_ms());
    auto saved = repo_.settings(c, org);
    audit_.record(c, org, "goals.settings", {"organization", org.value}, settings_summary(old),
                  settings_summary(saved));
    return saved;
  });
}

}  // namespace aplauso::goals
