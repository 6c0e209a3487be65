//! The frontier: an `http:`, `https:` or `file:` URL read straight from its
//! bytes, before preprocessing and the grammar, eight bytes at a time.
//!
//! Most URLs that programs hand around are canonical: `http://` or
//! `https://`, a lowercase ASCII domain, perhaps a port, then a path, query
//! and fragment that hold nothing to percent-encode and no dotted segment
//! (or `file://`, a host or none, and such a path).
//! For such a URL every stage of the pipeline only reproduces the input,
//! and the grammar, which builds a token tree to find the parts, costs most
//! of what is left. This module finds the parts itself, with one class
//! table over bytes (built from the sets the fast path and the grammar use,
//! so that the "already normal" rule is the same rule), read a word of
//! eight classes at a time.
//!
//! Two questions are asked here:
//!
//! - [`authority_parses`], for [`crate::Url::can_parse`]: the scheme, `//`
//!   and a plain authority whose host is kept as written (the rule of
//!   [`crate::plain`]). Once the grammar has such an authority, nothing
//!   after it can fail: a web or file URL's path, query and fragment are
//!   read whatever they hold, and only percent-encoded. So the rest is not
//!   read at all.
//! - [`canonical`], for [`crate::Url::parse`]: the same, and a path, query
//!   and fragment that are already normal; the href is the input (with the
//!   `/` of an empty path inserted).
//!
//! Both are conservative: `None` or `false` sends the input down the
//! grammar and the full pipeline, which decides it. A test runs both ways
//! over WPT, the URL lists and generated input.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::chars::ends_authority;
use crate::chars::normal_class::{
    DOT, END, FILE_HOST_STOP, FILE_PATH_STOP, FRAGMENT_STOP, HOST_STOP, PATH_STOP, QUERY_STOP,
    SLASH,
};
use crate::chars::NORMAL_CLASSES as CLASSES;
use crate::grammar::{port_value, Mode};
use crate::normalise::port_written_normal;
use crate::plain::plain_host_kept;
use crate::print::Positions;

use super::is_dotted;

/// `byte` in each of a word's eight lanes: the frontier's and the join's
/// byte searches read words alike.
pub(super) const fn lanes(byte: u8) -> u64 {
    u64::from_le_bytes([byte; 8])
}

/// The classes of eight bytes, one a lane: an array, so that the eight
/// lookups need no bound to test, and each class shifted into its lane in
/// a register (written to a stack array and read back as one word, as
/// `last_word` does, they cost a tenth more of `Url::parse` in the default
/// release profile).
#[inline(always)]
fn word(bytes: &[u8; 8]) -> u64 {
    let class = |i: usize| u64::from(CLASSES[usize::from(bytes[i])]) << (8 * i);
    class(0) | class(1) | class(2) | class(3) | class(4) | class(5) | class(6) | class(7)
}

/// The classes of `bytes`, fewer than eight, the lanes past them `END`: the
/// tail of an input shorter than a word, which [`tail_word`] cannot read
/// as the input's last eight.
#[inline(always)]
fn last_word(bytes: &[u8]) -> u64 {
    let mut lane = [END; 8];
    for (class, &b) in lane.iter_mut().zip(bytes) {
        *class = CLASSES[usize::from(b)];
    }
    u64::from_le_bytes(lane)
}

/// The classes of `remainder`, the fewer than eight bytes at the end of
/// `bytes`, the lanes past them `END`: of an input of eight bytes or more,
/// its last eight classed as one word and shifted down past the bytes
/// before the remainder, so that no loop's count depends on the length.
#[inline(always)]
fn tail_word(bytes: &[u8], remainder: &[u8]) -> u64 {
    let n = remainder.len();
    match bytes.last_chunk::<8>() {
        _ if n == 0 => lanes(END),
        Some(last) => word(last) >> (8 * (8 - n)) | lanes(END) << (8 * n),
        None => last_word(remainder),
    }
}

/// Where a run of bytes ended.
pub(super) struct RunEnd {
    /// The offset of the first byte with a stop bit, or of the first `.`
    /// or `%` after a `/` when the run looks for them, or the length.
    pub(super) end: usize,
    /// Whether the run ended at such a `.` or `%`, which may start a
    /// dotted segment.
    pub(super) dot: bool,
}

/// The run of bytes from `from` up to the first whose class has a bit of
/// `STOP` (or the end), and if `DOTS`, up to the first `.` or `%` after a
/// `/` (from the second byte on) if that comes first: eight classes a
/// word, one test a word.
#[inline(always)]
pub(super) fn run<const STOP: u8, const DOTS: bool>(bytes: &[u8], from: usize) -> RunEnd {
    let rest = bytes.get(from..).unwrap_or_default();
    let (words, remainder) = rest.as_chunks::<8>();
    let mut at = from;
    // The `/` of the previous word's last lane, on the `.` bit of lane 0.
    let mut carry = 0;
    let mut end = |w: u64, at: usize| {
        let stops = w & lanes(STOP);
        let mut dots = 0;
        if DOTS {
            // A `/` in lane i moved onto the `.` bit of lane i + 1.
            dots = ((w & lanes(SLASH)) << 9 | carry) & w & lanes(DOT);
            carry = (w >> 55) & u64::from(DOT);
        }
        // The lowest lane of either; a dot's lane wins a tie, which
        // cannot happen (no `.` or `%` stops a path).
        let first = |m: u64| m.trailing_zeros() / 8;
        match (stops, dots) {
            (0, 0) => None,
            (_, 0) => Some((at + first(stops) as usize, false)),
            (0, _) => Some((at + first(dots) as usize, true)),
            _ => Some(if first(dots) <= first(stops) {
                (at + first(dots) as usize, true)
            } else {
                (at + first(stops) as usize, false)
            }),
        }
    };
    for chunk in words {
        if let Some((end, dot)) = end(word(chunk), at) {
            return RunEnd { end, dot };
        }
        at += 8;
    }
    // The rest of the input, padded with `END`, which stops every run.
    let (end, dot) = end(tail_word(bytes, remainder), at).unwrap_or((bytes.len(), false));
    RunEnd { end, dot }
}

/// The longest input the frontier reads: its href (each byte at most
/// three once percent-encoded, plus one) is then far below the longest
/// href a `Url` holds, so the full pipeline alone decides that error.
pub(super) const MAX_LEN: usize = (u32::MAX / 4) as usize;

/// The authority of a web or file URL as the frontier reads it.
struct Authority {
    /// Web or file.
    mode: Mode,
    /// The offset of the scheme's `:`.
    scheme_end: usize,
    /// Where the host starts and ends.
    host_start: usize,
    host_end: usize,
    /// The port, if one is written.
    port: Option<Port>,
    /// Where the authority ends.
    end: usize,
}

/// A port as written.
struct Port {
    value: u16,
    /// Whether its digits are as a normal URL writes them: no leading
    /// zero, not the scheme's default.
    normal: bool,
}

/// `http://`, `https://` or `file://`, a host that host processing keeps
/// as written (empty only in a file URL) and, in a web URL, an optional
/// port below 2^16, ended by `/`, `?`, `#` or the end.
#[inline(always)]
fn authority(input: &str) -> Option<Authority> {
    let bytes = input.as_bytes();
    if bytes.len() > MAX_LEN {
        return None;
    }
    // The first eight bytes as one word, compared whole: a slice pattern
    // compares them a byte at a time. `file://` and `http://` alone are
    // shorter, and left to the pipeline.
    let first = u64::from_le_bytes(*bytes.first_chunk::<8>()?);
    let seven = first & (u64::MAX >> 8);
    let (scheme, host_start, mode) = if first == u64::from_le_bytes(*b"https://") {
        ("https", 8, Mode::Web)
    } else if seven == u64::from_le_bytes(*b"http://\0") {
        ("http", 7, Mode::Web)
    } else if seven == u64::from_le_bytes(*b"file://\0") {
        ("file", 7, Mode::File)
    } else {
        return None;
    };
    let host_end = match mode {
        Mode::File => run::<FILE_HOST_STOP, false>(bytes, host_start).end,
        _ => run::<HOST_STOP, false>(bytes, host_start).end,
    };
    // The host's bytes, not a `str`: a slice of a `str` checks its ends
    // are char boundaries, a call out of LTO's reach.
    let host = bytes.get(host_start..host_end)?;
    // An empty file host stays empty; an empty web host is an error.
    let kept = match host {
        b"" => mode == Mode::File,
        _ => plain_host_kept(host, mode),
    };
    if !kept {
        return None;
    }
    let mut end = host_end;
    let mut port = None;
    // A file URL has no port.
    if mode == Mode::Web && bytes.get(end) == Some(&b':') {
        let digits = &bytes[end + 1..];
        let n = digits
            .iter()
            .take(6)
            .take_while(|b| b.is_ascii_digit())
            .count();
        let digits = &digits[..n];
        // An empty port is dropped from the href; six digits are too many.
        if !(1..=5).contains(&n) {
            return None;
        }
        let value = port_value(digits)?;
        let normal = port_written_normal(scheme, digits, value);
        port = Some(Port { value, normal });
        end += 1 + n;
    }
    // The authority ends where the grammar's does; a `\`, which ends a
    // web URL's too, is never in the normal form, hence the generic set.
    if !bytes
        .get(end)
        .is_none_or(|&b| ends_authority(Mode::Generic, char::from(b)))
    {
        return None;
    }
    Some(Authority {
        mode,
        scheme_end: scheme.len(),
        host_start,
        host_end,
        port,
        end,
    })
}

/// Where the query's `?` and the fragment's `#` are in `bytes`, whose path
/// ends at `at`, when the rest is a query and a fragment with nothing to
/// percent-encode (the runs of [`QUERY_STOP`] and [`FRAGMENT_STOP`] reach
/// the end); `None` when it is not.
#[inline(always)]
pub(super) fn query_and_fragment(
    bytes: &[u8],
    mut at: usize,
) -> Option<(Option<usize>, Option<usize>)> {
    let mut query_start = None;
    if bytes.get(at) == Some(&b'?') {
        query_start = Some(at);
        at = run::<QUERY_STOP, false>(bytes, at + 1).end;
    }
    let mut fragment_start = None;
    if bytes.get(at) == Some(&b'#') {
        fragment_start = Some(at);
        at = run::<FRAGMENT_STOP, false>(bytes, at + 1).end;
    }
    (at == bytes.len()).then_some((query_start, fragment_start))
}

/// Whether `input` certainly parses, whatever base it is given: an
/// `http:`, `https:` or `file:` URL whose authority the grammar reads as
/// plain and whose host is kept as written. `false` when the full check
/// must decide.
#[inline]
pub(crate) fn authority_parses(input: &str) -> bool {
    authority(input).is_some()
}

/// A canonical input: its href is the input, with the `/` of an empty path
/// inserted when `insert_root`.
pub(crate) struct Canonical {
    /// The positions of the href's parts.
    pub(crate) positions: Positions,
    /// Whether the path is empty, and the href gets `/` there.
    pub(crate) insert_root: bool,
}

/// Appends `text` to `href` with the `/` of an empty path at
/// `path_start`: an empty path of a special URL is printed `/`.
#[inline]
pub(super) fn push_rooted(href: &mut String, text: &str, path_start: usize) {
    href.push_str(&text[..path_start]);
    href.push('/');
    href.push_str(&text[path_start..]);
}

impl Canonical {
    /// The href of `input`, which [`canonical`] accepted.
    pub(crate) fn href(&self, input: &str) -> String {
        if self.insert_root {
            let mut href = String::with_capacity(input.len() + 1);
            push_rooted(&mut href, input, self.positions.path_start);
            href
        } else {
            input.to_owned()
        }
    }
}

/// The positions of `input` when it is a canonical `http:`, `https:` or
/// `file:` URL, whatever base it is given: [`authority_parses`], a port as a
/// normal URL writes it, and a path, query and fragment with nothing to
/// percent-encode and no dotted segment. `None` when the full pipeline
/// must decide. Inlined into each caller: a call of its own costs
/// `Url::parse` a tenth more instructions.
#[inline(always)]
pub(crate) fn canonical(input: &str) -> Option<Canonical> {
    let a = authority(input)?;
    let port = match a.port {
        None => None,
        Some(Port {
            value,
            normal: true,
        }) => Some(value),
        Some(_) => return None,
    };
    let bytes = input.as_bytes();
    let path_start = a.end;
    let mut at = path_start;
    if bytes.get(at) == Some(&b'/') {
        // A first segment that may be a drive letter (`C:`, `c|`) is the
        // pipeline's: it may be rewritten, and it empties the host.
        if a.mode == Mode::File
            && matches!(bytes.get(at + 1..at + 3), Some(&[l, s]) if crate::chars::is_drive_letter(l, s))
        {
            return None;
        }
        loop {
            let path = match a.mode {
                Mode::File => run::<FILE_PATH_STOP, true>(bytes, at),
                _ => run::<PATH_STOP, true>(bytes, at),
            };
            at = path.end;
            if !path.dot {
                break;
            }
            // A segment that starts with `.` or `%`: a dotted one is the
            // pipeline's, found before the rest is read (a megabyte of
            // `../` costs nothing here). Its end is the next `s`, `?`,
            // `#` or the end; the segments together are read once.
            let len = bytes[at..]
                .iter()
                .position(|b| matches!(b, b'/' | b'\\' | b'?' | b'#'))
                .unwrap_or(bytes.len() - at);
            if is_dotted(&input[at..at + len]) {
                return None;
            }
            // Past the `.` or `%`, which the next run then cannot take for
            // a segment's start.
            at += 1;
        }
    }
    let insert_root = at == path_start;
    // The `/` inserted for an empty path moves the query and the fragment.
    let shift = usize::from(insert_root);
    let (query_start, fragment_start) = query_and_fragment(bytes, at)?;
    let (query_start, fragment_start) = (
        query_start.map(|q| q + shift),
        fragment_start.map(|f| f + shift),
    );
    Some(Canonical {
        positions: Positions {
            scheme_end: a.scheme_end,
            username_start: a.host_start,
            username_end: a.host_start,
            host_start: a.host_start,
            host_end: a.host_end,
            port,
            path_start,
            query_start,
            fragment_start,
        },
        insert_root,
    })
}

#[cfg(test)]
mod tests;
