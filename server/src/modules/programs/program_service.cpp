// Programs: who sees and manages them, creating and editing them with their actions, the
// lifecycle, assignments, and the views the lists and the program page show.
#include "modules/programs/program_service.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/programs/program_rules.h"
#include "modules/users/user_repo.h"
#include "storage/file_store.h"

namespace aplauso::programs {

namespace {
constexpr std::int64_t kCoverTtl = 3600;
constexpr std::size_t kMaxActions = 50;
const std::set<std::string> kEvidence = {"none", "text", "photo", "file", "link"};
const std::set<std::string> kRecurrence = {"once", "daily", "weekly", "monthly", "unlimited"};
const std::set<std::string> kStatuses = {"draft", "active", "paused", "closed"};

ApiError invalid_program(std::vector<FieldError> fields) {
  return rule_broken("invalid_program", "Revisa los datos del programa.", std::move(fields));
}

void check_day(const std::optional<std::string>& day, const std::string& field,
               std::vector<FieldError>& errors) {
  if (day && !parse_day(*day)) errors.push_back({field, "Usa una fecha AAAA-MM-DD."});
}

void check_period(const std::optional<std::string>& from, const std::optional<std::string>& to,
                  const std::string& prefix, std::vector<FieldError>& errors) {
  check_day(from, prefix + "starts_on", errors);
  check_day(to, prefix + "ends_on", errors);
  if (from && to && parse_day(*from) && parse_day(*to) && *to < *from) {
    errors.push_back({prefix + "ends_on", "El fin no puede ser antes del inicio."});
  }
}

boost::json::array json_ids(const std::vector<std::int64_t>& ids) {
  boost::json::array out;
  for (const auto i : ids) out.push_back(i);
  return out;
}

boost::json::object program_audit(const ProgramRow& p) {
  return {{"title", p.title},
          {"status", p.status},
          {"budget_points", p.budget_points ? boost::json::value(*p.budget_points) : nullptr},
          {"starts_on", p.starts_on ? boost::json::value(*p.starts_on) : nullptr},
          {"ends_on", p.ends_on ? boost::json::value(*p.ends_on) : nullptr},
          {"everyone", p.audience.everyone},
          {"departments", json_ids(p.audience.departments)},
          {"groups", json_ids(p.audience.groups)},
          {"mandatory", p.mandatory},
          {"show_in_feed", p.show_in_feed}};
}

/// True when following prerequisites from `key` comes back to it.
bool has_cycle(const std::map<std::string, std::vector<std::string>>& edges) {
  std::map<std::string, int> state;  // 0 new, 1 on the path, 2 done
  std::function<bool(const std::string&)> visit = [&](const std::string& k) {
    auto& s = state[k];
    if (s == 1) return true;
    if (s == 2) return false;
    s = 1;
    const auto it = edges.find(k);
    if (it != edges.end()) {
      for (const auto& next : it->second) {
        if (visit(next)) return true;
      }
    }
    state[k] = 2;
    return false;
  };
  for (const auto& edge : edges) {
    if (visit(edge.first)) return true;
  }
  return false;
}
}  // namespace

// --- Who -----------------------------------------------------------------------------------------

bool ProgramService::may_manage(db::Conn& c, OrgId org, const Viewer& v,
                                const ProgramRow& p) const {
  return v.admin() || repo_.is_owner(c, org, p.id, v.user_id);
}

ProgramRow ProgramService::visible(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id) const {
  auto p = repo_.find(c, org, id);
  if (!p) throw program_not_found();
  if (may_manage(c, org, v, *p)) return *p;
  if (p->status == "draft" || !repo_.takes_part(c, org, id, v.user_id)) {
    throw program_not_found();
  }
  return *p;
}

ProgramRow ProgramService::managed(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id) const {
  auto p = repo_.find(c, org, id);
  if (!p) throw program_not_found();
  if (may_manage(c, org, v, *p)) return *p;
  if (p->status != "draft" && repo_.takes_part(c, org, id, v.user_id)) {
    throw forbidden("forbidden",
                    "Solo los responsables del programa y los administradores pueden hacer esto.");
  }
  throw program_not_found();
}

// --- Views ---------------------------------------------------------------------------------------

std::vector<ProgramView> ProgramService::views(db::Conn& c, OrgId org, const Viewer& v,
                                               std::vector<ProgramRow> rows) const {
  std::vector<std::int64_t> ids;
  for (const auto& r : rows) ids.push_back(r.id);
  const auto owners = repo_.owners(c, org, ids);
  std::vector<std::int64_t> people_ids;
  for (const auto& owner : owners) people_ids.push_back(owner.second);
  const auto people = people_ids.empty() ? std::vector<users::Person>{}
                                         : users::UserRepo().people(c, org, unique_ids(people_ids));
  const auto assigned = repo_.my_assignments(c, org, v.user_id, ids);
  const auto progress = repo_.my_progress(c, org, v.user_id, ids);
  const std::int64_t now_s = clock_.now_s();
  std::vector<ProgramView> out;
  for (auto& r : rows) {
    ProgramView view;
    bool owner = false;
    for (const auto& [program, user] : owners) {
      if (program != r.id) continue;
      view.owners.push_back(person_in(people, user));
      if (user == v.user_id) owner = true;
    }
    view.can_manage = v.admin() || owner;
    view.open = program_open(r, v.today);
    if (r.cover_key) view.cover_url = files_.read_url(*r.cover_key, now_s, kCoverTtl);
    for (const auto& [program, due] : assigned) {
      if (program != r.id) continue;
      view.mine.assigned = true;
      view.mine.due_on = due;
    }
    for (const auto& p : progress) {
      if (p.program_id != r.id) continue;
      view.mine.completed = p.completed;
      view.mine.points_earned = p.points;
    }
    view.mine.total = r.actions_count;
    view.mine.completed = std::min(view.mine.completed, view.mine.total);
    view.mine.overdue = view.mine.assigned && view.mine.due_on && *view.mine.due_on < v.today &&
                        view.mine.completed < view.mine.total;
    view.row = std::move(r);
    out.push_back(std::move(view));
  }
  return out;
}

std::vector<SubmissionView> ProgramService::submission_views(
    db::Conn& c, OrgId org, std::optional<std::int64_t> viewer,
    std::vector<SubmissionRow> rows) const {
  std::vector<std::int64_t> ids;
  for (const auto& r : rows) {
    ids.push_back(r.user_id);
    if (r.reviewer_id) ids.push_back(*r.reviewer_id);
  }
  const auto people = ids.empty() ? std::vector<users::Person>{}
                                  : users::UserRepo().people(c, org, unique_ids(ids));
  const std::int64_t now_s = clock_.now_s();
  std::vector<SubmissionView> out;
  for (auto& r : rows) {
    SubmissionView s;
    s.person = person_in(people, r.user_id);
    if (r.reviewer_id) s.reviewer = person_in(people, *r.reviewer_id);
    if (r.attachment_key) s.attachment_url = files_.read_url(*r.attachment_key, now_s, kCoverTtl);
    (void)viewer;
    s.row = std::move(r);
    out.push_back(std::move(s));
  }
  return out;
}

ProgramDetail ProgramService::detail_in(db::Conn& c, OrgId org, const Viewer& v,
                                        const ProgramRow& p) const {
  ProgramDetail d;
  d.program = std::move(views(c, org, v, {p}).front());
  const bool manager = d.program.can_manage;
  const auto actions = repo_.actions(c, org, p.id);
  const auto prerequisites = repo_.prerequisites(c, org, p.id);
  const auto tallies =
      repo_.tallies(c, org, p.id, v.user_id, v.today, week_start(v.today), month_start(v.today));
  const auto tally_of = [&tallies](std::int64_t action) {
    for (const auto& t : tallies) {
      if (t.action_id == action) return t;
    }
    return ActionTally{action, 0, 0, std::nullopt};
  };
  const bool open = program_open(p, v.today);
  for (const auto& a : actions) {
    if (a.archived && !manager) continue;
    ActionView view;
    view.row = a;
    const auto t = tally_of(a.id);
    view.completed = t.approved_ever > 0;
    view.done_in_window = t.in_window;
    view.pending_submission_id = t.pending_id;
    for (const auto& [action, prerequisite] : prerequisites) {
      if (action != a.id) continue;
      view.prerequisites.push_back(prerequisite);
      if (tally_of(prerequisite).approved_ever == 0) view.locked_by.push_back(prerequisite);
    }
    const auto limit = effective_limit(a);
    if (t.pending_id) {
      view.state = "pending";
    } else if (!open || !action_open(a, v.today)) {
      view.state = "not_open";
    } else if (!view.locked_by.empty()) {
      view.state = "locked";
    } else if (limit && t.in_window >= *limit) {
      view.state = "limit_reached";
    } else {
      view.state = "available";
    }
    d.actions.push_back(std::move(view));
  }
  d.my_submissions =
      submission_views(c, org, v.user_id, repo_.mine(c, org, v.user_id, p.id, "", 20, 0).first);
  d.assignments_count = repo_.assignments_count(c, org, p.id);
  return d;
}

ProgramPage ProgramService::list(OrgId org, const Viewer& v,
                                 const std::optional<std::string>& status, bool mine, bool manage,
                                 std::int64_t limit, std::int64_t offset) const {
  if (status && !kStatuses.contains(*status)) {
    throw invalid_input("status", "El estado debe ser draft, active, paused o closed.");
  }
  if (!manage && status && *status == "draft") {
    throw invalid_input("status", "Los borradores solo se ven al gestionar (manage=true).");
  }
  return db_.run([&](db::Conn& c) {
    if (manage && !v.admin() &&
        repo_.page(c, org, v.user_id, false, true, false, "", v.today, 1, 0).second == 0) {
      throw forbidden("forbidden",
                      "Solo los responsables de programas y los administradores los gestionan.");
    }
    auto [rows, total] = repo_.page(c, org, v.user_id, v.admin(), manage, mine, status.value_or(""),
                                    v.today, limit, offset);
    ProgramPage page;
    page.total = total;
    page.items = views(c, org, v, std::move(rows));
    return page;
  });
}

ProgramDetail ProgramService::detail(OrgId org, const Viewer& v, std::int64_t id) const {
  return db_.run([&](db::Conn& c) { return detail_in(c, org, v, visible(c, org, v, id)); });
}

// --- Writing -------------------------------------------------------------------------------------

void ProgramService::check_input(db::Conn& c, OrgId org, const Viewer& v, const ProgramInput& in,
                                 const ProgramRow* current) const {
  std::vector<FieldError> errors;
  const auto title_length = utf8_length(in.title);
  if (title_length == 0) {
    errors.push_back({"title", "Escribe el título."});
  } else if (title_length > 120) {
    errors.push_back({"title", "El título no puede exceder 120 caracteres."});
  }
  if (utf8_length(in.description) > 4000) {
    errors.push_back({"description", "La descripción no puede exceder 4000 caracteres."});
  }
  check_period(in.starts_on, in.ends_on, "", errors);
  if (in.budget_points && *in.budget_points < 0) {
    errors.push_back({"budget_points", "El presupuesto no puede ser negativo."});
  } else if (in.budget_points && current && *in.budget_points < current->budget_spent) {
    errors.push_back({"budget_points", "El presupuesto no puede ser menor a lo ya gastado (" +
                                           std::to_string(current->budget_spent) + " puntos)."});
  }
  structure::check_audience(
      in.audience, [&](const auto& ids) { return repo_.count_departments(c, org, ids); },
      [&](const auto& ids) { return repo_.count_groups(c, org, ids); }, errors);
  if (in.owner_ids) {
    const auto owners = unique_ids(*in.owner_ids);
    if (owners.size() > 20) {
      errors.push_back({"owner_ids", "Elige hasta 20 responsables."});
    } else if (!owners.empty() &&
               repo_.count_members(c, org, owners) != static_cast<std::int64_t>(owners.size())) {
      errors.push_back(
          {"owner_ids", "Algún responsable no es una persona activa de la organización."});
    }
  }
  if (in.cover_key && !(current && current->cover_key == in.cover_key)) {
    const auto upload = repo_.upload(c, org, v.user_id, *in.cover_key, kAttachmentType);
    if (!upload) {
      errors.push_back({"cover_key", "La portada no existe o no terminó de subirse."});
    } else if (!upload->content_type.starts_with("image/")) {
      errors.push_back({"cover_key", "La portada debe ser una imagen."});
    }
  }
  if (in.actions.empty()) {
    errors.push_back({"actions", "Agrega al menos una acción."});
  } else if (in.actions.size() > kMaxActions) {
    errors.push_back({"actions", "Un programa tiene hasta 50 acciones."});
  }
  std::map<std::string, std::vector<std::string>> edges;
  for (const auto& a : in.actions) edges[a.key];
  for (std::size_t i = 0; i < in.actions.size() && i < kMaxActions; ++i) {
    const auto& a = in.actions[i];
    const std::string f = "actions[" + std::to_string(i) + "].";
    if (a.key.empty() || a.key.size() > 40) {
      errors.push_back({f + "key", "Cada acción necesita una clave de hasta 40 caracteres."});
    } else {
      for (std::size_t j = 0; j < i; ++j) {
        if (in.actions[j].key == a.key) errors.push_back({f + "key", "Clave repetida."});
      }
    }
    const auto len = utf8_length(a.title);
    if (len == 0) {
      errors.push_back({f + "title", "Escribe el título de la acción."});
    } else if (len > 120) {
      errors.push_back({f + "title", "El título no puede exceder 120 caracteres."});
    }
    if (utf8_length(a.instructions) > 2000) {
      errors.push_back(
          {f + "instructions", "Las instrucciones no pueden exceder 2000 caracteres."});
    }
    if (a.points < 0 || a.points > 100000) {
      errors.push_back({f + "points", "Los puntos van de 0 a 100.000."});
    }
    if (!kEvidence.contains(a.evidence)) {
      errors.push_back({f + "evidence", "La evidencia debe ser none, text, photo, file o link."});
    }
    if (!kRecurrence.contains(a.recurrence)) {
      errors.push_back(
          {f + "recurrence", "La recurrencia debe ser once, daily, weekly, monthly o unlimited."});
    }
    if (a.per_person_limit && (*a.per_person_limit < 1 || *a.per_person_limit > 1000)) {
      errors.push_back({f + "per_person_limit", "El límite por persona va de 1 a 1000."});
    }
    check_period(a.starts_on, a.ends_on, f, errors);
    for (const auto& pre : a.prerequisites) {
      if (pre == a.key) {
        errors.push_back({f + "prerequisites", "Una acción no puede ser su propio requisito."});
      } else if (!edges.contains(pre)) {
        errors.push_back({f + "prerequisites", "Un requisito no es una acción de la lista."});
      } else {
        edges[a.key].push_back(pre);
      }
    }
  }
  if (errors.empty() && has_cycle(edges)) {
    errors.push_back({"actions", "Los requisitos forman un ciclo."});
  }
  if (!errors.empty()) throw invalid_program(std::move(errors));
}

void ProgramService::save_actions(db::Conn& c, OrgId org, std::int64_t program_id,
                                  const std::vector<ActionInput>& actions) const {
  const auto existing = repo_.actions(c, org, program_id);
  const std::int64_t now = clock_.now_ms();
  std::map<std::string, std::int64_t> ids;
  std::vector<std::int64_t> kept;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const auto& in = actions[i];
    ActionRow a;
    a.program_id = program_id;
    a.title = trimmed(in.title);
    a.instructions = in.instructions;
    a.points = in.points;
    a.evidence = in.evidence;
    a.recurrence = in.recurrence;
    a.per_person_limit = in.per_person_limit;
    a.starts_on = in.starts_on;
    a.ends_on = in.ends_on;
    a.auto_approve = in.auto_approve;
    a.position = static_cast<std::int64_t>(i);
    if (in.id) {
      const bool ours = std::any_of(existing.begin(), existing.end(),
                                    [&](const ActionRow& e) { return e.id == *in.id; });
      if (!ours) {
        throw invalid_program(
            {{"actions[" + std::to_string(i) + "].id", "Esta acción no es de este programa."}});
      }
      a.id = *in.id;
      repo_.update_action(c, org, a);
    } else {
      a.id = repo_.insert_action(c, org, a, now);
    }
    ids[in.key] = a.id;
    kept.push_back(a.id);
  }
  repo_.archive_actions_except(c, org, program_id, kept);
  std::vector<std::int64_t> from, to;
  for (const auto& in : actions) {
    for (const auto& pre : in.prerequisites) {
      from.push_back(ids.at(in.key));
      to.push_back(ids.at(pre));
    }
  }
  repo_.set_prerequisites(c, org, program_id, from, to);
}

namespace {
ProgramRow row_of(const ProgramInput& in) {
  ProgramRow p;
  p.title = trimmed(in.title);
  p.description = in.description;
  p.cover_key = in.cover_key;
  p.starts_on = in.starts_on;
  p.ends_on = in.ends_on;
  p.budget_points = in.budget_points;
  p.audience = in.audience;
  p.audience.departments = unique_ids(p.audience.departments);
  p.audience.groups = unique_ids(p.audience.groups);
  p.show_in_feed = in.show_in_feed;
  p.mandatory = in.mandatory;
  return p;
}
}  // namespace

ProgramDetail ProgramService::create(OrgId org, const Viewer& v, const ProgramInput& input) const {
  if (!v.admin()) {
    throw forbidden("forbidden", "Solo los administradores crean programas.");
  }
  ProgramInput in = input;
  in.title = trimmed(in.title);
  return db_.transact([&](db::Conn& c) {
    check_input(c, org, v, in, nullptr);
    auto row = row_of(in);
    row.created_by = v.user_id;
    row.id = repo_.insert(c, org, row, clock_.now_ms());
    repo_.set_owners(c, org, row.id,
                     unique_ids(in.owner_ids.value_or(std::vector<std::int64_t>{})));
    save_actions(c, org, row.id, in.actions);
    audit_.record(c, org, "programs.created", {"program", row.id}, nullptr, program_audit(row));
    return detail_in(c, org, v, *repo_.find(c, org, row.id));
  });
}

ProgramDetail ProgramService::edit(OrgId org, const Viewer& v, std::int64_t id,
                                   const ProgramInput& input) const {
  ProgramInput in = input;
  in.title = trimmed(in.title);
  return db_.transact([&](db::Conn& c) {
    const auto before = managed(c, org, v, id);
    if (before.status == "closed") {
      throw conflict("invalid_status", "Un programa cerrado no se puede editar.");
    }
    if (in.owner_ids && !v.admin() &&
        unique_ids(*in.owner_ids) != unique_ids(repo_.owner_ids(c, org, id))) {
      throw forbidden("forbidden", "Solo los administradores cambian los responsables.");
    }
    check_input(c, org, v, in, &before);
    auto row = row_of(in);
    row.id = id;
    if (!repo_.update(c, org, row, clock_.now_ms())) {
      throw invalid_program(
          {{"budget_points", "El presupuesto no puede ser menor a lo ya gastado."}});
    }
    if (in.owner_ids && v.admin()) repo_.set_owners(c, org, id, unique_ids(*in.owner_ids));
    save_actions(c, org, id, in.actions);
    audit_.record(c, org, "programs.edited", {"program", id}, program_audit(before),
                  program_audit(row));
    return detail_in(c, org, v, *repo_.find(c, org, id));
  });
}

std::int64_t ProgramService::remove(OrgId org, const Viewer& v, std::int64_t id) const {
  if (!v.admin()) throw forbidden("forbidden", "Solo los administradores eliminan programas.");
  return db_.transact([&](db::Conn& c) {
    const auto p = repo_.find(c, org, id);
    if (!p) throw program_not_found();
    const std::int64_t now = clock_.now_ms();
    if (!repo_.soft_delete(c, org, id, now)) throw program_not_found();
    const auto cancelled = repo_.cancel_pending(c, org, id, now);
    audit_.record(c, org, "programs.deleted", {"program", id}, program_audit(*p),
                  boost::json::object{{"cancelled_submissions", cancelled}});
    return cancelled;
  });
}

ProgramDetail ProgramService::set_status(OrgId org, const Viewer& v, std::int64_t id,
                                         const std::string& action) const {
  return db_.transact([&](db::Conn& c) {
    const auto p = managed(c, org, v, id);
    std::string to;
    if (action == "activate") {
      if (p.status == "draft" || p.status == "paused") to = "active";
    } else if (action == "toggle") {
      if (p.status == "active") to = "paused";
      if (p.status == "paused") to = "active";
    } else if (action == "close") {
      if (p.status == "active" || p.status == "paused") to = "closed";
    }
    if (to.empty()) {
      throw conflict("invalid_status", "El programa no puede pasar a ese estado.");
    }
    if (to == "active" && p.actions_count == 0) {
      throw invalid_program({{"actions", "Agrega al menos una acción antes de activarlo."}});
    }
    if (!repo_.set_status(c, org, id, p.status, to, clock_.now_ms())) {
      throw conflict("invalid_status", "El programa no puede pasar a ese estado.");
    }
    const std::string verb = to == "active" ? "activated" : to == "paused" ? "paused" : "closed";
    audit_.record(c, org, "programs." + verb, {"program", id},
                  boost::json::object{{"status", p.status}}, boost::json::object{{"status", to}});
    return detail_in(c, org, v, *repo_.find(c, org, id));
  });
}

ProgramDetail ProgramService::activate(OrgId org, const Viewer& v, std::int64_t id) const {
  return set_status(org, v, id, "activate");
}
ProgramDetail ProgramService::toggle(OrgId org, const Viewer& v, std::int64_t id) const {
  return set_status(org, v, id, "toggle");
}
ProgramDetail ProgramService::close(OrgId org, const Viewer& v, std::int64_t id) const {
  return set_status(org, v, id, "close");
}

AssignResult ProgramService::assign(OrgId org, const Viewer& v, const AssignInput& in) const {
  return db_.transact([&](db::Conn& c) {
    const auto p = managed(c, org, v, in.program_id);
    if (p.status == "closed") {
      throw conflict("invalid_status", "Un programa cerrado no se puede asignar.");
    }
    std::vector<FieldError> errors;
    if (!parse_day(in.due_on)) errors.push_back({"due_on", "Indica la fecha de vencimiento."});
    const auto users = unique_ids(in.user_ids);
    const auto departments = unique_ids(in.department_ids);
    const auto groups = unique_ids(in.group_ids);
    if (!users.empty() &&
        repo_.count_members(c, org, users) != static_cast<std::int64_t>(users.size())) {
      errors.push_back({"user_ids", "Alguna persona no es un miembro activo de la organización."});
    }
    if (!departments.empty() && repo_.count_departments(c, org, departments) !=
                                    static_cast<std::int64_t>(departments.size())) {
      errors.push_back({"department_ids", "Algún departamento no existe."});
    }
    if (!groups.empty() &&
        repo_.count_groups(c, org, groups) != static_cast<std::int64_t>(groups.size())) {
      errors.push_back({"group_ids", "Algún grupo no existe."});
    }
    if (!errors.empty()) throw invalid_program(std::move(errors));
    const auto people = repo_.resolve_people(c, org, users, departments, groups);
    if (people.empty()) {
      throw invalid_program({{"user_ids", "No hay nadie a quien asignar."}});
    }
    const auto added = repo_.assign(c, org, p.id, people, in.due_on, v.user_id, clock_.now_ms());
    if (!added.empty()) {
      notifications_.notify(c, org, "program_assigned", added,
                            {{"program_id", p.id},
                             {"name", p.title},
                             {"due_on", in.due_on},
                             {"actor_id", v.user_id}});
    }
    AssignResult r;
    r.assigned = static_cast<std::int64_t>(added.size());
    r.updated = static_cast<std::int64_t>(people.size()) - r.assigned;
    r.total = repo_.assignments_count(c, org, p.id);
    audit_.record(
        c, org, "programs.assigned", {"program", p.id}, nullptr,
        boost::json::object{
            {"due_on", in.due_on}, {"assigned", json_ids(added)}, {"updated", r.updated}});
    return r;
  });
}

std::int64_t ProgramService::unassign(OrgId org, const Viewer& v, std::int64_t program_id,
                                      const std::vector<std::int64_t>& user_ids) const {
  if (user_ids.empty()) throw invalid_input("user_ids", "Elige a quién quitar.");
  return db_.transact([&](db::Conn& c) {
    const auto p = managed(c, org, v, program_id);
    const auto removed = repo_.unassign(c, org, p.id, unique_ids(user_ids));
    audit_.record(
        c, org, "programs.unassigned", {"program", p.id}, nullptr,
        boost::json::object{{"user_ids", json_ids(unique_ids(user_ids))}, {"removed", removed}});
    return removed;
  });
}

}  // namespace aplauso::programs
