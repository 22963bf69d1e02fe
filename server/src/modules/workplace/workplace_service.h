// Workplace (flag `workplace`, issue 33; ADR 0075, docs/workplace.md): the organisation's sites
// (centros de trabajo) with their address, country and IANA time zone, and the one site where
// each person works. Admins keep the sites (archived, never deleted, while people work there)
// and assign people one by one, a list at once or a whole department, each in one transaction;
// everyone sees a person's site on their profile (the person themselves and admins every detail,
// colleagues its name, city and country), and each person their own site's page with the active
// colleagues there ("Mi centro de trabajo"). Other modules read the sites through the slot
// structure::Sites (workplace_sites.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/users/user.h"
#include "modules/users/user_repo.h"
#include "modules/workplace/workplace_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::users {
struct ErasedPerson;
}

namespace aplauso::workplace {

inline constexpr std::string_view kModule = "workplace";

/// A change of a site; each part optional, nullable ones cleared with a null.
struct SiteEdit {
  std::optional<std::string> name;
  std::optional<std::string> address;
  std::optional<std::string> city;
  std::optional<std::string> country;
  std::optional<std::string> timezone;
  std::optional<std::optional<std::string>> phone;
  std::optional<std::optional<std::string>> map_url;
  std::optional<std::optional<std::string>> notes;
  std::optional<std::optional<std::string>> notes_en;
  std::optional<std::string> status;
};

/// Whom to assign to a site at once: a list of people, or every active member of a department.
struct Assignees {
  std::vector<std::int64_t> user_ids;
  std::optional<std::int64_t> department_id;
};

/// A page of a site's people.
struct PeoplePage {
  std::vector<users::Person> people;
  std::int64_t total = 0;
};

class WorkplaceService {
 public:
  /// Sites per organisation.
  static constexpr std::int64_t kMostSites = 200;
  /// People one list may assign at once.
  static constexpr std::size_t kMostAtOnce = 1000;

  WorkplaceService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit)
      : db_(db), clock_(clock), audit_(audit) {}

  // --- Admins -----------------------------------------------------------------------------------
  std::vector<SiteRow> list(OrgId org) const;
  SiteRow get(OrgId org, std::int64_t id) const;
  /// Audited (workplace.create). 400 names each bad field; 422 duplicate_site, too_many_sites.
  SiteRow create(OrgId org, std::int64_t admin_id, const SiteFields& fields) const;
  /// Audited (workplace.update); archiving and restoring are status changes.
  SiteRow update(OrgId org, std::int64_t id, const SiteEdit& edit) const;
  /// Audited (workplace.delete). 422 site_has_people while anyone works there (archive it).
  void remove(OrgId org, std::int64_t id) const;
  /// A page of the site's people by name; `query` matches names and e-mails.
  PeoplePage people(OrgId org, std::int64_t site, const std::optional<std::string>& query,
                    std::int64_t limit, std::int64_t offset) const;
  /// Assigns people to an active site in one transaction (audited, workplace.assign): 404 for a
  /// site, person or department that is not the organisation's; 422 site_archived; 400 when
  /// neither or both are given. Answers how many people were assigned.
  std::int64_t assign(OrgId org, std::int64_t admin_id, std::int64_t site,
                      const Assignees& who) const;
  /// Sets (or, with none, clears) one person's site (audited, workplace.assign/unassign).
  std::optional<SiteRow> assign_person(OrgId org, std::int64_t admin_id, std::int64_t user,
                                       std::optional<std::int64_t> site) const;

  // --- Everyone ---------------------------------------------------------------------------------
  /// The active site where `user` works (none: not assigned, or their site archived); 404 for
  /// someone who is not one of the organisation's people.
  std::optional<SiteRow> site_of(OrgId org, std::int64_t user) const;
  /// A page of the active colleagues of `user` at their site, by name, themselves left out;
  /// `query` matches names. Empty while they have no site or their site is archived; 400 for a
  /// query over 100 characters.
  PeoplePage colleagues(OrgId org, std::int64_t user, const std::optional<std::string>& query,
                        std::int64_t limit, std::int64_t offset) const;

  // --- The slot (on the caller's connection)
  // ------------------------------------------------------
  std::vector<SiteRow> active_sites(db::Conn& c, OrgId org) const;
  std::optional<SiteRow> active_site(db::Conn& c, OrgId org, std::int64_t id) const;
  std::optional<SiteRow> site_of(db::Conn& c, OrgId org, std::int64_t user) const;

  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  void check_fields(db::Conn& c, OrgId org, std::int64_t id, SiteFields& f) const;
  /// The people with these ids, in the order given.
  std::vector<users::Person> people_in_order(db::Conn& c, OrgId org,
                                             const std::vector<std::int64_t>& ids) const;

  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  WorkplaceRepo repo_;
  users::UserRepo users_;
};

/// A LIKE pattern matching `query` anywhere, lower case, its wildcards taken literally.
std::string like_pattern(std::string_view query);

}  // namespace aplauso::workplace
