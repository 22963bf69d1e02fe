// Reads people from an LDAP or Active Directory server (OpenLDAP's client library): a simple
// bind, then one subtree search, page by page, returning the asked attributes of each entry.
// Bounded in time (connect and operation timeouts) and in size (entries); referrals are not
// chased.
#pragma once

#include <chrono>
#include <cstddef>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace aplauso::ldap {

struct Query {
  std::string url;  ///< ldap://host:port or ldaps://host:port
  std::string bind_dn;
  std::string bind_password;
  std::string base_dn;
  std::string filter;  ///< e.g. (objectClass=inetOrgPerson)
  std::vector<std::string> attributes;
  std::size_t max_entries = 20'000;
  /// Entries a page (the paged results control): at most what the server allows a page
  /// (Active Directory's MaxPageSize is 1000).
  int page_size = 500;
  /// Deadlines (ADR 0036): to connect, and for the whole read (the bind and every page).
  std::chrono::seconds connect_timeout{5};
  std::chrono::seconds timeout{10};
};

struct Entry {
  std::string dn;
  std::map<std::string, std::string> values;  ///< attribute (lower case) → first value
};

/// Why the directory could not be read: `code()` names the reason (directory_unreachable,
/// directory_credentials_refused, directory_base_not_found, directory_filter_invalid,
/// directory_too_many, or directory_failed for anything else); `what()` is a Spanish message
/// for the admin.
class Failed : public std::runtime_error {
 public:
  Failed(std::string code, const std::string& message)
      : std::runtime_error(message), code_(std::move(code)) {}
  const std::string& code() const { return code_; }

 private:
  std::string code_;
};

/// Every entry under base_dn matching the filter. Throws Failed when the server cannot be
/// reached, refuses the credentials, the base or filter is wrong, or there are more entries
/// than max_entries.
std::vector<Entry> search(const Query& query);

}  // namespace aplauso::ldap
