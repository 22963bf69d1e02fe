#include "bench_data.h"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "app/application.h"
#include "core/password.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/feed/post_cards.h"
#include "modules/tenancy/modules_catalog.h"
#include "modules/tenancy/org_service.h"
#include "modules/tenancy/tenant_directory.h"

namespace aplauso::bench {

namespace {

using db::Statement;

// --- The benchmark's own statements (data generation only) --------------------------------------
constexpr Statement kPeople{
    "bench.people",
    "INSERT INTO users (org_id, email, password_hash, first_name, last_name, user_type, "
    "language, points, active, activated, created_at, updated_at) SELECT $1, 'p' || x || "
    "'@bench.test', $2, 'Persona', 'N' || x, 'employee', 'spanish', 1, 1, 1, 1, 1 FROM (WITH "
    "RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < $3) SELECT x FROM c) s",
    "INSERT INTO users (org_id, email, password_hash, first_name, last_name, user_type, "
    "language, points, active, activated, created_at, updated_at) SELECT $1, 'p' || x || "
    "'@bench.test', $2, 'Persona', 'N' || x, 'employee', 'spanish', 1, 1, 1, 1, 1 FROM "
    "generate_series(1, CAST($3 AS BIGINT)) AS x"};
constexpr Statement kType{
    "bench.type",
    "INSERT INTO recognition_types (org_id, name, emoji, min_points, max_points, roles, special, "
    "active, archived, position, created_at, updated_at) VALUES ($1, 'Gracias', '🙏', 1, 100, "
    "'employee,leader,admin', 0, 1, 0, 0, 1, 1) RETURNING id"};
constexpr Statement kValue{
    "bench.value",
    "INSERT INTO corporate_values (org_id, name, position, active, archived, created_at) VALUES "
    "($1, 'Colaboración', 0, 1, 0, 1) RETURNING id"};
constexpr Statement kFirstPerson{"bench.first_person",
                                 "SELECT MIN(id) FROM users WHERE org_id = $1 AND email LIKE 'p%'"};
// Post n (1-based over the whole history) has n % 7 likes (3 on average) and n % 3 comments (1).
constexpr Statement kPosts{
    "bench.posts",
    "INSERT INTO posts (org_id, kind, author_id, message, amount, total_points, likes_count, "
    "comments_count, created_at) SELECT $1, 'recognition', $2 + ((x + $3) * 7919) % $4, "
    "'Gracias por tu ayuda con el proyecto ' || (x + $3), 10, 10, (x + $3) % 7, (x + $3) % 3, "
    "1700000000000 + (x + $3) * 1000 FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT "
    "x + 1 FROM c WHERE x < $5) SELECT x FROM c) s",
    "INSERT INTO posts (org_id, kind, author_id, message, amount, total_points, likes_count, "
    "comments_count, created_at) SELECT $1, 'recognition', $2 + ((x + $3) * 7919) % $4, "
    "'Gracias por tu ayuda con el proyecto ' || (x + $3), 10, 10, (x + $3) % 7, (x + $3) % 3, "
    "1700000000000 + (x + $3) * 1000 FROM generate_series(1, CAST($5 AS BIGINT)) AS x"};
constexpr Statement kPostIds{"bench.post_ids",
                             "SELECT MIN(id), MAX(id) FROM posts WHERE org_id = $1"};
// Everyone in an organisation with a history has their give and redeem accounts (a send then
// runs the statements it runs in production, and the planner's statistics include them).
constexpr Statement kAccounts{
    "bench.accounts",
    "INSERT INTO point_accounts (org_id, user_id, kind, balance, total_received, updated_at) "
    "SELECT u.org_id, u.id, k.kind, 0, 0, 0 FROM users u "
    "CROSS JOIN (SELECT 'give' AS kind UNION ALL SELECT 'redeem') k WHERE u.org_id = $1 "
    "ON CONFLICT DO NOTHING"};

// The rest is written per range of post ids ($2 < id <= $3); $4 is the first person, $5 how
// many people there are.
#define APLAUSO_RANGE "p.org_id = $1 AND p.id > $2 AND p.id <= $3"
#define APLAUSO_SMALL_SERIES                                                           \
  "(SELECT 0 AS j UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL " \
  "SELECT 4 UNION ALL SELECT 5) k"
constexpr Statement kReceivers{
    "bench.receivers",
    "INSERT INTO post_receivers (post_id, org_id, user_id, points, created_at) SELECT p.id, "
    "p.org_id, $4 + (p.id * 104729 + 1) % $5, 10, p.created_at FROM posts p WHERE " APLAUSO_RANGE};
constexpr Statement kPostTypes{"bench.post_types",
                               "INSERT INTO post_recognition_types (post_id, type_id) SELECT "
                               "p.id, $4 FROM posts p WHERE " APLAUSO_RANGE};
// Every recognition carries the value (about one tag per recognition, as the values page meets
// them), with its post's organisation and time (migration 0057: the page reads post_values by
// organisation and time without the posts table).
constexpr Statement kPostValues{
    "bench.post_values",
    "INSERT INTO post_values (post_id, value_id, org_id, created_at) "
    "SELECT p.id, $4, p.org_id, p.created_at FROM posts p WHERE " APLAUSO_RANGE};
// Likes by distinct people a few minutes after the post (the steps of 1,931 differ modulo any
// organisation of 12 or more people; smaller ones just get fewer).
constexpr Statement kLikes{
    "bench.likes",
    "INSERT INTO post_likes (post_id, user_id, org_id, created_at) SELECT p.id, "
    "$4 + (p.id * 7 + k.j * 1931) % $5, p.org_id, p.created_at + 60000 * (k.j + 1) FROM posts p "
    "JOIN " APLAUSO_SMALL_SERIES " ON k.j < p.likes_count WHERE " APLAUSO_RANGE
    " ON CONFLICT DO NOTHING"};
constexpr Statement kComments{
    "bench.comments",
    "INSERT INTO comments (org_id, post_id, parent_id, author_id, body, deleted, created_at) "
    "SELECT p.org_id, p.id, NULL, $4 + (p.id * 13 + k.j * 2741) % $5, "
    "'¡Muy merecido, felicidades!', 0, p.created_at + 120000 * (k.j + 1) FROM posts p "
    "JOIN " APLAUSO_SMALL_SERIES " ON k.j < p.comments_count WHERE " APLAUSO_RANGE};
constexpr Statement kReactions{
    "bench.reactions",
    "INSERT INTO post_reactions (post_id, user_id, emoji, org_id, created_at) SELECT p.id, "
    "$4 + (p.id * 17 + 5) % $5, '👏', p.org_id, p.created_at + 30000 FROM posts p "
    "WHERE " APLAUSO_RANGE " AND p.id % 2 = 0 ON CONFLICT DO NOTHING"};
// What people were told: every recognition received, like and comment; the newest few unread.
#define APLAUSO_NOTIFICATION                                                                \
  "INSERT INTO notifications (org_id, user_id, kind, payload, read_at, created_at, shown, " \
  "mail_due, whatsapp_due) SELECT p.org_id, "
#define APLAUSO_READ_AT(time) \
  "CASE WHEN p.id % 20 = 0 THEN NULL ELSE " time " + 3600000 END, " time ", 1, 0, 0 FROM posts p "
constexpr Statement kRecognitionNotifications{
    "bench.recognition_notifications", APLAUSO_NOTIFICATION
    "r.user_id, 'recognition_received', CAST('{\"post_id\":' || p.id || ',\"sender_name\":"
    "\"Persona\",\"points\":10}' AS {{JSON}}), " APLAUSO_READ_AT(
        "r.created_at") "JOIN post_receivers r ON r.post_id = p.id WHERE " APLAUSO_RANGE};
constexpr Statement kLikeNotifications{
    "bench.like_notifications", APLAUSO_NOTIFICATION
    "p.author_id, 'post_liked', CAST('{\"post_id\":' || p.id || ',\"actor_id\":' || l.user_id "
    "|| '}' AS {{JSON}}), " APLAUSO_READ_AT(
        "l.created_at") "JOIN post_likes l ON l.post_id = p.id WHERE " APLAUSO_RANGE};
constexpr Statement kCommentNotifications{
    "bench.comment_notifications",
    APLAUSO_NOTIFICATION
    "p.author_id, 'post_commented', CAST('{\"post_id\":' || p.id || ',\"actor_id\":' || "
    "c.author_id || '}' AS {{JSON}}), " APLAUSO_READ_AT(
        "c.created_at") "JOIN comments c ON c.post_id = p.id AND c.org_id = p.org_id WHERE " APLAUSO_RANGE};
// Each recognition moved its points from the author's give account to the receiver's redeem one.
constexpr Statement kLedger{
    "bench.ledger",
    "INSERT INTO ledger_entries (org_id, debit_account_id, credit_account_id, amount, kind, "
    "reference_type, reference_id, actor_id, memo, created_at) SELECT p.org_id, g.id, a.id, "
    "r.points, 'recognition', 'post', p.id, p.author_id, NULL, p.created_at FROM posts p "
    "JOIN post_receivers r ON r.post_id = p.id "
    "JOIN point_accounts g ON g.org_id = p.org_id AND g.user_id = p.author_id AND g.kind = 'give' "
    "JOIN point_accounts a ON a.org_id = p.org_id AND a.user_id = r.user_id AND a.kind = 'redeem' "
    "WHERE " APLAUSO_RANGE};
#undef APLAUSO_READ_AT
#undef APLAUSO_NOTIFICATION
#undef APLAUSO_SMALL_SERIES
#undef APLAUSO_RANGE

constexpr Statement kPostBatch{
    "bench.post_batch",
    "SELECT id, author_id FROM posts WHERE org_id = $1 AND id > $2 ORDER BY id LIMIT $3"};
constexpr Statement kTableRows{"bench.table_rows", "SELECT COUNT(*) FROM post_likes"};

// --- Surveys: segments for the people, a history of pulses, live hints ---------------------------
#define APLAUSO_SERIES_SQLITE(n)                                                 \
  "(WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < " n \
  ") SELECT x FROM c) s"
#define APLAUSO_SERIES_POSTGRES(n) "generate_series(1, CAST(" n " AS BIGINT)) AS x"
constexpr Statement kDepartments{
    "bench.departments",
    "INSERT INTO departments (org_id, name, active, created_at) SELECT $1, 'Departamento ' || x, "
    "1, 1 FROM " APLAUSO_SERIES_SQLITE("$2"),
    "INSERT INTO departments (org_id, name, active, created_at) SELECT $1, 'Departamento ' || x, "
    "1, 1 FROM " APLAUSO_SERIES_POSTGRES("$2")};
constexpr Statement kFirstDepartment{"bench.first_department",
                                     "SELECT MIN(id) FROM departments WHERE org_id = $1"};
// 40 departments ($2 the first), 6 countries, admission dates from 2011 to 2026.
constexpr Statement kPlacePeople{
    "bench.place_people",
    "UPDATE users SET department_id = $2 + (id * 7) % 40, country = CASE (id / 7) % 6 WHEN 0 "
    "THEN 'CL' WHEN 1 THEN 'MX' WHEN 2 THEN 'ES' WHEN 3 THEN 'PE' WHEN 4 THEN 'CO' ELSE 'AR' END, "
    "admission_date = (2011 + (id * 3) % 16) || '-0' || (1 + id % 9) || '-1' || (id % 10) "
    "WHERE org_id = $1 AND email LIKE 'p%'"};
constexpr Statement kHistorySurveys{
    "bench.history_surveys",
    "INSERT INTO surveys (org_id, title, status, confidentiality, form_id, questions, points, "
    "multi_response, notify, audience, recurrence, cycle, cycle_opened_on, reminder_days, "
    "created_at, updated_at, launched_at) SELECT $1, 'Pulso ' || x, 'closed', 'confidential', "
    "'bench-pulse-' || x, 20, 0, 0, 0, CAST('{\"everyone\":true}' AS {{JSON}}), 'none', 1, "
    "'2025-0' || (1 + x % 9) || '-01', CAST('[3,5]' AS {{JSON}}), 1, 1, 1 "
    "FROM " APLAUSO_SERIES_SQLITE("$2"),
    "INSERT INTO surveys (org_id, title, status, confidentiality, form_id, questions, points, "
    "multi_response, notify, audience, recurrence, cycle, cycle_opened_on, reminder_days, "
    "created_at, updated_at, launched_at) SELECT $1, 'Pulso ' || x, 'closed', 'confidential', "
    "'bench-pulse-' || x, 20, 0, 0, 0, CAST('{\"everyone\":true}' AS {{JSON}}), 'none', 1, "
    "'2025-0' || (1 + x % 9) || '-01', CAST('[3,5]' AS {{JSON}}), 1, 1, 1 "
    "FROM " APLAUSO_SERIES_POSTGRES("$2")};
constexpr Statement kHistoryIds{
    "bench.history_ids",
    "SELECT id FROM surveys WHERE org_id = $1 AND form_id LIKE 'bench-pulse-%' ORDER BY id"};
// Each history survey ($2): everyone asked, 7 in 10 answered, 20 numeric answers each.
constexpr Statement kHistoryAudience{
    "bench.history_audience",
    "INSERT INTO survey_audience (org_id, survey_id, cycle, user_id, department_id, country, "
    "tenure_band) SELECT u.org_id, CAST($2 AS BIGINT), 1, u.id, u.department_id, u.country, CASE "
    "WHEN CAST(substr(u.admission_date, 1, 4) AS INTEGER) >= 2026 THEN 'lt_1y' WHEN "
    "CAST(substr(u.admission_date, 1, 4) AS INTEGER) >= 2024 THEN '1_3y' WHEN "
    "CAST(substr(u.admission_date, 1, 4) AS INTEGER) >= 2022 THEN '3_5y' WHEN "
    "CAST(substr(u.admission_date, 1, 4) AS INTEGER) >= 2017 THEN '5_10y' ELSE '10y_plus' END "
    "FROM users u WHERE u.org_id = $1"};
#define APLAUSO_ANSWERED_WHERE \
  "WHERE a.org_id = $1 AND a.survey_id = $2 AND (a.user_id + a.survey_id) % 10 < 7"
#define APLAUSO_ANSWERED "FROM survey_audience a " APLAUSO_ANSWERED_WHERE
constexpr Statement kHistoryParticipation{
    "bench.history_participation",
    "INSERT INTO survey_participation (org_id, survey_id, cycle, user_id, completed_on, "
    "responses) SELECT a.org_id, a.survey_id, 1, a.user_id, '2025-06-15', 1 " APLAUSO_ANSWERED};
#define APLAUSO_SEGMENT                                                                     \
  "'[\"' || COALESCE(CAST(a.department_id AS TEXT), '') || '\",\"' || COALESCE(a.country, " \
  "'') || '\",\"' || COALESCE(a.tenure_band, '') || '\"]'"
constexpr Statement kHistoryResponses{
    "bench.history_responses",
    "INSERT INTO private_responses (response_key, org_id, source, cycle, segment, answered_on) "
    "SELECT 'h' || a.survey_id || '-' || a.user_id, a.org_id, 'survey:' || a.survey_id, "
    "1, " APLAUSO_SEGMENT ", '2025-06-15' " APLAUSO_ANSWERED};
constexpr Statement kHistoryAnswers{
    "bench.history_answers",
    "INSERT INTO private_answers (response_key, org_id, source, cycle, segment, item, choice, "
    "has_number, number_micros, text) SELECT 'h' || a.survey_id || '-' || a.user_id, a.org_id, "
    "'survey:' || a.survey_id, 1, " APLAUSO_SEGMENT
    ", 'q' || x, CAST(1 + (a.user_id * 7 + x) % 5 AS TEXT), 1, (1 + (a.user_id * 7 + x) % 5) * "
    "1000000, '' FROM survey_audience a CROSS JOIN " APLAUSO_SERIES_SQLITE(
        "20") " " APLAUSO_ANSWERED_WHERE,
    "INSERT INTO private_answers (response_key, org_id, source, cycle, segment, item, choice, "
    "has_number, number_micros, text) SELECT 'h' || a.survey_id || '-' || a.user_id, a.org_id, "
    "'survey:' || a.survey_id, 1, " APLAUSO_SEGMENT
    ", 'q' || x, CAST(1 + (a.user_id * 7 + x) % 5 AS TEXT), 1, (1 + (a.user_id * 7 + x) % 5) * "
    "1000000, '' FROM survey_audience a CROSS JOIN " APLAUSO_SERIES_POSTGRES(
        "20") " " APLAUSO_ANSWERED_WHERE};
// Hints of the last day ($4 now): a pulse's launch and answers move everyone's pending count.
constexpr Statement kSignals{
    "bench.signals",
    "INSERT INTO live_signals (org_id, user_id, name, created_at) SELECT $1, $2 + x % $3, "
    "'surveys.pending', $4 - x * 300 FROM " APLAUSO_SERIES_SQLITE("$5"),
    "INSERT INTO live_signals (org_id, user_id, name, created_at) SELECT $1, $2 + x % $3, "
    "'surveys.pending', $4 - x * 300 FROM " APLAUSO_SERIES_POSTGRES("$5")};
// --- Voice and wellbeing: moods, suggestions, a NOM-035 application ---------------------------
// Every person's check-in on each of the last $2 days before $3 (a day number since 1970).
constexpr Statement kMoodEntries{
    "bench.mood_entries",
    "INSERT INTO mood_entries (org_id, user_id, day, level, note, tags, created_at, updated_at) "
    "SELECT u.org_id, u.id, date(($3 - x) * 86400, 'unixepoch'), 1 + (u.id * 7 + x) % 5, '', '', "
    "1, 1 FROM users u CROSS JOIN " APLAUSO_SERIES_SQLITE("$2") " WHERE u.org_id = $1",
    "INSERT INTO mood_entries (org_id, user_id, day, level, note, tags, created_at, updated_at) "
    "SELECT u.org_id, u.id, to_char(DATE '1970-01-01' + CAST($3 - x AS INTEGER), 'YYYY-MM-DD'), "
    "1 + (u.id * 7 + x) % 5, '', '', 1, 1 FROM users u CROSS JOIN " APLAUSO_SERIES_POSTGRES(
        "$2") " WHERE u.org_id = $1"};
// $2 support messages per person, an hour apart (ADR 0067).
constexpr Statement kSupportMessages{
    "bench.support_messages",
    "INSERT INTO support_messages (org_id, user_id, topic, subject, body, page, created_at) "
    "SELECT u.org_id, u.id, 'other', 'Asunto ' || x, 'Mensaje número ' || x, NULL, "
    "1700000000000 + x * 3600000 FROM users u CROSS JOIN " APLAUSO_SERIES_SQLITE(
        "$2") " WHERE u.org_id = $1",
    "INSERT INTO support_messages (org_id, user_id, topic, subject, body, page, created_at) "
    "SELECT u.org_id, u.id, 'other', 'Asunto ' || x, 'Mensaje número ' || x, NULL, "
    "1700000000000 + x * 3600000 FROM users u CROSS JOIN " APLAUSO_SERIES_POSTGRES(
        "$2") " WHERE u.org_id = $1"};
// Each support message's two mails, sent: to the support address answerable to the person, and
// the copy to the person.
constexpr Statement kSupportMails{
    "bench.support_mails",
    "INSERT INTO mail_outbox (org_id, kind, to_address, subject, text_body, html_body, reply_to, "
    "status, attempts, next_attempt_at, created_at, sent_at) SELECT m.org_id, k.kind, "
    "CASE k.kind WHEN 'support_message' THEN 'soporte@bench.local' ELSE u.email END, m.subject, "
    "m.body, m.body, CASE k.kind WHEN 'support_message' THEN u.email END, 'sent', 1, m.created_at, "
    "m.created_at, m.created_at FROM support_messages m JOIN users u ON u.id = m.user_id CROSS "
    "JOIN (SELECT 'support_message' AS kind UNION ALL SELECT 'support_copy') k WHERE m.org_id = "
    "$1"};
// The files repository (ADR 0068): a personal folder per person with $2 payslips each, a folder
// per department for its people with five documents, and a policies folder for everyone whose
// 50 documents ask for a read confirmation, seven in ten people having confirmed each.
constexpr Statement kPersonalFolders{
    "bench.personal_folders",
    "INSERT INTO file_folders (org_id, depth, name, kind, person_id, created_at, updated_at) "
    "SELECT org_id, 1, 'Documentos personales', 'personal', id, 1, 1 FROM users WHERE org_id = "
    "$1"};
constexpr Statement kDepartmentFolders{
    "bench.department_folders",
    "INSERT INTO file_folders (org_id, depth, name, kind, audience_everyone, created_at, "
    "updated_at) SELECT org_id, 1, 'Área ' || id, 'shared', 0, 1, 1 FROM departments WHERE org_id "
    "= $1 UNION ALL SELECT CAST($1 AS BIGINT), 1, 'Políticas', 'shared', 1, 1, 1"};
constexpr Statement kDepartmentAudience{
    "bench.department_audience",
    "INSERT INTO file_folder_audience (org_id, folder_id, kind, ref_id) SELECT f.org_id, f.id, "
    "'department', d.id FROM file_folders f JOIN departments d ON d.org_id = f.org_id AND f.name "
    "= 'Área ' || d.id WHERE f.org_id = $1"};
constexpr Statement kOwnRoots{
    "bench.own_roots",
    "UPDATE file_folders SET root_id = id WHERE org_id = $1 AND root_id IS NULL"};
constexpr Statement kPayslips{
    "bench.payslips",
    "INSERT INTO repository_files (org_id, folder_id, name, name_key, tags, requires_ack, "
    "version_number, content_type, size, created_at, updated_at) SELECT f.org_id, f.id, "
    "'Liquidación ' || x, 'liquidación ' || x, 'liquidacion', 0, 1, 'application/pdf', 48000, 1, "
    "1 FROM file_folders f CROSS JOIN " APLAUSO_SERIES_SQLITE("$2") " WHERE f.org_id = $1 AND "
    "f.kind = 'personal'",
    "INSERT INTO repository_files (org_id, folder_id, name, name_key, tags, requires_ack, "
    "version_number, content_type, size, created_at, updated_at) SELECT f.org_id, f.id, "
    "'Liquidación ' || x, 'liquidación ' || x, 'liquidacion', 0, 1, 'application/pdf', 48000, 1, "
    "1 FROM file_folders f CROSS JOIN " APLAUSO_SERIES_POSTGRES("$2") " WHERE f.org_id = $1 AND "
    "f.kind = 'personal'"};
constexpr Statement kSharedFiles{
    "bench.shared_files",
    "INSERT INTO repository_files (org_id, folder_id, name, name_key, tags, requires_ack, "
    "version_number, content_type, size, created_at, updated_at) SELECT f.org_id, f.id, "
    "'Documento ' || x, 'documento ' || x, 'politica', f.audience_everyone, 1, 'application/pdf', "
    "90000, 1, 1 FROM file_folders f CROSS JOIN " APLAUSO_SERIES_SQLITE("50") " WHERE f.org_id = "
    "$1 AND f.kind = 'shared' AND (f.audience_everyone = 1 OR x <= 5)",
    "INSERT INTO repository_files (org_id, folder_id, name, name_key, tags, requires_ack, "
    "version_number, content_type, size, created_at, updated_at) SELECT f.org_id, f.id, "
    "'Documento ' || x, 'documento ' || x, 'politica', f.audience_everyone, 1, 'application/pdf', "
    "90000, 1, 1 FROM file_folders f CROSS JOIN " APLAUSO_SERIES_POSTGRES("50") " WHERE f.org_id "
    "= $1 AND f.kind = 'shared' AND (f.audience_everyone = 1 OR x <= 5)"};
constexpr Statement kFileVersions{
    "bench.file_versions",
    "INSERT INTO file_versions (org_id, file_id, number, storage_key, content_type, size, sha256, "
    "note, created_at) SELECT org_id, id, 1, 'repository.bench' || id || '.pdf', content_type, "
    "size, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', '', 1 FROM "
    "repository_files WHERE org_id = $1"};
constexpr Statement kCurrentVersions{
    "bench.current_versions",
    "UPDATE repository_files SET version_id = (SELECT v.id FROM file_versions v WHERE v.org_id = "
    "repository_files.org_id AND v.file_id = repository_files.id) WHERE org_id = $1"};
constexpr Statement kFileTags{
    "bench.file_tags",
    "INSERT INTO repository_file_tags (org_id, file_id, tag) SELECT org_id, id, tags FROM "
    "repository_files WHERE org_id = $1"};
constexpr Statement kFileAcks{
    "bench.file_acks",
    "INSERT INTO file_acknowledgements (org_id, file_id, version_id, user_id, version_number, "
    "sha256, confirmed_at) SELECT fi.org_id, fi.id, fi.version_id, u.id, 1, "
    "'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 1 FROM repository_files "
    "fi JOIN users u ON u.org_id = fi.org_id WHERE fi.org_id = $1 AND fi.requires_ack = 1 AND "
    "(u.id + fi.id) % 10 < 7"};
constexpr Statement kFileRows{"bench.file_rows", "SELECT COUNT(*) FROM repository_files"};
constexpr Statement kAckRows{"bench.ack_rows", "SELECT COUNT(*) FROM file_acknowledgements"};
// Benefits (ADR 0069): $2 published benefits (every fourth requestable with HR approval and a
// price), and $3 requests a person spread over them, most decided.
constexpr Statement kBenefits{
    "bench.benefits",
    "INSERT INTO benefits (org_id, title, description, provider, category, how_to_use, mode, "
    "approval, price_points, status, created_at, updated_at) SELECT $1, 'Beneficio ' || x, '', "
    "'Proveedor', 'Categoría ' || (x % 6), '', CASE WHEN x % 4 = 0 THEN 'requestable' ELSE "
    "'granted' END, CASE WHEN x % 4 = 0 THEN 'hr' ELSE 'none' END, CASE WHEN x % 4 = 0 THEN 100 "
    "ELSE 0 END, 'published', 1, 1 FROM " APLAUSO_SERIES_SQLITE("$2"),
    "INSERT INTO benefits (org_id, title, description, provider, category, how_to_use, mode, "
    "approval, price_points, status, created_at, updated_at) SELECT $1, 'Beneficio ' || x, '', "
    "'Proveedor', 'Categoría ' || (x % 6), '', CASE WHEN x % 4 = 0 THEN 'requestable' ELSE "
    "'granted' END, CASE WHEN x % 4 = 0 THEN 'hr' ELSE 'none' END, CASE WHEN x % 4 = 0 THEN 100 "
    "ELSE 0 END, 'published', 1, 1 FROM " APLAUSO_SERIES_POSTGRES("$2")};
constexpr Statement kBenefitRequests{
    "bench.benefit_requests",
    "INSERT INTO benefit_requests (org_id, benefit_id, user_id, status, note, price_points, "
    "approval, created_at) SELECT u.org_id, b.id, u.id, CASE WHEN x = 1 AND u.id % 3 = 0 "
    "THEN 'pending' WHEN (u.id + x) % 10 = 1 THEN 'rejected' ELSE 'approved' END, '', 100, 'hr', "
    "1700000000000 + x * 86400000 FROM users u CROSS JOIN " APLAUSO_SERIES_SQLITE(
        "$2") " JOIN benefits b ON b.org_id = u.org_id AND b.mode = 'requestable' AND b.title = "
              "'Beneficio ' || (4 * (1 + (u.id + 7 * x) % 10)) WHERE u.org_id = $1 AND (u.id + "
              "x) % 10 <> 0",
    "INSERT INTO benefit_requests (org_id, benefit_id, user_id, status, note, price_points, "
    "approval, created_at) SELECT u.org_id, b.id, u.id, CASE WHEN x = 1 AND u.id % 3 = 0 "
    "THEN 'pending' WHEN (u.id + x) % 10 = 1 THEN 'rejected' ELSE 'approved' END, '', 100, 'hr', "
    "1700000000000 + x * 86400000 FROM users u CROSS JOIN " APLAUSO_SERIES_POSTGRES(
        "$2") " JOIN benefits b ON b.org_id = u.org_id AND b.mode = 'requestable' AND b.title = "
              "'Beneficio ' || (4 * (1 + (u.id + 7 * x) % 10)) WHERE u.org_id = $1 AND (u.id + "
              "x) % 10 <> 0"};
// Ten request types, half with two steps (leader, then admins), half with one (admins).
constexpr Statement kRequestTypes{
    "bench.request_types",
    "INSERT INTO request_types (org_id, name, description, form_id, sla_days, steps, status, "
    "created_at, updated_at) SELECT $1, 'Solicitud ' || x, '', 'bench-request', 3, CASE WHEN x "
    "% 2 = 0 THEN '[{\"approver\":\"leader\"},{\"approver\":\"admins\"}]' ELSE "
    "'[{\"approver\":\"admins\"}]' END, 'active', 1, 1 FROM " APLAUSO_SERIES_SQLITE("$2"),
    "INSERT INTO request_types (org_id, name, description, form_id, sla_days, steps, status, "
    "created_at, updated_at) SELECT $1, 'Solicitud ' || x, '', 'bench-request', 3, CASE WHEN x "
    "% 2 = 0 THEN '[{\"approver\":\"leader\"},{\"approver\":\"admins\"}]' ELSE "
    "'[{\"approver\":\"admins\"}]' END, 'active', 1, 1 FROM " APLAUSO_SERIES_POSTGRES("$2")};
// $2 requests a person, spread over the types: the newest of one in three waits (for the
// person's leader on two-step types, for the admins otherwise; a deadline a few days after), the
// others were decided (one in ten rejected).
constexpr Statement kRequestRows{
    "bench.requests",
    "INSERT INTO requests (org_id, type_id, user_id, form_version, answers, status, chain, step, "
    "approver_id, due_at, created_at, updated_at, decided_at) SELECT u.org_id, t.id, u.id, 1, "
    "'{}', CASE WHEN x = 1 AND u.id % 3 = 0 THEN 'pending' WHEN (u.id + x) % 10 = 1 THEN "
    "'rejected' ELSE 'approved' END, t.steps, 0, CASE WHEN x = 1 AND u.id % 3 = 0 AND t.steps "
    "LIKE '%leader%' THEN u.leader_id END, 1700000000000 + x * 86400000 + 259200000, "
    "1700000000000 + x * 86400000, 1700000000000 + x * 86400000, CASE WHEN x = 1 AND u.id % 3 = "
    "0 THEN NULL ELSE 1700000000000 + x * 86400000 + 3600000 END FROM users u CROSS JOIN "
    APLAUSO_SERIES_SQLITE("$2") " JOIN request_types t ON t.org_id = u.org_id AND t.name = "
    "'Solicitud ' || (1 + (u.id + x) % 10) WHERE u.org_id = $1",
    "INSERT INTO requests (org_id, type_id, user_id, form_version, answers, status, chain, step, "
    "approver_id, due_at, created_at, updated_at, decided_at) SELECT u.org_id, t.id, u.id, 1, "
    "'{}', CASE WHEN x = 1 AND u.id % 3 = 0 THEN 'pending' WHEN (u.id + x) % 10 = 1 THEN "
    "'rejected' ELSE 'approved' END, t.steps, 0, CASE WHEN x = 1 AND u.id % 3 = 0 AND t.steps "
    "LIKE '%leader%' THEN u.leader_id END, 1700000000000 + x * 86400000 + 259200000, "
    "1700000000000 + x * 86400000, 1700000000000 + x * 86400000, CASE WHEN x = 1 AND u.id % 3 = "
    "0 THEN NULL ELSE 1700000000000 + x * 86400000 + 3600000 END FROM users u CROSS JOIN "
    APLAUSO_SERIES_POSTGRES("$2") " JOIN request_types t ON t.org_id = u.org_id AND t.name = "
    "'Solicitud ' || (1 + (u.id + x) % 10) WHERE u.org_id = $1"};
// Each request's submission, and a decision by the admin for the decided ones.
constexpr Statement kRequestSubmitted{
    "bench.request_submitted",
    "INSERT INTO request_events (org_id, request_id, actor_id, kind, step, text, created_at) "
    "SELECT org_id, id, user_id, 'submitted', NULL, '', created_at FROM requests WHERE org_id = "
    "$1"};
constexpr Statement kRequestDecided{
    "bench.request_decided",
    "INSERT INTO request_events (org_id, request_id, actor_id, kind, step, text, created_at) "
    "SELECT org_id, id, $2, CASE WHEN status = 'rejected' THEN 'rejected' ELSE 'approved' END, 0, "
    "'', decided_at FROM requests WHERE org_id = $1 AND status <> 'pending'"};
// Two invoices a person, one in three stamped with a fiscal folio, most of them paid.
constexpr Statement kInvoiceRows{
    "bench.invoices",
    "INSERT INTO invoices (org_id, user_id, concept, amount_cents, currency, issued_on, "
    "issuer_rfc, cfdi_uuid, status, paid_on, paid_cents, created_at) SELECT u.org_id, u.id, "
    "'Reembolso ' || x, 10000 + x * 100, 'MXN', '2026-01-15', 'EKU9003173C9', CASE WHEN (u.id + "
    "x) % 3 = 0 THEN 'UUID-' || u.id || '-' || x END, CASE WHEN x = 1 AND u.id % 4 = 0 THEN "
    "'submitted' WHEN (u.id + x) % 10 = 1 THEN 'rejected' ELSE 'paid' END, CASE WHEN x = 1 AND "
    "u.id % 4 = 0 THEN NULL ELSE '2026-02-01' END, NULL, 1700000000000 + x * 86400000 FROM users "
    "u CROSS JOIN " APLAUSO_SERIES_SQLITE("$2") " WHERE u.org_id = $1",
    "INSERT INTO invoices (org_id, user_id, concept, amount_cents, currency, issued_on, "
    "issuer_rfc, cfdi_uuid, status, paid_on, paid_cents, created_at) SELECT u.org_id, u.id, "
    "'Reembolso ' || x, 10000 + x * 100, 'MXN', '2026-01-15', 'EKU9003173C9', CASE WHEN (u.id + "
    "x) % 3 = 0 THEN 'UUID-' || u.id || '-' || x END, CASE WHEN x = 1 AND u.id % 4 = 0 THEN "
    "'submitted' WHEN (u.id + x) % 10 = 1 THEN 'rejected' ELSE 'paid' END, CASE WHEN x = 1 AND "
    "u.id % 4 = 0 THEN NULL ELSE '2026-02-01' END, NULL, 1700000000000 + x * 86400000 FROM users "
    "u CROSS JOIN " APLAUSO_SERIES_POSTGRES("$2") " WHERE u.org_id = $1"};
constexpr Statement kInvoiceCount{"bench.invoice_count", "SELECT COUNT(*) FROM invoices"};
constexpr Statement kRequestCount{"bench.request_count", "SELECT COUNT(*) FROM requests"};
constexpr Statement kRequestEventCount{"bench.request_event_count",
                                       "SELECT COUNT(*) FROM request_events"};
constexpr Statement kBenefitRequestRows{"bench.benefit_request_rows",
                                        "SELECT COUNT(*) FROM benefit_requests"};
// $2 anonymous suggestions, one in ten archived, statuses spread.
constexpr Statement kSuggestions{
    "bench.suggestions",
    "INSERT INTO suggestions (org_id, title, body, anonymous, author_key, status, archived, "
    "created_at, updated_at) SELECT $1, 'Sugerencia ' || x, 'Propuesta número ' || x, 1, "
    "'k' || (x % 10000), CASE x % 5 WHEN 0 THEN 'nueva' WHEN 1 THEN 'en_revision' WHEN 2 THEN "
    "'aceptada' WHEN 3 THEN 'implementada' ELSE 'descartada' END, CASE WHEN x % 10 = 0 THEN 1 "
    "ELSE 0 END, 1700000000000 + x * 1000, 1700000000000 + x * 1000 FROM " APLAUSO_SERIES_SQLITE(
        "$2"),
    "INSERT INTO suggestions (org_id, title, body, anonymous, author_key, status, archived, "
    "created_at, updated_at) SELECT $1, 'Sugerencia ' || x, 'Propuesta número ' || x, 1, "
    "'k' || (x % 10000), CASE x % 5 WHEN 0 THEN 'nueva' WHEN 1 THEN 'en_revision' WHEN 2 THEN "
    "'aceptada' WHEN 3 THEN 'implementada' ELSE 'descartada' END, CASE WHEN x % 10 = 0 THEN 1 "
    "ELSE 0 END, 1700000000000 + x * 1000, 1700000000000 + x * 1000 FROM " APLAUSO_SERIES_POSTGRES(
        "$2")};
// The inbox's kept counts for them (what the suggestions module writes with each suggestion).
constexpr Statement kSuggestionCounts{
    "bench.suggestion_counts",
    "INSERT INTO suggestion_counts (org_id, archived, status, n) SELECT org_id, archived, status, "
    "COUNT(*) FROM suggestions WHERE org_id = $1 GROUP BY org_id, archived, status"};
// $3 closed NOM-035 applications to everyone (Guía I and III), each with its roster and Guía I.
constexpr Statement kPsyApplications{
    "bench.psy_applications",
    "INSERT INTO psy_applications (org_id, workplace, guide, guide1, sampling, everyone, "
    "department_ids, state, closed_on, created_by, created_at, updated_at) SELECT $1, "
    "'Centro ' || x, 'nom035_g3', 1, 'all', 1, '', 'closed', '2025-06-30', $2, 1, 1 "
    "FROM " APLAUSO_SERIES_SQLITE("$3"),
    "INSERT INTO psy_applications (org_id, workplace, guide, guide1, sampling, everyone, "
    "department_ids, state, closed_on, created_by, created_at, updated_at) SELECT $1, "
    "'Centro ' || x, 'nom035_g3', 1, 'all', 1, '', 'closed', '2025-06-30', $2, 1, 1 "
    "FROM " APLAUSO_SERIES_POSTGRES("$3")};
constexpr Statement kPsyRoster{
    "bench.psy_roster",
    "INSERT INTO psy_roster (org_id, application_id, user_id, department_id, gender, sampled, "
    "guide1_on, main_on) SELECT u.org_id, a.id, u.id, u.department_id, CASE u.id % 2 WHEN 0 THEN "
    "'female' ELSE 'male' END, 1, '2025-06-15', CASE WHEN u.id % 10 < 8 THEN '2025-06-15' END "
    "FROM psy_applications a JOIN users u ON u.org_id = a.org_id WHERE a.org_id = $1"};
constexpr Statement kPsyGuide1{
    "bench.psy_guide1",
    "INSERT INTO psy_guide1 (org_id, application_id, user_id, sealed_answers, needs_referral, "
    "answered_on, status, updated_at) SELECT r.org_id, r.application_id, r.user_id, 'sealed', "
    "CASE WHEN r.user_id % 20 = 0 THEN 1 ELSE 0 END, '2025-06-15', 'pending', 1 FROM psy_roster r "
    "WHERE r.org_id = $1"};
constexpr Statement kVoiceRows{"bench.voice_rows", "SELECT COUNT(*) FROM mood_entries"};
#undef APLAUSO_SEGMENT
#undef APLAUSO_ANSWERED
#undef APLAUSO_ANSWERED_WHERE
#undef APLAUSO_SERIES_SQLITE
#undef APLAUSO_SERIES_POSTGRES

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// --- Goals: the module on, leaders, a company goal, department goals, personal goals ------------
constexpr Statement kGoalsOn{
    "bench.goals_on",
    "INSERT INTO org_services (org_id, service, enabled, updated_at) VALUES ($1, 'goals', 1, 1) "
    "ON CONFLICT (org_id, service) DO UPDATE SET enabled = 1"};
constexpr Statement kGoalLeaders{
    "bench.goal_leaders",
    "UPDATE users SET leader_id = $2 + (id - $2) % 40 WHERE org_id = $1 AND email LIKE 'p%' AND "
    "id - $2 >= 40"};
#define APLAUSO_GOAL_INSERT                                                                   \
  "INSERT INTO goals (org_id, title, owner_id, creator_id, level, department_id, starts_on, " \
  "ends_on, metric, start_value, target_value, current_value, progress, progress_mode, "      \
  "visibility, weight, points, status, checkins, created_at, updated_at) "
constexpr Statement kCompanyGoal{
    "bench.company_goal", APLAUSO_GOAL_INSERT
    "VALUES ($1, 'Crecer 20 % en clientes activos', $2, $2, 'company', NULL, "
    "'2026-01-01', '2026-12-31', 'percent', 0, 20, 0, 0, 'children', "
    "'public', 0, 0, 'active', 0, 1, 1) RETURNING id"};
constexpr Statement kDepartmentGoals{
    "bench.department_goals", APLAUSO_GOAL_INSERT
    "SELECT $1, 'Meta de ' || d.name, $2 + (d.id - $3), $2 + (d.id - $3), "
    "'department', d.id, '2026-01-01', '2026-12-31', 'number', 0, 100, 0, 0, "
    "'children', 'public', 100, 0, 'active', 0, 1, 1 FROM departments d "
    "WHERE d.org_id = $1"};
constexpr Statement kPersonalGoals{
    "bench.personal_goals", APLAUSO_GOAL_INSERT
    "SELECT $1, 'Meta ' || k.j || ' de ' || u.last_name, u.id, u.id, 'personal', NULL, "
    "'2026-01-01', '2026-12-' || (10 + k.j * 4), 'number', 0, 100, (u.id * 7 + k.j * 13) % 100, "
    "(u.id * 7 + k.j * 13) % 100, 'manual', CASE (u.id + k.j) % 10 WHEN 0 THEN 'private' WHEN 1 "
    "THEN 'department' ELSE 'public' END, 20, 0, 'active', 1, 1, 1 FROM users u CROSS JOIN (SELECT "
    "0 AS j UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) k WHERE "
    "u.org_id = $1 AND u.email LIKE 'p%' AND k.j < $2"};
constexpr Statement kGoalOwners{
    "bench.goal_owners",
    "INSERT INTO goal_owners (org_id, goal_id, user_id, is_owner) SELECT org_id, id, owner_id, 1 "
    "FROM goals WHERE org_id = $1"};
constexpr Statement kDepartmentLinks{
    "bench.department_links",
    "INSERT INTO goal_links (org_id, parent_id, child_id, contribution, created_at) SELECT "
    "org_id, $2, id, 1 + id % 50, 1 FROM goals WHERE org_id = $1 AND level = 'department'"};
constexpr Statement kPersonalLinks{
    "bench.personal_links",
    "INSERT INTO goal_links (org_id, parent_id, child_id, contribution, created_at) SELECT "
    "g.org_id, d.id, g.id, 1 + g.id % 20, 1 FROM goals g JOIN users u ON u.id = g.owner_id JOIN "
    "goals d ON d.org_id = g.org_id AND d.level = 'department' AND d.department_id = "
    "u.department_id WHERE g.org_id = $1 AND g.level = 'personal'"};
// Calculated goals: their children's weighted mean (departments first, then the company).
constexpr Statement kRollGoals{
    "bench.roll_goals",
    "UPDATE goals SET progress = COALESCE((SELECT SUM(l.contribution * c.progress) / "
    "SUM(l.contribution) FROM goal_links l JOIN goals c ON c.id = l.child_id WHERE l.org_id = "
    "goals.org_id AND l.parent_id = goals.id), 0) WHERE org_id = $1 AND level = $2"};
#undef APLAUSO_GOAL_INSERT
constexpr Statement kGoalCount{"bench.goal_count", "SELECT COUNT(*) FROM goals WHERE org_id = $1"};

}  // namespace

BenchOrg generate(Application& app, long people, long posts, const char* password_text) {
  const auto& db = app.db();
  const auto t_gen = std::chrono::steady_clock::now();
  tenancy::OrganizationSpec spec;
  spec.name = "Bench";
  spec.hosts = {"bench.test"};
  for (auto m : tenancy::built_modules()) spec.modules.emplace_back(m);
  spec.admin.email = "admin@bench.test";
  spec.admin.password = password_text;
  const auto created = app.service<tenancy::OrgService>().create(spec);
  BenchOrg out;
  out.org = created.org_id;
  out.admin_id = created.admin_id;
  const OrgId o = out.org;
  const std::string hash = password::hash(password_text, password::Cost::kFast);
  db.transact([&](db::Conn& c) {
    c.exec(kPeople, {o, hash, people});
    out.type_id = *c.scalar(kType, {o});
    out.value_id = *c.scalar(kValue, {o});
    out.first_person = *c.scalar(kFirstPerson, {o});
    c.exec(kAccounts, {o});
  });
  // Posts, then everything around them, in batches of 100,000 posts so neither engine holds one
  // giant transaction.
  constexpr long kBatch = 100'000;
  for (long done = 0; done < posts; done += kBatch) {
    const long batch = std::min(kBatch, posts - done);
    db.transact([&](db::Conn& c) { c.exec(kPosts, {o, out.first_person, done, people, batch}); });
  }
  std::int64_t low = 0, high = 0;
  db.run([&](db::Conn& c) {
    for (const db::Row& r : c.query(kPostIds, {o})) {
      low = r.i64(0);
      high = r.i64(1);
    }
  });
  out.first_post = low;
  out.last_post = high;
  // Statistics first: the joins below are planned for the tables as they are, not as empty.
  const auto analyze = [&] { db.run([&](db::Conn& c) { c.script("ANALYZE"); }); };
  analyze();
  for (std::int64_t from = low - 1; from < high; from += kBatch) {
    const std::int64_t to = std::min<std::int64_t>(high, from + kBatch);
    db.transact([&](db::Conn& c) {
      c.exec(kReceivers, {o, from, to, out.first_person, people});
      c.exec(kPostTypes, {o, from, to, out.type_id});
      c.exec(kPostValues, {o, from, to, out.value_id});
      c.exec(kLikes, {o, from, to, out.first_person, people});
      c.exec(kComments, {o, from, to, out.first_person, people});
      c.exec(kReactions, {o, from, to, out.first_person, people});
    });
    if (from == low - 1) analyze();  // the first batch tells the planner what the joins meet
  }
  analyze();
  for (std::int64_t from = low - 1; from < high; from += kBatch) {
    const std::int64_t to = std::min<std::int64_t>(high, from + kBatch);
    db.transact([&](db::Conn& c) {
      c.exec(kRecognitionNotifications, {o, from, to});
      c.exec(kLikeNotifications, {o, from, to});
      c.exec(kCommentNotifications, {o, from, to});
      c.exec(kLedger, {o, from, to});
    });
  }
  // Every card rendered by the product's own renderer, as a written post would have it.
  const feed::CardRenderer renderer;
  for (std::int64_t after = 0;;) {
    std::vector<feed::CardSource> batch;
    db.run([&](db::Conn& c) {
      for (const db::Row& r : c.query(kPostBatch, {o, after, 2000})) {
        batch.push_back({r.i64(0), r.opt_i64(1)});
      }
    });
    if (batch.empty()) break;
    after = batch.back().post_id;
    db.transact([&](db::Conn& c) { renderer.render_and_store(c, o, batch); });
  }
  std::int64_t likes = 0;
  db.run([&](db::Conn& c) {
    c.script(db.is_postgres() ? "VACUUM ANALYZE" : "ANALYZE");
    likes = c.scalar(kTableRows, {}).value_or(0);
  });
  app.service<tenancy::TenantDirectory>().invalidate();
  std::cout << "generated in " << std::fixed << std::setprecision(1) << seconds_since(t_gen)
            << " s (" << likes << " likes)\n\n";
  return out;
}

std::int64_t generate_surveys(Application& app, const BenchOrg& org, long people, long history,
                              long signals) {
  const auto& db = app.db();
  const auto started = std::chrono::steady_clock::now();
  const OrgId o = org.org;
  std::int64_t first_department = 0;
  db.transact([&](db::Conn& c) {
    c.exec(kDepartments, {o, 40});
    first_department = *c.scalar(kFirstDepartment, {o});
    c.exec(kPlacePeople, {o, first_department});
  });
  std::vector<std::int64_t> surveys;
  db.transact([&](db::Conn& c) {
    if (history > 0) c.exec(kHistorySurveys, {o, history});
    for (const db::Row& r : c.query(kHistoryIds, {o})) surveys.push_back(r.i64(0));
  });
  // One transaction per pulse: about 200,000 answers each at 10,000 people.
  for (const auto id : surveys) {
    db.transact([&](db::Conn& c) {
      c.exec(kHistoryAudience, {o, id});
      c.exec(kHistoryParticipation, {o, id});
      c.exec(kHistoryResponses, {o, id});
      c.exec(kHistoryAnswers, {o, id});
    });
  }
  const std::int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::system_clock::now().time_since_epoch())
                               .count();
  if (signals > 0) {
    db.transact([&](db::Conn& c) {
      c.exec(kSignals, {o, org.first_person, static_cast<std::int64_t>(people), now, signals});
    });
  }
  db.run([&](db::Conn& c) { c.script(db.is_postgres() ? "VACUUM ANALYZE" : "ANALYZE"); });
  app.service<tenancy::TenantDirectory>().invalidate();
  std::cout << "surveys: 40 departments, " << history << " past pulses of 20 questions ("
            << history * people * 7 / 10 << " responses), " << signals
            << " live hints, generated in " << std::fixed << std::setprecision(1)
            << seconds_since(started) << " s\n";
  return first_department;
}

void generate_voice(Application& app, const BenchOrg& org, long mood_days, long suggestions,
                    long applications, long support_per_person) {
  const auto& db = app.db();
  const auto started = std::chrono::steady_clock::now();
  const OrgId o = org.org;
  const std::int64_t today = std::chrono::duration_cast<std::chrono::days>(
                                 std::chrono::system_clock::now().time_since_epoch())
                                 .count();
  std::int64_t moods = 0;
  db.transact([&](db::Conn& c) {
    c.exec(kMoodEntries, {o, mood_days, today});
    c.exec(kSuggestions, {o, suggestions});
    c.exec(kSuggestionCounts, {o});
    c.exec(kPsyApplications, {o, org.admin_id, applications});
    c.exec(kPsyRoster, {o});
    c.exec(kPsyGuide1, {o});
    c.exec(kSupportMessages, {o, support_per_person});
    c.exec(kSupportMails, {o});
    moods = c.scalar(kVoiceRows, {}).value_or(0);
  });
  db.run([&](db::Conn& c) { c.script(db.is_postgres() ? "VACUUM ANALYZE" : "ANALYZE"); });
  std::cout << "voice: " << moods << " mood check-ins (" << mood_days << " days), " << suggestions
            << " suggestions, " << applications
            << " NOM-035 applications to everyone (rosters and Guía I), " << support_per_person
            << " support messages a person (two sent mails each), generated in " << std::fixed
            << std::setprecision(1) << seconds_since(started) << " s\n";
}

void generate_files(Application& app, const BenchOrg& org, long payslips_per_person,
                    long requests_per_person) {
  const auto& db = app.db();
  const auto started = std::chrono::steady_clock::now();
  const OrgId o = org.org;
  std::int64_t files = 0;
  std::int64_t acks = 0;
  std::int64_t requests = 0;
  std::int64_t asked = 0;
  std::int64_t timeline = 0;
  std::int64_t invoices = 0;
  db.transact([&](db::Conn& c) {
    c.exec(kPersonalFolders, {o});
    c.exec(kDepartmentFolders, {o});
    c.exec(kOwnRoots, {o});
    c.exec(kDepartmentAudience, {o});
    c.exec(kPayslips, {o, payslips_per_person});
    c.exec(kSharedFiles, {o});
    c.exec(kFileVersions, {o});
    c.exec(kCurrentVersions, {o});
    c.exec(kFileTags, {o});
    c.exec(kFileAcks, {o});
    c.exec(kBenefits, {o, 100});
    c.exec(kBenefitRequests, {o, requests_per_person});
    files = c.scalar(kFileRows, {}).value_or(0);
    acks = c.scalar(kAckRows, {}).value_or(0);
    requests = c.scalar(kBenefitRequestRows, {}).value_or(0);
    c.exec(kRequestTypes, {o, 10});
    c.exec(kRequestRows, {o, requests_per_person});
    c.exec(kRequestSubmitted, {o});
    c.exec(kRequestDecided, {o, org.admin_id});
    asked = c.scalar(kRequestCount, {}).value_or(0);
    timeline = c.scalar(kRequestEventCount, {}).value_or(0);
    c.exec(kInvoiceRows, {o, 2});
    invoices = c.scalar(kInvoiceCount, {}).value_or(0);
  });
  db.run([&](db::Conn& c) { c.script(db.is_postgres() ? "VACUUM ANALYZE" : "ANALYZE"); });
  std::cout << "files: " << files << " files (" << payslips_per_person
            << " payslips a person, five documents a department, 50 policies for everyone) with "
               "their versions and tags, "
            << acks << " read confirmations; 100 benefits and " << requests
            << " benefit requests; 10 request types with " << asked << " requests and " << timeline
            << " timeline entries; " << invoices << " invoices, generated in " << std::fixed
            << std::setprecision(1) << seconds_since(started) << " s\n";
}

std::int64_t generate_goals(Application& app, const BenchOrg& org, long per_person,
                            std::int64_t first_department) {
  const auto& db = app.db();
  const auto started = std::chrono::steady_clock::now();
  const OrgId o = org.org;
  std::int64_t company = 0;
  db.transact([&](db::Conn& c) {
    c.exec(kGoalsOn, {o});
    c.exec(kGoalLeaders, {o, org.first_person});
    company = c.scalar(kCompanyGoal, {o, org.admin_id}).value_or(0);
    c.exec(kDepartmentGoals, {o, org.first_person, first_department});
    c.exec(kPersonalGoals, {o, static_cast<std::int64_t>(per_person)});
    c.exec(kGoalOwners, {o});
    c.exec(kDepartmentLinks, {o, company});
    c.exec(kPersonalLinks, {o});
    c.exec(kRollGoals, {o, "department"});
    c.exec(kRollGoals, {o, "company"});
  });
  std::int64_t goals = 0;
  db.run([&](db::Conn& c) {
    c.script(db.is_postgres() ? "VACUUM ANALYZE" : "ANALYZE");
    goals = c.scalar(kGoalCount, {o}).value_or(0);
  });
  app.service<tenancy::TenantDirectory>().invalidate();
  std::cout << "goals: " << goals << " goals (" << per_person
            << " per person under 40 department goals under one company goal), generated in "
            << std::fixed << std::setprecision(1) << seconds_since(started) << " s\n";
  return company;
}

}  // namespace aplauso::bench
