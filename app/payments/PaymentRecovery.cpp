#include "PaymentRecovery.h"

#include "core/LogCategories.h"

#include <QTimer>

namespace paydesk {

PaymentRecovery::PaymentRecovery(QNetworkAccessManager *network, PaymentJournal *journal,
                                 QObject *parent)
    : QObject(parent), m_network(network), m_journal(journal)
{}

void PaymentRecovery::start(const QString &wallet)
{
    const x402::ChainKits &kits = m_kits ? *m_kits : x402::ChainKits::standard();
    const QList<JournalEntry> open = m_journal->unresolved();
    QList<JournalEntry> unfollowed;
    for (const JournalEntry &entry : open) {
        if (!wallet.isEmpty() && entry.wallet != wallet)
            continue;
        ++m_resumed;
        ++m_open;
        const x402::ChainKit *kit = kits.of(Address::familyOf(entry.wallet));
        const QUrl rpc = m_override.isValid() ? m_override : QUrl(entry.rpcUrl);
        const bool followed = kit && kit->follow(m_network, m_journal, entry, rpc, m_timing, this,
                                                 [this](const JournalEntry &e) { onFinished(e); });
        if (!followed) // no kit follows its family's sends: it stays open, as it is
            unfollowed.append(entry);
    }
    qCInfo(lcLocal) << "recovery: following" << m_open - unfollowed.size()
                    << "unfinished local payment(s)";
    if (m_open == 0)
        return QTimer::singleShot(0, this, &PaymentRecovery::finished);
    for (const JournalEntry &entry : std::as_const(unfollowed))
        QTimer::singleShot(0, this, [this, entry]() { onFinished(entry); });
}

void PaymentRecovery::onFinished(const JournalEntry &entry)
{
    m_results.append(entry);
    qCInfo(lcLocal) << "recovery: payment" << entry.paymentId << "signature" << entry.signature
                    << "state" << int(entry.state);
    Q_EMIT entryFinished(entry);
    if (--m_open == 0)
        Q_EMIT finished();
}

} // namespace paydesk
