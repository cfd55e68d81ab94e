#include "CustodialVault.h"

#include "SandboxStore.h"

#include <QRandomGenerator>

namespace paydesk::sandbox {

CustodialVault::CustodialVault(SandboxStore *store) : m_store(store) {}

void CustodialVault::load()
{
    for (const auto &row : m_store->wallets()) {
        if (row.chain == u"solana") {
            if (auto kp = solana::keypairFromSecretKey(SecureBytes::copyOf(row.secret)))
                m_solana.emplace(row.address, std::move(*kp));
        } else {
            m_evm.insert(row.address.toLower());
        }
    }
}

QString CustodialVault::create(Chain chain)
{
    if (chain == Chain::Evm) {
        // No EVM signing happens in the sandbox (its EVM side is a balance ledger), so an EVM
        // custodial wallet is just a fresh random address.
        QByteArray raw(20, '\0');
        QRandomGenerator::system()->generate(raw.begin(), raw.end());
        QString address = eip55Checksum(raw);
        m_evm.insert(address.toLower());
        m_store->insertWallet({address, QStringLiteral("evm"), {}});
        return address;
    }
    solana::Keypair kp = solana::generateKeypair();
    QString address = kp.address();
    m_store->insertWallet({address, QStringLiteral("solana"), kp.secretKey.view().toByteArray()});
    m_solana.emplace(address, std::move(kp));
    return address;
}

bool CustodialVault::contains(const QString &address) const
{
    return m_solana.count(address) > 0 || m_evm.contains(address.toLower());
}

const solana::Keypair *CustodialVault::solanaKey(const QString &address) const
{
    const auto it = m_solana.find(address);
    return it == m_solana.end() ? nullptr : &it->second;
}

} // namespace paydesk::sandbox
