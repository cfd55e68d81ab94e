// EvmPolicy: an EVM transaction built by the service is held against what the user asked and
// what the user's node says, and refused with the field and what was expected. Every case goes
// through the service's wire form (base64 of the signing serialization), as in local mode.
#include "evm/EvmPolicy.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::evm;

Q_DECLARE_METATYPE(paydesk::evm::EvmReview::Refusal)

namespace {
const quint64 kGwei = 1000000000;

EvmAddress address(const char *text)
{
    return *EvmAddress::parse(QString::fromLatin1(text));
}

// A 0.5 ETH payment on the sandbox chain, as a well-behaved service builds it.
EvmTransaction goodTx()
{
    EvmTransaction tx;
    tx.type = EvmTransaction::Type::DynamicFee;
    tx.chainId = 4020;
    tx.nonce = 7;
    tx.maxPriorityFeePerGas = U256(kGwei);
    tx.maxFeePerGas = U256(3 * kGwei);
    tx.gasLimit = 21000;
    tx.to = address("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    tx.value = *U256::fromDecimal(u"500000000000000000");
    return tx;
}

EvmExpectation goodExpectation()
{
    EvmExpectation e;
    e.chainId = 4020;
    e.network = QStringLiteral("eip155:4020");
    e.from = address("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    e.recipient = address("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    e.value = *U256::fromDecimal(u"500000000000000000");
    e.maxFee = *U256::fromDecimal(u"1000000000000000"); // 0.001 ETH
    e.pendingNonce = 7;
    e.nextBaseFee = U256(kGwei);
    e.now = QDateTime::fromSecsSinceEpoch(1700000000, Qt::UTC);
    e.expiresAt = e.now.addSecs(60);
    return e;
}

EvmReview reviewWire(const EvmTransaction &tx, const EvmExpectation &e)
{
    return EvmPolicy::reviewBase64(tx.signingPayload().toBase64(), e);
}
} // namespace

class TstEvmPolicy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void acceptsThePaymentAsked()
    {
        const EvmReview r = reviewWire(goodTx(), goodExpectation());
        QVERIFY2(r.ok(), qPrintable(r.reason));
        QCOMPARE(r.nonce, quint64(7));
        QCOMPARE(r.gasLimit, quint64(21000));
        QCOMPARE(EvmPolicy::formatWei(r.maxNetworkFee), QStringLiteral("0.000063"));
        QCOMPARE(EvmPolicy::formatWei(r.maxTotal), QStringLiteral("0.500063"));
        QCOMPARE(EvmPolicy::formatGwei(r.maxFeePerGas), QStringLiteral("3"));
        QCOMPARE(r.secondsLeft, qint64(60));
        QVERIFY(r.warnings.isEmpty());
        QVERIFY(r.summary().contains(u"0.5 ETH"));
        QVERIFY(r.summary().contains(u"nonce 7"));
    }

    void acceptsLegacyEip155()
    {
        EvmTransaction tx = goodTx();
        tx.type = EvmTransaction::Type::Legacy;
        tx.gasPrice = U256(2 * kGwei);
        tx.maxFeePerGas = tx.maxPriorityFeePerGas = U256();
        const EvmReview r = reviewWire(tx, goodExpectation());
        QVERIFY2(r.ok(), qPrintable(r.reason));
        QCOMPARE(EvmPolicy::formatWei(r.maxNetworkFee), QStringLiteral("0.000042"));
    }

    void contractRecipientNeedsTheEstimate()
    {
        EvmTransaction tx = goodTx();
        tx.gasLimit = 45000;
        EvmExpectation e = goodExpectation();
        e.recipientHasCode = true;
        e.gasEstimate = 30000;
        QVERIFY2(reviewWire(tx, e).ok(), qPrintable(reviewWire(tx, e).reason));
        e.gasEstimate.reset();
        QCOMPARE(reviewWire(tx, e).refusal, EvmReview::Refusal::GasLimit);
        e.gasEstimate = 20000; // a limit over twice the estimate is no transfer
        QCOMPARE(reviewWire(tx, e).refusal, EvmReview::Refusal::GasLimit);
    }

    // A call Paydesk built itself (a token approve): exactly that calldata, nothing else.
    void expectedCallOnly()
    {
        EvmTransaction tx = goodTx();
        tx.value = U256();
        tx.gasLimit = 60000;
        tx.data = QByteArray::fromHex("095ea7b3") + QByteArray(64, 1);
        EvmExpectation e = goodExpectation();
        e.value = U256();
        e.recipientHasCode = true;
        e.gasEstimate = 50000;
        e.data = tx.data;
        QVERIFY2(reviewWire(tx, e).ok(), qPrintable(reviewWire(tx, e).reason));
        tx.data[35] = 2; // another amount or spender
        EvmReview r = reviewWire(tx, e);
        QCOMPARE(r.refusal, EvmReview::Refusal::Calldata);
        QVERIFY2(r.reason.contains(u"not the one you asked for"), qPrintable(r.reason));
        tx.data.clear(); // no call at all
        QCOMPARE(reviewWire(tx, e).refusal, EvmReview::Refusal::Calldata);
        tx.data = e.data;
        tx.value = U256(1); // a call that also pays
        QCOMPARE(reviewWire(tx, e).refusal, EvmReview::Refusal::WrongAmount);
    }

    void warnsBelowBaseFee()
    {
        EvmExpectation e = goodExpectation();
        e.nextBaseFee = U256(5 * kGwei);
        const EvmReview r = reviewWire(goodTx(), e);
        QVERIFY(r.ok());
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY(r.warnings.first().contains(u"base fee"));
    }

    void refuses_data()
    {
        QTest::addColumn<int>("mutation");
        QTest::addColumn<EvmReview::Refusal>("refusal");
        QTest::addColumn<QString>("words");
        using R = EvmReview::Refusal;
        QTest::newRow("wrong chain id") << 0 << R::WrongChain << "chain 1";
        QTest::newRow("contract creation") << 1 << R::ContractCreation << "create a contract";
        QTest::newRow("another recipient") << 2 << R::WrongRecipient << "0x3C44";
        QTest::newRow("one wei more") << 3 << R::WrongAmount << "0.500000000000000001 ETH";
        QTest::newRow("calldata to the recipient") << 4 << R::Calldata << "of data";
        QTest::newRow("access list") << 5 << R::AccessList << "access list";
        QTest::newRow("nonce gap") << 6 << R::NonceMismatch << "wait behind";
        QTest::newRow("nonce reuse") << 7 << R::NonceMismatch << "replace a transaction";
        QTest::newRow("gas limit above a transfer") << 8 << R::GasLimit << "exactly 21000";
        QTest::newRow("absurd max fee") << 9 << R::FeeTooHigh << "above your limit";
        QTest::newRow("tip above max fee") << 10 << R::TipAboveMaxFee << "above the maximum";
        QTest::newRow("tip above the one asked") << 11 << R::TipTooHigh << "you asked for";
        QTest::newRow("quote expired") << 12 << R::Expired << "nothing was signed";
        QTest::newRow("seconds left") << 13 << R::TooLittleTime << "too soon";
        QTest::newRow("gas limit below a transfer") << 14 << R::GasLimit << "21000";
        QTest::newRow("value zero") << 15 << R::WrongAmount << "0 ETH";
    }
    void refuses()
    {
        QFETCH(int, mutation);
        QFETCH(EvmReview::Refusal, refusal);
        QFETCH(QString, words);
        EvmTransaction tx = goodTx();
        EvmExpectation e = goodExpectation();
        switch (mutation) {
        case 0:
            tx.chainId = 1;
            break;
        case 1:
            tx.to.reset();
            break;
        case 2:
            tx.to = address("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
            break;
        case 3:
            tx.value = *tx.value.checkedAdd(U256(1));
            break;
        case 4:
            tx.data = QByteArray::fromHex("a9059cbb");
            break;
        case 5:
            tx.accessList.append({address("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"), {}});
            break;
        case 6:
            tx.nonce = 9;
            break;
        case 7:
            tx.nonce = 6;
            break;
        case 8:
            tx.gasLimit = 100000;
            break;
        case 9:
            tx.maxFeePerGas = U256(1000000 * kGwei);
            break;
        case 10:
            tx.maxPriorityFeePerGas = U256(4 * kGwei);
            tx.type = EvmTransaction::Type::DynamicFee;
            break;
        case 11:
            e.maxTip = U256(21000 * kGwei / 2);
            break;
        case 12:
            e.now = e.expiresAt.addSecs(1);
            break;
        case 13:
            e.now = e.expiresAt.addSecs(-3);
            break;
        case 14:
            tx.gasLimit = 20999;
            break;
        case 15:
            tx.value = U256();
            break;
        }
        EvmReview r = EvmPolicy::review(tx, e);
        if (mutation != 10) // the decoder itself refuses a tip above the fee cap
            r = reviewWire(tx, e);
        QCOMPARE(r.refusal, refusal);
        QVERIFY2(r.reason.contains(words), qPrintable(r.reason));
        QVERIFY(!EvmReview::refusalCode(r.refusal).isEmpty());
    }

    // Types 1, 3 and 4 and broken bytes never reach the checks: the decoder says why.
    void refusesWhatIsNotAPayment_data()
    {
        QTest::addColumn<QByteArray>("wire");
        QTest::addColumn<QString>("words");
        QTest::newRow("type 4 (EIP-7702)") << QByteArray::fromHex("04c0") << "delegate";
        QTest::newRow("type 3 (blobs)") << QByteArray::fromHex("03c0") << "";
        QTest::newRow("type 1 (EIP-2930)") << QByteArray::fromHex("01c0") << "";
        QTest::newRow("empty") << QByteArray() << "";
        QByteArray trailing = goodTx().signingPayload() + '\0';
        QTest::newRow("trailing byte") << trailing << "";
    }
    void refusesWhatIsNotAPayment()
    {
        QFETCH(QByteArray, wire);
        QFETCH(QString, words);
        const EvmReview r = EvmPolicy::reviewBase64(wire.toBase64(), goodExpectation());
        QCOMPARE(r.refusal, EvmReview::Refusal::Malformed);
        QVERIFY(!r.reason.isEmpty());
        QVERIFY2(r.reason.contains(words), qPrintable(r.reason));
    }

    void formatsExactly()
    {
        QCOMPARE(EvmPolicy::formatWei(U256()), QStringLiteral("0"));
        QCOMPARE(EvmPolicy::formatWei(U256(1)), QStringLiteral("0.000000000000000001"));
        QCOMPARE(EvmPolicy::formatWei(*U256::fromDecimal(u"1230000000000000000000")),
                 QStringLiteral("1230"));
        QCOMPARE(EvmPolicy::formatGwei(U256(1500000000)), QStringLiteral("1.5"));
        QCOMPARE(EvmPolicy::formatWei(U256::max()),
                 QStringLiteral("115792089237316195423570985008687907853269984665640564039457."
                                "584007913129639935"));
    }
};

QTEST_GUILESS_MAIN(TstEvmPolicy)
#include "tst_evm_policy.moc"
