// CachedTextDelegate draws item text where and as the style's own item painting does: a table
// rendered with it and with a plain QStyledItemDelegate gives the same pixels for text that
// fits (left, right and centred, selected or not), and the same place to within a pixel for text
// elided in the middle; in the app's light and dark themes, at two font sizes and three widths.
#include "Theme.h"
#include "widgets/CachedTextDelegate.h"

#include <QApplication>
#include <QHeaderView>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTest>

using namespace paydesk::ui;

class TstGuiDelegate : public QObject
{
    Q_OBJECT

    QStandardItemModel m_model{0, 3};

    QImage render(QTableView &view)
    {
        QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        view.viewport()->render(&image);
        return image;
    }

    // Where a cell's text is drawn: the box of the pixels that differ from its background.
    static QRect ink(const QImage &image, const QRect &cell)
    {
        const QRgb background = image.pixel(cell.topLeft());
        QRect box;
        for (int y = cell.top(); y <= cell.bottom(); ++y)
            for (int x = cell.left(); x <= cell.right(); ++x)
                if (image.pixel(x, y) != background)
                    box |= QRect(x, y, 1, 1);
        return box;
    }

    // The same table twice: the style's delegate, then the cached one (twice: the second paint
    // is from the cache). Text that fits gives the same pixels. Elided text may sit a fraction
    // of a pixel apart when right-aligned or centred (Qt draws it through another path), so
    // there its ink must cover the same box to within a pixel.
    void compareAt(int width, const QFont &font)
    {
        QTableView view;
        view.setModel(&m_model);
        view.setFont(font);
        view.setWordWrap(false);
        view.setTextElideMode(Qt::ElideMiddle);
        view.setAlternatingRowColors(true);
        view.setSelectionBehavior(QAbstractItemView::SelectRows);
        view.horizontalHeader()->setStretchLastSection(true);
        view.resize(width, 260);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.selectRow(1);
        QStyledItemDelegate plain;
        view.setItemDelegate(&plain);
        const QImage expected = render(view);
        CachedTextDelegate cached;
        view.setItemDelegate(&cached);
        const QImage first = render(view);
        const QImage again = render(view);
        view.setItemDelegate(nullptr);
        QCOMPARE(again, first);
        const QFontMetrics fm(font);
        int exact = 0;
        for (int r = 0; r < m_model.rowCount(); ++r) {
            for (int c = 0; c < m_model.columnCount(); ++c) {
                const QModelIndex index = m_model.index(r, c);
                const QRect cell = view.visualRect(index).adjusted(0, 0, -1, -1);
                if (!cell.isValid() || !QRect(QPoint(), expected.size()).contains(cell))
                    continue;
                if (first.copy(cell) == expected.copy(cell)) {
                    ++exact;
                    continue;
                }
                const QString text = index.data().toString();
                const int room = cell.width() - 2 * 4; // about the style's text margins
                QVERIFY2(
                    fm.horizontalAdvance(text) > room - 8,
                    qPrintable(QStringLiteral("\"%1\" fits, yet is drawn differently").arg(text)));
                const QRect want = ink(expected, cell);
                const QRect got = ink(first, cell);
                QVERIFY2(std::abs(want.left() - got.left()) <= 1 &&
                             std::abs(want.right() - got.right()) <= 1 && want.top() == got.top() &&
                             want.bottom() == got.bottom(),
                         qPrintable(QStringLiteral("\"%1\": ink at %2,%3-%4,%5, not %6,%7-%8,%9")
                                        .arg(text)
                                        .arg(got.left())
                                        .arg(got.top())
                                        .arg(got.right())
                                        .arg(got.bottom())
                                        .arg(want.left())
                                        .arg(want.top())
                                        .arg(want.right())
                                        .arg(want.bottom())));
            }
        }
        QVERIFY2(exact >= 4, qPrintable(QStringLiteral("only %1 cells exact").arg(exact)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QStringList texts = {QStringLiteral("22 Nov 2026 11:54:07"),
                                   QStringLiteral("Received"),
                                   QStringLiteral("Demo shop (HsEV…NY4B)"),
                                   QStringLiteral("1,234.567891234 SOL"),
                                   QStringLiteral("pay_KDEAKpSFmEQhkDr84Btkng"),
                                   QStringLiteral("Überweisung ÄÖÜ ß"),
                                   QStringLiteral("日本語のテキスト"),
                                   QString(),
                                   QStringLiteral("7NEaKWVZB7g8ThWVodDmjQGDtjE5xhdWwGKBXVAnjrGC")};
        for (int r = 0; r < 8; ++r) {
            QList<QStandardItem *> row;
            for (int c = 0; c < 3; ++c) {
                auto *item = new QStandardItem(texts[(r * 3 + c) % texts.size()]);
                const Qt::Alignment h[] = {Qt::AlignLeft, Qt::AlignRight, Qt::AlignHCenter};
                item->setTextAlignment(h[(r + c) % 3] | Qt::AlignVCenter);
                row.append(item);
            }
            m_model.appendRow(row);
        }
    }

    void samePixels_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("pointSize");
        for (const char *theme : {"light", "dark"})
            for (const int width : {900, 420, 200})
                for (const int points : {9, 13})
                    QTest::addRow("%s, %d px, %d pt", theme, width, points)
                        << QString::fromLatin1(theme) << width << points;
    }

    void samePixels()
    {
        QFETCH(QString, theme);
        QFETCH(int, width);
        QFETCH(int, pointSize);
        Theme::apply(*qApp, theme);
        QFont font = QApplication::font();
        font.setPointSize(pointSize);
        compareAt(width, font);
    }
};

QTEST_MAIN(TstGuiDelegate)
#include "tst_gui_delegate.moc"
