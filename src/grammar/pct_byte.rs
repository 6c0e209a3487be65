//! The percent rules' byte form: what `pct-encoded-byte` and
//! `pct-invalid` take at a byte, for the readers that scan bytes rather
//! than run the grammar. In a file of its own, below the tokens and the
//! productions that both use it.

/// How many bytes at the start of `b` the percent rules take as one: 3
/// for a `pct-encoded-byte` (`%` and two hex digits), 2 for the
/// `pct-invalid` of `%` and one hex digit, 1 for a lone `%`, and 0 where
/// `b` does not start with `%`. The byte form of
/// [`pct_encoded_byte`](super::pct_encoded_byte) and
/// [`pct_invalid`](super::pct_invalid) (a test holds it to them).
#[inline]
pub(crate) fn pct_len(b: &[u8]) -> usize {
    match b {
        [b'%', h, l, ..] if h.is_ascii_hexdigit() && l.is_ascii_hexdigit() => 3,
        [b'%', h, ..] if h.is_ascii_hexdigit() => 2,
        [b'%', ..] => 1,
        _ => 0,
    }
}

/// Whether `b` starts with a `pct-encoded-byte`: `%` and two hex digits.
#[inline]
pub(crate) fn starts_pct_encoded(b: &[u8]) -> bool {
    pct_len(b) == 3
}
