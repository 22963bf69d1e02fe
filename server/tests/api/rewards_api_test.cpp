// Rewards over HTTP: products and who may see them, the cart, the checkout (idempotent, all or
// nothing), orders moving to delivery or rejected and refunded once, coupon pools, and the races
// around them (the last units and codes, two rejections at once), products admins give as
// prizes, on both engines.
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <set>
#include <thread>

#include "modules/points/points_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

constexpr db::Statement kProductStock{"test.product_stock",
                                      "SELECT stock FROM products WHERE id = $1"};
constexpr db::Statement kCodeCopies{"test.code_copies",
                                    "SELECT COUNT(*) FROM coupon_codes WHERE org_id = $1 AND "
                                    "code = $2"};

class RewardsApi : public ApiTest {
 protected:
  struct World {
    TestOrg org;
    TestUser ana, beto;  // Ana in Ventas, Beto in no department
    std::int64_t sales = 0;
  };
  static World world() {
    World w;
    w.org = make_full_org(server());
    w.ana = make_user(server(), w.org, Role::kEmployee, "Ana");
    w.beto = make_user(server(), w.org, Role::kEmployee, "Beto");
    w.sales = *scalar(server(), sql::kInsertDepartment, {w.org.id, "Ventas"});
    exec(server(), sql::kSetDepartment, {w.ana.id, w.sales});
    return w;
  }
  // Points to redeem, from the treasury, as an anniversary would award them.
  static void award(const TestOrg& org, std::int64_t user_id, std::int64_t amount) {
    const auto& points = server().app().service<points::PointsService>();
    server().app().db().transact([&](db::Conn& c) {
      points.award(c, OrgId{org.id}, user_id, amount,
                   {"extra", std::nullopt, std::nullopt, std::nullopt, std::string("test")});
    });
  }
  static std::int64_t balance_sum(const TestOrg& org) {
    return server().app().service<points::PointsService>().balance_sum(OrgId{org.id});
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
  static HttpResult upload_codes(const TestOrg& org, std::int64_t product_id,
                                 const std::string& csv) {
    const std::string boundary = "codigos42";
    const std::string body = "--" + boundary +
                             "\r\nContent-Disposition: form-data; name=\"file\"; "
                             "filename=\"codigos.csv\"\r\nContent-Type: text/csv\r\n\r\n" +
                             csv + "\r\n--" + boundary + "--\r\n";
    return client(org.host).request("POST", "/api/org/cupons/" + std::to_string(product_id), body,
                                    org.admin_token,
                                    {"Content-Type: multipart/form-data; boundary=" + boundary});
  }
  static HttpResult checkout(const TestOrg& org, const TestUser& who, std::int64_t total,
                             const std::string& key = {}) {
    std::vector<std::string> headers = {"Content-Type: application/json"};
    if (!key.empty()) headers.push_back("Idempotency-Key: " + key);
    return client(org.host).request("POST", "/api/buy_products",
                                    json::serialize(json::object{{"total", total}}), who.token,
                                    headers);
  }
};

TEST_F(RewardsApi, AdminsWriteProductsAndMembersSeeOnlyWhatIsForThem) {
  const auto w = world();
  const auto c = client(w.org.host);
  auto r =
      c.post("/api/product", {{"name", " "}, {"points", 0}, {"type", "boat"}}, w.org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_EQ(r.field_error("name"), "El nombre es requerido.");
  EXPECT_FALSE(r.field_error("points").empty());
  EXPECT_FALSE(r.field_error("type").empty());
  EXPECT_EQ(
      c.post("/api/product", {{"name", "Taza"}, {"points", 10}, {"type", "physical"}}, w.ana.token)
          .status,
      403);

  const auto mug = product(w.org, {{"name", "Taza Aplauso"},
                                   {"name_en", "Aplauso mug"},
                                   {"points", 150},
                                   {"stock", 25},
                                   {"featured", true}});
  const auto sales_only = product(
      w.org,
      {{"name", "Mochila comercial"}, {"points", 900}, {"department_ids", json::array{w.sales}}});
  const auto mexico = product(w.org, {{"name", "Boleto CDMX"}, {"points", 400}, {"country", "mx"}});
  const auto hidden = product(w.org, {{"name", "Retirado"}, {"points", 50}, {"active", false}});
  const auto day_off =
      product(w.org, {{"name", "Día libre"}, {"points", 2000}, {"type", "experience"}});

  r = c.get("/api/products", w.ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(names(r), (std::vector<std::string>{"Taza Aplauso", "Mochila comercial", "Día libre"}))
      << "cheapest first; not another country's, not inactive ones";
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 3);
  EXPECT_EQ(names(c.get("/api/products", w.beto.token)),
            (std::vector<std::string>{"Taza Aplauso", "Día libre"}))
      << "Beto is not in Ventas";
  EXPECT_EQ(names(c.get("/api/products?valueFrom=100&valueTo=1000", w.ana.token)),
            (std::vector<std::string>{"Taza Aplauso", "Mochila comercial"}));
  EXPECT_EQ(names(c.get("/api/products?type=experience", w.ana.token)),
            std::vector<std::string>{"Día libre"});
  EXPECT_EQ(names(c.get("/api/products?q=MUG", w.ana.token)),
            std::vector<std::string>{"Taza Aplauso"});
  EXPECT_EQ(names(c.get("/api/products?featured=true", w.ana.token)),
            std::vector<std::string>{"Taza Aplauso"});
  EXPECT_EQ(c.get("/api/products?type=boat", w.ana.token).status, 400);

  EXPECT_EQ(c.get("/api/products/" + std::to_string(mexico), w.ana.token).status, 404);
  EXPECT_EQ(c.get("/api/products/" + std::to_string(hidden), w.ana.token).status, 404);
  EXPECT_EQ(c.get("/api/products/" + std::to_string(sales_only), w.beto.token).status, 404);
  r = c.get("/api/products/" + std::to_string(mug), w.beto.token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.data().at("stock").as_int64(), 25);
  EXPECT_TRUE(r.data().at("available").as_bool());

  r = c.get("/api/org/products", w.org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 5) << "admins see every product";
  EXPECT_EQ(names(c.get("/api/org/products?active=false", w.org.admin_token)),
            std::vector<std::string>{"Retirado"});
  EXPECT_EQ(
      names(c.get("/api/org/products?department=" + std::to_string(w.sales) + "&valueFrom=800",
                  w.org.admin_token)),
      (std::vector<std::string>{"Día libre", "Mochila comercial"}));
  EXPECT_EQ(c.get("/api/org/products", w.ana.token).status, 403);

  // Updating keeps the id; another organisation's ids are 404.
  r = c.post(
      "/api/product",
      {{"id", mug}, {"name", "Taza Aplauso"}, {"points", 120}, {"type", "physical"}, {"stock", 25}},
      w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("points").as_int64(), 120);
  const auto other = make_full_org(server());
  EXPECT_EQ(
      client(other.host)
          .post("/api/product", {{"id", mug}, {"name", "Mía"}, {"points", 1}, {"type", "physical"}},
                other.admin_token)
          .status,
      404);
  EXPECT_EQ(client(other.host)
                .post("/api/product",
                      {{"name", "Ajena"},
                       {"points", 1},
                       {"type", "physical"},
                       {"department_ids", json::array{w.sales}}},
                      other.admin_token)
                .status,
            404);
  EXPECT_EQ(
      client(other.host).get("/api/products/" + std::to_string(day_off), other.admin_token).status,
      404);
}

TEST_F(RewardsApi, ACheckoutChargesOnceTakesTheUnitsAndSaysWhyWhenItCannot) {
  const auto w = world();
  const auto c = client(w.org.host);
  award(w.org, w.ana.id, 500);
  const auto mug = product(w.org, {{"name", "Taza"}, {"points", 100}, {"stock", 4}});
  const auto day_off = product(w.org, {{"name", "Día libre"}, {"points", 2000}});
  const auto hidden = product(w.org, {{"name", "Retirado"}, {"points", 5}, {"active", false}});

  auto r = c.post("/api/cart", {{"product_id", mug}, {"quantity", 2}}, w.ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("total").as_int64(), 200);
  EXPECT_EQ(r.data().at("balance").as_int64(), 500);
  EXPECT_EQ(r.data().at("missing").as_int64(), 0);
  EXPECT_EQ(c.post("/api/cart", {{"product_id", hidden}, {"quantity", 1}}, w.ana.token).status,
            404);
  EXPECT_EQ(c.post("/api/cart", {{"product_id", mug}, {"quantity", 98}}, w.ana.token).status, 400)
      << "99 units a line at most";
  r = c.post("/api/update_cart", {{"product_id", mug}, {"quantity", 3}}, w.ana.token);
  EXPECT_EQ(r.data().at("total").as_int64(), 300);

  r = checkout(w.org, w.ana, 200);
  ASSERT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.code(), "cart_changed");
  r = checkout(w.org, w.ana, 300, "compra-1");
  ASSERT_EQ(r.status, 201) << r.body;
  const auto order = r.data().as_object();
  ASSERT_EQ(order.at("items").as_array().size(), 1U);
  EXPECT_EQ(order.at("items").at(0).at("status").as_string(), "pending");
  EXPECT_EQ(order.at("total").as_int64(), 300);
  const auto again = checkout(w.org, w.ana, 300, "compra-1");
  EXPECT_EQ(again.data().at("id"), order.at("id")) << "a retry answers the same order";
  r = c.get("/api/cart", w.ana.token);
  EXPECT_TRUE(r.data().at("items").as_array().empty());
  EXPECT_EQ(r.data().at("balance").as_int64(), 200) << "charged once";
  EXPECT_EQ(scalar(server(), kProductStock, {mug}), 1);
  EXPECT_EQ(checkout(w.org, w.ana, 0).code(), "cart_empty");

  // Not enough points, not enough units: nothing moves.
  c.post("/api/cart", {{"product_id", day_off}, {"quantity", 1}}, w.ana.token);
  r = checkout(w.org, w.ana, 2000);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "insufficient_points");
  c.request("DELETE", "/api/cart", {}, w.ana.token);
  c.post("/api/cart", {{"product_id", mug}, {"quantity", 1}}, w.ana.token);
  c.post("/api/update_cart", {{"product_id", mug}, {"quantity", 2}}, w.ana.token);
  r = checkout(w.org, w.ana, 200);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "out_of_stock");
  EXPECT_NE(r.json().at("error").as_string().find("Taza"), std::string::npos);
  EXPECT_EQ(scalar(server(), kProductStock, {mug}), 1);
  EXPECT_EQ(c.get("/api/cart", w.ana.token).data().at("balance").as_int64(), 200);
  EXPECT_EQ(c.get("/api/orders", w.ana.token).json().at("meta").at("total").as_int64(), 1);
  EXPECT_EQ(balance_sum(w.org), 0);
}

TEST_F(RewardsApi, AdminsFulfilOrdersAndARejectionRefundsExactlyOnce) {
  const auto w = world();
  const auto c = client(w.org.host);
  award(w.org, w.ana.id, 1000);
  const auto mug = product(w.org, {{"name", "Taza"}, {"points", 100}});
  const auto buy = [&] {
    c.post("/api/cart", {{"product_id", mug}, {"quantity", 2}}, w.ana.token);
    const auto r = checkout(w.org, w.ana, 200);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.data().at("items").at(0).at("id").as_int64();
  };
  const auto item = buy();
  const auto path = "/api/order_item/" + std::to_string(item) + "/status";
  const auto patch = [&](const std::string& token, json::object body) {
    return c.patch(path, body, token);
  };
  EXPECT_EQ(patch(w.ana.token, {{"status", "shipped"}}).status, 403);
  auto r = patch(w.org.admin_token, {{"status", "processing"}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("items").at(0).at("status").as_string(), "processing");
  ASSERT_EQ(patch(w.org.admin_token, {{"status", "shipped"}}).status, 200);
  r = patch(w.org.admin_token, {{"status", "processing"}});
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_transition");
  ASSERT_EQ(patch(w.org.admin_token, {{"status", "delivered"}}).status, 200);
  EXPECT_EQ(patch(w.org.admin_token, {{"status", "rejected"}, {"reason", "Tarde"}}).code(),
            "invalid_transition")
      << "a delivered item stays delivered";
  r = c.get("/api/user/notification", w.ana.token);
  const auto notes = r.data();
  ASSERT_GE(notes.as_array().size(), 3U);
  EXPECT_EQ(notes.at(0).at("kind").as_string(), "order_status");
  EXPECT_EQ(notes.at(0).at("data").at("status").as_string(), "delivered");
  EXPECT_TRUE(notes.at(0).at("link").as_string().starts_with("/orders/"));

  // Two rejections at the same moment: one wins, the points come back once.
  const auto second = buy();
  EXPECT_EQ(c.get("/api/cart", w.ana.token).data().at("balance").as_int64(), 600);
  const auto second_path = "/api/order_item/" + std::to_string(second) + "/status";
  EXPECT_EQ(c.patch(second_path, {{"status", "rejected"}}, w.org.admin_token).status, 400)
      << "a rejection needs its reason";
  std::atomic<int> ok{0}, refused{0};
  std::vector<std::thread> admins;
  for (int i = 0; i < 2; ++i) {
    admins.emplace_back([&] {
      const auto rr = client(w.org.host)
                          .patch(second_path, {{"status", "rejected"}, {"reason", "Sin stock"}},
                                 w.org.admin_token);
      (rr.status == 200 ? ok : refused)++;
    });
  }
  for (auto& t : admins) t.join();
  EXPECT_EQ(ok.load(), 1);
  EXPECT_EQ(refused.load(), 1);
  EXPECT_EQ(c.get("/api/cart", w.ana.token).data().at("balance").as_int64(), 800);
  EXPECT_EQ(balance_sum(w.org), 0);

  // Reading and listing: the buyer and admins; another organisation's ids are 404.
  const auto order_id = c.get("/api/orders", w.ana.token).data().at(0).at("id").as_int64();
  EXPECT_EQ(c.get("/api/orders/" + std::to_string(order_id), w.beto.token).status, 404);
  EXPECT_EQ(c.get("/api/orders/" + std::to_string(order_id), w.org.admin_token).status, 200);
  r = c.post("/api/org/orders", {{"status", "rejected"}}, w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("items").at(0).at("reason").as_string(), "Sin stock");
  EXPECT_EQ(c.post("/api/org/orders", json::object{}, w.ana.token).status, 403);
  r = c.post("/api/org/orders", {{"format", "xlsx"}}, w.org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_TRUE(r.body.starts_with("PK"));
  const auto other = make_full_org(server());
  EXPECT_EQ(client(other.host)
                .patch(path, {{"status", "rejected"}, {"reason", "x"}}, other.admin_token)
                .status,
            404);
  EXPECT_EQ(
      client(other.host).get("/api/orders/" + std::to_string(order_id), other.admin_token).status,
      404);
}

TEST_F(RewardsApi, AdminsMoveSeveralItemsForwardInOneCallAllOrNone) {
  const auto w = world();
  const auto c = client(w.org.host);
  award(w.org, w.ana.id, 1000);
  const auto mug = product(w.org, {{"name", "Taza"}, {"points", 100}});
  std::vector<std::int64_t> items;
  for (int i = 0; i < 3; ++i) {
    c.post("/api/cart", {{"product_id", mug}, {"quantity", 1}}, w.ana.token);
    const auto r = checkout(w.org, w.ana, 100);
    ASSERT_EQ(r.status, 201) << r.body;
    items.push_back(r.data().at("items").at(0).at("id").as_int64());
  }
  const auto ids = [](std::initializer_list<std::int64_t> list) {
    json::array out;
    for (const auto id : list) out.emplace_back(id);
    return out;
  };
  const std::string path = "/api/org/order_items/status";
  const auto status_of = [&](std::int64_t item) {
    const auto r = c.post("/api/org/orders", json::object{}, w.org.admin_token);
    const auto orders = r.data();
    for (const auto& o : orders.as_array()) {
      for (const auto& i : o.at("items").as_array()) {
        if (i.at("id").as_int64() == item) return std::string(i.at("status").as_string());
      }
    }
    return std::string();
  };

  // Members may not; bad input says why and moves nothing.
  EXPECT_EQ(c.post(path, {{"ids", ids({items[0]})}, {"status", "shipped"}}, w.ana.token).status,
            403);
  EXPECT_EQ(c.post(path, {{"ids", json::array{}}, {"status", "shipped"}}, w.org.admin_token).status,
            400);
  EXPECT_EQ(
      c.post(path, {{"ids", ids({items[0]})}, {"status", "pending"}}, w.org.admin_token).status,
      400);
  EXPECT_EQ(
      c.post(path, {{"ids", ids({items[0]})}, {"status", "rejected"}}, w.org.admin_token).status,
      400)
      << "a rejection needs its reason";

  // Three items shipped in one call, a repeated id once.
  auto r =
      c.post(path, {{"ids", ids({items[0], items[1], items[2], items[0]})}, {"status", "shipped"}},
             w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("updated").as_int64(), 3);
  ASSERT_EQ(r.data().at("items").as_array().size(), 3U);
  EXPECT_EQ(r.data().at("items").at(0).at("status").as_string(), "shipped");
  for (const auto item : items) EXPECT_EQ(status_of(item), "shipped");
  const auto log =
      c.get("/api/org/audit_log?action=orders.item_status&perPage=100", w.org.admin_token);
  ASSERT_EQ(log.status, 200) << log.body;
  EXPECT_EQ(log.data().as_array().size(), 3U) << "each move is in the audit log";

  // One item delivered alone; the next call cannot move it back, so nothing moves.
  ASSERT_EQ(c.patch("/api/order_item/" + std::to_string(items[2]) + "/status",
                    {{"status", "delivered"}}, w.org.admin_token)
                .status,
            200);
  r = c.post(path,
             {{"ids", ids({items[0], items[1], items[2]})},
              {"status", "rejected"},
              {"reason", "Sin stock"}},
             w.org.admin_token);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "invalid_transition");
  EXPECT_NE(r.body.find(std::to_string(items[2])), std::string::npos) << "names the item";
  EXPECT_EQ(status_of(items[0]), "shipped");
  EXPECT_EQ(c.get("/api/cart", w.ana.token).data().at("balance").as_int64(), 700)
      << "no refund of a failed call";

  // A rejection in bulk refunds each item exactly once.
  r = c.post(path,
             {{"ids", ids({items[0], items[1]})}, {"status", "rejected"}, {"reason", "Sin stock"}},
             w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(c.get("/api/cart", w.ana.token).data().at("balance").as_int64(), 900);
  r = c.post(path, {{"ids", ids({items[0]})}, {"status", "rejected"}, {"reason", "Otra vez"}},
             w.org.admin_token);
  EXPECT_EQ(r.code(), "invalid_transition");
  EXPECT_EQ(c.get("/api/cart", w.ana.token).data().at("balance").as_int64(), 900);
  EXPECT_EQ(balance_sum(w.org), 0);

  // Another organisation's admin: 404 and nothing changes, even beside an id of their own.
  const auto other = make_full_org(server());
  const auto oc = client(other.host);
  r = oc.post(path, {{"ids", ids({items[2]})}, {"status", "delivered"}}, other.admin_token);
  EXPECT_EQ(r.status, 404) << r.body;
  c.post("/api/cart", {{"product_id", mug}, {"quantity", 1}}, w.ana.token);
  const auto fresh = checkout(w.org, w.ana, 100).data().at("items").at(0).at("id").as_int64();
  r = oc.post(path, {{"ids", ids({fresh})}, {"status", "processing"}}, other.admin_token);
  EXPECT_EQ(r.status, 404);
  r = c.post(path, {{"ids", ids({fresh, 999999999})}, {"status", "processing"}}, w.org.admin_token);
  EXPECT_EQ(r.status, 404);
  EXPECT_EQ(status_of(fresh), "pending") << "all or none";
}

TEST_F(RewardsApi, AdminsSortEveryOrderByDateOrPoints) {
  const auto w = world();
  const auto c = client(w.org.host);
  award(w.org, w.ana.id, 1000);
  const auto mug = product(w.org, {{"name", "Taza"}, {"points", 100}});
  // Three orders in this order: 200, 100 and 300 points.
  std::vector<std::int64_t> orders;
  for (const std::int64_t units : {2, 1, 3}) {
    c.post("/api/cart", {{"product_id", mug}, {"quantity", units}}, w.ana.token);
    const auto r = checkout(w.org, w.ana, 100 * units);
    ASSERT_EQ(r.status, 201) << r.body;
    orders.push_back(r.data().at("id").as_int64());
  }
  // The first page of two: the order spans every page.
  const auto first_page = [&](json::object body) {
    body["perPage"] = 2;
    const auto r = c.post("/api/org/orders", body, w.org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    std::vector<std::int64_t> ids;
    const auto items = r.data();
    for (const auto& o : items.as_array()) ids.push_back(o.at("id").as_int64());
    return ids;
  };
  EXPECT_EQ(first_page({}), (std::vector<std::int64_t>{orders[2], orders[1]}));
  EXPECT_EQ(first_page({{"order", "asc"}}), (std::vector<std::int64_t>{orders[0], orders[1]}));
  EXPECT_EQ(first_page({{"sort", "points"}}), (std::vector<std::int64_t>{orders[2], orders[0]}));
  EXPECT_EQ(first_page({{"sort", "points"}, {"order", "asc"}}),
            (std::vector<std::int64_t>{orders[1], orders[0]}));
  // A fourth order of 100 points: equal points by date, in the same direction.
  c.post("/api/cart", {{"product_id", mug}, {"quantity", 1}}, w.ana.token);
  const auto tie = checkout(w.org, w.ana, 100);
  ASSERT_EQ(tie.status, 201) << tie.body;
  orders.push_back(tie.data().at("id").as_int64());
  EXPECT_EQ(first_page({{"sort", "points"}, {"order", "asc"}}),
            (std::vector<std::int64_t>{orders[1], orders[3]}));
  EXPECT_EQ(first_page({{"sort", "points"}, {"page", 2}}),
            (std::vector<std::int64_t>{orders[3], orders[1]}));
  EXPECT_EQ(c.post("/api/org/orders", {{"sort", "buyer"}}, w.org.admin_token).status, 400);
  EXPECT_EQ(c.post("/api/org/orders", {{"order", "up"}}, w.org.admin_token).status, 400);
}

TEST_F(RewardsApi, CouponCodesComeFromAPoolAndAreDeliveredAtOnce) {
  const auto w = world();
  const auto c = client(w.org.host);
  award(w.org, w.ana.id, 1000);
  const auto cinema =
      product(w.org, {{"name", "Entrada de cine"}, {"points", 300}, {"type", "coupon"}});
  const auto mug = product(w.org, {{"name", "Taza"}, {"points", 100}});
  auto r = upload_codes(w.org, cinema, "codigo\nCINE-1\nCINE-2\n\nCINE-2\n");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("added").as_int64(), 2);
  EXPECT_EQ(r.data().at("pool").at("left").as_int64(), 2);
  r = upload_codes(w.org, cinema, "CINE-2;otra columna\nCINE-3");
  EXPECT_EQ(r.data().at("added").as_int64(), 1);
  EXPECT_EQ(r.data().at("skipped").as_int64(), 1);
  EXPECT_EQ(upload_codes(w.org, mug, "X-1").code(), "not_a_code_product");
  EXPECT_EQ(upload_codes(w.org, cinema, "\n\n").status, 400);
  const auto other = make_full_org(server());
  EXPECT_EQ(upload_codes(other, cinema, "Y-1").status, 404);

  c.post("/api/cart", {{"product_id", cinema}, {"quantity", 2}}, w.ana.token);
  r = checkout(w.org, w.ana, 600);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto item = r.data().at("items").at(0);
  EXPECT_EQ(item.at("status").as_string(), "delivered");
  ASSERT_EQ(item.at("codes").as_array().size(), 2U);
  EXPECT_EQ(c.get("/api/cupons", w.ana.token).data().as_array().size(), 2U);
  EXPECT_EQ(
      c.get("/api/products/" + std::to_string(cinema), w.ana.token).data().at("stock").as_int64(),
      1);
  c.post("/api/cart", {{"product_id", cinema}, {"quantity", 2}}, w.ana.token);
  EXPECT_EQ(checkout(w.org, w.ana, 600).code(), "out_of_stock");
  EXPECT_EQ(balance_sum(w.org), 0);
}

TEST_F(RewardsApi, ACodeIsInOnePoolOfTheOrganisationSoItIsHandedToOneBuyer) {
  const auto w = world();
  const auto c = client(w.org.host);
  award(w.org, w.ana.id, 1000);
  const auto cinema = product(w.org, {{"name", "Cine"}, {"points", 100}, {"type", "coupon"}});
  const auto gift = product(w.org, {{"name", "Regalo"}, {"points", 100}, {"type", "gift_card"}});
  ASSERT_EQ(upload_codes(w.org, cinema, "CINE-1\nCINE-2\nCINE-3").status, 200);

  // The same codes in another pool: the upload names them and adds nothing.
  auto r = upload_codes(w.org, gift, "GIFT-1\nCINE-3\nCINE-2");
  ASSERT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.code(), "coupon_codes_taken");
  EXPECT_EQ(r.json().at("details").at("codes"), (json::array{"CINE-3", "CINE-2"}));
  EXPECT_NE(r.json().at("error").as_string().find("CINE-3, CINE-2"), std::string::npos);
  const auto left = [&](std::int64_t id) {
    const auto pools = c.get("/api/org/cupons", w.org.admin_token).data();
    for (const auto& p : pools.as_array()) {
      if (p.at("product_id").as_int64() == id) return p.at("left").as_int64();
    }
    return std::int64_t{-1};
  };
  EXPECT_EQ(left(gift), 0) << "nothing of a refused file is added";
  EXPECT_EQ(upload_codes(w.org, gift, "GIFT-1").status, 200);

  // A code handed out stays taken: again in its own pool it is skipped, in another refused.
  c.post("/api/cart", {{"product_id", cinema}, {"quantity", 1}}, w.ana.token);
  ASSERT_EQ(checkout(w.org, w.ana, 100).status, 201);
  r = upload_codes(w.org, cinema, "CINE-1");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("added").as_int64(), 0);
  EXPECT_EQ(r.data().at("pool").at("left").as_int64(), 2);
  EXPECT_EQ(upload_codes(w.org, gift, "CINE-1").code(), "coupon_codes_taken");

  // Another organisation's codes are its own business.
  const auto other = make_full_org(server());
  const auto theirs = product(other, {{"name", "Cine"}, {"points", 100}, {"type", "coupon"}});
  EXPECT_EQ(upload_codes(other, theirs, "CINE-1\nCINE-2").status, 200);

  // Uploads of one code to two pools at once: one copy is stored, whichever wins.
  std::vector<std::thread> threads;
  std::atomic<int> unexpected{0};
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&, i] {
      const auto res = upload_codes(w.org, i % 2 == 0 ? cinema : gift, "RACE-1");
      if (res.status != 200 && res.code() != "coupon_codes_taken") ++unexpected;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(unexpected.load(), 0);
  EXPECT_EQ(scalar(server(), kCodeCopies, {w.org.id, "RACE-1"}), 1);
}

TEST_F(RewardsApi, TwoHundredCheckoutsRaceForTheLastTenUnitsAndCodes) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  const auto mug = product(org, {{"name", "Taza"}, {"points", 10}, {"stock", 10}});
  const auto cinema = product(org, {{"name", "Cine"}, {"points", 20}, {"type", "coupon"}});
  std::string codes;
  for (int i = 0; i < 10; ++i) codes += "CODE-" + std::to_string(i) + "\n";
  ASSERT_EQ(upload_codes(org, cinema, codes).status, 200);
  constexpr int kBuyers = 200;
  std::vector<TestUser> buyers;
  for (int i = 0; i < kBuyers; ++i) {
    buyers.push_back(make_user(server(), org));
    award(org, buyers.back().id, 30);
    ASSERT_EQ(
        c.post("/api/cart/external",
               {{"items", json::array{json::object{{"product_id", mug}, {"quantity", 1}},
                                      json::object{{"product_id", cinema}, {"quantity", 1}}}}},
               buyers.back().token)
            .status,
        200);
  }
  std::atomic<int> bought{0}, sold_out{0}, other_answer{0};
  std::vector<std::thread> threads;
  threads.reserve(kBuyers);
  for (int i = 0; i < kBuyers; ++i) {
    threads.emplace_back([&, i] {
      const auto r =
          checkout(org, buyers[static_cast<std::size_t>(i)], 30, "race-" + std::to_string(i));
      if (r.status == 201) {
        ++bought;
      } else if (r.code() == "out_of_stock") {
        ++sold_out;
      } else {
        ++other_answer;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(bought.load(), 10);
  EXPECT_EQ(sold_out.load(), kBuyers - 10);
  EXPECT_EQ(other_answer.load(), 0);
  EXPECT_EQ(scalar(server(), kProductStock, {mug}), 0);
  std::set<std::string> handed;
  int with_orders = 0;
  for (const auto& b : buyers) {
    const auto coupons = c.get("/api/cupons", b.token).data();
    for (const auto& k : coupons.as_array()) {
      EXPECT_TRUE(handed.insert(std::string(k.at("code").as_string())).second) << "handed twice";
    }
    const auto balance = c.get("/api/cart", b.token).data().at("balance").as_int64();
    EXPECT_GE(balance, 0);
    if (balance == 0) ++with_orders;
  }
  EXPECT_EQ(handed.size(), 10U);
  EXPECT_EQ(with_orders, 10);
  EXPECT_EQ(balance_sum(org), 0);
}

TEST_F(RewardsApi, PointRequestsAreDecidedOnceByALeaderOrAnAdmin) {
  const auto w = world();
  const auto c = client(w.org.host);
  const auto luis = make_user(server(), w.org, Role::kLeader, "Luis");
  exec(server(), sql::kSetDepartment, {luis.id, w.sales});
  const auto carla = make_user(server(), w.org, Role::kEmployee, "Carla");

  auto r = c.post("/api/point_request", {{"amount", 0}, {"reason", " "}}, w.ana.token);
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("amount").empty());
  EXPECT_EQ(r.field_error("reason"), "Cuenta por qué pides los puntos.");
  r = c.post("/api/point_request", {{"amount", 300}, {"reason", "Horas extra en el cierre"}},
             w.ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("status").as_string(), "pending");
  EXPECT_EQ(c.post("/api/point_request", {{"amount", 10}, {"reason", "Otra"}}, w.ana.token).code(),
            "pending_request_exists");

  EXPECT_EQ(c.get("/api/point_request?scope=review", w.ana.token).status, 403);
  r = c.get("/api/point_request?scope=review&status=pending", luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U) << "Luis leads Ventas: Ana's, not Beto's";
  EXPECT_EQ(r.data().at(0).at("requester").at("first_name").as_string(), "Ana");

  const auto approve = [&](const std::string& token) {
    return c.post("/api/point_request/approve", {{"id", id}, {"note", "Bien merecido"}}, token);
  };
  EXPECT_EQ(approve(carla.token).code(), "not_your_decision");
  EXPECT_EQ(approve(w.ana.token).code(), "not_your_decision") << "nobody decides their own";
  const auto other = make_full_org(server());
  EXPECT_EQ(
      client(other.host).post("/api/point_request/approve", {{"id", id}}, other.admin_token).status,
      404);

  std::atomic<int> approved{0}, decided{0};
  std::vector<std::thread> deciders;
  for (const auto* token : {&luis.token, &w.org.admin_token}) {
    deciders.emplace_back([&, token] {
      const auto rr = client(w.org.host).post("/api/point_request/approve", {{"id", id}}, *token);
      if (rr.status == 200) ++approved;
      if (rr.code() == "already_decided") ++decided;
    });
  }
  for (auto& t : deciders) t.join();
  EXPECT_EQ(approved.load(), 1);
  EXPECT_EQ(decided.load(), 1);
  EXPECT_EQ(c.get("/api/cart", w.ana.token).data().at("balance").as_int64(), 300)
      << "the treasury paid once";
  EXPECT_EQ(balance_sum(w.org), 0);
  const auto notes = c.get("/api/user/notification", w.ana.token).data();
  EXPECT_EQ(notes.at(0).at("kind").as_string(), "point_request_decided");
  EXPECT_EQ(notes.at(0).at("data").at("status").as_string(), "approved");

  // A rejection needs its reason, and the requester sees it.
  r = c.post("/api/point_request", {{"amount", 50}, {"reason", "Capacitación"}}, w.beto.token);
  const auto beto_request = r.data().at("id").as_int64();
  EXPECT_EQ(c.post("/api/point_request/reject", {{"id", beto_request}}, w.org.admin_token).status,
            400);
  r = c.post("/api/point_request/reject",
             {{"id", beto_request}, {"reason", "Ya está cubierta por el presupuesto"}},
             w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  r = c.get("/api/point_request", w.beto.token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.data().at(0).at("status").as_string(), "rejected");
  EXPECT_EQ(r.data().at(0).at("note").as_string(), "Ya está cubierta por el presupuesto");
  EXPECT_EQ(r.data().at(0).at("decided_by").at("id").as_int64(),
            [&] { return c.get("/api/user", w.org.admin_token).data().at("id").as_int64(); }());
  EXPECT_EQ(c.get("/api/cart", w.beto.token).data().at("balance").as_int64(), 0);
}

TEST_F(RewardsApi, AdminsKeepTheCategories) {
  const auto w = world();
  const auto c = client(w.org.host);
  auto r = c.post("/api/product_category", {{"name", "Hogar"}, {"icon", "🏠"}}, w.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(c.post("/api/product_category", {{"name", "hogar"}}, w.org.admin_token).code(),
            "category_exists");
  EXPECT_EQ(c.post("/api/product_category", {{"name", "Mía"}}, w.ana.token).status, 403);
  EXPECT_EQ(c.post("/api/product_category", {{"name", ""}}, w.org.admin_token).status, 400);
  const auto path = "/api/product/category/" + std::to_string(id);
  r = c.post(path, {{"active", false}}, w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("active").as_bool());
  EXPECT_EQ(r.data().at("name").as_string(), "Hogar") << "absent fields keep their value";
  const auto has = [&](const HttpResult& rr) {
    const auto data = rr.data();
    for (const auto& cat : data.as_array()) {
      if (cat.at("id").as_int64() == id) return true;
    }
    return false;
  };
  EXPECT_FALSE(has(c.get("/api/product_category", w.ana.token)));
  EXPECT_FALSE(has(c.get("/api/product_category?all=true", w.ana.token)));
  EXPECT_TRUE(has(c.get("/api/product_category?all=true", w.org.admin_token)));
  const auto other = make_full_org(server());
  EXPECT_EQ(client(other.host).post(path, {{"name", "Robada"}}, other.admin_token).status, 404);
}

TEST_F(RewardsApi, AdminsSayWhatAPointIsWorthAndMembersSeeIt) {
  const auto w = world();
  const auto c = client(w.org.host);
  EXPECT_TRUE(c.get("/api/org/settings", w.ana.token).data().at("point_value").is_null());
  auto r = c.post("/api/org/edit", {{"point_value", {{"currency", "eur"}, {"amount", 0.05}}}},
                  w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("point_value").at("currency").as_string(), "EUR");
  EXPECT_DOUBLE_EQ(r.data().at("point_value").at("amount").to_number<double>(), 0.05);
  const auto seen = c.get("/api/org/settings", w.ana.token).data().at("point_value");
  EXPECT_EQ(seen.at("currency").as_string(), "EUR");
  EXPECT_EQ(c.post("/api/org/edit", {{"point_value", {{"currency", "EURO"}, {"amount", 1}}}},
                   w.org.admin_token)
                .status,
            400);
  EXPECT_EQ(c.post("/api/org/edit", {{"point_value", {{"currency", "USD"}, {"amount", 0}}}},
                   w.org.admin_token)
                .status,
            400);
  EXPECT_EQ(
      c.post("/api/org/edit", {{"point_value", {{"currency", "USD"}, {"amount", 1}}}}, w.ana.token)
          .status,
      403);
  r = c.post("/api/org/edit", {{"name", "Otra"}}, w.org.admin_token);
  EXPECT_EQ(r.data().at("point_value").at("currency").as_string(), "EUR") << "absent: kept";
  r = c.post("/api/org/edit", {{"point_value", nullptr}}, w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("point_value").is_null());
}

TEST_F(RewardsApi, AdminsGiveProductsAsPrizesPaidByTheOrganisation) {
  const auto w = world();
  const auto c = client(w.org.host);
  const auto carla = make_user(server(), w.org, Role::kEmployee, "Carla");
  const auto day_off = product(
      w.org,
      {{"name", "Día libre"}, {"points", 2000}, {"type", "experience"}, {"send_users", true}});
  const auto mug =
      product(w.org, {{"name", "Taza"}, {"points", 100}, {"stock", 2}, {"send_users", true}});
  const auto cinema = product(
      w.org,
      {{"name", "Entrada de cine"}, {"points", 300}, {"type", "coupon"}, {"send_users", true}});
  ASSERT_EQ(upload_codes(w.org, cinema, "CINE-1\n").status, 200);
  const auto plain = product(w.org, {{"name", "Mochila"}, {"points", 900}});

  // The sendUsers filter.
  auto r = c.get("/api/org/products?sendUsers=true", w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(names(r), (std::vector<std::string>{"Entrada de cine", "Taza", "Día libre"}));
  EXPECT_TRUE(r.data().at(0).at("send_users").as_bool());
  EXPECT_EQ(names(c.get("/api/org/products?sendUsers=false", w.org.admin_token)),
            (std::vector<std::string>{"Mochila"}));

  const auto send = [&](std::int64_t id, json::object body, const std::string& token,
                        const std::string& key = {}) {
    std::vector<std::string> headers = {"Content-Type: application/json"};
    if (!key.empty()) headers.push_back("Idempotency-Key: " + key);
    return c.request("POST", "/api/org/products/" + std::to_string(id) + "/send",
                     json::serialize(body), token, headers);
  };
  const json::array ana_beto{w.ana.id, w.beto.id, w.ana.id};
  EXPECT_EQ(send(day_off, {{"user_ids", ana_beto}}, w.ana.token).status, 403);
  EXPECT_EQ(send(plain, {{"user_ids", ana_beto}}, w.org.admin_token).code(), "not_sendable");
  r = send(day_off, {{"user_ids", json::array{}}}, w.org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.field_error("user_ids"), "Elige al menos una persona.");
  EXPECT_EQ(
      send(day_off, {{"user_ids", ana_beto}, {"note", std::string(501, 'x')}}, w.org.admin_token)
          .field_error("note"),
      "La nota no puede exceder 500 caracteres.");
  const auto other = make_full_org(server());
  const auto stranger = make_user(server(), other, Role::kEmployee, "Otra");
  EXPECT_EQ(
      send(day_off, {{"user_ids", json::array{w.ana.id, stranger.id}}}, w.org.admin_token).status,
      404)
      << "another organisation's person";
  EXPECT_EQ(client(other.host)
                .request("POST", "/api/org/products/" + std::to_string(day_off) + "/send",
                         json::serialize(json::object{{"user_ids", json::array{stranger.id}}}),
                         other.admin_token, {"Content-Type: application/json"})
                .status,
            404)
      << "another organisation's product";

  // One order each (repeated ids once), nothing paid by them, retried safely.
  const json::object gift{{"user_ids", ana_beto}, {"note", "  ¡Gracias por el cierre!  "}};
  r = send(day_off, gift, w.org.admin_token, "premio-cierre");
  ASSERT_EQ(r.status, 201) << r.body;
  const auto orders = r.data();
  ASSERT_EQ(orders.as_array().size(), 2U);
  const auto& first = orders.at(0);
  EXPECT_EQ(first.at("buyer").at("id").as_int64(), w.ana.id);
  EXPECT_EQ(first.at("total").as_int64(), 0);
  EXPECT_EQ(first.at("gift").at("note").as_string(), "¡Gracias por el cierre!");
  EXPECT_EQ(first.at("items").at(0).at("status").as_string(), "pending");
  const auto ana_order = first.at("id").as_int64();
  EXPECT_EQ(
      send(day_off, gift, w.org.admin_token, "premio-cierre").data().at(0).at("id").as_int64(),
      ana_order)
      << "the retry answers the same orders";
  r = c.get("/api/orders", w.ana.token);
  ASSERT_EQ(r.data().as_array().size(), 1U);
  const auto giver = r.data().at(0).at("gift").at("by");
  EXPECT_FALSE(giver.at("full_name").as_string().empty());
  EXPECT_EQ(c.get("/api/cart", w.ana.token).data().at("balance").as_int64(), 0);
  const auto notes = c.get("/api/user/notification", w.ana.token).data();
  ASSERT_FALSE(notes.as_array().empty());
  EXPECT_EQ(notes.at(0).at("kind").as_string(), "product_gift");
  EXPECT_EQ(notes.at(0).at("data").at("note").as_string(), "¡Gracias por el cierre!");
  EXPECT_EQ(notes.at(0).at("link").as_string(), "/orders/" + std::to_string(ana_order));

  // Units and codes as in a checkout: all or nothing.
  EXPECT_EQ(send(mug, {{"user_ids", json::array{w.ana.id, w.beto.id, carla.id}}}, w.org.admin_token)
                .code(),
            "out_of_stock");
  EXPECT_EQ(*scalar(server(), kProductStock, {mug}), 2) << "nothing taken";
  ASSERT_EQ(send(mug, {{"user_ids", json::array{carla.id}}}, w.org.admin_token).status, 201);
  EXPECT_EQ(*scalar(server(), kProductStock, {mug}), 1);
  r = send(cinema, {{"user_ids", json::array{carla.id}}}, w.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at(0).at("items").at(0).at("status").as_string(), "delivered");
  EXPECT_EQ(r.data().at(0).at("items").at(0).at("codes").at(0).as_string(), "CINE-1");
  EXPECT_EQ(send(cinema, {{"user_ids", json::array{w.beto.id}}}, w.org.admin_token).code(),
            "product_unavailable")
      << "the pool is empty";

  // A rejected gift refunds nothing: nobody paid for it.
  const auto item = orders.at(0).at("items").at(0).at("id").as_int64();
  r = c.patch("/api/order_item/" + std::to_string(item) + "/status",
              {{"status", "rejected"}, {"reason", "Fecha no disponible"}}, w.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(c.get("/api/cart", w.ana.token).data().at("balance").as_int64(), 0);
  EXPECT_EQ(balance_sum(w.org), 0);
  r = c.post("/api/org/orders", {{"user_id", carla.id}}, w.org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 2U);
  EXPECT_FALSE(r.data().at(0).at("gift").is_null());
}

}  // namespace
}  // namespace aplauso::test
