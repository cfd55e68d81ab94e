#include "PreferencesBox.h"

#include "FieldHint.h"
#include "FormRow.h"
#include "core/Validation.h"
#include "models/SettingsModel.h"
#include "shell/TrayController.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QSystemTrayIcon>

namespace paydesk::ui {

QStringList PreferencesBox::availableLanguages()
{
    QStringList out = {QString(), QStringLiteral("en")};
    const QStringList files =
        QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("paydesk_*.qm")}, QDir::Files);
    for (const QString &f : files) {
        const QString lang = f.mid(8, f.size() - 8 - 3);
        if (!out.contains(lang))
            out.append(lang);
    }
    return out;
}

PreferencesBox::PreferencesBox(SettingsModel *settings, QWidget *parent)
    : QGroupBox(tr("Preferences"), parent), m_settings(settings)
{
    auto *form = new QFormLayout(this);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);

    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("displayMode"));
    m_mode->setAccessibleName(tr("Default payment mode"));
    m_mode->addItem(tr("Hosted: the service signs and broadcasts"), QStringLiteral("hosted"));
    m_mode->addItem(tr("Local: Paydesk signs with keys on this computer"), QStringLiteral("local"));
    m_mode->setCurrentIndex(settings->defaultPaymentMode() == SettingsModel::PaymentMode::Local);
    form->addRow(tr("Default &mode:"), m_mode);

    m_explorer = new QLineEdit(settings->explorerTemplate(), this);
    m_explorer->setObjectName(QStringLiteral("explorerUrl"));
    m_explorer->setAccessibleName(tr("Block explorer link"));
    m_explorer->setPlaceholderText(tr("Automatic: each network's own explorer"));
    m_explorerHint = new FieldHint(tr("Your own explorer for Solana transactions; {signature} is "
                                      "replaced by the transaction signature. Empty: each "
                                      "network's own public explorer (the sandbox's chains are "
                                      "on none)."),
                                   this);
    auto *explorerBlock = new QVBoxLayout;
    explorerBlock->addWidget(m_explorer);
    explorerBlock->addWidget(m_explorerHint);
    addFormRow(form, tr("E&xplorer link:"), m_explorer, explorerBlock);

    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    m_language->setAccessibleName(tr("Language"));
    for (const QString &lang : availableLanguages()) {
        const QString name = lang.isEmpty() ? tr("System default")
                                            : QLocale(lang).nativeLanguageName() +
                                                  QStringLiteral(" (") + lang + u')';
        m_language->addItem(name, lang);
    }
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings->language())));
    form->addRow(tr("&Language:"), m_language);

    m_theme = new QComboBox(this);
    m_theme->setObjectName(QStringLiteral("theme"));
    m_theme->setAccessibleName(tr("Appearance"));
    m_theme->addItem(tr("Follow the system"), QString());
    m_theme->addItem(tr("Light"), QStringLiteral("light"));
    m_theme->addItem(tr("Dark"), QStringLiteral("dark"));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(settings->theme())));
    form->addRow(tr("A&ppearance:"), m_theme);
    auto *restart = new FieldHint(
        tr("A new language applies at once (after a payment in progress ends); the colour "
           "scheme when Paydesk starts again."),
        this);
    form->addRow(QString(), restart);

    m_pageSize = new QSpinBox(this);
    m_pageSize->setRange(1, limits::kMaxHistoryLimit);
    m_pageSize->setValue(settings->historyPageSize());
    m_pageSize->setAccessibleName(tr("History page size"));
    form->addRow(tr("History page si&ze:"), m_pageSize);
    m_timeout = new QSpinBox(this);
    m_timeout->setRange(1, limits::kMaxTimeoutSeconds);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(settings->verifyTimeoutSeconds());
    m_timeout->setAccessibleName(tr("Verification timeout"));
    form->addRow(tr("&Verification timeout:"), m_timeout);
    // Read by the tray (shell/TrayController); only offered where there is a system tray.
    auto *keepInTray =
        new QCheckBox(tr("Keep running in the tray when the window is closed"), this);
    keepInTray->setObjectName(QStringLiteral("keepInTray"));
    keepInTray->setChecked(settings->value(TrayController::keepInTrayKey(), false).toBool());
    keepInTray->setVisible(QSystemTrayIcon::isSystemTrayAvailable());
    connect(keepInTray, &QCheckBox::toggled, m_settings,
            [this](bool on) { m_settings->setValue(TrayController::keepInTrayKey(), on); });
    form->addRow(QString(), keepInTray);

    connect(m_mode, &QComboBox::currentIndexChanged, this, [this]() {
        m_settings->setDefaultPaymentMode(m_mode->currentData().toString() == u"local"
                                              ? SettingsModel::PaymentMode::Local
                                              : SettingsModel::PaymentMode::Hosted);
    });
    connect(m_explorer, &QLineEdit::editingFinished, this, &PreferencesBox::saveExplorer);
    connect(m_explorer, &QLineEdit::textChanged, this, [this](const QString &text) {
        QString why;
        if (SettingsModel::validateExplorerTemplate(text, &why))
            m_explorerHint->reset();
        else
            m_explorerHint->showProblem(why);
    });
    connect(m_language, &QComboBox::currentIndexChanged, this,
            [this]() { m_settings->setLanguage(m_language->currentData().toString()); });
    connect(m_theme, &QComboBox::currentIndexChanged, this,
            [this]() { m_settings->setTheme(m_theme->currentData().toString()); });
    connect(m_pageSize, &QSpinBox::valueChanged, m_settings, &SettingsModel::setHistoryPageSize);
    connect(m_timeout, &QSpinBox::valueChanged, m_settings,
            &SettingsModel::setVerifyTimeoutSeconds);
}

void PreferencesBox::saveExplorer()
{
    if (SettingsModel::validateExplorerTemplate(m_explorer->text(), nullptr))
        m_settings->setExplorerTemplate(m_explorer->text());
}

} // namespace paydesk::ui
