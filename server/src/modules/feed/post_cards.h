// Cards: the part of a post that is the same for every viewer (author, receivers with their
// points, types, sub type, values, badge, attachments) and its reaction counts, rendered when
// the post is written and kept on the post, so a feed page is one range scan and its answer is
// spliced together from stored text. A card that was never rendered, or was forgotten because
// what it shows changed, is rendered again the next time a page reads it.
//
// Stored forms (posts.card, posts.reactions):
//   card       "r=<receiver ids>;f=<file keys>\n" + JSON members without braces:
//              "sender":{...},"receivers":[...],"types":[...],"sub_type":...,"values":[...],
//              "badge":{...},"attachments":[...] (items carry "name_en", and the badge
//              "description_en", only when the organisation set them) where each file URL is a 0x01
//              byte, replaced at read time by a URL signed for the key listed at the same position
//              in f=.
//   reactions  "<emoji> <count>" pairs joined by commas, in emoji order: "👏 2,🎉 1".
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/feed/post_repo.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::feed {

struct RenderedCard {
  std::string card;
  std::string reactions;
};

/// Everything a card shows, as loaded from the database or as a writer already has it.
struct CardContent {
  struct Receiver {
    users::Person person;
    std::int64_t points = 0;
  };
  struct Item {  ///< a type (emoji, image_url), a value (emoji) or a sub type
    std::int64_t id = 0;
    std::string name;
    std::optional<std::string> emoji;
    std::optional<std::string> image_url;
    std::optional<std::string> name_en;
  };
  struct Badge {
    std::int64_t id = 0;
    std::string name;
    std::optional<std::string> description;
    std::string image_key;
    std::optional<std::string> name_en;
    std::optional<std::string> description_en;
  };
  struct Attachment {
    std::string key;
    std::string name;
    std::string content_type;
    std::int64_t size = 0;
  };
  std::optional<users::Person> sender;
  std::vector<Receiver> receivers;  ///< in user id order
  std::vector<Item> types;          ///< in the catalog's order
  std::optional<Item> sub_type;
  std::vector<Item> values;  ///< in the catalog's order
  std::optional<Badge> badge;
  std::vector<Attachment> attachments;
  std::vector<ReactionCount> reactions;
};

/// The stored form of a card (no database work).
RenderedCard compose_card(const CardContent& content);

/// A post to render: its id and author.
struct CardSource {
  std::int64_t post_id = 0;
  std::optional<std::int64_t> author_id;
};

class CardRenderer {
 public:
  /// Renders the cards of `posts` in a fixed number of statements, in memory only: readers use
  /// it for forgotten cards, so a read never writes (on SQLite a write would queue every reader
  /// behind the one writer).
  std::map<std::int64_t, RenderedCard> render(db::Conn& c, OrgId org,
                                              const std::vector<CardSource>& posts) const;
  /// Renders them and stores them on the posts (the writer, and the job that renders forgotten
  /// cards again).
  std::map<std::int64_t, RenderedCard> render_and_store(db::Conn& c, OrgId org,
                                                        const std::vector<CardSource>& posts) const;
  /// Stores the post's reaction counts after a reaction changed.
  void refresh_reactions(db::Conn& c, OrgId org, std::int64_t post_id) const;

 private:
  PostRepo posts_;
};

/// The marker standing for a signed file URL in a stored card.
inline constexpr char kUrlMarker = '\x01';

/// The reaction counts of one post as stored on it.
std::string reactions_text(const std::vector<ReactionCount>& counts);

}  // namespace aplauso::feed
