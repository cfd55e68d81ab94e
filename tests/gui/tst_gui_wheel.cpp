// The mouse wheel changes only what the user picked (WheelGuard): every page is scrolled over
// every combo box, spin box and slider it shows (found by type, not by asking the guard, so a
// control the guard misses fails here), none of them focused, and nothing changes, neither the
// controls nor the saved settings file; the same wheel over a focused one still changes it (so
// the test can tell).
#include "GuiHarness.h"
#include "MainWindow.h"
#include "widgets/WheelGuard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QMetaEnum>
#include <QScrollBar>
#include <QSettings>
#include <QWheelEvent>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

namespace {

QString valueOf(QWidget *w)
{
    if (auto *c = qobject_cast<QComboBox *>(w))
        return QStringLiteral("%1:%2").arg(c->currentIndex()).arg(c->currentText());
    if (auto *s = qobject_cast<QAbstractSpinBox *>(w))
        return s->text();
    if (auto *s = qobject_cast<QAbstractSlider *>(w))
        return QString::number(s->value());
    return {};
}

void wheel(QWidget *w, int delta)
{
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

// Every control on `page` a wheel could change: combo boxes, spin boxes and sliders other than
// scroll bars (which the wheel is for), visible and enabled.
QList<QWidget *> wheelableOn(QWidget *page)
{
    QList<QWidget *> out;
    for (QWidget *w : page->findChildren<QWidget *>()) {
        const bool control = qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w) ||
                             (qobject_cast<QAbstractSlider *>(w) && !qobject_cast<QScrollBar *>(w));
        if (control && w->isVisible() && w->isEnabled())
            out.append(w);
    }
    return out;
}

// The saved settings, every key and value, as one text to compare.
QString savedSettings(const QString &file)
{
    QSettings s(file, QSettings::IniFormat);
    QStringList out;
    for (const QString &key : s.allKeys())
        out.append(key + u'=' + s.value(key).toString());
    return out.join(u'\n');
}

} // namespace

class TstGuiWheel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wheelChangesNothingUnfocused()
    {
        GuiHarness h;
        MainWindow window(ViewParts(h.context.get()));
        window.resize(1100, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QMetaEnum pages = QMetaEnum::fromType<MainWindow::Page>();
        const QString settingsFile = h.dir.filePath(QStringLiteral("settings.ini"));
        // Each page once first: a page may save a default when it is first shown.
        for (int i = 0; i < pages.keyCount(); ++i)
            window.showPage(MainWindow::Page(pages.value(i)));
        QTest::qWait(30);
        const QString settingsBefore = savedSettings(settingsFile);
        int checked = 0;
        QComboBox *control = nullptr;
        for (int i = 0; i < pages.keyCount(); ++i) {
            const auto page = MainWindow::Page(pages.value(i));
            if (page == MainWindow::Page::Welcome)
                continue;
            window.showPage(page);
            QTest::qWait(30);
            QWidget *widget = window.pageWidget(page);
            QVERIFY(widget);
            const QList<QWidget *> controls = wheelableOn(widget);
            for (QWidget *w : controls) {
                QVERIFY2(WheelGuard::guards(w), qPrintable(w->objectName()));
                QVERIFY2(w->focusPolicy() != Qt::WheelFocus, qPrintable(w->objectName()));
                w->clearFocus();
                const QString before = valueOf(w);
                for (int delta : {-120, -120, 120, -360})
                    wheel(w, delta);
                QCOMPARE(valueOf(w), before);
                ++checked;
                auto *combo = qobject_cast<QComboBox *>(w);
                if (!control && combo && combo->count() > 2 && combo->currentIndex() == 0)
                    control = combo;
            }
        }
        // Settings alone has the language, theme and network pickers.
        QVERIFY2(checked >= 5, qPrintable(QString::number(checked)));
        QCOMPARE(savedSettings(settingsFile), settingsBefore);
        // The control: focused, the same wheel changes it.
        QVERIFY(control);
        const QString name = control->objectName();
        for (int i = 0; i < pages.keyCount(); ++i) { // back to the page it is on
            const auto page = MainWindow::Page(pages.value(i));
            if (page != MainWindow::Page::Welcome && window.pageWidget(page)->isAncestorOf(control))
                window.showPage(page);
        }
        QApplication::setActiveWindow(&window);
        control->setFocus();
        QTRY_VERIFY(control->hasFocus());
        const QString before = valueOf(control);
        wheel(control, -120);
        QVERIFY2(valueOf(control) != before, qPrintable(name));
    }
};

QTEST_MAIN(TstGuiWheel)
#include "tst_gui_wheel.moc"
