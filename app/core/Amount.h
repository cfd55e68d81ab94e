#pragma once

#include <QString>
#include <QStringView>
#include <compare>
#include <optional>

namespace paydesk {

// An exact amount of a chain's native currency: integer atomic units plus the number of
// decimals of that currency (9 for SOL lamports, 18 for ETH wei). Never a double.
// 128-bit so that 18-decimal amounts up to ~1.7e20 whole units fit.
class Amount
{
public:
    using Units = __int128;

    Amount() = default;
    static Amount fromUnits(Units units, int decimals);

    // Parses plain decimal text ("0.25", "100", "1.000000001", ".5", "5."). No sign, no
    // exponent, no grouping, at most `decimals` fractional digits. On failure returns nullopt and,
    // when `error` is given, a sentence saying what is wrong (translated).
    static std::optional<Amount> parse(QStringView text, int decimals, QString *error = nullptr);

    // Parses an integer string of atomic units ("250000000").
    static std::optional<Amount> parseUnits(QStringView text, int decimals);

    Units units() const { return m_units; }
    int decimals() const { return m_decimals; }
    bool isZero() const { return m_units == 0; }

    // Shortest exact decimal text: "0.25", "100", "0.000005". Locale-independent.
    QString toString() const;
    // Atomic units as integer text.
    QString unitsString() const;
    // Converts to other decimals; nullopt when precision would be lost, or when the units would
    // pass 2^120 (the most parse() reads), where 128 bits could overflow.
    std::optional<Amount> rescaled(int decimals) const;

    // Amounts of different decimals compare by value.
    friend std::strong_ordering operator<=>(const Amount &a, const Amount &b);
    friend bool operator==(const Amount &a, const Amount &b) { return (a <=> b) == 0; }

    Amount operator+(const Amount &o) const;
    Amount operator-(const Amount &o) const;

    static QString unitsToString(Units units);

private:
    Amount(Units units, int decimals) : m_units(units), m_decimals(decimals) {}
    Units m_units = 0;
    int m_decimals = 0;
};

} // namespace paydesk
