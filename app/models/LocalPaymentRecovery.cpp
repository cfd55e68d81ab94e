#include "LocalPaymentRecovery.h"

#include "core/Address.h"
#include "core/Asset.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace paydesk {

LocalPaymentRecovery::LocalPaymentRecovery(QNetworkAccessManager *network, PaymentJournal *journal,
                                           QObject *parent)
    : QObject(parent), m_network(network), m_journal(journal)
{}

QString LocalPaymentRecovery::describe(const JournalEntry &e)
{
    const QJsonObject request = QJsonDocument::fromJson(e.request).object();
    // In the coin of the entry's network: an EVM payment is in ETH, never "SOL".
    const QString amount = Money::formatText(request.value(QStringLiteral("amount")).toString(),
                                             Money::unitOf(e.network));
    const QString what =
        e.direction == Direction::Received
            ? tr("Receipt of %1").arg(amount)
            : tr("Payment of %1 to %2")
                  .arg(amount,
                       Address::brief(request.value(QStringLiteral("recipient")).toString()));
    QString outcome;
    switch (e.state) {
    case JournalState::Confirmed:
        outcome = tr("confirmed");
        break;
    case JournalState::Failed:
        outcome = tr("failed on chain (the network fee was charged, the amount was not)");
        break;
    case JournalState::Expired:
        outcome = tr("expired: nothing was charged");
        break;
    case JournalState::Rejected:
        outcome = tr("refused by the network: nothing was charged");
        break;
    case JournalState::Signed:
    case JournalState::Submitted:
        outcome = tr("still open: Paydesk follows it again on the next start");
        break;
    }
    return tr("%1: %2.").arg(what, outcome);
}

bool LocalPaymentRecovery::start(const QString &wallet)
{
    if (isRunning() || !m_journal || !m_journal->isReady())
        return false;
    const QList<JournalEntry> open = m_journal->unresolved();
    const auto count = int(std::count_if(open.cbegin(), open.cend(), [&](const JournalEntry &e) {
        return wallet.isEmpty() || e.wallet == wallet;
    }));
    if (count == 0)
        return false;
    m_results.clear();
    m_summary.clear();
    m_recovery = new PaymentRecovery(m_network, m_journal, this);
    m_recovery->setTiming(m_timing);
    connect(m_recovery, &PaymentRecovery::entryFinished, this,
            &LocalPaymentRecovery::entryFinished);
    connect(m_recovery, &PaymentRecovery::finished, this, [this]() {
        m_results = m_recovery->results();
        QStringList lines;
        for (const JournalEntry &e : std::as_const(m_results))
            lines << describe(e);
        m_summary = tr("Unfinished local payments from an earlier session resumed: %1.")
                        .arg(m_results.size()) +
                    u'\n' + lines.join(u'\n');
        m_recovery->deleteLater();
        m_recovery.clear();
        Q_EMIT finished(m_summary);
    });
    Q_EMIT started(count);
    m_recovery->start(wallet);
    return true;
}

} // namespace paydesk
