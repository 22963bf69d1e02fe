#include "modules/schedule/schedule_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <set>

#include "core/errors.h"
#include "core/time_zone.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/schedule/schedule_hours.h"
#include "modules/structure/sites.h"
#include "modules/users/person_erasure.h"

namespace aplauso::schedule {

namespace {
ApiError schedule_not_found() {
  return not_found("No encontramos ese horario.");
}

boost::json::value snapshot(const ScheduleRow& s) {
  return boost::json::object{
      {"name", s.name},
      {"timezone", s.timezone ? boost::json::value(*s.timezone) : boost::json::value(nullptr)},
      {"week", boost::json::parse(week_text(s.week))},
      {"is_default", s.is_default},
      {"status", s.status}};
}

void check_fields(ScheduleFields& f) {
  std::vector<FieldError> errors;
  f.name = trimmed(f.name);
  if (f.name.empty()) {
    errors.push_back({"name", "Este campo es obligatorio."});
  } else if (utf8_length(f.name) > 80 || f.name.find_first_of("\r\n") != std::string::npos) {
    errors.push_back({"name", "Máximo 80 caracteres, en una línea."});
  }
  if (f.timezone) {
    f.timezone = trimmed(*f.timezone);
    if (f.timezone->empty()) {
      f.timezone.reset();
    } else if (!known_time_zone(*f.timezone)) {
      errors.push_back({"timezone",
                        "No conocemos esa zona horaria (por ejemplo, "
                        "America/Mexico_City)."});
    }
  }
  for (auto& e : week_problems(f.week)) errors.push_back(std::move(e));
  if (!errors.empty()) throw invalid_input(std::move(errors));
  for (auto& day : f.week) {
    std::sort(day.begin(), day.end(),
              [](const Interval& a, const Interval& b) { return a.start < b.start; });
  }
}

bool any_interval(const Week& week) {
  return std::any_of(week.begin(), week.end(), [](const auto& day) { return !day.empty(); });
}
}  // namespace

std::vector<ScheduleRow> ScheduleService::list(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.schedules(c, org); });
}

ScheduleRow ScheduleService::get(OrgId org, std::int64_t id) const {
  auto row = db_.run([&](db::Conn& c) { return repo_.schedule(c, org, id); });
  if (!row) throw schedule_not_found();
  return *row;
}

ScheduleRow ScheduleService::create(OrgId org, std::int64_t admin_id, ScheduleFields fields,
                                    bool make_default) const {
  check_fields(fields);
  const std::int64_t id = db_.transact([&](db::Conn& c) {
    if (repo_.count(c, org) >= kMostSchedules) {
      throw conflict("too_many_schedules", "Ya hay " + std::to_string(kMostSchedules) +
                                               " horarios: archiva o borra alguno primero.");
    }
    const auto created = repo_.insert(c, org, fields, admin_id, clock_.now_ms());
    if (make_default) repo_.make_default(c, org, created);
    auto row = repo_.schedule(c, org, created);
    audit_.record(c, org, "schedule.create", {"work_schedule", created}, nullptr, snapshot(*row));
    return created;
  });
  return get(org, id);
}

ScheduleRow ScheduleService::update(OrgId org, std::int64_t /*admin_id*/, std::int64_t id,
                                    const ScheduleEdit& edit) const {
  if (edit.status && *edit.status != "active" && *edit.status != "archived") {
    throw invalid_input("status", "El estado es «active» o «archived».");
  }
  db_.transact([&](db::Conn& c) {
    const auto before = repo_.schedule(c, org, id);
    if (!before) throw schedule_not_found();
    ScheduleFields f = *before;
    if (edit.name) f.name = *edit.name;
    if (edit.timezone) f.timezone = *edit.timezone;
    if (edit.week) f.week = *edit.week;
    check_fields(f);
    const std::string status = edit.status.value_or(before->status);
    const bool will_be_default = edit.is_default.value_or(before->is_default);
    if (status == "archived" && will_be_default) {
      throw conflict("schedule_default",
                     "Es el horario predeterminado: elige otro antes de archivarlo.");
    }
    repo_.change(c, org, id, f, status, clock_.now_ms());
    if (edit.is_default && *edit.is_default && !before->is_default) repo_.make_default(c, org, id);
    if (edit.is_default && !*edit.is_default && before->is_default) repo_.make_default(c, org, 0);
    const auto after = repo_.schedule(c, org, id);
    audit_.record(c, org, "schedule.update", {"work_schedule", id}, snapshot(*before),
                  snapshot(*after));
  });
  return get(org, id);
}

Removal ScheduleService::remove(OrgId org, std::int64_t /*admin_id*/, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto before = repo_.schedule(c, org, id);
    if (!before) throw schedule_not_found();
    if (before->is_default) {
      throw conflict("schedule_default",
                     "Es el horario predeterminado: elige otro antes de borrarlo.");
    }
    Removal out;
    if (before->people > 0) {
      repo_.change(c, org, id, *before, "archived", clock_.now_ms());
      out.archived = repo_.schedule(c, org, id);
      audit_.record(c, org, "schedule.archive", {"work_schedule", id}, snapshot(*before),
                    snapshot(*out.archived));
    } else {
      repo_.remove(c, org, id);
      out.deleted = true;
      audit_.record(c, org, "schedule.delete", {"work_schedule", id}, snapshot(*before), nullptr);
    }
    return out;
  });
}

std::vector<std::int64_t> ScheduleService::people(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    if (!repo_.schedule(c, org, id)) throw schedule_not_found();
    return repo_.people(c, org, id);
  });
}

std::int64_t ScheduleService::assign(OrgId org, std::int64_t admin_id,
                                     std::optional<std::int64_t> schedule_id,
                                     const Targets& targets) const {
  if (targets.department_id.has_value() == !targets.user_ids.empty()) {
    throw invalid_input("user_ids", "Elige personas o un departamento (uno de los dos).");
  }
  if (targets.user_ids.size() > kMostPeople) {
    throw invalid_input("user_ids",
                        "Como máximo " + std::to_string(kMostPeople) + " personas a la vez.");
  }
  return db_.transact([&](db::Conn& c) {
    if (schedule_id) {
      const auto s = repo_.schedule(c, org, *schedule_id);
      if (!s) throw schedule_not_found();
      if (s->status != "active") {
        throw conflict("schedule_archived",
                       "Ese horario está archivado: reactívalo para asignarlo.");
      }
    }
    std::vector<std::int64_t> users;
    if (targets.department_id) {
      if (!repo_.department_exists(c, org, *targets.department_id)) {
        throw not_found("No encontramos ese departamento.");
      }
      users = repo_.department_people(c, org, *targets.department_id);
    } else {
      const std::set<std::int64_t> unique(targets.user_ids.begin(), targets.user_ids.end());
      users.assign(unique.begin(), unique.end());
      if (repo_.count_people(c, org, users) != static_cast<std::int64_t>(users.size())) {
        throw not_found("Alguna de esas personas no existe.");
      }
    }
    if (schedule_id) {
      repo_.assign(c, org, users, *schedule_id, admin_id, clock_.now_ms());
    } else {
      repo_.unassign(c, org, users);
    }
    boost::json::array ids(users.begin(), users.end());
    audit_.record(
        c, org, "schedule.assign",
        schedule_id ? audit::Target{"work_schedule", *schedule_id}
                    : audit::Target{"work_schedule", "default"},
        nullptr,
        boost::json::object{
            {"user_ids", std::move(ids)},
            {"department_id", targets.department_id ? boost::json::value(*targets.department_id)
                                                    : boost::json::value(nullptr)}});
    return static_cast<std::int64_t>(users.size());
  });
}

PersonHours ScheduleService::resolve(db::Conn& c, OrgId org, std::int64_t user,
                                     const OrgHours& hours, std::int64_t now_ms) const {
  PersonHours out;
  out.schedule = repo_.of_person(c, org, user);
  if (out.schedule) {
    out.source = "assigned";
  } else if ((out.schedule = repo_.default_schedule(c, org))) {
    out.source = "default";
  }
  if (out.schedule && out.schedule->timezone) {
    out.timezone = *out.schedule->timezone;
    out.timezone_source = "schedule";
  } else if (const auto site = sites_.of_person(c, org, user);
             site && known_time_zone(site->timezone)) {
    out.timezone = site->timezone;
    out.timezone_source = "site";
  } else {
    out.timezone = known_time_zone(hours.timezone) ? hours.timezone : std::string("UTC");
    out.timezone_source = "organization";
  }
  if (out.schedule) out.now = hours_at(out.schedule->week, out.timezone, now_ms);
  return out;
}

PersonHours ScheduleService::hours_of(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) {
    if (repo_.count_people(c, org, {user_id}) == 0) {
      throw not_found("No encontramos a esa persona.");
    }
    return resolve(c, org, user_id, repo_.org_hours(c, org), clock_.now_ms());
  });
}

std::optional<std::int64_t> ScheduleService::next_start(db::Conn& c, OrgId org, std::int64_t user,
                                                        std::int64_t now_ms) const {
  const auto hours = repo_.org_hours(c, org);
  if (!hours.on) return std::nullopt;
  const auto person = resolve(c, org, user, hours, now_ms);
  if (!person.schedule || !any_interval(person.schedule->week) || person.now.working) {
    return std::nullopt;
  }
  return person.now.next_start;
}

void ScheduleService::forget_person(db::Conn& c, OrgId org,
                                    const users::ErasedPerson& person) const {
  repo_.forget(c, org, person.id);
}

}  // namespace aplauso::schedule
