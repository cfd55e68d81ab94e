#pragma once

#include "Theme.h"

#include <QFrame>

class QLabel;

namespace paydesk::ui {

// The verdict a review dialog ends with: one sentence in a framed panel of its tone (refused,
// confirmed, waiting), selectable, its links opened in the browser when `links`. Hidden until
// showVerdict(). The label is "<objectName>Text" for tests and screen readers.
class ReviewVerdict : public QFrame
{
    Q_OBJECT
public:
    ReviewVerdict(const QString &objectName, bool links, QWidget *parent = nullptr);

    void showVerdict(const QString &text, Theme::Tone tone);
    QLabel *label() const { return m_label; }

private:
    QLabel *m_label;
};

} // namespace paydesk::ui
