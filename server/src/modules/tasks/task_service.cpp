#include "modules/tasks/task_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <map>
#include <set>

#include "api/json_input.h"
#include "core/clock.h"
#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/forms/form_service.h"
#include "modules/live/event_hub.h"
#include "modules/notifications/notification_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/user_repo.h"
#include "storage/file_store.h"

namespace aplauso::tasks {

namespace json = boost::json;

namespace {
constexpr std::int64_t kUrlTtl = 3600;
constexpr std::size_t kMaxAssignees = 20;
constexpr std::size_t kMaxDependencies = 20;
constexpr std::size_t kMaxAttachments = 10;
constexpr std::int64_t kCommentsShown = 50;

const std::set<std::string> kViews = {"today", "overdue", "upcoming", "done", "all"};
const std::set<std::string> kStatuses = {"pending", "in_progress", "done", "skipped"};
const std::set<std::string> kPriorities = {"low", "normal", "high", "urgent"};
const std::set<std::string> kProofs = {"none", "attachment"};
const std::set<std::string> kSources = {"manual",  "template",  "survey_action", "evaluation",
                                        "program", "complaint", "health_safety", "psychosocial"};

bool open_status(const std::string& s) {
  return s == "pending" || s == "in_progress";
}
bool finished(const std::string& s) {
  return s == "done" || s == "skipped";
}

bool contains(const std::vector<std::int64_t>& ids, std::int64_t id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

ApiError no_task() {
  return not_found("Esa tarea no existe.");
}

/// The fields of a create or a change, read and checked; `fields` collects what is wrong.
struct Fields {
  std::optional<std::string> title;
  std::optional<std::string> description;
  std::optional<std::vector<std::int64_t>> assignee_ids;
  std::optional<std::optional<std::string>> due_on;
  std::optional<std::string> priority;
  std::optional<std::vector<std::int64_t>> depends_on;
  std::vector<std::string> attachments;
  std::optional<std::string> proof;
  std::optional<std::string> status;
  std::vector<FieldError> errors;

  bool edits() const {
    return title || description || assignee_ids || due_on || priority || depends_on || proof;
  }
};

std::vector<std::int64_t> distinct(std::vector<std::int64_t> ids) {
  std::vector<std::int64_t> out;
  for (const auto id : ids) {
    if (!contains(out, id)) out.push_back(id);
  }
  return out;
}

Fields read_fields(const json::object& body, bool creating) {
  Fields f;
  auto& errors = f.errors;
  if (body.contains("title") || creating) {
    const auto title = opt_string(body, "title");
    if (!title || title->empty() || utf8_length(*title) > 200) {
      errors.push_back({"title", "Escribe un título de 1 a 200 caracteres."});
    } else {
      f.title = *title;
    }
  }
  if (body.contains("description")) {
    const auto d = opt_string(body, "description").value_or("");
    if (utf8_length(d) > 4000) {
      errors.push_back({"description", "La descripción admite hasta 4000 caracteres."});
    } else {
      f.description = d;
    }
  }
  if (body.contains("assignee_ids") || creating) {
    const auto* v = body.if_contains("assignee_ids");
    if (v == nullptr || !v->is_array()) {
      errors.push_back({"assignee_ids", "Elige de 1 a 20 personas."});
    } else {
      std::vector<std::int64_t> ids;
      bool ok = true;
      for (const auto& x : v->get_array()) {
        if (!x.is_int64() && !x.is_uint64())
          ok = false;
        else
          ids.push_back(x.to_number<std::int64_t>());
      }
      ids = distinct(ids);
      if (!ok || ids.empty() || ids.size() > kMaxAssignees) {
        errors.push_back({"assignee_ids", "Elige de 1 a 20 personas."});
      } else {
        f.assignee_ids = ids;
      }
    }
  }
  if (body.contains("due_on")) {
    const auto due = nullable_string(body, "due_on");
    if (due && *due && !parse_day(**due)) {
      errors.push_back({"due_on", "La fecha es AAAA-MM-DD."});
    } else if (due) {
      f.due_on = (*due && !(*due)->empty()) ? *due : std::optional<std::string>();
    }
  }
  if (body.contains("priority")) {
    const auto p = opt_string(body, "priority").value_or("normal");
    if (!kPriorities.contains(p)) {
      errors.push_back({"priority", "La prioridad es low, normal, high o urgent."});
    } else {
      f.priority = p;
    }
  }
  if (body.contains("proof")) {
    const auto p = opt_string(body, "proof").value_or("none");
    if (!kProofs.contains(p)) {
      errors.push_back({"proof", "La evidencia es none o attachment."});
    } else {
      f.proof = p;
    }
  }
  if (body.contains("depends_on")) {
    f.depends_on = distinct(opt_int_list(body, "depends_on", kMaxDependencies));
  }
  if (body.contains("attachments")) {
    f.attachments = opt_string_list(body, "attachments", kMaxAttachments);
  }
  if (body.contains("status") && !creating) {
    const auto s = opt_string(body, "status").value_or("");
    if (!kStatuses.contains(s)) {
      errors.push_back({"status", "El estado es pending, in_progress, done o skipped."});
    } else {
      f.status = s;
    }
  }
  return f;
}

void fail_if(const std::vector<FieldError>& errors) {
  if (!errors.empty()) throw rule_broken("invalid_task", "Revisa la tarea.", errors);
}

bool allowed_move(const std::string& from, const std::string& to) {
  if (from == to) return true;
  if (open_status(from)) return true;  // pending ⇄ in_progress, → done | skipped
  return to == "pending";              // reopen
}
}  // namespace

// --- Reading ---------------------------------------------------------------------------------

std::vector<TaskView> TaskService::views(db::Conn& c, OrgId org, std::vector<TaskRow> rows) const {
  std::vector<std::int64_t> ids;
  std::set<std::int64_t> people_ids;
  for (const auto& r : rows) {
    ids.push_back(r.id);
    people_ids.insert(r.creator_id);
    if (r.completed_by) people_ids.insert(*r.completed_by);
  }
  const auto assignees = repo_.assignees(c, org, ids);
  for (const auto& a : assignees) people_ids.insert(a.user_id);
  const auto deps = repo_.dependencies(c, org, ids);
  const auto files = repo_.attachments(c, org, ids);
  std::map<std::int64_t, users::Person> people;
  for (auto& p : users::UserRepo().people(c, org, {people_ids.begin(), people_ids.end()})) {
    people.emplace(p.id, std::move(p));
  }
  const auto person = [&people](std::int64_t id) {
    const auto it = people.find(id);
    if (it != people.end()) return it->second;
    users::Person p;
    p.id = id;
    return p;
  };
  std::map<std::int64_t, std::size_t> at;
  std::vector<TaskView> out;
  out.reserve(rows.size());
  for (auto& r : rows) {
    at[r.id] = out.size();
    TaskView v;
    v.creator = person(r.creator_id);
    if (r.completed_by) v.completed_by = person(*r.completed_by);
    v.row = std::move(r);
    out.push_back(std::move(v));
  }
  for (const auto& a : assignees) out[at[a.task_id]].assignees.push_back(person(a.user_id));
  for (const auto& d : deps) {
    auto& v = out[at[d.task_id]];
    v.depends_on.push_back(d.depends_on);
    if (open_status(v.row.status) && !finished(d.status)) {
      v.blocked_by.emplace_back(d.depends_on, d.title);
    }
  }
  const std::int64_t now_s = clock_.now_ms() / 1000;
  for (const auto& f : files) {
    out[at[f.task_id]].attachments.push_back(
        {f.storage_key, f.file_name, files_.read_url(f.storage_key, now_s, kUrlTtl)});
  }
  return out;
}

TaskView TaskService::view(db::Conn& c, OrgId org, std::int64_t id) const {
  auto row = repo_.find(c, org, id);
  if (!row) throw no_task();
  return std::move(views(c, org, {std::move(*row)}).front());
}

TaskRow TaskService::visible(db::Conn& c, OrgId org, const Caller& who, std::int64_t id, bool lock,
                             bool* can_edit) const {
  auto row = repo_.find(c, org, id, lock);
  if (!row) throw no_task();
  bool edit = who.admin || row->creator_id == who.user_id;
  bool seen = edit;
  std::vector<std::int64_t> on_it;
  for (const auto& a : repo_.assignees(c, org, {id})) on_it.push_back(a.user_id);
  if (contains(on_it, who.user_id)) seen = true;
  if (!who.admin) {
    const auto team = repo_.team(c, org, who.user_id);
    for (const auto id_on : on_it) {
      if (std::binary_search(team.begin(), team.end(), id_on)) {
        seen = true;
        edit = true;
      }
    }
  }
  if (!seen) throw no_task();
  if (can_edit != nullptr) *can_edit = edit;
  return std::move(*row);
}

void TaskService::check_assignees(db::Conn& c, OrgId org, const Caller& who,
                                  const std::vector<std::int64_t>& ids) const {
  const auto facts = repo_.facts(c, org, ids);
  std::set<std::int64_t> known;
  for (const auto& f : facts) {
    if (!f.active) {
      throw rule_broken("invalid_task", "Revisa la tarea.",
                        {{"assignee_ids", "Solo puedes asignar tareas a personas activas."}});
    }
    known.insert(f.id);
  }
  for (const auto id : ids) {
    if (!known.contains(id)) throw not_found("Esa persona no existe.");
  }
  if (who.admin) return;
  const auto team = repo_.team(c, org, who.user_id);
  for (const auto id : ids) {
    if (id != who.user_id && !std::binary_search(team.begin(), team.end(), id)) {
      throw forbidden("forbidden",
                      "Solo puedes asignar tareas a ti y a las personas de tu equipo.");
    }
  }
}

std::vector<std::int64_t> TaskService::visible_dependencies(
    db::Conn& c, OrgId org, const Caller& who, const std::vector<std::int64_t>& ids) const {
  for (const auto id : ids) visible(c, org, who, id, false, nullptr);
  return ids;
}

void TaskService::add_attachments(db::Conn& c, OrgId org, const Caller& who, std::int64_t task_id,
                                  const std::vector<std::string>& keys,
                                  const std::string& field) const {
  if (keys.empty()) return;
  const auto names = uploads_.finished_of(c, org, who.user_id, kAttachmentType, keys);
  std::vector<FieldError> missing;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (!names.contains(keys[i])) {
      missing.push_back({field + "[" + std::to_string(i) + "]",
                         "Ese archivo no existe, no terminó de subirse o no es tuyo."});
    }
  }
  if (!missing.empty()) {
    throw rule_broken("attachment_not_found", "No encontramos un archivo adjunto.", missing);
  }
  for (const auto& key : keys) {
    repo_.add_attachment(c, org, task_id, key, names.at(key), who.user_id, clock_.now_ms());
  }
}

// --- Writing ---------------------------------------------------------------------------------

std::int64_t TaskService::insert_task(db::Conn& c, OrgId org, const Source& source,
                                      std::optional<std::int64_t> run_id, std::int64_t creator_id,
                                      const NewTask& task) const {
  NewTaskRow row;
  row.title = task.title;
  row.description = task.description;
  row.creator_id = creator_id;
  row.due_on = task.due_on;
  row.priority = task.priority;
  row.proof = task.proof;
  row.source_kind = source.kind;
  row.source_id = source.id;
  row.source_label = source.label;
  row.run_id = run_id;
  const auto id = repo_.insert(c, org, row, clock_.now_ms());
  repo_.set_assignees(c, org, id, task.assignee_ids, "pending", task.due_on);
  repo_.set_dependencies(c, org, id, task.depends_on);
  return id;
}

void TaskService::announce(db::Conn& c, OrgId org, const std::vector<std::int64_t>& task_ids,
                           std::optional<std::int64_t> actor) const {
  if (task_ids.empty()) return;
  std::map<std::int64_t, std::string> titles;
  for (const auto& t : repo_.find_many(c, org, task_ids)) titles[t.id] = t.title;
  std::vector<std::int64_t> users, hinted;
  std::vector<json::object> payloads;
  for (const auto& a : repo_.assignees(c, org, task_ids)) {
    if (!contains(hinted, a.user_id)) hinted.push_back(a.user_id);
    if (actor && a.user_id == *actor) continue;
    users.push_back(a.user_id);
    json::object p{{"task_id", a.task_id}, {"name", titles[a.task_id]}};
    if (actor) p["actor_id"] = *actor;
    payloads.push_back(std::move(p));
  }
  if (!users.empty()) notifications_.notify_each(c, org, "task_assigned", users, payloads);
  if (!hinted.empty()) hub_.signal(c, org, hinted, kAppendedSignal);
}

void TaskService::unblocked(db::Conn& c, OrgId org, const std::vector<std::int64_t>& dependants,
                            std::int64_t actor) const {
  if (dependants.empty()) return;
  std::set<std::int64_t> waiting;
  for (const auto& d : repo_.dependencies(c, org, dependants)) {
    if (!finished(d.status)) waiting.insert(d.task_id);
  }
  std::vector<std::int64_t> free;
  std::map<std::int64_t, std::string> titles;
  for (const auto& t : repo_.find_many(c, org, dependants)) {
    if (open_status(t.status) && !waiting.contains(t.id)) {
      free.push_back(t.id);
      titles[t.id] = t.title;
    }
  }
  if (free.empty()) return;
  std::vector<std::int64_t> users;
  std::vector<json::object> payloads;
  for (const auto& a : repo_.assignees(c, org, free)) {
    users.push_back(a.user_id);
    payloads.push_back(
        json::object{{"task_id", a.task_id}, {"name", titles[a.task_id]}, {"actor_id", actor}});
  }
  if (!users.empty()) notifications_.notify_each(c, org, "task_unblocked", users, payloads);
}

TaskPage TaskService::list(OrgId org, const Caller& who, const ListQuery& q) const {
  if (!kViews.contains(q.view)) {
    throw invalid_input("view", "La vista es today, overdue, upcoming, done o all.");
  }
  if (!q.source.empty() && !kSources.contains(q.source)) {
    throw invalid_input("source", "El origen no es válido.");
  }
  if (!q.status.empty() && !kStatuses.contains(q.status)) {
    throw invalid_input("status", "El estado no es válido.");
  }
  return db_.run([&](db::Conn& c) {
    ListFilter f;
    if (q.assignee == "me") {
      f.assignees = {who.user_id};
    } else if (q.assignee == "team") {
      f.assignees = repo_.team(c, org, who.user_id);
      if (f.assignees.empty()) {
        throw forbidden("not_a_leader", "Nadie de la organización te tiene como líder.");
      }
    } else {
      std::int64_t id = 0;
      try {
        std::size_t used = 0;
        id = std::stoll(q.assignee, &used);
        if (used != q.assignee.size()) id = 0;
      } catch (const std::exception&) {
        id = 0;
      }
      if (id <= 0) throw invalid_input("assignee", "La persona es me, team o su id.");
      if (id != who.user_id) {
        if (repo_.facts(c, org, {id}).empty()) throw not_found("Esa persona no existe.");
        if (!who.admin) {
          const auto team = repo_.team(c, org, who.user_id);
          if (!std::binary_search(team.begin(), team.end(), id)) {
            throw not_found("Esa persona no existe.");
          }
        }
      }
      f.assignees = {id};
    }
    f.view = q.view;
    f.today = q.today;
    f.source = q.source;
    f.status = q.status;
    f.q = q.q;
    TaskPage page;
    page.items = views(c, org, repo_.list(c, org, f, q.limit, q.offset));
    page.total = repo_.count(c, org, f);
    page.counts = repo_.view_counts(c, org, f.assignees, q.today);
    return page;
  });
}

TaskView TaskService::create(OrgId org, const Caller& who, const json::object& body) const {
  auto f = read_fields(body, true);
  fail_if(f.errors);
  return db_.transact([&](db::Conn& c) {
    check_assignees(c, org, who, *f.assignee_ids);
    NewTask t;
    t.title = *f.title;
    t.description = f.description.value_or("");
    t.assignee_ids = *f.assignee_ids;
    t.due_on = f.due_on.value_or(std::nullopt);
    t.priority = f.priority.value_or("normal");
    t.proof = f.proof.value_or("none");
    if (f.depends_on) t.depends_on = visible_dependencies(c, org, who, *f.depends_on);
    const auto id = insert_task(c, org, Source{}, std::nullopt, who.user_id, t);
    add_attachments(c, org, who, id, f.attachments, "attachments");
    announce(c, org, {id}, who.user_id);
    return view(c, org, id);
  });
}

TaskDetail TaskService::read(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    visible(c, org, who, id, false, nullptr);
    TaskDetail d;
    d.task = view(c, org, id);
    const auto rows = repo_.comments(c, org, id, kCommentsShown);
    std::vector<std::int64_t> authors;
    for (const auto& r : rows) authors.push_back(r.author_id);
    std::map<std::int64_t, users::Person> people;
    for (auto& p : users::UserRepo().people(c, org, distinct(authors))) {
      people.emplace(p.id, std::move(p));
    }
    for (const auto& r : rows) {
      CommentView v;
      v.row = r;
      if (const auto it = people.find(r.author_id); it != people.end()) {
        v.author = it->second;
      } else {
        v.author.id = r.author_id;
      }
      d.comments.push_back(std::move(v));
    }
    return d;
  });
}

TaskView TaskService::update(OrgId org, const Caller& who, std::int64_t id,
                             const json::object& body) const {
  auto f = read_fields(body, false);
  fail_if(f.errors);
  return db_.transact([&](db::Conn& c) {
    bool can_edit = false;
    auto row = visible(c, org, who, id, true, &can_edit);
    if (f.edits() && !can_edit) {
      throw forbidden("forbidden",
                      "Solo quien creó la tarea, su líder o un administrador pueden editarla.");
    }
    const auto now = clock_.now_ms();
    if (f.title || f.description || f.due_on || f.priority || f.proof) {
      if (f.title) row.title = *f.title;
      if (f.description) row.description = *f.description;
      if (f.due_on) row.due_on = *f.due_on;
      if (f.priority) row.priority = *f.priority;
      if (f.proof) row.proof = *f.proof;
      repo_.update_fields(c, org, row, now);
    }
    if (f.assignee_ids) {
      std::vector<std::int64_t> before;
      for (const auto& a : repo_.assignees(c, org, {id})) before.push_back(a.user_id);
      check_assignees(c, org, who, *f.assignee_ids);
      repo_.set_assignees(c, org, id, *f.assignee_ids, row.status, row.due_on);
      std::vector<std::int64_t> added;
      for (const auto u : *f.assignee_ids) {
        if (!contains(before, u) && u != who.user_id) added.push_back(u);
      }
      if (!added.empty()) {
        notifications_.notify(c, org, "task_assigned", added,
                              {{"task_id", id}, {"name", row.title}, {"actor_id", who.user_id}});
        hub_.signal(c, org, added, kAppendedSignal);
      }
    }
    if (f.depends_on) {
      const auto deps = visible_dependencies(c, org, who, *f.depends_on);
      if (contains(deps, id) || repo_.reaches(c, org, deps, id)) {
        throw conflict("task_cycle",
                       "Esa dependencia haría que las tareas se esperen unas a otras.");
      }
      repo_.set_dependencies(c, org, id, deps);
    }
    add_attachments(c, org, who, id, f.attachments, "attachments");
    if (f.status && *f.status != row.status) {
      const auto& to = *f.status;
      if (!allowed_move(row.status, to)) {
        throw conflict("invalid_status", "La tarea no puede pasar de " + row.status + " a " + to +
                                             ": reábrela primero.");
      }
      if (to == "in_progress" || to == "done") {
        for (const auto& d : repo_.dependencies(c, org, {id})) {
          if (!finished(d.status)) {
            throw conflict("task_blocked", "La tarea espera a «" + d.title + "».");
          }
        }
      }
      if (to == "done" && row.proof == "attachment" && repo_.attachments(c, org, {id}).empty()) {
        throw rule_broken("proof_required", "Adjunta la evidencia para completar la tarea.",
                          {{"attachments", "Esta tarea pide un archivo adjunto como evidencia."}});
      }
      if (finished(to)) {
        repo_.update_status(c, org, id, to, now, who.user_id, now);
        unblocked(c, org, repo_.dependants(c, org, id), who.user_id);
      } else {
        repo_.update_status(c, org, id, to, std::nullopt, std::nullopt, now);
      }
    }
    return view(c, org, id);
  });
}

void TaskService::remove(OrgId org, const Caller& who, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    bool can_edit = false;
    visible(c, org, who, id, true, &can_edit);
    if (!can_edit) {
      throw forbidden("forbidden",
                      "Solo quien creó la tarea, su líder o un administrador pueden borrarla.");
    }
    const auto dependants = repo_.dependants(c, org, id);
    repo_.remove(c, org, id);
    unblocked(c, org, dependants, who.user_id);
  });
}

CommentView TaskService::comment(OrgId org, const Caller& who, std::int64_t id,
                                 const json::object& body) const {
  const auto text = opt_string(body, "body").value_or("");
  if (text.empty() || utf8_length(text) > 1000) {
    throw rule_broken("invalid_comment", "Revisa el comentario.",
                      {{"body", "Escribe de 1 a 1000 caracteres."}});
  }
  return db_.transact([&](db::Conn& c) {
    const auto row = visible(c, org, who, id, false, nullptr);
    CommentView v;
    v.row.id = repo_.insert_comment(c, org, id, who.user_id, text, clock_.now_ms());
    v.row.task_id = id;
    v.row.author_id = who.user_id;
    v.row.body = text;
    v.row.created_at = clock_.now_ms();
    const auto people = users::UserRepo().people(c, org, {who.user_id});
    if (!people.empty()) v.author = people.front();
    std::vector<std::int64_t> others;
    if (row.creator_id != who.user_id) others.push_back(row.creator_id);
    for (const auto& a : repo_.assignees(c, org, {id})) {
      if (a.user_id != who.user_id && !contains(others, a.user_id)) others.push_back(a.user_id);
    }
    if (!others.empty()) {
      notifications_.notify(c, org, "task_comment", others,
                            {{"task_id", id}, {"name", row.title}, {"actor_id", who.user_id}});
    }
    return v;
  });
}

TaskView TaskService::attach(OrgId org, const Caller& who, std::int64_t id,
                             const json::object& body) const {
  const auto keys = opt_string_list(body, "keys", kMaxAttachments);
  if (keys.empty()) {
    throw rule_broken("attachment_not_found", "Elige un archivo.",
                      {{"keys", "Elige de 1 a 10 archivos."}});
  }
  return db_.transact([&](db::Conn& c) {
    visible(c, org, who, id, false, nullptr);
    add_attachments(c, org, who, id, keys, "keys");
    return view(c, org, id);
  });
}

std::int64_t TaskService::create_for(db::Conn& c, OrgId org, const Source& source,
                                     std::int64_t creator_id, const NewTask& task) const {
  std::vector<FieldError> errors;
  if (!kSources.contains(source.kind)) errors.push_back({"source", "El origen no es válido."});
  if (task.title.empty() || utf8_length(task.title) > 200) {
    errors.push_back({"title", "Escribe un título de 1 a 200 caracteres."});
  }
  if (task.assignee_ids.empty() || task.assignee_ids.size() > kMaxAssignees) {
    errors.push_back({"assignee_ids", "Elige de 1 a 20 personas."});
  }
  if (task.due_on && !parse_day(*task.due_on)) errors.push_back({"due_on", "AAAA-MM-DD."});
  if (!kPriorities.contains(task.priority)) errors.push_back({"priority", "No es válida."});
  if (!kProofs.contains(task.proof)) errors.push_back({"proof", "No es válida."});
  fail_if(errors);
  const auto assignees = distinct(task.assignee_ids);
  if (repo_.facts(c, org, assignees).size() != assignees.size()) {
    fail_if({{"assignee_ids", "Esa persona no es de la organización."}});
  }
  if (!task.depends_on.empty() &&
      repo_.find_many(c, org, task.depends_on).size() != distinct(task.depends_on).size()) {
    fail_if({{"depends_on", "Esa tarea no existe."}});
  }
  NewTask t = task;
  t.assignee_ids = assignees;
  t.depends_on = distinct(task.depends_on);
  const auto id = insert_task(c, org, source, std::nullopt, creator_id, t);
  announce(c, org, {id}, creator_id);
  return id;
}

int TaskService::remind_due_today() const {
  int reminded = 0;
  const auto orgs = db_.run([&](db::Conn& c) { return repo_.orgs_with_due(c); });
  for (const auto& o : orgs) {
    const OrgId org{o.org_id};
    const auto today = forms::local_day(o.timezone, clock_.now_ms());
    reminded += db_.transact([&](db::Conn& c) {
      const auto due = repo_.claim_due_today(c, org, today, clock_.now_ms());
      std::vector<std::int64_t> users;
      std::vector<json::object> payloads;
      std::set<std::int64_t> tasks;
      for (const auto& d : due) {
        tasks.insert(d.task_id);
        users.push_back(d.user_id);
        payloads.push_back(json::object{{"task_id", d.task_id}, {"name", d.title}});
      }
      if (!users.empty()) notifications_.notify_each(c, org, "task_due_today", users, payloads);
      return static_cast<int>(tasks.size());
    });
  }
  return reminded;
}

}  // namespace aplauso::tasks
