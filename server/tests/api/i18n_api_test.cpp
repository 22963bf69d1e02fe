// Translation catalogs and missing-key reports.

#include "core/gzip.h"
#include "support/api_test.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class LocalesApi : public ApiTest {};

TEST_F(LocalesApi, CatalogsAreServedRawWithAnEtag) {
  const auto org = make_org(server());
  for (const char* lng : {"es", "en"}) {
    const auto r = client(org.host).get(std::string("/api/locales/") + lng + "/glossary.json");
    ASSERT_EQ(r.status, 200) << lng;
    ASSERT_TRUE(r.json().is_object());
    EXPECT_FALSE(r.json().as_object().contains("success")) << "no envelope for i18next";
    EXPECT_GT(r.json().as_object().size(), 0U);
    EXPECT_FALSE(r.header("etag").empty());
  }
}

TEST_F(LocalesApi, MatchingEtagIsNotModified) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  const auto first = c.get("/api/locales/es/glossary.json");
  const auto again = c.request("GET", "/api/locales/es/glossary.json", {}, {},
                               {"If-None-Match: " + first.header("etag")});
  EXPECT_EQ(again.status, 304);
  EXPECT_TRUE(again.body.empty());
}

TEST_F(LocalesApi, CatalogsAreGzippedForClientsThatTakeIt) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  const auto plain = c.get("/api/locales/es/glossary.json");
  const auto zipped = c.request("GET", "/api/locales/es/glossary.json", {}, {},
                                {"Accept-Encoding: gzip, deflate, br"});
  ASSERT_EQ(zipped.status, 200);
  EXPECT_EQ(zipped.header("content-encoding"), "gzip");
  EXPECT_EQ(zipped.header("vary"), "Accept-Encoding");
  EXPECT_EQ(zipped.header("etag"), plain.header("etag"));
  EXPECT_LT(zipped.body.size() * 3, plain.body.size()) << "a catalog compresses well";
  EXPECT_EQ(gzip::decompress(zipped.body), plain.body);
  EXPECT_TRUE(plain.header("content-encoding").empty());
  const auto declined =
      c.request("GET", "/api/locales/es/glossary.json", {}, {}, {"Accept-Encoding: gzip;q=0"});
  EXPECT_EQ(declined.body, plain.body);
}

TEST_F(LocalesApi, UnknownLanguageOrNamespaceIs404) {
  const auto org = make_org(server());
  EXPECT_EQ(client(org.host).get("/api/locales/fr/glossary.json").status, 404);
  EXPECT_EQ(client(org.host).get("/api/locales/es/nothing.json").status, 404);
}

TEST_F(LocalesApi, OrganisationWordingOverridesTheBuiltInText) {
  const auto org = make_org(server());
  exec(server(), sql::kInsertTranslation,
       {org.id, "es", "glossary", "brand.custom.greeting", "Hola equipo"});
  const auto r = client(org.host).get("/api/locales/es/glossary.json");
  EXPECT_EQ(r.json().at("brand").at("custom").at("greeting").as_string(), "Hola equipo");
  const auto other = make_org(server());
  EXPECT_FALSE(
      client(other.host).get("/api/locales/es/glossary.json").json().as_object().contains("brand"));
}

TEST_F(LocalesApi, TheStartPartHasOnlyTheSignInSectionsWithTheOrganisationsWording) {
  const auto org = make_org(server());
  exec(server(), sql::kInsertTranslation,
       {org.id, "es", "glossary", "auth.login.title", "Entra a Aplauso"});
  for (const char* lng : {"es", "en"}) {
    const auto c = client(org.host);
    const auto whole = c.get(std::string("/api/locales/") + lng + "/glossary.json");
    const auto start = c.get(std::string("/api/locales/") + lng + "/start.json");
    ASSERT_EQ(start.status, 200) << lng << start.body;
    const auto parsed = start.json();
    const auto& part = parsed.as_object();
    const auto all = whole.json();
    for (const char* section : {"auth", "errors", "apiErrors", "errorScreen", "loader", "app"}) {
      ASSERT_TRUE(part.contains(section)) << lng << " " << section;
      EXPECT_EQ(part.at(section), all.at(section)) << lng << " " << section;
    }
    EXPECT_FALSE(part.contains("admin")) << lng;
    EXPECT_FALSE(part.contains("catalog")) << lng;
    EXPECT_LT(start.body.size() * 5, whole.body.size()) << lng << ": a small part";
    EXPECT_FALSE(start.header("etag").empty());
    EXPECT_NE(start.header("etag"), whole.header("etag"));
  }
  EXPECT_EQ(
      client(org.host).get("/api/locales/es/start.json").json().at("auth").at("login").at("title"),
      "Entra a Aplauso");
  const auto other = make_org(server());
  EXPECT_NE(client(other.host)
                .get("/api/locales/es/start.json")
                .json()
                .at("auth")
                .at("login")
                .at("title"),
            "Entra a Aplauso");
  EXPECT_EQ(client(org.host).get("/api/locales/fr/start.json").status, 404);
}

TEST_F(LocalesApi, MissingKeysAreRecordedOnce) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  const json::object report{{"nuevo.texto", "Nuevo texto"}, {"otro.texto", "Otro"}};
  auto r = c.post("/api/locales/add/es/glossary", report);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("recorded").as_int64(), 2);
  r = c.post("/api/locales/add/es/glossary", report);
  EXPECT_EQ(r.data().at("recorded").as_int64(), 0);
  EXPECT_EQ(scalar(server(), sql::kMissingTranslations, {org.id}), 2);
}

TEST_F(LocalesApi, KeysTheCatalogHasAreNotMissing) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  const auto catalog = c.get("/api/locales/es/glossary.json").json().as_object();
  // Take the first leaf key of the built-in catalog.
  std::string key;
  const json::value* node = &catalog.begin()->value();
  key = catalog.begin()->key();
  while (node->is_object() && !node->as_object().empty()) {
    key += "." + std::string(node->as_object().begin()->key());
    node = &node->as_object().begin()->value();
  }
  const auto r = c.post("/api/locales/add/es/glossary", {{key, "x"}});
  EXPECT_EQ(r.data().at("recorded").as_int64(), 0);
}

TEST_F(LocalesApi, OnlySupportedLanguagesAndSaneReports) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  EXPECT_EQ(c.post("/api/locales/add/fr/glossary", {{"a", "b"}}).status, 404);
  json::object too_many;
  for (int i = 0; i < 101; ++i) too_many["k" + std::to_string(i)] = "v";
  EXPECT_EQ(c.post("/api/locales/add/es/glossary", too_many).status, 400);
  EXPECT_EQ(c.post("/api/locales/add/es/glossary", {{std::string(300, 'k'), "v"}}).status, 400);
  EXPECT_EQ(c.request("POST", "/api/locales/add/es/glossary", "[1]").status, 400);
}

TEST_F(LocalesApi, MissingKeysAreBoundedPerOrganisation) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  std::int64_t total = 0;
  for (int batch = 0; batch < 21; ++batch) {
    json::object keys;
    for (int i = 0; i < 100; ++i) keys["k" + std::to_string(batch) + "_" + std::to_string(i)] = "v";
    total += c.post("/api/locales/add/en/glossary", keys).data().at("recorded").as_int64();
  }
  EXPECT_EQ(total, 2000);
}

}  // namespace
}  // namespace aplauso::test
