// The signed-in member's own account, the notification badge and product categories.

#include "modules/catalog/category_service.h"
#include "support/api_test.h"
#include "support/test_sql.h"

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
  for (int i = 0; i < 3; ++i)
    exec(server(), sql::kInsertNotification, {org.id, member.id, nullptr});
  exec(server(), sql::kInsertNotification, {org.id, member.id, 5});
  exec(server(), sql::kInsertNotification, {org.id, other.id, nullptr});
  r = c.get("/api/user/notification_count", member.token);
  EXPECT_EQ(r.data().at("notification_count").as_int64(), 3);
  // Pending surveys move with the surveys module (SurveysApi.PendingSurveysMove).
  EXPECT_EQ(r.data().at("pending_surveys").as_int64(), 0);
}

TEST_F(UsersApi, ProductCategoriesAreTheOrganisationsActiveOnesInOrder) {
  const auto a = make_org(server());
  const auto b = make_org(server());
  auto& categories = server().app().service<catalog::CategoryService>();
  categories.add(OrgId{a.id}, "Segunda", std::nullopt, 2);
  categories.add(OrgId{a.id}, "Primera", std::string("gift"), 1);
  const auto hidden = categories.add(OrgId{a.id}, "Oculta", std::nullopt, 0);
  exec(server(), sql::kHideCategory, {hidden});
  categories.add(OrgId{b.id}, "De otra organización", std::nullopt, 0);
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
