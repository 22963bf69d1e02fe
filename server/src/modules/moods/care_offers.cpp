#include "modules/moods/care_offers.h"

#include <boost/json/object.hpp>

namespace aplauso::moods {

namespace {
boost::json::value opt(const std::optional<std::string>& s) {
  return s ? boost::json::value(*s) : boost::json::value(nullptr);
}
}  // namespace

boost::json::array care_offers_json(const std::vector<CareOffer>& offers) {
  boost::json::array out;
  for (const auto& o : offers) {
    out.push_back(boost::json::object{{"source", o.source},
                                      {"id", o.id},
                                      {"kind", o.kind},
                                      {"name", o.name},
                                      {"description", o.description},
                                      {"description_en", opt(o.description_en)},
                                      {"hours", o.hours},
                                      {"hours_en", opt(o.hours_en)},
                                      {"phone", opt(o.phone)},
                                      {"whatsapp", opt(o.whatsapp)},
                                      {"logo_url", opt(o.logo_url)},
                                      {"path", o.path}});
  }
  return out;
}

}  // namespace aplauso::moods
