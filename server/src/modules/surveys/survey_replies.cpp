#include "modules/surveys/survey_replies.h"

#include <algorithm>
#include <boost/json/value.hpp>
#include <map>
#include <set>

#include "core/crypto.h"
#include "core/errors.h"
#include "core/secret_box.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/forms/form_rules.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/surveys/survey_results.h"

namespace aplauso::surveys {

namespace json = boost::json;

namespace {

constexpr std::string_view kSealPurpose = "survey-reply-owner";
constexpr std::size_t kMaxReply = 2000;

ApiError box_not_found() {
  return not_found("Esa conversación no existe.");
}

std::string checked_text(std::string_view text) {
  auto t = trimmed(text);
  if (t.empty() || utf8_length(t) > kMaxReply || !valid_utf8(t)) {
    throw rule_broken("invalid_reply", "Revisa tu respuesta.",
                      {{"text", "Escribe entre 1 y 2000 caracteres."}});
  }
  return t;
}

std::string in_language(const std::string& es, const std::optional<std::string>& en,
                        const std::string& language) {
  return language == "en" && en && !en->empty() ? *en : es;
}

}  // namespace

std::string SurveyReplies::owner_tag(OrgId org, std::int64_t user_id, std::int64_t survey_id,
                                     std::int64_t cycle) const {
  return crypto::to_hex(crypto::hmac_sha256(
      secret_, "survey-reply:" + std::to_string(org.value) + ":" + std::to_string(user_id) + ":" +
                   std::to_string(survey_id) + ":" + std::to_string(cycle)));
}

void SurveyReplies::open_boxes(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t survey_id,
                               std::int64_t cycle, const forms::Form& form,
                               std::vector<privacy::Answer>& answers) const {
  const auto tag = owner_tag(org, user_id, survey_id, cycle);
  for (auto& a : answers) {
    if (a.text.empty()) continue;
    const auto q = std::find_if(form.questions.begin(), form.questions.end(),
                                [&](const forms::Question& x) { return x.id == a.item; });
    if (q == form.questions.end()) continue;
    NewBox box;
    box.box = crypto::to_hex(crypto::random_bytes(16));
    box.item = a.item;
    box.question_es = q->title ? q->title->es : a.item;
    box.question_en = q->title ? q->title->en : std::nullopt;
    box.owner_tag = tag;
    // Each box sealed on its own (a fresh nonce): equal owners do not show as equal texts.
    box.sealed_owner = secret_box::seal(secret_, kSealPurpose, std::to_string(user_id));
    repo_.insert_box(c, org, survey_id, box);
    a.reply_box = box.box;
  }
}

std::vector<BoxRow> SurveyReplies::boxes(db::Conn& c, OrgId org, std::int64_t survey_id,
                                         const std::vector<std::string>& boxes) const {
  return repo_.boxes_of_survey(c, org, survey_id, boxes);
}

std::vector<BoxRow> SurveyReplies::owned(db::Conn& c, OrgId org, std::int64_t user_id) const {
  std::vector<std::string> tags;
  for (const auto& [survey, cycle] : repo_.answered_cycles(c, org, user_id)) {
    tags.push_back(owner_tag(org, user_id, survey, cycle));
  }
  auto rows = repo_.boxes_of_owner(c, org, tags);
  // The tag finds them; the sealed id confirms them.
  std::erase_if(rows, [&](const BoxRow& r) {
    return secret_box::open(secret_, kSealPurpose, r.sealed_owner) != std::to_string(user_id);
  });
  return rows;
}

std::vector<json::object> SurveyReplies::threads(db::Conn& c, OrgId org,
                                                 const std::vector<BoxRow>& rows, bool for_admins,
                                                 const std::string& language) const {
  std::vector<std::string> ids;
  for (const auto& r : rows) ids.push_back(r.box);
  std::map<std::string, std::string> comments;
  for (auto& bc : privacy_.boxed_comments(c, org, ids)) comments[bc.box] = std::move(bc.text);
  std::map<std::string, json::array> messages;
  for (const auto& m : repo_.messages(c, org, ids)) {
    json::value author = nullptr;
    if (m.from_org) {
      std::string name = m.first_name.value_or("");
      if (m.last_name && !m.last_name->empty()) name += (name.empty() ? "" : " ") + *m.last_name;
      author = name.empty() ? json::value(language == "en" ? "The organisation" : "La organización")
                            : json::value(name);
    }
    messages[m.box].push_back(json::object{{"id", m.id},
                                           {"from", m.from_org ? "organization" : "respondent"},
                                           {"author", author},
                                           {"text", m.text},
                                           {"created_at", m.created_at}});
  }
  std::vector<json::object> out;
  for (const auto& r : rows) {
    const auto comment = comments.find(r.box);
    if (comment == comments.end()) continue;  // the survey's answers were forgotten
    out.push_back(
        json::object{{"box", r.box},
                     {"survey_id", r.survey_id},
                     {"survey_title", in_language(r.title, r.title_en, language)},
                     {"question_id", r.item},
                     {"question_title", in_language(r.question_es, r.question_en, language)},
                     {"comment", for_admins ? redact(comment->second) : comment->second},
                     {"locked", r.locked},
                     {"messages", messages[r.box]}});
  }
  return out;
}

json::object SurveyReplies::thread(OrgId org, std::int64_t survey_id, const std::string& box,
                                   const std::string& language) const {
  return db_.run([&](db::Conn& c) {
    const auto row = repo_.box(c, org, survey_id, box);
    if (!row) throw box_not_found();
    auto out = threads(c, org, {*row}, true, language);
    if (out.empty()) throw box_not_found();
    return std::move(out.front());
  });
}

json::object SurveyReplies::reply(OrgId org, std::int64_t admin_id, std::int64_t survey_id,
                                  const std::string& box, std::string_view text_in,
                                  const std::string& language) const {
  const auto text = checked_text(text_in);
  return db_.transact([&](db::Conn& c) {
    const auto row = repo_.box(c, org, survey_id, box);
    if (!row) throw box_not_found();
    if (row->locked) throw conflict("thread_locked", "La conversación está cerrada.");
    repo_.insert_message(c, org, box, true, admin_id, text, clock_.now_ms());
    if (const auto owner = secret_box::open(secret_, kSealPurpose, row->sealed_owner)) {
      notices_.notify(c, org, "survey_reply", {std::stoll(*owner)},
                      {{"survey_id", survey_id},
                       {"name", row->title},
                       {"name_en", row->title_en.value_or(row->title)}});
    }
    audit_.record(c, org, "surveys.reply", {"survey", survey_id}, nullptr,
                  json::object{{"question_id", row->item}});
    auto out = threads(c, org, {*row}, true, language);
    if (out.empty()) throw box_not_found();
    return std::move(out.front());
  });
}

json::object SurveyReplies::lock(OrgId org, std::int64_t survey_id, const std::string& box,
                                 bool locked, const std::string& language) const {
  return db_.transact([&](db::Conn& c) {
    auto row = repo_.box(c, org, survey_id, box);
    if (!row) throw box_not_found();
    repo_.set_box_locked(c, org, box, locked);
    row->locked = locked;
    auto out = threads(c, org, {*row}, true, language);
    if (out.empty()) throw box_not_found();
    return std::move(out.front());
  });
}

json::array SurveyReplies::mine(OrgId org, std::int64_t user_id,
                                const std::string& language) const {
  auto list = db_.run(
      [&](db::Conn& c) { return threads(c, org, owned(c, org, user_id), false, language); });
  // Newest activity first: the last message's id (or none) then the box.
  const auto last = [](const json::object& t) -> std::int64_t {
    const auto& m = t.at("messages").as_array();
    return m.empty() ? 0 : m.back().at("id").as_int64();
  };
  std::stable_sort(list.begin(), list.end(),
                   [&](const json::object& a, const json::object& b) { return last(a) > last(b); });
  json::array out;
  for (auto& t : list) out.push_back(std::move(t));
  return out;
}

json::object SurveyReplies::answer(OrgId org, std::int64_t user_id, const std::string& box,
                                   std::string_view text_in, const std::string& language) const {
  const auto text = checked_text(text_in);
  return db_.transact([&](db::Conn& c) {
    const auto rows = owned(c, org, user_id);
    const auto row =
        std::find_if(rows.begin(), rows.end(), [&](const BoxRow& r) { return r.box == box; });
    if (row == rows.end()) throw box_not_found();
    if (row->locked) throw conflict("thread_locked", "La conversación está cerrada.");
    // The admins who replied in the thread hear of it.
    std::set<std::int64_t> admins;
    for (const auto& m : repo_.messages(c, org, {box})) {
      if (m.from_org && m.author_id) admins.insert(*m.author_id);
    }
    repo_.insert_message(c, org, box, false, std::nullopt, text, clock_.now_ms());
    if (!admins.empty()) {
      notices_.notify(c, org, "survey_comment_answered", {admins.begin(), admins.end()},
                      {{"survey_id", row->survey_id},
                       {"name", row->title},
                       {"name_en", row->title_en.value_or(row->title)}});
    }
    auto out = threads(c, org, {*row}, false, language);
    if (out.empty()) throw box_not_found();
    return std::move(out.front());
  });
}

}  // namespace aplauso::surveys
