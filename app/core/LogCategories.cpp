#include "LogCategories.h"

namespace paydesk {

Q_LOGGING_CATEGORY(lcApp, "paydesk.app", QtInfoMsg)
Q_LOGGING_CATEGORY(lcApi, "paydesk.api", QtInfoMsg)
Q_LOGGING_CATEGORY(lcEvents, "paydesk.events", QtInfoMsg)
Q_LOGGING_CATEGORY(lcLocal, "paydesk.local", QtInfoMsg)
Q_LOGGING_CATEGORY(lcX402, "paydesk.x402", QtInfoMsg)
Q_LOGGING_CATEGORY(lcStore, "paydesk.store", QtInfoMsg)
Q_LOGGING_CATEGORY(lcKeychain, "paydesk.keychain", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSandbox, "paydesk.sandbox", QtInfoMsg)
Q_LOGGING_CATEGORY(lcUi, "paydesk.ui", QtInfoMsg)

} // namespace paydesk
