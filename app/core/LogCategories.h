#pragma once

// Paydesk's logging categories, all in one place. Each logs info and above by default; debug is
// off unless enabled (QT_LOGGING_RULES="paydesk.api.debug=true"), and any category can be
// silenced the same way ("paydesk.sandbox.info=false").
//
// Never log a secret: no API key, private key, mnemonic, seed, passphrase, Authorization or
// X-PAYMENT value, no request or response bodies. Payment ids, signatures, paths and statuses
// are fine.

#include <QLoggingCategory>

namespace paydesk {

Q_DECLARE_LOGGING_CATEGORY(lcApp)      // paydesk.app: start-up, shutdown, window, service switch
Q_DECLARE_LOGGING_CATEGORY(lcApi)      // paydesk.api: one line per request (method path status ms)
Q_DECLARE_LOGGING_CATEGORY(lcEvents)   // paydesk.events: the live events stream, dropped frames
Q_DECLARE_LOGGING_CATEGORY(lcLocal)    // paydesk.local: local payment stages, recovery
Q_DECLARE_LOGGING_CATEGORY(lcX402)     // paydesk.x402: paid fetches, budgets, refusals
Q_DECLARE_LOGGING_CATEGORY(lcStore)    // paydesk.store: database, journals
Q_DECLARE_LOGGING_CATEGORY(lcKeychain) // paydesk.keychain: keychain errors (never values)
Q_DECLARE_LOGGING_CATEGORY(lcSandbox)  // paydesk.sandbox: the built-in / stand-alone sandbox
Q_DECLARE_LOGGING_CATEGORY(lcUi)       // paydesk.ui: desktop integration (instance, theme)

} // namespace paydesk
