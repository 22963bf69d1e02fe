// What hostile and concurrent clients found, each kept from coming back: clashing transfers and
// toggles, text that is not UTF-8, page numbers past any page, another organisation's members,
// unsafe image URLs, files written without their record, the database file's mode and the
// public API limit across nodes. Runs on both engines.
#include <sys/stat.h>

#include <atomic>
#include <boost/json/array.hpp>
#include <filesystem>
#include <fstream>
#include <thread>

#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class HardeningApi : public ApiTest {};

TEST_F(HardeningApi, OppositeTransfersAtOnceNeverFail) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org);
  const auto b = make_user(server(), org);
  set_giving_points(server(), org, a.id, 1000);
  set_giving_points(server(), org, b.id, 1000);
  std::atomic<int> ok{0}, failed{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      const auto [from, to] = t % 2 == 0 ? std::pair{a.id, b.id} : std::pair{b.id, a.id};
      for (int i = 0; i < 30; ++i) {
        const auto r = client(org.host).post(
            "/api/transfer/admin/points",
            {{"from_user_id", from}, {"to_user_id", to}, {"amount", 1}, {"account", "give"}},
            org.admin_token);
        if (r.status == 200) {
          ++ok;
        } else {
          ++failed;
          ADD_FAILURE() << r.status << " " << r.body;
        }
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 240);
  EXPECT_EQ(failed.load(), 0);
  EXPECT_EQ(balances(server(), org, a.id).give + balances(server(), org, b.id).give, 2000);
  EXPECT_EQ(ledger_sum(server(), org), 0);
}

TEST_F(HardeningApi, QuickLikesAndReactionsOnOnePostNeverFail) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto receiver = make_user(server(), org);
  const auto fan = make_user(server(), org);
  set_giving_points(server(), org, sender.id, 10);
  const auto type = make_type(server(), org, "Gracias", 1, 10);
  const auto sent = send_recognition(server(), org, sender, {receiver.email}, 1, type);
  ASSERT_EQ(sent.status, 201) << sent.body;
  const auto post = sent.data().at("post").at("id").as_int64();
  std::atomic<int> failed{0};
  std::vector<std::thread> threads;
  // The same person double-clicks, over and over: every toggle answers.
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      const auto r = t % 2 == 0
                         ? client(org.host).post("/api/like", {{"post_id", post}}, fan.token)
                         : client(org.host).post("/api/reactions",
                                                 {{"post_id", post}, {"emoji", "👏"}}, fan.token);
      if (r.status != 200) {
        ++failed;
        ADD_FAILURE() << r.status << " " << r.body;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(failed.load(), 0);
  // Four toggles of each: back where they started, and the counters agree.
  const auto page = client(org.host).get("/api/post/" + std::to_string(post), fan.token).data();
  EXPECT_EQ(page.at("likes_count").as_int64(), 0);
  EXPECT_FALSE(page.at("liked_by_me").as_bool());
  EXPECT_TRUE(page.at("reactions").as_array().empty());
}

TEST_F(HardeningApi, TextThatIsNotUtf8IsRefusedWithA400) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  // A badge name cut in the middle of a character.
  auto r = post_badge_form(server(), org, org.admin_token, "Estrella \xC3", tiny_png());
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_EQ(scalar(server(), sql::kBadgeCount, {org.id}), 0);
  // An Idempotency-Key that is not ASCII text.
  r = c.request("POST", "/api/send_feedback", "{}", org.admin_token,
                {"Idempotency-Key: a\xC3\x28"});
  EXPECT_EQ(r.status, 400) << r.body;
  // A query string that decodes to something that is not text.
  EXPECT_EQ(c.get("/api/user/posts/sent?user_id=1&x=%C3%28", org.admin_token).status, 400);
  // A missing-key report whose fallback text must be cut: cut on a character boundary.
  std::string long_text;
  for (int i = 0; i < 1500; ++i) long_text += "é";
  r = c.post("/api/locales/add/es/glossary", json::object{{"texto.largo", long_text}});
  EXPECT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("recorded").as_int64(), 1);
}

TEST_F(HardeningApi, PagesPastAnyPageAre400) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  EXPECT_EQ(c.post("/api/user/search", {{"page", 9223372036854775807LL}}, org.admin_token).status,
            400);
  EXPECT_EQ(c.post("/api/user/search", {{"page", 1}, {"perPage", 1000}}, org.admin_token).status,
            400);
  EXPECT_EQ(c.get("/api/post?page=99999999999999999999", org.admin_token).status, 400);
  EXPECT_EQ(c.get("/api/post?page=0", org.admin_token).status, 400);
  const auto deep = c.get("/api/post?page=2000&perPage=10", org.admin_token);
  EXPECT_EQ(deep.status, 400) << "deep pages go by the before= cursor";
  EXPECT_EQ(c.get("/api/post?before=1&perPage=10", org.admin_token).status, 200);
  EXPECT_EQ(c.get("/api/user/points/history?page=10001", org.admin_token).status, 400);
}

TEST_F(HardeningApi, PointsOfAnotherOrganisationsMemberAre404) {
  const auto org = make_full_org(server());
  const auto other = make_full_org(server());
  const auto stranger = make_user(server(), other);
  const auto c = client(org.host);
  const auto id = std::to_string(stranger.id);
  EXPECT_EQ(c.get("/api/user/points?user_id=" + id, org.admin_token).status, 404);
  EXPECT_EQ(c.get("/api/user/points/history?user_id=" + id, org.admin_token).status, 404);
  EXPECT_EQ(c.get("/api/user/points?user_id=99999999", org.admin_token).status, 404);
}

TEST_F(HardeningApi, TypeImagesAreHttpsOrOwnFiles) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  for (const char* bad : {"javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:image/png;base64,x",
                          "http://example.com/a.png", "//evil.example/a.png", "/api/files/../x"}) {
    const auto r =
        c.post("/api/recognition_type", {{"name", "Bad"}, {"image_url", bad}}, org.admin_token);
    EXPECT_EQ(r.status, 400) << bad;
  }
  for (const char* good : {"https://cdn.example.com/a.png", "/api/files/type.abc123.png"}) {
    const auto r =
        c.post("/api/recognition_type", {{"name", "Good"}, {"image_url", good}}, org.admin_token);
    EXPECT_EQ(r.status, 201) << good << " " << r.body;
  }
}

// SQLite only: "Unit" tests run once, in the SQLite run.
TEST(UnitSqliteFile, IsReadableByItsOwnerOnly) {
  TestServer server;
  ASSERT_FALSE(server.app().config().uses_postgres());
  struct stat st {};
  ASSERT_EQ(::stat(server.app().config().sqlite_path().c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0077U, 0U) << "group and others have no access";
}

TEST(DbHardening, ABadgeWhoseImageCannotBeStoredLeavesNothingBehind) {
  TestServer broken([](Config& c) {
    // The uploads folder cannot be created: it is a file.
    std::filesystem::create_directories(c.data_dir);
    std::ofstream(std::filesystem::path(c.data_dir) / "uploads") << "in the way";
  });
  const auto org = make_full_org(broken);
  const auto r = post_badge_form(broken, org, org.admin_token, "Estrella", tiny_png());
  EXPECT_EQ(r.status, 503) << r.body;
  EXPECT_EQ(scalar(broken, sql::kBadgeCount, {org.id}), 0);
  EXPECT_EQ(scalar(broken, sql::kUploadCount, {org.id}), 0);
}

TEST(DbHardening, PublicApiLimitHoldsAcrossNodes) {
  const ManualClock clock(1'800'000'010'000);  // early in a minute, and it stays there
  TestServer first([](Config& c) { c.api_key_rate_limit_per_minute = 12; }, &clock);
  const Config& shared = first.app().config();
  TestServer second(
      [&](Config& c) {
        c.api_key_rate_limit_per_minute = 12;
        c.database_url = shared.database_url;
        c.data_dir = shared.data_dir;
        c.jwt_secret = shared.jwt_secret;
      },
      &clock);
  const auto org = make_full_org(first);
  const auto created =
      first.client(org.host).post("/api/api/key", {{"name", "k"}}, org.admin_token);
  const std::string key(created.data().at("key").as_string());
  int allowed = 0;
  long status = 0;
  for (int i = 0; i < 40 && status != 429; ++i) {
    const auto& node = i % 2 == 0 ? first : second;
    status = node.client(org.host)
                 .request("POST", "/api/send_feedback", "{}", {}, {"Authorization: " + key})
                 .status;
    if (status != 429) ++allowed;
  }
  EXPECT_EQ(status, 429);
  EXPECT_EQ(allowed, 12) << "twelve a minute in all, not twelve per node";
}

TEST(DbHardening, AccountCallLimitsPerIpHoldAcrossNodes) {
  const ManualClock clock(1'800'000'010'000);  // early in a minute, and it stays there
  TestServer first([](Config& c) { c.login_rate_limit_per_minute = 4; }, &clock);
  const Config& shared = first.app().config();
  TestServer second(
      [&](Config& c) {
        c.login_rate_limit_per_minute = 4;
        c.database_url = shared.database_url;
        c.data_dir = shared.data_dir;
        c.jwt_secret = shared.jwt_secret;
      },
      &clock);
  const auto org = make_org(first);
  // (Not /login here: make_org already signed the admin in within this minute.)
  for (const char* path : {"/api/user/recovery/pass", "/api/user/activation/resend"}) {
    int allowed = 0;
    HttpResult last;
    for (int i = 0; i < 12 && last.status != 429; ++i) {
      const auto& node = i % 2 == 0 ? first : second;
      last =
          node.client(org.host).post(path, {{"email", "alguien@example.com"}, {"password", "x"}});
      if (last.status != 429) ++allowed;
    }
    EXPECT_EQ(last.status, 429) << path;
    EXPECT_EQ(allowed, 4) << path << ": four a minute from this IP in all, not four per node";
    EXPECT_FALSE(last.header("retry-after").empty()) << path;
  }
}

}  // namespace
}  // namespace aplauso::test
