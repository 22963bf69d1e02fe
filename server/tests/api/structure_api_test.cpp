// Departments and groups over HTTP: admins create, rename, lead, activate, deactivate and delete
// departments (never one with people in it); groups gather members; lists feed pickers; another
// organisation's ids answer 404 and employees cannot change anything.

#include "support/api_test.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

class StructureApi : public ApiTest {};

std::string path(const std::string& base, std::int64_t id, const std::string& tail = "") {
  return base + std::to_string(id) + tail;
}

TEST_F(StructureApi, AdminsRunDepartmentsWithALeader) {
  const auto org = make_org(server());
  const auto leader = make_user(server(), org, Role::kLeader, "Marta");
  const auto c = client(org.host);
  auto r = c.post("/api/org/departments", {{"name", "  Ventas  "}, {"leader_id", leader.id}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("name").as_string(), "Ventas") << "the name is trimmed";
  EXPECT_EQ(r.data().at("leader").at("id").as_int64(), leader.id);
  EXPECT_EQ(r.data().at("member_count").as_int64(), 0);

  r = c.post("/api/org/departments", {{"name", "VENTAS"}}, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "department_name_taken");
  r = c.post("/api/org/departments", {{"name", "   "}}, org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("name").empty());
  r = c.post("/api/org/departments", {{"name", std::string(81, 'x')}}, org.admin_token);
  EXPECT_EQ(r.status, 400);

  r = c.patch(path("/api/org/departments/", id), {{"name", "Ventas Chile"}, {"leader_id", nullptr}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("name").as_string(), "Ventas Chile");
  EXPECT_TRUE(r.data().at("leader").is_null());

  r = c.patch(path("/api/org/departments/", id), {{"active", false}}, org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_FALSE(r.data().at("active").as_bool());
  auto list = c.get("/api/departments", leader.token).data().as_array();
  EXPECT_TRUE(list.empty()) << "an inactive department is not offered to members";
  list = c.get("/api/departments?all=true", org.admin_token).data().as_array();
  ASSERT_EQ(list.size(), 1U);
  EXPECT_EQ(c.get("/api/departments?all=true", leader.token).status, 403);
}

TEST_F(StructureApi, ADepartmentWithPeopleCannotBeDeleted) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  const auto id = c.post("/api/org/departments", {{"name", "Finanzas"}}, org.admin_token)
                      .data()
                      .at("id")
                      .as_int64();
  exec(server(), sql::kSetDepartment, {member.id, id});
  auto r = c.request("DELETE", path("/api/org/departments/", id), {}, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "department_not_empty");
  EXPECT_NE(r.json().at("error").as_string().find("1 persona"), std::string::npos) << r.body;
  exec(server(), sql::kSetDepartment, {member.id, nullptr});
  r = c.request("DELETE", path("/api/org/departments/", id), {}, org.admin_token);
  EXPECT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(c.request("DELETE", path("/api/org/departments/", id), {}, org.admin_token).status,
            404);
}

TEST_F(StructureApi, GroupsGatherMembers) {
  const auto org = make_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");
  const auto c = client(org.host);
  auto r =
      c.post("/api/org/groups", {{"name", "Comité de cultura"}, {"member_ids", {ana.id, ana.id}}},
             org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("member_count").as_int64(), 1);

  r = c.post(path("/api/org/groups/", id, "/members"), {{"user_ids", {ana.id, bruno.id}}},
             org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("member_count").as_int64(), 2) << "people already in it are skipped";
  r = c.get(path("/api/org/groups/", id, "/members"), org.admin_token);
  ASSERT_EQ(r.status, 200);
  const auto members = r.data().as_array();
  ASSERT_EQ(members.size(), 2U);
  EXPECT_EQ(members[0].at("first_name").as_string(), "Ana");
  EXPECT_TRUE(members[0].at("active").as_bool());
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 2);

  r = c.post(path("/api/org/groups/", id, "/members"), {{"user_ids", {999999999}}},
             org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("user_ids").empty());

  r = c.request("DELETE", path("/api/org/groups/", id, "/members/" + std::to_string(ana.id)), {},
                org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.data().at("member_count").as_int64(), 1);

  EXPECT_EQ(c.post("/api/org/groups", {{"name", "comité de cultura"}}, org.admin_token).code(),
            "group_name_taken");
  r = c.patch(path("/api/org/groups/", id), {{"name", "Cultura"}}, org.admin_token);
  EXPECT_EQ(r.data().at("name").as_string(), "Cultura");
  const auto groups = c.get("/api/groups", ana.token).data().as_array();
  ASSERT_EQ(groups.size(), 1U) << "members see groups for pickers";
  EXPECT_EQ(groups[0].at("name").as_string(), "Cultura");

  EXPECT_EQ(c.request("DELETE", path("/api/org/groups/", id), {}, org.admin_token).status, 200);
  EXPECT_TRUE(c.get("/api/groups", ana.token).data().as_array().empty());
}

TEST_F(StructureApi, AnotherOrganisationsIdsAre404AndEmployeesChangeNothing) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  const auto employee = make_user(server(), org);
  const auto stranger = make_user(server(), other);
  const auto c = client(org.host);
  const auto oc = client(other.host);
  const auto dept =
      oc.post("/api/org/departments", {{"name", "Ajeno"}}, other.admin_token).data().at("id");
  const auto group =
      oc.post("/api/org/groups", {{"name", "Ajeno"}}, other.admin_token).data().at("id");
  const auto d = dept.as_int64();
  const auto g = group.as_int64();
  EXPECT_EQ(c.patch(path("/api/org/departments/", d), {{"name", "Mío"}}, org.admin_token).status,
            404);
  EXPECT_EQ(c.request("DELETE", path("/api/org/departments/", d), {}, org.admin_token).status, 404);
  EXPECT_EQ(c.patch(path("/api/org/groups/", g), {{"name", "Mío"}}, org.admin_token).status, 404);
  EXPECT_EQ(c.get(path("/api/org/groups/", g, "/members"), org.admin_token).status, 404);
  EXPECT_EQ(c.post(path("/api/org/groups/", g, "/members"), {{"user_ids", {employee.id}}},
                   org.admin_token)
                .status,
            404);
  EXPECT_EQ(
      c.post("/api/org/departments", {{"name", "X"}, {"leader_id", stranger.id}}, org.admin_token)
          .status,
      400)
      << "a leader from another organisation is unknown here";
  EXPECT_EQ(
      c.post("/api/org/groups", {{"name", "X"}, {"member_ids", {stranger.id}}}, org.admin_token)
          .status,
      400);
  EXPECT_EQ(c.post("/api/org/departments", {{"name", "X"}}, employee.token).status, 403);
  EXPECT_EQ(c.post("/api/org/groups", {{"name", "X"}}, employee.token).status, 403);
  EXPECT_EQ(c.get("/api/departments", employee.token).status, 200);
}

}  // namespace
}  // namespace aplauso::test
