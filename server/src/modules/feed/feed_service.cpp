#include "modules/feed/feed_service.h"

#include <soci/soci.h>

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <set>

#include "app/json_input.h"
#include "core/errors.h"
#include "db/row.h"
#include "modules/feed/post_reader.h"
#include "modules/notifications/notification_repo.h"
#include "modules/recognition/send_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::feed {

namespace {
ApiError post_not_found() {
  return not_found("La publicación no existe.");
}

bool changed(soci::statement& st) {
  st.execute(true);
  return st.get_affected_rows() > 0;
}
}  // namespace

std::string checked_comment(const std::string& body) {
  if (body.empty()) throw invalid_input("body", "El comentario no puede estar vacío.");
  if (utf8_length(body) > 1000) {
    throw invalid_input("body", "El comentario no puede exceder 1000 caracteres.");
  }
  return body;
}

void FeedService::require_post(soci::session& s, std::int64_t org_id, std::int64_t post_id,
                               bool any) const {
  const long long org = org_id, id = post_id;
  long long n = 0;
  s << std::string("SELECT COUNT(*) FROM posts WHERE org_id = :org AND id = :id") +
           (any ? "" : " AND filed = 0"),
      soci::use(org, "org"), soci::use(id, "id"), soci::into(n);
  if (n == 0) throw post_not_found();
}

void FeedService::notify_post(soci::session& s, std::int64_t org_id, std::int64_t post_id,
                              std::int64_t actor_id, const std::string& kind,
                              std::int64_t now) const {
  const long long org = org_id, id = post_id;
  std::set<std::int64_t> people;
  {
    soci::rowset<soci::row> rows =
        (s.prepare << "SELECT user_id FROM post_receivers WHERE org_id = :org AND post_id = :id "
                      "UNION SELECT author_id FROM posts WHERE org_id = :org AND id = :id AND "
                      "author_id IS NOT NULL",
         soci::use(org, "org"), soci::use(id, "id"));
    for (const auto& r : rows) people.insert(db::get_int(r, 0));
  }
  people.erase(actor_id);
  const notifications::NotificationRepo notes;
  const std::string payload =
      boost::json::serialize(boost::json::object{{"post_id", post_id}, {"actor_id", actor_id}});
  for (std::int64_t user : people) notes.add(s, org_id, user, kind, payload, now);
}

std::pair<bool, std::int64_t> FeedService::toggle_like(std::int64_t org_id, std::int64_t user_id,
                                                       std::int64_t post_id) const {
  return db_.transact([&](soci::session& s) {
    require_post(s, org_id, post_id, false);
    const long long org = org_id, user = user_id, id = post_id, now = clock_.now_ms();
    soci::statement del =
        (s.prepare << "DELETE FROM post_likes WHERE post_id = :id AND user_id = :user",
         soci::use(id, "id"), soci::use(user, "user"));
    const bool liked = !changed(del);
    if (liked) {
      s << "INSERT INTO post_likes (post_id, user_id, org_id, created_at) VALUES (:id, :user, "
           ":org, :now)",
          soci::use(id, "id"), soci::use(user, "user"), soci::use(org, "org"),
          soci::use(now, "now");
      notify_post(s, org_id, post_id, user_id, "post_liked", now);
    }
    s << std::string("UPDATE posts SET likes_count = likes_count ") + (liked ? "+ 1" : "- 1") +
             " WHERE org_id = :org AND id = :id",
        soci::use(org, "org"), soci::use(id, "id");
    long long count = 0;
    s << "SELECT likes_count FROM posts WHERE org_id = :org AND id = :id", soci::use(org, "org"),
        soci::use(id, "id"), soci::into(count);
    return std::pair<bool, std::int64_t>{liked, count};
  });
}

void FeedService::toggle_reaction(std::int64_t org_id, std::int64_t user_id, std::int64_t post_id,
                                  const std::string& emoji) const {
  if (!is_reaction_emoji(emoji)) {
    throw invalid_input("emoji", "Esa reacción no está disponible.");
  }
  db_.transact([&](soci::session& s) {
    require_post(s, org_id, post_id, false);
    const long long org = org_id, user = user_id, id = post_id, now = clock_.now_ms();
    soci::statement del =
        (s.prepare << "DELETE FROM post_reactions WHERE post_id = :id AND user_id = :user AND "
                      "emoji = :emoji",
         soci::use(id, "id"), soci::use(user, "user"), soci::use(emoji, "emoji"));
    if (!changed(del)) {
      s << "INSERT INTO post_reactions (post_id, user_id, emoji, org_id, created_at) VALUES "
           "(:id, :user, :emoji, :org, :now)",
          soci::use(id, "id"), soci::use(user, "user"), soci::use(emoji, "emoji"),
          soci::use(org, "org"), soci::use(now, "now");
    }
  });
}

std::vector<CommentView> FeedService::comments(std::int64_t org_id, std::int64_t post_id) const {
  return db_.run([&](soci::session& s) {
    require_post(s, org_id, post_id, true);
    const long long org = org_id, id = post_id;
    std::vector<CommentView> out;
    soci::rowset<soci::row> rows =
        (s.prepare << "SELECT id, post_id, parent_id, author_id, body, created_at, edited_at FROM "
                      "comments WHERE org_id = :org AND post_id = :id AND deleted = 0 ORDER BY id",
         soci::use(org, "org"), soci::use(id, "id"));
    for (const auto& r : rows) {
      out.push_back({db::get_int(r, 0), db::get_int(r, 1), db::get_opt_int(r, 2), db::get_int(r, 3),
                     db::get_string(r, 4), db::get_int(r, 5), db::get_opt_int(r, 6)});
    }
    return out;
  });
}

CommentView FeedService::add_comment(std::int64_t org_id, std::int64_t user_id,
                                     std::int64_t post_id, std::optional<std::int64_t> parent_id,
                                     const std::string& body) const {
  const std::string text = checked_comment(body);
  return db_.transact([&](soci::session& s) {
    const long long org = org_id, user = user_id, now = clock_.now_ms();
    long long post = post_id;
    if (parent_id) {
      // A reply lives on the post of its comment, and replies are one level deep.
      const long long parent = *parent_id;
      long long parent_parent = 0;
      soci::indicator pp_i = soci::i_null;
      s << "SELECT post_id, parent_id FROM comments WHERE org_id = :org AND id = :id AND deleted = "
           "0",
          soci::use(org, "org"), soci::use(parent, "id"), soci::into(post),
          soci::into(parent_parent, pp_i);
      if (!s.got_data() || pp_i == soci::i_ok) throw not_found("El comentario no existe.");
    }
    require_post(s, org_id, post, false);
    const long long parent = parent_id.value_or(0);
    soci::indicator parent_i = parent_id ? soci::i_ok : soci::i_null;
    long long id = 0;
    s << "INSERT INTO comments (org_id, post_id, parent_id, author_id, body, deleted, created_at) "
         "VALUES (:org, :post, :parent, :user, :body, 0, :now) RETURNING id",
        soci::use(org, "org"), soci::use(post, "post"), soci::use(parent, parent_i, "parent"),
        soci::use(user, "user"), soci::use(text, "body"), soci::use(now, "now"), soci::into(id);
    s << "UPDATE posts SET comments_count = comments_count + 1 WHERE org_id = :org AND id = :post",
        soci::use(org, "org"), soci::use(post, "post");
    notify_post(s, org_id, post, user_id, "post_commented", now);
    return CommentView{id, post, parent_id, user_id, text, now, std::nullopt};
  });
}

CommentView FeedService::edit_comment(std::int64_t org_id, const Principal& who, std::int64_t id,
                                      const std::string& body, bool reply) const {
  const std::string text = checked_comment(body);
  return db_.transact([&](soci::session& s) {
    const long long org = org_id, cid = id, now = clock_.now_ms();
    CommentView c;
    long long post = 0, author = 0, created = 0, parent = 0;
    soci::indicator parent_i = soci::i_null;
    s << "SELECT post_id, author_id, created_at, parent_id FROM comments WHERE org_id = :org AND "
         "id = :id AND deleted = 0",
        soci::use(org, "org"), soci::use(cid, "id"), soci::into(post), soci::into(author),
        soci::into(created), soci::into(parent, parent_i);
    if (!s.got_data() || (parent_i == soci::i_ok) != reply) {
      throw not_found("El comentario no existe.");
    }
    if (author != who.user_id) {
      throw forbidden("not_author", "Solo quien escribió el comentario puede editarlo.");
    }
    s << "UPDATE comments SET body = :body, edited_at = :now WHERE org_id = :org AND id = :id",
        soci::use(text, "body"), soci::use(now, "now"), soci::use(org, "org"), soci::use(cid, "id");
    return CommentView{
        id,     post, parent_i == soci::i_ok ? std::optional<std::int64_t>(parent) : std::nullopt,
        author, text, created,
        now};
  });
}

void FeedService::delete_comment(std::int64_t org_id, const Principal& who, std::int64_t id,
                                 bool reply) const {
  db_.transact([&](soci::session& s) {
    const long long org = org_id, cid = id;
    long long post = 0, author = 0, parent = 0;
    soci::indicator parent_i = soci::i_null;
    s << "SELECT post_id, author_id, parent_id FROM comments WHERE org_id = :org AND id = :id AND "
         "deleted = 0",
        soci::use(org, "org"), soci::use(cid, "id"), soci::into(post), soci::into(author),
        soci::into(parent, parent_i);
    if (!s.got_data() || (parent_i == soci::i_ok) != reply) {
      throw not_found("El comentario no existe.");
    }
    if (author != who.user_id && who.role != Role::kAdmin) {
      throw forbidden("not_author",
                      "Solo quien escribió el comentario o un administrador puede borrarlo.");
    }
    // A comment takes its replies with it.
    soci::statement st =
        (s.prepare << "UPDATE comments SET deleted = 1 WHERE org_id = :org AND deleted = 0 AND "
                      "(id = :id OR parent_id = :id)",
         soci::use(org, "org"), soci::use(cid, "id"));
    st.execute(true);
    const long long removed = st.get_affected_rows();
    s << "UPDATE posts SET comments_count = comments_count - :n WHERE org_id = :org AND id = :post",
        soci::use(removed, "n"), soci::use(org, "org"), soci::use(post, "post");
  });
}

BoostOutcome FeedService::boost(soci::session& s, std::int64_t org_id, std::int64_t user_id,
                                std::int64_t post_id, std::int64_t amount) const {
  if (amount < 1 || amount > 1'000'000) {
    throw invalid_input("amount", "Los puntos deben estar entre 1 y 1.000.000.");
  }
  const long long org = org_id, id = post_id;
  std::string kind;
  long long author = 0;
  soci::indicator author_i = soci::i_null;
  s << "SELECT kind, author_id FROM posts WHERE org_id = :org AND id = :id AND filed = 0",
      soci::use(org, "org"), soci::use(id, "id"), soci::into(kind), soci::into(author, author_i);
  if (!s.got_data()) throw post_not_found();
  if (kind != "recognition") {
    throw rule_broken("not_boostable", "Solo se pueden impulsar reconocimientos.");
  }
  if (author_i == soci::i_ok && author == user_id) {
    throw rule_broken("own_post", "No puedes impulsar un reconocimiento que enviaste tú.");
  }
  std::vector<std::int64_t> paid;
  {
    soci::rowset<soci::row> rows =
        (s.prepare << "SELECT r.user_id, u.points FROM post_receivers r JOIN users u ON u.id = "
                      "r.user_id WHERE r.org_id = :org AND r.post_id = :id AND u.active = 1",
         soci::use(org, "org"), soci::use(id, "id"));
    for (const auto& r : rows) {
      const auto receiver = db::get_int(r, 0);
      if (receiver == user_id) {
        throw rule_broken("own_post", "No puedes impulsar un reconocimiento que recibiste.");
      }
      if (db::get_bool(r, 1)) paid.push_back(receiver);
    }
  }
  if (paid.empty()) {
    throw rule_broken("nobody_to_boost", "Nadie en este reconocimiento puede recibir puntos.");
  }
  const std::int64_t now = clock_.now_ms();
  const points::LedgerRepo ledger;
  const auto give = ledger.account(s, org_id, user_id, points::AccountKind::kGive, now);
  const auto redeem = ledger.accounts(s, org_id, paid, points::AccountKind::kRedeem, now);
  const long long total = amount * static_cast<std::int64_t>(paid.size());
  if (ledger.balance(s, org_id, give) < total) {
    throw rule_broken("insufficient_points",
                      "No tienes puntos suficientes: necesitas " + std::to_string(total) +
                          " y tienes " + std::to_string(ledger.balance(s, org_id, give)) + ".",
                      {{"amount", "Saldo insuficiente."}});
  }
  for (std::int64_t receiver : paid) {
    points_.move(
        s, org_id, give, redeem.at(receiver), amount,
        points::Entry{0, 0, 0, "boost", std::string("post"), post_id, user_id, std::nullopt}, true);
    const long long uid = receiver, a = amount;
    s << "UPDATE post_receivers SET points = points + :a WHERE post_id = :id AND user_id = :u",
        soci::use(a, "a"), soci::use(id, "id"), soci::use(uid, "u");
  }
  const long long user = user_id, at = now, a = amount;
  s << "INSERT INTO boosts (org_id, post_id, user_id, amount, created_at) VALUES (:org, :id, "
       ":user, :a, :now)",
      soci::use(org, "org"), soci::use(id, "id"), soci::use(user, "user"), soci::use(a, "a"),
      soci::use(at, "now");
  s << "UPDATE posts SET boost_total = boost_total + :t, total_points = total_points + :t WHERE "
       "org_id = :org AND id = :id",
      soci::use(total, "t"), soci::use(org, "org"), soci::use(id, "id");
  notify_post(s, org_id, post_id, user_id, "post_boosted", now);
  return {ledger.balance(s, org_id, give)};
}

void FeedService::edit_message(std::int64_t org_id, std::int64_t user_id, std::int64_t post_id,
                               const std::string& message) const {
  const std::string text = recognition::checked_message(message);
  db_.transact([&](soci::session& s) {
    const long long org = org_id, id = post_id, now = clock_.now_ms();
    long long author = 0;
    soci::indicator author_i = soci::i_null;
    s << "SELECT author_id FROM posts WHERE org_id = :org AND id = :id", soci::use(org, "org"),
        soci::use(id, "id"), soci::into(author, author_i);
    if (!s.got_data()) throw post_not_found();
    if (author_i != soci::i_ok || author != user_id) {
      throw forbidden("not_author", "Solo quien envió la publicación puede editar su mensaje.");
    }
    s << "UPDATE posts SET message = :m, edited_at = :now WHERE org_id = :org AND id = :id",
        soci::use(text, "m"), soci::use(now, "now"), soci::use(org, "org"), soci::use(id, "id");
  });
}

void FeedService::file(std::int64_t org_id, std::int64_t admin_id, std::int64_t post_id,
                       bool filed) const {
  db_.transact([&](soci::session& s) {
    require_post(s, org_id, post_id, true);
    const long long org = org_id, id = post_id, now = clock_.now_ms(), admin = admin_id;
    const int f = filed ? 1 : 0;
    s << "UPDATE posts SET filed = :f, filed_at = :now, filed_by = :admin WHERE org_id = :org AND "
         "id = :id",
        soci::use(f, "f"), soci::use(now, "now"), soci::use(admin, "admin"), soci::use(org, "org"),
        soci::use(id, "id");
  });
}

}  // namespace aplauso::feed
