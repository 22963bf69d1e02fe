// The catalog's sorts and wishlist over HTTP: members sort the catalog by price, newest and most
// redeemed; they save products for later (never another organisation's) and are told once, per
// crossing, when their points to redeem reach a saved product's price; on both engines.
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include "modules/catalog/wishlist_service.h"
#include "modules/points/points_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

constexpr db::Statement kAffordableNotices{
    "test.affordable_notices",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND "
    "kind = 'wishlist_affordable'"};

class WishlistApi : public ApiTest {
 protected:
  static void award(const TestOrg& org, std::int64_t user_id, std::int64_t amount) {
    const auto& points = server().app().service<points::PointsService>();
    server().app().db().transact([&](db::Conn& c) {
      points.award(c, OrgId{org.id}, user_id, amount,
                   {"extra", std::nullopt, std::nullopt, std::nullopt, std::string("test")});
    });
  }
  static void spend(const TestOrg& org, std::int64_t user_id, std::int64_t amount) {
    const auto& points = server().app().service<points::PointsService>();
    server().app().db().transact([&](db::Conn& c) {
      points.spend(c, OrgId{org.id}, user_id, amount,
                   {"order", std::nullopt, std::nullopt, std::nullopt, std::nullopt});
    });
  }
  static std::int64_t product(const TestOrg& org, json::object body) {
    if (!body.contains("type")) body["type"] = "physical";
    const auto r = client(org.host).post("/api/product", body, org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    return r.data().at("id").as_int64();
  }
  static std::vector<std::string> names(const HttpResult& r) {
    std::vector<std::string> out;
    const auto data = r.data();
    for (const auto& p : data.as_array()) out.emplace_back(p.at("name").as_string());
    return out;
  }
  // What members have been told, once the wishlist job (every 30 s) has run.
  static std::int64_t notices(const TestOrg& org, const TestUser& who) {
    server().app().service<catalog::WishlistService>().tell_affordable();
    return *scalar(server(), kAffordableNotices, {org.id, who.id});
  }
};

TEST_F(WishlistApi, MembersSortTheCatalogByPriceNewestAndMostRedeemed) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  product(org, {{"name", "Taza"}, {"points", 150}});
  product(org, {{"name", "Día libre"}, {"points", 2000}});
  const auto cap = product(org, {{"name", "Gorra"}, {"points", 300}});

  EXPECT_EQ(names(c.get("/api/products", ana.token)),
            (std::vector<std::string>{"Taza", "Gorra", "Día libre"}));
  EXPECT_EQ(names(c.get("/api/products?sort=price_asc", ana.token)),
            (std::vector<std::string>{"Taza", "Gorra", "Día libre"}));
  EXPECT_EQ(names(c.get("/api/products?sort=price_desc", ana.token)),
            (std::vector<std::string>{"Día libre", "Gorra", "Taza"}));
  EXPECT_EQ(names(c.get("/api/products?sort=newest", ana.token)),
            (std::vector<std::string>{"Gorra", "Día libre", "Taza"}));
  // "Lo que me alcanza": up to the member's points to redeem.
  EXPECT_EQ(names(c.get("/api/products?sort=price_desc&valueTo=300", ana.token)),
            (std::vector<std::string>{"Gorra", "Taza"}));

  award(org, ana.id, 1000);
  ASSERT_EQ(c.post("/api/cart", {{"product_id", cap}, {"quantity", 2}}, ana.token).status, 200);
  const auto bought =
      c.request("POST", "/api/buy_products", json::serialize(json::object{{"total", 600}}),
                ana.token, {"Content-Type: application/json"});
  ASSERT_EQ(bought.status, 201) << bought.body;
  EXPECT_EQ(names(c.get("/api/products?sort=popular", ana.token)),
            (std::vector<std::string>{"Gorra", "Taza", "Día libre"}))
      << "most redeemed first, then cheapest";

  const auto bad = c.get("/api/products?sort=random", ana.token);
  EXPECT_EQ(bad.status, 400) << bad.body;
  EXPECT_FALSE(bad.field_error("sort").empty());
}

TEST_F(WishlistApi, MembersSaveProductsForLaterButNeverAnotherOrganisations) {
  const auto org = make_full_org(server());
  const auto other = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto mug = product(org, {{"name", "Taza"}, {"points", 150}});
  const auto day_off = product(org, {{"name", "Día libre"}, {"points", 2000}});
  const auto hidden = product(org, {{"name", "Retirado"}, {"points", 10}, {"active", false}});
  const auto theirs = product(other, {{"name", "Ajeno"}, {"points", 10}});
  award(org, ana.id, 200);

  EXPECT_EQ(
      c.request("PUT", "/api/catalog/wishlist/" + std::to_string(theirs), {}, ana.token).status,
      404);
  EXPECT_EQ(
      c.request("PUT", "/api/catalog/wishlist/" + std::to_string(hidden), {}, ana.token).status,
      404);
  EXPECT_EQ(c.request("PUT", "/api/catalog/wishlist/999999999", {}, ana.token).status, 404);
  for (const auto id : {day_off, mug, mug}) {
    const auto r = c.request("PUT", "/api/catalog/wishlist/" + std::to_string(id), {}, ana.token);
    ASSERT_EQ(r.status, 200) << r.body;
  }
  auto r = c.get("/api/catalog/wishlist", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data = r.data().as_object();
  EXPECT_EQ(data.at("redeem_balance").as_int64(), 200);
  const auto& items = data.at("items").as_array();
  ASSERT_EQ(items.size(), 2U) << "saved twice is saved once";
  EXPECT_EQ(items[0].at("product").at("name").as_string(), "Taza");
  EXPECT_TRUE(items[0].at("affordable").as_bool());
  EXPECT_EQ(items[1].at("product").at("name").as_string(), "Día libre");
  EXPECT_FALSE(items[1].at("affordable").as_bool());
  EXPECT_EQ(items[1].at("missing_points").as_int64(), 1800);
  EXPECT_EQ(client(other.host)
                .get("/api/catalog/wishlist", other.admin_token)
                .data()
                .at("items")
                .as_array()
                .size(),
            0U);

  r = c.request("DELETE", "/api/catalog/wishlist/" + std::to_string(mug), {}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(c.get("/api/catalog/wishlist", ana.token).data().at("items").as_array().size(), 1U);
  EXPECT_EQ(c.get("/api/catalog/wishlist").status, 401);
}

TEST_F(WishlistApi, AMemberIsToldOncePerCrossingWhenASavedProductBecomesAffordable) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  const auto mug = product(org, {{"name", "Taza"}, {"points", 150}});
  const auto day_off = product(org, {{"name", "Día libre"}, {"points", 500}});
  award(org, ana.id, 200);
  for (const auto id : {mug, day_off}) {
    ASSERT_EQ(c.request("PUT", "/api/catalog/wishlist/" + std::to_string(id), {}, ana.token).status,
              200);
  }
  EXPECT_EQ(notices(org, ana), 0) << "the mug was affordable when saved: nothing to tell";

  award(org, ana.id, 100);  // 300: still short of the day off
  EXPECT_EQ(notices(org, ana), 0);
  award(org, ana.id, 250);  // 550: the day off is within reach
  EXPECT_EQ(notices(org, ana), 1);
  award(org, ana.id, 50);  // 600: nothing new
  EXPECT_EQ(notices(org, ana), 1) << "once per crossing";

  spend(org, ana.id, 300);  // 300: below the day off again
  EXPECT_EQ(notices(org, ana), 1);
  award(org, ana.id, 200);  // 500: a new crossing
  EXPECT_EQ(notices(org, ana), 2);
  EXPECT_EQ(notices(org, beto), 0);

  const auto list = c.get("/api/user/notification", ana.token);
  ASSERT_EQ(list.status, 200) << list.body;
  EXPECT_NE(list.body.find("wishlist_affordable"), std::string::npos);
  EXPECT_NE(list.body.find("Día libre"), std::string::npos);
}

}  // namespace
}  // namespace aplauso::test
