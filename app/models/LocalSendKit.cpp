#include "LocalSendKit.h"

#include "models/evm/EvmLocalSends.h"
#include "models/solana/SolanaLocalSends.h"

#include <QtGlobal>
#include <algorithm>

namespace paydesk {

LocalSendKits &LocalSendKits::standard()
{
    static LocalSendKits kits;
    static const bool filled = []() {
        kits.add(std::make_unique<EvmLocalSends>());
        kits.add(std::make_unique<SolanaLocalSends>());
        return true;
    }();
    Q_UNUSED(filled);
    return kits;
}

} // namespace paydesk
