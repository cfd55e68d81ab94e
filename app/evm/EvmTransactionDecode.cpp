// EvmTransaction's strict decoders: the service's unsigned signing serializations and signed raw
// transactions (EIP-1559 type 2 and legacy EIP-155). What they accept re-encodes byte for byte.
#include "EvmTransaction.h"
#include "Rlp.h"
#include "Secp256k1.h"
#include "core/Failure.h"

#include <QCoreApplication>

namespace paydesk::evm {

namespace {
struct TrEvmTransactionDecode
{
    Q_DECLARE_TR_FUNCTIONS(EvmTransaction)
};

// Reads the fields of a decoded transaction list into a transaction; each refusal names the
// field and leaves its reason in `error`.
class Fields
{
public:
    Fields(const QList<RlpItem> &items, QString *error) : m_items(items), m_error(error) {}

    bool u64(int i, const QString &what, quint64 *out)
    {
        const auto v = Rlp::toUInt(m_items[i], 8, what, m_error);
        if (v)
            *out = *v->toUInt64();
        return v.has_value();
    }
    bool u256(int i, const QString &what, U256 *out)
    {
        const auto v = Rlp::toUInt(m_items[i], 32, what, m_error);
        if (v)
            *out = *v;
        return v.has_value();
    }
    bool bytes(int i, const QString &what, QByteArray *out)
    {
        if (m_items[i].isList)
            return fail(TrEvmTransactionDecode::tr("%1 is a list where bytes belong.").arg(what));
        *out = m_items[i].bytes;
        return true;
    }
    // The recipient: 20 bytes, or empty for a contract creation.
    bool to(int i, std::optional<EvmAddress> *out)
    {
        const RlpItem &item = m_items[i];
        if (!item.isList && item.bytes.isEmpty()) {
            out->reset();
            return true;
        }
        *out = item.isList ? std::nullopt : EvmAddress::fromBytes(item.bytes);
        return out->has_value() ||
               fail(TrEvmTransactionDecode::tr("The recipient (to) is not a 20-byte address."));
    }
    // [[address, [storageKey, ...]], ...]
    bool accessList(int i, QList<AccessListEntry> *out)
    {
        const RlpItem &list = m_items[i];
        if (!list.isList)
            return fail(TrEvmTransactionDecode::tr("The access list is not a list."));
        for (const RlpItem &entry : list.items) {
            const bool shaped = entry.isList && entry.items.size() == 2 && !entry.items[0].isList &&
                                entry.items[1].isList;
            const auto address =
                shaped ? EvmAddress::fromBytes(entry.items[0].bytes) : std::nullopt;
            if (!address)
                return fail(TrEvmTransactionDecode::tr(
                    "An access list entry is not [address, [storage keys]]."));
            AccessListEntry decoded{*address, {}};
            for (const RlpItem &key : entry.items[1].items) {
                if (key.isList || key.bytes.size() != 32)
                    return fail(
                        TrEvmTransactionDecode::tr("An access list storage key is not 32 bytes."));
                decoded.storageKeys.append(key.bytes);
            }
            out->append(std::move(decoded));
        }
        return true;
    }
    bool fail(const QString &why)
    {
        if (m_error)
            *m_error = why;
        return false;
    }

private:
    const QList<RlpItem> &m_items;
    QString *m_error;
};

// The fields both forms share: type 2's first nine, legacy's first six.
bool readPayload(Fields &f, EvmTransaction &tx)
{
    const QString gasLimit = TrEvmTransactionDecode::tr("The gas limit"),
                  value = TrEvmTransactionDecode::tr("The value"),
                  data = TrEvmTransactionDecode::tr("The data"),
                  nonce = TrEvmTransactionDecode::tr("The nonce");
    if (tx.type == EvmTransaction::Type::Legacy)
        return f.u64(0, nonce, &tx.nonce) &&
               f.u256(1, TrEvmTransactionDecode::tr("The gas price"), &tx.gasPrice) &&
               f.u64(2, gasLimit, &tx.gasLimit) && f.to(3, &tx.to) && f.u256(4, value, &tx.value) &&
               f.bytes(5, data, &tx.data);
    if (!(f.u64(0, TrEvmTransactionDecode::tr("The chain id"), &tx.chainId) &&
          f.u64(1, nonce, &tx.nonce) &&
          f.u256(2, TrEvmTransactionDecode::tr("The priority fee (maxPriorityFeePerGas)"),
                 &tx.maxPriorityFeePerGas) &&
          f.u256(3, TrEvmTransactionDecode::tr("The fee cap (maxFeePerGas)"), &tx.maxFeePerGas) &&
          f.u64(4, gasLimit, &tx.gasLimit) && f.to(5, &tx.to) && f.u256(6, value, &tx.value) &&
          f.bytes(7, data, &tx.data) && f.accessList(8, &tx.accessList)))
        return false;
    if (tx.maxPriorityFeePerGas > tx.maxFeePerGas)
        return f.fail(TrEvmTransactionDecode::tr(
            "The priority fee per gas is above the fee cap: no chain accepts "
            "this transaction (EIP-1559)."));
    return true;
}

// Legacy unsigned: [chainId, 0, 0] where the signature will go (EIP-155).
bool readLegacyChainId(Fields &f, EvmTransaction &tx)
{
    U256 r, s;
    if (!(f.u64(6, TrEvmTransactionDecode::tr("The chain id"), &tx.chainId) &&
          f.u256(7, QStringLiteral("r"), &r) && f.u256(8, QStringLiteral("s"), &s)))
        return false;
    if (!r.isZero() || !s.isZero())
        return f.fail(TrEvmTransactionDecode::tr(
            "The transaction is already signed; an unsigned one was expected."));
    return true;
}

// Signed: [yParity, r, s] after type 2's nine fields, [v, r, s] after legacy's six.
bool readSignature(Fields &f, EvmTransaction &tx)
{
    const bool legacy = tx.type == EvmTransaction::Type::Legacy;
    const int at = legacy ? 6 : 9;
    U256 v;
    EvmSignature sig;
    if (!(f.u256(at, legacy ? QStringLiteral("v") : QStringLiteral("yParity"), &v) &&
          f.u256(at + 1, QStringLiteral("r"), &sig.r) &&
          f.u256(at + 2, QStringLiteral("s"), &sig.s)))
        return false;
    if (!legacy) {
        if (v > U256(1))
            return f.fail(TrEvmTransactionDecode::tr("The signature's yParity is not 0 or 1."));
        sig.yParity = int(*v.toUInt64());
    } else {
        // v = 35 + 2 * chainId + yParity (EIP-155); 27 and 28 predate it.
        if (v == U256(27) || v == U256(28))
            return f.fail(TrEvmTransactionDecode::tr(
                "The transaction has no chain id (v is 27 or 28): it could be "
                "replayed on any chain."));
        const auto rest = v.checkedSub(U256(35));
        quint32 parity = 0;
        const auto chain = rest ? rest->dividedBy(2, &parity).toUInt64() : std::nullopt;
        if (!chain)
            return f.fail(
                TrEvmTransactionDecode::tr("The signature's v is not 35 + 2 x chain id + 0 or 1."));
        sig.yParity = int(parity);
        tx.chainId = *chain;
    }
    if (sig.r.isZero() || sig.s.isZero() || !Secp256k1::isLowS(sig.s.toBigEndian()))
        return f.fail(TrEvmTransactionDecode::tr(
            "The signature is not valid: r and s must be non-zero and s in the "
            "lower half of the curve order (EIP-2)."));
    tx.signature = sig;
    return true;
}

enum class Form
{
    Unsigned,
    Signed
};

// The RLP list of a transaction: the whole input (legacy) or what follows the type byte (type 2).
// Refuses the transaction types a wallet must not sign before reading any field.
std::optional<QList<RlpItem>> body(QByteArrayView bytes, EvmTransaction::Type *type, QString *error)
{
    using L = QList<RlpItem>;
    if (bytes.isEmpty())
        return failWith<L>(error, TrEvmTransactionDecode::tr("The transaction is empty."));
    if (bytes.size() > EvmTransaction::kMaxSize)
        return failWith<L>(error,
                           TrEvmTransactionDecode::tr("The transaction is larger than %1 bytes.")
                               .arg(EvmTransaction::kMaxSize));
    const quint8 first = quint8(bytes[0]);
    switch (first) {
    case 0x01:
        return failWith<L>(error, TrEvmTransactionDecode::tr(
                                      "This is an access-list transaction (EIP-2930, type 1). "
                                      "Paydesk signs only EIP-1559 (type 2) and legacy "
                                      "EIP-155 transactions."));
    case 0x02:
        *type = EvmTransaction::Type::DynamicFee;
        bytes = bytes.sliced(1);
        break;
    case 0x03:
        return failWith<L>(error, TrEvmTransactionDecode::tr(
                                      "This is a blob transaction (EIP-4844, type 3), which a "
                                      "payment never needs. Paydesk does not sign it."));
    case 0x04:
        return failWith<L>(
            error, TrEvmTransactionDecode::tr("This transaction (EIP-7702, type 4) would delegate "
                                              "your account's code to a contract, which could then "
                                              "spend everything the account holds. Paydesk never "
                                              "signs it."));
    default:
        if (first < 0x80)
            return failWith<L>(
                error, TrEvmTransactionDecode::tr("The transaction is of an unknown type (0x%1).")
                           .arg(first, 2, 16, QLatin1Char('0')));
        if (first < 0xc0)
            return failWith<L>(error, TrEvmTransactionDecode::tr(
                                          "This is not a transaction: it is neither a typed "
                                          "transaction nor an RLP list."));
        *type = EvmTransaction::Type::Legacy;
    }
    auto item = Rlp::decode(bytes, error);
    if (!item)
        return std::nullopt;
    if (!item->isList)
        return failWith<L>(error,
                           TrEvmTransactionDecode::tr("The transaction body is not an RLP list."));
    return item->items;
}

std::optional<EvmTransaction> decode(QByteArrayView bytes, Form form, QString *error)
{
    EvmTransaction tx;
    const auto items = body(bytes, &tx.type, error);
    if (!items)
        return std::nullopt;
    const bool legacy = tx.type == EvmTransaction::Type::Legacy;
    const qsizetype expected = legacy ? 9 : (form == Form::Signed ? 12 : 9);
    if (items->size() != expected)
        return failWith<EvmTransaction>(
            error, TrEvmTransactionDecode::tr("The transaction has %1 fields instead of "
                                              "%2.")
                       .arg(items->size())
                       .arg(expected));
    Fields f(*items, error);
    if (!readPayload(f, tx))
        return std::nullopt;
    if (form == Form::Signed ? !readSignature(f, tx) : (legacy && !readLegacyChainId(f, tx)))
        return std::nullopt;
    if (tx.chainId == 0)
        return failWith<EvmTransaction>(
            error, TrEvmTransactionDecode::tr("The transaction names no chain (chain id "
                                              "0)."));
    return tx;
}
} // namespace

std::optional<EvmTransaction> EvmTransaction::decodeUnsigned(QByteArrayView bytes, QString *error)
{
    return decode(bytes, Form::Unsigned, error);
}

std::optional<EvmTransaction> EvmTransaction::decodeSigned(QByteArrayView bytes, QString *error)
{
    return decode(bytes, Form::Signed, error);
}

std::optional<EvmTransaction> EvmTransaction::fromBase64(QByteArrayView base64, QString *error)
{
    constexpr qsizetype kMaxText = (kMaxSize + 2) / 3 * 4;
    if (base64.size() > kMaxText)
        return failWith<EvmTransaction>(
            error,
            TrEvmTransactionDecode::tr("The transaction is larger than %1 bytes.").arg(kMaxSize));
    const auto result = QByteArray::fromBase64Encoding(
        base64.toByteArray(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    // Canonical form only: re-encoding must give the input back (no missing padding, whitespace,
    // URL alphabet or non-zero padding bits).
    if (!result || base64.isEmpty() || result.decoded.toBase64() != base64)
        return failWith<EvmTransaction>(
            error, TrEvmTransactionDecode::tr("The transaction is not valid base64."));
    return decodeUnsigned(result.decoded, error);
}

} // namespace paydesk::evm
