//! The percent rules' byte form: what `pct-encoded-byte` and
//! `pct-invalid` take at a byte, for the readers that scan bytes rather
//! than run the grammar. A module of its own, below the tokens and the
//! productions that both use it.

/// How many bytes at the start of `b` the percent rules take as one: 3
/// for a `pct-encoded-byte` (`%` and two hex digits), 2 for the
/// `pct-invalid` of `%` and one hex digit, 1 for a lone `%`, and 0 where
/// `b` does not start with `%`. The byte form of
/// [`pct_encoded_byte`](crate::pct::pct_encoded_byte) and
/// [`pct_invalid`](crate::pct::pct_invalid) (a test holds it to them).
///
/// ```
/// use specurl_grammar::pct_byte::pct_len;
/// assert_eq!([pct_len(b"%41b"), pct_len(b"%4g"), pct_len(b"%"), pct_len(b"a")], [3, 2, 1, 0]);
/// ```
#[inline]
pub fn pct_len(b: &[u8]) -> usize {
    match b {
        [b'%', h, l, ..] if h.is_ascii_hexdigit() && l.is_ascii_hexdigit() => 3,
        [b'%', h, ..] if h.is_ascii_hexdigit() => 2,
        [b'%', ..] => 1,
        _ => 0,
    }
}

/// Whether `b` starts with a `pct-encoded-byte`: `%` and two hex digits.
///
/// ```
/// use specurl_grammar::pct_byte::starts_pct_encoded;
/// assert!(starts_pct_encoded(b"%2fx") && !starts_pct_encoded(b"%2"));
/// ```
#[inline]
pub fn starts_pct_encoded(b: &[u8]) -> bool {
    pct_len(b) == 3
}
