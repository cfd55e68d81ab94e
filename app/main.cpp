// The paydesk desktop app: everything lives in paydesk_ui (ui/GuiMain.cpp), so tests can build
// the same pieces.
#include "GuiMain.h"

int main(int argc, char **argv)
{
    return paydesk::ui::guiMain(argc, argv);
}
