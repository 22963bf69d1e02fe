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
    "has_number, number_micros, text) SELECT CAST($1 AS TEXT), $2, CAST($3 AS TEXT), $4, "
    "CAST($5 AS TEXT), t.item, t.choice, t.has_number, t.number_micros, t.text FROM {{ZIP t "
    "item:TEXT $6 choice:TEXT $7 has_number:INT $8 number_micros:INT $9 text:TEXT $10}}"};

// --- Reading, always grouped ---------------------------------------------------------------------
// Respondents per segment (private_responses_source).
inline constexpr db::Statement kAtoms{
    "privacy.atoms",
    "SELECT segment, COUNT(*) FROM private_responses WHERE org_id = $1 AND source = $2 AND "
    "cycle = $3 GROUP BY segment ORDER BY segment"};
// Per segment and item: respondents, numeric answers and their sum (private_answers_source).
inline constexpr db::Statement kItems{
    "privacy.items",
    "SELECT segment, item, COUNT(DISTINCT response_key), SUM(has_number), "
    "SUM(number_micros) FROM private_answers WHERE org_id = $1 AND source = $2 AND cycle = $3 "
    "GROUP BY segment, item ORDER BY segment, item"};
// Per segment, item and option chosen: how many chose it.
inline constexpr db::Statement kChoices{
    "privacy.choices",
    "SELECT segment, item, choice, COUNT(*) FROM private_answers WHERE org_id = $1 AND "
    "source = $2 AND cycle = $3 AND choice <> '' GROUP BY segment, item, choice "
    "ORDER BY segment, item, choice"};
// The open texts of some items, sorted by text (an order that tells nothing about who wrote
// them), with the segment they came from (the caller keeps those of the cell it shows).
inline constexpr db::Statement kTexts{
    "privacy.texts",
    "SELECT segment, item, text FROM private_answers WHERE org_id = $1 AND source = $2 AND "
    "cycle = $3 AND item {{ANY_TEXT $4}} AND text <> '' ORDER BY item, text"};
inline constexpr db::Statement kResponses{
    "privacy.responses",
    "SELECT COUNT(*) FROM private_responses WHERE org_id = $1 AND source = $2 AND cycle = $3"};

// --- Forgetting ----------------------------------------------------------------------------------
inline constexpr db::Statement kForgetAnswers{
    "privacy.forget_answers", "DELETE FROM private_answers WHERE org_id = $1 AND source = $2"};
inline constexpr db::Statement kForgetResponses{
    "privacy.forget_responses", "DELETE FROM private_responses WHERE org_id = $1 AND source = $2"};

}  // namespace aplauso::privacy::sql
