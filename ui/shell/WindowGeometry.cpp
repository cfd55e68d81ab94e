#include "WindowGeometry.h"

#include "core/LogCategories.h"
#include "models/SettingsModel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QWidget>
#include <algorithm>

namespace paydesk::ui {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kPage = QStringLiteral("window/page");
// How much of the top edge must be on a screen for the window to be movable by its title bar.
constexpr int kTitleBand = 32;
constexpr int kMinVisibleWidth = 120;
} // namespace

WindowGeometry::WindowGeometry(SettingsModel *settings, QWidget *window, PageName currentPage,
                               QObject *parent)
    : QObject(parent), m_settings(settings), m_window(window), m_currentPage(std::move(currentPage))
{
    window->installEventFilter(this);
    connect(qApp, &QCoreApplication::aboutToQuit, this, &WindowGeometry::save);
}

bool WindowGeometry::restore()
{
    const QByteArray saved = m_settings->value(kGeometry).toByteArray();
    if (saved.isEmpty() || !m_window)
        return false;
    if (!m_window->restoreGeometry(saved))
        return false;
    const QList<QRect> screens = availableScreens();
    if (!m_window->isMaximized() && !m_window->isFullScreen() && !screens.isEmpty()) {
        const QRect now = m_window->geometry();
        const QRect fitted = fitToScreens(now, screens);
        if (fitted != now) {
            qCInfo(lcUi) << "saved window geometry" << now << "is off the screens; moved to"
                         << fitted;
            m_window->setGeometry(fitted);
        }
    }
    return true;
}

void WindowGeometry::save()
{
    if (!m_window)
        return;
    m_settings->setValue(kGeometry, m_window->saveGeometry());
    const QString page = m_currentPage ? m_currentPage() : QString();
    if (!page.isEmpty() && page != u"welcome")
        m_settings->setValue(kPage, page);
}

QString WindowGeometry::savedPage() const
{
    return m_settings->value(kPage).toString();
}

bool WindowGeometry::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Close)
        save();
    return QObject::eventFilter(watched, event);
}

QList<QRect> WindowGeometry::availableScreens()
{
    QList<QRect> out;
    if (QScreen *primary = QGuiApplication::primaryScreen())
        out << primary->availableGeometry();
    for (QScreen *screen : QGuiApplication::screens()) {
        if (screen != QGuiApplication::primaryScreen())
            out << screen->availableGeometry();
    }
    return out;
}

QRect WindowGeometry::fitToScreens(const QRect &frame, const QList<QRect> &screens)
{
    if (screens.isEmpty() || frame.isEmpty())
        return frame;
    const QRect titleBand(frame.left(), frame.top(), frame.width(), kTitleBand);
    int best = 0;
    qint64 bestArea = -1;
    for (int i = 0; i < screens.size(); ++i) {
        const QRect onTitle = screens.at(i).intersected(titleBand);
        const bool fits =
            frame.width() <= screens.at(i).width() && frame.height() <= screens.at(i).height();
        if (onTitle.width() >= std::min(kMinVisibleWidth, frame.width()) && onTitle.height() > 0 &&
            screens.at(i).contains(frame.topLeft()) && fits)
            return frame; // usable where it is
        const QRect common = screens.at(i).intersected(frame);
        const qint64 area = qint64(common.width()) * common.height();
        if (area > bestArea) {
            bestArea = area;
            best = i;
        }
    }
    const QRect screen = screens.at(bestArea > 0 ? best : 0);
    QRect out(frame.topLeft(), frame.size().boundedTo(screen.size()));
    out.moveLeft(std::clamp(out.left(), screen.left(), screen.right() - out.width() + 1));
    out.moveTop(std::clamp(out.top(), screen.top(), screen.bottom() - out.height() + 1));
    return out;
}

} // namespace paydesk::ui
