// The pieces directory sync stands on: secrets sealed at rest (a directory's bind password), what
// the operator lets a directory address reach, and the LDAP client, read against a real slapd
// on 127.0.0.1.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/ldap_client.h"
#include "core/secret_box.h"
#include "modules/directory/directory_reach.h"
#include "support/slapd_server.h"
#include "support/smtp_server.h"

namespace aplauso::test {
namespace {

TEST(UnitSecretBox, SealedSecretsOpenOnlyWithTheSameSecretAndPurpose) {
  const auto sealed = secret_box::seal("server-secret", "ldap", "la clave del directorio");
  EXPECT_EQ(sealed.find("clave"), std::string::npos) << "nothing readable at rest";
  EXPECT_NE(sealed, secret_box::seal("server-secret", "ldap", "la clave del directorio"))
      << "a fresh nonce each time";
  EXPECT_EQ(secret_box::open("server-secret", "ldap", sealed), "la clave del directorio");
  EXPECT_FALSE(secret_box::open("another-secret", "ldap", sealed));
  EXPECT_FALSE(secret_box::open("server-secret", "smtp", sealed));
  std::string tampered = sealed;
  tampered[tampered.size() / 2] = tampered[tampered.size() / 2] == 'A' ? 'B' : 'A';
  EXPECT_FALSE(secret_box::open("server-secret", "ldap", tampered));
  EXPECT_FALSE(secret_box::open("server-secret", "ldap", "not base64 at all!"));
}

TEST(UnitDirectoryReach, AnAddressIsOneHostOnAnLdapPortOrOneTheOperatorAdds) {
  using directory::ldap_endpoint;
  EXPECT_EQ(ldap_endpoint("ldap://Directorio.Empresa.com")->host, "directorio.empresa.com");
  EXPECT_EQ(ldap_endpoint("ldap://directorio.empresa.com")->port, 389);
  EXPECT_EQ(ldap_endpoint("ldaps://directorio.empresa.com")->port, 636);
  EXPECT_EQ(ldap_endpoint("ldaps://10.0.0.5:3269/dc=x")->port, 3269);
  EXPECT_EQ(ldap_endpoint("ldap://[fd00::5]:389")->host, "fd00::5");
  for (const char* bad :
       {"http://x", "ldap://", "ldap://a@b", "ldap://x:", "ldap://x:99999", "ldap://x:1a",
        "ldap://a%2eb", "ldap://[fd00::5", "ldap://[x]:389", "ldapi://%2fvar%2frun"}) {
    EXPECT_FALSE(ldap_endpoint(bad)) << bad;
  }

  directory::DirectoryReach open;
  EXPECT_FALSE(open.refusal("ldap://cualquiera.example"));
  EXPECT_FALSE(open.refusal("ldaps://cualquiera.example:636"));
  EXPECT_TRUE(open.refusal("ldap://cualquiera.example:22"));
  EXPECT_TRUE(open.refusal("ldap://127.0.0.1:6379"));

  directory::DirectoryReach narrow{{"ldap.corp.example", "*.dir.example", "10.0.0.5"},
                                   {{3268, 3269}, {10389, 10399}}};
  EXPECT_FALSE(narrow.refusal("ldap://LDAP.corp.example"));
  EXPECT_FALSE(narrow.refusal("ldaps://a.dir.example:3269"));
  EXPECT_FALSE(narrow.refusal("ldap://10.0.0.5:10399"));
  EXPECT_TRUE(narrow.refusal("ldap://dir.example")) << "the wildcard is for names under it";
  EXPECT_TRUE(narrow.refusal("ldap://evil-dir.example"));
  EXPECT_TRUE(narrow.refusal("ldap://10.0.0.6"));
  EXPECT_TRUE(narrow.refusal("ldap://10.0.0.5:10400"));
  EXPECT_NE(narrow.refusal("ldap://10.0.0.5:22")->find("El puerto 22"), std::string::npos);
}

ldap::Query people_query(const SlapdServer& slapd) {
  ldap::Query q;
  q.url = slapd.url();
  q.bind_dn = SlapdServer::kAdminDn;
  q.bind_password = SlapdServer::kAdminPassword;
  q.base_dn = std::string("ou=people,") + SlapdServer::kSuffix;
  q.filter = "(objectClass=inetOrgPerson)";
  q.attributes = {"mail", "givenName", "sn", "title", "departmentNumber"};
  q.timeout = std::chrono::seconds(5);
  return q;
}

TEST(UnitLdapClient, ReadsThePeopleOfARealDirectory) {
  const SlapdServer slapd(
      person_ldif("ana", "Ana", "Torres", "ana@example.test", "Analista", "Ventas") +
      person_ldif("jose", "José", "Núñez", "jose@example.test"));
  auto entries = ldap::search(people_query(slapd));
  ASSERT_EQ(entries.size(), 2U);
  std::sort(entries.begin(), entries.end(),
            [](const auto& a, const auto& b) { return a.dn < b.dn; });
  EXPECT_EQ(entries[0].dn, "uid=ana,ou=people,dc=example,dc=test");
  EXPECT_EQ(entries[0].values.at("mail"), "ana@example.test");
  EXPECT_EQ(entries[0].values.at("givenname"), "Ana");
  EXPECT_EQ(entries[0].values.at("departmentnumber"), "Ventas");
  EXPECT_EQ(entries[1].values.at("sn"), "Núñez") << "UTF-8 as stored";
  EXPECT_FALSE(entries[1].values.contains("title"));
}

TEST(UnitLdapClient, ReadsEveryPersonPastTheServersSizeLimitPageByPage) {
  // Like Active Directory (1000 entries a search unless paged), this directory answers at most
  // three entries to a search, but any number through the paged results control (RFC 2696).
  std::string ldif;
  for (int i = 0; i < 8; ++i) {
    const std::string uid = "p" + std::to_string(i);
    ldif += person_ldif(uid, "Persona", uid, uid + "@example.test");
  }
  const SlapdServer slapd(ldif,
                          "limits anonymous size.soft=3 size.hard=3 size.pr=3 "
                          "size.prtotal=unlimited\n");
  auto q = people_query(slapd);
  q.bind_dn.clear();
  q.bind_password.clear();
  q.page_size = 3;
  const auto entries = ldap::search(q);
  EXPECT_EQ(entries.size(), 8U);
  q.max_entries = 5;
  EXPECT_THROW(ldap::search(q), ldap::Failed) << "still bounded by max_entries";
}

TEST(UnitLdapClient, EachFailureHasItsOwnMessage) {
  const SlapdServer slapd(person_ldif("ana", "Ana", "Torres", "ana@example.test"));
  const auto message = [](ldap::Query q) {
    try {
      ldap::search(q);
    } catch (const ldap::Failed& e) {
      return std::string(e.what());
    }
    return std::string("no failure");
  };
  auto q = people_query(slapd);
  q.bind_password = "otra";
  EXPECT_NE(message(q).find("rechazó"), std::string::npos) << message(q);
  q = people_query(slapd);
  q.base_dn = std::string("ou=nadie,") + SlapdServer::kSuffix;
  EXPECT_NE(message(q).find("base de búsqueda"), std::string::npos) << message(q);
  q = people_query(slapd);
  q.filter = "(objectClass=inetOrgPerson";
  EXPECT_NE(message(q).find("filtro"), std::string::npos) << message(q);
  q = people_query(slapd);
  q.max_entries = 0;
  EXPECT_NE(message(q).find("más personas"), std::string::npos) << message(q);
  q = people_query(slapd);
  q.url = "ldap://127.0.0.1:" + std::to_string(closed_port());
  EXPECT_NE(message(q).find("No pudimos conectar"), std::string::npos) << message(q);
  q.url = "http://127.0.0.1";
  EXPECT_NE(message(q).find("ldap://"), std::string::npos);
}

}  // namespace
}  // namespace aplauso::test
