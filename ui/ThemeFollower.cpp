#include "ThemeFollower.h"

#include "Theme.h"
#include "core/LogCategories.h"

#include <QApplication>
#include <QEvent>
#ifdef PAYDESK_HAVE_QTDBUS
#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#endif

namespace paydesk::ui {

namespace {
#ifdef PAYDESK_HAVE_QTDBUS
const QString kPortalService = QStringLiteral("org.freedesktop.portal.Desktop");
const QString kPortalPath = QStringLiteral("/org/freedesktop/portal/desktop");
const QString kPortalSettings = QStringLiteral("org.freedesktop.portal.Settings");
const QString kAppearance = QStringLiteral("org.freedesktop.appearance");
const QString kColorScheme = QStringLiteral("color-scheme");

// The portal wraps the value in one or two variants (Read returns "v" holding "v").
QVariant unwrap(QVariant v)
{
    for (int i = 0; i < 3; ++i) {
        if (v.canConvert<QDBusVariant>() && v.metaType() == QMetaType::fromType<QDBusVariant>())
            v = v.value<QDBusVariant>().variant();
        else if (v.metaType() == QMetaType::fromType<QDBusArgument>()) {
            QDBusVariant inner;
            v.value<QDBusArgument>() >> inner;
            v = inner.variant();
        } else
            break;
    }
    return v;
}
#endif
} // namespace

ThemeFollower::ThemeFollower(QApplication *app, ChosenTheme chosen, QObject *parent)
    : QObject(parent), m_app(app), m_chosen(std::move(chosen))
{
    m_dark = Theme::isDark(QApplication::palette());
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(150);
    connect(&m_debounce, &QTimer::timeout, this, &ThemeFollower::reevaluate);
    m_app->installEventFilter(this);
    watchPortal();
}

void ThemeFollower::watchPortal()
{
#ifdef PAYDESK_HAVE_QTDBUS
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        return;
    bus.connect(kPortalService, kPortalPath, kPortalSettings, QStringLiteral("SettingChanged"),
                this, SLOT(onPortalSettingChanged(QString, QString, QDBusVariant)));
    QDBusMessage read = QDBusMessage::createMethodCall(kPortalService, kPortalPath, kPortalSettings,
                                                       QStringLiteral("Read"));
    read << kAppearance << kColorScheme;
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(read, 2000), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusMessage reply = w->reply();
        if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().isEmpty())
            return; // no portal, or no such setting: the palette events remain
        bool ok = false;
        const uint value = unwrap(reply.arguments().constFirst()).toUInt(&ok);
        if (ok)
            setPortalColorScheme(value);
    });
#endif
}

#ifdef PAYDESK_HAVE_QTDBUS
void ThemeFollower::onPortalSettingChanged(const QString &nameSpace, const QString &key,
                                           const QDBusVariant &value)
{
    if (nameSpace != kAppearance || key != kColorScheme)
        return;
    bool ok = false;
    const uint scheme = unwrap(value.variant()).toUInt(&ok);
    if (ok)
        setPortalColorScheme(scheme);
}
#endif

void ThemeFollower::setPortalColorScheme(uint value)
{
    m_portal = value == 1 ? std::optional<bool>(true)
                          : (value == 2 ? std::optional<bool>(false) : std::nullopt);
    qCInfo(lcUi) << "system colour scheme preference:" << value;
    reevaluate();
}

void ThemeFollower::reevaluate()
{
    if (!m_chosen().isEmpty())
        return; // a fixed light or dark theme was chosen
    m_applying = true;
    const bool dark = m_portal ? *m_portal : Theme::systemPaletteIsDark(*m_app);
    Theme::applyScheme(*m_app, dark);
    m_applying = false;
    if (dark == m_dark)
        return;
    m_dark = dark;
    qCInfo(lcUi) << "following the system to the" << (dark ? "dark" : "light") << "palette";
    Q_EMIT schemeChanged(dark);
}

bool ThemeFollower::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_applying) {
        if (event->type() == QEvent::ThemeChange)
            m_debounce.start();
        else if (event->type() == QEvent::ApplicationPaletteChange && watched == m_app &&
                 Theme::isDark(QApplication::palette()) != m_dark)
            m_debounce.start(); // someone else (the platform) changed the palette
    }
    return QObject::eventFilter(watched, event);
}

} // namespace paydesk::ui
