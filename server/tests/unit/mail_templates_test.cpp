// Mail templates and the message on the wire: escaping, languages, headers.

#include <gtest/gtest.h>

#include "modules/mail/mail_sender.h"
#include "modules/mail/mail_templates.h"

namespace aplauso::mail {
namespace {

TEST(UnitMailTemplates, OrganisationTextIsEscapedInHtmlAndOnlyHttpsLogosAreUsed) {
  const MailBrand brand{"<b>Acme & Co</b>", "javascript:alert(1)", "http://evil.example/x.png"};
  const Mail m = password_recovery_mail(brand, "es", "ana@example.com", "Ana <script>",
                                        "https://acme.example/recover/password?token=abc", 30);
  EXPECT_EQ(m.html.find("<b>Acme"), std::string::npos);
  EXPECT_NE(m.html.find("&lt;b&gt;Acme &amp; Co&lt;/b&gt;"), std::string::npos);
  EXPECT_EQ(m.html.find("<script>"), std::string::npos);
  EXPECT_EQ(m.html.find("javascript:"), std::string::npos) << "a bad colour falls back";
  EXPECT_EQ(m.html.find("evil.example"), std::string::npos) << "http: logos are left out";
  EXPECT_NE(m.text.find("\nhttps://acme.example/recover/password?token=abc\n"), std::string::npos);
  EXPECT_NE(m.text.find("30 minutos"), std::string::npos);
}

TEST(UnitMailTemplates, TheActivationMailSpeaksTheReceiversLanguage) {
  const MailBrand brand{"Acme", "#112233", "https://acme.example/logo.png"};
  const std::string link = "https://acme.example/activate?token=abc";
  const Mail es = activation_mail(brand, "es", "ana@example.com", "Ana", link, 7);
  EXPECT_EQ(es.kind, "activation");
  EXPECT_EQ(es.subject, "Activa tu cuenta de Acme");
  EXPECT_NE(es.text.find("\n" + link + "\n"), std::string::npos);
  EXPECT_NE(es.text.find("vence en 7 días"), std::string::npos);
  EXPECT_NE(es.html.find("Activar mi cuenta"), std::string::npos);
  EXPECT_NE(es.html.find("background:#112233"), std::string::npos);
  const Mail en = activation_mail(brand, "en", "ana@example.com", "Ana", link, 7);
  EXPECT_EQ(en.subject, "Activate your Acme account");
  EXPECT_NE(en.text.find("expires in 7 days"), std::string::npos);
  EXPECT_NE(en.html.find("<html lang=\"en\">"), std::string::npos);
}

TEST(UnitMailTemplates, ProfileLanguagesPickTheMailLanguage) {
  EXPECT_EQ(mail_language("english"), "en");
  EXPECT_EQ(mail_language("en"), "en");
  EXPECT_EQ(mail_language("spanish"), "es");
  EXPECT_EQ(mail_language(""), "es");
}

TEST(UnitMailTemplates, TheMessageHasCrlfLinesEncodedSubjectAndNoHeaderInjection) {
  Mail m{"password_recovery", "ana@example.com\r\nBcc: x@evil.example", "Contraseña", "Hola\n",
         "<p>Hola</p>\n",     "ana@example.com\nCc: y@evil.example"};
  const std::string msg =
      compose_message({"Acmé <no-reply@acme.example>", "mail-1.2@aplauso", 0}, m);
  EXPECT_NE(msg.find("Subject: =?UTF-8?B?"), std::string::npos);
  EXPECT_NE(msg.find("From: =?UTF-8?B?"), std::string::npos);
  EXPECT_EQ(msg.find("\r\nBcc:"), std::string::npos) << "line breaks never start a header";
  EXPECT_EQ(msg.find("\r\nCc:"), std::string::npos) << "not in the Reply-To either";
  EXPECT_NE(msg.find("Reply-To: <ana@example.com"), std::string::npos);
  EXPECT_NE(msg.find("Date: Thu, 01 Jan 1970 00:00:00 +0000\r\n"), std::string::npos);
  for (std::size_t i = 0; i < msg.size(); ++i) {
    if (msg[i] == '\n') {
      ASSERT_TRUE(i > 0 && msg[i - 1] == '\r') << "bare LF at " << i;
    }
  }
  EXPECT_EQ(bare_address("Acmé <no-reply@acme.example>"), "no-reply@acme.example");
  EXPECT_EQ(bare_address("plain@acme.example"), "plain@acme.example");
}

TEST(UnitMailTemplates, ACommunicationCarriesItsTitleMessageAndLinkEscaped) {
  const MailBrand brand{"Acme", "#123456", std::nullopt};
  const Mail es =
      communication_mail(brand, "es", "ana@example.com", "Ana", "Rosa Díaz", "Cierre <viernes>",
                         "Línea uno\nLínea & dos", "https://acme.example/communications/7");
  EXPECT_EQ(es.subject, "Cierre <viernes>");
  EXPECT_NE(es.text.find("Rosa Díaz te envió un comunicado:"), std::string::npos);
  EXPECT_NE(es.text.find("Línea uno\nLínea & dos"), std::string::npos);
  EXPECT_NE(es.text.find("\nhttps://acme.example/communications/7\n"), std::string::npos);
  EXPECT_NE(es.html.find("Cierre &lt;viernes&gt;"), std::string::npos);
  EXPECT_NE(es.html.find("Línea uno<br>Línea &amp; dos"), std::string::npos);
  const Mail en = communication_mail(brand, "en", "ana@example.com", "Ana", "Rosa Díaz", "Close",
                                     "Text", "https://acme.example/communications/7");
  EXPECT_NE(en.text.find("Rosa Díaz sent you a communication:"), std::string::npos);
  EXPECT_NE(en.html.find("Open it in Acme"), std::string::npos);
}

}  // namespace
}  // namespace aplauso::mail
