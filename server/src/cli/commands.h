// The command line: serve, migrate, seed, create-org, create-admin, check-config, audit verify.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>

namespace aplauso {
class Application;
}

namespace aplauso::cli {

/// Parses argv and runs the chosen subcommand; returns the process exit code.
int run(int argc, char** argv);

/// `aplauso audit verify [--org ID]`: walks the audit chain of one organisation or of every one,
/// prints a line per chain (the first broken entry, or the head hash to keep) and returns 0 when
/// every chain is intact, 1 otherwise.
int verify_audit(const Application& app, std::optional<std::int64_t> org_id, std::ostream& out);

}  // namespace aplauso::cli
