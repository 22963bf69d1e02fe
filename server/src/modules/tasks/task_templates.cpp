#include "modules/tasks/task_templates.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <map>
#include <set>

#include "api/json_input.h"
#include "core/clock.h"
#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/tasks/task_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::tasks {

namespace json = boost::json;

namespace {
constexpr std::size_t kMaxItems = 50;
const std::set<std::string> kTriggers = {"manual", "person_created", "cycle_launched"};
const std::set<std::string> kAnchors = {"hire_date", "start_date"};
const std::set<std::string> kRoles = {"subject", "leader", "admin", "person"};
const std::set<std::string> kItemPriorities = {"low", "normal", "high", "urgent"};
const std::set<std::string> kItemProofs = {"none", "attachment"};

ApiError no_template() {
  return not_found("Esa plantilla no existe.");
}

std::optional<std::string> text_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || !v->is_string()) return std::nullopt;
  return trim(std::string(v->get_string()));
}

std::optional<std::int64_t> int_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || !(v->is_int64() || v->is_uint64())) return std::nullopt;
  return v->to_number<std::int64_t>();
}

json::object item_json(const TemplateItem& i) {
  json::array deps;
  for (const auto& d : i.depends_on) deps.emplace_back(d);
  json::object o{{"key", i.key},
                 {"title", i.title},
                 {"description", i.description},
                 {"offset_days", i.offset_days},
                 {"assignee_role", i.assignee_role},
                 {"person_id", i.person_id ? json::value(*i.person_id) : json::value(nullptr)},
                 {"priority", i.priority},
                 {"proof", i.proof},
                 {"depends_on", std::move(deps)}};
  return o;
}

std::vector<TemplateItem> items_of(const std::string& text) {
  std::vector<TemplateItem> out;
  const auto parsed = json::parse(text);
  for (const auto& v : parsed.as_array()) {
    const auto& o = v.as_object();
    TemplateItem i;
    i.key = text_of(o, "key").value_or("");
    i.title = text_of(o, "title").value_or("");
    i.description = text_of(o, "description").value_or("");
    i.offset_days = int_of(o, "offset_days").value_or(0);
    i.assignee_role = text_of(o, "assignee_role").value_or("subject");
    i.person_id = int_of(o, "person_id");
    i.priority = text_of(o, "priority").value_or("normal");
    i.proof = text_of(o, "proof").value_or("none");
    if (const auto* d = o.if_contains("depends_on"); d != nullptr && d->is_array()) {
      for (const auto& k : d->get_array()) {
        if (k.is_string()) i.depends_on.emplace_back(k.get_string());
      }
    }
    out.push_back(std::move(i));
  }
  return out;
}

Template from_row(TemplateRow row) {
  Template t;
  t.items = items_of(row.items);
  t.row = std::move(row);
  return t;
}

users::Person person_or_id(db::Conn& c, OrgId org, std::int64_t id) {
  auto people = users::UserRepo().people(c, org, {id});
  if (!people.empty()) return people.front();
  users::Person p;
  p.id = id;
  return p;
}
}  // namespace

Template TemplateService::parse(const json::object& body) const {
  std::vector<FieldError> errors;
  Template t;
  const auto* name = body.if_contains("name");
  if (name == nullptr || !name->is_object()) {
    errors.push_back({"name.es", "Escribe el nombre (1 a 200 caracteres)."});
  } else {
    const auto es = text_of(name->get_object(), "es").value_or("");
    const auto en = text_of(name->get_object(), "en");
    if (es.empty() || utf8_length(es) > 200) {
      errors.push_back({"name.es", "Escribe el nombre (1 a 200 caracteres)."});
    }
    if (en && utf8_length(*en) > 200) errors.push_back({"name.en", "Hasta 200 caracteres."});
    t.row.name = es;
    if (en && !en->empty()) t.row.name_en = *en;
  }
  t.row.trigger = text_of(body, "trigger").value_or("");
  if (!kTriggers.contains(t.row.trigger)) {
    errors.push_back({"trigger", "El disparador es manual, person_created o cycle_launched."});
  }
  t.row.anchor = text_of(body, "anchor").value_or("");
  if (!kAnchors.contains(t.row.anchor)) {
    errors.push_back({"anchor", "El ancla es hire_date o start_date."});
  }
  if (const auto* a = body.if_contains("active"); a != nullptr && !a->is_null()) {
    if (!a->is_bool())
      errors.push_back({"active", "Indica sí o no."});
    else
      t.row.active = a->get_bool();
  }
  const auto* items = body.if_contains("items");
  if (items == nullptr || !items->is_array() || items->get_array().empty() ||
      items->get_array().size() > kMaxItems) {
    errors.push_back({"items", "Una plantilla tiene de 1 a 50 tareas."});
  } else {
    std::set<std::string> keys;
    std::size_t n = 0;
    for (const auto& v : items->get_array()) {
      const std::string at = "items[" + std::to_string(n++) + "]";
      if (!v.is_object()) {
        errors.push_back({at, "Cada tarea es un objeto."});
        continue;
      }
      const auto& o = v.get_object();
      TemplateItem i;
      i.key = text_of(o, "key").value_or("");
      if (i.key.empty() || i.key.size() > 40) {
        errors.push_back({at + ".key", "La clave tiene de 1 a 40 caracteres."});
      } else if (keys.contains(i.key)) {
        errors.push_back({at + ".key", "Esa clave ya está en la plantilla."});
      }
      i.title = text_of(o, "title").value_or("");
      if (i.title.empty() || utf8_length(i.title) > 200) {
        errors.push_back({at + ".title", "Escribe un título de 1 a 200 caracteres."});
      }
      i.description = text_of(o, "description").value_or("");
      if (utf8_length(i.description) > 4000) {
        errors.push_back({at + ".description", "Hasta 4000 caracteres."});
      }
      const auto offset = int_of(o, "offset_days");
      if (!offset || *offset < -365 || *offset > 365) {
        errors.push_back({at + ".offset_days", "Los días van de -365 a 365."});
      } else {
        i.offset_days = *offset;
      }
      i.assignee_role = text_of(o, "assignee_role").value_or("");
      if (!kRoles.contains(i.assignee_role)) {
        errors.push_back({at + ".assignee_role", "El rol es subject, leader, admin o person."});
      }
      i.person_id = int_of(o, "person_id");
      if (i.assignee_role == "person" && !i.person_id) {
        errors.push_back({at + ".person_id", "Elige a la persona."});
      }
      if (i.assignee_role != "person") i.person_id.reset();
      i.priority = text_of(o, "priority").value_or("normal");
      if (!kItemPriorities.contains(i.priority)) {
        errors.push_back({at + ".priority", "La prioridad es low, normal, high o urgent."});
      }
      i.proof = text_of(o, "proof").value_or("none");
      if (!kItemProofs.contains(i.proof)) {
        errors.push_back({at + ".proof", "La evidencia es none o attachment."});
      }
      if (const auto* d = o.if_contains("depends_on"); d != nullptr && !d->is_null()) {
        if (!d->is_array()) {
          errors.push_back({at + ".depends_on", "Una lista de claves."});
        } else {
          for (const auto& k : d->get_array()) {
            // Only earlier items: an unknown key and a cycle are refused alike.
            if (!k.is_string() || !keys.contains(std::string(k.get_string()))) {
              errors.push_back(
                  {at + ".depends_on", "Solo puede esperar a tareas anteriores de la plantilla."});
              break;
            }
            if (std::find(i.depends_on.begin(), i.depends_on.end(), k.get_string()) ==
                i.depends_on.end()) {
              i.depends_on.emplace_back(k.get_string());
            }
          }
        }
      }
      keys.insert(i.key);
      t.items.push_back(std::move(i));
    }
  }
  if (!errors.empty()) throw rule_broken("invalid_template", "Revisa la plantilla.", errors);
  json::array stored;
  for (const auto& i : t.items) stored.push_back(item_json(i));
  t.row.items = json::serialize(stored);
  return t;
}

namespace {
void check_people(db::Conn& c, OrgId org, const TaskRepo& repo, const Template& t) {
  std::vector<std::int64_t> ids;
  for (const auto& i : t.items) {
    if (i.person_id) ids.push_back(*i.person_id);
  }
  if (ids.empty()) return;
  std::set<std::int64_t> known;
  for (const auto& f : repo.facts(c, org, ids)) known.insert(f.id);
  std::vector<FieldError> errors;
  for (std::size_t n = 0; n < t.items.size(); ++n) {
    const auto& p = t.items[n].person_id;
    if (p && !known.contains(*p)) {
      errors.push_back({"items[" + std::to_string(n) + "].person_id", "Esa persona no existe."});
    }
  }
  if (!errors.empty()) throw rule_broken("invalid_template", "Revisa la plantilla.", errors);
}

/// What the audit trail keeps of a template: its settings and its items as saved.
json::object template_summary(const TemplateRow& r) {
  json::object o{{"name", r.name},
                 {"trigger", r.trigger},
                 {"anchor", r.anchor},
                 {"active", r.active},
                 {"items", json::parse(r.items)}};
  if (r.name_en) o["name_en"] = *r.name_en;
  return o;
}
}  // namespace

std::vector<Template> TemplateService::list(OrgId org) const {
  return db_.run([&](db::Conn& c) {
    std::vector<Template> out;
    for (auto& r : repo_.templates(c, org)) out.push_back(from_row(std::move(r)));
    return out;
  });
}

Template TemplateService::create(OrgId org, const json::object& body) const {
  auto t = parse(body);
  return db_.transact([&](db::Conn& c) {
    check_people(c, org, repo_, t);
    const auto id = repo_.insert_template(c, org, t.row, clock_.now_ms());
    auto saved = *repo_.find_template(c, org, id);
    audit_.record(c, org, "tasks.create_template", {"task_template", id}, nullptr,
                  template_summary(saved));
    return from_row(std::move(saved));
  });
}

Template TemplateService::read(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    auto row = repo_.find_template(c, org, id);
    if (!row) throw no_template();
    return from_row(std::move(*row));
  });
}

Template TemplateService::update(OrgId org, std::int64_t id, const json::object& body) const {
  auto t = parse(body);
  t.row.id = id;
  return db_.transact([&](db::Conn& c) {
    check_people(c, org, repo_, t);
    const auto old = repo_.find_template(c, org, id);
    if (!old || !repo_.update_template(c, org, t.row, clock_.now_ms())) throw no_template();
    auto saved = *repo_.find_template(c, org, id);
    audit_.record(c, org, "tasks.update_template", {"task_template", id}, template_summary(*old),
                  template_summary(saved));
    return from_row(std::move(saved));
  });
}

void TemplateService::remove(OrgId org, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const auto old = repo_.find_template(c, org, id);
    if (!old || !repo_.delete_template(c, org, id)) throw no_template();
    audit_.record(c, org, "tasks.delete_template", {"task_template", id}, template_summary(*old),
                  nullptr);
  });
}

std::optional<std::int64_t> TemplateService::run(db::Conn& c, OrgId org, const Template& t,
                                                 const PersonFacts& subject,
                                                 const std::string& anchor_on,
                                                 std::optional<std::int64_t> actor,
                                                 bool must_be_new) const {
  const auto now = clock_.now_ms();
  std::optional<std::int64_t> run_id;
  if (must_be_new) {
    run_id = repo_.insert_run(c, org, t.row, subject.id, anchor_on, actor, now);
  } else {
    run_id = repo_.insert_run_if_new(c, org, t.row, subject.id, anchor_on, now);
    if (!run_id) return std::nullopt;
  }
  // Who each role is: the subject; their leader (an admin when they have none active); the
  // organisation's first active admin; the named person (an admin when not active).
  std::vector<std::int64_t> wanted{subject.id};
  if (subject.leader_id) wanted.push_back(*subject.leader_id);
  for (const auto& i : t.items) {
    if (i.person_id) wanted.push_back(*i.person_id);
  }
  std::set<std::int64_t> active;
  for (const auto& f : repo_.facts(c, org, wanted)) {
    if (f.active) active.insert(f.id);
  }
  const auto admin = repo_.first_admin(c, org);
  const auto fallback = admin.value_or(subject.id);
  const auto assignee = [&](const TemplateItem& i) -> std::int64_t {
    if (i.assignee_role == "subject") return subject.id;
    if (i.assignee_role == "leader") {
      return subject.leader_id && active.contains(*subject.leader_id) ? *subject.leader_id
                                                                      : fallback;
    }
    if (i.assignee_role == "person" && i.person_id && active.contains(*i.person_id)) {
      return *i.person_id;
    }
    return fallback;
  };
  const std::int64_t creator = actor.value_or(fallback);
  const Source source{"template", *run_id, t.row.name};
  std::map<std::string, std::int64_t> by_key;
  std::vector<std::int64_t> created;
  for (const auto& i : t.items) {
    NewTask task;
    task.title = i.title;
    task.description = i.description;
    task.assignee_ids = {assignee(i)};
    task.due_on = add_days(anchor_on, i.offset_days);
    task.priority = i.priority;
    task.proof = i.proof;
    for (const auto& k : i.depends_on) {
      if (const auto it = by_key.find(k); it != by_key.end()) task.depends_on.push_back(it->second);
    }
    const auto id = tasks_.insert_task(c, org, source, run_id, creator, task);
    by_key[i.key] = id;
    created.push_back(id);
  }
  tasks_.announce(c, org, created, actor);
  return run_id;
}

RunView TemplateService::run_view(db::Conn& c, OrgId org, std::int64_t run_id) const {
  RunView v;
  v.row = *repo_.find_run(c, org, run_id);
  v.subject = person_or_id(c, org, v.row.subject_id);
  return v;
}

RunView TemplateService::start(OrgId org, std::int64_t actor, std::int64_t template_id,
                               std::int64_t subject_id, const std::optional<std::string>& anchor_on,
                               const std::string& today) const {
  if (anchor_on && !parse_day(*anchor_on)) {
    throw rule_broken("invalid_run", "Revisa la fecha.",
                      {{"anchor_on", "La fecha es AAAA-MM-DD."}});
  }
  try {
    return db_.transact([&](db::Conn& c) {
      auto row = repo_.find_template(c, org, template_id);
      if (!row) throw no_template();
      const auto facts = repo_.facts(c, org, {subject_id});
      if (facts.empty()) throw not_found("Esa persona no existe.");
      const auto& subject = facts.front();
      const auto t = from_row(std::move(*row));
      std::string anchor = today;
      if (anchor_on) {
        anchor = *anchor_on;
      } else if (t.row.anchor == "hire_date" && subject.admission_date &&
                 parse_day(*subject.admission_date)) {
        anchor = *subject.admission_date;
      }
      const auto id = run(c, org, t, subject, anchor, actor, true);
      audit_.record(
          c, org, "tasks.start_run", {"task_template", template_id}, nullptr,
          json::object{{"run_id", *id}, {"subject_id", subject_id}, {"anchor_on", anchor}});
      return run_view(c, org, *id);
    });
  } catch (const db::Error& e) {
    if (e.failure() != db::Failure::kUniqueViolation) throw;
    throw conflict("run_exists", "Esta plantilla ya se inició para esa persona y esa fecha.");
  }
}

RunPage TemplateService::runs(OrgId org, std::optional<std::int64_t> template_id,
                              std::optional<std::int64_t> subject_id, std::int64_t limit,
                              std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    RunPage page;
    const auto rows = repo_.runs(c, org, template_id, subject_id, limit, offset);
    std::vector<std::int64_t> ids;
    for (const auto& r : rows) ids.push_back(r.subject_id);
    std::map<std::int64_t, users::Person> people;
    for (auto& p : users::UserRepo().people(c, org, ids)) people.emplace(p.id, std::move(p));
    for (const auto& r : rows) {
      RunView v;
      v.row = r;
      if (const auto it = people.find(r.subject_id); it != people.end()) {
        v.subject = it->second;
      } else {
        v.subject.id = r.subject_id;
      }
      page.items.push_back(std::move(v));
    }
    page.total = repo_.count_runs(c, org, template_id, subject_id);
    return page;
  });
}

std::vector<std::int64_t> TemplateService::start_runs(db::Conn& c, OrgId org,
                                                      const std::string& trigger,
                                                      const std::vector<std::int64_t>& subject_ids,
                                                      const std::optional<std::string>& anchor_on,
                                                      const std::string& today) const {
  std::vector<std::int64_t> started;
  if (subject_ids.empty()) return started;
  const auto rows = repo_.templates_for(c, org, trigger);
  if (rows.empty()) return started;
  const auto subjects = repo_.facts(c, org, subject_ids);
  for (const auto& row : rows) {
    const auto t = from_row(row);
    for (const auto& s : subjects) {
      std::string anchor = today;
      if (anchor_on) {
        anchor = *anchor_on;
      } else if (t.row.anchor == "hire_date" && s.admission_date && parse_day(*s.admission_date)) {
        anchor = *s.admission_date;
      }
      if (const auto id = run(c, org, t, s, anchor, std::nullopt, false)) started.push_back(*id);
    }
  }
  return started;
}

}  // namespace aplauso::tasks
