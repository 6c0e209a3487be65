//! The front end of references: a reference read straight from its bytes,
//! before preprocessing and the grammar, eight bytes at a time, as the
//! frontier ([`crate::fast::frontier`]) reads an absolute URL.
//!
//! A page's links are mostly `a/b`, `../c`, `/x/y?q`, `#f`: no scheme, no
//! byte that preprocessing removes, nothing to percent-encode. For such a
//! reference the grammar only finds where its path, query and fragment
//! end, and the "already normal" rule only says that they hold nothing to
//! encode. The frontier's runs answer both at once: a run stops at the
//! first byte that ends its part or that its part's normal form does not
//! hold as it is, and the class table those runs read is built from the
//! byte sets of that rule. So a reference is taken here when its path run
//! ends at `?`, `#` or the end, its query run at `#` or the end, and its
//! fragment run at the end; whatever stops a run early (a space, a tab, a
//! newline or another byte that preprocessing strips or removes, a
//! backslash, a non-ASCII byte, a byte to percent-encode) sends the
//! reference to the grammar, as does a first segment with a `:` (which may
//! be a scheme).
//!
//! A `//host` reference against an `http:` or `https:` base is the
//! absolute URL with the base's scheme, and the frontier reads it so.

#[allow(unused_imports)]
use crate::prelude::*;

use super::words::holds_either;
use super::{has_drive_segment, resolve, ParsedBase, Reference};
use crate::chars::normal_class::{FILE_PATH_STOP, PATH_STOP};
use crate::fast::frontier::{canonical, query_and_fragment, run, MAX_LEN};
use crate::grammar::Mode;
use crate::print::Positions;

/// The href and positions of the reference `input` resolved against
/// `base`, read from its bytes; `None` when the grammar and the fast path
/// after it, or the full pipeline, must decide.
#[inline]
pub(crate) fn join_front(base: &ParsedBase<'_>, input: &str) -> Option<(String, Positions)> {
    let bytes = input.as_bytes();
    if bytes.len() > MAX_LEN {
        return None;
    }
    if bytes.starts_with(b"//") {
        return scheme_relative(base, input);
    }
    // The first segment starts at 0, where a run does not look for a
    // segment's `.` or `%`.
    let first_dot = matches!(bytes.first(), Some(b'.' | b'%'));
    let (path_end, dots) = match base.mode {
        Mode::File => path::<FILE_PATH_STOP>(bytes, first_dot),
        _ => path::<PATH_STOP>(bytes, first_dot),
    };
    // `a:b` may be a scheme (a `:` after the first `/` is path), and
    // against a file base `c:` or `c|` a drive letter. Most references
    // have neither byte.
    let path = &bytes[..path_end];
    if holds_either(path, b':', b'|') {
        let first_segment = path.split(|&b| b == b'/').next();
        if first_segment.is_some_and(|s| s.contains(&b':'))
            || base.mode == Mode::File && has_drive_segment(&input[..path_end])
        {
            return None;
        }
    }
    let (query_start, fragment_start) = query_and_fragment(bytes, path_end)?;
    let r = Reference {
        path_end,
        query_start,
        fragment_start,
        dots,
    };
    resolve(base, input, &r)
}

/// Where the run of a normal path (the class `STOP` of the base's mode)
/// from the start of `bytes` ends, and where the first and the last
/// segment that may be dotted start: one that starts with `.` or `%` after
/// a `/`, or at 0 when `first_dot`. [`resolve`] looks at those segments
/// alone.
#[inline(always)]
fn path<const STOP: u8>(bytes: &[u8], first_dot: bool) -> (usize, Option<(usize, usize)>) {
    let mut dots = first_dot.then_some((0, 0));
    let mut path = run::<STOP, true>(bytes, 0);
    while path.dot {
        let at = path.end;
        dots = Some((dots.map_or(at, |(first, _)| first), at));
        // Past the `.` or `%`, which does not stop a path, and which the
        // next run then cannot take for a segment's start.
        path = run::<STOP, true>(bytes, at + 1);
    }
    (path.end, dots)
}

/// `//host…` against an `http:` or `https:` base: the absolute URL with
/// the base's scheme, when the frontier reads it as canonical. Built
/// where the href will be, with room for the `/` of an empty path. Rare
/// in a page's links (they mostly stay on the page's host), so it keeps
/// its own copy of the frontier out of the common path.
#[inline(never)]
fn scheme_relative(base: &ParsedBase<'_>, input: &str) -> Option<(String, Positions)> {
    let scheme = base.scheme();
    if !matches!(scheme, "http" | "https") {
        return None;
    }
    let mut href = String::with_capacity(scheme.len() + 1 + input.len() + 1);
    href.push_str(scheme);
    href.push(':');
    href.push_str(input);
    let c = canonical(&href)?;
    if c.insert_root {
        href.insert(c.positions.path_start, '/');
    }
    Some((href, c.positions))
}
