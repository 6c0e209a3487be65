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
/// dotted IPv4 tail (unlike `Ipv6Addr`'s `Display`). A user prints a
/// [`Host`](crate::Host), which writes this between brackets.
pub(crate) fn fmt_ip6(pieces: &[u16; 8], f: &mut dyn fmt::Write) -> fmt::Result {
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
mod tests;
