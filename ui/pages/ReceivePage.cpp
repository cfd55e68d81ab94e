#include "ReceivePage.h"

#include "Theme.h"
#include "core/Address.h"
#include "widgets/QrCodeWidget.h"
#include "widgets/SellerDesk.h"

#include <QApplication>
#include <QClipboard>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace paydesk::ui {

ReceivePage::ReceivePage(const SellerDesk::Parts &parts, QWidget *parent)
    : PageFrame(tr("Receive and verify"),
                tr("Share your address to get paid, and check a payment proof (the X-PAYMENT "
                   "header a buyer sends) before you hand over what was paid for."),
                parent)
{
    setMaximumContentWidth(1240);
    m_desk = new SellerDesk(parts, contentWidget());
    auto *columns = new QHBoxLayout;
    columns->setSpacing(16);
    columns->addWidget(buildAddressBox(), 0, Qt::AlignTop);
    columns->addWidget(m_desk, 1, Qt::AlignTop);
    content()->addLayout(columns);
    content()->addStretch(1);
    connect(m_desk, &SellerDesk::walletChanged, this, &ReceivePage::showWallet);
    connect(m_desk, &SellerDesk::openKeySettings, this, &ReceivePage::openKeySettings);
    showWallet(m_desk->walletAddress());
}

QWidget *ReceivePage::buildAddressBox()
{
    auto *box = new QGroupBox(tr("Your receiving address"), contentWidget());
    box->setFixedWidth(330);
    auto *v = new QVBoxLayout(box);
    m_qr = new QrCodeWidget(box);
    m_qr->setObjectName(QStringLiteral("receiveQr"));
    m_qr->setFixedSize(190, 190);
    // Groups of four characters are easier to compare by eye; Copy takes the plain address.
    m_address = new QLabel(box);
    m_address->setObjectName(QStringLiteral("receivingAddress"));
    m_address->setFont(Theme::monospaceFont());
    m_address->setWordWrap(true);
    m_address->setAlignment(Qt::AlignHCenter);
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_address->setAccessibleName(tr("Receiving address"));
    m_copy = new QPushButton(Theme::icon(QStringLiteral("copy")), tr("&Copy address"), box);
    m_copy->setObjectName(QStringLiteral("copyAddress"));
    connect(m_copy, &QPushButton::clicked, this,
            [this]() { QApplication::clipboard()->setText(m_desk->walletAddress()); });
    m_network = new QLabel(box);
    m_network->setObjectName(QStringLiteral("receivingNetwork"));
    auto *hint = new QLabel(tr("Share this address or let the payer scan the code. Only send "
                               "it the chain's native currency. Choose the wallet under "
                               "\"Paid to\" on the right."),
                            box);
    hint->setWordWrap(true);
    Theme::makeSubtitle(hint);
    v->addWidget(m_qr, 0, Qt::AlignHCenter);
    v->addWidget(m_address);
    v->addWidget(m_copy, 0, Qt::AlignHCenter);
    v->addWidget(m_network);
    v->addWidget(hint);
    return box;
}

void ReceivePage::showWallet(const QString &address)
{
    QStringList groups;
    for (int i = 0; i < address.size(); i += 4)
        groups.append(address.mid(i, 4));
    m_address->setText(groups.join(u' '));
    m_address->setAccessibleDescription(address);
    m_copy->setEnabled(!address.isEmpty());
    m_qr->setText(address);
    const auto a = Address::parse(address);
    m_network->setText(
        address.isEmpty() ? tr("Add a wallet in Settings to receive payments.")
        : a ? tr("%1 wallet, paid in %2").arg(chainName(a->chain()), chainSymbol(a->chain()))
            : tr("Not a wallet address."));
}

} // namespace paydesk::ui
