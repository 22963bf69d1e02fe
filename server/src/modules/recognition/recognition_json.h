// JSON shapes of the recognition catalog and the send request (openapi.yaml).
#pragma once

#include <boost/json/object.hpp>

#include "modules/recognition/catalog_repo.h"
#include "modules/recognition/catalog_service.h"
#include "modules/recognition/send_service.h"

namespace aplauso::recognition {

boost::json::object to_json(const RecognitionType& t);
boost::json::object to_json(const SuperType& t);
boost::json::object to_json(const SubType& t);
boost::json::object to_json(const CorporateValue& v);

/// Reads SendRecognitionRequest; `post_types` may be a number or a list of numbers.
SendRequest parse_send_request(const boost::json::object& body);
/// Reads a value's colour, examples and keywords (CorporateValueInput) as a patch.
ValueExtras parse_value_extras(const boost::json::object& body);
/// Reads RecognitionTypeInput as a patch (absent fields untouched, null clears).
TypePatch parse_type_patch(const boost::json::object& body);

}  // namespace aplauso::recognition
