#include "Theme.h"

#include "IndicatorStyle.h"

#include <QApplication>
#include <QFontDatabase>
#include <QHash>
#include <QLabel>
#include <QStyleFactory>

// Resources live in this static library: make sure the linker keeps them.
static void initPaydeskResources()
{
    Q_INIT_RESOURCE(paydesk);
}

namespace paydesk::ui::Theme {

QPalette lightPalette()
{
    QPalette p;
    const QColor window(0xF5, 0xF6, 0xF8), text(0x11, 0x18, 0x27), disabled(0x8A, 0x90, 0x99);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xF0, 0xF2, 0xF5));
    p.setColor(QPalette::ToolTipBase, QColor(0xFF, 0xFF, 0xF0));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0xFB, 0xFB, 0xFC));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xB9, 0x1C, 0x1C));
    p.setColor(QPalette::Highlight, QColor(0x2D, 0x6C, 0xDF));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x1D, 0x4E, 0xD8));
    p.setColor(QPalette::PlaceholderText, QColor(0x6B, 0x72, 0x80));
    p.setColor(QPalette::Light, Qt::white);
    p.setColor(QPalette::Midlight, QColor(0xE5, 0xE7, 0xEB));
    p.setColor(QPalette::Mid, QColor(0xC4, 0xC8, 0xCF));
    p.setColor(QPalette::Dark, QColor(0x9C, 0xA3, 0xAF));
    p.setColor(QPalette::Shadow, QColor(0x6B, 0x72, 0x80));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    return p;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x1E, 0x21, 0x26), base(0x28, 0x2C, 0x33), text(0xE6, 0xE8, 0xEB);
    const QColor button(0x33, 0x38, 0x40), disabled(0x7A, 0x80, 0x89);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x2F, 0x34, 0x3C));
    p.setColor(QPalette::ToolTipBase, button);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xFF, 0x6B, 0x6B));
    p.setColor(QPalette::Highlight, QColor(0x25, 0x63, 0xEB));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7C, 0xB3, 0xFF));
    p.setColor(QPalette::PlaceholderText, QColor(0x9A, 0xA0, 0xA8));
    p.setColor(QPalette::Light, QColor(0x3A, 0x3F, 0x47));
    p.setColor(QPalette::Midlight, QColor(0x33, 0x37, 0x3E));
    p.setColor(QPalette::Mid, QColor(0x2A, 0x2E, 0x35));
    p.setColor(QPalette::Dark, QColor(0x12, 0x14, 0x17));
    p.setColor(QPalette::Shadow, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Button, QColor(0x25, 0x28, 0x2E));
    return p;
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

void apply(QApplication &app, const QString &name)
{
    initPaydeskResources();
    const bool systemDark = isDark(QApplication::palette());
    app.setStyle(new IndicatorStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
    const bool dark = name == u"dark" || (name.isEmpty() && systemDark);
    applyScheme(app, dark);
}

void applyScheme(QApplication &app, bool dark)
{
    app.setPalette(dark ? darkPalette() : lightPalette());
}

bool systemPaletteIsDark(QApplication &app)
{
    app.setPalette(QPalette()); // no colour set: the platform's palette shows through
    return isDark(QApplication::palette());
}

QColor textColor(Tone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Success:
        return dark ? QColor(0x4A, 0xDE, 0x80) : QColor(0x15, 0x80, 0x3D);
    case Tone::Danger:
        return dark ? QColor(0xF8, 0x71, 0x71) : QColor(0xB9, 0x1C, 0x1C);
    case Tone::Warning:
        return dark ? QColor(0xFB, 0xBF, 0x24) : QColor(0x92, 0x40, 0x0E);
    case Tone::Info:
        return dark ? QColor(0x93, 0xC5, 0xFD) : QColor(0x1D, 0x4E, 0xD8);
    case Tone::Muted:
        return dark ? QColor(0xA8, 0xAE, 0xB6) : QColor(0x4B, 0x55, 0x63);
    }
    return palette.color(QPalette::WindowText);
}

QColor panelColor(Tone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Success:
        return dark ? QColor(0x14, 0x2E, 0x1E) : QColor(0xE8, 0xF7, 0xEE);
    case Tone::Danger:
        return dark ? QColor(0x3A, 0x17, 0x17) : QColor(0xFD, 0xEC, 0xEC);
    case Tone::Warning:
        return dark ? QColor(0x3A, 0x2A, 0x0C) : QColor(0xFF, 0xF6, 0xE0);
    case Tone::Info:
        return dark ? QColor(0x17, 0x25, 0x3D) : QColor(0xEA, 0xF1, 0xFE);
    case Tone::Muted:
        return palette.color(QPalette::AlternateBase);
    }
    return palette.color(QPalette::Window);
}

QString panelStyle(Tone tone, const QPalette &palette, const QString &objectName)
{
    return QStringLiteral("QFrame#%1 { background: %2; border: 1px solid %3; border-radius: 8px; }")
        .arg(objectName, panelColor(tone, palette).name(),
             textColor(tone, palette).name() + QStringLiteral("55"));
}

QIcon icon(const QString &name)
{
    // One QIcon per name: a new QIcon is a new SVG engine, which parses the file again and misses
    // the pixmap cache, so views painting icons per cell (history's status column) spent ~12% of
    // each scrolled frame re-reading SVG. Icons are files, not palette-coloured, so a theme change
    // needs no new ones. GUI thread only, like every QIcon.
    // Emptied while the application ends, before Qt unloads the SVG icon engine's plugin.
    static QHash<QString, QIcon> made;
    if (const auto it = made.constFind(name); it != made.cend())
        return *it;
    if (made.isEmpty())
        qAddPostRoutine([] { made.clear(); });
    initPaydeskResources();
    return *made.insert(name, QIcon(QStringLiteral(":/icons/%1.svg").arg(name)));
}

QIcon appIcon()
{
    initPaydeskResources();
    return QIcon(QStringLiteral(":/paydesk.svg"));
}

QIcon stateIcon(PaymentState state)
{
    switch (state) {
    case PaymentState::Pending:
        return icon(QStringLiteral("state-pending"));
    case PaymentState::Submitted:
        return icon(QStringLiteral("state-submitted"));
    case PaymentState::Confirmed:
        return icon(QStringLiteral("state-confirmed"));
    case PaymentState::Finalized:
        return icon(QStringLiteral("state-finalized"));
    case PaymentState::Failed:
        return icon(QStringLiteral("state-failed"));
    case PaymentState::Expired:
        return icon(QStringLiteral("state-expired"));
    case PaymentState::Unknown:
        break;
    }
    return icon(QStringLiteral("state-unknown"));
}

QFont titleFont(const QFont &base)
{
    QFont f = base;
    f.setPointSizeF(base.pointSizeF() * 1.6);
    f.setWeight(QFont::DemiBold);
    return f;
}

QFont monospaceFont()
{
    return QFontDatabase::systemFont(QFontDatabase::FixedFont);
}

void makeTitle(QLabel *label)
{
    label->setFont(titleFont(label->font()));
    label->setAccessibleName(label->text());
}

void makeSubtitle(QLabel *label)
{
    label->setWordWrap(true);
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, textColor(Tone::Muted, p));
    label->setPalette(p);
}

void makeProblem(QLabel *label)
{
    label->setWordWrap(true);
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, textColor(Tone::Danger, p));
    label->setPalette(p);
    label->hide();
}

} // namespace paydesk::ui::Theme
