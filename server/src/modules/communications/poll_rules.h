// The rules of a communication's poll (spec section 5), the same on the server and in the web
// app: both run the cases of api/test-vectors/polls.json.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aplauso::communications {

inline constexpr std::size_t kPollTextMax = 250;  ///< characters of a question or an option
inline constexpr std::size_t kPollOptionsMax = 20;

/// A poll as it is kept: the question and options trimmed, blank options dropped.
struct PollDraft {
  std::string question;
  std::vector<std::string> options;
  bool multiple = false;
};

/// The poll cleaned, or the first rule it breaks (the spec's Spanish text), in this order:
/// question required, question length, at least 2 non-blank options, option length, duplicates
/// (trimmed, case of Latin letters ignored), at most kPollOptionsMax options.
struct PollCheck {
  PollDraft poll;
  std::optional<std::string> error;
};
PollCheck check_poll(const std::string& question, const std::vector<std::string>& options,
                     bool multiple);

/// The first rule an answer breaks, or nullopt: `chosen` are positions among `options` options
/// (one past the end stands for an option of another poll), in this order: nothing chosen, more
/// choices than options, several without multiple answers, the same option twice, an option of
/// another poll.
std::optional<std::string> answer_error(std::size_t options, bool multiple,
                                        const std::vector<std::int64_t>& chosen);

}  // namespace aplauso::communications
