#include "modules/feed/feed_service.h"

#include <algorithm>
#include <tuple>

#include <boost/json/object.hpp>

#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"

namespace aplauso::feed {

namespace {
ApiError post_not_found() {
  return not_found("La publicación no existe.");
}

ApiError comment_not_found() {
  return not_found("El comentario no existe.");
}
}  // namespace

std::string checked_comment(const std::string& body) {
  if (body.empty()) throw invalid_input("body", "El comentario no puede estar vacío.");
  if (utf8_length(body) > 1000) {
    throw invalid_input("body", "El comentario no puede exceder 1000 caracteres.");
  }
  return body;
}

std::vector<std::int64_t> FeedService::notify_involved(db::Conn& c, OrgId org, std::int64_t post_id,
                                                       std::int64_t actor_id,
                                                       const std::string& kind) const {
  std::vector<std::int64_t> people;
  for (const auto id : posts_.involved(c, org, post_id)) {
    if (id != actor_id) people.push_back(id);
  }
  notifications_.notify(c, org, kind, people,
                        boost::json::object{{"post_id", post_id}, {"actor_id", actor_id}});
  return people;
}

std::pair<bool, std::int64_t> FeedService::toggle_like(OrgId org, std::int64_t user_id,
                                                       std::int64_t post_id) const {
  return db_.transact([&](db::Conn& c) {
    const auto post = posts_.lock(c, org, post_id);
    if (!post || post->filed) throw post_not_found();
    const bool liked = !posts_.unlike(c, org, post_id, user_id);
    if (liked) {
      posts_.like(c, org, post_id, user_id, clock_.now_ms());
      notify_involved(c, org, post_id, user_id, "post_liked");
    }
    return std::pair<bool, std::int64_t>{liked, posts_.count_likes(c, org, post_id)};
  });
}

void FeedService::toggle_reaction(OrgId org, std::int64_t user_id, std::int64_t post_id,
                                  const std::string& emoji) const {
  if (!is_reaction_emoji(emoji)) {
    throw invalid_input("emoji", "Esa reacción no está disponible.");
  }
  db_.transact([&](db::Conn& c) {
    const auto post = posts_.lock(c, org, post_id);
    if (!post || post->filed) throw post_not_found();
    if (!posts_.unreact(c, org, post_id, user_id, emoji)) {
      posts_.react(c, org, post_id, user_id, emoji, clock_.now_ms());
    }
    cards_.refresh_reactions(c, org, post_id);
  });
}

std::vector<PostReaction> FeedService::reactions(OrgId org, std::int64_t post_id,
                                                 std::int64_t viewer) const {
  return db_.run([&](db::Conn& c) {
    const auto post = posts_.state(c, org, post_id);
    if (!post || post->filed) throw post_not_found();
    return posts_.reactions(c, org, post_id, viewer);
  });
}

std::vector<std::int64_t> FeedService::likers(OrgId org, std::int64_t post_id) const {
  return db_.run([&](db::Conn& c) {
    const auto post = posts_.state(c, org, post_id);
    if (!post || post->filed) throw post_not_found();
    return posts_.likers(c, org, post_id);
  });
}

std::vector<Comment> FeedService::comments(OrgId org, std::int64_t post_id) const {
  return db_.run([&](db::Conn& c) {
    if (!posts_.state(c, org, post_id)) throw post_not_found();
    return posts_.comments(c, org, post_id);
  });
}

Comment FeedService::add_comment(OrgId org, std::int64_t user_id, std::int64_t post_id,
                                 std::optional<std::int64_t> parent_id,
                                 const std::string& body) const {
  const std::string text = checked_comment(body);
  return db_.transact([&](db::Conn& c) {
    Comment comment;
    comment.post_id = post_id;
    std::optional<std::int64_t> replied_to;
    if (parent_id) {
      // A reply lives on the post of its comment, and replies are one level deep.
      const auto parent = posts_.comment(c, org, *parent_id);
      if (!parent || parent->parent_id) throw comment_not_found();
      comment.post_id = parent->post_id;
      replied_to = parent->author_id;
    }
    const auto post = posts_.lock(c, org, comment.post_id);
    if (!post || post->filed) throw post_not_found();
    comment.parent_id = parent_id;
    comment.author_id = user_id;
    comment.body = text;
    comment.created_at = clock_.now_ms();
    comment.id = posts_.insert_comment(c, org, comment);
    posts_.count_comments(c, org, comment.post_id);
    const auto involved = notify_involved(c, org, comment.post_id, user_id, "post_commented");
    // The author of the comment replied to hears of it, unless they heard of it as involved.
    if (replied_to && *replied_to != user_id &&
        std::find(involved.begin(), involved.end(), *replied_to) == involved.end()) {
      notifications_.notify(
          c, org, "comment_replied", {*replied_to},
          boost::json::object{
              {"post_id", comment.post_id}, {"comment_id", comment.id}, {"actor_id", user_id}});
    }
    return comment;
  });
}

Comment FeedService::edit_comment(OrgId org, const Principal& who, std::int64_t id,
                                  const std::string& body, bool reply) const {
  const std::string text = checked_comment(body);
  return db_.transact([&](db::Conn& c) {
    auto comment = posts_.comment(c, org, id);
    if (!comment || comment->parent_id.has_value() != reply) throw comment_not_found();
    if (comment->author_id != who.user_id) {
      throw forbidden("not_author", "Solo quien escribió el comentario puede editarlo.");
    }
    const std::int64_t now = clock_.now_ms();
    posts_.edit_comment(c, org, id, text, now);
    comment->body = text;
    comment->edited_at = now;
    return *comment;
  });
}

void FeedService::delete_comment(OrgId org, const Principal& who, std::int64_t id,
                                 bool reply) const {
  db_.transact([&](db::Conn& c) {
    const auto comment = posts_.comment(c, org, id);
    if (!comment || comment->parent_id.has_value() != reply) throw comment_not_found();
    if (comment->author_id != who.user_id && who.role != Role::kAdmin) {
      throw forbidden("not_author",
                      "Solo quien escribió el comentario o un administrador puede borrarlo.");
    }
    posts_.lock(c, org, comment->post_id);
    posts_.delete_comment(c, org, id);
    posts_.count_comments(c, org, comment->post_id);
  });
}

BoostOutcome FeedService::boost(OrgId org, std::int64_t user_id, std::int64_t post_id,
                                std::int64_t amount) const {
  if (amount < 1 || amount > 1'000'000) {
    throw invalid_input("amount", "Los puntos deben estar entre 1 y 1.000.000.");
  }
  return db_.transact([&](db::Conn& c) {
    const auto post = posts_.lock(c, org, post_id);
    if (!post || post->filed) throw post_not_found();
    if (post->kind != "recognition") {
      throw rule_broken("not_boostable", "Solo se pueden impulsar reconocimientos.");
    }
    if (post->author_id && *post->author_id == user_id) {
      throw rule_broken("own_post", "No puedes impulsar un reconocimiento que enviaste tú.");
    }
    std::vector<std::int64_t> paid;
    for (const auto& [receiver, takes_points] : posts_.boost_receivers(c, org, post_id)) {
      if (receiver == user_id) {
        throw rule_broken("own_post", "No puedes impulsar un reconocimiento que recibiste.");
      }
      if (takes_points) paid.push_back(receiver);
    }
    if (paid.empty()) {
      throw rule_broken("nobody_to_boost", "Nadie en este reconocimiento puede recibir puntos.");
    }
    const std::int64_t now = clock_.now_ms();
    const std::int64_t give_balance =
        points_.pay(c, org, user_id, paid, amount,
                    {"boost", std::string("post"), post_id, user_id, std::nullopt});
    posts_.add_receiver_points(c, org, post_id, paid, amount);
    posts_.insert_boost(c, org, post_id, user_id, amount, now);
    posts_.add_boost_total(c, org, post_id, amount * static_cast<std::int64_t>(paid.size()));
    writer_.refresh_card(c, org, post_id, post->author_id);
    notify_involved(c, org, post_id, user_id, "post_boosted");
    audit_.record(
        c, org, "feed.boost", {"post", post_id}, nullptr,
        {{"points_each", amount}, {"receivers", boost::json::array(paid.begin(), paid.end())}});
    return BoostOutcome{give_balance};
  });
}

void FeedService::edit_message(OrgId org, std::int64_t user_id, std::int64_t post_id,
                               const std::string& message) const {
  const std::string text = checked_message(message);
  db_.transact([&](db::Conn& c) {
    const auto post = posts_.lock(c, org, post_id);
    if (!post) throw post_not_found();
    if (!post->author_id || *post->author_id != user_id) {
      throw forbidden("not_author", "Solo quien envió la publicación puede editar su mensaje.");
    }
    posts_.set_message(c, org, post_id, text, clock_.now_ms());
  });
}

void FeedService::file(OrgId org, std::int64_t admin_id, std::int64_t post_id, bool filed) const {
  db_.transact([&](db::Conn& c) {
    const auto post = posts_.lock(c, org, post_id);
    if (!post) throw post_not_found();
    posts_.set_filed(c, org, post_id, filed, admin_id, clock_.now_ms());
    highlights_.forget(org);
    audit_.record(c, org, "feed.file", {"post", post_id}, {{"filed", post->filed}},
                  {{"filed", filed}});
  });
}

void FeedService::admin_edit(db::Conn& c, OrgId org, std::int64_t admin_id, std::int64_t post_id,
                             const AdminEdit& edit) const {
  const auto post = posts_.lock(c, org, post_id);
  if (!post || post->kind != "recognition") throw not_found("El reconocimiento no existe.");
  const std::int64_t now = clock_.now_ms();
  if (edit.message) posts_.set_message(c, org, post_id, checked_message(*edit.message), now);
  if (edit.filed) {
    posts_.set_filed(c, org, post_id, *edit.filed, admin_id, now);
    highlights_.forget(org);
  }
  if (edit.values) {
    posts_.replace_values(c, org, post_id, *edit.values);
    writer_.refresh_card(c, org, post_id, post->author_id);
  }
  boost::json::object after;
  if (edit.message) after["message"] = *edit.message;
  if (edit.filed) after["filed"] = *edit.filed;
  if (edit.values) after["values"] = boost::json::array(edit.values->begin(), edit.values->end());
  audit_.record(c, org, "recognition.edit", {"post", post_id}, {{"filed", post->filed}},
                std::move(after));
}

std::pair<std::int64_t, std::int64_t> FeedService::new_count(OrgId org, std::int64_t after) const {
  const auto [count, latest] =
      db_.run([&](db::Conn& c) { return posts_.new_count(c, org, after); });
  return {count, latest.value_or(after)};
}

Highlights FeedService::highlights(OrgId org, const std::string& period) const {
  // Five of each: what a rail card shows.
  constexpr std::int64_t kRows = 5;
  if (!points::is_valid_period(period)) {
    throw invalid_input("period", "El periodo debe ser week, month, quarter o year.");
  }
  const std::int64_t now = clock_.now_ms();
  Highlights out;
  out.period = period;
  std::tie(out.from, out.to) = points::period_bounds(period, now);
  if (auto kept = highlights_.find(org, period, out.from, now)) return std::move(*kept);
  const auto generation = highlights_.generation(org);
  db_.run([&](db::Conn& c) {
    out.recognisers = posts_.top_recognisers(c, org, out.from, out.to, kRows);
    out.values = posts_.trending_values(c, org, out.from, out.to, kRows);
  });
  highlights_.keep(org, out, now, generation);
  return out;
}

RecognitionOverview FeedService::overview(OrgId org, const std::string& period) const {
  if (!points::is_valid_period(period)) {
    throw invalid_input("period", "El periodo debe ser week, month, quarter o year.");
  }
  const std::int64_t now = clock_.now_ms();
  RecognitionOverview out;
  out.period = period;
  std::tie(out.from, out.to) = points::period_bounds(period, now);
  const auto [previous_from, previous_to] = points::period_bounds(period, now, 1);
  db_.run([&](db::Conn& c) {
    std::tie(out.recognitions, out.points) = posts_.overview_totals(c, org, out.from, out.to);
    out.previous_recognitions = posts_.overview_totals(c, org, previous_from, previous_to).first;
    out.departments = posts_.overview_departments(c, org, out.from, out.to);
  });
  for (const auto& d : out.departments) {
    out.people += d.people;
    out.participants += d.participants;
  }
  std::ranges::sort(out.departments, [](const DepartmentActivity& a, const DepartmentActivity& b) {
    if (a.recognitions != b.recognitions) return a.recognitions > b.recognitions;
    if (a.people != b.people) return a.people > b.people;
    return a.name.value_or("") < b.name.value_or("");
  });
  return out;
}

std::size_t FeedService::store_forgotten_cards() const {
  constexpr std::int64_t kBatch = 500;
  std::size_t stored = 0;
  for (int i = 0; i < 20; ++i) {
    const auto found =
        db_.transact([&](db::Conn& c) { return writer_.render_forgotten(c, kBatch); });
    stored += found;
    if (found < static_cast<std::size_t>(kBatch)) break;
  }
  return stored;
}

}  // namespace aplauso::feed
