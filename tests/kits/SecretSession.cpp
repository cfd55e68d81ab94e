#include "kits/SecretSession.h"

#include "core/Amount.h"
#include "core/Base58.h"
#include "kits/LeakScan.h"
#include "models/PayController.h"
#include "models/SendController.h"
#include "models/VerifyController.h"
#include "payments/WalletManager.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"
#include "solana/Transaction.h"
#include "util/TestSandbox.h"
#include "wallet/EvmKeyImport.h"
#include "wallet/KeyImport.h"
#include "wallet/Mnemonic.h"
#include "wallet/Slip10.h"
#include "x402/ProofCodec.h"

#include <QHostAddress>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

namespace paydesk::testing {

using Flow = solana::SolanaPaymentFlow;
using wallet::KeyImport;
using wallet::Mnemonic;

SecretSession::SecretSession() = default;

SecretSession::~SecretSession()
{
    m_context.reset();
    m_sandbox.reset();
}

QList<WireRecorder *> SecretSession::recorders() const
{
    return {m_service.get(), m_rpc.get(), m_seller.get()};
}

void SecretSession::closeApp()
{
    m_context.reset();
}

void SecretSession::addKeypair(const QString &what, const solana::Keypair &kp)
{
    const QByteArray secret = bytesOf(kp.secretKey);
    m_secrets.addBinary(what + QStringLiteral(" keypair"), secret);
    m_secrets.addBinary(what + QStringLiteral(" seed"), secret.left(32));
}

// The phrase, its passphrase, the BIP39 seed, the SLIP-10 master and the derived key.
solana::Keypair SecretSession::addPhrase(const QString &what, const QByteArray &phrase,
                                         const QByteArray &passphrase)
{
    m_secrets.addPhrase(what + QStringLiteral(" phrase"), phrase);
    if (!passphrase.isEmpty())
        m_secrets.addText(what + QStringLiteral(" BIP39 passphrase"), passphrase);
    const SecureBytes seed = Mnemonic::toSeed(SecureBytes::copyOf(phrase), passphrase);
    m_secrets.addBinary(what + QStringLiteral(" BIP39 seed"), bytesOf(seed));
    if (const auto master = wallet::Slip10::master(seed)) {
        m_secrets.addBinary(what + QStringLiteral(" SLIP-10 master key"), bytesOf(master->key));
        m_secrets.addBinary(what + QStringLiteral(" SLIP-10 chain code"),
                            bytesOf(master->chainCode));
    }
    QString error;
    auto kp = KeyImport::fromMnemonic(phrase, wallet::Slip10::solanaPath(), &error, passphrase);
    if (!kp)
        qFatal("phrase not derived: %s", qPrintable(error));
    addKeypair(what, *kp);
    return std::move(*kp);
}

QString SecretSession::start()
{
    if (!m_outside.isValid())
        return QStringLiteral("no temporary folder");
    m_apiKey = QStringLiteral("sk_test_") + randomHex(16);
    m_keyForms.addText(QStringLiteral("API key"), m_apiKey.toUtf8());

    sandbox::SandboxOptions o;
    o.logRequests = false;
    o.slotMs = 100;
    o.statePath = m_outside.filePath(QStringLiteral("sandbox.sqlite"));
    o.keys.append({m_apiKey, QStringLiteral("premium"), 100000, {}});
    m_sandbox = std::make_unique<testing::TestSandbox>();
    QString error;
    if (!m_sandbox->start(o, &error))
        return error;
    const auto port = quint16(m_sandbox->url().port());
    m_service = std::make_unique<WireRecorder>(QStringLiteral("service"), port);
    m_rpc = std::make_unique<WireRecorder>(QStringLiteral("rpc"), port);
    m_seller = std::make_unique<WireRecorder>(QStringLiteral("seller"), port);
    if (!m_service->listen() || !m_rpc->listen() || !m_seller->listen())
        return QStringLiteral("a proxy cannot listen");
    // The demo seller names its own address in its 402 (Paydesk refuses requirements for
    // another site): behind the proxy it names the proxy's.
    m_seller->rewriteAnswers(m_sandbox->url().authority().toLatin1(),
                             m_seller->url().authority().toLatin1());
    // ...and the service, asked to build the transfer for that resource, sees its own address.
    m_service->rewriteRequests(m_seller->url().authority().toLatin1(),
                               m_sandbox->url().authority().toLatin1());

    // The app as the window has it: default data folder and settings (under HOME).
    m_context = std::make_unique<AppContext>();
    if (!m_context->open(&error))
        return error;
    m_context->useLocalService(nullptr, m_service->url(), SecureBytes());
    if (!m_context->rpcSettings()->choose(SolanaNodeSettings::Cluster::Custom,
                                          m_rpc->url().toString() + QStringLiteral("/rpc"), &error))
        return error;

    // The API key as the Settings page hands it over: tested, then stored in the keychain.
    ApiKeyController *keys = m_context->apiKeys();
    QSignalSpy tested(keys, &ApiKeyController::tested);
    keys->test(m_service->url(), m_apiKey);
    if (!tested.wait(20000) || tested.first().at(0).value<ApiKeyController::TestResult>() !=
                                   ApiKeyController::TestResult::Valid)
        return QStringLiteral("the API key test did not pass");
    QSignalSpy saved(keys, &ApiKeyController::saved);
    keys->save(m_service->url(), m_apiKey);
    if (!saved.wait(20000) || !saved.first().at(0).toBool() || !m_context->client()->hasApiKey())
        return QStringLiteral("the API key was not stored");

    m_hostedBuyer =
        m_sandbox->server().createCustodialWallet(*Amount::parse(QStringLiteral("20"), 9));
    m_hostedShop =
        m_sandbox->server().createCustodialWallet(*Amount::parse(QStringLiteral("1"), 9));
    m_context->wallets()->addWallet(m_hostedBuyer, QStringLiteral("Hosted buyer"));
    m_context->wallets()->addWallet(m_hostedShop, QStringLiteral("Hosted shop"));
    return {};
}

QString SecretSession::setLockPassphrase()
{
#if __has_include("models/AppLock.h")
    AppLock *lock = m_context->appLock();
    if (!lock->isLoaded()) {
        QSignalSpy loaded(lock, &AppLock::loaded);
        lock->load();
        if (!lock->isLoaded() && !loaded.wait(20000))
            return QStringLiteral("the lock did not load");
    }
    const QString passphrase = QStringLiteral("lock-") + randomHex(8);
    m_secrets.addText(QStringLiteral("Paydesk lock passphrase"), passphrase.toUtf8());
    QSignalSpy set(lock, &AppLock::passphraseFinished);
    lock->setPassphrase(SecureBytes(), WalletSetupController::secureUtf8(passphrase));
    if (!set.wait(30000) || set.first().at(0).value<AppLock::Result>() != AppLock::Result::Ok)
        return QStringLiteral("the lock passphrase was not set");
    lock->lock();
    if (!lock->isLocked())
        return QStringLiteral("the app did not lock");
    QSignalSpy unlocked(lock, &AppLock::unlockFinished);
    lock->unlock(WalletSetupController::secureUtf8(passphrase));
    if (!unlocked.wait(30000) ||
        unlocked.first().at(0).value<AppLock::Result>() != AppLock::Result::Ok || lock->isLocked())
        return QStringLiteral("the app did not unlock");
    return {};
#else
    return QStringLiteral("skip: no AppLock in this tree");
#endif
}

QString SecretSession::waitForSetup(WalletSetupController &setup, QString *address)
{
    QSignalSpy done(&setup, &WalletSetupController::finished);
    if (!done.wait(20000))
        return QStringLiteral("the keychain did not answer");
    const QList<QVariant> args = done.first();
    if (!args.at(0).toBool())
        return args.at(2).toString();
    *address = args.at(1).toString();
    return {};
}

QString SecretSession::createWallet(int words, bool withPassphrase, QString *address)
{
    WalletSetupController setup(m_context->walletManager());
    if (!setup.generate(words))
        return setup.lastError();
    // What the user sees, word by word, and types back for the backup check.
    QStringList shown;
    for (int i = 0; i < setup.wordCount(); ++i)
        shown << setup.wordForDisplay(i);
    QStringList typed;
    for (int p : setup.backupPositions())
        typed << shown[p];
    if (!setup.checkBackup(typed))
        return QStringLiteral("the backup check failed");
    const QString passphrase = withPassphrase ? QStringLiteral("pp-") + randomHex(8) : QString();
    const QString what = QStringLiteral("created %1 words%2")
                             .arg(words)
                             .arg(withPassphrase ? QStringLiteral(" + passphrase") : QString());
    const solana::Keypair kp = addPhrase(what, shown.join(u' ').toUtf8(), passphrase.toUtf8());
    if (!setup.createWallet(what, WalletSetupController::secureUtf8(passphrase)))
        return setup.lastError();
    const QString error = waitForSetup(setup, address);
    if (error.isEmpty() && *address != kp.address())
        return QStringLiteral("another key was stored");
    return error;
}

QString SecretSession::importPhrase(QString *address)
{
    // As people paste it (a capital, a line break), with a BIP39 passphrase.
    const QByteArray words = bytesOf(Mnemonic::generate(12));
    const QByteArray passphrase = "import-" + randomHex(8).toLatin1();
    QByteArray typed = words;
    typed.replace(0, 1, typed.left(1).toUpper());
    typed.replace(typed.indexOf(' ', typed.size() / 2), 1, "\n  ");
    m_secrets.addText(QStringLiteral("imported phrase as typed"), typed);
    m_phraseKeypair = addPhrase(QStringLiteral("imported phrase"), words, passphrase);
    WalletSetupController setup(m_context->walletManager());
    if (!setup.importMnemonic(SecureBytes::copyOf(typed), SecureBytes::copyOf(passphrase),
                              QString(), QStringLiteral("From a phrase")))
        return setup.lastError();
    const QString error = waitForSetup(setup, address);
    return error.isEmpty() && *address != m_phraseKeypair->address()
               ? QStringLiteral("another key was stored")
               : error;
}

QString SecretSession::importBase58(QString *address)
{
    const solana::Keypair kp = solana::generateKeypair();
    addKeypair(QStringLiteral("imported base58"), kp);
    WalletSetupController setup(m_context->walletManager());
    if (!setup.importSecretKey(WalletSetupController::secureUtf8(
                                   QString::fromLatin1(base58::encode(kp.secretKey.view()))),
                               QStringLiteral("From base58")))
        return setup.lastError();
    const QString error = waitForSetup(setup, address);
    return error.isEmpty() && *address != kp.address() ? QStringLiteral("another key") : error;
}

QString SecretSession::importKeypairFile(QString *address)
{
    // A solana-keygen file outside HOME, removed once imported (as a careful user would).
    const solana::Keypair kp = solana::generateKeypair();
    addKeypair(QStringLiteral("imported keypair file"), kp);
    const QString path = m_outside.filePath(QStringLiteral("id.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    const SecureBytes json = KeyImport::toKeypairJson(kp);
    file.write(json.view().data(), json.view().size());
    file.close();
    WalletSetupController setup(m_context->walletManager());
    if (!setup.importKeypairFile(path, QStringLiteral("From a file")))
        return setup.lastError();
    const QString error = waitForSetup(setup, address);
    QFile::remove(path);
    return error.isEmpty() && *address != kp.address() ? QStringLiteral("another key") : error;
}

QString SecretSession::hostedSendAndVerify()
{
    SendController send(m_context->client());
    QSignalSpy paid(&send, &SendController::paid);
    if (!send.send({m_hostedBuyer, m_hostedShop, QStringLiteral("0.25"), {}, {}, {}, {}}) ||
        !paid.wait(20000))
        return QStringLiteral("hosted send: %1").arg(send.error().userText());
    // The seller desk's hosted verification of that payment's proof.
    VerifyController verify(m_context->client());
    QSignalSpy verdict(&verify, &VerifyController::finished);
    ReceivePaymentRequest r;
    r.walletAddress = m_hostedShop;
    r.paymentProof = send.result().paymentProof;
    r.expectedAmount = QStringLiteral("0.25");
    if (!verify.verify(r) || !verdict.wait(30000) ||
        verify.verdict() != VerifyController::Verdict::Verified)
        return QStringLiteral("seller desk: %1").arg(verify.reason());
    return {};
}

QString SecretSession::paidFetch(const QString &resource, const QString &wallet, bool local)
{
    if (local)
        airdrop(wallet, 100000000);
    PayController pay(m_context->payControllerParts());
    QObject::connect(&pay, &PayController::confirmationNeeded, &pay, &PayController::confirm);
    QSignalSpy done(&pay, &PayController::finished);
    const QUrl url(m_seller->url().toString() + QStringLiteral("/demo/resource/") + resource);
    if (!pay.start(url, wallet, local))
        return pay.lastError();
    if (!done.wait(60000))
        return QStringLiteral("the paid fetch did not finish");
    const x402::PaidFetch *f = pay.fetch();
    if (f->state() != x402::PaidFetch::State::Done || !f->content().paid)
        return QStringLiteral("%1: %2 %3").arg(resource, f->code(), f->message());
    return {};
}

void SecretSession::airdrop(const QString &address, quint64 lamports)
{
    rpcCall(QStringLiteral("requestAirdrop"), {address.toStdString(), lamports});
}

nlohmann::json SecretSession::rpcCall(const QString &method, nlohmann::json params)
{
    RpcCall *call = m_context->rpcSettings()->rpc()->call(method, std::move(params));
    QSignalSpy spy(call, &RpcCall::finished);
    if (!call->isFinished() && !spy.wait(20000))
        qFatal("RPC %s timed out", qPrintable(method));
    if (!call->ok())
        qFatal("RPC %s failed: %s", qPrintable(method), qPrintable(call->errorText()));
    nlohmann::json result = call->result();
    call->deleteLater();
    return result;
}

// Review, approval, signing, broadcast, confirmation.
QString SecretSession::approveAndConfirm(Flow *flow)
{
    if (!flow)
        return QStringLiteral("no flow");
    const bool ready = QTest::qWaitFor(
        [flow]() {
            return flow->step() == Flow::Step::AwaitingApproval ||
                   flow->step() == Flow::Step::Finished;
        },
        20000);
    if (!ready || flow->step() != Flow::Step::AwaitingApproval)
        return QStringLiteral("not ready for review: %1").arg(flow->message());
    flow->approve();
    if (!QTest::qWaitFor([flow]() { return flow->step() == Flow::Step::Finished; }, 60000))
        return QStringLiteral("not finished after 60 s");
    if (flow->outcome() != Flow::Outcome::Confirmed)
        return QStringLiteral("%1: %2").arg(Flow::outcomeName(flow->outcome()), flow->message());
    return {};
}

QString SecretSession::localSend(const QString &payer)
{
    airdrop(payer, 2000000000);
    const SendPaymentRequest r{
        payer, solana::generateKeypair().address(), QStringLiteral("0.1"), {}, {}, {}, {}};
    auto *flow = qobject_cast<Flow *>(m_context->localPayments()->startSend(r));
    return flow ? approveAndConfirm(flow) : m_context->localPayments()->lastError();
}

QString SecretSession::localCoSign(const QString &seller, const QString &buyer)
{
    if (!m_phraseKeypair || m_phraseKeypair->address() != buyer)
        return QStringLiteral("the buyer must be the phrase-imported wallet");
    airdrop(seller, 100000000);
    airdrop(buyer, 1000000000);
    const auto hash = solana::RpcClient::parseLatestBlockhash(
        rpcCall(QStringLiteral("getLatestBlockhash"), nlohmann::json::array()));
    if (!hash)
        return QStringLiteral("no blockhash");
    const QByteArray sellerKey = *base58::decode(seller.toLatin1());
    solana::Transaction auth = solana::Transaction::fromMessage(solana::compileMessage(
        sellerKey, {solana::systemTransfer(m_phraseKeypair->publicKey, sellerKey, 250000000)},
        hash->blockhash, solana::Message::Version::V0));
    if (!auth.sign(*m_phraseKeypair))
        return QStringLiteral("the buyer could not sign");
    ReceivePaymentRequest r;
    r.walletAddress = seller;
    r.paymentProof = x402::ProofCodec::encodeAuthorization(QStringLiteral("solana-sandbox"),
                                                           QString::fromLatin1(auth.toBase64()));
    r.expectedAmount = QStringLiteral("0.25");
    auto *flow = qobject_cast<Flow *>(m_context->localPayments()->startReceive(r));
    return flow ? approveAndConfirm(flow) : m_context->localPayments()->lastError();
}

QString SecretSession::evmSend(QString *address)
{
    QByteArray raw(32, '\0');
    for (char &c : raw)
        c = char(QRandomGenerator::system()->bounded(256));
    QString error;
    auto key = wallet::EvmKeyImport::fromPrivateKeyHex(raw.toHex(), &error);
    if (!key)
        return error;
    m_secrets.addBinary(QStringLiteral("EVM private key"), raw);
    *address = key->address.toChecksummed();
    wallet::WalletKeyJob *job = m_context->walletManager()->add(
        *key, {{}, QStringLiteral("EVM wallet"), QStringLiteral("secret-key"), {}, {}});
    QSignalSpy stored(job, &wallet::WalletKeyJob::finished);
    if (!job->isFinished() && !stored.wait(20000))
        return QStringLiteral("the keychain did not answer");
    job->deleteLater();
    if (!job->ok())
        return job->errorText();
    m_context->localWallets()->reload();
    m_sandbox->admin("POST", QStringLiteral("/sandbox/airdrop"),
                     {{QStringLiteral("address"), *address}, {QStringLiteral("amount"), 1}});
    const SendPaymentRequest r{*address,
                               QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"),
                               QStringLiteral("0.1"),
                               {},
                               {},
                               {},
                               {}};
    using EvmFlow = evm::EvmPaymentFlow;
    auto *flow = qobject_cast<EvmFlow *>(m_context->localPayments()->startSend(r));
    if (!flow)
        return m_context->localPayments()->lastError();
    if (!QTest::qWaitFor(
            [flow]() {
                return flow->step() == EvmFlow::Step::AwaitingApproval ||
                       flow->step() == EvmFlow::Step::Finished;
            },
            30000))
        return QStringLiteral("no review after 30 s");
    flow->approve();
    if (!QTest::qWaitFor([flow]() { return flow->step() == EvmFlow::Step::Finished; }, 60000))
        return QStringLiteral("not finished after 60 s");
    if (flow->outcome() != EvmFlow::Outcome::Confirmed)
        return QStringLiteral("%1: %2").arg(PaymentFlow::outcomeName(flow->outcome()),
                                            flow->message());
    return {};
}

QList<WireRecorder::Connection> SecretSession::redirectedRequest(bool plainQt)
{
    // "Elsewhere" records what reaches it (and forwards to the sandbox, which refuses it).
    WireRecorder elsewhere(QStringLiteral("elsewhere"), quint16(m_sandbox->url().port()));
    QTcpServer redirector;
    if (!elsewhere.listen() || !redirector.listen(QHostAddress::LocalHost, 0))
        qFatal("cannot listen");
    const QByteArray target = elsewhere.url().toEncoded() + "/payment/status/pay_moved";
    QObject::connect(&redirector, &QTcpServer::newConnection, &redirector, [&]() {
        while (QTcpSocket *s = redirector.nextPendingConnection()) {
            QObject::connect(s, &QTcpSocket::readyRead, s, [s, target]() {
                s->setProperty("request", s->property("request").toByteArray() + s->readAll());
                if (!s->property("request").toByteArray().contains("\r\n\r\n"))
                    return;
                s->write("HTTP/1.1 307 Temporary Redirect\r\nLocation: " + target +
                         "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
                s->disconnectFromHost();
            });
        }
    });
    const QUrl base(QStringLiteral("http://127.0.0.1:%1").arg(redirector.serverPort()));
    if (plainQt) {
        QNetworkRequest request(QUrl(base.toString() + QStringLiteral("/payment/status/x")));
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                             QNetworkRequest::NoLessSafeRedirectPolicy);
        request.setRawHeader("Authorization", "Bearer " + m_apiKey.toUtf8());
        QNetworkReply *reply = m_context->network()->get(request);
        QSignalSpy done(reply, &QNetworkReply::finished);
        if (!reply->isFinished())
            done.wait(20000);
        reply->deleteLater();
    } else {
        ServiceConfig cfg = m_context->client()->config();
        cfg.baseUrl = base;
        cfg.maxGetAttempts = 1;
        ServiceClient client(m_context->network(), cfg);
        client.setApiKey(SecureBytes::copyOf(m_apiKey.toUtf8()));
        ApiReply *reply = client.paymentStatus(QStringLiteral("pay_redirected"));
        QSignalSpy done(reply, &ApiReply::finished);
        if (!reply->isFinished())
            done.wait(20000);
        reply->deleteLater();
    }
    QTest::qWait(200);
    return elsewhere.connections();
}

} // namespace paydesk::testing
