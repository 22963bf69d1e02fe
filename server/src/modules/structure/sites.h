// The sites slot: the organisation's places of work (centros de trabajo) as other modules see them.
// The workplace module keeps the sites and who works where, and fills this slot when it is
// installed; modules installed after structure ask it (health & safety: the site of a report and
// statistics by site; schedule: a site's time zone). With no source, or with the workplace module
// off for an organisation, the source answers nothing and callers fall back to the organisation
// (a report without a site, the organisation's time zone).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::structure {

/// One active site, as other modules need it.
struct Site {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> country;  ///< ISO 3166-1 alpha-2
  std::string timezone;                ///< IANA name ("America/Mexico_City")
};

class Sites {
 public:
  /// What the workplace module answers. Each runs on the caller's connection and writes nothing;
  /// each answers empty when the module is off for the organisation.
  struct Source {
    /// The organisation's active sites, by name.
    std::function<std::vector<Site>(db::Conn&, OrgId)> all;
    /// One active site of the organisation (none: unknown id, another organisation's, archived).
    std::function<std::optional<Site>(db::Conn&, OrgId, std::int64_t site)> find;
    /// The site where `user` works (none: not assigned).
    std::function<std::optional<Site>(db::Conn&, OrgId, std::int64_t user)> of_person;
  };

  /// At install time only (not thread-safe with the readers).
  void fill(Source source) { source_ = std::move(source); }

  std::vector<Site> all(db::Conn& c, OrgId org) const {
    return source_.all ? source_.all(c, org) : std::vector<Site>{};
  }
  std::optional<Site> find(db::Conn& c, OrgId org, std::int64_t site) const {
    return source_.find ? source_.find(c, org, site) : std::nullopt;
  }
  std::optional<Site> of_person(db::Conn& c, OrgId org, std::int64_t user) const {
    return source_.of_person ? source_.of_person(c, org, user) : std::nullopt;
  }

 private:
  Source source_;
};

}  // namespace aplauso::structure
