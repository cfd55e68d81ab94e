#pragma once

#include "ServiceSwitch.h"

#include <QGroupBox>

class QLineEdit;
class QPushButton;
class QTableView;

namespace paydesk {
class WalletListModel;
}

namespace paydesk::ui {

class FieldHint;

// The wallets the user works with: address (Solana or EVM), label (editable in place), default.
// In the sandbox, new demo wallets can be created with test funds.
class WalletSettingsBox : public QGroupBox
{
    Q_OBJECT
public:
    struct Parts
    {
        WalletListModel *wallets = nullptr;
        ServiceSwitch service; // "Add a demo wallet" in the sandbox
    };

    explicit WalletSettingsBox(const Parts &parts, QWidget *parent = nullptr);

private:
    void add();
    void removeSelected();
    void updateButtons();
    int selectedRow() const;

    Parts m_parts;
    QTableView *m_view;
    QLineEdit *m_address;
    QLineEdit *m_label;
    FieldHint *m_hint;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_default;
    QPushButton *m_demo;
};

} // namespace paydesk::ui
