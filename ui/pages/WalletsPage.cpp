#include "WalletsPage.h"

#include "Theme.h"
#include "core/Address.h"
#include "dialogs/CreateWalletDialog.h"
#include "dialogs/ImportWalletDialog.h"
#include "families/evm/EvmRpcSettingsBox.h"
#include "families/solana/SolanaRpcSettingsBox.h"
#include "models/LocalWalletModel.h"
#include "models/ServiceLink.h"
#include "models/evm/EvmNodeSettings.h"
#include "models/solana/SolanaNodeSettings.h"
#include "widgets/FieldHint.h"
#include "widgets/MessageBox.h"

#include <QApplication>
#include <QClipboard>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace paydesk::ui {

WalletsPage::WalletsPage(const Parts &parts, QWidget *parent)
    : PageFrame(tr("Wallets on this computer"),
                tr("Local mode: Paydesk checks and signs each payment itself with a key kept in "
                   "your system keychain. The service never sees the key."),
                parent),
      m_parts(parts), m_setup(parts.walletManager)
{
    auto *box = new QGroupBox(tr("Local wallets"), contentWidget());
    auto *v = new QVBoxLayout(box);
    LocalWalletModel *model = parts.localWallets;
    m_view = new QTableView(box);
    m_view->setObjectName(QStringLiteral("localWallets"));
    m_view->setModel(model);
    m_view->setAccessibleName(tr("Wallets on this computer"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->verticalHeader()->setVisible(false);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setColumnHidden(LocalWalletModel::ChoiceColumn, true);
    QHeaderView *h = m_view->horizontalHeader();
    h->setSectionResizeMode(LocalWalletModel::LabelColumn, QHeaderView::ResizeToContents);
    h->setSectionResizeMode(LocalWalletModel::AddressColumn, QHeaderView::Stretch);
    h->setSectionResizeMode(LocalWalletModel::NetworkColumn, QHeaderView::ResizeToContents);
    h->setSectionResizeMode(LocalWalletModel::KindColumn, QHeaderView::ResizeToContents);
    h->setSectionResizeMode(LocalWalletModel::BalanceColumn, QHeaderView::ResizeToContents);
    m_view->setMinimumHeight(170);
    v->addWidget(m_view);
    m_empty = new QLabel(tr("No local wallet yet. Create one (a new recovery phrase for a Solana "
                            "and an EVM account) or import the key of a wallet you already "
                            "have."),
                         box);
    m_empty->setWordWrap(true);
    Theme::makeSubtitle(m_empty);
    v->addWidget(m_empty);

    auto *buttons = new QHBoxLayout;
    m_create = new QPushButton(tr("&Create wallet…"), box);
    m_create->setObjectName(QStringLiteral("createWallet"));
    m_import = new QPushButton(tr("&Import…"), box);
    m_import->setObjectName(QStringLiteral("openImport"));
    m_addAccount = new QPushButton(tr("Add &account"), box);
    m_addAccount->setObjectName(QStringLiteral("addAccount"));
    m_addAccount->setToolTip(tr("The next EVM account (m/44'/60'/0'/0/1, /2, …) of the recovery "
                                "phrase of the selected wallet"));
    m_copy = new QPushButton(Theme::icon(QStringLiteral("copy")), tr("C&opy address"), box);
    m_copy->setObjectName(QStringLiteral("copyWalletAddress"));
    m_refresh =
        new QPushButton(Theme::icon(QStringLiteral("refresh")), tr("Refresh &balances"), box);
    m_refresh->setObjectName(QStringLiteral("refreshBalances"));
    m_airdrop = new QPushButton(tr("Add 5 &test SOL"), box);
    m_airdrop->setObjectName(QStringLiteral("airdrop"));
    m_airdrop->setToolTip(tr("Sandbox only: an airdrop of test funds through the sandbox's RPC"));
    m_remove = new QPushButton(tr("&Remove…"), box);
    m_remove->setObjectName(QStringLiteral("removeWallet"));
    // Two rows: adding wallets, then what acts on the selected one (seven buttons do not fit
    // one row in every language).
    for (QPushButton *b : {m_create, m_import, m_addAccount})
        buttons->addWidget(b);
    buttons->addStretch(1);
    v->addLayout(buttons);
    auto *selection = new QHBoxLayout;
    for (QPushButton *b : {m_copy, m_refresh, m_airdrop})
        selection->addWidget(b);
    selection->addStretch(1);
    selection->addWidget(m_remove);
    v->addLayout(selection);
    m_message = new FieldHint(tr("Double-click a label to rename the wallet."), box);
    m_message->setObjectName(QStringLiteral("walletsMessage"));
    v->addWidget(m_message);
    content()->addWidget(box);

    m_rpc = new SolanaRpcSettingsBox(parts.rpcSettings, parts.localPayments, contentWidget());
    m_rpc->setObjectName(QStringLiteral("rpcSettings"));
    content()->addWidget(m_rpc);
    m_evmRpc = new EvmRpcSettingsBox(parts.evmRpcSettings, parts.localPayments, contentWidget());
    m_evmRpc->setObjectName(QStringLiteral("evmRpcSettings"));
    content()->addWidget(m_evmRpc);
    content()->addStretch(1);

    connect(m_create, &QPushButton::clicked, this, &WalletsPage::openCreate);
    connect(m_import, &QPushButton::clicked, this, &WalletsPage::openImport);
    connect(m_addAccount, &QPushButton::clicked, this, &WalletsPage::addAccount);
    connect(m_remove, &QPushButton::clicked, this, &WalletsPage::removeSelected);
    connect(m_refresh, &QPushButton::clicked, this, &WalletsPage::refreshBalances);
    connect(m_airdrop, &QPushButton::clicked, this, &WalletsPage::airdrop);
    connect(m_copy, &QPushButton::clicked, this, [this]() {
        QApplication::clipboard()->setText(selectedAddress());
        m_message->showOk(tr("Address copied."));
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WalletsPage::updateButtons);
    connect(model, &QAbstractItemModel::modelReset, this, &WalletsPage::updateButtons);
    connect(model, &LocalWalletModel::balancesRefreshed, this, [this]() {
        m_refresh->setEnabled(true);
        const QString error = m_parts.localWallets->balanceError();
        if (!error.isEmpty()) {
            m_message->showProblem(tr("Balances could not be read: %1").arg(error));
            m_balanceProblem = m_message->text();
        } else if (!m_balanceProblem.isEmpty() && m_message->text() == m_balanceProblem) {
            m_message->reset(); // read again since: the problem is no longer true
            m_balanceProblem.clear();
        }
    });
    connect(parts.service, &ServiceLink::changed, this, &WalletsPage::updateButtons);
    updateButtons();
}

void WalletsPage::showEvent(QShowEvent *event)
{
    PageFrame::showEvent(event);
    if (!m_shownOnce) {
        m_shownOnce = true;
        refreshBalances();
    }
}

QString WalletsPage::selectedAddress() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : m_parts.localWallets->addressAt(rows.first().row());
}

bool WalletsPage::selectAddress(const QString &address)
{
    const int row = m_parts.localWallets->rowOf(address);
    if (row < 0)
        return false;
    m_view->selectRow(row);
    return true;
}

void WalletsPage::updateButtons()
{
    const bool selected = !selectedAddress().isEmpty();
    const bool empty = m_parts.localWallets->rowCount() == 0;
    m_empty->setVisible(empty);
    for (QPushButton *b : {m_copy, m_remove, m_airdrop})
        b->setEnabled(selected && !m_setup.isBusy());
    m_airdrop->setVisible(m_parts.service->isSandbox());
    // The test funds the selected wallet's family's node gives (the sandbox's faucets, a public
    // test cluster's airdrop); none: the button stays, disabled.
    const Chain family = selected ? Address::familyOf(selectedAddress()) : defaultChain();
    const NodeSettings *node = nullptr;
    for (const NodeSettings *n : {static_cast<const NodeSettings *>(m_parts.rpcSettings),
                                  static_cast<const NodeSettings *>(m_parts.evmRpcSettings)})
        if (n && n->family() == family)
            node = n;
    const QString title = node ? node->testFundsTitle() : QString();
    m_airdrop->setText(title.isEmpty() ? tr("Add &test funds") : title);
    if (title.isEmpty())
        m_airdrop->setEnabled(false);
    m_addAccount->setEnabled(!accountRoot().isEmpty() && !m_setup.isBusy());
    m_refresh->setEnabled(!empty && !m_parts.localWallets->isRefreshing());
}

void WalletsPage::refreshBalances()
{
    if (m_parts.localWallets->rowCount() == 0)
        return;
    m_refresh->setEnabled(false);
    m_message->setHint(tr("Reading balances from %1 and %2…")
                           .arg(m_parts.rpcSettings->endpoint().toDisplayString(),
                                m_parts.evmRpcSettings->endpoint().toDisplayString()));
    m_parts.localWallets->refreshBalances();
}

void WalletsPage::openCreate()
{
    auto *dialog = new CreateWalletDialog(&m_setup, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog]() { onAdded(dialog->createdAddress(), tr("created")); });
    dialog->open();
}

void WalletsPage::openImport()
{
    auto *dialog = new ImportWalletDialog(&m_setup, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog]() { onAdded(dialog->importedAddress(), tr("imported")); });
    dialog->open();
}

QString WalletsPage::accountRoot() const
{
    wallet::WalletManager *manager = m_parts.walletManager;
    if (QString root = manager->rootOf(selectedAddress()); !root.isEmpty())
        return root;
    // Nothing (or an account of no phrase) selected: the one phrase there is, if only one.
    QString only;
    for (const wallet::WalletInfo &w : manager->directory()->list())
        if (manager->rootOf(w.address) == w.address) {
            if (!only.isEmpty())
                return {};
            only = w.address;
        }
    return only;
}

void WalletsPage::addAccount()
{
    const QString root = accountRoot();
    if (root.isEmpty())
        return;
    auto *conn = new QMetaObject::Connection;
    *conn = connect(&m_setup, &WalletSetupController::finished, this,
                    [this, conn](bool ok, const QString &address, const QString &message) {
                        disconnect(*conn);
                        delete conn;
                        if (ok)
                            onAdded(address, tr("added"));
                        else
                            m_message->showProblem(message);
                        updateButtons();
                    });
    m_message->setHint(tr("Deriving the next account from the recovery seed in the keychain…"));
    m_setup.addAccount(root, {});
    updateButtons();
}

void WalletsPage::onAdded(const QString &address, const QString &what)
{
    m_parts.localWallets->reload();
    selectAddress(address);
    m_message->showOk(tr("Wallet %1 %2; its key is in the system keychain.").arg(address, what));
    refreshBalances();
}

void WalletsPage::removeSelected()
{
    const QString address = selectedAddress();
    if (address.isEmpty())
        return;
    LocalWalletModel *model = m_parts.localWallets;
    const int row = model->rowOf(address);
    const QString balance = model->balanceText(address);
    const QUrl endpoint = model->nodeOf(address);
    const QString funds = !balance.isEmpty()
                              ? tr("It holds %1 on %2.").arg(balance, endpoint.toDisplayString())
                              : tr("Its balance is unknown.");
    MessageBox::ask(
        window(), QMessageBox::Warning, tr("Remove wallet"),
        tr("Remove %1 from this computer?").arg(model->displayName(row)),
        tr("Paydesk deletes its key from the system keychain. %1 Without the recovery phrase, "
           "secret key or keypair file you saved, the funds on %2 are gone for good: nobody, "
           "Paydesk included, can bring them back.")
            .arg(funds, address),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No,
        [this, address](MessageBox::Button answer) {
            if (answer != QMessageBox::Yes)
                return;
            auto *conn = new QMetaObject::Connection;
            *conn = connect(&m_setup, &WalletSetupController::finished, this,
                            [this, conn](bool ok, const QString &a, const QString &message) {
                                disconnect(*conn);
                                delete conn;
                                m_parts.localWallets->reload();
                                if (ok)
                                    m_message->showOk(tr("Wallet %1 removed.").arg(a));
                                else
                                    m_message->showProblem(message);
                                updateButtons();
                            });
            m_setup.remove(address);
            updateButtons();
        });
}

void WalletsPage::airdrop()
{
    const QString address = selectedAddress();
    if (address.isEmpty() || !m_parts.service->isSandbox())
        return;
    m_airdrop->setEnabled(false);
    m_parts.localWallets->requestTestFunds(
        address,
        [self = QPointer<WalletsPage>(this)](const QString &arrived, const QString &error) {
            if (!self)
                return; // the page went meanwhile
            WalletsPage *const page = self;
            if (error.isEmpty())
                page->m_message->showOk(arrived);
            else
                page->m_message->showProblem(error);
            page->updateButtons();
            page->refreshBalances();
        });
}

} // namespace paydesk::ui
