// The recognition catalog and sending, every rule and error, over HTTP.

#include <boost/json/array.hpp>

#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class RecognitionApi : public ApiTest {};

TEST_F(RecognitionApi, AdminsManageTypesWithRolesSuperAndSubTypes) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  auto super = c.post("/api/super_recognition_type", {{"name", "Cultura"}}, org.admin_token);
  ASSERT_EQ(super.status, 201) << super.body;
  const auto super_id = super.data().at("id").as_int64();
  auto r = c.post("/api/recognition_type",
                  {{"name", "Trabajo en equipo"},
                   {"emoji", "🤝"},
                   {"min_points", 5},
                   {"max_points", 80},
                   {"roles", json::array{"employee", "leader"}},
                   {"super_type_id", super_id},
                   {"sub_types", json::array{"Proyecto", "Soporte"}}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto type = r.data().as_object();
  const auto id = type.at("id").as_int64();
  EXPECT_EQ(type.at("super_type").at("name").as_string(), "Cultura");
  ASSERT_EQ(type.at("sub_types").as_array().size(), 2U);
  EXPECT_EQ(type.at("roles").as_array().size(), 2U);

  r = c.patch("/api/recognition_type/roles", {{"id", id}, {"roles", json::array{"admin"}}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("roles").as_array().at(0).as_string(), "admin");
  r = c.post("/api/recognition_type/activate", {{"id", id}, {"active", false}}, org.admin_token);
  EXPECT_FALSE(r.data().at("active").as_bool());
  const auto member = make_user(server(), org);
  EXPECT_TRUE(c.get("/api/recognition_type", member.token).data().as_array().empty());
  EXPECT_EQ(c.get("/api/recognition_type/all", org.admin_token).data().as_array().size(), 1U);

  const auto sub_id = type.at("sub_types").as_array().at(0).at("id").as_int64();
  EXPECT_EQ(c.patch("/api/sub_recognition_type/" + std::to_string(sub_id), {{"name", "Proyectos"}},
                    org.admin_token)
                .data()
                .at("name")
                .as_string(),
            "Proyectos");
  EXPECT_EQ(c.request("DELETE", "/api/sub_recognition_type/" + std::to_string(sub_id), {},
                      org.admin_token)
                .status,
            200);
  EXPECT_EQ(
      c.request("DELETE", "/api/org/recognition_type/" + std::to_string(id), {}, org.admin_token)
          .status,
      200);
  EXPECT_TRUE(c.get("/api/recognition_type/all", org.admin_token).data().as_array().empty());
  EXPECT_EQ(
      c.request("DELETE", "/api/org/recognition_type/" + std::to_string(id), {}, org.admin_token)
          .status,
      404);
  EXPECT_EQ(c.request("DELETE", "/api/super_recognition_type/" + std::to_string(super_id), {},
                      org.admin_token)
                .status,
            200);
}

TEST_F(RecognitionApi, TypeInputIsValidated) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  EXPECT_EQ(c.post("/api/recognition_type", {{"name", ""}}, org.admin_token).status, 400);
  EXPECT_EQ(c.post("/api/recognition_type", {{"name", "X"}, {"min_points", 50}, {"max_points", 10}},
                   org.admin_token)
                .status,
            400);
  EXPECT_EQ(c.post("/api/recognition_type", {{"name", "X"}, {"roles", json::array{"boss"}}},
                   org.admin_token)
                .status,
            400);
  EXPECT_EQ(
      c.post("/api/recognition_type", {{"name", "X"}, {"super_type_id", 999999}}, org.admin_token)
          .status,
      400);
  const auto member = make_user(server(), org);
  EXPECT_EQ(c.post("/api/recognition_type", {{"name", "X"}}, member.token).status, 403);
}

TEST_F(RecognitionApi, ValuesAreManagedByAdminsAndListedForEveryone) {
  const auto org = make_full_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  auto r = c.post("/api/values", {{"name", "Excelencia"}, {"emoji", "🏆"}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  c.post("/api/values", {{"name", "Oculto"}, {"active", false}}, org.admin_token);
  EXPECT_EQ(c.get("/api/values", member.token).data().as_array().size(), 1U);
  EXPECT_EQ(c.get("/api/values?all=true", org.admin_token).data().as_array().size(), 2U);
  EXPECT_EQ(c.get("/api/values?all=true", member.token).status, 403);
  EXPECT_EQ(
      c.patch("/api/values/" + std::to_string(id), {{"name", "Excelencia diaria"}}, org.admin_token)
          .data()
          .at("name")
          .as_string(),
      "Excelencia diaria");
  EXPECT_EQ(c.request("DELETE", "/api/values/" + std::to_string(id), {}, org.admin_token).status,
            200);
  EXPECT_TRUE(c.get("/api/values", member.token).data().as_array().empty());
}

TEST_F(RecognitionApi, SendingMovesPointsAndNotifiesEveryReceiver) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org, Role::kEmployee, "Sara");
  const auto a = make_user(server(), org, Role::kEmployee, "Ana");
  const auto b = make_user(server(), org, Role::kEmployee, "Beto");
  set_giving_points(server(), org, sender.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50, {{"emoji", "🙏"}});
  const auto value =
      client(org.host).post("/api/values", {{"name", "Colaboración"}}, org.admin_token);
  const auto r = send_recognition(server(), org, sender, {a.email, b.email}, 20, type,
                                  {{"values", json::array{value.data().at("id")}}});
  ASSERT_EQ(r.status, 201) << r.body;
  const auto post = r.data().at("post").as_object();
  EXPECT_EQ(post.at("kind").as_string(), "recognition");
  EXPECT_EQ(post.at("sender").at("id").as_int64(), sender.id);
  EXPECT_EQ(post.at("receivers").as_array().size(), 2U);
  EXPECT_EQ(post.at("amount").as_int64(), 20);
  EXPECT_EQ(post.at("total_points").as_int64(), 40);
  EXPECT_EQ(post.at("types").as_array().at(0).at("emoji").as_string(), "🙏");
  EXPECT_EQ(post.at("values").as_array().at(0).at("name").as_string(), "Colaboración");
  EXPECT_EQ(post.at("message").as_string(), "¡Gracias por tu ayuda!");
  EXPECT_EQ(r.data().at("points_spent").as_int64(), 40);
  EXPECT_EQ(r.data().at("give_balance").as_int64(), 60);
  // The answer is the post exactly as the sender's feed shows it (it is not read back).
  EXPECT_EQ(client(org.host).get("/api/post", sender.token).data().as_array().at(0),
            json::value(post));
  EXPECT_EQ(balances(server(), org, a.id).redeem, 20);
  EXPECT_EQ(balances(server(), org, b.id).redeem, 20);
  EXPECT_EQ(client(org.host)
                .get("/api/user/notification_count", a.token)
                .data()
                .at("notification_count")
                .as_int64(),
            1);
  EXPECT_EQ(ledger_sum(server(), org), 0);
}

TEST_F(RecognitionApi, ReceiverWithoutPointsGetsTheRecognitionForFree) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto a = make_user(server(), org);
  const auto no_points = make_user(server(), org);
  exec(server(), sql::kSetTakesPoints, {no_points.id, 0});
  set_giving_points(server(), org, sender.id, 30);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  const auto r = send_recognition(server(), org, sender, {a.email, no_points.email}, 30, type);
  ASSERT_EQ(r.status, 201) << r.body << " — only the receiver who takes points is paid";
  EXPECT_EQ(r.data().at("points_spent").as_int64(), 30);
  EXPECT_EQ(balances(server(), org, no_points.id).redeem, 0);
  const auto data = r.data();
  for (const auto& rec : data.at("post").at("receivers").as_array()) {
    EXPECT_EQ(rec.at("points").as_int64(), rec.at("id").as_int64() == no_points.id ? 0 : 30);
  }
}

TEST_F(RecognitionApi, EveryBrokenRuleHasItsOwnErrorAndMovesNothing) {
  const auto org = make_full_org(server());
  const auto other = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto a = make_user(server(), org);
  const auto inactive = make_user(server(), org);
  const auto stranger = make_user(server(), other);
  exec(server(), sql::kSetActive, {inactive.id, 0});
  set_giving_points(server(), org, sender.id, 50);
  const auto type = make_type(server(), org, "Gracias", 5, 40);
  const auto admins_only =
      make_type(server(), org, "Dirección", 1, 40, {{"roles", json::array{"admin"}}});
  const auto special = make_type(server(), org, "Especial", 1, 40, {{"special", true}});
  const auto foreign_type = make_type(server(), other, "Ajeno", 1, 40);

  struct Case {
    std::vector<std::string> to;
    std::int64_t amount;
    std::int64_t type;
    long status;
    std::string code;
    std::string field;
  };
  const std::vector<Case> cases = {
      {{sender.email}, 10, type, 422, "self_recognition", "reciever_emails"},
      {{"nadie@" + org.host}, 10, type, 422, "receiver_not_found", "reciever_emails"},
      {{inactive.email}, 10, type, 422, "receiver_not_found", "reciever_emails"},
      {{stranger.email}, 10, type, 422, "receiver_not_found", "reciever_emails"},
      {{a.email}, 4, type, 422, "amount_out_of_bounds", "amount"},
      {{a.email}, 41, type, 422, "amount_out_of_bounds", "amount"},
      {{a.email}, 10, admins_only, 422, "type_not_allowed", "post_types"},
      {{a.email}, 10, special, 422, "type_not_allowed", "post_types"},
      {{a.email}, 10, foreign_type, 422, "type_not_found", "post_types"},
      {{a.email}, 10, 999999, 422, "type_not_found", "post_types"},
      {{"no-es-un-correo"}, 10, type, 400, "invalid_input", "reciever_emails"},
      {{}, 10, type, 400, "invalid_input", "reciever_emails"},
      {{a.email}, -1, type, 400, "invalid_input", "amount"},
  };
  for (const auto& tc : cases) {
    const auto r = send_recognition(server(), org, sender, tc.to, tc.amount, tc.type);
    EXPECT_EQ(r.status, tc.status) << tc.code << ": " << r.body;
    EXPECT_EQ(r.code(), tc.code) << r.body;
    const auto body = r.json();
    EXPECT_TRUE(body.at("details").at("fields").as_object().contains(tc.field)) << r.body;
  }
  // Two receivers at 30 need 60 of the 50 available.
  const auto b = make_user(server(), org);
  const auto broke = send_recognition(server(), org, sender, {a.email, b.email}, 30, type);
  EXPECT_EQ(broke.status, 422);
  EXPECT_EQ(broke.code(), "insufficient_points");
  EXPECT_NE(broke.json().at("error").as_string().find("60"), std::string::npos) << broke.body;
  EXPECT_EQ(balances(server(), org, sender.id).give, 50);
  EXPECT_EQ(balances(server(), org, a.id).redeem, 0);
  EXPECT_EQ(client(org.host).get("/api/post", sender.token).data().as_array().size(), 0U)
      << "no half-written post";
  const auto mismatch =
      send_recognition(server(), org, sender, {a.email}, 10, type, {{"sender_email", a.email}});
  EXPECT_EQ(mismatch.status, 403);
  EXPECT_EQ(mismatch.code(), "sender_mismatch");
}

TEST_F(RecognitionApi, LeadersMaySendSpecialRecognitions) {
  const auto org = make_full_org(server());
  const auto leader = make_user(server(), org, Role::kLeader);
  const auto a = make_user(server(), org);
  set_giving_points(server(), org, leader.id, 100);
  const auto special = make_type(server(), org, "Especial", 1, 100, {{"special", true}});
  const auto r = send_recognition(server(), org, leader, {a.email}, 50, special);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_TRUE(r.data().at("post").at("special").as_bool());
  EXPECT_EQ(
      client(org.host).get("/api/post/special/recognitions", a.token).data().as_array().size(), 1U);
}

TEST_F(RecognitionApi, IdempotencyKeyReplaysTheFirstAnswer) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto a = make_user(server(), org);
  set_giving_points(server(), org, sender.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  const std::string body = R"({"reciever_emails":[")" + a.email +
                           R"("],"amount":10,"post_types":)" + std::to_string(type) + "}";
  const auto c = client(org.host);
  const std::vector<std::string> key = {"Idempotency-Key: abc-123"};
  const auto first = c.request("POST", "/api/send_feedback", body, sender.token, key);
  const auto again = c.request("POST", "/api/send_feedback", body, sender.token, key);
  ASSERT_EQ(first.status, 201) << first.body;
  EXPECT_EQ(again.status, 201);
  EXPECT_EQ(again.body, first.body);
  EXPECT_EQ(again.header("idempotent-replayed"), "true");
  EXPECT_EQ(balances(server(), org, sender.id).give, 90) << "points moved once";
  const std::string other_body = R"({"reciever_emails":[")" + a.email +
                                 R"("],"amount":11,"post_types":)" + std::to_string(type) + "}";
  const auto clash = c.request("POST", "/api/send_feedback", other_body, sender.token, key);
  EXPECT_EQ(clash.status, 409);
  EXPECT_EQ(clash.code(), "idempotency_conflict");
  // Keys belong to their caller: someone else may use the same one.
  const auto other = make_user(server(), org);
  set_giving_points(server(), org, other.id, 100);
  EXPECT_EQ(c.request("POST", "/api/send_feedback", body, other.token, key).status, 201);
}

TEST_F(RecognitionApi, AdminsSendOnBehalfOfAMemberWithATypeInThePath) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto a = make_user(server(), org);
  set_giving_points(server(), org, sender.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  const auto c = client(org.host);
  const json::object body{{"sender_email", sender.email},
                          {"reciever_emails", json::array{a.email}},
                          {"amount", 25},
                          {"message", "De parte de todo el equipo"}};
  auto r = c.post("/api/org/send/recognition/" + std::to_string(type), body, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("post").at("sender").at("id").as_int64(), sender.id);
  EXPECT_EQ(balances(server(), org, sender.id).give, 75);
  EXPECT_EQ(c.post("/api/org/send/recognition/" + std::to_string(type), body, sender.token).status,
            403);
  json::object no_sender = body;
  no_sender.erase("sender_email");
  EXPECT_EQ(c.post("/api/org/send/recognition/" + std::to_string(type), no_sender, org.admin_token)
                .status,
            400);
  EXPECT_EQ(c.post("/api/org/send/recognition/999999", body, org.admin_token).code(),
            "type_not_found");
}

TEST_F(RecognitionApi, AdminViewsListFindAndEditRecognitions) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto a = make_user(server(), org);
  set_giving_points(server(), org, sender.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  const auto sent = send_recognition(server(), org, sender, {a.email}, 10, type);
  const auto id = sent.data().at("post").at("id").as_int64();
  const auto c = client(org.host);
  auto r = c.get("/api/org/get_recognition_by_id?id=" + std::to_string(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("entries").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("entries").as_array().at(0).at("amount").as_int64(), 10);
  r = c.patch("/api/org/recognition/" + std::to_string(id),
              {{"message", "Editado"}, {"filed", true}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("filed").as_bool());
  r = c.get("/api/org/recognition?filed=true", org.admin_token);
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 1);
  EXPECT_EQ(c.get("/api/org/recognition", sender.token).status, 403);
  const auto other = make_full_org(server());
  EXPECT_EQ(client(other.host)
                .get("/api/org/get_recognition_by_id?id=" + std::to_string(id), other.admin_token)
                .status,
            404)
      << "another organisation's id is not found, never shown";
}

TEST_F(RecognitionApi, AdminsSortEveryRecognitionByDateOrPoints) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto a = make_user(server(), org);
  set_giving_points(server(), org, sender.id, 1000);
  const auto type = make_type(server(), org, "Gracias", 1, 100);
  // Four recognitions in this order: 20, 10, 30 and 10 points.
  std::vector<std::int64_t> posts;
  for (const std::int64_t points : {20, 10, 30, 10}) {
    const auto r = send_recognition(server(), org, sender, {a.email}, points, type);
    ASSERT_EQ(r.status, 201) << r.body;
    posts.push_back(r.data().at("post").at("id").as_int64());
  }
  // Another organisation's recognitions, with more points than any, never show.
  const auto other = make_full_org(server());
  const auto stranger = make_user(server(), other);
  const auto their_receiver = make_user(server(), other);
  set_giving_points(server(), other, stranger.id, 1000);
  const auto their_type = make_type(server(), other, "Gracias", 1, 100);
  ASSERT_EQ(
      send_recognition(server(), other, stranger, {their_receiver.email}, 99, their_type).status,
      201);

  const auto c = client(org.host);
  // A page of three: the order spans every page, and the total counts this organisation's only.
  const auto page = [&](const std::string& query, int number = 1) {
    const auto r =
        c.get("/api/org/recognition?perPage=3&page=" + std::to_string(number) + "&" + query,
              org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 4) << query;
    std::vector<std::int64_t> ids;
    const auto items = r.data();
    for (const auto& post : items.as_array()) ids.push_back(post.at("id").as_int64());
    return ids;
  };
  using Ids = std::vector<std::int64_t>;
  EXPECT_EQ(page(""), (Ids{posts[3], posts[2], posts[1]})) << "newest first by default";
  EXPECT_EQ(page("sort=date&order=desc"), (Ids{posts[3], posts[2], posts[1]}));
  EXPECT_EQ(page("sort=date&order=asc"), (Ids{posts[0], posts[1], posts[2]}));
  EXPECT_EQ(page("sort=date&order=asc", 2), (Ids{posts[3]}));
  // By points: equal points by date, in the same direction.
  EXPECT_EQ(page("sort=points"), (Ids{posts[2], posts[0], posts[3]})) << "most points first";
  EXPECT_EQ(page("sort=points&order=desc", 2), (Ids{posts[1]}));
  EXPECT_EQ(page("sort=points&order=asc"), (Ids{posts[1], posts[3], posts[0]}));
  EXPECT_EQ(page("sort=points&order=asc", 2), (Ids{posts[2]}));

  // The filters still apply: the 30-point recognition filed, the rest by points.
  ASSERT_EQ(c.patch("/api/org/recognition/" + std::to_string(posts[2]), {{"filed", true}},
                    org.admin_token)
                .status,
            200);
  auto r = c.get("/api/org/recognition?filed=false&sort=points&order=desc", org.admin_token);
  std::vector<std::int64_t> shown;
  const auto unfiled = r.data();
  for (const auto& post : unfiled.as_array()) shown.push_back(post.at("id").as_int64());
  EXPECT_EQ(shown, (Ids{posts[0], posts[3], posts[1]}));

  r = c.get("/api/org/recognition?sort=receiver", org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.code(), "invalid_input");
  EXPECT_EQ(r.field_error("sort"), "Ordena por date o points.");
  r = c.get("/api/org/recognition?sort=points&order=up", org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.field_error("order"), "El orden debe ser asc o desc.");

  // Admins only; another organisation's admin sees their own recognition alone.
  const auto leader = make_user(server(), org, Role::kLeader);
  EXPECT_EQ(c.get("/api/org/recognition?sort=points", sender.token).status, 403);
  EXPECT_EQ(c.get("/api/org/recognition?sort=points", leader.token).status, 403);
  r = client(other.host).get("/api/org/recognition?sort=points&order=asc", other.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().as_array().at(0).at("total_points").as_int64(), 99);
}

TEST_F(RecognitionApi, GroupsAreOwnedAndCheckMembers) {
  const auto org = make_full_org(server());
  const auto owner = make_user(server(), org);
  const auto a = make_user(server(), org);
  const auto b = make_user(server(), org);
  const auto c = client(org.host);
  auto r = c.post("/api/recognition/group",
                  {{"name", "Equipo Alfa"}, {"member_ids", json::array{a.id, b.id}}}, owner.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("members").as_array().size(), 2U);
  r = c.patch("/api/recognition/group/" + std::to_string(id), {{"member_ids", json::array{a.id}}},
              owner.token);
  EXPECT_EQ(r.data().at("members").as_array().size(), 1U);
  EXPECT_EQ(c.get("/api/recognition/groups", owner.token).data().as_array().size(), 1U);
  EXPECT_EQ(c.get("/api/recognition/group/" + std::to_string(id), a.token).status, 404)
      << "groups are private to their owner";
  const auto other = make_full_org(server());
  const auto stranger = make_user(server(), other);
  EXPECT_EQ(c.post("/api/recognition/group",
                   {{"name", "X"}, {"member_ids", json::array{stranger.id}}}, owner.token)
                .status,
            422);
  EXPECT_EQ(
      c.request("DELETE", "/api/recognition/group/" + std::to_string(id), {}, owner.token).status,
      200);
  EXPECT_TRUE(c.get("/api/recognition/groups", owner.token).data().as_array().empty());
}

TEST_F(RecognitionApi, ModuleOffAnswers403) {
  const auto org = make_org(server());  // only auth on
  const auto member = make_user(server(), org);
  const auto r = client(org.host).get("/api/post", member.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
}

}  // namespace
}  // namespace aplauso::test
