#pragma once

#include <QCoreApplication>
#include <QVariant>
#include <array>
#include <cstddef>

namespace paydesk {

// A table model's column titles in column order, each marked for translation in the model's own
// context (QT_TRANSLATE_NOOP), and the header a view shows from them: a horizontal section's
// title for the display role, nothing for anything else.
template <std::size_t N> struct ColumnTitles
{
    const char *context;
    std::array<const char *, N> titles;

    QVariant header(int section, Qt::Orientation orientation, int role) const
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
            section >= int(N))
            return {};
        return QCoreApplication::translate(context, titles[std::size_t(section)]);
    }
};

} // namespace paydesk
