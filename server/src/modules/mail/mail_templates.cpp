#include "modules/mail/mail_templates.h"

#include <string_view>

namespace aplauso::mail {

namespace {
bool is_colour(const std::string& c) {
  if (c.size() != 7 || c[0] != '#') return false;
  for (std::size_t i = 1; i < c.size(); ++i) {
    const char ch = c[i];
    const bool hex =
        (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    if (!hex) return false;
  }
  return true;
}

struct Texts {
  std::string subject;
  std::string greeting;
  std::string lead;
  std::string action;
  std::string expiry;
  std::string ignore;
};

Texts recovery_texts(bool english, const std::string& org, const std::string& name, int minutes) {
  const std::string mins = std::to_string(minutes);
  if (english) {
    return {"Create a new password for " + org,
            "Hi " + name + ",",
            "We received a request to create a new password for your " + org + " account.",
            "Create a new password",
            "The link works once and expires in " + mins + " minutes.",
            "If you did not ask for it, ignore this mail: your password does not change."};
  }
  return {"Crea una nueva contraseña para " + org,
          "Hola, " + name + ":",
          "Recibimos una solicitud para crear una nueva contraseña de tu cuenta de " + org + ".",
          "Crear una nueva contraseña",
          "El enlace funciona una sola vez y vence en " + mins + " minutos.",
          "Si no la pediste, ignora este correo: tu contraseña no cambia."};
}

Texts activation_texts(bool english, const std::string& org, const std::string& name, int days) {
  const std::string d = std::to_string(days);
  if (english) {
    return {"Activate your " + org + " account",
            "Hi " + name + ",",
            org +
                " invited you to recognise and be recognised by your colleagues. Create your "
                "password to activate your account.",
            "Activate my account",
            "The link works once and expires in " + d + " days.",
            "If you were not expecting this invitation, ignore this mail."};
  }
  return {"Activa tu cuenta de " + org,
          "Hola, " + name + ":",
          org +
              " te invitó a reconocer y ser reconocido por tus compañeros. Crea tu contraseña "
              "para activar tu cuenta.",
          "Activar mi cuenta",
          "El enlace funciona una sola vez y vence en " + d + " días.",
          "Si no esperabas esta invitación, ignora este correo."};
}

Texts teams_link_texts(bool english, const std::string& org, const std::string& name,
                       const std::string& account, int minutes) {
  const std::string mins = std::to_string(minutes);
  if (english) {
    return {"Connect Microsoft Teams to your " + org + " account",
            "Hi " + name + ",",
            "Someone tried to sign in to " + org + " with the Microsoft Teams account " + account +
                ", which is not connected to your account yet. If it was you, connect it: "
                "afterwards you sign in from Teams with one click.",
            "Connect Microsoft Teams",
            "The link works once and expires in " + mins + " minutes.",
            "If it was not you, ignore this mail: nobody signs in to your account without "
            "this link."};
  }
  return {"Conecta Microsoft Teams a tu cuenta de " + org,
          "Hola, " + name + ":",
          "Alguien intentó entrar a " + org + " con la cuenta de Microsoft Teams " + account +
              ", que aún no está conectada a tu cuenta. Si fuiste tú, conéctala: después "
              "entrarás desde Teams con un clic.",
          "Conectar Microsoft Teams",
          "El enlace funciona una sola vez y vence en " + mins + " minutos.",
          "Si no fuiste tú, ignora este correo: nadie entra a tu cuenta sin este enlace."};
}
}  // namespace

Mail login_code_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                     const std::string& first_name, const std::string& code, int minutes) {
  const bool english = language == "en";
  const std::string mins = std::to_string(minutes);
  const std::string subject = english ? "Your code to sign in to " + brand.org_name
                                      : "Tu código para entrar a " + brand.org_name;
  const std::string greeting = english ? "Hi " + first_name + "," : "Hola, " + first_name + ":";
  const std::string lead = english ? "Your code to sign in to " + brand.org_name + " is:"
                                   : "Tu código para entrar a " + brand.org_name + " es:";
  const std::string expiry = english ? "It works once and expires in " + mins + " minutes."
                                     : "Funciona una sola vez y vence en " + mins + " minutos.";
  const std::string ignore = english ? "If you did not ask for it, ignore this mail."
                                     : "Si no lo pediste, ignora este correo.";
  Mail m;
  m.kind = "login_code";
  m.to = to;
  m.subject = subject;
  m.text = greeting + "\n\n" + lead + "\n\n" + code + "\n\n" + expiry + "\n" + ignore +
           "\n\n-- \n" + brand.org_name + "\n";
  const std::string body =
      "<p>" + html_escape(greeting) + "</p>\n<p>" + html_escape(lead) + "</p>\n" +
      "<p style=\"font-size:32px;font-weight:700;letter-spacing:6px;margin:16px 0\">" +
      html_escape(code) + "</p>\n<p style=\"font-size:14px;color:#57606a\">" + html_escape(expiry) +
      "<br>" + html_escape(ignore) + "</p>";
  m.html = html_frame(brand, language, body);
  return m;
}

std::string html_escape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string mail_language(const std::string& profile_language) {
  return profile_language == "english" || profile_language == "en" ? "en" : "es";
}

namespace {
// A mail whose point is one link: greeting, lead, the link as a button, expiry and a note.
Mail link_mail(std::string kind, const Texts& t, const MailBrand& brand,
               const std::string& language, const std::string& to, const std::string& link) {
  const std::string colour = is_colour(brand.primary) ? brand.primary : "#3a71b5";
  Mail m;
  m.kind = std::move(kind);
  m.to = to;
  m.subject = t.subject;
  // The link on a line of its own, as is: clients make it clickable and it survives copying.
  m.text = t.greeting + "\n\n" + t.lead + "\n\n" + t.action + ":\n" + link + "\n\n" + t.expiry +
           "\n" + t.ignore + "\n\n-- \n" + brand.org_name + "\n";
  const std::string body =
      "<p>" + html_escape(t.greeting) + "</p>\n<p>" + html_escape(t.lead) + "</p>\n" +
      "<p style=\"margin:24px 0\"><a href=\"" + html_escape(link) +
      "\" style=\"background:" + colour +
      ";color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;"
      "font-weight:700;display:inline-block\">" +
      html_escape(t.action) + "</a></p>\n<p style=\"font-size:14px;color:#57606a\">" +
      html_escape(t.expiry) + "<br>" + html_escape(t.ignore) + "</p>";
  m.html = html_frame(brand, language, body);
  return m;
}
}  // namespace

Mail password_recovery_mail(const MailBrand& brand, const std::string& language,
                            const std::string& to, const std::string& first_name,
                            const std::string& link, int minutes) {
  return link_mail("password_recovery",
                   recovery_texts(language == "en", brand.org_name, first_name, minutes), brand,
                   language, to, link);
}

Mail activation_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                     const std::string& first_name, const std::string& link, int days) {
  return link_mail("activation",
                   activation_texts(language == "en", brand.org_name, first_name, days), brand,
                   language, to, link);
}

Mail teams_link_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                     const std::string& first_name, const std::string& teams_account,
                     const std::string& link, int minutes) {
  return link_mail(
      "teams_link",
      teams_link_texts(language == "en", brand.org_name, first_name, teams_account, minutes), brand,
      language, to, link);
}

Mail notification_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                       const std::string& first_name, const std::string& sentence,
                       const std::string& link) {
  const bool english = language == "en";
  const Texts t{sentence,
                english ? "Hi " + first_name + "," : "Hola, " + first_name + ":",
                sentence.ends_with('!') || sentence.ends_with('.') ? sentence : sentence + ".",
                english ? "Open it in " + brand.org_name : "Verlo en " + brand.org_name,
                english ? "You get this mail because of your notification settings; you can "
                          "change them in your profile."
                        : "Recibes este correo por tus ajustes de notificaciones; puedes "
                          "cambiarlos en tu perfil.",
                ""};
  return link_mail("notification", t, brand, language, to, link);
}

Mail communication_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                        const std::string& first_name, const std::string& author,
                        const std::string& title, const std::string& message,
                        const std::string& link) {
  const bool english = language == "en";
  const std::string colour = is_colour(brand.primary) ? brand.primary : "#3a71b5";
  const std::string greeting = english ? "Hi " + first_name + "," : "Hola, " + first_name + ":";
  const std::string lead =
      english ? author + " sent you a communication:" : author + " te envió un comunicado:";
  const std::string action =
      english ? "Open it in " + brand.org_name : "Verlo en " + brand.org_name;
  Mail m;
  m.kind = "communication";
  m.to = to;
  m.subject = title;
  m.text = greeting + "\n\n" + lead + "\n\n" + title + "\n\n" + message + "\n\n" + action + ":\n" +
           link + "\n\n-- \n" + brand.org_name + "\n";
  // The message's paragraphs as the admin wrote them, line breaks kept.
  std::string paragraphs;
  for (const char ch : html_escape(message)) {
    if (ch == '\n') {
      paragraphs += "<br>";
    } else {
      paragraphs += ch;
    }
  }
  const std::string body =
      "<p>" + html_escape(greeting) + "</p>\n<p>" + html_escape(lead) + "</p>\n" +
      "<h1 style=\"font-size:20px;margin:16px 0 8px\">" + html_escape(title) + "</h1>\n<p>" +
      paragraphs + "</p>\n<p style=\"margin:24px 0\"><a href=\"" + html_escape(link) +
      "\" style=\"background:" + colour +
      ";color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;"
      "font-weight:700;display:inline-block\">" +
      html_escape(action) + "</a></p>";
  m.html = html_frame(brand, language, body);
  return m;
}

// The HTML frame every mail shares: the organisation's logo or name on its colour, the body, a
// footer with the organisation's name. Tables and inline styles, as mail clients expect.
Mail trial_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                const std::string& first_name) {
  const bool english = language == "en";
  const std::string greeting = english ? "Hi " + first_name + "," : "Hola, " + first_name + ":";
  const std::string lead =
      english
          ? "This is the trial mail you asked for from " + brand.org_name +
                "'s set-up page. If you are reading it, the organisation's mails reach you."
          : "Este es el correo de prueba que pediste desde la página de configuración de " +
                brand.org_name + ". Si lo estás leyendo, los correos de tu organización te llegan.";
  const std::string look =
      english ? "The header shows the organisation's logo (or name) on its main colour, as in "
                "every mail it sends."
              : "El encabezado muestra el logo (o el nombre) de la organización sobre su color "
                "principal, como en cada correo que envía.";
  Mail m;
  m.kind = "setup_trial";
  m.to = to;
  m.subject =
      english ? "Trial mail from " + brand.org_name : "Correo de prueba de " + brand.org_name;
  m.text = greeting + "\n\n" + lead + "\n\n" + look + "\n\n-- \n" + brand.org_name + "\n";
  m.html = html_frame(brand, language,
                      "<p>" + html_escape(greeting) + "</p>\n<p>" + html_escape(lead) +
                          "</p>\n<p style=\"font-size:14px;color:#57606a\">" + html_escape(look) +
                          "</p>");
  return m;
}

std::string html_frame(const MailBrand& brand, const std::string& language,
                       const std::string& body) {
  const std::string colour = is_colour(brand.primary) ? brand.primary : "#3a71b5";
  const std::string org = html_escape(brand.org_name);
  std::string header =
      "<span style=\"color:#ffffff;font-size:22px;font-weight:700\">" + org + "</span>";
  if (brand.logo_url && brand.logo_url->starts_with("https://")) {
    header = "<img src=\"" + html_escape(*brand.logo_url) + "\" alt=\"" + org +
             "\" style=\"max-height:48px;max-width:200px\">";
  }
  return "<!doctype html>\n<html lang=\"" + language +
         "\">\n<head><meta charset=\"utf-8\"><meta name=\"viewport\" "
         "content=\"width=device-width\"></head>\n"
         "<body style=\"margin:0;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;"
         "color:#1f2328\">\n"
         "<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\">"
         "<tr><td align=\"center\" style=\"padding:24px 12px\">\n"
         "<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" "
         "style=\"max-width:560px;background:#ffffff;border-radius:8px\">\n"
         "<tr><td style=\"background:" +
         colour + ";padding:20px 24px;border-radius:8px 8px 0 0\">" + header +
         "</td></tr>\n<tr><td style=\"padding:24px;font-size:16px;line-height:1.5\">\n" + body +
         "\n</td></tr>\n<tr><td style=\"padding:16px 24px;font-size:12px;color:#57606a\">" + org +
         "</td></tr>\n</table>\n</td></tr></table>\n</body>\n</html>\n";
}

}  // namespace aplauso::mail
