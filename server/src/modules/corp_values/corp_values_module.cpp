// Installs the values page (/corp_values): the service over the recognitions' values and its
// routes under the module flag corporate_values. The values themselves, the send rule
// (values_in_recognition) and the suggestions are the recognition module's.
#include "api/module.h"
#include "modules/corp_values/corp_values_routes.h"
#include "modules/corp_values/corp_values_service.h"
#include "modules/privacy/privacy_service.h"

namespace aplauso::corp_values {

void install(ModuleContext& m) {
  auto& service = m.make<CorpValuesService>(m.db, m.clock, m.need<privacy::PrivacyService>());
  register_routes(m.routes, service);
}

}  // namespace aplauso::corp_values
