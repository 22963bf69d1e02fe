// What the workplace module keeps: the organisation's sites (centros de trabajo) and, for each
// person, the one site where they work (ADR 0075).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace aplauso::workplace {

struct SiteFields {
  std::string name;
  std::string address;
  std::string city;
  std::string country;   ///< ISO 3166-1 alpha-2, upper case
  std::string timezone;  ///< IANA name, known to the system's tzdata
  std::optional<std::string> phone;
  std::optional<std::string> map_url;   ///< https:// only
  std::optional<std::string> notes;     ///< how to get there, in Spanish
  std::optional<std::string> notes_en;  ///< the same in English
  std::string status = "active";        ///< active | archived
};

struct SiteRow : SiteFields {
  std::int64_t id = 0;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
  std::int64_t people = 0;  ///< people assigned (erased ones left out)
};

}  // namespace aplauso::workplace
