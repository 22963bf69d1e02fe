// The form rules against the cases the web app checks too (api/test-vectors/forms.json), and
// their Spanish texts against the web app's glossary.
#include <gtest/gtest.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <fstream>
#include <map>
#include <sstream>

#include "modules/forms/form_rules.h"
#include "support/repo_root.h"

namespace aplauso::forms {
namespace {

namespace json = boost::json;

json::value read_json(const std::string& path) {
  std::ifstream in(aplauso::test::repo_root() + path);
  std::stringstream text;
  text << in.rdbuf();
  return json::parse(text.str());
}

const json::object& form_vectors() {
  static const json::value all = read_json("/api/test-vectors/forms.json");
  return all.as_object();
}

std::map<std::string, std::string> as_map(const std::vector<FieldError>& errors) {
  std::map<std::string, std::string> out;
  for (const auto& e : errors) out.emplace(e.field, e.message);
  return out;
}

std::map<std::string, std::string> as_map(const json::object& errors) {
  std::map<std::string, std::string> out;
  for (const auto& [field, text] : errors) out.emplace(field, std::string(text.as_string()));
  return out;
}

FormContext context_of(const json::object& c) {
  FormContext out;
  if (const auto* d = c.if_contains("department"); d != nullptr && !d->is_null()) {
    out.department = d->as_int64();
  }
  if (const auto* s = c.if_contains("country"); s != nullptr && !s->is_null()) {
    out.country = std::string(s->as_string());
  }
  if (const auto* t = c.if_contains("tenure_band"); t != nullptr && !t->is_null()) {
    out.tenure_band = std::string(t->as_string());
  }
  return out;
}

TEST(UnitFormRules, EveryDefinitionVector) {
  const auto& cases = form_vectors().at("definition").as_array();
  ASSERT_GT(cases.size(), 150U);
  for (const auto& v : cases) {
    const auto& c = v.as_object();
    const std::string name(c.at("name").as_string());
    const auto check = check_definition(c.at("input"));
    EXPECT_EQ(as_map(check.errors), as_map(c.at("errors").as_object())) << name;
    EXPECT_EQ(check.form.has_value(), check.errors.empty()) << name;
    if (!check.form) continue;
    const auto kept = to_json(*check.form);
    if (const auto* normalized = c.if_contains("normalized")) {
      EXPECT_EQ(json::value(kept), *normalized) << name << "\n  kept: " << json::serialize(kept);
    }
    // What is kept passes the rules again unchanged (stored definitions are read back this way).
    EXPECT_EQ(json::value(to_json(form_from_json(kept))), json::value(kept)) << name;
  }
}

TEST(UnitFormRules, EveryAnswerVector) {
  const auto& forms = form_vectors().at("forms").as_object();
  std::map<std::string, Form> valid;
  for (const auto& [name, definition] : forms) {
    const auto check = check_definition(definition);
    ASSERT_TRUE(check.form) << name << ": " << check.errors.front().field << " "
                            << check.errors.front().message;
    valid.emplace(std::string(name), *check.form);
  }
  const auto& cases = form_vectors().at("answers").as_array();
  ASSERT_GT(cases.size(), 80U);
  for (const auto& v : cases) {
    const auto& c = v.as_object();
    const std::string name(c.at("name").as_string());
    const Form& form = valid.at(std::string(c.at("form").as_string()));
    const auto context = context_of(c.at("context").as_object());
    const auto check = check_answers(form, c.at("answers"), context);
    EXPECT_EQ(as_map(check.errors), as_map(c.at("errors").as_object())) << name;
    if (const auto* kept = c.if_contains("kept")) {
      EXPECT_EQ(json::value(check.answers), *kept)
          << name << "\n  kept: " << json::serialize(check.answers);
    }
    if (const auto* shown = c.if_contains("shown")) {
      const auto flags = shown_items(form, check.answers, context);
      json::array ids;
      for (std::size_t i = 0; i < flags.size(); ++i) {
        if (flags[i]) ids.emplace_back(form.questions[i].id);
      }
      EXPECT_EQ(json::value(ids), *shown) << name;
    }
  }
}

TEST(UnitFormRules, EveryLanguageVector) {
  for (const auto& v : form_vectors().at("localized").as_array()) {
    const auto& c = v.as_object();
    const auto check = check_definition(c.at("form"));
    ASSERT_TRUE(check.form) << c.at("name").as_string();
    EXPECT_EQ(json::value(localized(*check.form, c.at("language").as_string())), c.at("expected"))
        << c.at("name").as_string();
  }
}

TEST(UnitFormRules, EveryTenureVector) {
  for (const auto& v : form_vectors().at("tenure").as_array()) {
    const auto& c = v.as_object();
    std::optional<std::string> admission;
    if (!c.at("admission_date").is_null())
      admission = std::string(c.at("admission_date").as_string());
    std::optional<std::string> expected;
    if (!c.at("band").is_null()) expected = std::string(c.at("band").as_string());
    EXPECT_EQ(tenure_band(admission, c.at("today").as_string()), expected)
        << admission.value_or("null") << " on " << c.at("today").as_string();
  }
}

TEST(UnitFormRules, TheTextsAreTheWebGlossarys) {
  const auto glossary = read_json("/web/src/i18n/locales/es/glossary.json");
  const auto& texts = glossary.at("forms").at("errors").as_object();
  for (const auto& m : messages()) {
    const auto* text = texts.if_contains(m.key);
    ASSERT_NE(text, nullptr) << "forms.errors." << m.key << " is not in the glossary";
    EXPECT_EQ(text->as_string(), m.es) << m.key;
  }
  EXPECT_EQ(texts.size(), messages().size()) << "the glossary has texts the server lacks";
}

}  // namespace
}  // namespace aplauso::forms
