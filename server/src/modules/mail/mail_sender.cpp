#include "modules/mail/mail_sender.h"

#include <curl/curl.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <ctime>
#include <stdexcept>

#include "core/crypto.h"
#include "core/log.h"

namespace aplauso::mail {

namespace {
bool ascii(const std::string& s) {
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return static_cast<unsigned char>(c) < 0x80 && c != '\r'; });
}

std::string base64(std::string_view bytes) {
  std::string out = crypto::base64url_encode(bytes);
  std::replace(out.begin(), out.end(), '-', '+');
  std::replace(out.begin(), out.end(), '_', '/');
  while (out.size() % 4 != 0) out += '=';
  return out;
}

// A header value without line breaks (they would start new headers).
std::string one_line(std::string s) {
  std::replace(s.begin(), s.end(), '\r', ' ');
  std::replace(s.begin(), s.end(), '\n', ' ');
  return s;
}

std::string encoded_word(const std::string& text) {
  const std::string clean = one_line(text);
  return ascii(clean) ? clean : "=?UTF-8?B?" + base64(clean) + "?=";
}

std::string rfc5322_date(std::int64_t ms) {
  const std::time_t t = static_cast<std::time_t>(ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S +0000", &tm);
  return buf;
}

// CRLF line ends, as SMTP wants them.
std::string crlf(const std::string& text) {
  std::string out;
  out.reserve(text.size() + text.size() / 40);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n' && (i == 0 || text[i - 1] != '\r')) out += '\r';
    out += text[i];
  }
  return out;
}

class LogSender final : public MailSender {
 public:
  void send(const Envelope&, const Mail& mail) override {
    log::info("mail_logged", {{"to", mail.to}, {"subject", mail.subject}, {"text", mail.text}});
  }
};

struct Upload {
  const std::string* data;
  std::size_t offset = 0;
};

std::size_t read_upload(char* buffer, std::size_t size, std::size_t count, void* user) {
  auto* up = static_cast<Upload*>(user);
  const std::size_t room = size * count;
  const std::size_t left = up->data->size() - up->offset;
  const std::size_t n = std::min(room, left);
  std::memcpy(buffer, up->data->data() + up->offset, n);
  up->offset += n;
  return n;
}

class SmtpSender final : public MailSender {
 public:
  SmtpSender(std::string url, const outbound::Limits& limits)
      : url_(std::move(url)), limits_(limits) {}

  void send(const Envelope& envelope, const Mail& mail) override {
    const std::string message = compose_message(envelope, mail);
    CURL* curl = curl_easy_init();
    if (curl == nullptr) throw std::runtime_error("curl_easy_init failed");
    const std::string from = "<" + bare_address(envelope.from) + ">";
    const std::string to = "<" + mail.to + ">";
    curl_slist* rcpt = curl_slist_append(nullptr, to.c_str());
    Upload upload{&message};
    char error[CURL_ERROR_SIZE] = {0};
    curl_easy_setopt(curl, CURLOPT_URL, url_.c_str());
    curl_easy_setopt(curl, CURLOPT_MAIL_FROM, from.c_str());
    curl_easy_setopt(curl, CURLOPT_MAIL_RCPT, rcpt);
    curl_easy_setopt(curl, CURLOPT_READFUNCTION, read_upload);
    curl_easy_setopt(curl, CURLOPT_READDATA, &upload);
    curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(curl, CURLOPT_INFILESIZE_LARGE, static_cast<curl_off_t>(message.size()));
    // STARTTLS when the server offers it on smtp://; smtps:// is TLS from the start.
    curl_easy_setopt(curl, CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_TRY));
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
    const auto rc = static_cast<CURLcode>(outbound::perform(curl, limits_));
    long response = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &response);
    curl_slist_free_all(rcpt);
    curl_easy_cleanup(curl);
    if (rc != CURLE_OK) {
      const bool stopped = rc == CURLE_ABORTED_BY_CALLBACK;
      throw SendFailed(std::string("SMTP: ") +
                           (stopped         ? "stopped: the server is shutting down"
                            : error[0] != 0 ? error
                                            : curl_easy_strerror(rc)) +
                           (response != 0 ? " (" + std::to_string(response) + ")" : ""),
                       response != 0, stopped);
    }
  }

 private:
  std::string url_;
  outbound::Limits limits_;
};
}  // namespace

std::string bare_address(const std::string& from) {
  const auto open = from.find('<');
  const auto close = from.find('>', open == std::string::npos ? 0 : open);
  if (open == std::string::npos || close == std::string::npos) return one_line(from);
  return one_line(from.substr(open + 1, close - open - 1));
}

std::string compose_message(const Envelope& envelope, const Mail& mail) {
  const std::string boundary =
      "=_aplauso_" + crypto::to_hex(crypto::sha256(envelope.message_id)).substr(0, 24);
  std::string display = envelope.from;
  if (const auto open = display.find('<'); open != std::string::npos && open > 0) {
    std::string name = display.substr(0, open);
    while (!name.empty() && name.back() == ' ') name.pop_back();
    display = encoded_word(name) + " <" + bare_address(envelope.from) + ">";
  }
  std::string m;
  m += "From: " + one_line(display) + "\n";
  m += "To: <" + one_line(mail.to) + ">\n";
  if (!mail.reply_to.empty()) m += "Reply-To: <" + one_line(mail.reply_to) + ">\n";
  m += "Subject: " + encoded_word(mail.subject) + "\n";
  m += "Date: " + rfc5322_date(envelope.date_ms) + "\n";
  m += "Message-ID: <" + one_line(envelope.message_id) + ">\n";
  m += "MIME-Version: 1.0\n";
  m += "Content-Type: multipart/alternative; boundary=\"" + boundary + "\"\n\n";
  m += "--" + boundary + "\n";
  m += "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n";
  m += mail.text + "\n";
  m += "--" + boundary + "\n";
  m += "Content-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n";
  m += mail.html + "\n";
  m += "--" + boundary + "--\n";
  return crlf(m);
}

std::unique_ptr<MailSender> make_sender(const std::string& smtp_url,
                                        const outbound::Limits& limits) {
  if (smtp_url.empty()) return std::make_unique<LogSender>();
  return std::make_unique<SmtpSender>(smtp_url, limits);
}

}  // namespace aplauso::mail
