// The recognition ideas generator (flag `ideas`): suggested messages for the recognition composer.
// MessageGenerator is the seam; TemplateMessageGenerator builds 3-5 messages from templates in
// Spanish and English that weave in the recognition type and the values' names. An external text
// model could plug in behind the interface later; none is wired today and no setting turns one on
// (ADR 0064).
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::recognition {
class CatalogService;
}

namespace aplauso::suggestions {

/// What the messages are about, names already resolved.
struct MessageRequest {
  std::string language = "es";  ///< es | en
  std::optional<std::string> type_name;
  std::vector<std::string> value_names;
  std::vector<std::string> receiver_names;
};

class MessageGenerator {
 public:
  virtual ~MessageGenerator() = default;
  /// 3 to 5 messages in the language asked.
  virtual std::vector<std::string> messages(const MessageRequest& request) const = 0;
};

class TemplateMessageGenerator final : public MessageGenerator {
 public:
  std::vector<std::string> messages(const MessageRequest& request) const override;
};

/// Reads the request (post_type_id and value_ids through the recognition catalog), asks the
/// generator. 422 on post_type_id or value_ids for ids that are not the organisation's.
class RecognitionIdeas {
 public:
  RecognitionIdeas(const recognition::CatalogService& catalog, const MessageGenerator& generator)
      : catalog_(catalog), generator_(generator) {}
  std::vector<std::string> suggest(OrgId org, const boost::json::object& body) const;

 private:
  const recognition::CatalogService& catalog_;
  const MessageGenerator& generator_;
};

}  // namespace aplauso::suggestions
