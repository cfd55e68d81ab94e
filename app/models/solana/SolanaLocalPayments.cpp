#include "SolanaLocalPayments.h"

#include "models/SettingsModel.h"

namespace paydesk {

namespace {
const QString kPriorityFeeCapKey = QStringLiteral("local/maxPriorityFeeLamports");
} // namespace

SolanaLocalPayments::SolanaLocalPayments(SolanaNodeSettings *rpc, SettingsModel *settings,
                                         QObject *parent)
    : LocalFamilyPart(parent), m_rpc(rpc), m_settings(settings)
{}

quint64 SolanaLocalPayments::maxPriorityFeeLamports() const
{
    return m_settings->value(kPriorityFeeCapKey, qulonglong(1000000)).toULongLong();
}

void SolanaLocalPayments::setMaxPriorityFeeLamports(quint64 lamports)
{
    m_settings->setValue(kPriorityFeeCapKey, qulonglong(lamports));
}

} // namespace paydesk
