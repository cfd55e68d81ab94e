#include "ResponseParser.h"

#include "RecordReader.h"
#include "core/ExactJson.h"
#include "core/Network.h"

namespace paydesk::responses {

using json = nlohmann::json;

namespace {

QString str(const json &o, const char *key)
{
    const auto it = o.find(key);
    if (it == o.end())
        return QString();
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>());
    if (it->is_number_integer() || it->is_number_unsigned())
        return QString::fromStdString(it->dump());
    return QString();
}

std::optional<qint64> integer(const json &o, const char *key)
{
    const auto it = o.find(key);
    if (it == o.end())
        return std::nullopt;
    if (it->is_number_integer() || it->is_number_unsigned())
        return it->get<qint64>();
    if (it->is_string()) {
        bool ok = false;
        const qint64 v = QString::fromStdString(it->get<std::string>()).toLongLong(&ok);
        if (ok)
            return v;
    }
    return std::nullopt;
}

std::optional<ExactJson> parseObject(const QByteArray &body, QString *why)
{
    QString err;
    auto j = ExactJson::parse(body, &err);
    if (!j) {
        if (why)
            *why = QStringLiteral("not JSON: %1").arg(err.left(120));
        return std::nullopt;
    }
    if (!j->value.is_object()) {
        if (why)
            *why = QStringLiteral("not a JSON object");
        return std::nullopt;
    }
    return j;
}

bool fail(QString *why, const char *field)
{
    if (why)
        *why = QStringLiteral("required field '%1' is missing").arg(QLatin1String(field));
    return false;
}

} // namespace

Chain chainFromNetwork(const QString &network)
{
    return Network::familyOfRecord(network);
}

QDateTime parseTimeNumber(qint64 n)
{
    if (n <= 0)
        return QDateTime();
    return n < 100000000000LL ? QDateTime::fromSecsSinceEpoch(n, Qt::UTC)
                              : QDateTime::fromMSecsSinceEpoch(n, Qt::UTC);
}

namespace {
// "YYYY-MM-DDTHH:MM:SS[.mmm]Z" (what services send) without QDateTime::fromString, which costs
// more than the rest of a history record; anything else goes through it.
std::optional<qint64> utcIsoMs(const QString &s)
{
    const qsizetype n = s.size();
    if ((n != 20 && n != 24) || s[4] != u'-' || s[7] != u'-' || s[10] != u'T' || s[13] != u':' ||
        s[16] != u':' || s[n - 1] != u'Z' || (n == 24 && s[19] != u'.'))
        return std::nullopt;
    auto num = [&s](qsizetype at, int len) {
        int v = 0;
        for (qsizetype i = at; i < at + len; ++i) {
            const char16_t c = s[i].unicode();
            if (c < u'0' || c > u'9')
                return -1;
            v = v * 10 + (c - u'0');
        }
        return v;
    };
    const int y = num(0, 4), mo = num(5, 2), d = num(8, 2), h = num(11, 2), mi = num(14, 2),
              sec = num(17, 2), ms = n == 24 ? num(20, 3) : 0;
    if (y < 1970 || mo < 1 || mo > 12 || d < 1 || h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 ||
        sec > 59 || ms < 0)
        return std::nullopt;
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    static const int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (d > kDays[mo - 1] + (mo == 2 && leap))
        return std::nullopt;
    // Days from 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
    const int yy = y - (mo <= 2);
    const int era = yy / 400;
    const int yoe = yy - era * 400;
    const int doy = (153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    const qint64 days = qint64(era) * 146097 + doe - 719468;
    return ((days * 24 + h) * 60 + mi) * 60000 + qint64(sec) * 1000 + ms;
}
} // namespace

QDateTime parseTimeText(const QString &s)
{
    bool ok = false;
    const qint64 n = s.toLongLong(&ok);
    if (ok)
        return parseTimeNumber(n);
    if (const auto ms = utcIsoMs(s))
        return QDateTime::fromMSecsSinceEpoch(*ms, Qt::UTC);
    QDateTime iso = QDateTime::fromString(s, Qt::ISODateWithMs);
    return iso.isValid() ? iso.toUTC() : QDateTime();
}

QDateTime parseTime(const json &value)
{
    if (value.is_string())
        return parseTimeText(QString::fromStdString(value.get<std::string>()));
    if (value.is_number_integer() || value.is_number_unsigned())
        return parseTimeNumber(value.get<qint64>());
    return QDateTime();
}

std::optional<Amount> parseAmount(const json &value, int decimals)
{
    if (value.is_string())
        return Amount::parse(QString::fromStdString(value.get<std::string>()), decimals);
    if (value.is_number_integer() || value.is_number_unsigned()) {
        if (value.is_number_integer() && value.get<std::int64_t>() < 0)
            return std::nullopt;
        return Amount::parse(QString::fromStdString(value.dump()), decimals);
    }
    return std::nullopt;
}

std::optional<SendPaymentResult> parseSend(const QByteArray &body, Chain chain, QString *why)
{
    auto j = parseObject(body, why);
    if (!j)
        return std::nullopt;
    const json &o = j->value;
    SendPaymentResult r;
    r.paymentId = str(o, "paymentId");
    if (r.paymentId.isEmpty()) {
        fail(why, "paymentId");
        return std::nullopt;
    }
    r.signature = str(o, "signature");
    r.status = str(o, "status");
    r.recipient = str(o, "recipient");
    if (o.contains("amount"))
        r.amount = parseAmount(o["amount"], chainDecimals(chain));
    r.blockHeight = integer(o, "blockHeight");
    if (o.contains("timestamp"))
        r.timestamp = parseTime(o["timestamp"]);
    r.estimatedConfirmation = str(o, "estimatedConfirmation");
    r.paymentProof = str(o, "paymentProof");
    r.raw = ExactJson::toQt(o);
    return r;
}

std::optional<ReceivePaymentResult> parseReceive(const QByteArray &body, Chain chain, QString *why)
{
    auto j = parseObject(body, why);
    if (!j)
        return std::nullopt;
    const json &o = j->value;
    ReceivePaymentResult r;
    // A 200 is a verified payment unless the body says otherwise.
    r.verified = !(o.contains("verified") && o["verified"].is_boolean() && !o["verified"]) &&
                 !(o.contains("success") && o["success"].is_boolean() && !o["success"]);
    r.paymentId = str(o, "paymentId");
    r.payer = str(o, "payer");
    if (o.contains("amount"))
        r.amount = parseAmount(o["amount"], chainDecimals(chain));
    r.signature = str(o, "signature");
    r.status = str(o, "status");
    if (o.contains("timestamp"))
        r.timestamp = parseTime(o["timestamp"]);
    r.raw = ExactJson::toQt(o);
    return r;
}

std::optional<PaymentRecord> parseStatus(const QByteArray &body, Chain chain, QString *why)
{
    return RecordReader::record(body, chain, RecordReader::Shape::StatusAnswer, why);
}

std::optional<HistoryPage> parseHistory(const QByteArray &body, Chain chain, QString *why)
{
    return RecordReader::page(body, chain, why);
}

std::optional<UnsignedTransaction> parseTransaction(const QByteArray &body, QString *why)
{
    auto j = parseObject(body, why);
    if (!j)
        return std::nullopt;
    const json &o = j->value;
    UnsignedTransaction t;
    t.transaction = str(o, "transaction").toLatin1();
    if (t.transaction.isEmpty()) {
        fail(why, "transaction");
        return std::nullopt;
    }
    t.encoding = str(o, "encoding");
    t.network = str(o, "network");
    t.paymentId = str(o, "paymentId");
    t.paymentProof = str(o, "paymentProof");
    t.lastValidBlockHeight = integer(o, "lastValidBlockHeight");
    if (o.contains("expiresAt"))
        t.expiresAt = parseTime(o["expiresAt"]);
    t.estimatedConfirmation = str(o, "estimatedConfirmation");
    t.raw = ExactJson::toQt(o);
    return t;
}

std::optional<PaymentRecord> parseStoredRecord(const QByteArray &json, Chain defaultChain)
{
    return RecordReader::record(json, defaultChain, RecordReader::Shape::Record, nullptr);
}

} // namespace paydesk::responses
