#pragma once

#include <QDialog>
#include <QList>

class QCheckBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QStackedWidget;

namespace paydesk {
class WalletSetupController;
}

namespace paydesk::ui {

class FieldHint;

// A new local wallet in three steps: choices (12 or 24 words, label, optional BIP39
// passphrase), the recovery phrase shown once with a "written down" confirmation, and the
// backup check (words asked by position) before anything is stored. The phrase stays in the
// controller's secure buffer; the labels that show it are cleared as soon as the step is left.
class CreateWalletDialog : public QDialog
{
    Q_OBJECT
public:
    enum Step
    {
        ChoicesStep,
        PhraseStep,
        CheckStep
    };
    CreateWalletDialog(WalletSetupController *setup, QWidget *parent = nullptr);
    ~CreateWalletDialog() override;

    Step step() const;
    QString createdAddress() const { return m_created; }

private:
    void next();
    void back();
    void showStep(Step step);
    void showPhrase();
    void clearPhrase();
    void onFinished(bool ok, const QString &address, const QString &message);
    void updateButtons();
    QWidget *buildChoices();
    QWidget *buildPhrase();
    QWidget *buildCheck();

    WalletSetupController *m_setup;
    QStackedWidget *m_stack = nullptr;
    QRadioButton *m_words12;
    QRadioButton *m_words24;
    QLineEdit *m_label;
    QCheckBox *m_usePassphrase;
    QLineEdit *m_passphrase;
    QLineEdit *m_repeat;
    QGridLayout *m_grid;
    QList<QLabel *> m_words;
    QCheckBox *m_written;
    QLabel *m_checkIntro;
    QList<QLabel *> m_checkLabels;
    QList<QLineEdit *> m_checks;
    FieldHint *m_problem;
    QPushButton *m_back;
    QPushButton *m_next = nullptr;
    QPushButton *m_cancel;
    QString m_created;
};

} // namespace paydesk::ui
