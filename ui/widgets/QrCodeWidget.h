#pragma once

#include <QBitArray>
#include <QWidget>

namespace paydesk::ui {

// A QR code of a text (libqrencode, error correction M), drawn as crisp squares at any size and
// device pixel ratio, dark on white with the quiet zone the standard asks for.
class QrCodeWidget : public QWidget
{
    Q_OBJECT
public:
    explicit QrCodeWidget(QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return m_text; }
    int modules() const { return m_size; } // 0 when there is no code
    bool isDark(int x, int y) const;
    QImage toImage(int scale = 8) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_text;
    int m_size = 0;
    QBitArray m_bits;
};

} // namespace paydesk::ui
