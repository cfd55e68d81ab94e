#include "PaymentRecord.h"

#include "core/Address.h"

namespace paydesk::sandbox {

namespace {
nlohmann::json orNull(const QString &s)
{
    return s.isEmpty() ? nlohmann::json() : nlohmann::json(s.toStdString());
}

QString str(const nlohmann::json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}
} // namespace

bool PaymentRecord::isFinal() const
{
    return status == u"finalized" || status == u"failed" || status == u"expired";
}

int PaymentRecord::rank(const QString &s)
{
    if (s == u"pending")
        return 0;
    if (s == u"submitted")
        return 1;
    if (s == u"confirmed")
        return 2;
    return 3;
}

bool PaymentRecord::sameAddress(const QString &a, const QString &b)
{
    return Address::same(a, b);
}

nlohmann::json PaymentRecord::toJson(const QString &wallet) const
{
    QString dir = direction;
    if (!wallet.isEmpty() && !(sameAddress(from, wallet) && sameAddress(to, wallet)))
        dir = sameAddress(from, wallet) ? QStringLiteral("sent") : QStringLiteral("received");
    nlohmann::json j = {
        {"paymentId", id.toStdString()},
        {"status", status.toStdString()},
        {"direction", dir.toStdString()},
        {"network", network.toStdString()},
        {"from", from.toStdString()},
        {"to", to.toStdString()},
        {"amount", amount.toStdString()},
        {"fee", fee.toStdString()},
        {"priorityFee", orNull(priorityFee)},
        {"signature", orNull(signature)},
        {"blockHeight", blockHeight ? nlohmann::json(*blockHeight) : nlohmann::json()},
        {"resource", orNull(resource)},
        {"metadata", metadata},
        {"createdAt", createdAt},
        {"updatedAt", updatedAt},
        {"error", orNull(error)}};
    if (nonce)
        j["nonce"] = *nonce;
    return j;
}

nlohmann::json PaymentRecord::toStoreJson() const
{
    nlohmann::json j = toJson();
    j["direction"] = direction.toStdString();
    j["chain"] = chain.toStdString();
    j["messageHash"] = messageHash.toBase64().toStdString();
    j["lastValidBlockHeight"] = lastValidBlockHeight;
    return j;
}

std::optional<PaymentRecord> PaymentRecord::fromStoreJson(const nlohmann::json &j)
{
    if (!j.is_object() || !j.contains("paymentId"))
        return std::nullopt;
    PaymentRecord r;
    r.id = str(j, "paymentId");
    r.status = str(j, "status");
    r.direction = str(j, "direction");
    r.network = str(j, "network");
    r.from = str(j, "from");
    r.to = str(j, "to");
    r.amount = str(j, "amount");
    r.fee = str(j, "fee");
    r.priorityFee = str(j, "priorityFee");
    r.signature = str(j, "signature");
    if (j.contains("blockHeight") && j["blockHeight"].is_number_unsigned())
        r.blockHeight = j["blockHeight"].get<quint64>();
    r.resource = str(j, "resource");
    r.metadata = j.value("metadata", nlohmann::json::object());
    r.createdAt = j.value("createdAt", qint64(0));
    r.updatedAt = j.value("updatedAt", qint64(0));
    r.error = str(j, "error");
    r.chain = str(j, "chain");
    r.messageHash = QByteArray::fromBase64(str(j, "messageHash").toLatin1());
    r.lastValidBlockHeight = j.value("lastValidBlockHeight", quint64(0));
    if (j.contains("nonce") && j["nonce"].is_number_unsigned())
        r.nonce = j["nonce"].get<quint64>();
    return r;
}

} // namespace paydesk::sandbox
