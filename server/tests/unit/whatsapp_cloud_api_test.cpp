// The Cloud API's formats as the server reads and writes them: numbers, template variables, the
// answers and errors of a send, the webhook's statuses and its signature.
#include <gtest/gtest.h>

#include <cctype>

#include "core/crypto.h"
#include "modules/whatsapp/cloud_api.h"

namespace aplauso::whatsapp {
namespace {

TEST(UnitWhatsAppCloudApi, NumbersAreReadAsTypedWithTheirCountryPrefix) {
  EXPECT_EQ(normalise_phone("+34 600 11 12 22"), "+34600111222");
  EXPECT_EQ(normalise_phone("0034 (600) 11-12.22"), "+34600111222");
  EXPECT_EQ(normalise_phone("+52 1 55 1234 5678"), "+5215512345678");
  EXPECT_FALSE(normalise_phone("600111222")) << "no country prefix";
  EXPECT_FALSE(normalise_phone("+0 600 111 222"));
  EXPECT_FALSE(normalise_phone("+34 600"));
  EXPECT_FALSE(normalise_phone("+1234567890123456"));
  EXPECT_FALSE(normalise_phone("+34 600 11 12 22 ext"));
  EXPECT_FALSE(normalise_phone("+34+600111222"));
}

TEST(UnitWhatsAppCloudApi, VariablesHaveNoLineBreaksAndAreCutAtACharacter) {
  EXPECT_EQ(variable_text("  Viernes a las 17:00.\n\nHabrá\tcafé.   "),
            "Viernes a las 17:00. Habrá café.");
  std::string wide;
  for (int i = 0; i < 700; ++i) wide += "\xC3\xA1";  // á
  const auto cut = variable_text(wide);
  EXPECT_LE(cut.size(), 1000U);
  EXPECT_TRUE(cut.ends_with("\xE2\x80\xA6"));
  EXPECT_EQ((cut.size() - 3) % 2, 0U) << "never half a character";
}

TEST(UnitWhatsAppCloudApi, ATemplateMessageIsTheDocumentedRequest) {
  const auto r = message_request("http://127.0.0.1:9/v21.0", "1065", "EAAG",
                                 {"+34600111222", "aplauso_aviso", "es", {"Ana", "Hola\nya", "l"}});
  EXPECT_EQ(r.url, "http://127.0.0.1:9/v21.0/1065/messages");
  EXPECT_EQ(r.headers.at(0), "Authorization: Bearer EAAG");
  EXPECT_NE(r.body.find(R"("to":"34600111222")"), std::string::npos) << r.body;
  EXPECT_NE(r.body.find(R"("type":"template")"), std::string::npos);
  EXPECT_NE(r.body.find(R"("language":{"code":"es"})"), std::string::npos);
  EXPECT_NE(r.body.find(R"({"type":"text","text":"Hola ya"})"), std::string::npos);
}

TEST(UnitWhatsAppCloudApi, AnswersBecomeAcceptedRetriedOrFailed) {
  auto o = read_send_result({200, R"({"messages":[{"id":"wamid.X"}]})", ""});
  EXPECT_EQ(o.next, SendOutcome::Next::kAccepted);
  EXPECT_EQ(o.message_id, "wamid.X");
  o = read_send_result({0, "", "Connection refused"});
  EXPECT_EQ(o.next, SendOutcome::Next::kRetry);
  o = read_send_result({429, R"({"error":{"code":130429,"message":"Rate limit hit"}})", ""});
  EXPECT_EQ(o.next, SendOutcome::Next::kRetry);
  o = read_send_result({503, "<html>", ""});
  EXPECT_EQ(o.next, SendOutcome::Next::kRetry);
  o = read_send_result({401, R"({"error":{"code":190,"message":"Invalid OAuth"}})", ""});
  EXPECT_EQ(o.next, SendOutcome::Next::kFailed);
  EXPECT_EQ(o.error, "El token de acceso de WhatsApp no es válido o caducó.");
  o = read_send_result(
      {400, R"({"error":{"code":131009,"message":"Parameter value is not valid"}})", ""});
  EXPECT_EQ(o.next, SendOutcome::Next::kFailed);
  EXPECT_EQ(o.error, "WhatsApp rechazó el mensaje (131009): Parameter value is not valid.");
  o = read_send_result({200, "{}", ""});
  EXPECT_EQ(o.next, SendOutcome::Next::kFailed);
}

TEST(UnitWhatsAppCloudApi, StatusesAndTheirSignatureAreRead) {
  const std::string body =
      R"({"object":"whatsapp_business_account","entry":[{"id":"1","changes":[{"field":"messages",)"
      R"("value":{"metadata":{"phone_number_id":"1065"},"statuses":[)"
      R"({"id":"wamid.A","status":"read","timestamp":"1700000000"},)"
      R"({"id":"wamid.B","status":"failed","timestamp":"1700000001","errors":[{"code":131026,"title":"Message undeliverable"}]},)"
      R"({"id":"wamid.C","status":"deleted"}]}}]}]})";
  const auto statuses = read_statuses(body);
  ASSERT_TRUE(statuses);
  ASSERT_EQ(statuses->size(), 2U) << "unknown statuses are skipped";
  EXPECT_EQ((*statuses)[0].phone_number_id, "1065");
  EXPECT_EQ((*statuses)[0].at_ms, 1'700'000'000'000);
  EXPECT_EQ((*statuses)[1].error,
            "El número no puede recibir el mensaje (no usa WhatsApp o no aceptó sus condiciones).");
  EXPECT_FALSE(read_statuses("[]"));
  EXPECT_FALSE(read_statuses("not json"));

  const std::string header = "sha256=" + crypto::to_hex(crypto::hmac_sha256("secret", body));
  EXPECT_TRUE(signature_valid("secret", body, header));
  std::string upper = header;
  for (auto& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  EXPECT_TRUE(signature_valid("secret", body, "sha256=" + upper.substr(7)));
  EXPECT_FALSE(signature_valid("other", body, header));
  EXPECT_FALSE(signature_valid("secret", body + " ", header));
  EXPECT_FALSE(signature_valid("", body, header));
  EXPECT_FALSE(signature_valid("secret", body, header.substr(7)));
  EXPECT_LT(status_rank("delivered"), status_rank("read"));
}

}  // namespace
}  // namespace aplauso::whatsapp
