// Aplauso server entry point: everything is wired in app/application.cpp and the subcommands in
// cli/commands.cpp.
#include "cli/commands.h"

int main(int argc, char** argv) {
  return aplauso::cli::run(argc, argv);
}
