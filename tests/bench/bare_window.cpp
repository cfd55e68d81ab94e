// The yardstick for `paydesk --startup-report`: a bare Qt Widgets window. Prints the milliseconds
// from main() to its first paint and its resident memory (VmRSS / VmHWM, kB), then exits.
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTimer>
#include <QWidget>
#include <cstdio>

static QByteArray statusField(const char *name)
{
    QFile f(QStringLiteral("/proc/self/status"));
    f.open(QIODevice::ReadOnly);
    const auto m = QRegularExpression(QLatin1String(name) + QStringLiteral(":\\s*(\\d+)"))
                       .match(QString::fromLatin1(f.readAll()));
    return m.captured(1).toLatin1();
}

class Window : public QWidget
{
public:
    QElapsedTimer clock;
    void paintEvent(QPaintEvent *) override
    {
        QTimer::singleShot(0, qApp, [ms = clock.elapsed()] {
            std::printf("first_paint_ms %lld\nvmrss_kb %s\nvmhwm_kb %s\n", ms,
                        statusField("VmRSS").constData(), statusField("VmHWM").constData());
            QApplication::exit(0);
        });
    }
};

int main(int argc, char **argv)
{
    QElapsedTimer clock;
    clock.start();
    QApplication app(argc, argv);
    Window w;
    w.clock = clock;
    // The size MainWindow opens at: the window's pixels are memory (its backing store, shared
    // with the X server), so the yardstick paints as many as Paydesk does.
    w.resize(1180, 780);
    w.show();
    return app.exec();
}
