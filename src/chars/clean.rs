//! The bytes that strict validation takes as they are, per component: the
//! table behind validation's clean-input shortcut (`validate::clean`) and
//! its check of a component byte by byte (`validate::ctx`).

use super::is_clean_in;
use crate::table::Column;

/// The bits of [`CLEAN`] beside the one per column.
pub(crate) mod clean_class {
    /// The bytes of a plain domain (`validate::plain_domain`): ASCII
    /// letters and digits, `-` and `.`.
    pub(crate) const HOST: u16 = 1 << 8;
    /// The two of them that may not stand next to each other in a plain
    /// domain that is decided at once: `.` and `-`.
    pub(crate) const PUNCT: u16 = 1 << 9;
}

/// For each ASCII byte, a bit per column (`1 << column as u16`): whether
/// [`is_clean_in`] holds of it there; and the bits of [`clean_class`].
/// Bytes from 0x80 are looked at as characters.
pub(crate) static CLEAN: [u16; 256] = clean_table();

const fn clean_table() -> [u16; 256] {
    let mut table = [0u16; 256];
    let mut b = 0;
    while b < 0x80 {
        let c = b as u8;
        let mut bits = 0u16;
        let mut k = 0;
        while k < Column::ALL.len() {
            let column = Column::ALL[k];
            if is_clean_in(column, c as char) {
                bits |= 1 << column as u16;
            }
            k += 1;
        }
        if c.is_ascii_alphanumeric() || c == b'-' || c == b'.' {
            bits |= clean_class::HOST;
        }
        if c == b'-' || c == b'.' {
            bits |= clean_class::PUNCT;
        }
        table[b] = bits;
        b += 1;
    }
    table
}

/// Whether strict validation takes byte `b` as it is in `column`: an ASCII
/// byte of which [`is_clean_in`] holds there.
#[inline]
pub(crate) fn clean_byte(column: Column, b: u8) -> bool {
    CLEAN[b as usize] & (1 << column as u16) != 0
}

#[cfg(test)]
mod tests;
