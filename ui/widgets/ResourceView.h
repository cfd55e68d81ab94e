#pragma once

#include "models/PayController.h"

#include <QImage>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;

namespace paydesk::ui {

// The resource as delivered: text, JSON pretty-printed, an image (QImage from the bytes), or for
// anything else its type and size; "Save to file…" for every kind. The file dialog has a test
// seam (setNextSaveFileName) like MessageBox's.
class ResourceView : public QWidget
{
    Q_OBJECT
public:
    enum class Kind
    {
        None,
        Text,
        Json,
        Image,
        Binary
    };

    explicit ResourceView(QWidget *parent = nullptr);

    void setContent(const x402::FetchedContent &content, const QString &url);
    void clear();
    Kind kind() const { return m_kind; }
    QString text() const; // what the text view shows (Text, Json)
    QImage image() const { return m_image; }
    QString infoText() const; // type, size, and the payment that bought it
    // Test seam: the next "Save to file…" writes here without showing a dialog.
    static void setNextSaveFileName(const QString &path);
    bool saveTo(const QString &path, QString *error) const;

Q_SIGNALS:
    void saved(const QString &path);
    void saveFailed(const QString &error);

private:
    void save();

    Kind m_kind = Kind::None;
    QByteArray m_body;
    QString m_suggestedName;
    QImage m_image;
    QLabel *m_info;
    QStackedWidget *m_stack;
    QPlainTextEdit *m_text;
    QLabel *m_picture;
    QLabel *m_binary;
    QPushButton *m_save;
    static QString s_nextSaveName;
};

} // namespace paydesk::ui
