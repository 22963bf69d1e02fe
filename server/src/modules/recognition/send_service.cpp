#include "modules/recognition/send_service.h"

#include <algorithm>
#include <boost/json/object.hpp>
#include <set>

#include "core/errors.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/feed/post_cards.h"
#include "modules/feed/post_writer.h"
#include "modules/media/media_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"

namespace aplauso::recognition {

namespace {
ApiError type_not_found() {
  return rule_broken("type_not_found", "El tipo de reconocimiento no existe.",
                     {{"post_types", "Tipo no válido."}});
}

void check_type(const RecognitionType& t, Role sender_role, std::int64_t amount) {
  if (!t.active) {
    throw rule_broken("type_inactive", "El tipo de reconocimiento «" + t.name + "» no está activo.",
                      {{"post_types", "Tipo inactivo."}});
  }
  if (!t.allows(sender_role) || (t.special && sender_role == Role::kEmployee)) {
    throw rule_broken("type_not_allowed",
                      "Tu rol no puede enviar reconocimientos de tipo «" + t.name + "».",
                      {{"post_types", "No disponible para tu rol."}});
  }
  if (amount < t.min_points || amount > t.max_points) {
    const std::string range = std::to_string(t.min_points) + " y " + std::to_string(t.max_points);
    throw rule_broken("amount_out_of_bounds",
                      "Los puntos de «" + t.name + "» deben estar entre " + range + ".",
                      {{"amount", "Entre " + range + "."}});
  }
}
}  // namespace

SendService::Asked SendService::checked(SenderMode mode, const SendRequest& r) {
  Asked asked;
  asked.receiver_emails = feed::checked_receivers(r.receiver_emails);
  if (!r.amount) throw invalid_input("amount", "Indica cuántos puntos das a cada persona.");
  if (*r.amount < 0) throw invalid_input("amount", "Los puntos no pueden ser negativos.");
  asked.amount = *r.amount;
  if (r.type_ids.empty()) throw invalid_input("post_types", "Elige un tipo de reconocimiento.");
  asked.message = feed::checked_message(r.message);
  if (r.attachment_keys.size() > 5) {
    throw invalid_input("attachments", "Puedes adjuntar como máximo 5 archivos.");
  }
  if (mode == SenderMode::kOnBehalf && (!r.sender_email || r.sender_email->empty())) {
    throw invalid_input("sender_email", "Indica quién envía el reconocimiento (sender_email).");
  }
  asked.type_ids = {r.type_ids.begin(), r.type_ids.end()};
  asked.value_ids = {r.value_ids.begin(), r.value_ids.end()};
  asked.attachment_keys = {r.attachment_keys.begin(), r.attachment_keys.end()};
  asked.media_id = r.media_id;
  return asked;
}

SendService::Parties SendService::parties(db::Conn& c, OrgId org, const Principal& caller,
                                          SenderMode mode, const SendRequest& r,
                                          const Asked& asked) const {
  std::vector<std::string> wanted = asked.receiver_emails;
  const std::string sender_email =
      mode == SenderMode::kOnBehalf ? users::normalize_email(*r.sender_email) : "";
  if (mode == SenderMode::kOnBehalf) wanted.push_back(sender_email);
  const auto people =
      users_.find_by_id_or_emails(c, org, mode == SenderMode::kCaller ? caller.user_id : 0, wanted);
  std::optional<users::User> sender;
  for (const auto& u : people) {
    if (mode == SenderMode::kCaller ? u.id == caller.user_id
                                    : u.email == sender_email && u.active) {
      sender = u;
    }
  }
  if (mode == SenderMode::kCaller) {
    if (!sender) throw unauthorized();
    if (r.sender_email && !r.sender_email->empty() &&
        users::normalize_email(*r.sender_email) != sender->email) {
      throw forbidden("sender_mismatch",
                      "No puedes enviar reconocimientos en nombre de otra persona.");
    }
  } else if (!sender) {
    throw rule_broken("sender_not_found",
                      "El remitente no existe o no está activo en la organización.",
                      {{"sender_email", "Remitente no válido."}});
  }
  if (!sender->active) throw unauthorized();
  auto receivers = feed::receivers_among(people, asked.receiver_emails);
  if (receivers.contains(sender->email)) {
    throw rule_broken("self_recognition", "No puedes reconocerte a ti mismo.",
                      {{"reciever_emails", "No puedes incluirte."}});
  }
  return {std::move(*sender), std::move(receivers)};
}

SendService::Chosen SendService::chosen(db::Conn& c, OrgId org, const Principal& caller,
                                        const users::User& sender,
                                        std::optional<std::int64_t> sub_type_id,
                                        const Asked& asked) const {
  Chosen out;
  const auto& type_ids = asked.type_ids;
  out.types = catalog_.types_by_id(c, org, {type_ids.begin(), type_ids.end()});
  for (const std::int64_t id : type_ids) {
    const auto t =
        std::find_if(out.types.begin(), out.types.end(), [&](auto& x) { return x.id == id; });
    if (t == out.types.end()) throw type_not_found();
    check_type(*t, sender.role, asked.amount);
    out.special = out.special || t->special;
  }
  if (sub_type_id) {
    out.sub_type = catalog_.sub_type(c, org, *sub_type_id);
    if (!out.sub_type || !out.sub_type->active || !type_ids.contains(out.sub_type->type_id)) {
      throw rule_broken("sub_type_invalid", "El subtipo no pertenece al tipo elegido.",
                        {{"sub_type_id", "Subtipo no válido."}});
    }
  }
  const auto& value_ids = asked.value_ids;
  // VAL-2: the organisation decides whether a recognition carries a value.
  const std::string mode = catalog_.values_mode(c, org);
  if (mode == "required" && value_ids.empty()) {
    throw invalid_input("values",
                        "Elige al menos un valor corporativo: tu organización lo pide en cada "
                        "reconocimiento.");
  }
  if (mode == "off" && !value_ids.empty()) {
    throw invalid_input("values",
                        "Tu organización no usa valores corporativos en los reconocimientos: "
                        "envíalo sin valores.");
  }
  out.values = catalog_.values_by_id(c, org, {value_ids.begin(), value_ids.end()});
  if (out.values.size() != value_ids.size() ||
      std::any_of(out.values.begin(), out.values.end(), [](auto& v) { return !v.active; })) {
    throw rule_broken("value_not_found",
                      "Uno de los valores corporativos no existe o no está activo.",
                      {{"values", "Valor no válido."}});
  }
  const auto& keys = asked.attachment_keys;
  out.attachments =
      catalog_.own_attachments(c, org, {keys.begin(), keys.end()}, sender.id, caller.user_id);
  if (out.attachments.size() != keys.size()) {
    throw rule_broken("attachment_not_found",
                      "Un archivo adjunto no existe o no terminó de subirse.",
                      {{"attachments", "Adjunto no válido."}});
  }
  // A picture of the organisation's library, shown after the sender's own attachments.
  if (asked.media_id) {
    const auto item = media_.chosen(c, org, *asked.media_id);
    out.attachments.push_back({item.storage_key, item.title, item.content_type, item.size});
  }
  return out;
}

feed::NewPost SendService::compose(const Asked& asked, const SendRequest& r, const Parties& parties,
                                   const Chosen& chosen, std::vector<std::int64_t>& paid) {
  feed::NewPost post;
  post.kind = "recognition";
  post.author_id = parties.sender.id;
  post.message = asked.message;
  post.amount = asked.amount;
  post.sub_type_id = r.sub_type_id;
  post.special = chosen.special;
  post.type_ids.assign(asked.type_ids.begin(), asked.type_ids.end());
  post.value_ids.assign(asked.value_ids.begin(), asked.value_ids.end());
  for (const auto& a : chosen.attachments) post.attachment_keys.push_back(a.key);
  feed::CardContent card;
  card.sender = users::to_person(parties.sender);
  for (const auto& [email, who] : parties.receivers) {
    const std::int64_t points = who.takes_points ? asked.amount : 0;
    post.receivers.push_back(who.id);
    post.receiver_points.push_back(points);
    card.receivers.push_back({who.person, points});
    if (who.takes_points) paid.push_back(who.id);
  }
  std::sort(card.receivers.begin(), card.receivers.end(),
            [](const auto& a, const auto& b) { return a.person.id < b.person.id; });
  for (const auto& t : chosen.types) {
    card.types.push_back({t.id, t.name, t.emoji, t.image_url, t.name_en});
  }
  if (chosen.sub_type) {
    const auto& st = *chosen.sub_type;
    card.sub_type = feed::CardContent::Item{st.id, st.name, {}, {}, st.name_en};
  }
  for (const auto& v : chosen.values) {
    card.values.push_back({v.id, v.name, v.emoji, std::nullopt, v.name_en});
  }
  for (const auto& a : chosen.attachments) {
    card.attachments.push_back({a.key, a.name, a.content_type, a.size});
  }
  post.card = std::move(card);
  post.total_points = asked.amount * static_cast<std::int64_t>(paid.size());
  return post;
}

std::optional<std::int64_t> SendService::pay_and_notify(
    db::Conn& c, OrgId org, const Principal& caller, const users::User& sender,
    const feed::NewPost& post, const std::vector<std::int64_t>& paid, std::int64_t post_id) const {
  std::optional<std::int64_t> give_balance;
  if (post.amount > 0 && !paid.empty()) {
    give_balance = points_.pay(
        c, org, sender.id, paid, post.amount,
        {"recognition", std::string("post"), post_id,
         caller.user_id != 0 ? std::optional<std::int64_t>(caller.user_id) : std::nullopt,
         std::nullopt});
  }
  std::vector<boost::json::object> payloads;
  for (std::size_t i = 0; i < post.receivers.size(); ++i) {
    payloads.push_back({{"post_id", post_id},
                        {"actor_id", sender.id},
                        {"sender_id", sender.id},
                        {"sender_name", sender.full_name()},
                        {"points", post.receiver_points[i]}});
  }
  notifications_.notify_each(c, org, "recognition_received", post.receivers, payloads);
  return give_balance;
}

SendOutcome SendService::send(OrgId org, const Principal& caller, SenderMode mode,
                              const SendRequest& r) const {
  const Asked asked = checked(mode, r);
  return db_.transact([&](db::Conn& c) {
    const Parties who = parties(c, org, caller, mode, r, asked);
    const Chosen what = chosen(c, org, caller, who.sender, r.sub_type_id, asked);
    std::vector<std::int64_t> paid;
    const feed::NewPost post = compose(asked, r, who, what, paid);
    feed::PostRow written;
    const std::int64_t now = clock_.now_ms();
    const std::int64_t post_id = posts_.create(c, org, post, now, &written);
    const auto give_balance = pay_and_notify(c, org, caller, who.sender, post, paid, post_id);
    for (const auto& hook : sent_hooks_) hook(c, org, who.sender.id, post.receivers, post_id, now);
    if (r.value_suggested) {
      const bool accepted =
          r.suggestion_accepted.value_or(asked.value_ids.contains(*r.value_suggested));
      catalog_.record_suggestion(c, org, post_id, *r.value_suggested, accepted, clock_.now_ms());
    }
    // Points that moved, or a recognition sent in someone's name (an admin or an API key).
    if (post.total_points > 0 || mode == SenderMode::kOnBehalf) {
      audit_.record(c, org, "recognition.send", {"post", post_id}, nullptr,
                    {{"sender_id", who.sender.id},
                     {"paid", boost::json::array(paid.begin(), paid.end())},
                     {"points_each", post.amount},
                     {"total_points", post.total_points}});
    }
    return SendOutcome{post_id, who.sender.id, post.total_points,
                       give_balance ? *give_balance : points_.balances(c, org, who.sender.id).give,
                       std::move(written)};
  });
}

}  // namespace aplauso::recognition
