#pragma once

#include "core/Address.h"

#include <QObject>

namespace paydesk {

// A chain family's own part of LocalPaymentController: what only that family keeps for its local
// payments (its saved fee cap, its node client, its trackers' pacing) and does (EVM: speed up or
// cancel a payment still waiting for a block). The composition root adds one per family
// (LocalPaymentController::addFamilyPart); the family's LocalSendKit and its own views find it
// there, so the controller names no family (docs/architecture.md "Adding a chain family").
class LocalFamilyPart : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual Chain family() const = 0;
    // Whether something of the family's own is under way (a replacement): while it is, no other
    // local payment starts.
    virtual bool isBusy() const { return false; }
};

} // namespace paydesk
