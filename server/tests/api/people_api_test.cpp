// People administration over HTTP: an admin creates members and external people (each mailed an
// activation link), changes their data, lists them with filters, deactivates one or many, and
// erases accounts (anonymised, the ledger untouched); deletion requests are resolved. Another
// organisation's ids answer 404; employees and leaders cannot do any of it.

#include <regex>

#include "modules/mail/mail_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

class PeopleApi : public ApiTest {};

boost::json::object lucia(const std::string& email) {
  return {{"email", email},           {"first_name", "Lucía"},
          {"last_name", "Paredes"},   {"job_position", "Analista"},
          {"user_type", "leader"},    {"country", "cl"},
          {"language", "english"},    {"phone", "+56 9 1234 5678"},
          {"birthday", "1990-04-12"}, {"admission_date", "2021-03-01"},
          {"points", false}};
}

TEST_F(PeopleApi, ACreatedMemberIsMailedAnActivationLinkAndActivates) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  const std::string email = unique("lucia") + "@example.com";
  auto r = c.post("/api/org/create/user", lucia("  " + email + " "), org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto user = r.data().as_object();
  EXPECT_EQ(user.at("email").as_string(), email);
  EXPECT_EQ(user.at("user_type").as_string(), "leader");
  EXPECT_EQ(user.at("country").as_string(), "CL");
  EXPECT_EQ(user.at("phone").as_string(), "+56912345678");
  EXPECT_EQ(user.at("birthday").as_string(), "1990-04-12");
  EXPECT_FALSE(user.at("points").as_bool());
  EXPECT_FALSE(user.at("activated").as_bool());
  EXPECT_FALSE(user.at("external").as_bool());

  const auto mails = pending_mails(server(), org);
  ASSERT_EQ(mails.size(), 1U);
  EXPECT_EQ(mails.front().mail.to, email);
  EXPECT_EQ(mails.front().mail.kind, "activation");
  std::smatch match;
  ASSERT_TRUE(std::regex_search(mails.front().mail.text, match,
                                std::regex("/activate\\?token=([A-Za-z0-9_-]+)")));
  r = c.post("/api/user/activate", {{"token", match[1].str()}, {"password", "un-buen-secreto-42"}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(c.login(email, "un-buen-secreto-42").empty());

  r = c.post("/api/org/create/user", lucia(email), org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "email_taken");
  EXPECT_FALSE(r.field_error("email").empty());
}

TEST_F(PeopleApi, EveryBadFieldIsNamed) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  const auto r = c.post("/api/org/create/user",
                        {{"email", "no-es-correo"},
                         {"first_name", " "},
                         {"user_type", "king"},
                         {"country", "Chile"},
                         {"phone", "12"},
                         {"birthday", "2999-01-01"},
                         {"admission_date", "2021-02-30"},
                         {"department_id", 999999999},
                         {"groups", {999999999}}},
                        org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const char* field : {"email", "first_name", "user_type", "country", "phone", "birthday",
                            "admission_date", "department_id", "groups"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field;
  }
  EXPECT_TRUE(pending_mails(server(), org).empty()) << "nothing was written";
}

TEST_F(PeopleApi, TheNationalDocumentContractTypeAndGenderAreCheckedNormalisedAndUnique) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  auto person = lucia(unique("lucia") + "@example.com");  // country CL
  person["national_id"] = " 12.345.678-5 ";
  person["contract_type"] = "fixed_term";
  person["gender"] = "female";
  auto r = c.post("/api/org/create/user", person, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("national_id").as_string(), "123456785") << "stored without punctuation";
  EXPECT_EQ(r.data().at("contract_type").as_string(), "fixed_term");
  EXPECT_EQ(r.data().at("gender").as_string(), "female");

  // A Chilean RUT with a wrong check digit, a Mexican CURP of the wrong shape, unknown values.
  auto other = lucia(unique("otra") + "@example.com");
  other["national_id"] = "12.345.678-9";
  other["contract_type"] = "forever";
  other["gender"] = "x";
  r = c.post("/api/org/create/user", other, org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const char* field : {"national_id", "contract_type", "gender"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field;
  }
  other = lucia(unique("otra") + "@example.com");
  other["country"] = "MX";
  other["national_id"] = "GODE561231";
  r = c.post("/api/org/create/user", other, org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.field_error("national_id").find("CURP"), std::string::npos) << r.body;
  other["national_id"] = "gode561231hdfrrn09";
  r = c.post("/api/org/create/user", other, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("national_id").as_string(), "GODE561231HDFRRN09");
  EXPECT_TRUE(r.data().at("contract_type").is_null());
  const auto mexican = r.data().at("id").as_int64();

  // One person per document in the organisation; the same person keeps theirs.
  other = lucia(unique("otra") + "@example.com");
  other["national_id"] = "123456785";
  r = c.post("/api/org/create/user", other, org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.field_error("national_id").find("Otra persona"), std::string::npos) << r.body;
  r = c.patch("/api/org/users/" + std::to_string(id), {{"national_id", "12345678-5"}},
              org.admin_token);
  EXPECT_EQ(r.status, 200) << r.body;
  r = c.patch("/api/org/users/" + std::to_string(mexican), {{"national_id", "12.345.678-5"}},
              org.admin_token);
  EXPECT_EQ(r.status, 400) << r.body;
  // Another organisation may hold the same document.
  const auto elsewhere = make_org(server());
  person["email"] = unique("lucia") + "@example.com";
  EXPECT_EQ(
      client(elsewhere.host).post("/api/org/create/user", person, elsewhere.admin_token).status,
      201);

  // null clears each; a member cannot write them.
  r = c.patch("/api/org/users/" + std::to_string(id),
              {{"national_id", nullptr}, {"contract_type", nullptr}, {"gender", nullptr}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("national_id").is_null());
  EXPECT_TRUE(r.data().at("contract_type").is_null());
  EXPECT_TRUE(r.data().at("gender").is_null());
  const auto member = make_user(server(), org, Role::kEmployee, "Nora");
  EXPECT_EQ(
      c.patch("/api/org/users/" + std::to_string(id), {{"gender", "male"}}, member.token).status,
      403);
  // Erasure forgets them: the document is free again.
  ASSERT_EQ(c.post("/api/user/admin/delete", {{"user_id", mexican}}, org.admin_token).status, 200);
  other = lucia(unique("otra") + "@example.com");
  other["country"] = "MX";
  other["national_id"] = "GODE561231HDFRRN09";
  EXPECT_EQ(c.post("/api/org/create/user", other, org.admin_token).status, 201);
}

TEST_F(PeopleApi, ExternalPeopleAreFlaggedAndAlwaysEmployees) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  auto r = c.post("/api/org/create/user/external",
                  {{"email", unique("contratista") + "@proveedor.com"},
                   {"first_name", "Pablo"},
                   {"user_type", "admin"}},
                  org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("user_type").empty());
  r = c.post("/api/org/create/user/external",
             {{"email", unique("contratista") + "@proveedor.com"}, {"first_name", "Pablo"}},
             org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_TRUE(r.data().at("external").as_bool());
  EXPECT_EQ(r.data().at("user_type").as_string(), "employee");
  EXPECT_EQ(pending_mails(server(), org).size(), 1U);
}

TEST_F(PeopleApi, AdminsChangeAPersonsDataGroupsAndLeader) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org, Role::kEmployee, "Nora");
  const auto leader = make_user(server(), org, Role::kLeader, "Marta");
  const auto c = client(org.host);
  const auto dept =
      c.post("/api/org/departments", {{"name", "Ventas"}}, org.admin_token).data().at("id");
  const auto group =
      c.post("/api/org/groups", {{"name", "Mentores"}}, org.admin_token).data().at("id");
  auto r = c.patch("/api/org/users/" + std::to_string(member.id),
                   {{"department_id", dept},
                    {"leader_id", leader.id},
                    {"groups", {group}},
                    {"job_position", "Vendedora"}},
                   org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("department").at("name").as_string(), "Ventas");
  EXPECT_EQ(r.data().at("leader").at("id").as_int64(), leader.id);
  EXPECT_EQ(r.data().at("groups").at(0).at("name").as_string(), "Mentores");
  EXPECT_EQ(r.data().at("first_name").as_string(), "Nora") << "absent fields are kept";

  r = c.patch("/api/org/users/" + std::to_string(member.id), {{"leader_id", member.id}},
              org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("leader_id").empty());

  r = c.get("/api/org/users?group=" + std::to_string(group.as_int64()), org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), member.id);
  r = c.get("/api/org/users?department=" + std::to_string(dept.as_int64()), org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U);

  const auto admin_id = c.get("/api/user", org.admin_token).data().at("id").as_int64();
  r = c.patch("/api/org/users/" + std::to_string(admin_id), {{"user_type", "employee"}},
              org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.code(), "cannot_change_own_role");
}

TEST_F(PeopleApi, TheListFiltersByRoleStateAndKeywords) {
  const auto org = make_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto leo = make_user(server(), org, Role::kLeader, "Leo");
  const auto c = client(org.host);
  auto r = c.get("/api/org/users?type=leader", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), leo.id);
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 1);

  r = c.get("/api/org/users?keywords=an", org.admin_token);
  bool found = false;
  const auto matches = r.data();
  for (const auto& u : matches.as_array()) found = found || u.at("id").as_int64() == ana.id;
  EXPECT_TRUE(found);
  r = c.get("/api/org/users?keywords=Ana&search_by_email=true", org.admin_token);
  const auto by_email = r.data();
  for (const auto& u : by_email.as_array()) EXPECT_NE(u.at("id").as_int64(), ana.id);

  ASSERT_EQ(
      c.post("/api/user/active/state", {{"user_id", ana.id}, {"active", false}}, org.admin_token)
          .status,
      200);
  r = c.get("/api/org/users?active=false", org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), ana.id);
  EXPECT_EQ(c.get("/api/org/users?type=king", org.admin_token).status, 400);

  const auto all = c.get("/api/all_users", leo.token);
  ASSERT_EQ(all.status, 200);
  const auto people = all.data();
  for (const auto& p : people.as_array()) EXPECT_NE(p.at("id").as_int64(), ana.id);
}

TEST_F(PeopleApi, AdminsSortTheWholeListNotJustAPage) {
  const auto org = make_org(server());
  // The admin is Alicia; Beto, Ana and Zoe join after, in that order.
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto zoe = make_user(server(), org, Role::kEmployee, "Zoe");
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  const auto ops = *scalar(server(), sql::kInsertDepartment, {org.id, "Operaciones"});
  exec(server(), sql::kSetDepartment, {beto.id, sales});
  exec(server(), sql::kSetDepartment, {zoe.id, ops});
  const auto c = client(org.host);
  // The first page of two in the asked order: the sort spans every page.
  const auto first_page = [&](const std::string& query) {
    const auto r = c.get("/api/org/users?perPage=2&" + query, org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    std::vector<std::int64_t> ids;
    const auto items = r.data();
    for (const auto& u : items.as_array()) ids.push_back(u.at("id").as_int64());
    return ids;
  };
  EXPECT_EQ(first_page("sort=name&order=desc"), (std::vector<std::int64_t>{zoe.id, beto.id}));
  EXPECT_EQ(first_page("sort=department"), (std::vector<std::int64_t>{zoe.id, beto.id}))
      << "Operaciones before Ventas";
  EXPECT_EQ(first_page("sort=department&order=desc"), (std::vector<std::int64_t>{beto.id, zoe.id}))
      << "people without a department come last either way";
  EXPECT_EQ(first_page("sort=created&order=desc"), (std::vector<std::int64_t>{zoe.id, ana.id}));
  EXPECT_EQ(c.get("/api/org/users?sort=salary", org.admin_token).status, 400);
  EXPECT_EQ(c.get("/api/org/users?sort=name&order=up", org.admin_token).status, 400);
}

TEST_F(PeopleApi, DeactivatingEndsSessionsAndReactivatingAllowsSignIn) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  auto r = c.post("/api/user/active/state", {{"user_id", member.id}, {"active", false}},
                  org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("active").as_bool());
  EXPECT_EQ(c.get("/api/user", member.token).status, 401);
  EXPECT_TRUE(c.login(member.email, member.password).empty());
  r = c.post("/api/user/active/state", {{"user_id", member.id}, {"active", true}}, org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_FALSE(c.login(member.email, member.password).empty());

  const auto admin_id = c.get("/api/user", org.admin_token).data().at("id").as_int64();
  r = c.post("/api/user/active/state", {{"user_id", admin_id}, {"active", false}}, org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.code(), "cannot_deactivate_yourself");
}

TEST_F(PeopleApi, BulkDeactivationReportsEachAddress) {
  const auto org = make_org(server());
  const auto a = make_user(server(), org);
  const auto b = make_user(server(), org);
  const auto c = client(org.host);
  ASSERT_EQ(
      c.post("/api/user/active/state", {{"user_id", b.id}, {"active", false}}, org.admin_token)
          .status,
      200);
  const auto r = c.patch(
      "/api/org/upload/users/deactivate",
      {{"emails",
        {a.email, " " + a.email, b.email, "nadie@example.com", "no-es-correo", org.admin_email}}},
      org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("deactivated").as_int64(), 1);
  std::map<std::string, std::string> outcomes;
  const auto data = r.data();
  for (const auto& row : data.at("results").as_array()) {
    outcomes[std::string(row.at("email").as_string())] = row.at("outcome").as_string();
  }
  EXPECT_EQ(outcomes.size(), 5U) << "a repeated address is reported once";
  EXPECT_EQ(outcomes[a.email], "deactivated");
  EXPECT_EQ(outcomes[b.email], "already_inactive");
  EXPECT_EQ(outcomes["nadie@example.com"], "not_found");
  EXPECT_EQ(outcomes["no-es-correo"], "invalid_email");
  EXPECT_EQ(outcomes[org.admin_email], "yourself");
}

TEST_F(PeopleApi, ErasureAnonymisesAndKeepsTheLedger) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org, Role::kEmployee, "Sara");
  const auto gone = make_user(server(), org, Role::kEmployee, "Gonzalo");
  set_giving_points(server(), org, sender.id, 100);
  const auto type = make_type(server(), org, "Gracias");
  ASSERT_EQ(send_recognition(server(), org, sender, {gone.email}, 10, type).status, 201);
  const auto c = client(org.host);
  ASSERT_EQ(c.post("/api/user/request-delete", {{"reason", "Me voy"}}, gone.token).status, 200);

  auto r = c.post("/api/user/admin/delete", {{"user_id", gone.id}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ledger_sum(server(), org), 0);
  EXPECT_EQ(balances(server(), org, gone.id).redeem, 10) << "ledger entries stay";
  EXPECT_EQ(c.get("/api/user", gone.token).status, 401);
  EXPECT_TRUE(c.login(gone.email, gone.password).empty());

  const auto feed = c.get("/api/post", sender.token);
  ASSERT_EQ(feed.status, 200) << feed.body;
  EXPECT_EQ(feed.body.find("Gonzalo"), std::string::npos) << "cards show the anonymous name";
  EXPECT_NE(feed.body.find("Persona eliminada"), std::string::npos);
  EXPECT_TRUE(c.get("/api/org/deletion_requests", org.admin_token).data().as_array().empty())
      << "the request is resolved";
  r = c.get("/api/org/users?keywords=" + gone.email, org.admin_token);
  EXPECT_TRUE(r.data().as_array().empty()) << "erased people leave the list";
  EXPECT_EQ(c.post("/api/user/admin/delete", {{"user_id", gone.id}}, org.admin_token).status, 404);
  const auto again =
      c.post("/api/org/create/user", {{"email", gone.email}, {"first_name", "G"}}, org.admin_token);
  EXPECT_EQ(again.status, 201) << "the address is free again: " << again.body;
}

TEST_F(PeopleApi, DeletionRequestsCanBeDeclinedOnce) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  const auto id = c.post("/api/user/request-delete", {{"reason", "Ya no uso la app"}}, member.token)
                      .data()
                      .at("id")
                      .as_int64();
  const auto url = "/api/org/deletion_requests/" + std::to_string(id) + "/decline";
  auto r = c.post(url, {{"note", "Tienes pedidos pendientes."}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "declined");
  EXPECT_EQ(r.data().at("resolution_note").as_string(), "Tienes pedidos pendientes.");
  EXPECT_EQ(c.post(url, {{"note", "x"}}, org.admin_token).code(), "deletion_request_closed");
  EXPECT_EQ(c.get("/api/user/request-delete", member.token).data().at("request").is_null(), true);
}

TEST_F(PeopleApi, AnotherOrganisationsPeopleAre404AndOnlyAdminsManage) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  const auto stranger = make_user(server(), other);
  const auto leader = make_user(server(), org, Role::kLeader);
  const auto c = client(org.host);
  const auto sid = std::to_string(stranger.id);
  EXPECT_EQ(c.patch("/api/org/users/" + sid, {{"first_name", "X"}}, org.admin_token).status, 404);
  EXPECT_EQ(c.post("/api/user/active/state", {{"user_id", stranger.id}, {"active", false}},
                   org.admin_token)
                .status,
            404);
  EXPECT_EQ(c.post("/api/user/admin/delete", {{"user_id", stranger.id}}, org.admin_token).status,
            404);
  const auto r =
      c.patch("/api/org/upload/users/deactivate", {{"emails", {stranger.email}}}, org.admin_token);
  EXPECT_EQ(r.data().at("results").at(0).at("outcome").as_string(), "not_found");
  EXPECT_FALSE(client(other.host).login(stranger.email, stranger.password).empty());
  EXPECT_EQ(c.post("/api/org/create/user", {{"email", "x@example.com"}, {"first_name", "X"}},
                   leader.token)
                .status,
            403);
  EXPECT_EQ(c.get("/api/org/users", leader.token).status, 403);
  EXPECT_EQ(c.post("/api/user/admin/delete", {{"user_id", leader.id}}, leader.token).status, 403);
}

}  // namespace
}  // namespace aplauso::test
