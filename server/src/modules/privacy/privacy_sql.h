// SQL of the privacy engine: the organisation's thresholds and the private answers, which only
// these statements read, and only grouped (privacy_service.h).
#pragma once

#include "db/statement.h"

namespace aplauso::privacy::sql {

// --- Thresholds --------------------------------------------------------------------------------
inline constexpr db::Statement kThresholds{
    "privacy.thresholds", "SELECT k, k_comments FROM privacy_settings WHERE org_id = $1"};
inline constexpr db::Statement kSetThresholds{
    "privacy.set_thresholds",
    "INSERT INTO privacy_settings (org_id, k, k_comments, updated_at) VALUES ($1, $2, $3, $4) "
    "ON CONFLICT (org_id) DO UPDATE SET k = excluded.k, k_comments = excluded.k_comments, "
    "updated_at = excluded.updated_at"};

// --- Recording -----------------------------------------------------------------------------------
inline constexpr db::Statement kInsertResponse{
    "privacy.insert_response",
    "INSERT INTO private_responses (response_key, org_id, source, cycle, segment, answered_on) "
    "VALUES ($1, $2, $3, $4, $5, $6)"};
// Every answer of one response in one statement ($6.. arrays of one entry per answer).
inline constexpr db::Statement kInsertAnswers{
    "privacy.insert_answers",
    "INSERT INTO private_answers (response_key, org_id, source, cycle, segment, item, choice, "
    "has_number, number_micros, text, answered_on, reply_box, item_head) SELECT "
    "CAST($1 AS TEXT), $2, CAST($3 AS TEXT), $4, CAST($5 AS TEXT), t.item, t.choice, "
    "t.has_number, t.number_micros, t.text, CAST($11 AS TEXT), NULLIF(t.reply_box, ''), "
    "t.item_head FROM {{ZIP t item:TEXT $6 choice:TEXT $7 has_number:INT $8 number_micros:INT $9 "
    "text:TEXT $10 reply_box:TEXT $12 item_head:INT $13}}"};

// --- Reading, always grouped ---------------------------------------------------------------------
// Every read counts the answers given up to a day ($4: a release's last day, or '9999-12-31' for
// the whole cycle).
// Respondents per segment (private_responses_source).
inline constexpr db::Statement kAtoms{
    "privacy.atoms",
    "SELECT segment, COUNT(*) FROM private_responses WHERE org_id = $1 AND source = $2 AND "
    "cycle = $3 AND answered_on <= $4 GROUP BY segment ORDER BY segment"};
// Per segment, item and option (one pass, index-only on private_answers_source): the responses
// that answered the item (item_head marks one row each), the numeric answers, their sum, and how
// many rows chose the option ("" for none).
inline constexpr db::Statement kFigures{
    "privacy.figures",
    "SELECT segment, item, choice, SUM(item_head), SUM(has_number), SUM(number_micros), COUNT(*) "
    "FROM private_answers WHERE org_id = $1 AND source = $2 AND cycle = $3 AND answered_on <= $4 "
    "GROUP BY segment, item, choice"};
// The open texts of some items, sorted by text (an order that tells nothing about who wrote
// them), with the segment they came from (the caller keeps those of the cell it shows).
inline constexpr db::Statement kTexts{
    "privacy.texts",
    "SELECT segment, item, text, COALESCE(reply_box, '') FROM private_answers WHERE org_id = $1 "
    "AND source = $2 AND cycle = $3 AND answered_on <= $4 AND item {{ANY_TEXT $5}} AND "
    "text <> '' ORDER BY item, text"};
// Comments by their reply boxes (SUR-17): one answer each, read only for a box's author (found
// through the server's secret) or an admin the comment was shown to (private_answers_reply_box).
inline constexpr db::Statement kBoxedTexts{
    "privacy.boxed_texts",
    "SELECT reply_box, source, item, text FROM private_answers WHERE org_id = $1 AND "
    "reply_box {{ANY_TEXT $2}} ORDER BY reply_box"};
inline constexpr db::Statement kResponses{
    "privacy.responses",
    "SELECT COUNT(*) FROM private_responses WHERE org_id = $1 AND source = $2 AND cycle = $3"};

// --- Every cycle of a source at once (the trend), each bounded by its release ------------------
// A cycle without a release row is read whole; the caller has released the one still open. $3..$4
// bound the cycles read (the whole source: the smallest and largest integers; moods reads the
// last 7 or 30 days, each day a cycle).
inline constexpr db::Statement kCycleAtoms{
    "privacy.cycle_atoms",
    "SELECT r.cycle, r.segment, COUNT(*) FROM private_responses r LEFT JOIN privacy_releases l "
    "ON l.org_id = r.org_id AND l.source = r.source AND l.cycle = r.cycle WHERE r.org_id = $1 "
    "AND r.source = $2 AND r.cycle >= $3 AND r.cycle <= $4 AND "
    "r.answered_on <= COALESCE(l.through_day, '9999-12-31') GROUP BY r.cycle, r.segment ORDER BY "
    "r.cycle, r.segment"};
inline constexpr db::Statement kCycleFigures{
    "privacy.cycle_figures",
    "SELECT a.cycle, a.segment, a.item, a.choice, SUM(a.item_head), SUM(a.has_number), "
    "SUM(a.number_micros), COUNT(*) FROM private_answers a LEFT JOIN privacy_releases l ON "
    "l.org_id = a.org_id AND l.source = a.source AND l.cycle = a.cycle WHERE a.org_id = $1 AND "
    "a.source = $2 AND a.cycle >= $3 AND a.cycle <= $4 AND "
    "a.answered_on <= COALESCE(l.through_day, '9999-12-31') GROUP BY a.cycle, a.segment, a.item, "
    "a.choice"};

// --- Releases ------------------------------------------------------------------------------------
inline constexpr db::Statement kRelease{
    "privacy.release",
    "SELECT through_day FROM privacy_releases WHERE org_id = $1 AND source = $2 AND cycle = $3"};
inline constexpr db::Statement kReleases{
    "privacy.releases",
    "SELECT cycle, through_day FROM privacy_releases WHERE org_id = $1 AND source = $2 "
    "ORDER BY cycle"};
inline constexpr db::Statement kSetRelease{
    "privacy.set_release",
    "INSERT INTO privacy_releases (org_id, source, cycle, through_day, updated_at) "
    "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (org_id, source, cycle) DO UPDATE SET "
    "through_day = excluded.through_day, updated_at = excluded.updated_at "
    "WHERE privacy_releases.through_day < excluded.through_day"};

// --- Forgetting ----------------------------------------------------------------------------------
inline constexpr db::Statement kForgetAnswers{
    "privacy.forget_answers", "DELETE FROM private_answers WHERE org_id = $1 AND source = $2"};
inline constexpr db::Statement kForgetReleases{
    "privacy.forget_releases", "DELETE FROM privacy_releases WHERE org_id = $1 AND source = $2"};
inline constexpr db::Statement kForgetResponses{
    "privacy.forget_responses", "DELETE FROM private_responses WHERE org_id = $1 AND source = $2"};

}  // namespace aplauso::privacy::sql
