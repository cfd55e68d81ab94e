#include "CliNodeFamily.h"

#include "cli/evm/CliEvmNode.h"
#include "cli/solana/CliSolanaNode.h"

#include <QCoreApplication>

namespace paydesk::cli {

namespace {
struct TrCliNodeFamily
{
    Q_DECLARE_TR_FUNCTIONS(CliNodeFamily)
};

std::vector<std::unique_ptr<CliNodeFamily>> &families()
{
    static std::vector<std::unique_ptr<CliNodeFamily>> table = []() {
        std::vector<std::unique_ptr<CliNodeFamily>> t;
        t.push_back(std::make_unique<CliSolanaNode>());
        t.push_back(std::make_unique<CliEvmNode>());
        return t;
    }();
    return table;
}
} // namespace

const std::vector<std::unique_ptr<CliNodeFamily>> &CliNodeFamily::all()
{
    return families();
}

void CliNodeFamily::add(std::unique_ptr<CliNodeFamily> family)
{
    auto &t = families();
    const Chain chain = family->family();
    std::erase_if(t, [chain](const auto &f) { return f->family() == chain; });
    t.push_back(std::move(family));
}

const CliNodeFamily *CliNodeFamily::of(Chain family)
{
    for (const auto &f : families())
        if (f->family() == family)
            return f.get();
    return nullptr;
}

QString CliNodeFamily::unidentified(const QString &url, const QString &problem) const
{
    return TrCliNodeFamily::tr("The %1 node at %2 did not say which network it is on (%3): name "
                               "its network with --network.")
        .arg(chainName(family()), url, problem);
}

} // namespace paydesk::cli
