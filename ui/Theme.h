#pragma once

#include "core/ApiResults.h"

#include <QColor>
#include <QFont>
#include <QIcon>
#include <QPalette>

class QApplication;
class QLabel;

namespace paydesk::ui {

// Look and feel: the Fusion style with a light or dark palette, semantic colours that keep their
// contrast on both, and the app's icons (SVG, so they stay crisp at any device pixel ratio).
namespace Theme {

// "" follows the system's colour scheme (dark when the system palette is dark), "light", "dark".
void apply(QApplication &app, const QString &name);
// Sets the light or dark palette (the Fusion style must be in place: apply() did that).
void applyScheme(QApplication &app, bool dark);
// Whether the platform's own palette (the system's colours, under ours) is dark. Reads it by
// clearing the app palette for a moment: call applyScheme() right after.
bool systemPaletteIsDark(QApplication &app);
QPalette lightPalette();
QPalette darkPalette();
bool isDark(const QPalette &palette);

enum class Tone
{
    Success,
    Danger,
    Warning,
    Info,
    Muted
};
// A text colour with at least 4.5:1 contrast on the palette's window colour.
QColor textColor(Tone tone, const QPalette &palette);
// A soft background for panels of that tone.
QColor panelColor(Tone tone, const QPalette &palette);
// Style sheet of a framed panel of that tone (for a QFrame with the given object name).
QString panelStyle(Tone tone, const QPalette &palette, const QString &objectName);

QIcon icon(const QString &name); // ":/icons/<name>.svg"
QIcon appIcon();
QIcon stateIcon(PaymentState state);

QFont titleFont(const QFont &base);
QFont monospaceFont();
void makeTitle(QLabel *label);    // page titles
void makeSubtitle(QLabel *label); // the sentence under a title
// A problem line under a form: wrapped, in the danger colour, hidden until it has something.
void makeProblem(QLabel *label);

} // namespace Theme
} // namespace paydesk::ui
