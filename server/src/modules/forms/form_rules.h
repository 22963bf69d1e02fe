// The rules of a form (docs/forms.md): its definition when an admin or a module saves it, and a
// person's answers when they submit them. The same rules run in the web app
// (web/src/lib/forms/); both run the cases of api/test-vectors/forms.json. Choice questions
// follow the poll rules of spec section 5 with their Spanish texts.
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"

namespace aplauso::forms {

inline constexpr std::size_t kTextMax = 250;          ///< a title, a question, an option, a row
inline constexpr std::size_t kDescriptionMax = 2000;  ///< a form's or a question's description
inline constexpr std::size_t kStatementMax = 5000;    ///< the text of a statement
inline constexpr std::size_t kItemsMax = 200;         ///< questions, sections and statements
inline constexpr std::size_t kOptionsMax = 20;        ///< options of a choice, ranking or matrix
inline constexpr std::size_t kDropdownOptionsMax = 200;
inline constexpr std::size_t kRowsMax = 20;  ///< rows of a matrix

/// A text in Spanish (required) and English (optional; Spanish stands in for it).
struct LocalText {
  std::string es;
  std::optional<std::string> en;
  bool operator==(const LocalText&) const = default;
};

/// An option of a choice, dropdown or ranking, a column of a matrix's scale, or a matrix row.
struct Choice {
  std::string id;
  LocalText label;
};

/// A show or hide condition: on an earlier question's answer, on a hidden field of the person
/// answering, or a combination of conditions.
struct Condition {
  enum class Kind { kAll, kAny, kNot, kQuestion, kField };
  Kind kind = Kind::kQuestion;
  std::vector<Condition> parts;  ///< all, any; one for not
  std::string subject;           ///< the question id or the field name
  std::string op;
  boost::json::value value;  ///< null for answered / not_answered
};

struct Question {
  std::string id;
  std::string type;
  std::optional<LocalText> title;
  std::optional<LocalText> description;
  bool required = false;
  std::optional<Condition> show_if;
  std::optional<Condition> hide_if;
  std::vector<Choice> options;  ///< choices, dropdown, ranking; a matrix's scale
  std::vector<Choice> rows;     ///< matrix
  std::optional<std::int64_t> max_choices;
  std::string display;  ///< number: field | slider
  std::string style;    ///< rating: stars | scale
  bool enps = false;
  std::optional<double> min;  ///< number, rating
  std::optional<double> max;
  std::optional<double> step;
  std::optional<std::string> min_date;  ///< date
  std::optional<std::string> max_date;
  std::int64_t max_length = 0;  ///< short_text, long_text
  std::string upload_type;      ///< file_upload
  std::int64_t max_files = 1;
  std::int64_t max_people = 1;    ///< person
  std::optional<LocalText> text;  ///< statement
};

/// A form as it is kept: texts trimmed, blank options left out, defaults filled in.
struct Form {
  std::string form_id;
  LocalText title;
  std::optional<LocalText> description;
  std::vector<Question> questions;  ///< in order: questions, sections and statements
};

/// The hidden fields of the person answering, which conditions may read.
struct FormContext {
  std::optional<std::int64_t> department;
  std::optional<std::string> country;      ///< two capital letters
  std::optional<std::string> tenure_band;  ///< lt_1y, 1_3y, 3_5y, 5_10y, 10y_plus
};

/// Whether a question of this type takes an answer (not a section or a statement).
bool answerable(const Question& q);

/// The definition as kept, or every field it gets wrong (one Spanish text a field; fields named
/// by their place in the input: title, questions[2].options, questions[4].show_if).
struct DefinitionCheck {
  std::optional<Form> form;
  std::vector<FieldError> errors;
};
DefinitionCheck check_definition(const boost::json::value& input);

/// The form as JSON (the normalised definition that is stored and served to admins).
boost::json::object to_json(const Form& form);
/// A text as JSON: {"es": ..., "en": ...} (no "en" when there is no English).
boost::json::object to_json(const LocalText& text);
/// A stored definition back as a Form; std::runtime_error when it does not pass the rules.
Form form_from_json(const boost::json::value& stored);
/// The form with every text in `language` ("en" or "es"), Spanish where English is missing.
boost::json::object localized(const Form& form, std::string_view language);

/// The answers as kept (answered, shown questions only: texts trimmed, a single choice as its
/// option id), or every answer it gets wrong (fields answers.<question id>). Answers to
/// questions a condition hides are dropped; answers to ids the form has no question for are
/// refused.
struct AnswerCheck {
  boost::json::object answers;
  std::vector<FieldError> errors;
};
AnswerCheck check_answers(const Form& form, const boost::json::value& answers,
                          const FormContext& context);

/// For each item of the form, whether it is shown with these (kept) answers and hidden fields.
std::vector<bool> shown_items(const Form& form, const boost::json::object& answers,
                              const FormContext& context);

/// The tenure band of someone who joined on `admission_date` (YYYY-MM-DD) as of `today`; nullopt
/// without a valid date.
std::optional<std::string> tenure_band(const std::optional<std::string>& admission_date,
                                       std::string_view today);

/// Each Spanish text of the rules by the key the web app's glossary gives it (forms.errors.<key>),
/// with {{name}} where a value goes.
struct Message {
  std::string_view key;
  std::string_view es;
};
std::span<const Message> messages();

}  // namespace aplauso::forms
