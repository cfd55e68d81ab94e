#pragma once

#include "PageFrame.h"
#include "widgets/SellerDesk.h"

class QLabel;
class QPushButton;

namespace paydesk::ui {

class QrCodeWidget;

// Receive and verify: on the left the receiving wallet's address as text and QR code, to share;
// on the right the seller's desk (SellerDesk), which chooses that wallet and checks what a buyer
// sent. Both show the same wallet: choosing it in the desk, or pasting a proof that pays another
// of the seller's wallets, moves the address and the code with it.
class ReceivePage : public PageFrame
{
    Q_OBJECT
public:
    explicit ReceivePage(const SellerDesk::Parts &parts, QWidget *parent = nullptr);

    SellerDesk *desk() const { return m_desk; }

Q_SIGNALS:
    void openKeySettings();

private:
    void showWallet(const QString &address);
    QWidget *buildAddressBox();

    SellerDesk *m_desk;
    QrCodeWidget *m_qr;
    QLabel *m_address;
    QPushButton *m_copy;
    QLabel *m_network;
};

} // namespace paydesk::ui
