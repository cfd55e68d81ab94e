#pragma once

namespace paydesk::ui {

// The whole desktop app behind main(): application, translator, context, service (sandbox or
// configured), window, and the --screenshot mode. Returns the process exit code.
int guiMain(int argc, char **argv);

} // namespace paydesk::ui
