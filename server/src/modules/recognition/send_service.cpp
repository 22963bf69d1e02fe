#include "modules/recognition/send_service.h"

#include <soci/soci.h>

#include <algorithm>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <set>

#include "app/json_input.h"
#include "core/errors.h"
#include "db/row.h"
#include "modules/notifications/notification_repo.h"

namespace aplauso::recognition {

namespace {
constexpr std::size_t kMaxReceivers = 50;
constexpr std::size_t kMaxMessage = 2000;

struct UploadRow {
  std::string key, name, content_type;
  std::int64_t size = 0;
};

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}
}  // namespace

std::vector<std::string> checked_receivers(const std::vector<std::string>& emails) {
  if (emails.empty()) {
    throw invalid_input("reciever_emails", "Elige al menos una persona para reconocer.");
  }
  if (emails.size() > kMaxReceivers) {
    throw invalid_input("reciever_emails", "Puedes reconocer como máximo a 50 personas a la vez.");
  }
  std::vector<std::string> out;
  for (const auto& raw : emails) {
    const std::string e = users::normalize_email(raw);
    if (!users::looks_like_email(e)) {
      throw invalid_input("reciever_emails", "Correo no válido: " + raw);
    }
    if (std::find(out.begin(), out.end(), e) == out.end()) out.push_back(e);
  }
  return out;
}

std::map<std::string, std::pair<std::int64_t, bool>> resolve_receivers(
    soci::session& s, std::int64_t org_id, const std::vector<std::string>& emails) {
  const users::UserRepo users;
  auto found = users.active_by_email(s, org_id, emails);
  std::vector<std::string> unknown;
  for (const auto& e : emails) {
    if (!found.contains(e)) unknown.push_back(e);
  }
  if (!unknown.empty()) {
    throw rule_broken(
        "receiver_not_found",
        "Estas personas no existen o no están activas en tu organización: " + join(unknown),
        {{"reciever_emails", join(unknown)}});
  }
  return found;
}

std::string checked_message(const std::string& message) {
  if (utf8_length(message) > kMaxMessage) {
    throw invalid_input("message", "El mensaje no puede exceder 2000 caracteres.");
  }
  return message;
}

SendOutcome SendService::send(soci::session& s, std::int64_t org_id, const Principal& caller,
                              SenderMode mode, const SendRequest& r) const {
  // --- Shape (400) --------------------------------------------------------------------------
  const auto receiver_emails = checked_receivers(r.receiver_emails);
  if (!r.amount) throw invalid_input("amount", "Indica cuántos puntos das a cada persona.");
  if (*r.amount < 0) throw invalid_input("amount", "Los puntos no pueden ser negativos.");
  if (r.type_ids.empty()) throw invalid_input("post_types", "Elige un tipo de reconocimiento.");
  const std::string message = checked_message(r.message);
  if (r.attachment_keys.size() > 5) {
    throw invalid_input("attachments", "Puedes adjuntar como máximo 5 archivos.");
  }

  // --- Sender ---------------------------------------------------------------------------------
  std::optional<users::User> sender;
  if (mode == SenderMode::kCaller) {
    sender = users_.find(s, org_id, caller.user_id);
    if (!sender) throw unauthorized();
    if (r.sender_email && !r.sender_email->empty() &&
        users::normalize_email(*r.sender_email) != sender->email) {
      throw forbidden("sender_mismatch",
                      "No puedes enviar reconocimientos en nombre de otra persona.");
    }
  } else {
    if (!r.sender_email || r.sender_email->empty()) {
      throw invalid_input("sender_email", "Indica quién envía el reconocimiento (sender_email).");
    }
    const auto found = users_.active_by_email(s, org_id, {users::normalize_email(*r.sender_email)});
    if (!found.empty()) sender = users_.find(s, org_id, found.begin()->second.first);
    if (!sender) {
      throw rule_broken("sender_not_found",
                        "El remitente no existe o no está activo en la organización.",
                        {{"sender_email", "Remitente no válido."}});
    }
  }
  if (!sender->active) throw unauthorized();

  // --- Receivers ------------------------------------------------------------------------------
  const auto receivers = users_.active_by_email(s, org_id, receiver_emails);
  std::vector<std::string> unknown;
  for (const auto& e : receiver_emails) {
    if (!receivers.contains(e)) unknown.push_back(e);
  }
  if (!unknown.empty()) {
    throw rule_broken(
        "receiver_not_found",
        "Estas personas no existen o no están activas en tu organización: " + join(unknown),
        {{"reciever_emails", join(unknown)}});
  }
  if (receivers.contains(sender->email)) {
    throw rule_broken("self_recognition", "No puedes reconocerte a ti mismo.",
                      {{"reciever_emails", "No puedes incluirte."}});
  }

  // --- Types, sub type, bounds ----------------------------------------------------------------
  std::vector<RecognitionType> types;
  bool special = false;
  for (std::int64_t id : std::set<std::int64_t>(r.type_ids.begin(), r.type_ids.end())) {
    auto t = catalog_.type(s, org_id, id);
    if (!t) {
      throw rule_broken("type_not_found", "El tipo de reconocimiento no existe.",
                        {{"post_types", "Tipo no válido."}});
    }
    if (!t->active) {
      throw rule_broken("type_inactive",
                        "El tipo de reconocimiento «" + t->name + "» no está activo.",
                        {{"post_types", "Tipo inactivo."}});
    }
    if (!t->allows(sender->role) || (t->special && sender->role == Role::kEmployee)) {
      throw rule_broken("type_not_allowed",
                        "Tu rol no puede enviar reconocimientos de tipo «" + t->name + "».",
                        {{"post_types", "No disponible para tu rol."}});
    }
    if (*r.amount < t->min_points || *r.amount > t->max_points) {
      throw rule_broken("amount_out_of_bounds",
                        "Los puntos de «" + t->name + "» deben estar entre " +
                            std::to_string(t->min_points) + " y " + std::to_string(t->max_points) +
                            ".",
                        {{"amount", "Entre " + std::to_string(t->min_points) + " y " +
                                        std::to_string(t->max_points) + "."}});
    }
    special = special || t->special;
    types.push_back(std::move(*t));
  }
  if (r.sub_type_id) {
    const auto sub = catalog_.sub_type(s, org_id, *r.sub_type_id);
    const bool belongs =
        sub && sub->active &&
        std::any_of(types.begin(), types.end(), [&](auto& t) { return t.id == sub->type_id; });
    if (!belongs) {
      throw rule_broken("sub_type_invalid", "El subtipo no pertenece al tipo elegido.",
                        {{"sub_type_id", "Subtipo no válido."}});
    }
  }

  // --- Values and attachments -----------------------------------------------------------------
  const std::set<std::int64_t> value_ids(r.value_ids.begin(), r.value_ids.end());
  for (std::int64_t id : value_ids) {
    const auto v = catalog_.value(s, org_id, id);
    if (!v || !v->active) {
      throw rule_broken("value_not_found",
                        "Uno de los valores corporativos no existe o no está activo.",
                        {{"values", "Valor no válido."}});
    }
  }
  std::vector<UploadRow> attachments;
  for (const auto& key : r.attachment_keys) {
    UploadRow u;
    const long long org = org_id, owner = sender->id, owner2 = caller.user_id;
    long long size = 0;
    soci::indicator size_i = soci::i_null;
    s << "SELECT storage_key, file_name, content_type, size FROM uploads WHERE org_id = :org AND "
         "storage_key = :key AND upload_type = 'post-attachments' AND completed_at IS NOT NULL "
         "AND (user_id = :owner OR user_id = :owner2)",
        soci::use(org, "org"), soci::use(key, "key"), soci::use(owner, "owner"),
        soci::use(owner2, "owner2"), soci::into(u.key), soci::into(u.name),
        soci::into(u.content_type), soci::into(size, size_i);
    if (!s.got_data()) {
      throw rule_broken("attachment_not_found",
                        "Un archivo adjunto no existe o no terminó de subirse.",
                        {{"attachments", "Adjunto no válido."}});
    }
    u.size = size;
    attachments.push_back(std::move(u));
  }

  // --- Write everything -----------------------------------------------------------------------
  const std::int64_t now = clock_.now_ms();
  std::int64_t paid_receivers = 0;
  for (const auto& [email, who] : receivers) paid_receivers += who.second ? 1 : 0;
  const std::int64_t total = *r.amount * paid_receivers;
  const std::int64_t give = ledger_.account(s, org_id, sender->id, points::AccountKind::kGive, now);
  // Checked up front so the message speaks of the whole send; the conditional debits below still
  // guard against a concurrent spend.
  if (const auto have = ledger_.balance(s, org_id, give); have < total) {
    throw rule_broken("insufficient_points",
                      "No tienes puntos suficientes: necesitas " + std::to_string(total) +
                          " y tienes " + std::to_string(have) + ".",
                      {{"amount", "Saldo insuficiente."}});
  }
  const long long org = org_id, author = sender->id, amount = *r.amount, total_points = total,
                  at = now;
  const long long sub = r.sub_type_id.value_or(0);
  soci::indicator sub_i = r.sub_type_id ? soci::i_ok : soci::i_null;
  const int is_special = special ? 1 : 0;
  long long post_id = 0;
  s << "INSERT INTO posts (org_id, kind, author_id, message, amount, total_points, sub_type_id, "
       "special, created_at) VALUES (:org, 'recognition', :author, :message, :amount, :total, "
       ":sub, :special, :now) RETURNING id",
      soci::use(org, "org"), soci::use(author, "author"), soci::use(message, "message"),
      soci::use(amount, "amount"), soci::use(total_points, "total"), soci::use(sub, sub_i, "sub"),
      soci::use(is_special, "special"), soci::use(at, "now"), soci::into(post_id);

  for (const auto& t : types) {
    const long long tid = t.id;
    s << "INSERT INTO post_recognition_types (post_id, type_id) VALUES (:post, :type)",
        soci::use(post_id, "post"), soci::use(tid, "type");
  }
  for (std::int64_t v : value_ids) {
    const long long vid = v;
    s << "INSERT INTO post_values (post_id, value_id) VALUES (:post, :value)",
        soci::use(post_id, "post"), soci::use(vid, "value");
  }
  for (const auto& a : attachments) {
    const long long size = a.size;
    s << "INSERT INTO post_attachments (post_id, org_id, storage_key, name, content_type, size) "
         "VALUES (:post, :org, :key, :name, :type, :size)",
        soci::use(post_id, "post"), soci::use(org, "org"), soci::use(a.key, "key"),
        soci::use(a.name, "name"), soci::use(a.content_type, "type"), soci::use(size, "size");
  }

  std::vector<std::int64_t> paid;
  for (const auto& [email, who] : receivers) {
    if (who.second) paid.push_back(who.first);
  }
  const auto redeem = ledger_.accounts(s, org_id, paid, points::AccountKind::kRedeem, now);
  const notifications::NotificationRepo notes;
  for (const auto& [email, who] : receivers) {
    const auto [user_id, takes_points] = who;
    const long long uid = user_id, points = takes_points ? *r.amount : 0;
    s << "INSERT INTO post_receivers (post_id, org_id, user_id, points, created_at) VALUES "
         "(:post, :org, :user, :points, :now)",
        soci::use(post_id, "post"), soci::use(org, "org"), soci::use(uid, "user"),
        soci::use(points, "points"), soci::use(at, "now");
    if (points > 0) {
      points_.move(s, org_id, give, redeem.at(user_id), points,
                   points::Entry{0, 0, 0, "recognition", std::string("post"), post_id,
                                 caller.user_id != 0 ? std::optional<std::int64_t>(caller.user_id)
                                                     : std::nullopt,
                                 std::nullopt},
                   true);
    }
    const boost::json::object payload{{"post_id", post_id},
                                      {"sender_id", sender->id},
                                      {"sender_name", sender->full_name()},
                                      {"points", points}};
    notes.add(s, org_id, user_id, "recognition_received", boost::json::serialize(payload), now);
  }
  return {post_id, sender->id, total, ledger_.balance(s, org_id, give)};
}

}  // namespace aplauso::recognition
