// EvmChain's transactions as rows of the store: the signed transaction and what became of it
// (included, dropped, reverted and why, block, index, gas, price, what the escrow moved).
#include "EvmChain.h"

namespace paydesk::sandbox {

using evm::EvmAddress;
using evm::EvmTransaction;
using evm::U256;

nlohmann::json EvmChain::Entry::toJson() const
{
    const Entry &e = *this;
    nlohmann::json moved = nlohmann::json::array();
    for (const BatchEscrow::Moved &m : e.escrowMoved)
        moved.push_back({{"from", m.from.toChecksummed().toStdString()},
                         {"to", m.to.toChecksummed().toStdString()},
                         {"value", m.value.toDecimal().toStdString()}});
    nlohmann::json row = {{"raw", e.tx.signedBytes().toHex().toStdString()},
                          {"included", e.included},
                          {"dropped", e.dropped},
                          {"reverted", e.reverted},
                          {"revertReason", e.revertReason.toStdString()},
                          {"blockNumber", e.block},
                          {"index", e.index},
                          {"gasUsed", e.gasUsed},
                          {"effectiveGasPrice", e.effectiveGasPrice.toDecimal().toStdString()}};
    if (!moved.empty())
        row["escrowMoved"] = moved;
    return row;
}

std::optional<EvmChain::Entry> EvmChain::Entry::fromJson(const nlohmann::json &row)
{
    if (!row.is_object())
        return std::nullopt;
    const QByteArray raw = QByteArray::fromHex(QByteArray::fromStdString(row.value("raw", "")));
    auto tx = EvmTransaction::decodeSigned(raw, nullptr);
    const auto from = tx ? tx->sender(nullptr) : std::nullopt;
    if (!from)
        return std::nullopt;
    EvmChain::Entry e;
    e.tx = *tx;
    e.from = *from;
    e.hash = tx->hash();
    e.included = row.value("included", false);
    e.dropped = row.value("dropped", false);
    e.reverted = row.value("reverted", false);
    e.revertReason = QString::fromStdString(row.value("revertReason", ""));
    e.block = row.value("blockNumber", quint64(0));
    e.index = row.value("index", 0);
    e.gasUsed = row.value("gasUsed", quint64(0));
    e.effectiveGasPrice =
        U256::fromDecimal(QString::fromStdString(row.value("effectiveGasPrice", "0")))
            .value_or(U256());
    const nlohmann::json moved = row.value("escrowMoved", nlohmann::json::array());
    for (const nlohmann::json &m : moved) {
        const auto payer = EvmAddress::parse(QString::fromStdString(m.value("from", "")));
        const auto payee = EvmAddress::parse(QString::fromStdString(m.value("to", "")));
        const auto value = U256::fromDecimal(QString::fromStdString(m.value("value", "")));
        if (payer && payee && value)
            e.escrowMoved.append({*payer, *payee, *value});
    }
    return e;
}

} // namespace paydesk::sandbox
