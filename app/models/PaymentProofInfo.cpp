#include "PaymentProofInfo.h"

#include "core/Amount.h"
#include "core/Base58.h"
#include "core/ExactJson.h"
#include "solana/InstructionDecoder.h"
#include "solana/Transaction.h"

namespace paydesk {

namespace {
QString text(const nlohmann::json &o, const char *key)
{
    const auto it = o.find(key);
    if (it == o.end())
        return {};
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>());
    if (it->is_number_integer())
        return QString::number(it->get<long long>());
    return {};
}

void readAuthorization(PaymentProofInfo &info, const QString &base64)
{
    QString why;
    const auto tx = solana::Transaction::fromBase64(base64.toLatin1(), &why);
    if (!tx) {
        info.kind = PaymentProofInfo::Kind::Invalid;
        info.error =
            PaymentProofInfo::tr("The signed transaction in the proof cannot be read: %1").arg(why);
        return;
    }
    info.feePayer = QString::fromLatin1(base58::encode(tx->message.feePayer()));
    const auto decoded = solana::decodeInstructions(tx->message, &why);
    if (!decoded)
        return;
    for (const auto &ins : *decoded) {
        info.instructions.append(ins.describe());
        if (ins.kind == solana::DecodedInstruction::Kind::SystemTransfer &&
            ins.accounts.size() >= 2) {
            info.payer = QString::fromLatin1(base58::encode(ins.accounts[0]));
            info.recipient = QString::fromLatin1(base58::encode(ins.accounts[1]));
            info.amount = Amount::fromUnits(ins.lamports, 9).toString();
            info.symbol = QStringLiteral("SOL");
            const int slot = tx->signerIndex(ins.accounts[0]);
            info.signedByPayer = slot >= 0 && tx->signatures.at(slot) != QByteArray(64, '\0');
        }
    }
}
} // namespace

QString PaymentProofInfo::kindLabel() const
{
    switch (kind) {
    case Kind::Settled:
        return tr("Settled payment (already on the ledger)");
    case Kind::Authorization:
        return tr("Signed authorization (not yet broadcast)");
    case Kind::Invalid:
        break;
    }
    return tr("Not a payment proof");
}

PaymentProofInfo PaymentProofInfo::decode(const QString &xPayment)
{
    PaymentProofInfo info;
    const QByteArray compact = xPayment.simplified().remove(u' ').toLatin1();
    if (compact.isEmpty()) {
        info.error = tr("Paste the X-PAYMENT value the buyer sent.");
        return info;
    }
    auto decoded = QByteArray::fromBase64Encoding(compact, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        decoded = QByteArray::fromBase64Encoding(
            compact, QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        info.error = tr("This is not base64 text: an X-PAYMENT value is base64-encoded JSON.");
        return info;
    }
    QString why;
    const auto json = ExactJson::parse(*decoded, &why);
    if (!json || !json->value.is_object()) {
        info.error = tr("The decoded value is not a JSON object.");
        return info;
    }
    const nlohmann::json &root = json->value;
    info.x402Version = text(root, "x402Version").toInt();
    info.scheme = text(root, "scheme");
    info.network = text(root, "network");
    const auto payload = root.find("payload");
    if (info.x402Version < 1 || payload == root.end() || !payload->is_object()) {
        info.error = tr("The JSON is not an x402 payment payload (x402Version and payload are "
                        "missing).");
        return info;
    }
    info.symbol = info.network.startsWith(u"solana") ? QStringLiteral("SOL") : QString();
    const QString transaction = text(*payload, "transaction");
    if (!transaction.isEmpty()) {
        info.kind = Kind::Authorization;
        readAuthorization(info, transaction);
        return info;
    }
    info.paymentId = text(*payload, "paymentId");
    info.signature = text(*payload, "signature");
    info.payer = text(*payload, "from");
    info.recipient = text(*payload, "to");
    info.amount = text(*payload, "amount");
    if (info.paymentId.isEmpty() && info.signature.isEmpty()) {
        info.error = tr("The payload names neither a payment id nor a transaction.");
        return info;
    }
    info.kind = Kind::Settled;
    return info;
}

} // namespace paydesk
