// The Wallets page against the real keychain (gnome-keyring in a private D-Bus session) and the
// sandbox's Solana RPC: create with the recovery phrase shown once and the backup check, import
// a phrase, a base58 secret key and a keypair file (through the file-dialog seam), remove with
// its warning, balances through getBalance, and the RPC settings with their health check; a new
// phrase gives a Solana and an EVM account, "Add account" the next EVM ones from the seed in the
// keychain; the EVM network settings with a health check on the right and on a wrong chain.
#include "LocalGuiKit.h"
#include "ViewParts.h"
#include "core/Base58.h"
#include "dialogs/CreateWalletDialog.h"
#include "dialogs/ImportWalletDialog.h"
#include "families/evm/EvmRpcSettingsBox.h"
#include "families/solana/SolanaRpcSettingsBox.h"
#include "models/WalletSetupController.h"
#include "pages/WalletsPage.h"
#include "util/TestFiles.h"
#include "util/Widgets.h"
#include "wallet/EvmKeyImport.h"
#include "wallet/KeyImport.h"
#include "widgets/FieldHint.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiWallets : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<GuiHarness> m_h;

    bool keyInKeychain(const QString &address)
    {
        wallet::WalletKeyJob *job = m_h->context->walletManager()->loadKeypair(address);
        QSignalSpy spy(job, &wallet::WalletKeyJob::finished);
        if (!job->isFinished())
            spy.wait(20000);
        const bool ok = job->ok() && job->takeKeypair()->address() == address;
        job->deleteLater();
        return ok;
    }

    bool m_noKeychain = false;

private Q_SLOTS:
    void initTestCase()
    {
        // tst_gui_wallets_nokeychain runs this binary with no D-Bus session at all.
        m_noKeychain = qEnvironmentVariableIntValue("PAYDESK_EXPECT_NO_KEYCHAIN") == 1;
    }
    void init()
    {
        const bool noKeychainTest = QByteArray(QTest::currentTestFunction()) == "noKeychain";
        if (noKeychainTest != m_noKeychain)
            QSKIP(m_noKeychain ? "needs the keychain" : "runs without a keychain only");
        m_h = std::make_unique<GuiHarness>();
    }
    void cleanup() { m_h.reset(); }

    void createWithBackupCheck()
    {
        WalletsPage page(ViewParts(m_h->context.get()).wallets());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        LocalWalletModel *model = m_h->context->localWallets();
        QCOMPARE(model->rowCount(), 0);
        page.openCreate();
        CreateWalletDialog *d = find<CreateWalletDialog>(&page, "createWalletDialog");
        QVERIFY(d);
        QCOMPARE(d->step(), CreateWalletDialog::ChoicesStep);
        child<QLineEdit>(d, "walletLabel")->setText(QStringLiteral("Savings"));
        // A passphrase typed twice differently blocks the way on.
        child<QCheckBox>(d, "usePassphrase")->setChecked(true);
        child<QLineEdit>(d, "passphrase")->setText(QStringLiteral("correct horse"));
        child<QLineEdit>(d, "passphraseRepeat")->setText(QStringLiteral("correct hose"));
        QVERIFY(!child<QPushButton>(d, "createNext")->isEnabled());
        child<QCheckBox>(d, "usePassphrase")->setChecked(false);
        QVERIFY(child<QPushButton>(d, "createNext")->isEnabled());
        child<QRadioButton>(d, "words24")->setChecked(true);
        QTest::mouseClick(child<QPushButton>(d, "createNext"), Qt::LeftButton);

        QCOMPARE(d->step(), CreateWalletDialog::PhraseStep);
        QCOMPARE(numbered<QLabel>(d, "phraseWord").size(), 24);
        QStringList words;
        for (QLabel *l : numbered<QLabel>(d, "phraseWord"))
            words << l->text().section(u' ', -1);
        QVERIFY(!child<QPushButton>(d, "createNext")
                     ->isEnabled()); // not before "I have written them down"
        child<QCheckBox>(d, "writtenDown")->setChecked(true);
        QTest::mouseClick(child<QPushButton>(d, "createNext"), Qt::LeftButton);
        QCOMPARE(d->step(), CreateWalletDialog::CheckStep);
        QTRY_VERIFY(
            numbered<QLabel>(d, "phraseWord").isEmpty()); // the words are off the screen now

        const QList<int> positions = page.setup()->backupPositions();
        QCOMPARE(positions.size(), 3);
        // One wrong word: nothing is stored.
        for (int i = 0; i < 3; ++i)
            numbered<QLineEdit>(d, "backupWord")[i]->setText(words[positions[i]]);
        numbered<QLineEdit>(d, "backupWord")[1]->setText(
            words[positions[1]] == u"zoo" ? QStringLiteral("abandon") : QStringLiteral("zoo"));
        QTest::mouseClick(child<QPushButton>(d, "createNext"), Qt::LeftButton);
        QVERIFY(child<FieldHint>(d, "createProblem")->hasProblem());
        QVERIFY(child<FieldHint>(d, "createProblem")
                    ->text()
                    .contains(QString::number(positions[1] + 1)));
        QCOMPARE(model->rowCount(), 0);

        numbered<QLineEdit>(d, "backupWord")[1]->setText(QStringLiteral("  ") +
                                                         words[positions[1]].toUpper());
        QSignalSpy accepted(d, &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(d, "createNext"), Qt::LeftButton);
        QVERIFY(accepted.wait(20000));
        // One phrase, two accounts: Solana and EVM account 0 (as Phantom and MetaMask).
        QTRY_COMPARE(model->rowCount(), 2);
        const int solanaRow = model->chainAt(0) == Chain::Solana ? 0 : 1;
        const QString address = model->addressAt(solanaRow);
        const QString evmAddress = model->addressAt(1 - solanaRow);
        // One name, each account with its family beside it.
        QCOMPARE(model->labelAt(solanaRow), QStringLiteral("Savings (Solana)"));
        QCOMPARE(model->labelAt(1 - solanaRow), QStringLiteral("Savings (EVM)"));
        // One label, two accounts: the pickers say which chain each is on.
        const auto choice = [model](int row) {
            return model->index(row, LocalWalletModel::ChoiceColumn).data().toString();
        };
        QVERIFY2(choice(solanaRow).contains(QStringLiteral("Solana")),
                 qPrintable(choice(solanaRow)));
        QVERIFY2(choice(1 - solanaRow).contains(QStringLiteral("EVM")),
                 qPrintable(choice(1 - solanaRow)));
        QVERIFY(choice(solanaRow) != choice(1 - solanaRow));
        QCOMPARE(page.selectedAddress(), address);
        QVERIFY(keyInKeychain(address));
        // The same words give the same wallet (what a restore elsewhere would get).
        QString error;
        const auto again = wallet::KeyImport::fromMnemonic(
            words.join(u' ').toUtf8(), QStringLiteral("m/44'/501'/0'/0'"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->address(), address);
        QVERIFY(!page.setup()->hasPhrase()); // wiped once stored
        QVERIFY(child<FieldHint>(&page, "walletsMessage")->text().contains(address));
        const QString phrase = words.join(u' ');
        const auto evm0 = wallet::EvmKeyImport::fromMnemonic(
            phrase.toUtf8(), wallet::EvmKeyImport::accountPath(0), &error);
        QVERIFY2(evm0, qPrintable(error));
        QCOMPARE(evmAddress, evm0->address.toChecksummed());
        QCOMPARE(
            model->data(model->index(1 - solanaRow, LocalWalletModel::NetworkColumn)).toString(),
            QStringLiteral("EVM · Sandbox EVM"));
        QTRY_COMPARE_WITH_TIMEOUT(
            model->data(model->index(1 - solanaRow, LocalWalletModel::BalanceColumn)).toString(),
            QStringLiteral("0 ETH · 0 USDC"), 15000); // and the sandbox chain's test USDC

        // "Add account": the next EVM accounts of the same phrase, from the seed in the
        // keychain, without asking for the phrase.
        for (quint32 index : {1u, 2u}) {
            QPushButton *add = child<QPushButton>(&page, "addAccount");
            QTRY_VERIFY(add->isEnabled());
            QTest::mouseClick(add, Qt::LeftButton);
            QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), int(2 + index), 20000);
            const auto expected = wallet::EvmKeyImport::fromMnemonic(
                phrase.toUtf8(), wallet::EvmKeyImport::accountPath(index), &error);
            QVERIFY2(expected, qPrintable(error));
            const int row = model->rowOf(expected->address.toChecksummed());
            QVERIFY(row >= 0);
            QCOMPARE(model->data(model->index(row, 0), LocalWalletModel::DerivationRole).toString(),
                     wallet::EvmKeyImport::accountPath(index));
            QCOMPARE(page.selectedAddress(), expected->address.toChecksummed());
            QVERIFY(model->data(model->index(row, LocalWalletModel::KindColumn))
                        .toString()
                        .contains(QStringLiteral("Added account")));
        }
        // The seed is in the keychain, never in the settings or the database.
        QVERIFY(!testing::foundOnDisk(m_h->dir.path(), phrase.toUtf8()));
    }

    void importThreeWaysAndRemove()
    {
        WalletsPage page(ViewParts(m_h->context.get()).wallets());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        LocalWalletModel *model = m_h->context->localWallets();

        // A recovery phrase with a published address (Solana Cookbook, see tst_slip10).
        page.openImport();
        ImportWalletDialog *d = find<ImportWalletDialog>(&page, "importWalletDialog");
        QVERIFY(d);
        child<QPlainTextEdit>(d, "importPhrase")
            ->setPlainText(QStringLiteral("neither lonely flavor argue grass remind "
                                          "eye tag\n avocado spot unusual intact"));
        child<QLineEdit>(d, "importLabel")->setText(QStringLiteral("Cookbook"));
        child<QCheckBox>(d, "importWithEvm")->setChecked(false); // its Solana account only
        QSignalSpy accepted(d, &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QVERIFY(accepted.wait(20000));
        const QString cookbook = QStringLiteral("5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N");
        QTRY_VERIFY(model->rowOf(cookbook) >= 0);
        QVERIFY(keyInKeychain(cookbook));

        // A mistyped phrase is refused with its reason, nothing stored.
        QTRY_VERIFY(!find<ImportWalletDialog>(&page, "importWalletDialog")); // the last one closed
        page.openImport();
        d = find<ImportWalletDialog>(&page, "importWalletDialog");
        child<QPlainTextEdit>(d, "importPhrase")
            ->setPlainText(QStringLiteral("neither lonely flavor argue grass remind "
                                          "eye tag avocado spot unusual intakt"));
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QTRY_VERIFY(child<FieldHint>(d, "importProblem")->hasProblem());
        QVERIFY(child<FieldHint>(d, "importProblem")->text().contains(QStringLiteral("12")));
        QCOMPARE(model->rowCount(), 1);
        // The same key twice: said so.
        child<QPlainTextEdit>(d, "importPhrase")
            ->setPlainText(QStringLiteral("neither lonely flavor argue grass remind "
                                          "eye tag avocado spot unusual intact"));
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QTRY_VERIFY(
            child<FieldHint>(d, "importProblem")->text().contains(QStringLiteral("already")));
        d->reject();

        // A base58 secret key (Phantom's export).
        const solana::Keypair secretKp = solana::generateKeypair();
        QTRY_VERIFY(!find<ImportWalletDialog>(&page, "importWalletDialog")); // the last one closed
        page.openImport();
        d = find<ImportWalletDialog>(&page, "importWalletDialog");
        d->setSource(ImportWalletDialog::SecretKeySource);
        child<QLineEdit>(d, "importSecret")
            ->setText(QString::fromLatin1(base58::encode(secretKp.secretKey.view())));
        QSignalSpy accepted2(d, &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QVERIFY(accepted2.wait(20000));
        QTRY_VERIFY(model->rowOf(secretKp.address()) >= 0);

        // A solana-keygen keypair file, chosen through the file dialog's seam.
        const solana::Keypair fileKp = solana::generateKeypair();
        const QString path = m_h->dir.filePath(QStringLiteral("id.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(wallet::KeyImport::toKeypairJson(fileKp).view().toByteArray());
        f.close();
        QTRY_VERIFY(!find<ImportWalletDialog>(&page, "importWalletDialog")); // the last one closed
        page.openImport();
        d = find<ImportWalletDialog>(&page, "importWalletDialog");
        d->setSource(ImportWalletDialog::KeypairFileSource);
        ImportWalletDialog::setNextFileName(path);
        QTest::mouseClick(child<QPushButton>(d, "importFileBrowse"), Qt::LeftButton);
        QCOMPARE(child<QLineEdit>(d, "importFile")->text(), path);
        QSignalSpy accepted3(d, &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QVERIFY(accepted3.wait(20000));
        QTRY_COMPARE(model->rowCount(), 3);
        QCOMPARE(page.selectedAddress(), fileKp.address());
        QVERIFY(
            model->data(model->index(model->rowOf(fileKp.address()), LocalWalletModel::KindColumn))
                .toString()
                .contains(QStringLiteral("Keypair file")));

        // Balances come from the chosen RPC (the sandbox's /rpc).
        airdrop(m_h->context.get(), fileKp.address(), 1500000000);
        QTest::mouseClick(child<QPushButton>(&page, "refreshBalances"), Qt::LeftButton);
        QTRY_COMPARE(model->balanceOf(fileKp.address()).value_or(0), quint64(1500000000));
        QTRY_COMPARE(model
                         ->data(model->index(model->rowOf(fileKp.address()),
                                             LocalWalletModel::BalanceColumn))
                         .toString(),
                     QStringLiteral("1.5 SOL · 0 USDC")); // the sandbox chain's test USDC (SPL)

        // Remove: the warning says the funds are gone without the words; "No" keeps it.
        MessageBox::setNextAnswer(QMessageBox::No);
        QTest::mouseClick(child<QPushButton>(&page, "removeWallet"), Qt::LeftButton);
        QTest::qWait(50);
        QCOMPARE(model->rowCount(), 3);
        page.removeSelected();
        auto *box = page.window()->findChild<QMessageBox *>();
        QTRY_VERIFY((box = page.window()->findChild<QMessageBox *>()));
        QVERIFY(box->informativeText().contains(QStringLiteral("gone for good")));
        QVERIFY(box->informativeText().contains(QStringLiteral("1.5 SOL")));
        box->button(QMessageBox::Yes)->click();
        QTRY_COMPARE(model->rowCount(), 2);
        QCOMPARE(model->rowOf(fileKp.address()), -1);
        QVERIFY(!keyInKeychain(fileKp.address()));
        QVERIFY(keyInKeychain(cookbook));
    }

    void noKeychain()
    {
        // Without a Secret Service nothing is stored, and the dialog says what is missing.
        WalletsPage page(ViewParts(m_h->context.get()).wallets());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const solana::Keypair kp = solana::generateKeypair();
        page.openImport();
        ImportWalletDialog *d = find<ImportWalletDialog>(&page, "importWalletDialog");
        d->setSource(ImportWalletDialog::SecretKeySource);
        child<QLineEdit>(d, "importSecret")
            ->setText(QString::fromLatin1(base58::encode(kp.secretKey.view())));
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(child<FieldHint>(d, "importProblem")->hasProblem(), 30000);
        QVERIFY2(
            child<FieldHint>(d, "importProblem")->text().contains(QStringLiteral("Secret Service")),
            qPrintable(child<FieldHint>(d, "importProblem")->text()));
        QVERIFY(
            child<FieldHint>(d, "importProblem")->text().contains(QStringLiteral("gnome-keyring")));
        QVERIFY(d->isVisible());
        QCOMPARE(m_h->context->localWallets()->rowCount(), 0);
        QVERIFY(child<QPushButton>(d, "importWallet")
                    ->isEnabled()); // the user can try again once it is fixed
    }

    void rpcSettingsAndHealth()
    {
        WalletsPage page(ViewParts(m_h->context.get()).wallets());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        SolanaRpcSettingsBox *box = child<SolanaRpcSettingsBox>(&page, "rpcSettings");
        SolanaNodeSettings *rpc = m_h->context->rpcSettings();
        // In the sandbox the default is the sandbox's own /rpc.
        QCOMPARE(rpc->cluster(), SolanaNodeSettings::Cluster::Sandbox);
        QCOMPARE(rpc->endpoint().toString(), m_h->url().toString() + QStringLiteral("/rpc"));
        QTest::mouseClick(child<QPushButton>(box, "rpcCheck"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            child<QLabel>(box, "rpcHealth")->text().startsWith(QStringLiteral("Healthy")), 15000);

        // A custom URL: plain http off this computer is refused; a dead port is reported.
        child<QComboBox>(box, "rpcCluster")
            ->setCurrentIndex(child<QComboBox>(box, "rpcCluster")
                                  ->findData(solana::RpcEndpoint::clusterName(
                                      SolanaNodeSettings::Cluster::Custom)));
        Q_EMIT child<QComboBox>(box, "rpcCluster")
            ->activated(child<QComboBox>(box, "rpcCluster")->currentIndex());
        child<QLineEdit>(box, "rpcUrl")->setText(QStringLiteral("http://rpc.example.com"));
        QTest::mouseClick(child<QPushButton>(box, "rpcSave"), Qt::LeftButton);
        QCOMPARE(rpc->cluster(), SolanaNodeSettings::Cluster::Sandbox);
        child<QLineEdit>(box, "rpcUrl")->setText(QStringLiteral("http://127.0.0.1:9/rpc"));
        QTest::mouseClick(child<QPushButton>(box, "rpcSave"), Qt::LeftButton);
        QVERIFY2(rpc->cluster() == SolanaNodeSettings::Cluster::Custom,
                 qPrintable(box->findChild<FieldHint *>()->text()));
        QCOMPARE(rpc->rpc()->endpoint().toString(), QStringLiteral("http://127.0.0.1:9/rpc"));
        QTest::mouseClick(child<QPushButton>(box, "rpcCheck"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            child<QLabel>(box, "rpcHealth")->text().startsWith(QStringLiteral("Not")), 15000);

        // The choice is stored per profile and survives a restart.
        auto restarted = m_h->makeContext();
        QCOMPARE(restarted->rpcSettings()->cluster(), SolanaNodeSettings::Cluster::Custom);
        QCOMPARE(restarted->rpcSettings()->endpoint().toString(),
                 QStringLiteral("http://127.0.0.1:9/rpc"));
        // Devnet with the public URL.
        QVERIFY(rpc->choose(SolanaNodeSettings::Cluster::Devnet));
        QCOMPARE(rpc->endpoint().toString(), QStringLiteral("https://api.devnet.solana.com"));

        // The cap and simulation switch are saved.
        child<QLineEdit>(box, "rpcFeeCap")->setText(QStringLiteral("0.00002"));
        Q_EMIT child<QLineEdit>(box, "rpcFeeCap")->editingFinished();
        QCOMPARE(m_h->context->localPayments()
                     ->part<SolanaLocalPayments>(Chain::Solana)
                     ->maxPriorityFeeLamports(),
                 quint64(20000));
        child<QCheckBox>(box, "rpcSimulate")->setChecked(false);
        QVERIFY(!m_h->context->localPayments()->simulate());
    }

    // "Balances could not be read" is said while it is true: once a later read of every wallet
    // succeeds (the node is back, or another one is chosen), it goes.
    void aBalanceProblemGoesWhenBalancesAreReadAgain()
    {
        const QString address = QStringLiteral("11111111111111111111111111111112");
        QVERIFY(m_h->context->walletManager()->directory()->add(
            {address, QStringLiteral("Watched"), QStringLiteral("test"), {}, {}}));
        m_h->context->localWallets()->reload();
        WalletsPage page(ViewParts(m_h->context.get()).wallets());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        SolanaNodeSettings *rpc = m_h->context->rpcSettings();
        QVERIFY(rpc->choose(SolanaNodeSettings::Cluster::Custom,
                            QStringLiteral("http://127.0.0.1:9/rpc")));
        FieldHint *message = child<FieldHint>(&page, "walletsMessage");
        QTest::mouseClick(child<QPushButton>(&page, "refreshBalances"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(message->hasProblem(), 15000);
        QVERIFY2(message->text().startsWith(QStringLiteral("Balances could not be read")),
                 qPrintable(message->text()));
        QVERIFY(rpc->choose(SolanaNodeSettings::Cluster::Sandbox));
        QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(&page, "refreshBalances")->isEnabled(), 15000);
        QTest::mouseClick(child<QPushButton>(&page, "refreshBalances"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!message->hasProblem(), 15000);
        QVERIFY2(!message->text().contains(QStringLiteral("could not be read")),
                 qPrintable(message->text()));
    }

    void evmRpcSettingsAndHealth()
    {
        WalletsPage page(ViewParts(m_h->context.get()).wallets());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        EvmRpcSettingsBox *box = child<EvmRpcSettingsBox>(&page, "evmRpcSettings");
        EvmNodeSettings *rpc = m_h->context->evmRpcSettings();
        // In the sandbox the default is the sandbox's own chain (4020) at /evm.
        QVERIFY(rpc->net() == EvmNodeSettings::Net::Sandbox);
        QCOMPARE(rpc->endpoint().toString(), m_h->url().toString() + QStringLiteral("/evm"));
        QTest::mouseClick(child<QPushButton>(box, "evmRpcCheck"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            child<QLabel>(box, "evmRpcHealth")->text().startsWith(QStringLiteral("Healthy")),
            15000);
        QVERIFY(child<QLabel>(box, "evmRpcHealth")->text().contains(QStringLiteral("4020")));

        // Base Sepolia through the sandbox's node: the check says the chains differ.
        QComboBox *network = child<QComboBox>(box, "evmNetwork");
        network->setCurrentIndex(
            network->findData(evm::EvmEndpoint::netName(EvmNodeSettings::Net::BaseSepolia)));
        Q_EMIT network->activated(network->currentIndex());
        QVERIFY(rpc->net() == EvmNodeSettings::Net::BaseSepolia);
        QVERIFY(child<QLabel>(box, "evmExplorer")->text().contains(u"sepolia.basescan.org"));
        child<QLineEdit>(box, "evmRpcUrl")->setText(m_h->url().toString() + QStringLiteral("/evm"));
        QTest::mouseClick(child<QPushButton>(box, "evmRpcSave"), Qt::LeftButton);
        QTest::mouseClick(child<QPushButton>(box, "evmRpcCheck"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            child<QLabel>(box, "evmRpcHealth")->text().startsWith(QStringLiteral("Not usable")),
            15000);
        const QString said = child<QLabel>(box, "evmRpcHealth")->text();
        QVERIFY2(said.contains(u"4020") && said.contains(u"84532"), qPrintable(said));

        // Plain http off this computer is refused; the choice survives a restart.
        child<QLineEdit>(box, "evmRpcUrl")->setText(QStringLiteral("http://rpc.example.com"));
        QTest::mouseClick(child<QPushButton>(box, "evmRpcSave"), Qt::LeftButton);
        QVERIFY(box->findChild<FieldHint *>()->hasProblem());
        auto restarted = m_h->makeContext();
        QVERIFY(restarted->evmRpcSettings()->net() == EvmNodeSettings::Net::BaseSepolia);
        QCOMPARE(restarted->evmRpcSettings()->endpoint().toString(),
                 m_h->url().toString() + QStringLiteral("/evm"));
    }
};

QTEST_MAIN(TstGuiWallets)
#include "tst_gui_wallets.moc"
