// A page's blocks and its snapshot as JSON: the one shape requests, the stored column and the
// versions share (api/modules/custom_pages.yaml, PageBlock).
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <string>
#include <vector>

#include "modules/custom_pages/custom_pages_types.h"

namespace aplauso::custom_pages {

/// The blocks as kept (image keys, file ids, form ids; no links or names).
boost::json::array blocks_json(const std::vector<Block>& blocks);
/// Blocks from a request or the stored column. 400 naming the field (blocks, blocks.<n>,
/// blocks.<n>.<field>) when the value is not an array of objects or a field has the wrong type;
/// the values themselves are the service's to check.
std::vector<Block> blocks_of(const boost::json::value& value);
std::vector<Block> blocks_of_text(const std::string& text);

/// What a version keeps: the page after the change, its audience as lists (people counted, not
/// named: an erased person leaves no trace in the history).
boost::json::object snapshot_json(const PageFields& page);
/// The title, English title and blocks of a version's snapshot.
PageFields snapshot_content(const std::string& snapshot);

/// What the audit trail keeps of a page: its snapshot with the number of blocks for the blocks.
boost::json::object audit_json(const PageFields& page);

}  // namespace aplauso::custom_pages
