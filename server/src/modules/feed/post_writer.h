// The one writer of posts: recognition, badges and, later, birthdays, communications and events
// create their feed posts here, in their own transaction, so posts, receivers, types, values,
// attachments and the card are always written the same way.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/feed/highlights_cache.h"
#include "modules/feed/post_cards.h"
#include "modules/feed/post_repo.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::users {
class PersonChanges;
}

namespace aplauso::live {
class EventHub;
}

namespace aplauso::feed {

struct NewPost {
  std::string kind;  ///< recognition | badge | birthday | anniversary
  std::optional<std::int64_t> author_id;
  std::string message;
  std::int64_t amount = 0;
  std::int64_t total_points = 0;
  std::optional<std::int64_t> sub_type_id;
  std::optional<std::int64_t> badge_id;
  bool special = false;
  std::vector<std::int64_t> receivers;        ///< members of the organisation
  std::vector<std::int64_t> receiver_points;  ///< one per receiver
  std::vector<std::int64_t> type_ids;
  std::vector<std::int64_t> value_ids;
  std::vector<std::string> attachment_keys;  ///< finished uploads of kind post-attachments
  std::optional<std::string> image_url;      ///< a celebration's picture
  /// What the card shows, when the writer has it at hand (no statement to render it); without
  /// it the card is rendered from the database.
  std::optional<CardContent> card;
};

class PostWriter {
 public:
  /// `hub` tells the organisation's open streams (live updates) of each new post.
  /// `highlights` forgets the organisation's highlights whenever one of its posts is written.
  PostWriter(const live::EventHub& hub, const HighlightsCache& highlights)
      : hub_(hub), highlights_(highlights) {}

  /// Writes the post and everything hanging off it with its card; returns its id. A fixed
  /// number of statements whatever the number of receivers.
  /// When `written` is given and the card was composed, it receives the post as a reader would
  /// read it back right now (nobody has liked or reacted yet), so the caller can answer with it
  /// without reading it again.
  std::int64_t create(db::Conn& c, OrgId org, const NewPost& post, std::int64_t now_ms,
                      PostRow* written = nullptr) const;
  /// Renders a post's card again after what it shows changed (a boost, new values).
  void refresh_card(db::Conn& c, OrgId org, std::int64_t post_id,
                    std::optional<std::int64_t> author_id) const;
  /// Renders and stores up to `limit` forgotten cards of any organisation, newest first, in a
  /// fixed number of statements per organisation; how many it found (the feed.cards job).
  std::size_t render_forgotten(db::Conn& c, std::int64_t limit) const;
  /// Cards showing a type, sub type, value or badge whose wording changed are forgotten: readers
  /// render them in memory until the feed.cards job stores them again.
  void forget_cards_of_type(db::Conn& c, OrgId org, std::int64_t type_id) const;
  void forget_cards_of_sub_type(db::Conn& c, OrgId org, std::int64_t sub_type_id) const;
  void forget_cards_of_value(db::Conn& c, OrgId org, std::int64_t value_id) const;
  void forget_cards_of_badge(db::Conn& c, OrgId org, std::int64_t badge_id) const;
  /// Cards showing a person whose name, job position or photo changed.
  void forget_cards_of_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// Forgets a person's cards whenever `changes` reports a change (at install time).
  void follow(users::PersonChanges& changes) const;

 private:
  const live::EventHub& hub_;
  const HighlightsCache& highlights_;
  PostRepo posts_;
  CardRenderer cards_;
};

/// A post's message: at most 2000 characters (400 otherwise).
std::string checked_message(const std::string& message);
/// Receivers' e-mails normalised and de-duplicated; 400 for an empty list, more than 50, or a
/// malformed address.
std::vector<std::string> checked_receivers(const std::vector<std::string>& emails);
/// Active members for the (checked) receivers' e-mails, in one statement. 422
/// receiver_not_found naming every address that is unknown or inactive.
std::map<std::string, users::Member> resolve_receivers(db::Conn& c, OrgId org,
                                                       const std::vector<std::string>& emails);
/// resolve_receivers among people already read (UserRepo::find_by_id_or_emails): the active
/// ones with these e-mails; the same 422 for the others.
std::map<std::string, users::Member> receivers_among(const std::vector<users::User>& people,
                                                     const std::vector<std::string>& emails);

}  // namespace aplauso::feed
