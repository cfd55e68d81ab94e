#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace paydesk {

// The app's catalogues (embedded under :/i18n by translations/CMakeLists.txt) and Qt's own,
// installed for one language at a time. Installing sends QEvent::LanguageChange to every widget,
// so a window that retranslates on it switches language without a restart.
//
// English is the source language; its catalogue holds only plural forms ("%n second(s)"), and
// it is what any language without a catalogue falls back to.
class Translations
{
public:
    // "en" first, then every embedded catalogue ("de", "es", "fr", "ja", "zh_CN").
    static QStringList shippedLanguages();
    // The locale used for `language` ("" = the system's).
    static QLocale localeFor(const QString &language);
    // Installs the catalogues of `language` on the running application, replacing those
    // installed before, and makes its locale the default for numbers and dates. Returns the
    // language actually used ("en" when there is no catalogue for it).
    static QString apply(const QString &language);
};

} // namespace paydesk
