// The signed-in member's own account, the notification badge and product categories.
#include <soci/soci.h>

#include "modules/catalog/category_repo.h"
#include "support/api_test.h"

namespace aplauso::test {
namespace {

class UsersApi : public ApiTest {};

TEST_F(UsersApi, CurrentUserHasTheProfileShape) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org, Role::kLeader, "Lucía");
  const auto r = client(org.host).get("/api/user", member.token);
  ASSERT_EQ(r.status, 200);
  const auto u_json = r.data();
  const auto& u = u_json.as_object();
  EXPECT_EQ(u.at("id").as_int64(), member.id);
  EXPECT_EQ(u.at("first_name").as_string(), "Lucía");
  EXPECT_EQ(u.at("user_type").as_string(), "leader");
  EXPECT_EQ(u.at("language").as_string(), "spanish");
  EXPECT_TRUE(u.at("points").as_bool());
  EXPECT_TRUE(u.at("department").is_null());
}

TEST_F(UsersApi, LanguageChangeIsStored) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  const auto r = c.patch("/api/user/account/update", {{"language", "english"}}, member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("language").as_string(), "english");
  EXPECT_EQ(c.get("/api/user", member.token).data().at("language").as_string(), "english");
  const auto bad = c.patch("/api/user/account/update", {{"language", "klingon"}}, member.token);
  EXPECT_EQ(bad.status, 400);
  EXPECT_TRUE(bad.json().at("details").at("fields").as_object().contains("language"));
}

TEST_F(UsersApi, NotificationCountsComeFromTheTables) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto other = make_user(server(), org);
  const auto c = client(org.host);
  auto r = c.get("/api/user/notification_count", member.token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.data().at("notification_count").as_int64(), 0);
  EXPECT_EQ(r.data().at("pending_surveys").as_int64(), 0);
  server().app().db().run([&](soci::session& s) {
    for (int i = 0; i < 3; ++i) {
      s << "INSERT INTO notifications (org_id, user_id, kind, payload, read_at, created_at) "
           "VALUES (:o, :u, 'test', '{}', NULL, 1)",
          soci::use(org.id), soci::use(member.id);
    }
    s << "INSERT INTO notifications (org_id, user_id, kind, payload, read_at, created_at) "
         "VALUES (:o, :u, 'test', '{}', 5, 1)",
        soci::use(org.id), soci::use(member.id);
    s << "INSERT INTO notifications (org_id, user_id, kind, payload, read_at, created_at) "
         "VALUES (:o, :u, 'test', '{}', NULL, 1)",
        soci::use(org.id), soci::use(other.id);
    s << "INSERT INTO survey_assignments (org_id, survey_id, user_id, assigned_at, completed_at) "
         "VALUES (:o, 1, :u, 1, NULL)",
        soci::use(org.id), soci::use(member.id);
    s << "INSERT INTO survey_assignments (org_id, survey_id, user_id, assigned_at, completed_at) "
         "VALUES (:o, 2, :u, 1, 9)",
        soci::use(org.id), soci::use(member.id);
  });
  r = c.get("/api/user/notification_count", member.token);
  EXPECT_EQ(r.data().at("notification_count").as_int64(), 3);
  EXPECT_EQ(r.data().at("pending_surveys").as_int64(), 1);
}

TEST_F(UsersApi, ProductCategoriesAreTheOrganisationsActiveOnesInOrder) {
  const auto a = make_org(server());
  const auto b = make_org(server());
  const catalog::CategoryRepo repo;
  server().app().db().run([&](soci::session& s) {
    repo.insert(s, a.id, "Segunda", std::nullopt, 2, 1);
    repo.insert(s, a.id, "Primera", std::string("gift"), 1, 1);
    const auto hidden = repo.insert(s, a.id, "Oculta", std::nullopt, 0, 1);
    s << "UPDATE product_categories SET active = 0 WHERE id = :id", soci::use(hidden);
    repo.insert(s, b.id, "De otra organización", std::nullopt, 0, 1);
  });
  const auto r = client(a.host).get("/api/product_category", a.admin_token);
  ASSERT_EQ(r.status, 200);
  const auto items_json = r.data();
  const auto& items = items_json.as_array();
  ASSERT_EQ(items.size(), 2U);
  EXPECT_EQ(items[0].at("name").as_string(), "Primera");
  EXPECT_EQ(items[0].at("icon").as_string(), "gift");
  EXPECT_EQ(items[1].at("name").as_string(), "Segunda");
  EXPECT_EQ(client(a.host).get("/api/product_category").status, 401);
}

}  // namespace
}  // namespace aplauso::test
