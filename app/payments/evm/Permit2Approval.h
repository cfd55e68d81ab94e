#pragma once

#include "EvmContractCall.h"
#include "core/Asset.h"

#include <optional>

namespace paydesk::evm {

// Lets Uniswap's Permit2 move an exact amount of a token from a local EVM wallet: the approve
// a seller asking `exact` payments by Permit2 needs first (docs/protocol-facts.md "EVM exact:
// Permit2"). approve(Permit2, amount) on the token, value 0, sent as an EvmContractCall; the
// allowance is read before (an approve of what is already allowed is refused) and again once it
// landed. The amount is always the one the user typed: never an unlimited approval. An amount
// of 0 revokes. The token must be in Paydesk's table (or added by the user) on the node's chain;
// the amount is exact in its decimals.
class Permit2Approval : public EvmContractCall
{
    Q_OBJECT
public:
    struct Request
    {
        QString wallet;  // 0x…
        QString token;   // a symbol ("USDC") or the contract, on the node's chain
        QString network; // "eip155:8453"; empty: whatever chain the node serves
        Amount amount;   // exact, in the token's units; 0 revokes
    };

    Permit2Approval(Services services, Options options, QObject *parent = nullptr);

    // Reads the node, then reviewReady() (AwaitingApproval) or finished() (Refused / Error).
    void start(const Request &request);

    const Asset &token() const { return m_token; }
    const Amount &amount() const { return m_amount; }
    // What Permit2 may move before this approve, and after it landed (when it could be read).
    std::optional<Amount> allowanceBefore() const { return m_before; }
    std::optional<Amount> allowanceAfter() const { return m_after; }
    // "approve(Permit2 0x0000…78BA3, 0.005 USDC) on USDC 0x8335…2913": the call in words.
    QString callText() const override;
    // The token `text` names on `network`: a symbol ("USDC") or a contract, of Paydesk's table
    // or added by the user; nullopt and a sentence (no final stop) saying what to do.
    static std::optional<Asset> tokenOn(const QString &network, const QString &text,
                                        QString *error);
    // The contract an approval lets move the token: Permit2, at its one address on every chain.
    static EvmAddress spender();

protected:
    QString logName() const override;
    bool prepare() override;
    void readMore(const std::function<void()> &done) override;
    QString refusalAfterRead() const override;
    void describe(QJsonObject &request) const override;
    void landed() override;
    QString callName() const override;

private:
    Request m_request;
    Asset m_token;
    Amount m_amount;
    U256 m_units;
    std::optional<Amount> m_before, m_after;
};

} // namespace paydesk::evm
