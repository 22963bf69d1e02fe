#include "app/demo_seed.h"

#include "app/application.h"
#include "core/log.h"
#include "core/password.h"
#include "modules/tenancy/modules_catalog.h"
#include "modules/tenancy/org_service.h"
#include "modules/tenancy/tenant_directory.h"

namespace aplauso {

bool seed_demo(Application& app) {
  auto& orgs = app.service<tenancy::OrgService>();
  if (orgs.count() > 0) return false;
  tenancy::OrganizationSpec spec;
  spec.name = "Demo Aplauso";
  spec.hosts = {"localhost", "demo.localhost"};
  spec.is_default = true;
  spec.tagline = "Reconocer nos impulsa";
  for (auto m : tenancy::built_modules()) spec.modules.emplace_back(m);
  spec.admin.email = kDemoAdminEmail;
  spec.admin.first_name = "Adriana";
  spec.admin.last_name = "Gómez";
  spec.admin.password = std::string(kDemoPassword) + "-temporary-long";
  const auto created = orgs.create(spec);

  // Every module adds its part (its <m>_demo.cpp), in install order: people first, then what
  // they use and do.
  auto& directory = app.service<tenancy::TenantDirectory>();
  DemoOrg demo{created.org_id,
               created.admin_id,
               password::hash(kDemoPassword, app.config().password_cost),
               directory.by_id(created.org_id)->timezone,
               {}};
  for (const auto& part : app.demo_parts()) part.seed(demo);
  directory.invalidate();
  log::info("demo_seeded", {{"org", created.org_id.value}});
  return true;
}

}  // namespace aplauso
