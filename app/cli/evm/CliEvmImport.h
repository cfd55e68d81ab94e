#pragma once

#include "cli/CliArguments.h"
#include "store/WalletDirectory.h"
#include "wallet/EvmKeyImport.h"

#include <QCoreApplication>
#include <optional>

namespace paydesk::cli {

// wallet import --chain evm: the EVM key named by the arguments, checked, with the wallet's
// public facts. One source of --secret-key-env NAME (64 hex digits), --mnemonic-env NAME
// [--derivation PATH] (default m/44'/60'/0'/0/0) or --keystore-file FILE (its password from
// --password-env NAME, else asked without echo on a terminal; never stored).
class CliEvmImport
{
    Q_DECLARE_TR_FUNCTIONS(CliEvmImport)
public:
    struct Result
    {
        std::optional<wallet::EvmKey> key;
        wallet::WalletInfo info;
        SecureBytes seed; // a phrase's BIP-39 seed (kept for "Add account" of its account 0)
        QString error;    // a usage error when key is empty
    };
    static Result read(const CliArguments &args);
};

} // namespace paydesk::cli
