// Support over HTTP on both engines (docs/support.md): the form refuses to send until an admin
// sets the support address; a message is kept and mailed through a real SMTP server to that
// address with Reply-To the person, and a copy with its reference to the person; bad input is
// named field by field and sends nothing; five messages an hour; one's own list and the admins'
// list; the address audited; another organisation never sees a message; the person's erasure
// takes their messages; the flag off hides it all; members cannot reach the admins' calls.
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <string>

#include "core/config.h"
#include "modules/mail/mail_service.h"
#include "support/api_test.h"
#include "support/smtp_server.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace support_sql {
inline constexpr db::Statement kAudit{
    "test.support_audit",
    "SELECT COUNT(*) FROM audit_entries WHERE org_id = $1 AND action = 'support.address'"};
inline constexpr db::Statement kMessages{"test.support_messages",
                                         "SELECT COUNT(*) FROM support_messages WHERE org_id = $1"};
}  // namespace support_sql

class SupportApi : public ApiTest {
 protected:
  static HttpResult put(const HttpClient& c, const std::string& path, const json::value& body,
                        const std::string& token) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
  static json::object message(const std::string& subject = "No puedo canjear",
                              const std::string& topic = "rewards") {
    return {{"topic", topic},
            {"subject", subject},
            {"message", "Al pagar el carrito aparece un error y no sé si se cobraron mis puntos."},
            {"page", "/catalog/cart"}};
  }
};

TEST_F(SupportApi, AMessageGoesToTheSupportAddressAnswerableToItsAuthor) {
  SmtpServer smtp;
  TestServer s([&](Config& c) {
    c.smtp_url = smtp.url();
    c.mail_from = "Aplauso <no-reply@demo.local>";
  });
  const auto org = make_org(s, {"support"});
  const auto ana = make_user(s, org, Role::kEmployee, "Ana");
  const auto c = s.client(org.host);

  auto r = c.get("/api/support", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("configured").as_bool());
  EXPECT_EQ(r.data().at("topics").as_array().size(), 5U);
  EXPECT_EQ(r.data().at("per_hour").as_int64(), 5);

  r = c.post("/api/support/messages", message(), ana.token);
  EXPECT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.code(), "support_not_configured");
  EXPECT_EQ(scalar(s, support_sql::kMessages, {OrgId{org.id}}), 0) << "nothing kept";

  r = put(c, "/api/org/support", json::object{{"address", "no es un correo"}}, org.admin_token);
  EXPECT_EQ(r.status, 400) << r.body;
  r = put(c, "/api/org/support", json::object{{"address", " Soporte@Empresa.example "}},
          org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("address").as_string(), "soporte@empresa.example");
  EXPECT_EQ(scalar(s, support_sql::kAudit, {OrgId{org.id}}), 1) << "the change is audited";
  EXPECT_TRUE(c.get("/api/support", ana.token).data().at("configured").as_bool());

  r = c.post("/api/support/messages", message(), ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string reference(r.data().at("reference").as_string());
  EXPECT_EQ(reference.substr(0, 2), "S-");
  EXPECT_EQ(r.data().at("page").as_string(), "/catalog/cart");

  auto& outbox = s.app().service<mail::MailService>();
  EXPECT_EQ(outbox.deliver_due().sent, 2);
  const auto mails = smtp.messages();
  ASSERT_EQ(mails.size(), 2U);
  const std::string& to_support =
      mails[0].find("To: <soporte@empresa.example>") != std::string::npos ? mails[0] : mails[1];
  const std::string& copy = &to_support == &mails[0] ? mails[1] : mails[0];
  EXPECT_NE(to_support.find("To: <soporte@empresa.example>"), std::string::npos) << to_support;
  EXPECT_NE(to_support.find("Reply-To: <" + ana.email + ">"), std::string::npos) << to_support;
  EXPECT_NE(to_support.find(reference), std::string::npos);
  EXPECT_NE(to_support.find("Premios y pedidos"), std::string::npos) << "the topic, in words";
  EXPECT_NE(to_support.find("/catalog/cart"), std::string::npos);
  EXPECT_NE(to_support.find("se cobraron mis puntos"), std::string::npos);
  EXPECT_NE(copy.find("To: <" + ana.email + ">"), std::string::npos) << copy;
  EXPECT_EQ(copy.find("Reply-To:"), std::string::npos);
  EXPECT_NE(copy.find("Hola, Ana:"), std::string::npos);
  EXPECT_NE(copy.find(reference), std::string::npos);

  r = c.get("/api/support/messages", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("reference").as_string(), reference);
  EXPECT_FALSE(r.json().at("meta").at("hasMore").as_bool());

  r = c.get("/api/org/support/messages", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("author").at("id").as_int64(), ana.id);
}

TEST_F(SupportApi, BadInputIsNamedAndSendsNothing) {
  auto& s = server();
  const auto org = make_org(s, {"support"});
  const auto ana = make_user(s, org);
  const auto c = s.client(org.host);
  ASSERT_EQ(
      put(c, "/api/org/support", json::object{{"address", "help@org.example"}}, org.admin_token)
          .status,
      200);
  auto r = c.post("/api/support/messages",
                  json::object{{"topic", "weather"},
                               {"subject", "x"},
                               {"message", "corto"},
                               {"page", "https://evil.example"}},
                  ana.token);
  ASSERT_EQ(r.status, 400) << r.body;
  const auto fields = r.json().at("details").at("fields").as_object();
  for (const char* f : {"topic", "subject", "message", "page"}) {
    EXPECT_TRUE(fields.contains(f)) << f << " " << r.body;
  }
  r = c.post(
      "/api/support/messages",
      json::object{
          {"topic", "other"}, {"subject", "Dos\nlíneas"}, {"message", std::string(5001, 'a')}},
      ana.token);
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_EQ(scalar(s, support_sql::kMessages, {OrgId{org.id}}), 0);
  EXPECT_TRUE(s.app().service<mail::MailService>().with_status(OrgId{org.id}, "pending").empty())
      << "no mail";
}

TEST_F(SupportApi, FiveMessagesAnHour) {
  ManualClock clock(1'773'835'200'000);
  TestServer s({}, &clock);
  const auto org = make_org(s, {"support"});
  const auto ana = make_user(s, org);
  const auto c = s.client(org.host);
  ASSERT_EQ(
      put(c, "/api/org/support", json::object{{"address", "help@org.example"}}, org.admin_token)
          .status,
      200);
  for (int i = 0; i < 5; ++i) {
    ASSERT_EQ(
        c.post("/api/support/messages", message("Asunto " + std::to_string(i)), ana.token).status,
        201);
    clock.advance_ms(60'000);
  }
  auto r = c.post("/api/support/messages", message("Uno más"), ana.token);
  EXPECT_EQ(r.status, 429) << r.body;
  EXPECT_EQ(r.code(), "too_many_messages");
  clock.advance_ms(56LL * 60'000);
  EXPECT_EQ(c.post("/api/support/messages", message("Ya pasó la hora"), ana.token).status, 201);

  r = c.get("/api/support/messages?perPage=4", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 4U);
  EXPECT_EQ(r.data().at(0).at("subject").as_string(), "Ya pasó la hora") << "newest first";
  EXPECT_TRUE(r.json().at("meta").at("hasMore").as_bool());
  r = c.get("/api/support/messages?perPage=4&page=2", ana.token);
  EXPECT_EQ(r.data().as_array().size(), 2U);
  EXPECT_FALSE(r.json().at("meta").at("hasMore").as_bool());
}

TEST_F(SupportApi, OrganisationsRolesTheFlagAndErasure) {
  auto& s = server();
  const auto org = make_org(s, {"support"});
  const auto other = make_org(s, {"support"});
  const auto ana = make_user(s, org, Role::kEmployee, "Ana");
  const auto leader = make_user(s, org, Role::kLeader, "Luis");
  const auto c = s.client(org.host);
  const auto o = s.client(other.host);
  ASSERT_EQ(
      put(c, "/api/org/support", json::object{{"address", "help@org.example"}}, org.admin_token)
          .status,
      200);
  ASSERT_EQ(c.post("/api/support/messages", message(), ana.token).status, 201);

  // Another organisation: its own (unset) address, none of these messages.
  EXPECT_TRUE(o.get("/api/org/support", other.admin_token).data().at("address").is_null());
  EXPECT_TRUE(o.get("/api/org/support/messages", other.admin_token).data().as_array().empty());
  EXPECT_FALSE(o.get("/api/support", other.admin_token).data().at("configured").as_bool());
  // Another organisation's token on this host is not a session here.
  EXPECT_EQ(c.get("/api/support/messages", other.admin_token).status, 401);

  // Only admins set the address and read every message.
  EXPECT_EQ(c.get("/api/org/support", leader.token).status, 403);
  EXPECT_EQ(
      put(c, "/api/org/support", json::object{{"address", "x@y.example"}}, leader.token).status,
      403);
  EXPECT_EQ(c.get("/api/org/support/messages", ana.token).status, 403);
  EXPECT_TRUE(c.get("/api/support/messages", leader.token).data().as_array().empty())
      << "one's own messages only";

  // Removing the address stops the form again.
  auto r = put(c, "/api/org/support", json::object{{"address", nullptr}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("address").is_null());
  EXPECT_EQ(c.post("/api/support/messages", message(), ana.token).status, 409);

  // The person's erasure takes what they wrote.
  r = c.post("/api/user/admin/delete", {{"user_id", ana.id}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(scalar(s, support_sql::kMessages, {OrgId{org.id}}), 0);

  // The flag off: the calls refuse.
  const auto off = make_org(s);
  const auto member = make_user(s, off);
  EXPECT_EQ(s.client(off.host).get("/api/support", member.token).status, 403);
  EXPECT_EQ(s.client(off.host).post("/api/support/messages", message(), member.token).status, 403);
  EXPECT_EQ(s.client(off.host).get("/api/org/support", off.admin_token).status, 403);
}

}  // namespace
}  // namespace aplauso::test
