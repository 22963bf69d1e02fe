// Delivering one composed mail: over SMTP with libcurl (SMTP_URL, e.g. smtps://user:pass@host:465
// or smtp://host:587 with STARTTLS when offered), or into the log when no SMTP server is
// configured (development: the log shows the text, links included).
#pragma once

#include <memory>
#include <string>

#include "modules/mail/outbox_repo.h"

namespace aplauso::mail {

/// A mail ready for the wire.
struct Envelope {
  std::string from;        ///< MAIL_FROM, e.g. "Aplauso <no-reply@example.com>"
  std::string message_id;  ///< stable per outbox row, so a receiver can tell a repeat
  std::int64_t date_ms = 0;
};

/// The RFC 5322 message: headers (non-ASCII subject as an encoded word), and a
/// multipart/alternative body with the text and HTML parts in UTF-8, 8bit.
std::string compose_message(const Envelope& envelope, const Mail& mail);

/// The address inside "Name <address>" (or the whole text when there are no brackets).
std::string bare_address(const std::string& from);

class MailSender {
 public:
  virtual ~MailSender() = default;
  /// Sends or throws std::runtime_error with what went wrong.
  virtual void send(const Envelope& envelope, const Mail& mail) = 0;
};

/// SMTP_URL set: SMTP over libcurl; otherwise the log.
std::unique_ptr<MailSender> make_sender(const std::string& smtp_url);

}  // namespace aplauso::mail
