// The complaints channel's pure parts: business days across a weekend and a holiday, the
// deadlines of the Chilean and EU profiles against the log's milestones, the receipt's form,
// the sealing round trip and the PDF metadata blanking (offsets kept).
#include <gtest/gtest.h>

#include "modules/complaints/complaint_clock.h"
#include "modules/complaints/complaint_seal.h"
#include "modules/complaints/complaint_strip.h"

namespace aplauso::complaints {
namespace {

TEST(ComplaintClock, BusinessDaysSkipWeekendsAndHolidays) {
  // Wednesday 17 September 2025 + 1 business day in Chile: the 18th and 19th are holidays, the
  // 20th and 21st a weekend.
  EXPECT_EQ(add_business_days("2025-09-17", 1, "cl"), "2025-09-22");
  // Without holidays (no country) the next business day is the Thursday.
  EXPECT_EQ(add_business_days("2025-09-17", 1, ""), "2025-09-18");
  // Friday + 1 skips the weekend.
  EXPECT_EQ(add_business_days("2026-11-27", 1, "cl"), "2026-11-30");
  // Mexico's third Monday of November 2026 (the 16th).
  EXPECT_EQ(add_business_days("2026-11-13", 1, "mx"), "2026-11-17");
  EXPECT_EQ(add_business_days("2026-11-13", 0, "mx"), "2026-11-13");
  EXPECT_TRUE(is_holiday("2026-12-25", "co"));
  EXPECT_FALSE(is_business_day("2026-11-29", "cl"));  // a Sunday
  EXPECT_EQ(business_days_between("2025-09-17", "2025-09-22", "cl"), 1);
}

TEST(ComplaintClock, ChileanDeadlinesFollowTheLog) {
  Milestones m;
  m.received = "2025-09-15";  // a Monday
  auto list = deadlines("cl", {}, m, "2025-09-16");
  ASSERT_GE(list.size(), 3U);
  EXPECT_EQ(list[0].key, "resguardo");
  EXPECT_EQ(list[0].status, "overdue");  // not adopted the same day
  EXPECT_EQ(list[1].key, "derivation");
  // 3 business days from Monday 15 with the 18th and 19th off: 16, 17, 22.
  EXPECT_EQ(list[1].due_day, "2025-09-22");
  EXPECT_EQ(list[2].key, "investigation");
  EXPECT_TRUE(list[2].business_days);
  m.resguardo = "2025-09-15";
  m.investigation = "2025-09-16";
  list = deadlines("cl", {}, m, "2025-09-16");
  EXPECT_EQ(list[0].status, "met");
  EXPECT_EQ(list[1].status, "not_applicable");  // investigated internally
  m.report = "2025-10-20";
  list = deadlines("cl", {}, m, "2025-10-21");
  EXPECT_EQ(list.back().key, "measures");
  EXPECT_EQ(list.back().due_day, "2025-11-04");  // 15 calendar days
  EXPECT_FALSE(list.back().business_days);
}

TEST(ComplaintClock, EuropeanAcknowledgeAndFeedback) {
  Milestones m;
  m.received = "2026-01-10";
  const auto list = deadlines("eu", {}, m, "2026-01-12");
  ASSERT_EQ(list.size(), 2U);
  EXPECT_EQ(list[0].due_day, "2026-01-17");
  EXPECT_EQ(list[0].status, "open");
  EXPECT_EQ(list[1].due_day, "2026-04-17");
}

TEST(ComplaintSeal, ReceiptAndSealing) {
  const auto receipt = seal::new_receipt();
  ASSERT_EQ(receipt.size(), 16U);
  const auto shown = seal::format_receipt(receipt);
  EXPECT_EQ(shown.size(), 19U);
  EXPECT_EQ(seal::normalise_receipt(shown), receipt);
  EXPECT_FALSE(seal::normalise_receipt("1234").has_value());
  const auto key = seal::new_key();
  const auto sealed = seal::seal(key, "hechos");
  EXPECT_EQ(seal::open(key, sealed), "hechos");
  EXPECT_FALSE(seal::open(seal::new_key(), sealed).has_value());
  const auto a = seal::reporter_key(receipt, "una frase larga", "0123456789abcdef", true);
  const auto b = seal::reporter_key(receipt, "otra frase larga", "0123456789abcdef", true);
  EXPECT_NE(a, b);
}

TEST(ComplaintStrip, PdfInfoAndXmpBlankedKeepingOffsets) {
  const std::string pdf =
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Metadata 3 0 R >>\nendobj\n"
      "2 0 obj\n<< /Author (Juan P\\351rez \\(RRHH\\)) /Creator <4A75616E> /Producer (x) >>\n"
      "endobj\n3 0 obj\n<< /Type /Metadata /Subtype /XML /Length 40 >>\nstream\n"
      "<x:xmpmeta>Juan Perez autor</x:xmpmeta>\nendstream\nendobj\n"
      "trailer\n<< /Root 1 0 R /Info 2 0 R >>\n%%EOF\n";
  const auto out = blank_pdf_metadata(pdf);
  EXPECT_EQ(out.size(), pdf.size());
  EXPECT_EQ(out.find("Juan"), std::string::npos);
  EXPECT_EQ(out.find("4A75616E"), std::string::npos);
  EXPECT_NE(out.find("/Author ("), std::string::npos);
  EXPECT_NE(out.find("/Info 2 0 R"), std::string::npos);
  EXPECT_EQ(out.find("xmpmeta"), std::string::npos);
}

}  // namespace
}  // namespace aplauso::complaints
