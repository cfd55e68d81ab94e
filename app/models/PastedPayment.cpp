#include "PastedPayment.h"

#include <QRegularExpression>
#include <QStringList>

namespace paydesk {

PastedPayment PastedPayment::parse(const QString &text)
{
    PastedPayment p;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        p.error = tr("Paste an X-PAYMENT value or a whole HTTP request.");
        return p;
    }
    static const QRegularExpression requestLine(
        QStringLiteral("^([A-Z]+)\\s+(\\S+)\\s+HTTP/\\d(\\.\\d)?$"));
    static const QRegularExpression headerLine(QStringLiteral("^([A-Za-z0-9-]+)\\s*:\\s*(.*)$"));
    QStringList lines = trimmed.split(QRegularExpression(QStringLiteral("\\r?\\n")));
    const auto first = requestLine.match(lines.first().trimmed());
    // Base64 never holds a colon: a line "Name: value" means headers were pasted.
    const bool headers = headerLine.match(lines.first().trimmed()).hasMatch();
    if (!first.hasMatch() && !headers) {
        // A bare value, possibly wrapped over lines.
        p.proof = trimmed.simplified().remove(u' ');
        return p;
    }
    p.isRequest = true;
    if (first.hasMatch()) {
        p.method = first.captured(1);
        p.target = first.captured(2);
        lines.removeFirst();
    }
    QString signature;
    for (const QString &raw : std::as_const(lines)) {
        const QString line = raw.trimmed();
        if (line.isEmpty())
            break; // the body follows: proofs travel in headers only
        const auto m = headerLine.match(line);
        if (!m.hasMatch())
            continue;
        const QString name = m.captured(1).toLower();
        if (name == u"host")
            p.host = m.captured(2).trimmed();
        else if (name == u"x-payment" && p.proof.isEmpty())
            p.proof = m.captured(2).trimmed();
        else if (name == u"payment-signature")
            signature = m.captured(2).trimmed();
    }
    if (!p.proof.isEmpty())
        p.headerName = QStringLiteral("X-PAYMENT");
    else if (!signature.isEmpty()) {
        p.proof = signature;
        p.headerName = QStringLiteral("PAYMENT-SIGNATURE");
    } else {
        p.error = tr("The request carries no X-PAYMENT or PAYMENT-SIGNATURE header: the buyer "
                     "has not paid.");
    }
    if (p.target.startsWith(u"http://") || p.target.startsWith(u"https://"))
        p.resource = p.target;
    else if (!p.host.isEmpty() && p.target.startsWith(u'/'))
        p.resource = QStringLiteral("http://%1%2").arg(p.host, p.target);
    return p;
}

} // namespace paydesk
