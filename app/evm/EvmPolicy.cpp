#include "EvmPolicy.h"

#include "core/Address.h"
#include "core/Asset.h"

namespace paydesk::evm {

namespace {

QString decimalText(const U256 &units, int decimals)
{
    QString digits = units.toDecimal();
    if (digits.size() <= decimals)
        digits.prepend(QString(decimals + 1 - digits.size(), u'0'));
    QString whole = digits.left(digits.size() - decimals);
    QString fraction = digits.mid(digits.size() - decimals);
    while (fraction.endsWith(u'0'))
        fraction.chop(1);
    return fraction.isEmpty() ? whole : whole + u'.' + fraction;
}

// The native coin's symbol of an EVM network; ETH where the table names none.
QString nativeSymbol(const QString &network)
{
    const QString s = Asset::native(network).symbol;
    return s.isEmpty() ? QStringLiteral("ETH") : s;
}

class Check
{
public:
    Check(EvmReview &r, const EvmExpectation &e) : m_r(r), m_e(e) {}

    bool refuse(EvmReview::Refusal why, const QString &reason)
    {
        m_r.refusal = why;
        m_r.reason = reason;
        return false;
    }

    QString symbol() const { return nativeSymbol(m_e.network); }
    QString money(const U256 &wei) const { return EvmPolicy::formatWei(wei) + u' ' + symbol(); }

    bool chain()
    {
        if (m_r.chainId == m_e.chainId)
            return true;
        return refuse(EvmReview::Refusal::WrongChain,
                      EvmPolicy::tr("The transaction is for chain %1, but you pay on %2 (chain "
                                    "%3). If signed, it would be valid on chain %1 instead.")
                          .arg(m_r.chainId)
                          .arg(m_e.network)
                          .arg(m_e.chainId));
    }

    bool recipient()
    {
        const EvmTransaction &tx = m_r.tx;
        if (!tx.to)
            return refuse(EvmReview::Refusal::ContractCreation,
                          EvmPolicy::tr("The transaction has no recipient: it would create a "
                                        "contract instead of paying %1.")
                              .arg(m_e.recipient.toChecksummed()));
        if (*tx.to != m_e.recipient)
            return refuse(EvmReview::Refusal::WrongRecipient,
                          EvmPolicy::tr("The transaction pays %1, but you asked to pay %2.")
                              .arg(tx.to->toChecksummed(), m_e.recipient.toChecksummed()));
        if (!m_e.data.isEmpty() && tx.data != m_e.data)
            return refuse(EvmReview::Refusal::Calldata,
                          EvmPolicy::tr("The transaction's call to %1 is not the one you asked "
                                        "for.")
                              .arg(m_e.recipient.toChecksummed()));
        if (m_e.data.isEmpty() && !tx.data.isEmpty())
            return refuse(EvmReview::Refusal::Calldata,
                          EvmPolicy::tr("The transaction carries %n byte(s) of data: it would "
                                        "call a contract, not just pay. A payment carries none.",
                                        nullptr, int(tx.data.size())));
        if (!tx.accessList.isEmpty())
            return refuse(EvmReview::Refusal::AccessList,
                          EvmPolicy::tr("The transaction lists %n account(s) to pre-load (an "
                                        "access list); a payment needs none.",
                                        nullptr, int(tx.accessList.size())));
        return true;
    }

    bool value()
    {
        if (m_r.value == m_e.value)
            return true;
        return refuse(EvmReview::Refusal::WrongAmount,
                      EvmPolicy::tr("The transaction moves %1, but you asked to pay %2.")
                          .arg(money(m_r.value), money(m_e.value)));
    }

    bool nonce()
    {
        if (!m_e.pendingNonce || m_r.nonce == *m_e.pendingNonce)
            return true;
        const QString what =
            m_r.nonce > *m_e.pendingNonce
                ? EvmPolicy::tr("it would wait behind transactions that do not exist")
                : EvmPolicy::tr("it would replace a transaction already sent");
        return refuse(EvmReview::Refusal::NonceMismatch,
                      EvmPolicy::tr("The transaction uses nonce %1, but the next nonce of your "
                                    "account is %2: %3.")
                          .arg(m_r.nonce)
                          .arg(*m_e.pendingNonce)
                          .arg(what));
    }

    bool gas()
    {
        if (!m_e.recipientHasCode) {
            if (m_r.gasLimit == EvmPolicy::kTransferGas)
                return true;
            return refuse(EvmReview::Refusal::GasLimit,
                          EvmPolicy::tr("The gas limit is %1, but a payment to an account "
                                        "without code needs exactly %2.")
                              .arg(m_r.gasLimit)
                              .arg(EvmPolicy::kTransferGas));
        }
        // A contract account (a smart wallet) runs code on receipt: the node's estimate is the
        // yardstick, with room for the estimate to move, and not more than twice it.
        if (!m_e.gasEstimate)
            return refuse(EvmReview::Refusal::GasLimit,
                          EvmPolicy::tr("The recipient is a contract and your node gave no gas "
                                        "estimate, so the gas limit %1 cannot be checked.")
                              .arg(m_r.gasLimit));
        const quint64 low = std::max(*m_e.gasEstimate, EvmPolicy::kTransferGas);
        if (m_r.gasLimit >= low && m_r.gasLimit / 2 <= low)
            return true;
        return refuse(EvmReview::Refusal::GasLimit,
                      EvmPolicy::tr("The gas limit is %1; your node estimates %2 gas for this "
                                    "payment, so Paydesk accepts a limit from %3 to %4.")
                          .arg(m_r.gasLimit)
                          .arg(*m_e.gasEstimate)
                          .arg(low)
                          .arg(low * 2));
    }

    bool fees()
    {
        if (m_r.maxPriorityFeePerGas > m_r.maxFeePerGas)
            return refuse(EvmReview::Refusal::TipAboveMaxFee,
                          EvmPolicy::tr("The priority fee per gas (%1 gwei) is above the maximum "
                                        "fee per gas (%2 gwei).")
                              .arg(EvmPolicy::formatGwei(m_r.maxPriorityFeePerGas),
                                   EvmPolicy::formatGwei(m_r.maxFeePerGas)));
        const auto fee = U256(m_r.gasLimit).checkedMul(m_r.maxFeePerGas);
        const auto total = fee ? fee->checkedAdd(m_r.value) : std::nullopt;
        if (!fee || !total)
            return refuse(EvmReview::Refusal::FeeTooHigh,
                          EvmPolicy::tr("The fees of this transaction are too large to compute "
                                        "(gas limit x fee per gas overflows)."));
        m_r.maxNetworkFee = *fee;
        m_r.maxTotal = *total;
        if (*fee > m_e.maxFee)
            return refuse(EvmReview::Refusal::FeeTooHigh,
                          EvmPolicy::tr("The network fee can reach %1 (gas limit %2 x %3 gwei), "
                                        "above your limit of %4.")
                              .arg(money(*fee))
                              .arg(m_r.gasLimit)
                              .arg(EvmPolicy::formatGwei(m_r.maxFeePerGas), money(m_e.maxFee)));
        if (m_e.maxTip) {
            const auto tip = U256(m_r.gasLimit).checkedMul(m_r.maxPriorityFeePerGas);
            if (!tip || *tip > *m_e.maxTip)
                return refuse(EvmReview::Refusal::TipTooHigh,
                              EvmPolicy::tr("The priority fee can reach %1, more than the "
                                            "priority fee of %2 you asked for.")
                                  .arg(money(tip.value_or(U256::max())), money(*m_e.maxTip)));
        }
        if (m_e.nextBaseFee && m_r.maxFeePerGas < *m_e.nextBaseFee)
            m_r.warnings << EvmPolicy::tr("The maximum fee per gas (%1 gwei) is below the "
                                          "next block's base fee (%2 gwei): the payment "
                                          "waits until fees fall, or until you speed it up.")
                                .arg(EvmPolicy::formatGwei(m_r.maxFeePerGas),
                                     EvmPolicy::formatGwei(*m_e.nextBaseFee));
        return true;
    }

    bool time()
    {
        if (!m_e.expiresAt.isValid())
            return true;
        const QDateTime now = m_e.now.isValid() ? m_e.now : QDateTime::currentDateTimeUtc();
        m_r.secondsLeft = now.secsTo(m_e.expiresAt);
        if (m_r.secondsLeft <= 0)
            return refuse(
                EvmReview::Refusal::Expired,
                EvmPolicy::tr("The service's quote expired at %1; nothing was signed. "
                              "Ask for a fresh transaction.")
                    .arg(QLocale().toString(m_e.expiresAt.toLocalTime(), QLocale::ShortFormat)));
        if (m_r.secondsLeft < m_e.minSecondsLeft)
            return refuse(EvmReview::Refusal::TooLittleTime,
                          EvmPolicy::tr("The service's quote expires in %n second(s), too soon "
                                        "to review it; nothing was signed. Ask for a fresh one.",
                                        nullptr, int(m_r.secondsLeft)));
        return true;
    }

private:
    EvmReview &m_r;
    const EvmExpectation &m_e;
};

} // namespace

EvmReview EvmPolicy::review(const EvmTransaction &tx, const EvmExpectation &expect)
{
    EvmReview r;
    r.tx = tx;
    r.network = expect.network;
    r.chainId = tx.chainId;
    r.nonce = tx.nonce;
    r.gasLimit = tx.gasLimit;
    r.maxFeePerGas = tx.feeCap();
    r.maxPriorityFeePerGas =
        tx.type == EvmTransaction::Type::DynamicFee ? tx.maxPriorityFeePerGas : tx.gasPrice;
    r.value = tx.value;
    r.expiresAt = expect.expiresAt;
    Check check(r, expect);
    // The order is the order a person would ask in: where, to whom, how much, then the fees.
    if (check.chain() && check.recipient() && check.value() && check.nonce() && check.gas() &&
        check.fees() && check.time()) {
        r.refusal = EvmReview::Refusal::None;
        r.reason.clear();
    }
    return r;
}

EvmReview EvmPolicy::reviewBase64(QByteArrayView base64, const EvmExpectation &expect)
{
    QString error;
    const auto tx = EvmTransaction::fromBase64(base64, &error);
    if (!tx) {
        EvmReview r;
        r.network = expect.network;
        r.refusal = EvmReview::Refusal::Malformed;
        r.reason = error;
        return r;
    }
    return review(*tx, expect);
}

QString EvmPolicy::formatWei(const U256 &wei)
{
    return decimalText(wei, 18);
}

QString EvmPolicy::formatGwei(const U256 &wei)
{
    return decimalText(wei, 9);
}

QString EvmReview::summary() const
{
    const QString symbol = nativeSymbol(network);
    return EvmPolicy::tr("Pay %1 %2 to %3; network fee at most %4 %2, in total at most %5 %2 "
                         "(nonce %6, gas limit %7, chain %8).")
        .arg(EvmPolicy::formatWei(value), symbol,
             tx.to ? Address::brief(tx.to->toChecksummed()) : QStringLiteral("-"),
             EvmPolicy::formatWei(maxNetworkFee), EvmPolicy::formatWei(maxTotal))
        .arg(nonce)
        .arg(gasLimit)
        .arg(chainId);
}

QString EvmReview::refusalCode(Refusal r)
{
    switch (r) {
    case Refusal::None:
        return QStringLiteral("NONE");
    case Refusal::Malformed:
        return QStringLiteral("MALFORMED");
    case Refusal::WrongChain:
        return QStringLiteral("WRONG_CHAIN");
    case Refusal::ContractCreation:
        return QStringLiteral("CONTRACT_CREATION");
    case Refusal::WrongRecipient:
        return QStringLiteral("WRONG_RECIPIENT");
    case Refusal::WrongAmount:
        return QStringLiteral("WRONG_AMOUNT");
    case Refusal::Calldata:
        return QStringLiteral("CALLDATA");
    case Refusal::AccessList:
        return QStringLiteral("ACCESS_LIST");
    case Refusal::NonceMismatch:
        return QStringLiteral("NONCE_MISMATCH");
    case Refusal::GasLimit:
        return QStringLiteral("GAS_LIMIT");
    case Refusal::FeeTooHigh:
        return QStringLiteral("FEE_TOO_HIGH");
    case Refusal::TipAboveMaxFee:
        return QStringLiteral("TIP_ABOVE_MAX_FEE");
    case Refusal::TipTooHigh:
        return QStringLiteral("TIP_TOO_HIGH");
    case Refusal::Expired:
        return QStringLiteral("EXPIRED");
    case Refusal::TooLittleTime:
        return QStringLiteral("TOO_LITTLE_TIME");
    }
    return QStringLiteral("UNKNOWN");
}

} // namespace paydesk::evm
