// A real OpenLDAP server for tests: slapd on 127.0.0.1 at a free port, with a throwaway mdb
// database loaded (slapadd) from an LDIF the test writes, gone with the test process.
#pragma once

#include <sys/types.h>
#include <cstdint>
#include <string>

namespace aplauso::test {

class SlapdServer {
 public:
  static constexpr const char* kSuffix = "dc=example,dc=test";
  static constexpr const char* kAdminDn = "cn=admin,dc=example,dc=test";
  static constexpr const char* kAdminPassword = "secreto-del-directorio";

  /// Starts slapd with the suffix's root entry and `ldif` (entries under it) loaded;
  /// `database_config` adds lines to the database's section (e.g. `limits`).
  explicit SlapdServer(const std::string& ldif, const std::string& database_config = "");
  ~SlapdServer();
  SlapdServer(const SlapdServer&) = delete;
  SlapdServer& operator=(const SlapdServer&) = delete;

  /// ldap://127.0.0.1:<port>
  std::string url() const;
  /// Adds entries (LDIF) to the running directory, as its administrator (ldapadd).
  void add(const std::string& ldif) const;
  /// Deletes an entry from the running directory (ldapdelete).
  void remove(const std::string& dn) const;

 private:
  std::string dir_;
  std::uint16_t port_ = 0;
  pid_t pid_ = -1;
};

/// An inetOrgPerson entry under ou=people for the LDIF of a SlapdServer.
std::string person_ldif(const std::string& uid, const std::string& given_name,
                        const std::string& surname, const std::string& mail,
                        const std::string& title = "", const std::string& department = "",
                        const std::string& phone = "");
/// The DN person_ldif gives `uid`.
std::string person_dn(const std::string& uid);

}  // namespace aplauso::test
