#include "SellerFailure.h"

namespace paydesk::sandbox {

SellerFailure sellerFailureOf(const QString &name)
{
    // Longest first: "fail-pending-plain" also contains "fail-pending".
    static const struct
    {
        const char16_t *tag;
        SellerFailure mode;
    } kModes[] = {{u"fail-pending-plain", SellerFailure::PendingPlain},
                  {u"fail-pending", SellerFailure::PendingAfterSettle},
                  {u"fail-drop", SellerFailure::DropAfterSettle},
                  {u"fail-500", SellerFailure::ErrorAfterSettle},
                  {u"fail-402", SellerFailure::RefuseAfterSettle},
                  {u"fail-reprice", SellerFailure::Reprice},
                  {u"fail-unsettled", SellerFailure::Unsettled}};
    for (const auto &m : kModes)
        if (name.contains(QStringView(m.tag)))
            return m.mode;
    return SellerFailure::None;
}

} // namespace paydesk::sandbox
