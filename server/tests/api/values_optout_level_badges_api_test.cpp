// The values page's top lists respect a person's choice not to appear (VAL-3): the next people
// move up, counts stay, opting back in restores, another organisation is unaffected. A level may
// name a badge (LVL-2): reaching it gives the badge once, also under concurrent awards; an
// inactive badge is skipped without failing the level-up; the levels editor refuses another
// organisation's, an unknown or an inactive badge (422 on that level's field).
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <thread>

#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

inline constexpr db::Statement kLevelBadgePosts{
    "test.level_badge_posts",
    "SELECT COUNT(*) FROM posts p JOIN post_receivers r ON r.post_id = p.id WHERE p.org_id = $1 "
    "AND p.kind = 'badge' AND p.badge_id = $2 AND r.user_id = $3"};
inline constexpr db::Statement kLevelBadgeNotices{
    "test.level_badge_notices",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND "
    "kind = 'badge_received'"};
inline constexpr db::Statement kCelebrationPosts{
    "test.celebration_posts",
    "SELECT COUNT(*) FROM posts p JOIN post_receivers r ON r.post_id = p.id WHERE p.org_id = $1 "
    "AND p.kind = 'level_up' AND r.user_id = $2"};

class ValuesOptOutApi : public ApiTest {
 protected:
  static std::int64_t add_value(const TestOrg& org, const std::string& name) {
    const auto r = client(org.host).post("/api/values", {{"name", name}}, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.data().at("id").as_int64();
  }
  static void set_listed(const TestOrg& org, const TestUser& who, bool listed) {
    const auto r =
        client(org.host).request("PUT", "/api/corp_values/preferences",
                                 json::serialize(json::object{{"listed", listed}}), who.token);
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(r.data().at("listed").as_bool(), listed);
  }
  /// The ids in a value section's top list ("top_senders" or "top_receivers").
  static std::vector<std::int64_t> top_ids(const TestOrg& org, const TestUser& reader,
                                           std::int64_t value, const std::string& list) {
    const auto r = client(org.host).get("/api/corp_values/" + std::to_string(value), reader.token);
    EXPECT_EQ(r.status, 200) << r.body;
    std::vector<std::int64_t> out;
    const auto page = r.data();
    for (const auto& p : page.at("values").as_array()[0].at(list).as_array()) {
      out.push_back(p.at("person").at("id").as_int64());
    }
    return out;
  }
  static std::int64_t value_total(const TestOrg& org, const TestUser& reader, std::int64_t value) {
    const auto r = client(org.host).get("/api/corp_values/" + std::to_string(value), reader.token);
    return r.data().at("values").as_array()[0].at("total").as_int64();
  }
};

TEST_F(ValuesOptOutApi, AnOptedOutPersonLeavesTheTopListsAndTheNextMovesUp) {
  const auto org = make_full_org(server());
  const auto type = make_type(server(), org, "Gracias", 0, 50);
  const auto value = add_value(org, "Colaboración");
  // Six senders and six receivers: S0 recognises R0 three times, Si recognises Ri once.
  std::vector<TestUser> senders;
  std::vector<TestUser> receivers;
  for (int i = 0; i < 6; ++i) {
    senders.push_back(make_user(server(), org, Role::kEmployee, "S" + std::to_string(i)));
    receivers.push_back(make_user(server(), org, Role::kEmployee, "R" + std::to_string(i)));
    set_giving_points(server(), org, senders.back().id, 100);
  }
  for (int i = 0; i < 6; ++i) {
    for (int n = 0; n < (i == 0 ? 3 : 1); ++n) {
      ASSERT_EQ(send_recognition(server(), org, senders[i], {receivers[i].email}, 1, type,
                                 {{"values", json::array{value}}})
                    .status,
                201);
    }
  }
  const auto& reader = senders[5];
  auto top = top_ids(org, reader, value, "top_senders");
  ASSERT_EQ(top.size(), 5U);
  EXPECT_EQ(top[0], senders[0].id);
  EXPECT_EQ(std::count(top.begin(), top.end(), senders[5].id), 0) << "sixth: not in the top 5";

  // Listed by default; S0 and R0 opt out: they leave the lists, the sixth moves in.
  auto r = client(org.host).get("/api/corp_values/preferences", senders[0].token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("listed").as_bool());
  set_listed(org, senders[0], false);
  set_listed(org, receivers[0], false);
  EXPECT_FALSE(client(org.host)
                   .get("/api/corp_values/preferences", senders[0].token)
                   .data()
                   .at("listed")
                   .as_bool());
  top = top_ids(org, reader, value, "top_senders");
  ASSERT_EQ(top.size(), 5U) << "the list keeps its length";
  EXPECT_EQ(std::count(top.begin(), top.end(), senders[0].id), 0);
  EXPECT_EQ(std::count(top.begin(), top.end(), senders[5].id), 1);
  top = top_ids(org, reader, value, "top_receivers");
  ASSERT_EQ(top.size(), 5U);
  EXPECT_EQ(std::count(top.begin(), top.end(), receivers[0].id), 0);
  EXPECT_EQ(std::count(top.begin(), top.end(), receivers[5].id), 1);
  EXPECT_EQ(value_total(org, reader, value), 8) << "counts are not about a person";

  // Another organisation: its member's choice changes nothing here, and ours nothing there.
  const auto other = make_full_org(server());
  const auto other_type = make_type(server(), other, "Gracias", 0, 50);
  const auto other_value = add_value(other, "Ajeno");
  const auto x = make_user(server(), other, Role::kEmployee, "Xavi");
  const auto y = make_user(server(), other, Role::kEmployee, "Yago");
  set_giving_points(server(), other, x.id, 100);
  ASSERT_EQ(send_recognition(server(), other, x, {y.email}, 1, other_type,
                             {{"values", json::array{other_value}}})
                .status,
            201);
  EXPECT_EQ(top_ids(other, y, other_value, "top_senders"), std::vector<std::int64_t>{x.id});
  set_listed(other, y, false);
  EXPECT_TRUE(top_ids(other, x, other_value, "top_receivers").empty());
  EXPECT_EQ(top_ids(org, reader, value, "top_receivers").size(), 5U);

  // Opting back in restores the first place.
  set_listed(org, senders[0], true);
  top = top_ids(org, reader, value, "top_senders");
  ASSERT_EQ(top.size(), 5U);
  EXPECT_EQ(top[0], senders[0].id);
  EXPECT_EQ(std::count(top.begin(), top.end(), senders[5].id), 0);

  // A body without the choice is refused; the module flag off: 403 module_disabled.
  r = client(org.host).request("PUT", "/api/corp_values/preferences", "{}", reader.token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("listed").empty());
  const auto plain = make_org(server(), {"recognitions"});
  const auto p = make_user(server(), plain);
  r = client(plain.host).get("/api/corp_values/preferences", p.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
}

class LevelBadgeApi : public ApiTest {
 protected:
  static HttpResult put_levels(const TestOrg& org, std::optional<std::int64_t> plata_badge) {
    json::object plata{{"name", "Plata"}, {"min_points", 500}, {"name_en", "Silver"}};
    if (plata_badge) plata["badge_id"] = *plata_badge;
    return client(org.host).request(
        "PUT", "/api/org/levels",
        json::serialize(json::object{
            {"levels", json::array{json::object{{"name", "Bronce"}, {"min_points", 0}}, plata,
                                   json::object{{"name", "Oro"}, {"min_points", 2000}}}}}),
        org.admin_token);
  }
  static json::object levels_me(const TestOrg& org, const TestUser& who) {
    const auto r = client(org.host).get("/api/levels/me", who.token);
    EXPECT_EQ(r.status, 200) << r.body;
    return r.data().as_object();
  }
};

TEST_F(LevelBadgeApi, ReachingALevelGivesItsBadgeOnceEvenUnderConcurrentAwards) {
  const auto org = make_full_org(server());
  const auto badge = *scalar(server(), sql::kInsertBadge, {org.id, "Plateado"});
  auto r = put_levels(org, badge);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array()[1].at("badge_id").as_int64(), badge);
  EXPECT_TRUE(r.data().as_array()[0].at("badge_id").is_null());

  const auto b = make_user(server(), org, Role::kEmployee, "Beto");
  const auto type = make_type(server(), org, "Gracias", 0, 1000);
  constexpr int kSenders = 6;
  std::vector<TestUser> senders;
  for (int i = 0; i < kSenders; ++i) {
    senders.push_back(make_user(server(), org, Role::kEmployee, "S" + std::to_string(i)));
    set_giving_points(server(), org, senders.back().id, 1000);
  }
  // Each 100: together 600 cross Plata (500) exactly once.
  std::atomic<int> failed = 0;
  std::vector<std::thread> threads;
  for (const auto& s : senders) {
    threads.emplace_back([&, s] {
      if (send_recognition(server(), org, s, {b.email}, 100, type).status != 201) ++failed;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(failed, 0);
  const auto progress = levels_me(org, b);
  EXPECT_EQ(progress.at("level_points").as_int64(), 600);
  EXPECT_EQ(progress.at("history").as_array().size(), 1U);
  EXPECT_EQ(scalar(server(), kLevelBadgePosts, {org.id, badge, b.id}), 1);
  EXPECT_EQ(scalar(server(), kLevelBadgeNotices, {org.id, b.id}), 1);

  // A person who does not publish level-ups still gets the badge (no celebration post).
  const auto quiet = make_user(server(), org, Role::kEmployee, "Carla");
  r = client(org.host).request("PUT", "/api/levels/me/preferences",
                               json::serialize(json::object{{"publish_level_ups", false}}),
                               quiet.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(send_recognition(server(), org, senders[0], {quiet.email}, 550, type).status, 201);
  EXPECT_EQ(scalar(server(), kCelebrationPosts, {org.id, quiet.id}), 0);
  EXPECT_EQ(scalar(server(), kLevelBadgePosts, {org.id, badge, quiet.id}), 1);
}

TEST_F(LevelBadgeApi, AnInactiveBadgeIsSkippedAndTheLevelUpGoesOn) {
  const auto org = make_full_org(server());
  const auto badge = *scalar(server(), sql::kInsertBadge, {org.id, "Plateado"});
  ASSERT_EQ(put_levels(org, badge).status, 200);
  auto r = client(org.host).patch("/api/org/badges/" + std::to_string(badge), {{"active", false}},
                                  org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;

  const auto a = make_user(server(), org, Role::kEmployee, "Ana");
  const auto b = make_user(server(), org, Role::kEmployee, "Beto");
  const auto type = make_type(server(), org, "Gracias", 0, 1000);
  set_giving_points(server(), org, a.id, 1000);
  ASSERT_EQ(send_recognition(server(), org, a, {b.email}, 550, type).status, 201);
  EXPECT_EQ(levels_me(org, b).at("history").as_array().size(), 1U);
  EXPECT_EQ(scalar(server(), kCelebrationPosts, {org.id, b.id}), 1);
  EXPECT_EQ(scalar(server(), kLevelBadgePosts, {org.id, badge, b.id}), 0);
  EXPECT_EQ(scalar(server(), kLevelBadgeNotices, {org.id, b.id}), 0);
  EXPECT_EQ(levels_me(org, b).at("level_points").as_int64(), 550) << "the payment stands";
}

TEST_F(LevelBadgeApi, TheLevelsEditorRefusesABadgeThatIsNotAnActiveOneOfTheOrganisation) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  const auto stranger = make_full_org(server());
  const auto theirs = *scalar(server(), sql::kInsertBadge, {stranger.id, "Ajena"});
  auto r = put_levels(org, theirs);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "badge_not_found");
  EXPECT_FALSE(r.field_error("levels.1.badge_id").empty());
  EXPECT_EQ(c.get("/api/levels", org.admin_token).data().as_array().size(), 4U) << "nothing saved";

  r = put_levels(org, 987654321);
  EXPECT_EQ(r.status, 422);

  const auto mine = *scalar(server(), sql::kInsertBadge, {org.id, "Plateado"});
  ASSERT_EQ(c.patch("/api/org/badges/" + std::to_string(mine), {{"active", false}}, org.admin_token)
                .status,
            200);
  r = put_levels(org, mine);
  EXPECT_EQ(r.status, 422);
  EXPECT_FALSE(r.field_error("levels.1.badge_id").empty());
  r = c.post("/api/org/levels/preview",
             {{"levels",
               json::array{json::object{{"name", "Uno"}, {"min_points", 0}},
                           json::object{{"name", "Dos"}, {"min_points", 10}, {"badge_id", mine}}}}},
             org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_FALSE(r.field_error("levels.1.badge_id").empty());

  // Active again: saved, and a member cannot save levels.
  ASSERT_EQ(c.patch("/api/org/badges/" + std::to_string(mine), {{"active", true}}, org.admin_token)
                .status,
            200);
  r = put_levels(org, mine);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(c.get("/api/levels", org.admin_token).data().as_array()[1].at("badge_id").as_int64(),
            mine);
  const auto m = make_user(server(), org);
  EXPECT_EQ(client(org.host)
                .request("PUT", "/api/org/levels",
                         json::serialize(json::object{{"levels", json::array{}}}), m.token)
                .status,
            403);
  r = put_levels(org, std::nullopt);
  ASSERT_EQ(r.status, 200);
  EXPECT_TRUE(r.data().as_array()[1].at("badge_id").is_null()) << "the badge can be removed";
}

}  // namespace
}  // namespace aplauso::test
