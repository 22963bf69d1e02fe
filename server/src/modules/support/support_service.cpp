#include "modules/support/support_service.h"

#include <algorithm>
#include <boost/json/object.hpp>
#include <cstdio>

#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/mail/mail_service.h"
#include "modules/users/user.h"
#include "modules/users/user_service.h"

namespace aplauso::support {

namespace json = boost::json;

namespace {
constexpr std::int64_t kHourMs = 60LL * 60 * 1000;

bool known_topic(const std::string& topic) {
  return std::any_of(std::begin(kTopics), std::end(kTopics),
                     [&](const char* t) { return topic == t; });
}

std::string topic_label(const std::string& topic, bool english) {
  if (topic == "access") return english ? "Signing in and my account" : "Acceso y cuenta";
  if (topic == "points") return english ? "Points" : "Puntos";
  if (topic == "recognition") return english ? "Recognitions" : "Reconocimientos";
  if (topic == "rewards") return english ? "Rewards and orders" : "Premios y pedidos";
  return english ? "Something else" : "Otro tema";
}

// Paragraphs as written, escaped, line breaks kept.
std::string html_paragraphs(const std::string& text) {
  std::string out;
  for (const char ch : mail::html_escape(text)) {
    if (ch == '\n') {
      out += "<br>";
    } else {
      out += ch;
    }
  }
  return out;
}

ApiError not_configured() {
  return conflict("support_not_configured",
                  "Tu organización aún no tiene un correo de soporte. Avisa a un administrador.");
}

ApiError too_many_messages() {
  return ApiError(ErrorKind::kRateLimited, "too_many_messages",
                  "Ya enviaste cinco mensajes en la última hora. Espera un poco antes de escribir "
                  "de nuevo.")
      .with_retry_after(15 * 60)
      .with_detail("retry_after_seconds", std::to_string(15 * 60));
}

MessageInput checked(const MessageInput& in) {
  std::vector<FieldError> errors;
  MessageInput out;
  out.topic = in.topic;
  if (!known_topic(in.topic)) errors.push_back({"topic", "Elige el tema de tu mensaje."});
  out.subject = trimmed(in.subject);
  const auto subject_length = utf8_length(out.subject);
  if (subject_length < 3 || subject_length > 120) {
    errors.push_back({"subject", "El asunto debe tener entre 3 y 120 caracteres."});
  } else if (out.subject.find_first_of("\r\n") != std::string::npos) {
    errors.push_back({"subject", "El asunto va en una sola línea."});
  }
  out.message = trimmed(in.message);
  const auto message_length = utf8_length(out.message);
  if (message_length < 10) {
    errors.push_back({"message", "Cuéntanos un poco más: al menos 10 caracteres."});
  } else if (message_length > 5000) {
    errors.push_back({"message", "El mensaje puede tener hasta 5000 caracteres."});
  }
  if (in.page && !in.page->empty()) {
    if (in.page->size() > 200 || !in.page->starts_with('/') ||
        in.page->find_first_of("\r\n ") != std::string::npos) {
      errors.push_back({"page", "La página de origen no es válida."});
    } else {
      out.page = in.page;
    }
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  return out;
}

Message to_message(const StoredMessage& m) {
  return {m.id, m.user_id, reference_of(m.id), m.topic, m.subject, m.body, m.page, m.created_at};
}

MessagePage to_page(std::vector<StoredMessage> rows, std::int64_t per_page) {
  MessagePage out;
  out.has_more = static_cast<std::int64_t>(rows.size()) > per_page;
  if (out.has_more) rows.pop_back();
  for (const auto& r : rows) out.items.push_back(to_message(r));
  return out;
}

// The mail to the support address, in the organisation's language: who wrote (answers go to
// them), about what, from where, and the message.
mail::Mail to_support(const mail::MailBrand& brand, const std::string& language,
                      const std::string& to, const users::User& author, const Message& m) {
  const bool english = language == "en";
  const std::string area = (author.department ? author.department->name : std::string("—")) +
                           (author.job_position ? " · " + *author.job_position : "");
  const std::string lead = author.full_name() + " (" + author.email + ")" +
                           (english ? " wrote to support." : " escribió a soporte.");
  const std::vector<std::pair<std::string, std::string>> facts{
      {english ? "Reference" : "Referencia", m.reference},
      {english ? "Topic" : "Tema", topic_label(m.topic, english)},
      {english ? "Department" : "Área", area},
      {english ? "From the page" : "Desde la página", m.page.value_or("—")}};
  const std::string answer =
      english ? "Reply to this mail to answer " + author.first_name + "."
              : "Responde a este correo para contestarle a " + author.first_name + ".";
  mail::Mail out;
  out.kind = "support_message";
  out.to = to;
  out.reply_to = author.email;
  out.subject = (english ? "[Support " : "[Soporte ") + m.reference + "] " + m.subject;
  out.text = lead + "\n\n";
  std::string rows;
  for (const auto& [name, value] : facts) {
    out.text += name + ": " + value + "\n";
    rows += "<tr><td style=\"padding:2px 12px 2px 0;color:#57606a\">" + mail::html_escape(name) +
            "</td><td>" + mail::html_escape(value) + "</td></tr>";
  }
  out.text +=
      "\n" + m.subject + "\n\n" + m.message + "\n\n" + answer + "\n\n-- \n" + brand.org_name + "\n";
  out.html = mail::html_frame(brand, language,
                              "<p>" + mail::html_escape(lead) +
                                  "</p>\n<table role=\"presentation\" "
                                  "style=\"font-size:14px;margin:0 0 16px\">" +
                                  rows + "</table>\n<p><strong>" + mail::html_escape(m.subject) +
                                  "</strong></p>\n<p>" + html_paragraphs(m.message) +
                                  "</p>\n<p style=\"font-size:14px;color:#57606a\">" +
                                  mail::html_escape(answer) + "</p>");
  return out;
}

// The copy to the person, in their language: the reference, where answers will come, and what
// they wrote.
mail::Mail to_author(const mail::MailBrand& brand, const std::string& language,
                     const users::User& author, const Message& m) {
  const bool english = language == "en";
  const std::string greeting =
      english ? "Hi " + author.first_name + "," : "Hola, " + author.first_name + ":";
  const std::string lead = english ? "We got your message to " + brand.org_name + "'s support (" +
                                         m.reference + "). The answer will come to this address."
                                   : "Recibimos tu mensaje a soporte de " + brand.org_name + " (" +
                                         m.reference + "). La respuesta llegará a este correo.";
  const std::string yours = english ? "Your message:" : "Tu mensaje:";
  mail::Mail out;
  out.kind = "support_copy";
  out.to = author.email;
  out.subject = english ? "We got your message " + m.reference + ": " + m.subject
                        : "Recibimos tu mensaje " + m.reference + ": " + m.subject;
  out.text = greeting + "\n\n" + lead + "\n\n" + yours + "\n\n" + m.subject + "\n\n" + m.message +
             "\n\n-- \n" + brand.org_name + "\n";
  out.html = mail::html_frame(
      brand, language,
      "<p>" + mail::html_escape(greeting) + "</p>\n<p>" + mail::html_escape(lead) +
          "</p>\n<p style=\"color:#57606a\">" + mail::html_escape(yours) +
          "</p>\n<blockquote style=\"margin:0;padding:8px 16px;border-left:4px solid #d0d7de\">"
          "<p><strong>" +
          mail::html_escape(m.subject) + "</strong></p><p>" + html_paragraphs(m.message) +
          "</p></blockquote>");
  return out;
}
}  // namespace

std::string reference_of(std::int64_t id) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "S-%06lld", static_cast<long long>(id));
  return buf;
}

Info SupportService::info(OrgId org) const {
  const bool configured = db_.run([&](db::Conn& c) { return repo_.address(c, org).has_value(); });
  return {configured, kPerHour};
}

Message SupportService::send(OrgId org, const mail::MailBrand& brand,
                             const std::string& org_language, std::int64_t user_id,
                             const MessageInput& input) const {
  const MessageInput in = checked(input);
  const users::User author = users_.me(org, user_id);
  return db_.transact([&](db::Conn& c) {
    const auto address = repo_.address(c, org);
    if (!address) throw not_configured();
    const std::int64_t now = clock_.now_ms();
    if (repo_.sent_since(c, org, user_id, now - kHourMs) >= kPerHour) throw too_many_messages();
    StoredMessage stored{0, user_id, in.topic, in.subject, in.message, in.page, now};
    stored.id = repo_.insert(c, org, stored);
    const Message m = to_message(stored);
    mail_.queue(c, org,
                to_support(brand, org_language == "en" ? "en" : "es", address->address, author, m));
    mail_.queue(c, org, to_author(brand, mail::mail_language(author.language), author, m));
    return m;
  });
}

MessagePage SupportService::mine(OrgId org, std::int64_t user_id, std::int64_t page,
                                 std::int64_t per_page) const {
  auto rows = db_.run([&](db::Conn& c) {
    return repo_.mine(c, org, user_id, per_page + 1, (page - 1) * per_page);
  });
  return to_page(std::move(rows), per_page);
}

MessagePage SupportService::all(OrgId org, std::int64_t page, std::int64_t per_page) const {
  auto rows =
      db_.run([&](db::Conn& c) { return repo_.all(c, org, per_page + 1, (page - 1) * per_page); });
  return to_page(std::move(rows), per_page);
}

Settings SupportService::settings(OrgId org) const {
  const auto stored = db_.run([&](db::Conn& c) { return repo_.address(c, org); });
  if (!stored) return {};
  return {stored->address, stored->updated_at};
}

Settings SupportService::set_address(OrgId org, const std::optional<std::string>& address) const {
  std::optional<std::string> next;
  if (address) {
    std::string a = ascii_lower(trimmed(*address));
    if (!a.empty()) {
      if (a.size() > 254 || !users::looks_like_email(a)) {
        throw invalid_input("address", "Escribe un correo válido, como soporte@empresa.com.");
      }
      next = std::move(a);
    }
  }
  db_.transact([&](db::Conn& c) {
    const auto before = repo_.address(c, org);
    if (next) {
      repo_.set_address(c, org, *next, clock_.now_ms());
    } else {
      repo_.clear_address(c, org);
    }
    audit_.record(c, org, "support.address", {"organization", org.value},
                  json::object{{"address", before ? json::value(before->address) : nullptr}},
                  json::object{{"address", next ? json::value(*next) : nullptr}});
  });
  return settings(org);
}

void SupportService::forget_person(db::Conn& c, OrgId org,
                                   const users::ErasedPerson& person) const {
  repo_.forget(c, org, person.id);
}

}  // namespace aplauso::support
