// Communications over HTTP: sending to everyone, a department or a group, the fan-out to each
// recipient (notification and mail), reading, confirming, filing and voting, the admins' report,
// groups, and the limits around them (roles, other organisations, the spec's validation texts).
#include <boost/json/array.hpp>

#include "modules/communications/communication_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

// People added straight into the database, $2 of them, for fan-outs of several batches.
constexpr db::Statement kManyPeople{
    "test.many_people",
    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $2) "
    "INSERT INTO users (org_id, email, first_name, last_name, created_at, updated_at, active, "
    "activated) SELECT $1, 'bulk' || CAST(i AS TEXT) || '@bulk.example', 'Bulk', "
    "CAST(i AS TEXT), 1, 1, 1, 1 FROM n"};

std::string url(const std::string& base, std::int64_t id, const std::string& tail = "") {
  return base + std::to_string(id) + tail;
}

class CommunicationsApi : public ApiTest {
 protected:
  // An organisation with a department of two (`ana`, `beto`) and `carla` outside it.
  struct World {
    TestOrg org;
    TestUser ana, beto, carla;
    std::int64_t sales = 0;
  };
  static World world() {
    World w;
    w.org = make_full_org(server());
    w.ana = make_user(server(), w.org, Role::kEmployee, "Ana");
    w.beto = make_user(server(), w.org, Role::kEmployee, "Beto");
    w.carla = make_user(server(), w.org, Role::kEmployee, "Carla");
    w.sales = *scalar(server(), sql::kInsertDepartment, {w.org.id, "Ventas"});
    exec(server(), sql::kSetDepartment, {w.ana.id, w.sales});
    exec(server(), sql::kSetDepartment, {w.beto.id, w.sales});
    return w;
  }
  static int fan_out() {
    return server().app().service<communications::CommunicationService>().fan_out(1000);
  }
  static json::object form(const std::string& title = "Cierre del trimestre") {
    return {{"title", title}, {"message", "Viernes a las 17:00.\nHabrá café."}, {"pin", true}};
  }
  static json::array ids_of(const HttpResult& r) {
    json::array out;
    const auto data = r.data();
    for (const auto& c : data.as_array()) out.push_back(c.at("id"));
    return out;
  }
};

TEST_F(CommunicationsApi, ADepartmentCommunicationReachesItsPeopleOnlyOnceDelivered) {
  const auto w = world();
  const auto c = client(w.org.host);
  auto body = form();
  body["id"] = w.sales;
  body["email"] = true;
  body["newsfeed"] = true;
  auto r = c.post("/api/communication/department", body, w.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto sent = r.data().as_object();
  const auto id = sent.at("id").as_int64();
  EXPECT_EQ(sent.at("audience").as_string(), "department");
  EXPECT_EQ(sent.at("audience_name").as_string(), "Ventas");
  EXPECT_EQ(sent.at("message").as_string(), "Viernes a las 17:00.\nHabrá café.");
  EXPECT_FALSE(sent.at("stats").at("delivered").as_bool());
  EXPECT_EQ(sent.at("stats").at("recipients").as_int64(), 0);
  EXPECT_TRUE(c.get("/api/communications", w.ana.token).data().as_array().empty())
      << "nobody has it before the fan-out";

  EXPECT_GE(fan_out(), 2);
  for (const auto* who : {&w.ana, &w.beto}) {
    r = c.get("/api/communications", who->token);
    ASSERT_EQ(r.status, 200) << r.body;
    const auto items = r.data();
    ASSERT_EQ(items.as_array().size(), 1U);
    const auto& item = items.as_array()[0];
    EXPECT_EQ(item.at("id").as_int64(), id);
    EXPECT_TRUE(item.at("pinned").as_bool());
    EXPECT_TRUE(item.at("read_at").is_null());
    EXPECT_FALSE(item.as_object().contains("stats")) << "recipients see no statistics";
    const auto n = c.get("/api/user/notification", who->token).data().as_array();
    ASSERT_FALSE(n.empty());
    EXPECT_EQ(n[0].at("kind").as_string(), "communication_received");
    EXPECT_EQ(n[0].at("link").as_string(), url("/communications/", id));
    EXPECT_EQ(n[0].at("data").at("title").as_string(), "Cierre del trimestre");
  }
  EXPECT_TRUE(c.get("/api/communications", w.carla.token).data().as_array().empty());
  EXPECT_EQ(c.get(url("/api/communications/", id), w.carla.token).status, 404);
  EXPECT_EQ(c.get(url("/api/communications/", id), w.ana.token).status, 200);

  int mails = 0;
  for (const auto& m : pending_mails(server(), w.org)) {
    if (m.mail.subject != "Cierre del trimestre") continue;
    ++mails;
    EXPECT_TRUE(m.mail.to == w.ana.email || m.mail.to == w.beto.email) << m.mail.to;
    EXPECT_NE(m.mail.text.find("/communications/" + std::to_string(id)), std::string::npos);
  }
  EXPECT_EQ(mails, 2);
  // The report says, person by person, where their mail stands.
  const auto mailed =
      c.get(url("/api/admin/communications/", id, "/recipients"), w.org.admin_token).data();
  ASSERT_EQ(mailed.as_array().size(), 2U);
  for (const auto& line : mailed.as_array()) {
    EXPECT_EQ(line.at("email_status").as_string(), "pending");
  }

  const auto list = c.get("/api/admin/communications", w.org.admin_token);
  ASSERT_EQ(list.status, 200) << list.body;
  const auto stats = list.data().as_array()[0].at("stats");
  EXPECT_TRUE(stats.at("delivered").as_bool());
  EXPECT_EQ(stats.at("recipients").as_int64(), 2);
  EXPECT_EQ(stats.at("emailed").as_int64(), 2);
  EXPECT_EQ(stats.at("read").as_int64(), 0);
  // People of the department see what went to it; others do not.
  EXPECT_EQ(
      c.get(url("/api/communications/department/", w.sales), w.ana.token).data().as_array().size(),
      1U);
  EXPECT_EQ(c.get(url("/api/communications/department/", w.sales), w.carla.token).status, 404);
}

TEST_F(CommunicationsApi, TheFormIsCheckedWithTheSpecsTextsAndNothingIsStored) {
  const auto w = world();
  const auto c = client(w.org.host);
  const auto error = [&](const json::object& body,
                         const std::string& url = "/api/communication/all") {
    const auto r = c.post(url, body, w.org.admin_token);
    EXPECT_EQ(r.status, 400) << r.body;
    return std::string(r.json().at("error").as_string());
  };
  EXPECT_EQ(error({}), "No se han proporcionado datos");
  EXPECT_EQ(error({{"title", "   "}, {"pin", true}}), "El título es requerido");
  EXPECT_EQ(error({{"title", "Hola"}, {"message", "x"}}),
            "Debe seleccionar al menos un canal de comunicación");
  EXPECT_EQ(error({{"title", "Hola"}, {"pin", true}}, "/api/communication/department"),
            "ID del departamento es requerido");
  EXPECT_EQ(error({{"title", std::string(201, 'x')}, {"pin", true}}),
            "El título no puede exceder 200 caracteres.");
  auto poll = form();
  poll["poll"] =
      json::object{{"question", "¿Cuándo?"}, {"options", json::array{"Lunes", " lunes "}}};
  EXPECT_EQ(error(poll), "No puedes tener opciones duplicadas.");
  poll["poll"] = json::object{{"question", " "}, {"options", json::array{"Lunes", "Martes"}}};
  EXPECT_EQ(error(poll), "La pregunta es requerida.");
  auto whatsapp = form();
  whatsapp["whatsapp"] = true;
  const auto r = c.post("/api/communication/all", whatsapp, w.org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.json().at("code").as_string(), "whatsapp_unavailable");
  auto attached = form();
  attached["attachments"] = json::array{"uploads/none.pdf"};
  EXPECT_EQ(error(attached), "Algún adjunto no existe o no terminó de subirse.");
  EXPECT_EQ(c.get("/api/admin/communications", w.org.admin_token)
                .json()
                .at("meta")
                .at("total")
                .as_int64(),
            0);
}

TEST_F(CommunicationsApi, RecipientsReadConfirmFileAndVoteAndAdminsSeeWho) {
  const auto w = world();
  const auto c = client(w.org.host);
  auto body = form();
  body["acknowledge"] = true;
  body["poll"] = json::object{{"question", "¿Dónde celebramos?"},
                              {"options", json::array{"Oficina", "Parque", "  "}}};
  const auto id =
      c.post("/api/communication/all", body, w.org.admin_token).data().at("id").as_int64();
  fan_out();
  auto one = c.get(url("/api/communications/", id), w.ana.token).data();
  const auto& options = one.at("poll").at("options").as_array();
  ASSERT_EQ(options.size(), 2U) << "the blank option is dropped";
  EXPECT_TRUE(options[0].at("votes").is_null()) << "results wait for the person's vote";
  EXPECT_TRUE(one.at("poll").at("voters").is_null());
  const auto office = options[0].at("id").as_int64();
  const auto park = options[1].at("id").as_int64();

  auto r = c.post(url("/api/communications/", id, "/read"), json::object{}, w.ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto read_at = r.data().at("read_at").as_int64();
  r = c.post(url("/api/communications/", id, "/read"), json::object{}, w.ana.token);
  EXPECT_EQ(r.data().at("read_at").as_int64(), read_at) << "reading again changes nothing";
  r = c.post(url("/api/communications/", id, "/acknowledge"), json::object{}, w.beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("acknowledged_at").is_null());
  EXPECT_FALSE(r.data().at("read_at").is_null()) << "confirming is reading";

  r = c.post(url("/api/communications/", id, "/vote"), {{"option_ids", json::array{office, park}}},
             w.ana.token);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.json().at("error").as_string(), "Solo puedes elegir una opción.");
  r = c.post(url("/api/communications/", id, "/vote"), {{"option_ids", json::array{}}},
             w.ana.token);
  EXPECT_EQ(r.json().at("error").as_string(), "Elige al menos una opción.");
  r = c.post(url("/api/communications/", id, "/vote"), {{"option_ids", json::array{99999999}}},
             w.ana.token);
  EXPECT_EQ(r.json().at("error").as_string(), "Esa opción no pertenece a la encuesta.");
  r = c.post(url("/api/communications/", id, "/vote"), {{"option_ids", json::array{office}}},
             w.ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("poll").at("options").as_array()[0].at("votes").as_int64(), 1);
  EXPECT_EQ(r.data().at("poll").at("my_votes").as_array()[0].as_int64(), office);
  c.post(url("/api/communications/", id, "/vote"), {{"option_ids", json::array{park}}},
         w.beto.token);
  r = c.post(url("/api/communications/", id, "/vote"), {{"option_ids", json::array{park}}},
             w.ana.token);
  const auto results = r.data().at("poll");
  EXPECT_EQ(results.at("options").as_array()[0].at("votes").as_int64(), 0)
      << "a new answer replaces";
  EXPECT_EQ(results.at("options").as_array()[1].at("votes").as_int64(), 2);
  EXPECT_EQ(results.at("voters").as_int64(), 2);

  const auto stats =
      c.get("/api/admin/communications", w.org.admin_token).data().as_array()[0].at("stats");
  EXPECT_EQ(stats.at("read").as_int64(), 2);
  EXPECT_EQ(stats.at("acknowledged").as_int64(), 1);
  const auto report = [&](const std::string& state) {
    const auto rr = c.get(url("/api/admin/communications/", id, "/recipients?state=" + state),
                          w.org.admin_token);
    EXPECT_EQ(rr.status, 200) << rr.body;
    std::vector<std::string> names;
    const auto lines = rr.data();
    for (const auto& line : lines.as_array()) {
      names.emplace_back(line.at("person").at("first_name").as_string());
    }
    return names;
  };
  EXPECT_EQ(report("acknowledged"), std::vector<std::string>{"Beto"});
  const auto lines =
      c.get(url("/api/admin/communications/", id, "/recipients"), w.org.admin_token).data();
  EXPECT_TRUE(lines.as_array()[0].at("email_status").is_null())
      << "sent without e-mail: no mail status";
  EXPECT_EQ(report("read"), (std::vector<std::string>{"Ana", "Beto"}));
  const auto unread = report("unread");
  EXPECT_NE(std::find(unread.begin(), unread.end(), "Carla"), unread.end());
  EXPECT_EQ(c.get(url("/api/admin/communications/", id, "/recipients?state=odd"), w.org.admin_token)
                .status,
            400);

  r = c.post(url("/api/communications/", id, "/file"), {{"filed", true}}, w.ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(c.get("/api/communications", w.ana.token).data().as_array().empty());
  EXPECT_EQ(c.get("/api/communications?filed=true", w.ana.token).data().as_array().size(), 1U);
  // Confirming what asks for no confirmation is refused.
  const auto plain = c.post("/api/communication/all", form("Sin confirmación"), w.org.admin_token)
                         .data()
                         .at("id")
                         .as_int64();
  fan_out();
  EXPECT_EQ(c.post(url("/api/communications/", plain, "/acknowledge"), json::object{}, w.ana.token)
                .status,
            422);
}

TEST_F(CommunicationsApi, PinnedOnesComeFirstUntilUnpinned) {
  const auto w = world();
  const auto c = client(w.org.host);
  auto first = form("Primero");
  first["pin"] = false;
  first["newsfeed"] = true;
  const auto older = c.post("/api/communication/all", first, w.org.admin_token).data().at("id");
  const auto newer =
      c.post("/api/communication/all", form("Segundo"), w.org.admin_token).data().at("id");
  fan_out();
  EXPECT_EQ(ids_of(c.get("/api/communications", w.carla.token)), (json::array{newer, older}));
  auto r = c.post(url("/api/communication/", older.as_int64(), "/pin"), {{"pin", true}},
                  w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  c.post(url("/api/communication/", newer.as_int64(), "/pin"), {{"pin", false}}, w.org.admin_token);
  EXPECT_EQ(ids_of(c.get("/api/communications", w.carla.token)), (json::array{older, newer}));
}

TEST_F(CommunicationsApi, GroupsAreNamedListsOfTheOrganisationsPeople) {
  const auto w = world();
  const auto other = make_full_org(server());
  const auto stranger = make_user(server(), other, Role::kEmployee, "Extraña");
  const auto c = client(w.org.host);
  auto r = c.post("/api/communication/group",
                  {{"name", "Comité"}, {"member_ids", json::array{w.ana.id, stranger.id}}},
                  w.org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.json().at("error").as_string(), "Algunas personas no pertenecen a la organización.");
  r = c.post("/api/communication/group",
             {{"name", " Comité "}, {"member_ids", json::array{w.ana.id, w.carla.id, w.ana.id}}},
             w.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto group = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("name").as_string(), "Comité");
  EXPECT_EQ(r.data().at("members_count").as_int64(), 2);
  EXPECT_EQ(c.post("/api/communication/group", {{"name", "Comité"}}, w.org.admin_token).status,
            409);

  r = c.post(url("/api/communication/group/", group), form("Para el comité"), w.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("audience_name").as_string(), "Comité");
  fan_out();
  EXPECT_EQ(c.get("/api/communications", w.carla.token).data().as_array().size(), 1U);
  EXPECT_TRUE(c.get("/api/communications", w.beto.token).data().as_array().empty());
  EXPECT_EQ(c.get(url("/api/communications/group/", group), w.carla.token).status, 200);
  EXPECT_EQ(c.get(url("/api/communications/group/", group), w.beto.token).status, 404);

  r = c.patch(url("/api/communication/group/", group),
              {{"name", "Comité de fiestas"}, {"member_ids", json::array{w.beto.id}}},
              w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("members").as_array()[0].at("id").as_int64(), w.beto.id);
  const auto groups = c.get("/api/communication/groups", w.org.admin_token).data().as_array();
  ASSERT_EQ(groups.size(), 1U);
  EXPECT_EQ(groups[0].at("name").as_string(), "Comité de fiestas");
  EXPECT_EQ(
      c.request("DELETE", url("/api/communication/group/", group), {}, w.org.admin_token).status,
      200);
  EXPECT_EQ(c.get(url("/api/communication/group/", group), w.org.admin_token).status, 404);
  // What was sent to the group stays with the people who received it.
  EXPECT_EQ(c.get("/api/communications", w.carla.token).data().as_array().size(), 1U);
}

TEST_F(CommunicationsApi, RolesAndOtherOrganisationsIds) {
  const auto w = world();
  const auto other = make_full_org(server());
  const auto c = client(w.org.host);
  const auto oc = client(other.host);
  EXPECT_EQ(c.post("/api/communication/all", form(), w.ana.token).status, 403);
  EXPECT_EQ(c.get("/api/admin/communications", w.ana.token).status, 403);
  EXPECT_EQ(c.post("/api/communication/group", {{"name", "X"}}, w.ana.token).status, 403);
  const auto id =
      c.post("/api/communication/all", form(), w.org.admin_token).data().at("id").as_int64();
  fan_out();
  EXPECT_EQ(c.post(url("/api/communication/", id, "/pin"), {{"pin", false}}, w.ana.token).status,
            403);
  // Another organisation's admin reaches none of it.
  EXPECT_EQ(oc.get(url("/api/communications/", id), other.admin_token).status, 404);
  EXPECT_EQ(
      oc.post(url("/api/communications/", id, "/read"), json::object{}, other.admin_token).status,
      404);
  EXPECT_EQ(
      oc.post(url("/api/communication/", id, "/pin"), {{"pin", false}}, other.admin_token).status,
      404);
  EXPECT_EQ(oc.get(url("/api/admin/communications/", id, "/recipients"), other.admin_token).status,
            404);
  auto to_sales = form();
  to_sales["id"] = w.sales;
  EXPECT_EQ(oc.post("/api/communication/department", to_sales, other.admin_token).status, 404);
  EXPECT_EQ(oc.get(url("/api/communications/department/", w.sales), other.admin_token).status, 404);
  EXPECT_TRUE(oc.get("/api/admin/communications", other.admin_token).data().as_array().empty());
}

TEST_F(CommunicationsApi, EveryoneIsToldAcrossSeveralBatches) {
  const auto w = world();
  exec(server(), kManyPeople, {w.org.id, 1200});
  const auto c = client(w.org.host);
  const auto id =
      c.post("/api/communication/all", form(), w.org.admin_token).data().at("id").as_int64();
  EXPECT_GE(fan_out(), 4) << "recipients, then three batches of notifications";
  const auto stats =
      c.get("/api/admin/communications", w.org.admin_token).data().as_array()[0].at("stats");
  EXPECT_TRUE(stats.at("delivered").as_bool());
  EXPECT_EQ(stats.at("recipients").as_int64(), 1204);  // 1,200, three people and the admin
  EXPECT_EQ(c.get(url("/api/admin/communications/", id, "/recipients?perPage=5"), w.org.admin_token)
                .json()
                .at("meta")
                .at("total")
                .as_int64(),
            1204);
  EXPECT_EQ(
      c.get("/api/user/notification", w.carla.token).data().as_array()[0].at("kind").as_string(),
      "communication_received");
}

}  // namespace
}  // namespace aplauso::test
