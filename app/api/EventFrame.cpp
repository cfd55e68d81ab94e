#include "EventFrame.h"

#include <nlohmann/json.hpp>

namespace paydesk {

namespace {
using json = nlohmann::json;

struct KindName
{
    EventFrame::Kind kind;
    const char *name;
};
constexpr KindName kKinds[] = {
    {EventFrame::Kind::PaymentCreated, "payment.created"},
    {EventFrame::Kind::PaymentStatus, "payment.status"},
    {EventFrame::Kind::PaymentConfirmed, "payment.confirmed"},
    {EventFrame::Kind::PaymentFailed, "payment.failed"},
    {EventFrame::Kind::PaymentReceived, "payment.received"},
    {EventFrame::Kind::BuildExpiring, "build.expiring"},
};

EventFrame invalid(const QString &why)
{
    EventFrame f;
    f.why = why;
    return f;
}

// A string field of at most `max` characters; absent or null gives "" (and `present` false).
bool text(const json &j, const char *key, qsizetype max, QString *out, bool required = false)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return !required;
    if (!it->is_string() || it->get_ref<const std::string &>().size() > size_t(max))
        return false;
    *out = QString::fromStdString(it->get<std::string>());
    return required ? !out->isEmpty() : true;
}

bool positive(const json &j, const char *key, quint64 *out)
{
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_unsigned())
        return false;
    *out = it->get<quint64>();
    return *out > 0;
}

bool integer(const json &j, const char *key, qint64 *out)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return true;
    if (!it->is_number_integer())
        return false;
    *out = it->get<qint64>();
    return true;
}

bool readEvent(const json &j, EventFrame *f)
{
    if (!positive(j, "eventId", &f->eventId)) {
        f->why = QStringLiteral("eventId is not a positive integer");
        return false;
    }
    if (!text(j, "kind", 64, &f->kindName, true)) {
        f->why = QStringLiteral("kind is missing");
        return false;
    }
    if (!integer(j, "time", &f->timeMs)) {
        f->why = QStringLiteral("time is not an integer");
        return false;
    }
    for (const KindName &k : kKinds) {
        if (f->kindName == QLatin1String(k.name))
            f->kind = k.kind;
    }
    if (f->kind == EventFrame::Kind::None) {
        f->type = EventFrame::Type::Unknown;
        return true;
    }
    const bool fields = text(j, "paymentId", 128, &f->paymentId, true) &&
                        text(j, "wallet", 128, &f->wallet) && text(j, "from", 128, &f->from) &&
                        text(j, "network", 64, &f->network) && text(j, "status", 32, &f->status) &&
                        text(j, "signature", 256, &f->signature);
    if (!fields) {
        f->why = QStringLiteral("a payment field is missing or not text");
        return false;
    }
    if (f->kind == EventFrame::Kind::BuildExpiring) {
        if (!integer(j, "expiresAt", &f->expiresAtMs)) {
            f->why = QStringLiteral("expiresAt is not an integer");
            return false;
        }
        return true;
    }
    const auto asset = j.find("asset");
    const auto amount = j.find("amount");
    if (asset != j.end() && asset->is_object() && amount != j.end() && amount->is_string()) {
        const auto decimals = asset->find("decimals");
        if (decimals == asset->end() || !decimals->is_number_unsigned() ||
            decimals->get<quint64>() > 36 || !text(*asset, "symbol", 16, &f->assetSymbol) ||
            !text(*asset, "address", 128, &f->assetAddress)) {
            f->why = QStringLiteral("asset is not {symbol, decimals, address}");
            return false;
        }
        f->amount = Amount::parse(QString::fromStdString(amount->get<std::string>()),
                                  int(decimals->get<quint64>()));
        if (!f->amount) {
            f->why = QStringLiteral("amount is not an exact decimal in its asset's unit");
            return false;
        }
    } else if (amount != j.end() && !amount->is_null()) {
        f->why = QStringLiteral("amount without its asset");
        return false;
    }
    if (const auto error = j.find("error"); error != j.end() && error->is_object()) {
        text(*error, "code", 64, &f->errorCode);
        text(*error, "message", 1024, &f->errorMessage);
    }
    return true;
}
} // namespace

QString EventFrame::kindText(Kind kind)
{
    for (const KindName &k : kKinds) {
        if (k.kind == kind)
            return QString::fromLatin1(k.name);
    }
    return {};
}

EventFrame EventFrame::read(QByteArrayView bytes)
{
    if (bytes.size() > kMaxBytes)
        return invalid(QStringLiteral("a frame of %1 bytes, above 64 KiB").arg(bytes.size()));
    const json j = json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (!j.is_object())
        return invalid(QStringLiteral("not a JSON object"));
    const auto type = j.find("type");
    if (type == j.end() || !type->is_string())
        return invalid(QStringLiteral("no type"));
    const std::string &t = type->get_ref<const std::string &>();
    EventFrame f;
    if (t == "event") {
        f.type = Type::Event;
        if (!readEvent(j, &f))
            f.type = Type::Invalid;
        return f;
    }
    if (t == "welcome") {
        f.type = Type::Welcome;
        const auto last = j.find("lastEventId");
        const auto beat = j.find("heartbeatMs");
        if (last == j.end() || !last->is_number_unsigned())
            return invalid(QStringLiteral("welcome without lastEventId"));
        f.lastEventId = last->get<quint64>();
        if (beat != j.end() && beat->is_number_unsigned())
            f.heartbeatMs = int(qBound<quint64>(1000, beat->get<quint64>(), 600000));
        const auto resumed = j.find("resumed");
        f.resumed = resumed != j.end() && resumed->is_boolean() && resumed->get<bool>();
        return f;
    }
    if (t == "gap") {
        f.type = Type::Gap;
        if (!positive(j, "from", &f.gapFrom) || !positive(j, "to", &f.gapTo) || f.gapTo < f.gapFrom)
            return invalid(QStringLiteral("gap without from <= to"));
        return f;
    }
    if (t == "heartbeat" || t == "pong") {
        f.type = t == "pong" ? Type::Pong : Type::Heartbeat;
        return f;
    }
    if (t == "error") {
        f.type = Type::Error;
        text(j, "code", 64, &f.errorCode);
        text(j, "message", 1024, &f.errorMessage);
        return f;
    }
    f.type = Type::Unknown;
    f.kindName = QString::fromStdString(t).left(64);
    return f;
}

} // namespace paydesk
