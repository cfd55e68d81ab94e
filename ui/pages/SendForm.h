#pragma once

#include "core/PaymentRequests.h"
#include "models/PaymentCost.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace paydesk {
class BalanceBook;
class LocalWalletModel;
class MetadataModel;
class WalletListModel;
} // namespace paydesk

namespace paydesk::ui {

class FieldHint;
class MetadataEditor;
class WalletComboBox;

// The inputs of a payment, each checked as it is typed with the reason shown under it: wallet,
// recipient, amount (exact decimal, 0.001 to 100, the wallet chain's currency), optional resource
// URL, metadata, and the priority fee (automatic, or 0.00001 to 0.01).
class SendForm : public QWidget
{
    Q_OBJECT
public:
    explicit SendForm(WalletListModel *wallets, QWidget *parent = nullptr);
    ~SendForm() override;

    bool isValid() const { return m_valid; }
    // The request as typed (call when isValid()); `problem` gets the first reason otherwise.
    std::optional<SendPaymentRequest> request(QString *problem = nullptr) const;
    QString walletLabel() const;
    QString walletAddress() const; // the paying wallet, hosted or local
    Chain walletChain() const;     // the paying wallet's chain (Unknown when none)
    QString symbol() const;

    // Local mode pays from a wallet whose key is on this computer (Solana only).
    void setLocalWallets(LocalWalletModel *model);
    void setLocalMode(bool local);
    bool isLocalMode() const { return m_local; }
    void setLocked(bool locked);
    void clear();
    // Shows the paying wallet's balance beside it, offers "Max", and checks the amount plus the
    // network fee against the balance.
    void setBalances(BalanceBook *balances);
    // The cost of the payment as typed (amount, fee estimate, total, balance after); nullopt
    // while the amount is not valid.
    std::optional<PaymentCost> cost() const;

    QLineEdit *recipientEdit() const { return m_recipient; }
    QLineEdit *amountEdit() const { return m_amount; }
    MetadataModel *metadata() const { return m_metadata.get(); }

Q_SIGNALS:
    void validityChanged(bool valid);

private:
    void revalidate();
    void showBalance();
    void fillMax();
    bool checkRecipient(Chain chain);
    bool checkAmount(Chain chain);
    bool checkResource();
    bool checkFee(Chain chain);

    WalletListModel *m_wallets;
    std::unique_ptr<MetadataModel> m_metadata;
    WalletComboBox *m_wallet;
    QComboBox *m_localWallet = nullptr;
    LocalWalletModel *m_localWallets = nullptr;
    bool m_local = false;
    QLineEdit *m_recipient;
    FieldHint *m_recipientHint;
    QLineEdit *m_amount;
    QLabel *m_amountSymbol;
    QLabel *m_balanceLabel;
    QPushButton *m_max;
    BalanceBook *m_balances = nullptr;
    FieldHint *m_amountHint;
    QLineEdit *m_resource;
    FieldHint *m_resourceHint;
    MetadataEditor *m_metadataEditor;
    FieldHint *m_metadataHint;
    QRadioButton *m_autoFee;
    QRadioButton *m_customFee;
    QLineEdit *m_fee;
    QLabel *m_feeSymbol;
    FieldHint *m_feeHint;
    bool m_valid = false;
};

} // namespace paydesk::ui
