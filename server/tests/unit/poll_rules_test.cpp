// The poll rules against the cases the web app checks too (api/test-vectors/polls.json).
#include <gtest/gtest.h>

#include <boost/json/parse.hpp>
#include <fstream>
#include <sstream>

#include "modules/communications/poll_rules.h"
#include "support/repo_root.h"

namespace aplauso::communications {
namespace {

namespace json = boost::json;

json::object vectors() {
  std::ifstream in(aplauso::test::repo_root() + "/api/test-vectors/polls.json");
  std::stringstream text;
  text << in.rdbuf();
  return json::parse(text.str()).as_object();
}

std::optional<std::string> expected(const json::object& c) {
  if (c.at("error").is_null()) return std::nullopt;
  return std::string(c.at("error").as_string());
}

TEST(UnitPollRules, EveryPollVector) {
  const auto all = vectors();
  const auto& cases = all.at("poll").as_array();
  ASSERT_GT(cases.size(), 10U);
  for (const auto& v : cases) {
    const auto& c = v.as_object();
    std::vector<std::string> options;
    for (const auto& o : c.at("options").as_array()) options.emplace_back(o.as_string());
    const auto check = check_poll(std::string(c.at("question").as_string()), options, false);
    EXPECT_EQ(check.error, expected(c)) << c.at("name").as_string();
  }
}

TEST(UnitPollRules, EveryAnswerVector) {
  const auto all = vectors();
  const auto& cases = all.at("answer").as_array();
  ASSERT_GT(cases.size(), 5U);
  for (const auto& v : cases) {
    const auto& c = v.as_object();
    std::vector<std::int64_t> chosen;
    for (const auto& o : c.at("chosen").as_array()) chosen.push_back(o.as_int64());
    const auto error = answer_error(static_cast<std::size_t>(c.at("options").as_int64()),
                                    c.at("multiple").as_bool(), chosen);
    EXPECT_EQ(error, expected(c)) << c.at("name").as_string();
  }
}

TEST(UnitPollRules, AValidPollIsKeptTrimmedWithoutBlankOptions) {
  const auto check = check_poll("  ¿Dónde?  ", {" Oficina ", "", "Parque", "  "}, true);
  ASSERT_FALSE(check.error);
  EXPECT_EQ(check.poll.question, "¿Dónde?");
  EXPECT_EQ(check.poll.options, (std::vector<std::string>{"Oficina", "Parque"}));
  EXPECT_TRUE(check.poll.multiple);
}

}  // namespace
}  // namespace aplauso::communications
