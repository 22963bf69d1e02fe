// WhatsApp over HTTP against a local Cloud API (support/whatsapp_cloud.py): the organisation's
// account, each member's number and opt-in, communications and notifications sent as template
// messages, the signed status webhook moving each message forward, retries and refusals, and the
// limits around them (roles, another organisation's statuses).
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <map>
#include <thread>

#include "core/crypto.h"
#include "modules/communications/communication_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/whatsapp/whatsapp_service.h"
#include "support/fixtures.h"
#include "support/test_server.h"
#include "support/test_sql.h"
#include "support/whatsapp_cloud.h"

#include <gtest/gtest.h>

namespace aplauso::test {
namespace {

namespace json = boost::json;

constexpr db::Statement kSealedToken{
    "test.whatsapp_sealed_token",
    "SELECT access_token_sealed FROM whatsapp_accounts WHERE org_id = $1"};
constexpr db::Statement kWhatsAppError{
    "test.whatsapp_error",
    "SELECT last_error FROM whatsapp_outbox WHERE org_id = $1 AND to_phone = $2"};
constexpr db::Statement kWhatsAppStatusOf{
    "test.whatsapp_status_of",
    "SELECT status FROM whatsapp_outbox WHERE org_id = $1 AND to_phone = $2"};

class WhatsAppApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    cloud_ = std::make_unique<WhatsAppCloud>();
    clock_ = std::make_unique<ManualClock>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                               std::chrono::system_clock::now().time_since_epoch())
                                               .count());
    const std::string api = cloud_->api_url();
    server_ =
        std::make_unique<TestServer>([api](Config& c) { c.whatsapp_api_url = api; }, clock_.get());
  }
  static void TearDownTestSuite() {
    server_.reset();
    cloud_.reset();
    clock_.reset();
  }
  static TestServer& server() { return *server_; }
  static HttpClient client(const std::string& host) { return server_->client(host); }
  static whatsapp::WhatsAppService& whatsapp() {
    return server_->app().service<whatsapp::WhatsAppService>();
  }

  // An organisation whose WhatsApp account is saved, on and registered with the Cloud API.
  static TestOrg connected_org(const std::string& app_secret = "app-secret-1") {
    const auto org = make_full_org(server());
    const std::string number_id = std::to_string(100000 + org.id);
    const auto r = client(org.host).request(
        "PUT", "/api/org/whatsapp",
        json::serialize(json::object{{"phone_number_id", number_id},
                                     {"access_token", "EAAG-token-" + number_id},
                                     {"app_secret", app_secret},
                                     {"template_name", "aplauso_aviso"},
                                     {"active", true}}),
        org.admin_token, {"Content-Type: application/json"});
    EXPECT_EQ(r.status, 200) << r.body;
    cloud_->register_app(number_id, "EAAG-token-" + number_id, app_secret, server().port(),
                         org.host);
    return org;
  }
  static void turn_on(const TestOrg& org, const TestUser& who, const std::string& phone) {
    const auto r =
        client(org.host).post("/api/user/notification_settings_wpp", {{"phone", phone}}, who.token);
    ASSERT_EQ(r.status, 200) << r.body;
  }
  static json::array messages_to(const std::string& to) {
    json::array out;
    for (const auto& m : cloud_->messages()) {
      if (m.at("to").as_string() == to) out.push_back(m);
    }
    return out;
  }
  // The recipients' report of a communication, by first name.
  static std::map<std::string, json::value> whatsapp_report(const TestOrg& org, std::int64_t id) {
    const auto r = client(org.host).get(
        "/api/admin/communications/" + std::to_string(id) + "/recipients", org.admin_token);
    std::map<std::string, json::value> out;
    const auto data = r.data();
    for (const auto& line : data.as_array()) {
      out[std::string(line.at("person").at("first_name").as_string())] = line.at("whatsapp_status");
    }
    return out;
  }
  // Waits for the webhook's statuses (the Cloud API posts them about 50 ms apart).
  template <class Done>
  static bool eventually(Done done) {
    for (int i = 0; i < 100; ++i) {
      if (done()) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
  }
  static bool is(const json::value& v, std::string_view text) {
    return v.is_string() && v.as_string() == text;
  }
  static std::string signature(const std::string& secret, const std::string& body) {
    return "X-Hub-Signature-256: sha256=" + crypto::to_hex(crypto::hmac_sha256(secret, body));
  }
  static std::string status_body(const std::string& number_id, const std::string& message_id,
                                 const std::string& status) {
    return json::serialize(json::object{
        {"object", "whatsapp_business_account"},
        {"entry",
         json::array{json::object{
             {"id", "1"},
             {"changes", json::array{json::object{
                             {"field", "messages"},
                             {"value", json::object{{"messaging_product", "whatsapp"},
                                                    {"metadata", {{"phone_number_id", number_id}}},
                                                    {"statuses", json::array{json::object{
                                                                     {"id", message_id},
                                                                     {"status", status},
                                                                     {"timestamp", "1700000000"},
                                                                     {"recipient_id",
                                                                      "34600111222"}}}}}}}}}}}}});
  }

  static inline std::unique_ptr<WhatsAppCloud> cloud_;
  static inline std::unique_ptr<ManualClock> clock_;
  static inline std::unique_ptr<TestServer> server_;
};

TEST_F(WhatsAppApi, AdminsConnectTheAccountAndItsSecretsNeverComeBack) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  auto r = c.get("/api/org/whatsapp", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("configured").as_bool());
  EXPECT_EQ(r.data().at("template_name").as_string(), "aplauso_aviso");

  const auto put = [&](const json::object& body) {
    return c.request("PUT", "/api/org/whatsapp", json::serialize(body), org.admin_token,
                     {"Content-Type: application/json"});
  };
  r = put({{"phone_number_id", "12a"}, {"template_name", "Aviso!"}, {"active", true}});
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("phone_number_id").empty());
  EXPECT_FALSE(r.field_error("template_name").empty());
  r = put({{"phone_number_id", "106540352242922"}, {"active", true}});
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_EQ(r.field_error("access_token"), "Para activarlo falta el token de acceso.");
  EXPECT_FALSE(r.field_error("app_secret").empty());
  EXPECT_FALSE(c.get("/api/org/whatsapp", org.admin_token).data().at("configured").as_bool())
      << "nothing is saved";

  r = put({{"phone_number_id", "106540352242922"},
           {"access_token", "EAAG-very-secret"},
           {"app_secret", "s3cr3t"},
           {"active", true}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.body.find("EAAG-very-secret"), std::string::npos);
  EXPECT_EQ(r.body.find("s3cr3t"), std::string::npos);
  const auto saved = r.data();
  EXPECT_TRUE(saved.at("configured").as_bool());
  EXPECT_TRUE(saved.at("active").as_bool());
  EXPECT_TRUE(saved.at("has_access_token").as_bool());
  EXPECT_TRUE(saved.at("has_app_secret").as_bool());
  EXPECT_GE(saved.at("verify_token").as_string().size(), 24U);
  EXPECT_TRUE(saved.at("webhook_url").as_string().ends_with("/api/whatsapp/webhook"));
  const auto sealed = text(server(), kSealedToken, {org.id});
  ASSERT_TRUE(sealed);
  // The whole token: four letters of it turn up in the sealed base64 about once in 200,000 runs.
  EXPECT_EQ(sealed->find("EAAG-very-secret"), std::string::npos) << "stored sealed";

  // Saving again without the secrets keeps them, and the verify token stays.
  r = put(
      {{"phone_number_id", "106540352242922"}, {"template_name", "aviso_rrhh"}, {"active", true}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("has_access_token").as_bool());
  EXPECT_EQ(r.data().at("verify_token"), saved.at("verify_token"));
  EXPECT_EQ(r.data().at("template_name").as_string(), "aviso_rrhh");

  const auto employee = make_user(server(), org);
  EXPECT_EQ(c.get("/api/org/whatsapp", employee.token).status, 403);
  EXPECT_EQ(c.request("DELETE", "/api/org/whatsapp", {}, employee.token).status, 403);
  r = c.request("DELETE", "/api/org/whatsapp", {}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("configured").as_bool());
}

TEST_F(WhatsAppApi, MembersTurnItOnWithAFullNumberWhereTheOrganisationSendsByWhatsApp) {
  const auto plain = make_full_org(server());
  const auto somebody = make_user(server(), plain);
  auto r = client(plain.host)
               .post("/api/user/notification_settings_wpp", {{"phone", "+34 600 11 12 22"}},
                     somebody.token);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "whatsapp_unavailable");
  r = client(plain.host).get("/api/user/notification_settings_wpp", somebody.token);
  EXPECT_FALSE(r.data().at("available").as_bool());
  EXPECT_TRUE(r.data().at("phone").is_null()) << "nothing saved";

  const auto org = connected_org();
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  for (const char* bad : {"600 11 12 22", "+34 600", "+0 600 111 222", "+34 600 11 12 22 ext 5"}) {
    r = c.post("/api/user/notification_settings_wpp", {{"phone", bad}}, ana.token);
    ASSERT_EQ(r.status, 400) << bad;
    EXPECT_EQ(r.field_error("phone"),
              "Indica el número con el prefijo del país, por ejemplo +34 600 11 12 22.");
  }
  r = c.post("/api/user/notification_settings_wpp", {{"phone", "0034 (600) 11-12.22"}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("phone").as_string(), "+34600111222");
  EXPECT_TRUE(r.data().at("active").as_bool());
  EXPECT_TRUE(r.data().at("available").as_bool());

  r = c.post("/api/user/whatsapp/deactivate", json::object{}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("active").as_bool());
  EXPECT_EQ(r.data().at("phone").as_string(), "+34600111222") << "the number stays";
  EXPECT_FALSE(
      c.get("/api/user/notification_settings_wpp", ana.token).data().at("active").as_bool());
  EXPECT_EQ(c.post("/api/user/whatsapp/deactivate", json::object{}).status, 401);
}

TEST_F(WhatsAppApi, ACommunicationReachesWhoTurnedItOnAndAdminsSeeItReadOrFailed) {
  const auto org = connected_org();
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const std::string ana_phone = "+346" + std::to_string(10000000 + org.id % 1000000);
  const std::string beto_phone = "+3471" + std::to_string(100 + org.id % 800) + "0000";
  turn_on(org, ana, ana_phone);
  turn_on(org, beto, beto_phone);
  const auto c = client(org.host);
  auto r = c.post("/api/communication/all",
                  {{"title", "Cierre del trimestre"},
                   {"message", "Viernes a las 17:00.\nHabrá café."},
                   {"whatsapp", true},
                   {"newsfeed", true}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  server().app().service<communications::CommunicationService>().fan_out(100);
  r = c.get("/api/admin/communications", org.admin_token);
  EXPECT_EQ(r.data().at(0).at("stats").at("whatsapp_queued").as_int64(), 2) << r.body;
  auto report = whatsapp_report(org, id);
  EXPECT_EQ(report["Ana"].as_string(), "pending");
  EXPECT_TRUE(report["Carla"].is_null()) << "Carla has WhatsApp off";

  const auto sent = whatsapp().deliver_due();
  EXPECT_EQ(sent.accepted, 2);
  const auto to_ana = messages_to(ana_phone.substr(1));
  ASSERT_EQ(to_ana.size(), 1U);
  EXPECT_EQ(to_ana[0].at("template").as_string(), "aplauso_aviso");
  EXPECT_EQ(to_ana[0].at("language").as_string(), "es");
  const auto& params = to_ana[0].at("parameters").as_array();
  ASSERT_EQ(params.size(), 3U);
  EXPECT_EQ(params[0].as_string(), "Ana");
  EXPECT_EQ(params[1].as_string(), "Cierre del trimestre");
  EXPECT_TRUE(params[2].as_string().ends_with("/communications/" + std::to_string(id)));

  EXPECT_TRUE(eventually([&] {
    report = whatsapp_report(org, id);
    return is(report["Ana"], "read") && is(report["Beto"], "failed");
  })) << json::serialize(json::value(report["Ana"]))
      << " " << json::serialize(report["Beto"]);
  EXPECT_EQ(text(server(), kWhatsAppError, {org.id, beto_phone}).value_or(""),
            "El número no puede recibir el mensaje (no usa WhatsApp o no aceptó sus condiciones).");
  EXPECT_EQ(whatsapp().deliver_due().accepted, 0) << "each message leaves once";
}

TEST_F(WhatsAppApi, TheWebhookIsVerifiedSignedAndNeverMovesAStatusBack) {
  const auto org = connected_org("the-app-secret");
  const auto c = client(org.host);
  const auto account = c.get("/api/org/whatsapp", org.admin_token).data();
  const std::string verify(account.at("verify_token").as_string());
  const std::string number_id(account.at("phone_number_id").as_string());

  auto r = c.get("/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=" + verify +
                 "&hub.challenge=1158201444");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.body, "1158201444");
  EXPECT_EQ(c.get("/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&"
                  "hub.challenge=1")
                .status,
            403);

  // A message of this organisation, read: a late "delivered" does not undo it.
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const std::string phone = "+447700" + std::to_string(100000 + org.id % 800000);
  turn_on(org, ana, phone);
  ASSERT_EQ(c.post("/api/communication/all",
                   {{"title", "Aviso"}, {"whatsapp", true}, {"pin", true}}, org.admin_token)
                .status,
            201);
  server().app().service<communications::CommunicationService>().fan_out(100);
  ASSERT_EQ(whatsapp().deliver_due().accepted, 1);
  const std::string message_id(messages_to(phone.substr(1)).at(0).at("id").as_string());
  ASSERT_TRUE(eventually([&] {
    return text(server(), kWhatsAppStatusOf, {org.id, phone}) == "read";
  }));

  const std::string late = status_body(number_id, message_id, "delivered");
  r = c.request("POST", "/api/whatsapp/webhook", late, {},
                {"Content-Type: application/json", signature("the-app-secret", late)});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("statuses").as_int64(), 1);
  EXPECT_EQ(r.data().at("updated").as_int64(), 0) << "read stays read";

  const std::string failed = status_body(number_id, message_id, "failed");
  EXPECT_EQ(
      c.request("POST", "/api/whatsapp/webhook", failed, {}, {"Content-Type: application/json"})
          .status,
      401)
      << "unsigned";
  EXPECT_EQ(c.request("POST", "/api/whatsapp/webhook", failed, {},
                      {"Content-Type: application/json", signature("another-secret", failed)})
                .status,
            401)
      << "signed with another secret";
  EXPECT_EQ(c.request("POST", "/api/whatsapp/webhook", "[1,2]", {},
                      {"Content-Type: application/json", signature("the-app-secret", "[1,2]")})
                .status,
            400);

  // Another organisation cannot move this one's messages, even signing with its own secret.
  const auto other = connected_org("other-secret");
  const std::string forged = status_body(number_id, message_id, "failed");
  r = client(other.host)
          .request("POST", "/api/whatsapp/webhook", forged, {},
                   {"Content-Type: application/json", signature("other-secret", forged)});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("updated").as_int64(), 0);
  const auto unconnected = make_full_org(server());
  EXPECT_EQ(client(unconnected.host)
                .request("POST", "/api/whatsapp/webhook", forged, {},
                         {"Content-Type: application/json", signature("other-secret", forged)})
                .status,
            404);
}

TEST_F(WhatsAppApi, NotificationsGoByWhatsAppForTheKindsEachMemberChose) {
  const auto org = connected_org();
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const std::string ana_phone = "+5215512" + std::to_string(100000 + org.id % 800000);
  const std::string beto_phone = "+5215513" + std::to_string(100000 + org.id % 800000);
  turn_on(org, ana, ana_phone);
  turn_on(org, beto, beto_phone);
  const auto c = client(org.host);
  auto r =
      c.post("/api/user/notification_settings",
             {{"settings",
               json::array{json::object{{"kind", "communication_received"}, {"whatsapp", true}}}}},
             ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  bool found = false;
  const auto settings = r.data();
  for (const auto& s : settings.as_array()) {
    if (is(s.at("kind"), "communication_received")) {
      found = true;
      EXPECT_TRUE(s.at("whatsapp").as_bool());
      EXPECT_TRUE(s.at("in_app").as_bool()) << "the other channels keep their value";
    } else {
      EXPECT_FALSE(s.at("whatsapp").as_bool()) << "off by default";
    }
  }
  EXPECT_TRUE(found);

  ASSERT_EQ(c.post("/api/communication/all", {{"title", "Nueva política de viajes"}, {"pin", true}},
                   org.admin_token)
                .status,
            201);
  server().app().service<communications::CommunicationService>().fan_out(100);
  EXPECT_GE(server().app().service<notifications::NotificationService>().whatsapp_due(), 1);
  EXPECT_GE(whatsapp().deliver_due().accepted, 1);
  const auto to_ana = messages_to(ana_phone.substr(1));
  ASSERT_EQ(to_ana.size(), 1U);
  const auto& params = to_ana[0].at("parameters").as_array();
  EXPECT_EQ(params[0].as_string(), "Ana");
  EXPECT_NE(params[1].as_string().find("te envió un comunicado: Nueva política de viajes"),
            std::string::npos)
      << params[1].as_string();
  EXPECT_TRUE(messages_to(beto_phone.substr(1)).empty()) << "Beto did not choose WhatsApp";
}

TEST_F(WhatsAppApi, RateLimitsAreRetriedRefusalsAndTurningItOffAreFinal) {
  const auto org = connected_org();
  const auto limited = make_user(server(), org, Role::kEmployee, "Lucía");
  const auto refused = make_user(server(), org, Role::kEmployee, "Raúl");
  const auto quitter = make_user(server(), org, Role::kEmployee, "Quique");
  const std::string suffix = std::to_string(100 + org.id % 800);
  const std::string limited_phone = "+3469" + suffix + "4290";
  const std::string refused_phone = "+3468" + suffix + "9999";
  const std::string quitter_phone = "+3467" + suffix + "1234";
  turn_on(org, limited, limited_phone);
  turn_on(org, refused, refused_phone);
  turn_on(org, quitter, quitter_phone);
  const auto c = client(org.host);
  ASSERT_EQ(c.post("/api/communication/all",
                   {{"title", "Turnos"}, {"whatsapp", true}, {"pin", true}}, org.admin_token)
                .status,
            201);
  server().app().service<communications::CommunicationService>().fan_out(100);
  ASSERT_EQ(c.post("/api/user/whatsapp/deactivate", json::object{}, quitter.token).status, 200);

  auto report = whatsapp().deliver_due();
  EXPECT_EQ(report.accepted, 0);
  EXPECT_EQ(report.failed, 2);
  EXPECT_EQ(text(server(), kWhatsAppStatusOf, {org.id, limited_phone}), "pending");
  EXPECT_EQ(text(server(), kWhatsAppStatusOf, {org.id, refused_phone}), "failed");
  EXPECT_EQ(text(server(), kWhatsAppError, {org.id, refused_phone}).value_or(""),
            "El número no está entre los destinatarios permitidos de la cuenta de prueba.");
  EXPECT_EQ(text(server(), kWhatsAppStatusOf, {org.id, quitter_phone}), "cancelled");

  EXPECT_EQ(whatsapp().deliver_due().accepted, 0) << "not before its pause";
  clock_->advance_ms(whatsapp::retry_delay_ms(1));
  EXPECT_EQ(whatsapp().deliver_due().accepted, 1);
  EXPECT_EQ(messages_to(limited_phone.substr(1)).size(), 1U);
  EXPECT_TRUE(messages_to(quitter_phone.substr(1)).empty());

  // An admin's test message goes out at once, or says why not.
  auto r = c.post("/api/org/whatsapp/test", {{"phone", "+34 611 22 33 44"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("message_id").as_string().starts_with("wamid."));
  r = c.post("/api/org/whatsapp/test", {{"phone", refused_phone}}, org.admin_token);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "whatsapp_failed");
  const auto plain = make_full_org(server());
  r = client(plain.host)
          .post("/api/org/whatsapp/test", {{"phone", "+34 611 22 33 44"}}, plain.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "whatsapp_not_configured");
}

TEST_F(WhatsAppApi, TheMessagingAppModuleSwitchesWhatsAppForTheOrganisation) {
  const auto org = connected_org();
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const std::string phone = "+3466" + std::to_string(100 + org.id % 800) + "5555";
  turn_on(org, ana, phone);
  const auto c = client(org.host);
  ASSERT_EQ(c.post("/api/communication/all",
                   {{"title", "Aviso"}, {"whatsapp", true}, {"pin", true}}, org.admin_token)
                .status,
            201);
  server().app().service<communications::CommunicationService>().fan_out(100);
  EXPECT_EQ(text(server(), kWhatsAppStatusOf, {org.id, phone}), "pending");

  // Off: nothing leaves (what was queued is cancelled), the calls answer module_disabled, and a
  // communication cannot ask for WhatsApp.
  ASSERT_EQ(c.patch("/api/org/services", {{"messaging_app", false}}, org.admin_token).status, 200);
  whatsapp().deliver_due();
  EXPECT_EQ(text(server(), kWhatsAppStatusOf, {org.id, phone}), "cancelled");
  EXPECT_TRUE(messages_to(phone.substr(1)).empty());
  auto r = c.get("/api/org/whatsapp", org.admin_token);
  EXPECT_EQ(r.status, 403) << r.body;
  EXPECT_EQ(r.code(), "module_disabled");
  EXPECT_EQ(c.get("/api/user/notification_settings_wpp", ana.token).status, 403);
  r = c.post("/api/communication/all", {{"title", "Otro"}, {"whatsapp", true}, {"pin", true}},
             org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "whatsapp_unavailable");

  // On again: the account and the member's choice were kept.
  ASSERT_EQ(c.patch("/api/org/services", {{"messaging_app", true}}, org.admin_token).status, 200);
  r = c.get("/api/user/notification_settings_wpp", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("active").as_bool());
  ASSERT_EQ(c.post("/api/communication/all",
                   {{"title", "De nuevo"}, {"whatsapp", true}, {"pin", true}}, org.admin_token)
                .status,
            201);
  server().app().service<communications::CommunicationService>().fan_out(100);
  EXPECT_EQ(whatsapp().deliver_due().accepted, 1);
  EXPECT_EQ(messages_to(phone.substr(1)).size(), 1U);
}

}  // namespace
}  // namespace aplauso::test
