//! Two byte searches of the fast path of references, eight bytes a word
//! (SWAR on `u64::from_le_bytes`): whether a reference holds `:` or `|`,
//! and where the last `/` of the base's path is. Both run once a join on
//! a few dozen bytes, where a search a byte costs more than the rest of
//! the join, and `memchr`'s set-up more than the search.

use crate::fast::frontier::lanes;

/// The high bit of each lane of `word` that is zero, and no other bit
/// (exact in every lane, unlike the shorter test with a borrow, which may
/// also mark a lane above a zero one).
#[inline(always)]
fn zero_lanes(word: u64) -> u64 {
    let low = lanes(0x7f);
    !(((word & low).wrapping_add(low)) | word | low)
}

/// The lanes of `word` that hold `byte`, as [`zero_lanes`] marks them.
#[inline(always)]
fn lanes_of(word: u64, byte: u8) -> u64 {
    zero_lanes(word ^ lanes(byte))
}

/// The word of `chunk` (at most eight bytes), the missing lanes zero: a
/// copy byte by byte, which is one load for a whole word and no call of
/// `memcpy` for a shorter one.
#[inline(always)]
fn word(chunk: &[u8]) -> u64 {
    let mut lane = [0; 8];
    for (lane, &b) in lane.iter_mut().zip(chunk) {
        *lane = b;
    }
    u64::from_le_bytes(lane)
}

/// Whether `bytes` holds `a` or `b`.
#[inline(always)]
pub(crate) fn holds_either(bytes: &[u8], a: u8, b: u8) -> bool {
    let found = |w: u64| lanes_of(w, a) | lanes_of(w, b);
    if bytes.len() < 8 {
        return found(word(bytes)) & valid_lanes(bytes.len()) != 0;
    }
    let mut words = bytes.chunks_exact(8);
    if words.any(|chunk| found(word(chunk)) != 0) {
        return true;
    }
    // The last eight bytes, overlapping what was read: no padding.
    found(word(&bytes[bytes.len() - 8..])) != 0
}

/// Where the last `/` of `text` is.
#[inline(always)]
pub(crate) fn last_slash(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let slashes = |chunk: &[u8]| lanes_of(word(chunk), b'/') & valid_lanes(chunk.len());
    // The highest marked lane is the last `/`.
    let last = |found: u64| 7 - found.leading_zeros() as usize / 8;
    // From the end, eight bytes at a time.
    let mut end = bytes.len();
    while end >= 8 {
        let found = slashes(&bytes[end - 8..end]);
        if found != 0 {
            return Some(end - 8 + last(found));
        }
        end -= 8;
    }
    // The first word, which may overlap lanes read already: they hold no
    // `/`, so the last it marks is before `end`.
    let found = slashes(&bytes[..bytes.len().min(8)]);
    (end > 0 && found != 0).then(|| last(found))
}

/// The high bits of the first `n` lanes (`n` at most 8).
#[inline(always)]
fn valid_lanes(n: usize) -> u64 {
    let all = lanes(0x80);
    match n {
        8 => all,
        _ => all & ((1u64 << (8 * n)) - 1),
    }
}

#[cfg(test)]
mod tests;
