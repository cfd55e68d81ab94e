#include "LostTransfer.h"

#include "core/Base58.h"
#include "core/Network.h"
#include "solana/Transaction.h"
#include "x402/ProofCodec.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

namespace paydesk::x402 {

namespace {

std::optional<solana::Transaction> journaledTransaction(const FetchAttempt &attempt)
{
    QString reason, message;
    const auto proof = ProofCodec::decode(attempt.proof, &reason, &message);
    if (!proof || proof->kind != DecodedProof::Kind::Authorization)
        return std::nullopt;
    return solana::Transaction::fromBase64(proof->transaction.toLatin1(), nullptr);
}

} // namespace

bool LostTransfer::applies(const FetchAttempt &attempt)
{
    return journaledTransaction(attempt).has_value();
}

LostTransfer::LostTransfer(solana::RpcClient *rpc, Done done, QObject *parent)
    : QObject(parent), m_rpc(rpc), m_done(std::move(done))
{}

void LostTransfer::check(solana::RpcClient *rpc, const FetchAttempt &attempt, QObject *context,
                         const Done &done, qint64 now)
{
    auto *self = new LostTransfer(rpc, done, context);
    self->start(attempt, now > 0 ? now : QDateTime::currentSecsSinceEpoch());
}

void LostTransfer::finish(Verdict verdict, const QString &why)
{
    const Done done = std::move(m_done);
    deleteLater();
    if (done)
        done(verdict, why);
}

void LostTransfer::start(const FetchAttempt &attempt, qint64 now)
{
    const auto tx = journaledTransaction(attempt);
    const auto wallet = Address::parse(attempt.wallet);
    const int slot = tx && wallet ? tx->signerIndex(wallet->bytes()) : -1;
    if (slot < 0 || tx->signatures.value(slot) == QByteArray(64, '\0'))
        return finish(Verdict::Unknown,
                      tr("The journaled proof holds no signature of %1.").arg(attempt.wallet));
    if (!m_rpc)
        return finish(Verdict::Unknown, tr("No Solana RPC endpoint to ask."));
    m_network = attempt.network;
    m_wallet = attempt.wallet;
    m_signature = tx->signatures.value(slot);
    m_blockhash = tx->message.recentBlockhash;
    const QJsonObject receipt = QJsonDocument::fromJson(attempt.receipt.toUtf8()).object();
    m_named = receipt.value(QStringLiteral("transaction")).toString();
    const qint64 created = attempt.created.isValid() ? attempt.created.toSecsSinceEpoch() : now;
    m_age = now - created;
    // A transaction lands at most 150 blocks after its blockhash, fetched just before signing.
    m_since = created - 5 * 60;
    RpcCall *call = m_rpc->getGenesisHash();
    connect(call, &RpcCall::finished, this, [this, call]() { onGenesis(call); });
}

void LostTransfer::onGenesis(RpcCall *call)
{
    call->deleteLater();
    if (!call->ok())
        return finish(Verdict::Unknown, call->errorText());
    const QString genesis = call->result().is_string()
                                ? QString::fromStdString(call->result().get<std::string>())
                                : QString();
    if (!Network::genesisMatches(m_network, genesis))
        return finish(Verdict::Unknown,
                      tr("The Solana RPC endpoint is not on %1.").arg(Network::nameOf(m_network)));
    if (m_named.isEmpty())
        return askBlockhash();
    RpcCall *named = m_rpc->getTransaction(m_named);
    connect(named, &RpcCall::finished, this, [this, named]() { onNamed(named); });
}

// The transaction the seller named: it is the buyer's when it holds the buyer's signature. Not
// given, unreadable or another one: the buyer's transactions are searched, as with no receipt.
void LostTransfer::onNamed(RpcCall *call)
{
    call->deleteLater();
    const auto fetched =
        call->ok() ? solana::RpcClient::parseTransaction(call->result()) : std::nullopt;
    const auto tx = fetched && !fetched->wire.isEmpty()
                        ? solana::Transaction::decode(fetched->wire, nullptr)
                        : std::nullopt;
    if (tx && tx->signatures.contains(m_signature)) {
        if (!fetched->failed)
            return finish(Verdict::Used);
        return finish(Verdict::Expired, tr("It landed with an error: nothing was paid."));
    }
    askBlockhash();
}

void LostTransfer::askBlockhash()
{
    RpcCall *next = m_rpc->isBlockhashValid(m_blockhash);
    connect(next, &RpcCall::finished, this, [this, next]() { onBlockhash(next); });
}

void LostTransfer::onBlockhash(RpcCall *call)
{
    call->deleteLater();
    const auto valid =
        call->ok() ? solana::RpcClient::parseContextBool(call->result()) : std::nullopt;
    if (!valid)
        return finish(Verdict::Unknown, call->ok() ? tr("The node's answer about the blockhash "
                                                        "cannot be read.")
                                                   : call->errorText());
    // Searched either way: found, it landed. Not found while its blockhash is valid (or too
    // soon to trust the node), it may still land: unused for now, never expired.
    m_mayStillLand = *valid || m_age < kSettleSeconds;
    nextPage();
}

void LostTransfer::nextPage()
{
    if (m_lastPage)
        return finish(m_mayStillLand ? Verdict::Unused : Verdict::Expired);
    if (m_pages++ == kMaxPages)
        return finish(Verdict::Unknown,
                      tr("%1 has too many recent transactions to search.").arg(m_wallet));
    RpcCall *call = m_rpc->getSignaturesForAddress(m_wallet, m_cursor, kPageSize);
    connect(call, &RpcCall::finished, this, [this, call]() { onPage(call); });
}

void LostTransfer::onPage(RpcCall *call)
{
    call->deleteLater();
    const auto page =
        call->ok() ? solana::RpcClient::parseSignatureList(call->result()) : std::nullopt;
    if (!page)
        return finish(Verdict::Unknown, call->ok() ? tr("The node's list of transactions cannot "
                                                        "be read.")
                                                   : call->errorText());
    m_lastPage = page->size() < kPageSize;
    for (const solana::SignatureInfo &s : *page) {
        if (s.blockTime && *s.blockTime < m_since) {
            m_lastPage = true; // older than the attempt: the rest is older still
            break;
        }
        m_candidates.append(s.signature);
    }
    if (!page->isEmpty())
        m_cursor = QString::fromLatin1(base58::encode(page->last().signature));
    nextCandidate();
}

void LostTransfer::nextCandidate()
{
    if (m_candidates.isEmpty())
        return nextPage();
    const QByteArray id = m_candidates.takeFirst();
    RpcCall *call = m_rpc->getTransaction(QString::fromLatin1(base58::encode(id)));
    connect(call, &RpcCall::finished, this, [this, call]() { onTransaction(call); });
}

void LostTransfer::onTransaction(RpcCall *call)
{
    call->deleteLater();
    const auto fetched =
        call->ok() ? solana::RpcClient::parseTransaction(call->result()) : std::nullopt;
    if (!fetched)
        return finish(Verdict::Unknown, call->ok() ? tr("The node's transaction cannot be read.")
                                                   : call->errorText());
    // Listed but not given, or unreadable: it could be this one.
    const auto tx = fetched->wire.isEmpty() ? std::nullopt
                                            : solana::Transaction::decode(fetched->wire, nullptr);
    if (!tx)
        return finish(Verdict::Unknown, tr("The node lists a transaction it does not give."));
    if (tx->signatures.contains(m_signature)) {
        if (!fetched->failed)
            return finish(Verdict::Used);
        return finish(Verdict::Expired, tr("It landed with an error: nothing was paid."));
    }
    nextCandidate();
}

} // namespace paydesk::x402
