#include "SvmProofReader.h"

#include "core/Amount.h"
#include "core/Asset.h"
#include "core/Base58.h"
#include "solana/InstructionDecoder.h"
#include "solana/Pda.h"
#include "solana/Transaction.h"

namespace paydesk::x402 {

namespace {
QString text(const QByteArray &key)
{
    return QString::fromLatin1(base58::encode(key));
}

// [source, mint, destination, authority]: the authority pays; its signature is checked here.
// The destination is a token account: the proof pays a wallet when it is that wallet's
// associated account for the mint (docs/protocol-facts.md "SVM exact scheme").
void readTokenTransfer(ProofReading &out, const QString &network, const solana::Transaction &tx,
                       const solana::DecodedInstruction &ins)
{
    out.payer = text(ins.accounts[3]);
    out.token = text(ins.accounts[1]);
    out.tokenAccount = text(ins.accounts[2]);
    out.recipient.clear();
    const QByteArray mint = ins.accounts[1], program = ins.programId, account = ins.accounts[2];
    out.paysWallet = [mint, program, account](const QString &wallet) {
        const auto owner = base58::decode(wallet.toLatin1());
        return owner && solana::associatedTokenAddress(*owner, program, mint) == account;
    };
    const auto token = Asset::known(network, out.token);
    out.amount = Amount::fromUnits(ins.tokenAmount, ins.decimals).toString();
    if (token && token->decimals == ins.decimals) {
        out.symbol = token->symbol;
    } else {
        out.symbol = SvmProofReader::tr("tokens of mint %1").arg(out.token);
        out.unknownToken = true;
    }
    const int slot = tx.signerIndex(ins.accounts[3]);
    out.signatureChecked = slot >= 0;
    out.signedByPayer =
        slot >= 0 && solana::verify(ins.accounts[3], tx.messageBytes, tx.signatures.at(slot));
}
} // namespace

bool SvmProofReader::read(const DecodedProof &proof, ProofReading &out)
{
    if (proof.kind != DecodedProof::Kind::Authorization)
        return false;
    out.title = tr("Signed authorization (not yet broadcast)");
    QString why;
    const auto tx = solana::Transaction::fromBase64(proof.transaction.toLatin1(), &why);
    if (!tx) {
        out.error = tr("The signed transaction in the proof cannot be read: %1").arg(why);
        return true;
    }
    out.feePayer = text(tx->message.feePayer());
    out.notSigned = tr("The payer has not signed this transaction.");
    if (const auto decoded = solana::decodeInstructions(tx->message, &why)) {
        for (const auto &ins : *decoded) {
            out.instructions.append(ins.describe());
            if (ins.kind == solana::DecodedInstruction::Kind::SystemTransfer &&
                ins.accounts.size() >= 2) {
                out.payer = text(ins.accounts[0]);
                out.recipient = text(ins.accounts[1]);
                out.amount =
                    Amount::fromUnits(ins.lamports, chainDecimals(Chain::Solana)).toString();
                out.symbol = chainSymbol(Chain::Solana);
                const int slot = tx->signerIndex(ins.accounts[0]);
                out.signatureChecked = true;
                out.signedByPayer = slot >= 0 && tx->signatures.at(slot) != QByteArray(64, '\0');
            } else if (ins.kind == solana::DecodedInstruction::Kind::TokenTransferChecked &&
                       ins.accounts.size() == 4) {
                readTokenTransfer(out, proof.network, *tx, ins);
            }
        }
    }
    out.validity = out.signedByPayer ? tr("Signed by the payer; valid until its recent blockhash "
                                          "expires (about a minute after signing)")
                                     : tr("Not signed by the payer: it cannot be valid");
    return true;
}

} // namespace paydesk::x402
