#include "http/router.h"

#include <gtest/gtest.h>

namespace aplauso::http {
namespace {

class UnitRouter : public ::testing::Test {
 protected:
  void SetUp() override {
    router.add(Method::kGet, "/post", 1);
    router.add(Method::kGet, "/post/{id}", 2);
    router.add(Method::kPatch, "/post/message/{post_id}", 3);
    router.add(Method::kGet, "/post/special/recognitions", 4);
    router.add(Method::kGet, "/locales/{lng}/{ns}.json", 5);
    router.add(Method::kPost, "/locales/add/{lng}/{ns}", 6);
    router.add(Method::kDelete, "/post/{id}", 7);
  }
  Router router;
  Router::Match m;
};

TEST_F(UnitRouter, MatchesLiteralAndParameterRoutes) {
  ASSERT_EQ(router.match(Method::kGet, "/post", m), Router::Outcome::kFound);
  EXPECT_EQ(m.route_id, 1U);
  ASSERT_EQ(router.match(Method::kGet, "/post/17", m), Router::Outcome::kFound);
  EXPECT_EQ(m.route_id, 2U);
  EXPECT_EQ(m.params.at(0).first, "id");
  EXPECT_EQ(m.params.at(0).second, "17");
}

TEST_F(UnitRouter, LiteralSegmentsWinOverParameters) {
  ASSERT_EQ(router.match(Method::kGet, "/post/special/recognitions", m), Router::Outcome::kFound);
  EXPECT_EQ(m.route_id, 4U);
}

TEST_F(UnitRouter, ParameterWithSuffix) {
  ASSERT_EQ(router.match(Method::kGet, "/locales/es/glossary.json", m), Router::Outcome::kFound);
  EXPECT_EQ(m.route_id, 5U);
  EXPECT_EQ(m.params.at(0).second, "es");
  EXPECT_EQ(m.params.at(1).second, "glossary");
  EXPECT_EQ(router.match(Method::kGet, "/locales/es/glossary", m), Router::Outcome::kNotFound);
}

TEST_F(UnitRouter, UnknownPathAndWrongMethod) {
  EXPECT_EQ(router.match(Method::kGet, "/nothing/here", m), Router::Outcome::kNotFound);
  EXPECT_EQ(router.match(Method::kPut, "/post/3", m), Router::Outcome::kMethodNotAllowed);
  EXPECT_EQ(m.allowed.size(), 2U);
}

TEST_F(UnitRouter, TrailingAndDoubleSlashesAreIgnored) {
  ASSERT_EQ(router.match(Method::kGet, "/post/", m), Router::Outcome::kFound);
  EXPECT_EQ(m.route_id, 1U);
  ASSERT_EQ(router.match(Method::kGet, "//post//9", m), Router::Outcome::kFound);
  EXPECT_EQ(m.route_id, 2U);
}

TEST_F(UnitRouter, ParametersArePercentDecodedPerSegment) {
  ASSERT_EQ(router.match(Method::kGet, "/post/a%2Fb", m), Router::Outcome::kFound);
  EXPECT_EQ(m.params.at(0).second, "a/b");
}

TEST_F(UnitRouter, DuplicatesAndBadPatternsAreRefused) {
  EXPECT_THROW(router.add(Method::kGet, "/post/{id}", 9), std::invalid_argument);
  EXPECT_THROW(router.add(Method::kGet, "/x/{", 9), std::invalid_argument);
  EXPECT_THROW(router.add(Method::kGet, "/post/{other}", 9), std::invalid_argument);
}

}  // namespace
}  // namespace aplauso::http
