//! The byte form of the percent rules against their productions.

#[allow(unused_imports)]
use crate::prelude::*;

use super::{pct_encoded_byte, pct_invalid};
use crate::pct_byte::{pct_len, starts_pct_encoded};
use crate::{span::Span, Mode};

/// On every string of up to four bytes over `%`, hex digits and bytes
/// next to them, [`pct_len`] takes what `pct-encoded-byte` or
/// `pct-invalid` takes, and nothing where neither applies.
#[test]
fn pct_len_is_the_productions() {
    const ALPHABET: &[u8] = b"%09afAFgG/x";
    let mut strings: Vec<Vec<u8>> = vec![Vec::new()];
    for _ in 0..4 {
        let longer: Vec<Vec<u8>> = strings
            .iter()
            .flat_map(|s| {
                ALPHABET.iter().map(move |&c| {
                    let mut t = s.clone();
                    t.push(c);
                    t
                })
            })
            .collect();
        strings.extend(longer);
    }
    strings.sort();
    strings.dedup();
    for b in &strings {
        let text = core::str::from_utf8(b).unwrap();
        let taken = |r: Result<(Span<'_>, Span<'_>), _>| r.map(|(_, t)| t.fragment().len());
        let want = taken(pct_encoded_byte(Mode::Generic, Span::new(text)))
            .or_else(|_| taken(pct_invalid(Mode::Generic, Span::new(text))))
            .unwrap_or(0);
        assert_eq!(pct_len(b), want, "{text:?}");
        assert_eq!(starts_pct_encoded(b), want == 3, "{text:?}");
    }
}
