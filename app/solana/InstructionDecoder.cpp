#include "InstructionDecoder.h"

#include "Programs.h"
#include "core/Amount.h"
#include "core/Base58.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QtEndian>

namespace paydesk::solana {

namespace {
struct TrInstructionDecoder
{
    Q_DECLARE_TR_FUNCTIONS(SolanaInstruction)
};

using Kind = DecodedInstruction::Kind;

quint32 u32At(const QByteArray &d, qsizetype at)
{
    return qFromLittleEndian<quint32>(d.constData() + at);
}

quint64 u64At(const QByteArray &d, qsizetype at)
{
    return qFromLittleEndian<quint64>(d.constData() + at);
}

bool isUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(bytes);
    return !decoder.hasError();
}

// Returns an error text, empty on success.
QString decodeSystem(DecodedInstruction &d, const QByteArray &data)
{
    if (data.size() < 4)
        return TrInstructionDecoder::tr("System instruction data is shorter than 4 bytes");
    d.discriminator = u32At(data, 0);
    switch (d.discriminator) {
    case 2:
        if (data.size() != 12)
            return TrInstructionDecoder::tr("System transfer data is not 12 bytes");
        if (d.accounts.size() < 2)
            return TrInstructionDecoder::tr("System transfer needs 2 accounts");
        d.kind = Kind::SystemTransfer;
        d.lamports = u64At(data, 4);
        return {};
    case 4:
        if (data.size() != 4)
            return TrInstructionDecoder::tr("System advance-nonce data is not 4 bytes");
        if (d.accounts.size() < 3)
            return TrInstructionDecoder::tr("System advance-nonce needs 3 accounts");
        d.kind = Kind::SystemAdvanceNonce;
        return {};
    default:
        d.kind = Kind::SystemOther;
        return {};
    }
}

QString decodeComputeBudget(DecodedInstruction &d, const QByteArray &data)
{
    if (data.isEmpty())
        return TrInstructionDecoder::tr("Compute budget instruction has no data");
    d.discriminator = quint8(data[0]);
    switch (d.discriminator) {
    case 2:
        if (data.size() != 5)
            return TrInstructionDecoder::tr("SetComputeUnitLimit data is not 5 bytes");
        d.kind = Kind::ComputeUnitLimit;
        d.computeUnitLimit = u32At(data, 1);
        return {};
    case 3:
        if (data.size() != 9)
            return TrInstructionDecoder::tr("SetComputeUnitPrice data is not 9 bytes");
        d.kind = Kind::ComputeUnitPrice;
        d.microLamportsPerCu = u64At(data, 1);
        return {};
    default:
        d.kind = Kind::ComputeBudgetOther;
        return {};
    }
}

QString decodeToken(DecodedInstruction &d, const QByteArray &data)
{
    if (data.isEmpty())
        return TrInstructionDecoder::tr("Token instruction has no data");
    d.discriminator = quint8(data[0]);
    switch (d.discriminator) {
    case 12:
        if (data.size() != 10)
            return TrInstructionDecoder::tr("Token TransferChecked data is not 10 bytes");
        if (d.accounts.size() < 4)
            return TrInstructionDecoder::tr("Token TransferChecked needs 4 accounts");
        d.kind = Kind::TokenTransferChecked;
        d.tokenAmount = u64At(data, 1);
        d.decimals = quint8(data[9]);
        return {};
    case 3:
    case 4:
        if (data.size() != 9)
            return TrInstructionDecoder::tr("Token Transfer/Approve data is not 9 bytes");
        if (d.accounts.size() < 3)
            return TrInstructionDecoder::tr("Token Transfer/Approve needs 3 accounts");
        d.kind = d.discriminator == 3 ? Kind::TokenTransfer : Kind::TokenApprove;
        d.tokenAmount = u64At(data, 1);
        return {};
    case 6: {
        // u8 6 || u8 authority type || COption<Pubkey> (0, or 1 + 32 bytes)
        const bool none = data.size() == 3 && data[2] == 0;
        const bool some = data.size() == 35 && data[2] == 1;
        if (!none && !some)
            return TrInstructionDecoder::tr("Token SetAuthority data is malformed");
        if (d.accounts.size() < 2)
            return TrInstructionDecoder::tr("Token SetAuthority needs 2 accounts");
        d.kind = Kind::TokenSetAuthority;
        return {};
    }
    default:
        d.kind = Kind::TokenOther;
        return {};
    }
}

QString decodeAssociatedToken(DecodedInstruction &d, const QByteArray &data)
{
    if (data.size() > 1 || (data.size() == 1 && quint8(data[0]) > 1)) {
        d.discriminator = data.isEmpty() ? 0 : quint8(data[0]);
        d.kind = Kind::Unknown; // e.g. RecoverNested: not something a payment does
        return {};
    }
    d.discriminator = data.isEmpty() ? 0 : quint8(data[0]);
    if (d.accounts.size() < 6)
        return TrInstructionDecoder::tr("Associated token account creation needs 6 accounts");
    d.kind = Kind::AssociatedTokenCreate;
    return {};
}

QString key(const DecodedInstruction &d, int i)
{
    const QByteArray k = d.accounts.value(i);
    if (k.isEmpty())
        return TrInstructionDecoder::tr("(lookup table address)");
    return QString::fromLatin1(base58::encode(k));
}

QString units(quint64 amount, int decimals)
{
    return Amount::fromUnits(Amount::Units(amount), decimals).toString();
}
} // namespace

QString DecodedInstruction::describe() const
{
    switch (kind) {
    case Kind::SystemTransfer:
        return TrInstructionDecoder::tr("Transfer %1 SOL from %2 to %3")
            .arg(units(lamports, 9), key(*this, 0), key(*this, 1));
    case Kind::SystemAdvanceNonce:
        return TrInstructionDecoder::tr("Advance nonce account %1").arg(key(*this, 0));
    case Kind::SystemOther:
        return TrInstructionDecoder::tr("System program instruction %1").arg(discriminator);
    case Kind::ComputeUnitLimit:
        return TrInstructionDecoder::tr("Set the compute unit limit to %1").arg(computeUnitLimit);
    case Kind::ComputeUnitPrice:
        return TrInstructionDecoder::tr("Set the compute unit price to %1 micro-lamports")
            .arg(microLamportsPerCu);
    case Kind::ComputeBudgetOther:
        return TrInstructionDecoder::tr("Compute budget instruction %1").arg(discriminator);
    case Kind::Memo:
        return TrInstructionDecoder::tr("Memo \"%1\"").arg(QString::fromUtf8(memo));
    case Kind::TokenTransferChecked:
        return TrInstructionDecoder::tr("Transfer %1 tokens of mint %2 from %3 to %4")
            .arg(units(tokenAmount, decimals), key(*this, 1), key(*this, 0), key(*this, 2));
    case Kind::TokenTransfer:
        return TrInstructionDecoder::tr("Transfer %1 token base units from %2 to %3")
            .arg(QString::number(tokenAmount), key(*this, 0), key(*this, 1));
    case Kind::TokenApprove:
        return TrInstructionDecoder::tr("Allow %1 to spend %2 token base units from %3")
            .arg(key(*this, 1), QString::number(tokenAmount), key(*this, 0));
    case Kind::TokenSetAuthority:
        return TrInstructionDecoder::tr("Change an authority of %1").arg(key(*this, 0));
    case Kind::TokenOther:
        return TrInstructionDecoder::tr("%1 program instruction %2")
            .arg(programName(programId))
            .arg(discriminator);
    case Kind::AssociatedTokenCreate:
        return TrInstructionDecoder::tr("Create token account %1 for owner %2 (mint %3)")
            .arg(key(*this, 1), key(*this, 2), key(*this, 3));
    case Kind::Unknown:
        break;
    }
    if (programId == associatedTokenProgramId() || programId == lighthouseProgramId())
        return TrInstructionDecoder::tr("Undecoded %1 program instruction")
            .arg(programName(programId));
    return TrInstructionDecoder::tr("Unknown program %1")
        .arg(QString::fromLatin1(base58::encode(programId)));
}

std::optional<QList<DecodedInstruction>> decodeInstructions(const Message &m, QString *error)
{
    auto fail = [error](int i, const QString &why) -> std::optional<QList<DecodedInstruction>> {
        if (error)
            *error = TrInstructionDecoder::tr("instruction %1: %2").arg(i).arg(why);
        return std::nullopt;
    };
    const int nkeys = int(m.accountKeys.size());
    const int total = nkeys + m.lookupAccountCount();
    QList<DecodedInstruction> out;
    for (int i = 0; i < m.instructions.size(); ++i) {
        const CompiledInstruction &ix = m.instructions.at(i);
        if (ix.programIdIndex >= nkeys)
            return fail(i, TrInstructionDecoder::tr("program index out of range"));
        DecodedInstruction d;
        d.programId = m.accountKeys.at(ix.programIdIndex);
        for (const char c : ix.accountIndexes) {
            const int index = quint8(c);
            if (index >= total)
                return fail(i, TrInstructionDecoder::tr("account index out of range"));
            if (index < nkeys) {
                d.accounts.append(m.accountKeys.at(index));
            } else {
                d.accounts.append(QByteArray());
                d.usesLookupTable = true;
            }
        }
        QString why;
        if (d.programId == systemProgramId()) {
            why = decodeSystem(d, ix.data);
        } else if (d.programId == computeBudgetProgramId()) {
            why = decodeComputeBudget(d, ix.data);
        } else if (d.programId == memoProgramId()) {
            if (!isUtf8(ix.data))
                why = TrInstructionDecoder::tr("memo is not valid UTF-8");
            d.kind = Kind::Memo;
            d.memo = ix.data;
        } else if (d.programId == tokenProgramId() || d.programId == token2022ProgramId()) {
            why = decodeToken(d, ix.data);
        } else if (d.programId == associatedTokenProgramId()) {
            why = decodeAssociatedToken(d, ix.data);
        }
        if (!why.isEmpty())
            return fail(i, why);
        out.append(d);
    }
    return out;
}

Fees computeFees(const Message &m, const QList<DecodedInstruction> &decoded)
{
    Fees fees;
    fees.signatureFee = kLamportsPerSignature * m.numRequiredSignatures;
    bool limitSet = false;
    quint64 otherInstructions = 0;
    for (const DecodedInstruction &d : decoded) {
        switch (d.kind) {
        case Kind::ComputeUnitLimit:
            limitSet = true;
            fees.computeUnitLimit = d.computeUnitLimit;
            break;
        case Kind::ComputeUnitPrice:
            fees.microLamportsPerCu = d.microLamportsPerCu;
            break;
        case Kind::ComputeBudgetOther:
            break;
        default:
            ++otherInstructions;
            break;
        }
    }
    if (!limitSet)
        fees.computeUnitLimit = quint32(
            qMin<quint64>(otherInstructions * kDefaultUnitsPerInstruction, kMaxComputeUnitLimit));
    fees.computeUnitLimit = qMin(fees.computeUnitLimit, kMaxComputeUnitLimit);
    using U128 = unsigned __int128;
    const U128 product = U128(fees.computeUnitLimit) * fees.microLamportsPerCu;
    const U128 fee = (product + 999999) / 1000000;
    constexpr quint64 kMaxFee = ~quint64(0);
    fees.priorityFee = fee > U128(kMaxFee) ? kMaxFee : quint64(fee);
    return fees;
}

} // namespace paydesk::solana
