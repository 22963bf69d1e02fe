// Telemedicine's part of the care slot (moods/care_offers.h, BEN-★3): the published providers a
// person may use, offered to them when their own signals call for care.
#pragma once

#include "modules/moods/care_offers.h"

namespace aplauso {
class Clock;
}
namespace aplauso::storage {
class FileStore;
}
namespace aplauso::tenancy {
class TenantDirectory;
}

namespace aplauso::telemedicine {

class TelemedicineService;

/// The source telemedicine_module.cpp adds to the slot: nothing while the organisation has the
/// module off; otherwise the person's psychological-support providers, then telemedicine ones
/// (telemedicine first after an injury). Nutrition and other providers are not care routing's.
moods::CareOffers::Source care_source(const TelemedicineService& service,
                                      tenancy::TenantDirectory& tenants,
                                      const storage::FileStore& store, const Clock& clock);

}  // namespace aplauso::telemedicine
