#pragma once

#include "EvmKeyImport.h"
#include "solana/Ed25519.h"

#include <QObject>
#include <QString>
#include <optional>

namespace paydesk::wallet {

// One asynchronous wallet-key operation (store, load, remove, add, delete) with a finished()
// signal. A load hands the key over once: takeKeypair() for a Solana wallet, takeEvmKey() for an
// EVM one.
class WalletKeyJob : public QObject
{
    Q_OBJECT
public:
    enum class Status
    {
        Running,
        Ok,
        NotFound,      // no such wallet, or its key is not in the keychain
        NoKeychain,    // no Secret Service / keychain reachable
        Locked,        // the keychain refused access
        AlreadyExists, // a wallet with this address is already there
        Invalid,       // what the keychain holds is not this wallet's key
        Failed
    };

    explicit WalletKeyJob(QString address, QObject *parent = nullptr)
        : QObject(parent), m_address(std::move(address))
    {}

    Status status() const { return m_status; }
    bool ok() const { return m_status == Status::Ok; }
    bool isFinished() const { return m_status != Status::Running; }
    QString address() const { return m_address; }
    // A sentence saying what went wrong and what to do (translated); empty on success.
    QString errorText() const { return m_errorText; }
    // The loaded keypair, moved out (a second call returns nullopt).
    std::optional<solana::Keypair> takeKeypair()
    {
        auto kp = std::move(m_keypair);
        m_keypair.reset();
        return kp;
    }

    std::optional<EvmKey> takeEvmKey()
    {
        auto key = std::move(m_evmKey);
        m_evmKey.reset();
        return key;
    }

    // Used by the stores: completes the job once (later calls are ignored).
    void finish(Status status, const QString &errorText = {},
                std::optional<solana::Keypair> keypair = std::nullopt);
    void finishWithEvmKey(EvmKey key);
    // finish() under another address (a job that made a new account names it).
    void finishAs(const QString &address, Status status, const QString &errorText = {})
    {
        if (m_status == Status::Running)
            m_address = address;
        finish(status, errorText);
    }

Q_SIGNALS:
    void finished();

private:
    QString m_address;
    Status m_status = Status::Running;
    QString m_errorText;
    std::optional<solana::Keypair> m_keypair;
    std::optional<EvmKey> m_evmKey;
};

} // namespace paydesk::wallet
