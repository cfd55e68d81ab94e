#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace paydesk::ui {

// Paints item text from a cache of laid-out lines. The style's own item painting shapes each
// cell's text about four times per paint (to size it, lay it out, elide it, draw it), which is
// most of a frame when a long list scrolls. Here the style still draws the panel, selection,
// icon and focus; the text is elided and shaped once per (text, width) and kept as a
// QStaticText, so the dates, amounts, names and states that repeat down a list are drawn without
// shaping. Single-line, plain text only (what the history table shows).
class CachedTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit CachedTextDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

private:
    const QStaticText &line(const QStyleOptionViewItem &option, const QString &text,
                            int width) const;

    struct Key
    {
        QString text;
        int width = 0;
        bool operator==(const Key &other) const = default;
        friend size_t qHash(const Key &k, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, k.text, k.width);
        }
    };
    // Lines for one font and elide mode; emptied when either changes, or when it grows past a
    // few screens' worth of distinct texts.
    mutable QHash<Key, QStaticText> m_lines;
    mutable QFont m_font;
    mutable Qt::TextElideMode m_elide = Qt::ElideRight;
};

} // namespace paydesk::ui
