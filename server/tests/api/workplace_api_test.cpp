// Workplace over HTTP on both engines (docs/workplace.md, ADR 0075): sites with their bad input
// named field by field, a unique name, a known time zone and an https map link; deleting only an
// empty site (archived otherwise); assigning one person, a list or a whole department in one
// transaction; the paginated people of a site with search; a person's site on their profile
// (every detail to themselves and admins, name and city to colleagues); one's colleagues at one's
// own active site ("Mi centro de trabajo"), paged and searched; members never manage; another
// organisation's sites and people answer 404 or never show; the sites slot answers only with the
// flag on and only active sites; erasing a person forgets where they worked.
#include <gtest/gtest.h>

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <string>
#include <vector>

#include "db/conn.h"
#include "db/database.h"
#include "modules/structure/sites.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace workplace_sql {
inline constexpr db::Statement kWpAssignments{
    "test.wp_assignments", "SELECT COUNT(*) FROM workplace_assignments WHERE org_id = $1"};
inline constexpr db::Statement kWpAssignmentsOf{
    "test.wp_assignments_of",
    "SELECT COUNT(*) FROM workplace_assignments WHERE org_id = $1 AND user_id = $2"};
}  // namespace workplace_sql

class WorkplaceApi : public ApiTest {
 protected:
  static json::object site(const std::string& name, json::object extra = {}) {
    json::object s{{"name", name},
                   {"address", "Paseo de la Reforma 222"},
                   {"city", "Ciudad de México"},
                   {"country", "MX"},
                   {"timezone", "America/Mexico_City"},
                   {"phone", "+52 55 1234 5678"},
                   {"map_url", "https://maps.example.com/?q=reforma"},
                   {"notes", "Recepción en el piso 12."},
                   {"notes_en", "Reception on the 12th floor."}};
    for (const auto& [k, v] : extra) s[k] = v;
    return s;
  }
  static std::int64_t create(const HttpClient& c, const TestOrg& org, const json::object& body) {
    const auto r = c.post("/api/org/workplace/sites", body, org.admin_token);
    if (r.status != 201) throw std::runtime_error("create failed: " + r.body);
    return r.data().at("id").as_int64();
  }
  static std::string sites_path(std::int64_t id, const std::string& tail = "") {
    return "/api/org/workplace/sites/" + std::to_string(id) + tail;
  }
  static HttpResult put_site(const HttpClient& c, const std::string& token, std::int64_t user,
                             json::value site_id) {
    return c.request("PUT", "/api/org/workplace/people/" + std::to_string(user),
                     json::serialize(json::object{{"site_id", site_id}}), token,
                     {"Content-Type: application/json"});
  }
  static HttpResult profile_site(const HttpClient& c, const std::string& token, std::int64_t user) {
    return c.get("/api/workplace/people/" + std::to_string(user), token);
  }
  static std::vector<std::int64_t> ids_of(const json::value& items) {
    std::vector<std::int64_t> out;
    for (const auto& p : items.as_array()) out.push_back(p.at("id").as_int64());
    return out;
  }
};

TEST_F(WorkplaceApi, SitesBadInputArchiveAndDelete) {
  const auto org = make_org(server(), {"workplace"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);

  // Bad input is named field by field and nothing is kept.
  auto r = c.post("/api/org/workplace/sites",
                  site("", {{"address", ""},
                            {"country", "Mexico"},
                            {"timezone", "Mars/Olympus"},
                            {"map_url", "http://maps.example.com"},
                            {"phone", "llamar"},
                            {"status", "closed"}}),
                  org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const auto* field :
       {"name", "address", "country", "timezone", "map_url", "phone", "status"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field << ": " << r.body;
  }
  EXPECT_TRUE(c.get("/api/org/workplace/sites", org.admin_token).data().as_array().empty());

  // Members never manage sites.
  EXPECT_EQ(c.post("/api/org/workplace/sites", site("Mía"), ana.token).status, 403);
  EXPECT_EQ(c.get("/api/org/workplace/sites", ana.token).status, 403);

  const auto central = create(c, org, site("Oficina Central", {{"country", "mx"}}));
  r = c.get(sites_path(central), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("country").as_string(), "MX") << "kept in upper case";
  EXPECT_EQ(r.data().at("status").as_string(), "active");
  EXPECT_EQ(r.data().at("people").as_int64(), 0);
  EXPECT_EQ(c.patch(sites_path(central), {{"name", "Mía"}}, ana.token).status, 403);
  EXPECT_EQ(c.request("DELETE", sites_path(central), "", ana.token).status, 403);

  // A second site may not take the same name.
  r = c.post("/api/org/workplace/sites", site("Oficina Central"), org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "duplicate_site");
  const auto plant = create(c, org,
                            site("Planta Monterrey", {{"city", "Monterrey"},
                                                      {"timezone", "America/Monterrey"},
                                                      {"map_url", nullptr},
                                                      {"notes", nullptr}}));
  r = c.patch(sites_path(plant), {{"name", "Oficina Central"}}, org.admin_token);
  EXPECT_EQ(r.code(), "duplicate_site");
  r = c.patch(sites_path(plant), {{"timezone", "Nowhere/Else"}}, org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("timezone").empty());
  r = c.patch(sites_path(plant), {{"phone", nullptr}, {"notes_en", "Shuttle at 6:30."}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("phone").is_null());
  EXPECT_EQ(r.data().at("notes_en").as_string(), "Shuttle at 6:30.");

  // With someone working there, the site is archived, not deleted.
  ASSERT_EQ(put_site(c, org.admin_token, ana.id, central).status, 200);
  r = c.request("DELETE", sites_path(central), "", org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "site_has_people");
  r = c.patch(sites_path(central), {{"status", "archived"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "archived");
  // An archived site takes nobody new and is not shown on profiles.
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  r = put_site(c, org.admin_token, beto.id, central);
  EXPECT_EQ(r.code(), "site_archived");
  EXPECT_TRUE(profile_site(c, ana.token, ana.id).data().at("site").is_null());
  // The empty one goes.
  r = c.request("DELETE", sites_path(plant), "", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(c.get(sites_path(plant), org.admin_token).status, 404);
  EXPECT_EQ(ids_of(c.get("/api/org/workplace/sites", org.admin_token).data()),
            (std::vector<std::int64_t>{central}));

  // Every change is in the audit trail.
  r = c.get("/api/org/audit_log?action=workplace.create", org.admin_token);
  EXPECT_EQ(r.data().as_array().size(), 2U) << r.body;
  r = c.get("/api/org/audit_log?action=workplace.delete", org.admin_token);
  EXPECT_EQ(r.data().as_array().size(), 1U) << r.body;
  r = c.get("/api/org/audit_log?action=workplace.update&target_id=" + std::to_string(central),
            org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U) << r.body;
  EXPECT_EQ(r.data().at(0).at("after").at("status").as_string(), "archived");

  // The module off: its calls answer 403.
  const auto off = make_org(server(), {"benefits"});
  EXPECT_EQ(client(off.host).get("/api/org/workplace/sites", off.admin_token).code(),
            "module_disabled");
}

TEST_F(WorkplaceApi, AssigningPeopleDepartmentsAndProfiles) {
  const auto org = make_org(server(), {"workplace"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const auto dario = make_user(server(), org, Role::kEmployee, "Dario");
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  exec(server(), sql::kSetDepartment, {beto.id, sales});
  exec(server(), sql::kSetDepartment, {carla.id, sales});
  exec(server(), sql::kSetDepartment, {dario.id, sales});
  exec(server(), sql::kSetActive, {dario.id, 0});
  const auto c = client(org.host);
  const auto central = create(c, org, site("Oficina Central"));
  const auto plant = create(c, org, site("Planta Monterrey", {{"city", "Monterrey"}}));

  // Nobody is assigned yet.
  auto r = profile_site(c, ana.token, ana.id);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("site").is_null());

  // A whole department at once: its active members, in one call.
  r = c.post(sites_path(plant, "/people"), {{"department_id", sales}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("assigned").as_int64(), 2);
  // A list of people; someone assigned elsewhere moves (at most one site each).
  r = c.post(sites_path(central, "/people"), {{"user_ids", json::array{ana.id, carla.id}}},
             org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("assigned").as_int64(), 2);
  EXPECT_EQ(*scalar(server(), workplace_sql::kWpAssignments, {org.id}), 3);
  EXPECT_EQ(c.get(sites_path(plant), org.admin_token).data().at("people").as_int64(), 1);

  // Bad requests: neither or both, an inactive person, an unknown department.
  EXPECT_EQ(c.post(sites_path(central, "/people"), json::object{}, org.admin_token).status, 400);
  EXPECT_EQ(c.post(sites_path(central, "/people"),
                   {{"user_ids", json::array{ana.id}}, {"department_id", sales}}, org.admin_token)
                .status,
            400);
  EXPECT_EQ(
      c.post(sites_path(central, "/people"), {{"user_ids", json::array{dario.id}}}, org.admin_token)
          .status,
      404);
  EXPECT_EQ(
      c.post(sites_path(central, "/people"), {{"department_id", sales + 999}}, org.admin_token)
          .status,
      404);
  EXPECT_EQ(c.post(sites_path(central, "/people"), {{"user_ids", json::array{beto.id}}}, ana.token)
                .status,
            403);

  // The people of a site, a page at a time, searched by name.
  r = c.get(sites_path(central, "/people?perPage=1"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{ana.id}));
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 2);
  EXPECT_TRUE(r.json().at("meta").at("hasMore").as_bool());
  r = c.get(sites_path(central, "/people?perPage=1&page=2"), org.admin_token);
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{carla.id}));
  r = c.get(sites_path(central, "/people?q=CARL"), org.admin_token);
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{carla.id}));
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 1);
  EXPECT_EQ(c.get(sites_path(central, "/people"), ana.token).status, 403);

  // The person sees every detail of their site; a colleague its name and city, not the notes.
  r = profile_site(c, ana.token, ana.id);
  ASSERT_EQ(r.status, 200) << r.body;
  auto s = r.data().at("site");
  EXPECT_EQ(s.at("name").as_string(), "Oficina Central");
  EXPECT_EQ(s.at("notes").as_string(), "Recepción en el piso 12.");
  EXPECT_EQ(s.at("address").as_string(), "Paseo de la Reforma 222");
  r = profile_site(c, beto.token, ana.id);
  ASSERT_EQ(r.status, 200) << r.body;
  s = r.data().at("site");
  EXPECT_EQ(s.at("name").as_string(), "Oficina Central");
  EXPECT_EQ(s.at("city").as_string(), "Ciudad de México");
  EXPECT_FALSE(s.as_object().contains("notes"));
  EXPECT_FALSE(s.as_object().contains("address"));
  r = profile_site(c, org.admin_token, ana.id);
  EXPECT_TRUE(r.data().at("site").as_object().contains("notes"));

  // One person moved, then unassigned.
  r = put_site(c, org.admin_token, ana.id, plant);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("site").at("id").as_int64(), plant);
  EXPECT_EQ(profile_site(c, ana.token, ana.id).data().at("site").at("id").as_int64(), plant);
  r = put_site(c, org.admin_token, ana.id, nullptr);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("site").is_null());
  EXPECT_EQ(*scalar(server(), workplace_sql::kWpAssignmentsOf, {org.id, ana.id}), 0);
  EXPECT_EQ(put_site(c, ana.token, ana.id, plant).status, 403);
  r = c.get("/api/org/audit_log?action=workplace.assign", org.admin_token);
  EXPECT_EQ(r.data().as_array().size(), 3U) << r.body;

  // Another organisation's sites and people are not found, either way.
  const auto elsewhere = make_org(server(), {"workplace"});
  const auto there = client(elsewhere.host);
  const auto stranger = make_user(server(), elsewhere, Role::kEmployee, "Eva");
  const auto their_site = create(there, elsewhere, site("Sede Santiago"));
  EXPECT_EQ(there.get(sites_path(central), elsewhere.admin_token).status, 404);
  EXPECT_EQ(there.patch(sites_path(central), {{"name", "Mía"}}, elsewhere.admin_token).status, 404);
  EXPECT_EQ(there.request("DELETE", sites_path(central), "", elsewhere.admin_token).status, 404);
  EXPECT_EQ(there.get(sites_path(central, "/people"), elsewhere.admin_token).status, 404);
  EXPECT_EQ(there
                .post(sites_path(central, "/people"), {{"user_ids", json::array{stranger.id}}},
                      elsewhere.admin_token)
                .status,
            404);
  EXPECT_EQ(put_site(there, elsewhere.admin_token, ana.id, their_site).status, 404);
  EXPECT_EQ(put_site(c, org.admin_token, ana.id, their_site).status, 404);
  EXPECT_EQ(put_site(c, org.admin_token, stranger.id, central).status, 404);
  EXPECT_EQ(c.post(sites_path(central, "/people"), {{"user_ids", json::array{stranger.id}}},
                   org.admin_token)
                .status,
            404);
  EXPECT_EQ(profile_site(there, stranger.token, carla.id).status, 404);
  EXPECT_EQ(profile_site(c, ana.token, stranger.id).status, 404);
}

TEST_F(WorkplaceApi, MyColleaguesAreTheActivePeopleOfMyOwnSiteOnly) {
  const auto org = make_org(server(), {"workplace"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const auto dario = make_user(server(), org, Role::kEmployee, "Dario");
  const auto eva = make_user(server(), org, Role::kEmployee, "Eva");
  const auto fede = make_user(server(), org, Role::kEmployee, "Fede");
  const auto gina = make_user(server(), org, Role::kEmployee, "Gina");
  const auto hugo = make_user(server(), org, Role::kEmployee, "Hugo");
  const auto c = client(org.host);
  const auto central = create(c, org, site("Oficina Central"));
  const auto plant = create(c, org, site("Planta Monterrey", {{"city", "Monterrey"}}));
  const auto old = create(c, org, site("Bodega Vieja"));
  const auto assign = [&](std::int64_t where, json::array who) {
    const auto r =
        c.post(sites_path(where, "/people"), {{"user_ids", std::move(who)}}, org.admin_token);
    ASSERT_EQ(r.status, 200) << r.body;
  };
  assign(central, {carla.id, ana.id, beto.id, dario.id});
  assign(plant, {eva.id});
  assign(old, {gina.id, hugo.id});
  ASSERT_EQ(c.patch(sites_path(old), {{"status", "archived"}}, org.admin_token).status, 200);
  exec(server(), sql::kSetActive, {dario.id, 0});
  // Another organisation's people at its own site, named like ours.
  const auto elsewhere = make_org(server(), {"workplace"});
  const auto there = client(elsewhere.host);
  const auto bea = make_user(server(), elsewhere, Role::kEmployee, "Beatriz");
  const auto caro = make_user(server(), elsewhere, Role::kEmployee, "Carolina");
  const auto their_site = create(there, elsewhere, site("Oficina Central"));
  ASSERT_EQ(there
                .post(sites_path(their_site, "/people"),
                      {{"user_ids", json::array{bea.id, caro.id}}}, elsewhere.admin_token)
                .status,
            200);

  const auto colleagues = [](const HttpClient& on, const std::string& token,
                             const std::string& query = "") {
    return on.get("/api/workplace/me/colleagues" + query, token);
  };
  const auto total = [](const HttpResult& r) { return r.json().at("meta").at("total").as_int64(); };

  // The active people of Ana's site by name, herself and the deactivated Dario left out, nobody
  // of another site or organisation.
  auto r = colleagues(c, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{beto.id, carla.id}));
  EXPECT_EQ(total(r), 2);
  EXPECT_EQ(r.data().at(0).at("full_name").as_string(), "Beto Tester");
  r = colleagues(c, beto.token);
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{ana.id, carla.id}));
  r = colleagues(c, eva.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().as_array().empty()) << "nobody else works at the plant: " << r.body;
  EXPECT_EQ(total(r), 0);
  r = colleagues(there, bea.token);
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{caro.id}));

  // A page at a time.
  r = colleagues(c, ana.token, "?perPage=1");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{beto.id}));
  EXPECT_EQ(total(r), 2);
  EXPECT_TRUE(r.json().at("meta").at("hasMore").as_bool());
  r = colleagues(c, ana.token, "?perPage=1&page=2");
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{carla.id}));
  EXPECT_FALSE(r.json().at("meta").at("hasMore").as_bool());
  r = colleagues(c, ana.token, "?perPage=1&page=3");
  EXPECT_TRUE(r.data().as_array().empty());
  EXPECT_EQ(colleagues(c, ana.token, "?perPage=0").status, 400);

  // Searched by name, any case; wildcards are letters; the search names only this site's people.
  r = colleagues(c, ana.token, "?q=CARL");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{carla.id}));
  EXPECT_EQ(total(r), 1);
  r = colleagues(c, ana.token, "?q=a%20tes");
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{carla.id})) << "first and last name";
  r = colleagues(c, ana.token, "?q=tester&perPage=1&page=2");
  EXPECT_EQ(ids_of(r.data()), (std::vector<std::int64_t>{carla.id}));
  EXPECT_EQ(total(r), 2);
  EXPECT_TRUE(colleagues(c, ana.token, "?q=%25").data().as_array().empty());
  EXPECT_TRUE(colleagues(c, ana.token, "?q=eva").data().as_array().empty());
  EXPECT_TRUE(colleagues(c, ana.token, "?q=carolina").data().as_array().empty());
  r = colleagues(c, ana.token, "?q=%20%20");
  EXPECT_EQ(total(r), 2) << "a blank search is no search";
  r = colleagues(c, ana.token, "?q=" + std::string(101, 'a'));
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("q").empty());

  // Nobody without a site, and nobody at an archived one.
  r = colleagues(c, fede.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().as_array().empty());
  EXPECT_EQ(total(r), 0);
  r = colleagues(c, gina.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().as_array().empty()) << "Hugo's site is archived: " << r.body;
  EXPECT_EQ(total(r), 0);
  // Restored, the site shows its people again; moved elsewhere, a person leaves the list.
  ASSERT_EQ(c.patch(sites_path(old), {{"status", "active"}}, org.admin_token).status, 200);
  EXPECT_EQ(ids_of(colleagues(c, gina.token).data()), (std::vector<std::int64_t>{hugo.id}));
  ASSERT_EQ(put_site(c, org.admin_token, carla.id, plant).status, 200);
  EXPECT_EQ(ids_of(colleagues(c, ana.token).data()), (std::vector<std::int64_t>{beto.id}));
  EXPECT_EQ(ids_of(colleagues(c, eva.token).data()), (std::vector<std::int64_t>{carla.id}));

  // Another organisation's token is not taken here.
  EXPECT_EQ(colleagues(c, bea.token).status, 401);

  // The module off: the same answer as the module's other calls.
  ASSERT_EQ(c.patch("/api/org/services", {{"workplace", false}}, org.admin_token).status, 200);
  r = colleagues(c, ana.token);
  EXPECT_EQ(r.status, 403) << r.body;
  EXPECT_EQ(r.code(), "module_disabled");
  EXPECT_EQ(profile_site(c, ana.token, ana.id).code(), "module_disabled");
  ASSERT_EQ(c.patch("/api/org/services", {{"workplace", true}}, org.admin_token).status, 200);
  EXPECT_EQ(colleagues(c, ana.token).status, 200);
}

TEST_F(WorkplaceApi, TheSitesSlotFollowsTheFlagAndErasureForgets) {
  const auto org = make_org(server(), {"workplace"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  const auto central = create(c, org, site("Oficina Central"));
  const auto old = create(c, org, site("Bodega Vieja", {{"timezone", "America/Monterrey"}}));
  ASSERT_EQ(
      c.post(sites_path(central, "/people"), {{"user_ids", json::array{ana.id}}}, org.admin_token)
          .status,
      200);
  ASSERT_EQ(c.patch(sites_path(old), {{"status", "archived"}}, org.admin_token).status, 200);

  const auto other = make_org(server(), {"workplace"});
  const auto& slot = server().app().service<structure::Sites>();
  const auto& db = server().app().db();
  const OrgId id{org.id};
  db.run([&](db::Conn& conn) {
    const auto all = slot.all(conn, id);
    ASSERT_EQ(all.size(), 1U) << "archived sites are not answered";
    EXPECT_EQ(all[0].id, central);
    EXPECT_EQ(all[0].timezone, "America/Mexico_City");
    EXPECT_EQ(all[0].country.value_or(""), "MX");
    EXPECT_TRUE(slot.find(conn, id, central).has_value());
    EXPECT_FALSE(slot.find(conn, id, old).has_value());
    const auto mine = slot.of_person(conn, id, ana.id);
    ASSERT_TRUE(mine.has_value());
    EXPECT_EQ(mine->name, "Oficina Central");
    EXPECT_FALSE(slot.of_person(conn, id, beto.id).has_value());
    // Another organisation's ids are nobody's here.
    EXPECT_FALSE(slot.find(conn, OrgId{other.id}, central).has_value());
    EXPECT_FALSE(slot.of_person(conn, OrgId{other.id}, ana.id).has_value());
  });

  // The flag off: the slot answers nothing.
  auto r = c.patch("/api/org/services", {{"workplace", false}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  db.run([&](db::Conn& conn) {
    EXPECT_TRUE(slot.all(conn, id).empty());
    EXPECT_FALSE(slot.find(conn, id, central).has_value());
    EXPECT_FALSE(slot.of_person(conn, id, ana.id).has_value());
  });
  ASSERT_EQ(c.patch("/api/org/services", {{"workplace", true}}, org.admin_token).status, 200);

  // Erasing a person forgets where they worked.
  r = c.post("/api/user/admin/delete", {{"user_id", ana.id}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(*scalar(server(), workplace_sql::kWpAssignmentsOf, {org.id, ana.id}), 0);
  EXPECT_EQ(c.get(sites_path(central), org.admin_token).data().at("people").as_int64(), 0);
  r = c.request("DELETE", sites_path(central), "", org.admin_token);
  EXPECT_EQ(r.status, 200) << "nobody works there any more: " << r.body;
}

}  // namespace
}  // namespace aplauso::test
