#include "modules/workplace/workplace_repo.h"

#include "db/conn.h"
#include "modules/workplace/workplace_sql.h"

namespace aplauso::workplace {

namespace {
std::vector<SiteRow> read_sites(db::Rows rows) {
  std::vector<SiteRow> out;
  for (const db::Row& r : rows) {
    SiteRow s;
    s.id = r.i64(0);
    s.name = r.text(1);
    s.address = r.text(2);
    s.city = r.text(3);
    s.country = r.text(4);
    s.timezone = r.text(5);
    s.phone = r.opt_text(6);
    s.map_url = r.opt_text(7);
    s.notes = r.opt_text(8);
    s.notes_en = r.opt_text(9);
    s.status = r.text(10);
    s.created_at = r.i64(11);
    s.updated_at = r.i64(12);
    s.people = r.i64(13);
    out.push_back(std::move(s));
  }
  return out;
}

std::optional<SiteRow> first(std::vector<SiteRow> rows) {
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}
}  // namespace

std::optional<SiteRow> WorkplaceRepo::site(db::Conn& c, OrgId org, std::int64_t id) const {
  return first(read_sites(c.query(sql::kSite, {org, id})));
}

std::vector<SiteRow> WorkplaceRepo::sites(db::Conn& c, OrgId org) const {
  return read_sites(c.query(sql::kSites, {org}));
}

std::vector<SiteRow> WorkplaceRepo::sites(db::Conn& c, OrgId org, const std::string& status) const {
  return read_sites(c.query(sql::kSitesByStatus, {org, status}));
}

std::int64_t WorkplaceRepo::site_count(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kSiteCount, {org}).value_or(0);
}

bool WorkplaceRepo::name_taken(db::Conn& c, OrgId org, const std::string& name,
                               std::int64_t except) const {
  return c.scalar(sql::kSameName, {org, name, except}).value_or(0) > 0;
}

std::int64_t WorkplaceRepo::insert(db::Conn& c, OrgId org, const SiteFields& f,
                                   std::int64_t created_by, std::int64_t now) const {
  return *c.scalar(sql::kInsertSite,
                   {org, f.name, f.address, f.city, f.country, f.timezone, f.phone, f.map_url,
                    f.notes, f.notes_en, f.status, created_by, now});
}

void WorkplaceRepo::change(db::Conn& c, OrgId org, std::int64_t id, const SiteFields& f,
                           std::int64_t now) const {
  c.exec(sql::kChangeSite, {org, id, f.name, f.address, f.city, f.country, f.timezone, f.phone,
                            f.map_url, f.notes, f.notes_en, f.status, now});
}

void WorkplaceRepo::remove(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteSite, {org, id});
}

std::optional<SiteRow> WorkplaceRepo::site_of_person(db::Conn& c, OrgId org,
                                                     std::int64_t user) const {
  return first(read_sites(c.query(sql::kSiteOfPerson, {org, user})));
}

std::int64_t WorkplaceRepo::assigned_count(db::Conn& c, OrgId org, std::int64_t site) const {
  return c.scalar(sql::kAssignedCount, {org, site}).value_or(0);
}

std::vector<std::int64_t> WorkplaceRepo::people_of_site(db::Conn& c, OrgId org, std::int64_t site,
                                                        const std::optional<std::string>& pattern,
                                                        std::int64_t limit, std::int64_t offset,
                                                        std::int64_t* total) const {
  std::vector<std::int64_t> out;
  if (pattern) {
    for (const db::Row& r :
         c.query(sql::kPeopleOfSiteMatching, {org, site, limit, offset, *pattern})) {
      out.push_back(r.i64(0));
    }
    if (total != nullptr) {
      *total = c.scalar(sql::kPeopleOfSiteMatchingCount, {org, site, *pattern}).value_or(0);
    }
  } else {
    for (const db::Row& r : c.query(sql::kPeopleOfSite, {org, site, limit, offset})) {
      out.push_back(r.i64(0));
    }
    if (total != nullptr) *total = c.scalar(sql::kPeopleOfSiteCount, {org, site}).value_or(0);
  }
  return out;
}

std::vector<std::int64_t> WorkplaceRepo::colleagues(db::Conn& c, OrgId org, std::int64_t site,
                                                    std::int64_t user,
                                                    const std::optional<std::string>& pattern,
                                                    std::int64_t limit, std::int64_t offset,
                                                    std::int64_t* total) const {
  std::vector<std::int64_t> out;
  {
    db::Rows rows = pattern
                        ? c.query(sql::kColleaguesNamed, {org, site, user, limit, offset, *pattern})
                        : c.query(sql::kColleagues, {org, site, user, limit, offset});
    for (const db::Row& r : rows) out.push_back(r.i64(0));
  }
  if (total != nullptr) {
    *total = (pattern ? c.scalar(sql::kColleaguesNamedCount, {org, site, user, *pattern})
                      : c.scalar(sql::kColleagueCount, {org, site, user}))
                 .value_or(0);
  }
  return out;
}

void WorkplaceRepo::assign(db::Conn& c, OrgId org, std::int64_t site,
                           const std::vector<std::int64_t>& users, std::int64_t by,
                           std::int64_t now) const {
  if (users.empty()) return;
  c.exec(sql::kAssign, {org, site, users, by, now});
}

void WorkplaceRepo::unassign(db::Conn& c, OrgId org, std::int64_t user) const {
  c.exec(sql::kUnassign, {org, user});
}

bool WorkplaceRepo::person_here(db::Conn& c, OrgId org, std::int64_t user) const {
  return c.scalar(sql::kPersonHere, {org, user}).value_or(0) > 0;
}

bool WorkplaceRepo::department_here(db::Conn& c, OrgId org, std::int64_t department) const {
  return c.scalar(sql::kDepartmentHere, {org, department}).value_or(0) > 0;
}

void WorkplaceRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kUnassign, {org, user_id});
  c.exec(sql::kForgetAssigner, {org, user_id});
  c.exec(sql::kForgetCreator, {org, user_id});
}

}  // namespace aplauso::workplace
