// The command line: serve, migrate, seed, create-org, create-admin, check-config.
#pragma once

namespace aplauso::cli {

/// Parses argv and runs the chosen subcommand; returns the process exit code.
int run(int argc, char** argv);

}  // namespace aplauso::cli
