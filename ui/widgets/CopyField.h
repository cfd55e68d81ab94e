#pragma once

#include <QUrl>
#include <QWidget>

class QLineEdit;
class QToolButton;

namespace paydesk::ui {

// A read-only value (id, address, signature) with a Copy button and, optionally, an "open in
// explorer" link button.
class CopyField : public QWidget
{
    Q_OBJECT
public:
    explicit CopyField(const QString &accessibleName, QWidget *parent = nullptr);
    // What assistive tools call the value (and its Copy button).
    void setName(const QString &accessibleName);

    void setValue(const QString &value);
    QString value() const;
    void setLink(const QUrl &url, const QString &tooltip = {});

Q_SIGNALS:
    void copied();

private:
    QLineEdit *m_edit;
    QToolButton *m_copy;
    QToolButton *m_open;
    QUrl m_url;
};

} // namespace paydesk::ui
