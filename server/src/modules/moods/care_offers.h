// The care slot (BEN-★3, ADR 0071): when a module finds that a person may need care (moods: their
// own low streak; psychosocial: a Guía I answer that calls for a clinical evaluation; health &
// safety: an incident where they were hurt), it shows that person, and only them, the care an
// organisation offers. Modules that offer care (telemedicine: its providers) register a source
// here at install; moods keeps the slot because it is the first module that routes care, and
// modules installed after it ask it. Neither side records that it was asked.
#pragma once

#include <boost/json/array.hpp>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::moods {

/// One way to get care, as the person sees it. Texts in Spanish with their English versions
/// (null: the Spanish one); `path` is the page of the app where it opens (its link, code,
/// numbers).
struct CareOffer {
  std::string source;  ///< the offering module ("telemedicine")
  std::int64_t id = 0;
  std::string kind;  ///< the source's own ("telemedicine", "eap", "nutrition", "other")
  std::string name;
  std::string description;
  std::optional<std::string> description_en;
  std::string hours;
  std::optional<std::string> hours_en;
  std::optional<std::string> phone;
  std::optional<std::string> whatsapp;
  std::optional<std::string> logo_url;
  std::string path;
};

/// Why care is offered (a source may tell them apart; none records it).
enum class CareReason { kLowMood, kGuide1Referral, kInjury };

class CareOffers {
 public:
  /// What one source offers `user` now (nothing when its module is off for the organisation or
  /// the person may not use it). Runs on the caller's connection; writes nothing.
  using Source =
      std::function<std::vector<CareOffer>(db::Conn&, OrgId, std::int64_t user, CareReason)>;

  /// At install time only (not thread-safe with `for_person`).
  void add(Source source) { sources_.push_back(std::move(source)); }
  /// Every source's offers for `user`, in install order.
  std::vector<CareOffer> for_person(db::Conn& c, OrgId org, std::int64_t user,
                                    CareReason why) const {
    std::vector<CareOffer> out;
    for (const auto& source : sources_) {
      auto offers = source(c, org, user, why);
      for (auto& offer : offers) out.push_back(std::move(offer));
    }
    return out;
  }

 private:
  std::vector<Source> sources_;
};

/// The offers as the contract's CareOffer list (api/base.yaml), for every module that shows them.
boost::json::array care_offers_json(const std::vector<CareOffer>& offers);

}  // namespace aplauso::moods
