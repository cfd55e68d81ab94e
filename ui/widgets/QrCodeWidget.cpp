#include "QrCodeWidget.h"

#include <QImage>
#include <QPainter>
#include <qrencode.h>

namespace paydesk::ui {

namespace {
constexpr int kQuietZone = 4; // modules of white around the code (ISO/IEC 18004)
}

QrCodeWidget::QrCodeWidget(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setAccessibleName(tr("QR code"));
}

void QrCodeWidget::setText(const QString &text)
{
    m_text = text;
    m_size = 0;
    m_bits.clear();
    if (!text.isEmpty()) {
        const QByteArray utf8 = text.toUtf8();
        QRcode *code = QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
        if (code) {
            m_size = code->width;
            m_bits.resize(m_size * m_size);
            for (int i = 0; i < m_size * m_size; ++i)
                m_bits.setBit(i, code->data[i] & 1);
            QRcode_free(code);
        }
    }
    setAccessibleDescription(m_size ? tr("QR code of %1").arg(text) : tr("No QR code"));
    update();
}

bool QrCodeWidget::isDark(int x, int y) const
{
    return m_size && x >= 0 && y >= 0 && x < m_size && y < m_size && m_bits.testBit(y * m_size + x);
}

QImage QrCodeWidget::toImage(int scale) const
{
    const int total = (m_size + 2 * kQuietZone) * scale;
    QImage img(total, total, QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    for (int y = 0; y < m_size; ++y)
        for (int x = 0; x < m_size; ++x)
            if (isDark(x, y))
                p.fillRect((x + kQuietZone) * scale, (y + kQuietZone) * scale, scale, scale,
                           Qt::black);
    return img;
}

QSize QrCodeWidget::sizeHint() const
{
    return {200, 200};
}

QSize QrCodeWidget::minimumSizeHint() const
{
    return {120, 120};
}

void QrCodeWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const int side = std::min(width(), height());
    const QRect square((width() - side) / 2, (height() - side) / 2, side, side);
    p.fillRect(square, Qt::white);
    if (!m_size)
        return;
    // Whole device pixels per module keep the edges sharp at any scale factor.
    const qreal dpr = devicePixelRatioF();
    const int total = m_size + 2 * kQuietZone;
    const qreal module = std::floor(side * dpr / total) / dpr;
    if (module <= 0)
        return;
    const qreal offset = (side - module * total) / 2 + module * kQuietZone;
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::black);
    for (int y = 0; y < m_size; ++y)
        for (int x = 0; x < m_size; ++x)
            if (isDark(x, y))
                p.drawRect(QRectF(square.left() + offset + x * module,
                                  square.top() + offset + y * module, module, module));
}

} // namespace paydesk::ui
