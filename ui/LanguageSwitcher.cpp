#include "LanguageSwitcher.h"

#include "MainWindow.h"
#include "StartupShell.h"
#include "core/Translations.h"
#include "models/SettingsModel.h"

namespace paydesk::ui {

LanguageSwitcher::LanguageSwitcher(SettingsModel *settings, StartupShell *shell, Factory factory,
                                   QObject *parent)
    : QObject(parent), m_settings(settings), m_shell(shell), m_factory(std::move(factory))
{
    m_retry.setSingleShot(true);
    m_retry.setInterval(500);
    connect(&m_retry, &QTimer::timeout, this, &LanguageSwitcher::rebuildWhenIdle);
    // Queued: the change comes from a widget of the window that is about to be replaced.
    connect(m_settings, &SettingsModel::changed, this, &LanguageSwitcher::onSettingChanged,
            Qt::QueuedConnection);
}

void LanguageSwitcher::onSettingChanged(const QString &key)
{
    if (key != u"ui/language")
        return;
    Translations::apply(m_settings->language());
    m_pending = true;
    rebuildWhenIdle();
}

void LanguageSwitcher::requestRebuild()
{
    m_pending = true;
    rebuildWhenIdle();
}

void LanguageSwitcher::rebuildWhenIdle()
{
    if (!m_pending || !m_window)
        return;
    if (m_window->isBusy()) {
        m_retry.start();
        return;
    }
    m_pending = false;
    const MainWindow::Page page = m_window->currentPage();
    MainWindow *fresh = m_factory();
    fresh->showPage(page == MainWindow::Page::Welcome ? MainWindow::Page::Settings : page);
    m_shell->adopt(fresh); // deletes the old window
    m_window = fresh;
    Q_EMIT windowRebuilt();
}

void LanguageSwitcher::setWindow(MainWindow *window)
{
    m_window = window;
}

MainWindow *LanguageSwitcher::window() const
{
    return m_window;
}

} // namespace paydesk::ui
