#pragma once

#include <QMessageBox>
#include <functional>
#include <optional>

namespace paydesk::ui {

// Every message box of the app goes through here. Boxes are window-modal and asynchronous
// (open(), never exec(): no nested event loop); the answer arrives in a callback. Tests answer the
// next box in advance with setNextAnswer(), as KeePassXC's MessageBox does: the callback then runs
// from the event loop with that answer and no box is shown.
class MessageBox
{
public:
    using Button = QMessageBox::StandardButton;
    using Callback = std::function<void(Button)>;

    static QMessageBox *ask(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                            const QString &text, const QString &informative,
                            QMessageBox::StandardButtons buttons, Button defaultButton,
                            const Callback &done);
    static QMessageBox *information(QWidget *parent, const QString &title, const QString &text,
                                    const Callback &done = {});
    static QMessageBox *warning(QWidget *parent, const QString &title, const QString &text,
                                const Callback &done = {});

    // Test seam: the next box (or confirmation dialog) is answered with `answer`.
    static void setNextAnswer(Button answer);
    // Takes the pending test answer, if any (used by dialogs that are not message boxes).
    static std::optional<Button> takeNextAnswer();

private:
    static std::optional<Button> s_nextAnswer;
};

} // namespace paydesk::ui
