#include "modules/privacy/privacy_repo.h"

#include "db/conn.h"
#include "modules/privacy/privacy_sql.h"

namespace aplauso::privacy {

std::optional<StoredThresholds> PrivacyRepo::thresholds(db::Conn& c, OrgId org) const {
  auto rows = c.query(sql::kThresholds, {org});
  if (!rows.next()) return std::nullopt;
  return StoredThresholds{rows.row().i64(0), rows.row().i64(1)};
}

void PrivacyRepo::set_thresholds(db::Conn& c, OrgId org, const StoredThresholds& t,
                                 std::int64_t now_ms) const {
  c.exec(sql::kSetThresholds, {org, t.k, t.k_comments, now_ms});
}

void PrivacyRepo::insert(db::Conn& c, OrgId org, const std::string& key, std::string_view source,
                         std::int64_t cycle, const std::string& segment, std::string_view day,
                         const std::vector<AnswerRow>& answers) const {
  c.exec(sql::kInsertResponse, {key, org, std::string(source), cycle, segment, std::string(day)});
  if (answers.empty()) return;
  std::vector<std::string> items;
  std::vector<std::string> choices;
  std::vector<std::int64_t> has_number;
  std::vector<std::int64_t> numbers;
  std::vector<std::string> texts;
  std::vector<std::string> boxes;
  std::vector<std::int64_t> heads;
  for (const auto& a : answers) {
    boxes.push_back(a.reply_box);
    heads.push_back(a.item_head ? 1 : 0);
    items.push_back(a.item);
    choices.push_back(a.choice);
    has_number.push_back(a.has_number ? 1 : 0);
    numbers.push_back(a.number_micros);
    texts.push_back(a.text);
  }
  c.exec(sql::kInsertAnswers, {key, org, std::string(source), cycle, segment, items, choices,
                               has_number, numbers, texts, std::string(day), boxes, heads});
}

std::vector<SegmentCount> PrivacyRepo::atoms(db::Conn& c, OrgId org, std::string_view source,
                                             std::int64_t cycle, std::string_view through) const {
  std::vector<SegmentCount> out;
  for (const db::Row& r :
       c.query(sql::kAtoms, {org, std::string(source), cycle, std::string(through)})) {
    out.push_back({r.text(0), r.i64(1)});
  }
  return out;
}

std::vector<SegmentFigure> PrivacyRepo::figures(db::Conn& c, OrgId org, std::string_view source,
                                                std::int64_t cycle,
                                                std::string_view through) const {
  std::vector<SegmentFigure> out;
  for (const db::Row& r :
       c.query(sql::kFigures, {org, std::string(source), cycle, std::string(through)})) {
    out.push_back({r.text(0), r.text(1), r.text(2), r.i64(3), r.i64(4), r.i64(5), r.i64(6)});
  }
  return out;
}

std::vector<SegmentText> PrivacyRepo::texts(db::Conn& c, OrgId org, std::string_view source,
                                            std::int64_t cycle, std::string_view through,
                                            const std::vector<std::string>& items) const {
  std::vector<SegmentText> out;
  if (items.empty()) return out;
  for (const db::Row& r :
       c.query(sql::kTexts, {org, std::string(source), cycle, std::string(through), items})) {
    out.push_back({r.text(0), r.text(1), r.text(2), r.text(3)});
  }
  return out;
}

std::vector<BoxedText> PrivacyRepo::boxed_texts(db::Conn& c, OrgId org,
                                                const std::vector<std::string>& boxes) const {
  std::vector<BoxedText> out;
  if (boxes.empty()) return out;
  for (const db::Row& r : c.query(sql::kBoxedTexts, {org, boxes})) {
    out.push_back({r.text(0), r.text(1), r.text(2), r.text(3)});
  }
  return out;
}

std::int64_t PrivacyRepo::responses(db::Conn& c, OrgId org, std::string_view source,
                                    std::int64_t cycle) const {
  return c.scalar(sql::kResponses, {org, std::string(source), cycle}).value_or(0);
}

void PrivacyRepo::forget(db::Conn& c, OrgId org, std::string_view source) const {
  c.exec(sql::kForgetAnswers, {org, std::string(source)});
  c.exec(sql::kForgetResponses, {org, std::string(source)});
  c.exec(sql::kForgetReleases, {org, std::string(source)});
}

std::vector<CycleRow<SegmentCount>> PrivacyRepo::cycle_atoms(db::Conn& c, OrgId org,
                                                             std::string_view source,
                                                             std::int64_t first,
                                                             std::int64_t last) const {
  std::vector<CycleRow<SegmentCount>> out;
  for (const db::Row& r : c.query(sql::kCycleAtoms, {org, std::string(source), first, last})) {
    out.push_back({r.i64(0), {r.text(1), r.i64(2)}});
  }
  return out;
}

std::vector<CycleRow<SegmentFigure>> PrivacyRepo::cycle_figures(db::Conn& c, OrgId org,
                                                                std::string_view source,
                                                                std::int64_t first,
                                                                std::int64_t last) const {
  std::vector<CycleRow<SegmentFigure>> out;
  for (const db::Row& r : c.query(sql::kCycleFigures, {org, std::string(source), first, last})) {
    out.push_back(
        {r.i64(0), {r.text(1), r.text(2), r.text(3), r.i64(4), r.i64(5), r.i64(6), r.i64(7)}});
  }
  return out;
}

std::optional<std::string> PrivacyRepo::release(db::Conn& c, OrgId org, std::string_view source,
                                                std::int64_t cycle) const {
  auto rows = c.query(sql::kRelease, {org, std::string(source), cycle});
  if (!rows.next()) return std::nullopt;
  return rows.row().text(0);
}

std::map<std::int64_t, std::string> PrivacyRepo::releases(db::Conn& c, OrgId org,
                                                          std::string_view source) const {
  std::map<std::int64_t, std::string> out;
  for (const db::Row& r : c.query(sql::kReleases, {org, std::string(source)})) {
    out.emplace(r.i64(0), r.text(1));
  }
  return out;
}

void PrivacyRepo::set_release(db::Conn& c, OrgId org, std::string_view source, std::int64_t cycle,
                              std::string_view through, std::int64_t now_ms) const {
  c.exec(sql::kSetRelease, {org, std::string(source), cycle, std::string(through), now_ms});
}

}  // namespace aplauso::privacy
