// The demo organisation's documents (files_module.cpp).
#pragma once

#include "api/demo.h"

namespace aplauso::files {

class FilesService;

/// A policies folder for everyone with the internal rules asking for a read confirmation, a
/// forms subfolder, and Luis's personal folder with a payslip.
void seed_demo_files(const FilesService& files, DemoOrg& demo);

}  // namespace aplauso::files
