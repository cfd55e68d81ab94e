#include "SplBalance.h"

#include "Pda.h"
#include "Programs.h"
#include "RpcClient.h"
#include "TokenAccounts.h"
#include "core/Base58.h"

#include <QPointer>

namespace paydesk::solana {

void SplBalance::read(RpcClient *rpc, const Asset &token, const QByteArray &owner, QObject *context,
                      const Done &done)
{
    const auto mint = base58::decode(token.address.toLatin1());
    if (!rpc || !mint || mint->size() != 32 || owner.size() != 32) {
        done(std::nullopt, tr("%1 is not an SPL token Paydesk can read.").arg(token.symbol));
        return;
    }
    QStringList keys{token.address};
    for (const QByteArray &program : {tokenProgramId(), token2022ProgramId()})
        keys.append(
            QString::fromLatin1(base58::encode(associatedTokenAddress(owner, program, *mint))));
    RpcCall *call = rpc->getMultipleAccounts(keys);
    QObject::connect(call, &RpcCall::finished, context, [call, token, owner, mint = *mint, done]() {
        call->deleteLater();
        if (!call->ok())
            return done(std::nullopt, call->errorText());
        const auto accounts = RpcClient::parseMultipleAccounts(call->result());
        if (!accounts || accounts->size() != 3)
            return done(std::nullopt, tr("the RPC endpoint sent no token accounts"));
        QString why;
        const auto &m = accounts->at(0);
        const auto info = m ? TokenAccounts::parseMint(m->owner, m->data, &why) : std::nullopt;
        if (!info || info->decimals != token.decimals)
            return done(std::nullopt,
                        tr("this network has no %1 of mint %2").arg(token.symbol, token.address));
        const auto &held = accounts->at(info->tokenProgram == tokenProgramId() ? 1 : 2);
        const auto account =
            held ? TokenAccounts::parseAccount(held->owner, held->data, &why) : std::nullopt;
        const quint64 units =
            account && account->owner == owner && account->mint == mint ? account->amount : 0;
        done(Amount::fromUnits(units, token.decimals), QString());
    });
}

} // namespace paydesk::solana
