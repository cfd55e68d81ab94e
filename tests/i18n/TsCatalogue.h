#pragma once

// Reads a Qt Linguist .ts file: every current message (vanished and obsolete ones skipped) with
// its context, source, whether it is a plural, and its translation forms.
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

struct TsMessage
{
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    QStringList forms; // one, or one per plural form
};

inline QList<TsMessage> readTs(const QString &path, QString *error)
{
    QList<TsMessage> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return out;
    }
    QXmlStreamReader xml(&f);
    QString context;
    TsMessage m;
    bool skip = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == u"name" && !xml.attributes().hasAttribute(QStringLiteral("numerus"))) {
                context = xml.readElementText();
            } else if (name == u"message") {
                m = TsMessage{};
                m.context = context;
                m.numerus = xml.attributes().value(QStringLiteral("numerus")) == u"yes";
            } else if (name == u"source") {
                m.source = xml.readElementText();
            } else if (name == u"translation") {
                const auto type = xml.attributes().value(QStringLiteral("type"));
                skip = type == u"vanished" || type == u"obsolete";
                m.unfinished = type == u"unfinished";
                if (!m.numerus)
                    m.forms.append(xml.readElementText());
            } else if (name == u"numerusform") {
                m.forms.append(xml.readElementText());
            }
        } else if (xml.isEndElement() && xml.name() == u"message") {
            if (!skip)
                out.append(m);
            skip = false;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}
