#include "WalletSettingsBox.h"

#include "FieldHint.h"
#include "MessageBox.h"
#include "models/ServiceLink.h"
#include "models/WalletListModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace paydesk::ui {

WalletSettingsBox::WalletSettingsBox(const Parts &parts, QWidget *parent)
    : QGroupBox(tr("Wallets"), parent), m_parts(parts)
{
    auto *v = new QVBoxLayout(this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("serviceWallets"));
    m_view->setModel(parts.wallets);
    m_view->setAccessibleName(tr("Your wallets"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->verticalHeader()->setVisible(false);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    QHeaderView *h = m_view->horizontalHeader();
    h->setSectionResizeMode(WalletListModel::AddressColumn, QHeaderView::Stretch);
    h->setSectionResizeMode(WalletListModel::NameColumn, QHeaderView::ResizeToContents);
    h->setSectionResizeMode(WalletListModel::NetworkColumn, QHeaderView::ResizeToContents);
    h->setSectionResizeMode(WalletListModel::DefaultColumn, QHeaderView::ResizeToContents);
    h->setSectionResizeMode(WalletListModel::BalanceColumn, QHeaderView::ResizeToContents);
    m_view->setColumnHidden(WalletListModel::ChoiceColumn, true);
    m_view->setMinimumHeight(140);
    v->addWidget(m_view);

    auto *buttons = new QHBoxLayout;
    m_default = new QPushButton(tr("Make &default"), this);
    m_default->setObjectName(QStringLiteral("defaultWallet"));
    m_remove = new QPushButton(tr("Re&move"), this);
    m_remove->setObjectName(QStringLiteral("removeWallet"));
    m_demo = new QPushButton(tr("Create a &demo wallet"), this);
    m_demo->setToolTip(tr("A new sandbox wallet with 5 SOL of test funds"));
    buttons->addWidget(m_default);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    buttons->addWidget(m_demo);
    v->addLayout(buttons);

    auto *addRow = new QHBoxLayout;
    m_address = new QLineEdit(this);
    m_address->setObjectName(QStringLiteral("walletAddress"));
    m_address->setAccessibleName(tr("New wallet address"));
    m_address->setPlaceholderText(tr("Wallet address (Solana or EVM)"));
    m_label = new QLineEdit(this);
    m_label->setObjectName(QStringLiteral("walletLabel"));
    m_label->setAccessibleName(tr("New wallet label"));
    m_label->setPlaceholderText(tr("Label"));
    m_label->setMaximumWidth(220);
    m_add = new QPushButton(tr("&Add wallet"), this);
    m_add->setObjectName(QStringLiteral("addWallet"));
    addRow->addWidget(m_address, 1);
    addRow->addWidget(m_label);
    addRow->addWidget(m_add);
    v->addLayout(addRow);
    m_hint = new FieldHint(tr("Hosted wallets are held by the service: add the addresses of the "
                              "wallets your account owns. Double-click a label to rename it."),
                           this);
    v->addWidget(m_hint);

    connect(m_add, &QPushButton::clicked, this, &WalletSettingsBox::add);
    connect(m_address, &QLineEdit::returnPressed, this, &WalletSettingsBox::add);
    connect(m_address, &QLineEdit::textChanged, this, &WalletSettingsBox::updateButtons);
    connect(m_remove, &QPushButton::clicked, this, &WalletSettingsBox::removeSelected);
    connect(m_default, &QPushButton::clicked, this,
            [this]() { m_parts.wallets->setDefaultRow(selectedRow()); });
    connect(m_demo, &QPushButton::clicked, this, [this]() {
        const int n = m_parts.wallets->rowCount() + 1;
        if (m_parts.service.createDemoWallet(tr("Demo wallet %1").arg(n)).isEmpty())
            m_hint->showProblem(tr("The sandbox could not create a wallet."));
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WalletSettingsBox::updateButtons);
    connect(parts.wallets, &QAbstractItemModel::modelReset, this,
            &WalletSettingsBox::updateButtons);
    connect(parts.service.link, &ServiceLink::changed, this, &WalletSettingsBox::updateButtons);
    updateButtons();
}

int WalletSettingsBox::selectedRow() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void WalletSettingsBox::updateButtons()
{
    const int row = selectedRow();
    m_remove->setEnabled(row >= 0);
    m_default->setEnabled(row >= 0 && row != m_parts.wallets->defaultRow());
    m_add->setEnabled(!m_address->text().trimmed().isEmpty());
    m_demo->setVisible(m_parts.service.link->isSandbox());
}

void WalletSettingsBox::add()
{
    QString error;
    if (!m_parts.wallets->addWallet(m_address->text(), m_label->text(), &error)) {
        m_hint->showProblem(error);
        return;
    }
    m_hint->showOk(tr("Wallet added."));
    m_address->clear();
    m_label->clear();
}

void WalletSettingsBox::removeSelected()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    const QString name = m_parts.wallets->displayName(row);
    const QString address = m_parts.wallets->addressAt(row);
    MessageBox::ask(window(), QMessageBox::Question, tr("Remove wallet"),
                    tr("Remove %1 from the list?").arg(name),
                    tr("The wallet itself and its funds are not touched; only this list "
                       "forgets it."),
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::No,
                    [this, address](MessageBox::Button answer) {
                        if (answer == QMessageBox::Yes)
                            m_parts.wallets->removeWallet(m_parts.wallets->rowOf(address));
                        updateButtons();
                    });
}

} // namespace paydesk::ui
