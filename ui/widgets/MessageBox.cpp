#include "MessageBox.h"

#include <QTimer>

namespace paydesk::ui {

std::optional<MessageBox::Button> MessageBox::s_nextAnswer;

void MessageBox::setNextAnswer(Button answer)
{
    s_nextAnswer = answer;
}

std::optional<MessageBox::Button> MessageBox::takeNextAnswer()
{
    auto answer = s_nextAnswer;
    s_nextAnswer.reset();
    return answer;
}

QMessageBox *MessageBox::ask(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                             const QString &text, const QString &informative,
                             QMessageBox::StandardButtons buttons, Button defaultButton,
                             const Callback &done)
{
    if (const auto answer = takeNextAnswer()) {
        if (done)
            QTimer::singleShot(0, parent, [done, a = *answer]() { done(a); });
        return nullptr;
    }
    auto *box = new QMessageBox(icon, title, text, buttons, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->setInformativeText(informative);
    box->setDefaultButton(defaultButton);
    box->setAccessibleName(title);
    QObject::connect(box, &QMessageBox::finished, box, [box, done]() {
        if (done) {
            QAbstractButton *clicked = box->clickedButton();
            done(clicked ? box->standardButton(clicked) : QMessageBox::Cancel);
        }
    });
    box->open();
    return box;
}

QMessageBox *MessageBox::information(QWidget *parent, const QString &title, const QString &text,
                                     const Callback &done)
{
    return ask(parent, QMessageBox::Information, title, text, {}, QMessageBox::Ok, QMessageBox::Ok,
               done);
}

QMessageBox *MessageBox::warning(QWidget *parent, const QString &title, const QString &text,
                                 const Callback &done)
{
    return ask(parent, QMessageBox::Warning, title, text, {}, QMessageBox::Ok, QMessageBox::Ok,
               done);
}

} // namespace paydesk::ui
