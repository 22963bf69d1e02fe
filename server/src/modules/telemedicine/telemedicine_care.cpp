#include "modules/telemedicine/telemedicine_care.h"

#include <algorithm>

#include "core/clock.h"
#include "modules/telemedicine/telemedicine_service.h"
#include "modules/tenancy/tenant_directory.h"
#include "storage/file_store.h"

namespace aplauso::telemedicine {

moods::CareOffers::Source care_source(const TelemedicineService& service,
                                      tenancy::TenantDirectory& tenants,
                                      const storage::FileStore& store, const Clock& clock) {
  return [&service, &tenants, &store, &clock](db::Conn& c, OrgId org, std::int64_t user,
                                              moods::CareReason why) {
    std::vector<moods::CareOffer> out;
    if (!tenants.by_id(org)->module_on(kModule)) return out;
    const bool injury = why == moods::CareReason::kInjury;
    const auto rank = [injury](const std::string& kind) {
      if (kind == "eap") return injury ? 1 : 0;
      if (kind == "telemedicine") return injury ? 0 : 1;
      return 2;
    };
    auto providers = service.list(c, org, user);
    std::erase_if(providers, [&rank](const ProviderRow& p) { return rank(p.kind) == 2; });
    std::stable_sort(providers.begin(), providers.end(),
                     [&rank](const ProviderRow& a, const ProviderRow& b) {
                       return rank(a.kind) < rank(b.kind);
                     });
    const std::int64_t now_s = clock.now_ms() / 1000;
    for (const auto& p : providers) {
      moods::CareOffer o;
      o.source = std::string(kModule);
      o.id = p.id;
      o.kind = p.kind;
      o.name = p.name;
      o.description = p.description;
      o.description_en = p.description_en;
      o.hours = p.hours;
      o.hours_en = p.hours_en;
      o.phone = p.phone;
      o.whatsapp = p.whatsapp;
      if (p.logo_key) o.logo_url = store.read_url(*p.logo_key, now_s, 3600);
      o.path = "/telemedicine?provider=" + std::to_string(p.id);
      out.push_back(std::move(o));
    }
    return out;
  };
}

}  // namespace aplauso::telemedicine
