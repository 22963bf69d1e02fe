// A member's own data over HTTP (PATCH /user/account/update and POST /user/update): each field
// checked with its own message, null or "" clearing optional fields, the phone normalised; and
// account deletion requests with the admins' queue.

#include "support/api_test.h"

namespace aplauso::test {
namespace {

class AccountUpdateApi : public ApiTest {};

TEST_F(AccountUpdateApi, MembersEditTheirOwnData) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  auto r = c.patch("/api/user/account/update",
                   {{"first_name", "  Lucía "},
                    {"last_name", "Paredes"},
                    {"job_position", "Diseñadora"},
                    {"phone", "+57 300-123 4567"},
                    {"birthday", "1990-02-28"},
                    {"language", "english"}},
                   member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data = r.data();
  const auto& u = data.as_object();
  EXPECT_EQ(u.at("full_name").as_string(), "Lucía Paredes");
  EXPECT_EQ(u.at("job_position").as_string(), "Diseñadora");
  EXPECT_EQ(u.at("phone").as_string(), "+573001234567");
  EXPECT_EQ(u.at("birthday").as_string(), "1990-02-28");
  EXPECT_EQ(u.at("language").as_string(), "english");

  // Absent fields stay; null and "" clear optional ones.
  r = c.post("/api/user/update", {{"job_position", nullptr}, {"phone", ""}}, member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("job_position").is_null());
  EXPECT_TRUE(r.data().at("phone").is_null());
  EXPECT_EQ(r.data().at("birthday").as_string(), "1990-02-28");
  EXPECT_EQ(c.get("/api/user", member.token).data().at("first_name").as_string(), "Lucía");
  // Others never see the phone.
  const auto other = make_user(server(), org);
  r = c.get("/api/user/" + std::to_string(member.id) + "/public", other.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("user").as_object().if_contains("phone"), nullptr);
}

TEST_F(AccountUpdateApi, EveryBadFieldGetsItsOwnMessageAndNothingChanges) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  const auto r = c.patch("/api/user/account/update",
                         {{"first_name", ""},
                          {"last_name", std::string(81, 'a')},
                          {"phone", "300 123"},
                          {"birthday", "2999-01-01"},
                          {"language", "klingon"}},
                         member.token);
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_EQ(r.field_error("first_name"), "El nombre es requerido.");
  EXPECT_EQ(r.field_error("last_name"), "No puede exceder 80 caracteres.");
  EXPECT_NE(r.field_error("phone").find("formato internacional"), std::string::npos);
  EXPECT_NE(r.field_error("birthday").find("fecha pasada"), std::string::npos);
  EXPECT_FALSE(r.field_error("language").empty());
  EXPECT_EQ(c.patch("/api/user/account/update", {{"birthday", "1990-02-30"}}, member.token).status,
            400)
      << "not a real date";
  EXPECT_EQ(c.patch("/api/user/account/update", {{"first_name", nullptr}}, member.token).status,
            400);
  EXPECT_EQ(c.patch("/api/user/account/update", {{"first_name", 7}}, member.token).status, 400);
  EXPECT_EQ(c.get("/api/user", member.token).data().at("first_name").as_string(), "Test");
  EXPECT_EQ(c.patch("/api/user/account/update", {{"first_name", "X"}}).status, 401);
}

TEST_F(AccountUpdateApi, DeletionRequestsReachTheAdminsQueueOnce) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  const auto member = make_user(server(), org, Role::kEmployee, "Lucía");
  const auto c = client(org.host);
  auto r = c.get("/api/user/request-delete", member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("request").is_null());

  EXPECT_EQ(
      c.post("/api/user/request-delete", {{"reason", std::string(1001, 'x')}}, member.token).status,
      400);
  r = c.post("/api/user/request-delete", {{"reason", "Me voy de la empresa"}}, member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("status").as_string(), "open");
  // Asking again answers the open request.
  r = c.post("/api/user/request-delete", {{"reason", "otra vez"}}, member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("id").as_int64(), id);
  EXPECT_EQ(r.data().at("reason").as_string(), "Me voy de la empresa");
  EXPECT_EQ(c.get("/api/user/request-delete", member.token).data().at("request").at("id"), id);

  EXPECT_EQ(c.get("/api/org/deletion_requests", member.token).status, 403);
  r = c.get("/api/org/deletion_requests", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("user").at("first_name").as_string(), "Lucía");
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 1);
  r = client(other.host).get("/api/org/deletion_requests", other.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().as_array().empty()) << "another organisation's admins see nothing";
}

}  // namespace
}  // namespace aplauso::test
