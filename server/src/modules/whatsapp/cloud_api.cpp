#include "modules/whatsapp/cloud_api.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "core/crypto.h"

namespace aplauso::whatsapp {

namespace json = boost::json;

namespace {
constexpr std::size_t kMaxVariable = 1000;

// Codes the Cloud API documents as passing (rate limits, temporary unavailability).
bool temporary(std::int64_t code) {
  return code == 4 || code == 80007 || code == 130429 || code == 131000 || code == 131016 ||
         code == 131048 || code == 131056 || code == 133004;
}

std::int64_t int_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr) return 0;
  if (v->is_int64()) return v->as_int64();
  if (v->is_string()) {
    try {
      return std::stoll(std::string(v->as_string()));
    } catch (const std::exception&) {
      return 0;
    }
  }
  return 0;
}

std::string text_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v != nullptr && v->is_string() ? std::string(v->as_string()) : std::string();
}

const json::array* array_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v != nullptr && v->is_array() ? &v->as_array() : nullptr;
}
}  // namespace

std::optional<std::string> normalise_phone(std::string_view typed) {
  std::string digits;
  bool plus = false;
  for (std::size_t i = 0; i < typed.size(); ++i) {
    const char ch = typed[i];
    if (ch >= '0' && ch <= '9') {
      digits.push_back(ch);
    } else if (ch == '+' && digits.empty() && !plus) {
      plus = true;
    } else if (ch != ' ' && ch != '-' && ch != '.' && ch != '(' && ch != ')') {
      return std::nullopt;
    }
  }
  if (!plus) {
    if (!digits.starts_with("00")) return std::nullopt;
    digits.erase(0, 2);
  }
  if (digits.size() < 8 || digits.size() > 15 || digits.front() == '0') return std::nullopt;
  return "+" + digits;
}

std::string variable_text(std::string_view text) {
  std::string out;
  int spaces = 0;
  for (const char ch : text) {
    const bool blank = ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t';
    if (blank) {
      if (out.empty() || spaces >= 1) continue;  // one space between words
      ++spaces;
      out.push_back(' ');
    } else {
      spaces = 0;
      out.push_back(ch);
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  if (out.size() > kMaxVariable) {
    std::size_t cut = kMaxVariable - 3;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;
    out.resize(cut);
    out += "\xE2\x80\xA6";
  }
  return out;
}

PostRequest message_request(const std::string& api_base, const std::string& phone_number_id,
                            const std::string& access_token, const TemplateMessage& m) {
  json::array parameters;
  for (const auto& p : m.parameters) {
    parameters.push_back(json::object{{"type", "text"}, {"text", variable_text(p)}});
  }
  json::object body{
      {"messaging_product", "whatsapp"},
      {"recipient_type", "individual"},
      {"to", m.to.starts_with('+') ? m.to.substr(1) : m.to},
      {"type", "template"},
      {"template",
       json::object{{"name", m.template_name},
                    {"language", json::object{{"code", m.language}}},
                    {"components",
                     json::array{json::object{{"type", "body"}, {"parameters", parameters}}}}}}};
  return {api_base + "/" + phone_number_id + "/messages",
          {"Authorization: Bearer " + access_token, "Content-Type: application/json"},
          json::serialize(body)};
}

std::string error_text(std::int64_t code, std::string_view detail) {
  switch (code) {
    case 190: return "El token de acceso de WhatsApp no es válido o caducó.";
    case 131026:
      return "El número no puede recibir el mensaje (no usa WhatsApp o no aceptó sus condiciones).";
    case 131030:
      return "El número no está entre los destinatarios permitidos de la cuenta de prueba.";
    case 131047: return "Pasaron más de 24 horas desde el último mensaje de la persona.";
    case 131051: return "WhatsApp no admite este tipo de mensaje.";
    case 132000: return "La plantilla no tiene ese número de variables.";
    case 132001: return "La plantilla no existe en ese idioma o no está aprobada.";
    case 132018: return "Una variable de la plantilla tiene caracteres que WhatsApp no admite.";
    case 133010: return "El número de envío no está registrado en WhatsApp.";
    default: break;
  }
  if (temporary(code)) return "WhatsApp no admite más mensajes por ahora; se reintentará.";
  std::string out = "WhatsApp rechazó el mensaje";
  if (code != 0) out += " (" + std::to_string(code) + ")";
  if (!detail.empty()) out += ": " + std::string(detail);
  return out + ".";
}

SendOutcome read_send_result(const FetchResult& result) {
  SendOutcome out;
  if (result.status == 0) {
    out.next = SendOutcome::Next::kRetry;
    out.error = "No se pudo conectar con WhatsApp: " + result.error + ".";
    return out;
  }
  json::object body;
  try {
    auto parsed = json::parse(result.body);
    if (parsed.is_object()) body = std::move(parsed.as_object());
  } catch (const std::exception&) {
    // not JSON: judged by the status alone
  }
  if (result.status >= 200 && result.status < 300) {
    if (const auto* messages = array_of(body, "messages");
        messages != nullptr && !messages->empty() && messages->front().is_object()) {
      out.message_id = text_of(messages->front().as_object(), "id");
    }
    if (out.message_id.empty()) {
      out.next = SendOutcome::Next::kFailed;
      out.error = "WhatsApp respondió sin el id del mensaje.";
    } else {
      out.next = SendOutcome::Next::kAccepted;
    }
    return out;
  }
  std::int64_t code = 0;
  std::string detail;
  if (const auto* e = body.if_contains("error"); e != nullptr && e->is_object()) {
    code = int_of(e->as_object(), "code");
    detail = text_of(e->as_object(), "message");
  }
  const bool again = result.status == 429 || result.status >= 500 || temporary(code);
  out.next = again ? SendOutcome::Next::kRetry : SendOutcome::Next::kFailed;
  if (code == 0 && (result.status == 401 || result.status == 403)) code = 190;
  out.error = code == 0 && detail.empty()
                  ? "WhatsApp respondió " + std::to_string(result.status) + "."
                  : error_text(code, detail);
  return out;
}

bool signature_valid(std::string_view app_secret, std::string_view body, std::string_view header) {
  constexpr std::string_view kPrefix = "sha256=";
  if (app_secret.empty() || !header.starts_with(kPrefix)) return false;
  std::string given(header.substr(kPrefix.size()));
  for (auto& ch : given) {
    if (ch >= 'A' && ch <= 'F') ch = static_cast<char>(ch - 'A' + 'a');
  }
  const std::string expected = crypto::to_hex(crypto::hmac_sha256(app_secret, body));
  return crypto::constant_time_equal(given, expected);
}

std::optional<std::vector<StatusReport>> read_statuses(std::string_view body) {
  json::value parsed;
  try {
    parsed = json::parse(body);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (!parsed.is_object()) return std::nullopt;
  const auto& root = parsed.as_object();
  const auto* entries = array_of(root, "entry");
  if (entries == nullptr) return std::nullopt;
  std::vector<StatusReport> out;
  for (const auto& entry : *entries) {
    if (!entry.is_object()) continue;
    const auto* changes = array_of(entry.as_object(), "changes");
    if (changes == nullptr) continue;
    for (const auto& change : *changes) {
      if (!change.is_object()) continue;
      const auto* value = change.as_object().if_contains("value");
      if (value == nullptr || !value->is_object()) continue;
      const auto& v = value->as_object();
      std::string number;
      if (const auto* m = v.if_contains("metadata"); m != nullptr && m->is_object()) {
        number = text_of(m->as_object(), "phone_number_id");
      }
      const auto* statuses = array_of(v, "statuses");
      if (statuses == nullptr) continue;
      for (const auto& s : *statuses) {
        if (!s.is_object()) continue;
        const auto& o = s.as_object();
        StatusReport r{
            number, text_of(o, "id"), text_of(o, "status"), int_of(o, "timestamp") * 1000, {}};
        if (r.message_id.empty() || status_rank(r.status) < 2) continue;
        if (const auto* errors = array_of(o, "errors");
            errors != nullptr && !errors->empty() && errors->front().is_object()) {
          const auto& e = errors->front().as_object();
          std::string detail = text_of(e, "title");
          if (detail.empty()) detail = text_of(e, "message");
          r.error = error_text(int_of(e, "code"), detail);
        } else if (r.status == "failed") {
          r.error = "WhatsApp no pudo entregar el mensaje.";
        }
        out.push_back(std::move(r));
      }
    }
  }
  return out;
}

int status_rank(std::string_view status) {
  if (status == "accepted") return 1;
  if (status == "sent") return 2;
  if (status == "delivered") return 3;
  if (status == "read") return 4;
  if (status == "failed") return 5;
  return 0;
}

}  // namespace aplauso::whatsapp
