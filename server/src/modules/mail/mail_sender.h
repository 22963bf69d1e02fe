// Delivering one composed mail: over SMTP with libcurl (SMTP_URL, e.g. smtps://user:pass@host:465
// or smtp://host:587 with STARTTLS when offered), or into the log when no SMTP server is
// configured (development: the log shows the text, links included).
#pragma once

#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>

#include "core/outbound_call.h"
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

/// Why a mail did not go: `unconfirmed()` when the server may not have had the whole message
/// before the send gave up (the process stopping, a deadline passed, the connection lost), so
/// the outbox tries it again; otherwise the server answered with a refusal.
class SendFailed : public std::runtime_error {
 public:
  SendFailed(const std::string& what, bool reached_server, bool stopped)
      : std::runtime_error(what), reached_server_(reached_server), stopped_(stopped) {}
  /// Whether the SMTP server was reached at all (a connection and its greeting).
  bool reached_server() const { return reached_server_; }
  /// Whether the send gave up because the process is stopping.
  bool stopped() const { return stopped_; }

 private:
  bool reached_server_;
  bool stopped_;
};

class MailSender {
 public:
  virtual ~MailSender() = default;
  /// Sends or throws SendFailed (std::runtime_error) with what went wrong.
  virtual void send(const Envelope& envelope, const Mail& mail) = 0;
};

/// How long one SMTP delivery may take: 5 s to connect and be greeted, 30 s in all.
inline constexpr outbound::Limits kSmtpLimits{std::chrono::seconds(5), std::chrono::seconds(30)};

/// SMTP_URL set: SMTP over libcurl within `limits` (its `abort` flag stops a send in flight);
/// otherwise the log.
std::unique_ptr<MailSender> make_sender(const std::string& smtp_url,
                                        const outbound::Limits& limits = kSmtpLimits);

}  // namespace aplauso::mail
