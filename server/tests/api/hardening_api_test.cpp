// What hostile and concurrent clients found, each kept from coming back: clashing transfers and
// toggles, text that is not UTF-8, page numbers past any page, another organisation's members,
// unsafe image URLs, files written without their record, other people's uploads attached or
// read, links in mails that followed a forged Host header, the database file's mode and the
// public API limit across nodes. Runs on both engines.
#include <sys/stat.h>

#include <atomic>
#include <boost/json/array.hpp>
#include <filesystem>
#include <fstream>
#include <thread>

#include "db/database.h"
#include "modules/tenancy/org_repo.h"
#include "modules/tenancy/tenant_directory.h"
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

// A finished upload of `type` made by the holder of `token`; returns its key.
std::string uploaded(const HttpClient& c, const std::string& token, const std::string& type) {
  const auto ticket = c.post("/api/upload_presign/" + type,
                             {{"file_name", "foto.png"},
                              {"content_type", "image/png"},
                              {"size", static_cast<std::int64_t>(tiny_png().size())}},
                             token);
  EXPECT_EQ(ticket.status, 200) << ticket.body;
  const auto put = c.request("PUT", std::string(ticket.data().at("upload_url").as_string()),
                             tiny_png(), {}, {"Content-Type: image/png"});
  EXPECT_EQ(put.status, 200) << put.body;
  return std::string(ticket.data().at("key").as_string());
}

TEST_F(HardeningApi, AnUploadIsAttachedAndReadOnlyByWhoeverUploadedIt) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);

  // A point request: Beto cannot attach Ana's file (nor read it by its key); his own he can.
  const auto anas = uploaded(c, ana.token, "post-attachments");
  auto r =
      c.post("/api/point_request",
             {{"amount", 10}, {"reason", "Horas extra"}, {"attachment_key", anas}}, beto.token);
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("attachment_key").empty());
  EXPECT_EQ(c.post("/api/read_presign/post-attachments", {{"key", anas}}, beto.token).status, 404);
  EXPECT_EQ(c.post("/api/read_presign/post-attachments", {{"key", anas}}, ana.token).status, 200);
  const auto betos = uploaded(c, beto.token, "post-attachments");
  r = c.post("/api/point_request",
             {{"amount", 10}, {"reason", "Horas extra"}, {"attachment_key", betos}}, beto.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("attachment").at("key").as_string(), betos);

  // A communication takes its author's files only, even between admins.
  const auto second_admin = make_user(server(), org, Role::kAdmin, "Segunda");
  const auto admins_file = uploaded(c, org.admin_token, "comm-attachment");
  const json::object note{{"title", "Cierre"}, {"message", "Viernes."}, {"newsfeed", true}};
  auto with_file = note;
  with_file["attachments"] = json::array{admins_file};
  r = c.post("/api/communication/all", with_file, second_admin.token);
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("attachments").empty());
  r = c.post("/api/communication/all", with_file, org.admin_token);
  EXPECT_EQ(r.status, 201) << r.body;

  // A product's new images are the saving admin's uploads; the images it has stay when another
  // admin edits it.
  const auto image = uploaded(c, org.admin_token, "corp-benef-image");
  json::object product{
      {"name", "Taza"}, {"points", 100}, {"type", "physical"}, {"image_keys", json::array{image}}};
  r = c.post("/api/product", product, second_admin.token);
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("image_keys").empty());
  r = c.post("/api/product", product, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  product["id"] = r.data().at("id");
  product["points"] = 120;
  r = c.post("/api/product", product, second_admin.token);
  EXPECT_EQ(r.status, 200) << r.body;
  product["image_keys"] = json::array{image, uploaded(c, ana.token, "corp-benef-image")};
  EXPECT_EQ(c.post("/api/product", product, second_admin.token).status, 400)
      << "a member's upload is no product image";
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

TEST(DbHardening, MailedLinksPointAtTheOrganisationsOwnHostWhateverTheHostHeader) {
  TestServer server;
  // The first organisation: unknown hosts fall back to it. Its first host is its primary one.
  const auto org = make_org(server);
  const std::string second = "otro-" + org.host;
  server.app().db().run(
      [&](db::Conn& c) { tenancy::OrgRepo().add_host(c, OrgId{org.id}, second, std::nullopt, 0); });
  server.app().service<tenancy::TenantDirectory>().invalidate();
  const auto ana = make_user(server, org, Role::kEmployee, "Ana");
  const std::string home = "https://" + org.host + "/";

  // Recovery asked through a forged host, one with a port, and the organisation's other host.
  for (const std::string& host :
       std::vector<std::string>{"attacker.example", "attacker.example:8443", second}) {
    const auto r = server.client(host).post("/api/user/recovery/pass", {{"email", ana.email}});
    ASSERT_EQ(r.status, 200) << host << " " << r.body;
  }
  // An invitation made by an admin calling through a forged host.
  const std::string invited = unique("lucia") + "@example.com";
  ASSERT_EQ(server.client("attacker.example")
                .post("/api/org/create/user",
                      {{"email", invited}, {"first_name", "Lucía"}, {"last_name", "Paredes"}},
                      org.admin_token)
                .status,
            201);
  ASSERT_EQ(server.client("attacker.example")
                .post("/api/user/activation/resend", {{"email", invited}})
                .status,
            200);
  const auto mails = pending_mails(server, org);
  ASSERT_EQ(mails.size(), 5U);
  for (const auto& m : mails) {
    EXPECT_EQ(m.mail.text.find("attacker"), std::string::npos) << m.mail.text;
    EXPECT_EQ(m.mail.html.find("attacker"), std::string::npos);
    EXPECT_NE(m.mail.text.find(
                  home + (m.mail.to == ana.email ? "recover/password?token=" : "activate?token=")),
              std::string::npos)
        << m.mail.text;
  }
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
