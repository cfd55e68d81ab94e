#pragma once

#include <QFrame>

class QLabel;

namespace paydesk::ui {

// The clear answer of a verification: "Verified" (green) with what was paid, or "Not verified"
// (red) with the reason and what to do.
class VerdictPanel : public QFrame
{
    Q_OBJECT
public:
    explicit VerdictPanel(QWidget *parent = nullptr);

    void showVerified(const QString &details);
    void showNotVerified(const QString &reason, const QString &action);
    void clear();
    bool isVerified() const { return m_verified; }
    QString titleText() const;
    QString detailText() const;

private:
    void paint(bool ok);
    QLabel *m_title;
    QLabel *m_details;
    bool m_verified = false;
};

} // namespace paydesk::ui
