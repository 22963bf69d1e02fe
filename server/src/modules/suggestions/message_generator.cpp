#include "modules/suggestions/message_generator.h"

#include <algorithm>

#include "api/json_input.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "modules/recognition/catalog_service.h"

namespace aplauso::suggestions {

namespace json = boost::json;

namespace {
/// "a", "a y b", "a, b y c" (Spanish) or "a, b and c" (English).
std::string joined(const std::vector<std::string>& items, bool spanish) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? (spanish ? " y " : " and ") : ", ";
    out += items[i];
  }
  return out;
}

/// The first letter in upper case (ASCII and the accented Latin-1 vowels).
std::string capitalised(std::string s) {
  if (s.empty()) return s;
  const auto c0 = static_cast<unsigned char>(s[0]);
  if (c0 >= 'a' && c0 <= 'z') {
    s[0] = static_cast<char>(c0 - 'a' + 'A');
  } else if (c0 == 0xC3 && s.size() > 1) {
    const auto c1 = static_cast<unsigned char>(s[1]);
    if (c1 >= 0xA0 && c1 <= 0xBE) s[1] = static_cast<char>(c1 - 0x20);
  }
  return s;
}

std::vector<std::string> spanish(const MessageRequest& r) {
  const auto names = joined(r.receiver_names, true);
  const auto values = joined(r.value_names, true);
  const bool many = r.receiver_names.size() > 1;
  const std::string to = names.empty() ? "" : names + ", ";
  const std::string you = many ? "ustedes" : "ti";
  const std::string your = many ? "su" : "tu";
  const std::string your_cap = many ? "Su" : "Tu";
  const std::string support = many ? "apoyan" : "apoyas";
  const std::string did = many ? "hicieron" : "hiciste";
  std::vector<std::string> out;
  if (!values.empty()) {
    out.push_back(capitalised(to + "gracias por vivir " + values + " cada día. Se nota en " + your +
                              " forma de trabajar y en cómo " + support + " al equipo."));
    out.push_back("Lo que " + did + " es un gran ejemplo de " + values +
                  ". ¡Gracias por inspirarnos a todos!");
  } else {
    out.push_back(capitalised(to + "gracias por " + your +
                              " dedicación de cada día. Se nota en cómo " + support +
                              " al equipo."));
    out.push_back("Lo que " + did + " es un gran ejemplo para todos. ¡Gracias por inspirarnos!");
  }
  if (r.type_name) {
    out.push_back("Este reconocimiento de «" + *r.type_name + "» es para " +
                  (names.empty() ? you : names) + ": " + your +
                  " esfuerzo no pasó desapercibido. ¡Sigue así!");
  } else {
    out.push_back("Este reconocimiento es para " + (names.empty() ? you : names) + ": " + your +
                  " esfuerzo no pasó desapercibido. ¡Sigue así!");
  }
  out.push_back(capitalised(
      to + "qué gusto trabajar " + std::string(many ? "con ustedes" : "contigo") + ". " +
      (values.empty() ? your_cap + " actitud" : your_cap + " compromiso con " + values) +
      " hace que todo salga mejor."));
  if (r.type_name && !values.empty()) {
    out.push_back("«" + *r.type_name + "» y " + values + ": eso es lo que " +
                  (many ? "demostraron" : "demostraste") + " esta vez. ¡Muchas gracias!");
  }
  return out;
}

std::vector<std::string> english(const MessageRequest& r) {
  const auto names = joined(r.receiver_names, false);
  const auto values = joined(r.value_names, false);
  const std::string to = names.empty() ? "" : names + ", ";
  std::vector<std::string> out;
  if (!values.empty()) {
    out.push_back(capitalised(to + "thank you for living " + values +
                              " every day. It shows in how you work and how you support the "
                              "team."));
    out.push_back("What you did is a great example of " + values +
                  ". Thank you for inspiring all of us!");
  } else {
    out.push_back(capitalised(to + "thank you for your dedication every day. It shows in how "
                                   "you support the team."));
    out.push_back("What you did is a great example for all of us. Thank you for inspiring us!");
  }
  out.push_back(std::string("This ") + (r.type_name ? "“" + *r.type_name + "” " : "") +
                "recognition is for " + (names.empty() ? "you" : names) +
                ": your effort did not go unnoticed. Keep it up!");
  out.push_back(capitalised(
      to + "it is a pleasure to work with you. " +
      (values.empty() ? std::string("your_cap attitude") : "your_cap commitment to " + values) +
      " makes everything better."));
  if (r.type_name && !values.empty()) {
    out.push_back("“" + *r.type_name + "” and " + values +
                  ": that is what you showed this time. Thank you so much!");
  }
  return out;
}
}  // namespace

std::vector<std::string> TemplateMessageGenerator::messages(const MessageRequest& request) const {
  return request.language == "en" ? english(request) : spanish(request);
}

std::vector<std::string> RecognitionIdeas::suggest(OrgId org, const json::object& body) const {
  std::vector<FieldError> errors;
  MessageRequest request;
  request.language = opt_string(body, "language").value_or("");
  if (request.language != "es" && request.language != "en") {
    errors.push_back({"language", "El idioma es es o en."});
  }
  const bool english = request.language == "en";
  std::optional<std::int64_t> type_id;
  std::vector<std::int64_t> value_ids;
  try {
    type_id = opt_int(body, "post_type_id");
  } catch (const ApiError&) {
    errors.push_back({"post_type_id", "Elige un tipo de reconocimiento."});
  }
  try {
    value_ids = opt_int_list(body, "value_ids", 5);
  } catch (const ApiError&) {
    errors.push_back({"value_ids", "Elige hasta 5 valores."});
  }
  try {
    for (auto& name : opt_string_list(body, "receiver_names", 10)) {
      if (name.empty()) continue;
      if (utf8_length(name) > 80) {
        errors.push_back({"receiver_names", "Cada nombre tiene hasta 80 caracteres."});
        break;
      }
      request.receiver_names.push_back(std::move(name));
    }
  } catch (const ApiError&) {
    errors.push_back({"receiver_names", "Envía hasta 10 nombres."});
  }
  if (type_id) {
    const auto types = catalog_.all_types(org);
    const auto found = std::find_if(types.begin(), types.end(),
                                    [&](const auto& t) { return t.id == *type_id && t.active; });
    if (found == types.end()) {
      errors.push_back({"post_type_id", "Ese tipo de reconocimiento no existe."});
    } else {
      request.type_name = english && found->name_en ? *found->name_en : found->name;
    }
  }
  if (!value_ids.empty()) {
    const auto values = catalog_.values(org, false);
    for (const auto id : value_ids) {
      const auto found = std::find_if(values.begin(), values.end(),
                                      [&](const auto& v) { return v.id == id && v.active; });
      if (found == values.end()) {
        errors.push_back({"value_ids", "Elige valores activos de la organización."});
        break;
      }
      request.value_names.push_back(english && found->name_en ? *found->name_en : found->name);
    }
  }
  if (!errors.empty()) throw rule_broken("invalid_request", "Revisa lo que pediste.", errors);
  auto messages = generator_.messages(request);
  if (messages.size() > 5) messages.resize(5);
  return messages;
}

}  // namespace aplauso::suggestions
