//! The bytes each state of the WHATWG-errors walk (`validate::whatwg_errors`)
//! reads on without a validation error or a change of state, as bits of
//! one table.

use super::{ends_authority, is_scheme_char, is_url_code_point};
use crate::grammar::Mode;

/// The bits of [`WALK_PLAIN`]: for each state, the bytes it reads on
/// without a validation error or a change of state.
pub(crate) mod walk_class {
    /// The path state.
    pub(crate) const PATH: u8 = 1;
    /// The query state.
    pub(crate) const QUERY: u8 = 2;
    /// The fragment state.
    pub(crate) const FRAGMENT: u8 = 4;
    /// The opaque path state.
    pub(crate) const OPAQUE_PATH: u8 = 8;
    /// The authority state.
    pub(crate) const AUTHORITY: u8 = 16;
    /// The host state.
    pub(crate) const HOST: u8 = 32;
    /// The scheme state.
    pub(crate) const SCHEME: u8 = 64;
}

/// For each byte, the states in which it is plain (`Machine::skip_plain`):
/// in a scheme, what continues it; in a path, query, fragment or opaque
/// path an ASCII URL code point that ends nothing there (not `%`, which is looked at with what follows); in
/// an authority or host any ASCII byte but those that end it, `@`, and the
/// brackets of a host.
pub(crate) static WALK_PLAIN: [u8; 256] = plain_table();

const fn plain_table() -> [u8; 256] {
    use walk_class::*;
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 128 {
        let c = b as u8 as char;
        let mut bits = 0;
        if is_url_code_point(c) {
            bits |= FRAGMENT;
            if c != '#' {
                bits |= QUERY;
                if c != '?' {
                    bits |= OPAQUE_PATH;
                    if c != '/' {
                        bits |= PATH;
                    }
                }
            }
        }
        // The walk's authority state stops at each byte that may end a
        // special authority (`\` ends only a special one; the walk
        // decides) and at each `@`.
        if !(ends_authority(Mode::Web, c) || c == '@') {
            bits |= AUTHORITY;
            if !matches!(c, ':' | '[' | ']') {
                bits |= HOST;
            }
        }
        if is_scheme_char(c) {
            bits |= SCHEME;
        }
        t[b] = bits;
        b += 1;
    }
    t
}

#[cfg(test)]
mod tests;
