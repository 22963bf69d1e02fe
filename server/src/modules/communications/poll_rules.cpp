#include "modules/communications/poll_rules.h"

#include <set>

#include "core/utf8.h"

namespace aplauso::communications {

namespace {
// `s` with ASCII and Latin-1 capitals in lower case (Á → á, Ñ → ñ), for comparing options.
std::string folded(const std::string& s) {
  std::string out = ascii_lower(s);
  for (std::size_t i = 0; i + 1 < out.size(); ++i) {
    const auto lead = static_cast<unsigned char>(out[i]);
    const auto next = static_cast<unsigned char>(out[i + 1]);
    // U+00C0..U+00DE (except U+00D7, the multiplication sign) are C3 80..C3 9E.
    if (lead == 0xC3 && next >= 0x80 && next <= 0x9E && next != 0x97) {
      out[i + 1] = static_cast<char>(next + 0x20);
      ++i;
    }
  }
  return out;
}
}  // namespace

PollCheck check_poll(const std::string& question, const std::vector<std::string>& options,
                     bool multiple) {
  PollCheck out;
  out.poll.question = trimmed(question);
  out.poll.multiple = multiple;
  for (const auto& option : options) {
    auto text = trimmed(option);
    if (!text.empty()) out.poll.options.push_back(std::move(text));
  }
  if (out.poll.question.empty()) {
    out.error = "La pregunta es requerida.";
  } else if (utf8_length(out.poll.question) > kPollTextMax) {
    out.error = "La pregunta no puede exceder 250 caracteres.";
  } else if (out.poll.options.size() < 2) {
    out.error = "Debes agregar al menos 2 opciones válidas.";
  } else {
    std::set<std::string> seen;
    bool duplicated = false;
    for (const auto& option : out.poll.options) {
      if (utf8_length(option) > kPollTextMax) {
        out.error = "Algunas opciones exceden el límite de 250 caracteres.";
        return out;
      }
      duplicated = !seen.insert(folded(option)).second || duplicated;
    }
    if (duplicated) {
      out.error = "No puedes tener opciones duplicadas.";
    } else if (out.poll.options.size() > kPollOptionsMax) {
      out.error = "No puedes tener más de 20 opciones.";
    }
  }
  return out;
}

std::optional<std::string> answer_error(std::size_t options, bool multiple,
                                        const std::vector<std::int64_t>& chosen) {
  if (chosen.empty()) return "Elige al menos una opción.";
  if (chosen.size() > options) return "No puedes elegir más opciones de las disponibles.";
  if (!multiple && chosen.size() > 1) return "Solo puedes elegir una opción.";
  const std::set<std::int64_t> distinct(chosen.begin(), chosen.end());
  if (distinct.size() != chosen.size()) return "No puedes elegir la misma opción dos veces.";
  for (const auto position : chosen) {
    if (position < 0 || static_cast<std::size_t>(position) >= options) {
      return "Esa opción no pertenece a la encuesta.";
    }
  }
  return std::nullopt;
}

}  // namespace aplauso::communications
