//! Printing IPv6 addresses (the grammar reads them: [`crate::grammar::ip6_address`]).

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

/// The first longest run of two or more zero pieces, as `start..end`.
fn compressed(pieces: &[u16; 8]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    let mut i = 0;
    while i < pieces.len() {
        if pieces[i] != 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < pieces.len() && pieces[i] == 0 {
            i += 1;
        }
        // Strictly longer: on a tie the first run stays.
        let longer = best.is_none_or(|(s, e)| i - start > e - s);
        if i - start >= 2 && longer {
            best = Some((start, i));
        }
    }
    best
}

/// Writes an IPv6 address without brackets, as the WHATWG IPv6 serializer
/// does: each piece in lowercase hex without leading zeros, the first
/// longest run of two or more zero pieces compressed to `::`, and never a
/// dotted IPv4 tail (unlike [`std::net::Ipv6Addr`]'s `Display`).
///
/// ```
/// let mut s = String::new();
/// specurl::host::fmt_ip6(&[0, 0, 0, 0, 0, 0xffff, 0x7f00, 1], &mut s).unwrap();
/// assert_eq!(s, "::ffff:7f00:1");
/// ```
pub fn fmt_ip6(pieces: &[u16; 8], f: &mut dyn fmt::Write) -> fmt::Result {
    let run = compressed(pieces);
    let mut i = 0;
    while i < pieces.len() {
        match run {
            Some((start, end)) if i == start => {
                // `::` both ends the previous piece and stands for the run.
                f.write_str("::")?;
                i = end;
                continue;
            }
            _ => {}
        }
        write!(f, "{:x}", pieces[i])?;
        // No `:` before the run's `::` nor after the last piece.
        if i + 1 < pieces.len() && run.is_none_or(|(start, _)| start != i + 1) {
            f.write_str(":")?;
        }
        i += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip6(pieces: [u16; 8]) -> String {
        let mut s = String::new();
        fmt_ip6(&pieces, &mut s).unwrap();
        s
    }

    #[test]
    fn compresses_the_first_longest_run() {
        assert_eq!(ip6([0; 8]), "::");
        assert_eq!(ip6([0, 0, 0, 0, 0, 0, 0, 1]), "::1");
        assert_eq!(ip6([1, 0, 0, 0, 0, 0, 0, 0]), "1::");
        assert_eq!(ip6([0x2001, 0, 0, 0, 0, 0, 0, 1]), "2001::1");
        assert_eq!(ip6([1, 0, 0, 2, 0, 0, 0, 3]), "1:0:0:2::3");
        assert_eq!(ip6([1, 0, 0, 2, 0, 0, 3, 4]), "1::2:0:0:3:4");
        assert_eq!(ip6([0, 0, 1, 2, 3, 4, 0, 0]), "::1:2:3:4:0:0");
    }

    #[test]
    fn leaves_a_single_zero_piece() {
        assert_eq!(ip6([1, 0, 2, 3, 4, 5, 6, 7]), "1:0:2:3:4:5:6:7");
        assert_eq!(ip6([0, 1, 2, 3, 4, 5, 6, 0]), "0:1:2:3:4:5:6:0");
    }

    #[test]
    fn prints_lowercase_hex_without_leading_zeros() {
        assert_eq!(
            ip6([0xABCD, 0x0ef, 0xa, 1, 2, 3, 4, 0xFFFF]),
            "abcd:ef:a:1:2:3:4:ffff"
        );
    }

    #[test]
    fn prints_no_dotted_ip4_tail() {
        assert_eq!(
            ip6([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]),
            "::ffff:102:304"
        );
        assert_eq!(ip6([0, 0, 0, 0, 0, 0, 0x7f00, 1]), "::7f00:1");
    }
}
