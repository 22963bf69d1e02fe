// The product's mails, in Spanish and English (the receiver's language), as plain text and HTML
// with the organisation's name, colour and logo. A mail never carries a password; links carry
// one-use tokens. Rendered when the mail is queued, so the outbox holds exactly what is sent.
#pragma once

#include <optional>
#include <string>

#include "modules/mail/outbox_repo.h"

namespace aplauso::mail {

/// The organisation as a mail shows it.
struct MailBrand {
  std::string org_name;
  std::string primary = "#3a71b5";      ///< a #rrggbb colour
  std::optional<std::string> logo_url;  ///< only an absolute https: URL is used
};

/// "es" or "en" from a profile language ("spanish", "english", "es", "en"); Spanish otherwise.
std::string mail_language(const std::string& profile_language);

/// The password recovery mail: the link and how long it lasts.
Mail password_recovery_mail(const MailBrand& brand, const std::string& language,
                            const std::string& to, const std::string& first_name,
                            const std::string& link, int minutes);

/// The activation mail of an invited member: the link and how many days it lasts.
Mail activation_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                     const std::string& first_name, const std::string& link, int days);

/// The mail that connects a Microsoft Teams account (named by its address) to a member's
/// account after a first Teams sign-in: the link and how many minutes it lasts (ADR 0032).
Mail teams_link_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                     const std::string& first_name, const std::string& teams_account,
                     const std::string& link, int minutes);

/// The sign-in code mail: six digits and how long they last.
Mail login_code_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                     const std::string& first_name, const std::string& code, int minutes);

/// A notification by mail: its sentence (also the subject) and a link to what it is about.
Mail notification_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                       const std::string& first_name, const std::string& sentence,
                       const std::string& link);

/// A communication by mail: its title (the subject), who sent it, its message and a link to it.
Mail communication_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                        const std::string& first_name, const std::string& author,
                        const std::string& title, const std::string& message,
                        const std::string& link);

/// The set-up page's trial mail (/testing): it shows how the organisation's mails look and that
/// they reach the admin who asked for it.
Mail trial_mail(const MailBrand& brand, const std::string& language, const std::string& to,
                const std::string& first_name);
/// The HTML frame every mail shares (the organisation's logo or name on its colour, `body`, a
/// footer with its name), for a module that renders a mail of its own.
std::string html_frame(const MailBrand& brand, const std::string& language,
                       const std::string& body);

/// `text` with &, <, >, " and ' escaped for HTML.
std::string html_escape(const std::string& text);

}  // namespace aplauso::mail
