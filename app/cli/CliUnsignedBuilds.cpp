#include "CliUnsignedBuilds.h"

#include <QJsonArray>

namespace paydesk::cli {

CliUnsignedBuilds::CliUnsignedBuilds(ServiceClient &client, CliPrinter &printer, QObject *parent)
    : QObject(parent), m_client(client), m_printer(printer)
{}

void CliUnsignedBuilds::run(const QStringList &wallets)
{
    m_wallets = wallets;
    next();
}

void CliUnsignedBuilds::next()
{
    if (m_wallets.isEmpty()) {
        // "Nothing waits" only for what was looked at: a history that could not be read said
        // so above, and is not counted as empty.
        if (m_found == 0 && m_checked > 0)
            m_printer.message(
                QStringLiteral("unsigned builds"),
                m_unchecked == 0 ? tr("No local-mode build is waiting unsigned.")
                                 : tr("No local-mode build is waiting unsigned in the histories "
                                      "that could be read."),
                {{QStringLiteral("count"), 0}, {QStringLiteral("unchecked"), m_unchecked}});
        return Q_EMIT done();
    }
    const QString wallet = m_wallets.takeFirst();
    HistoryReply *reply = m_client.paymentHistory({wallet, QStringLiteral("sent"), 100, 0});
    connect(reply, &ApiReply::finished, this, [this, reply, wallet]() {
        reply->deleteLater();
        if (!reply->ok()) {
            ++m_unchecked;
            m_printer.message(QStringLiteral("unsigned builds"),
                              tr("The history of %1 could not be read (%2): its unsigned builds "
                                 "are not listed.")
                                  .arg(wallet, reply->error().message()));
            return next();
        }
        ++m_checked;
        for (const PaymentRecord &r : reply->result().payments) {
            if (!r.signature.isEmpty())
                continue;
            const QString amount = r.amount ? tr("%1 %2").arg(r.amount->toString(), r.assetSymbol())
                                            : tr("an unknown amount");
            QString text;
            if (r.state == PaymentState::Expired)
                text = tr("Build %1 (%2 to %3): not signed, nothing charged.")
                           .arg(r.paymentId, amount, r.to);
            else if (r.state == PaymentState::Pending)
                text = tr("Build %1 (%2 to %3): not signed yet; it expires unsigned unless "
                          "you sign it before its validity ends.")
                           .arg(r.paymentId, amount, r.to);
            else
                continue;
            ++m_found;
            m_printer.message(QStringLiteral("unsigned build"), text,
                              {{QStringLiteral("paymentId"), r.paymentId},
                               {QStringLiteral("wallet"), wallet},
                               {QStringLiteral("status"), r.statusText},
                               {QStringLiteral("signed"), false}});
        }
        next();
    });
}

} // namespace paydesk::cli
