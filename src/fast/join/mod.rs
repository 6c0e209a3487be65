//! The fast path of [`crate::Url::join`]: a reference whose parts are
//! already normal, against a web or file base.
//!
//! Most links on a page are written the way they resolve: `a/b`, `../c`,
//! `./d?q`, `/x/y`, `?q`, `#f`, `//host/path`. Against a parsed web base
//! (an `http`, `https`, `ws` or `wss` URL, which always has a host and a
//! path that starts with `/`) or a parsed `file:` base, such a reference
//! keeps the base's href up to one of its parts and replaces the rest by
//! its own text:
//!
//! | reference | keeps of the base | then |
//! |---|---|---|
//! | `//host/path` (web bases only) | the scheme and `:` | the reference |
//! | `/x/y` | up to the path's root | the reference's path, dots removed |
//! | `a/b`, `../c` | up to the last `/` of the path | the reference's path, dots removed |
//! | `?q` | up to the query | the reference |
//! | `#f`, the empty reference | up to the fragment | the reference |
//!
//! A reference meets two readers, in turn, and both end in [`resolve`]:
//!
//! - the front end ([`front`]), before preprocessing and the grammar,
//!   reads the reference's bytes eight at a time against the frontier's
//!   class table ([`super::frontier`]), as the frontier reads an absolute
//!   URL; a reference with nothing unusual in it never meets the grammar;
//! - what the front end leaves (a byte that preprocessing removes, a
//!   first segment with a `:`, a `ws:` base's `//host`) is preprocessed
//!   and read into tokens in the base's mode, and [`tokens`] asks the
//!   absolute fast path's rule ([`super::normal_tail`] and
//!   [`super::normal_with`]) of them.
//!
//! Whether a part is normal is that one rule: the frontier's classes are
//! built from the same byte sets. The only step this module adds is the
//! removal of the segments `.` and `..`, on the segment list that the
//! WHATWG path state keeps. The path's root is its first `/`, or, for a
//! file base whose path starts with a Windows drive letter (`/C:/`), the
//! `/` after the drive: the URL Standard's shorten-path rule never pops
//! that drive, and an absolute path keeps it. Anything else (a scheme, a
//! backslash, a percent-encoded dot, a generic base, a file base whose
//! drive is not followed by `/`, a reference to another host from a file
//! base, a reference with a segment that is a drive letter, one that
//! needs encoding) returns `None`, and the full pipeline decides it. Tests
//! and a fuzz target compare the paths.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::grammar::Mode;
use crate::grammar::{is_dot, is_dots, is_dotted};
use crate::model::Drive;
use crate::print::Positions;
use words::{holds_either, last_slash};

mod front;
mod tokens;
mod words;

pub(crate) use front::join_front;
pub(crate) use tokens::normal_join;

/// A parsed web or file URL as a base: its href and where its parts are.
pub(crate) struct ParsedBase<'b> {
    /// The href.
    pub(crate) href: &'b str,
    /// Where the href's parts are.
    pub(crate) pos: Positions,
    /// [`Mode::Web`] or [`Mode::File`]: the mode its references are read in.
    pub(crate) mode: Mode,
}

impl ParsedBase<'_> {
    /// The scheme, without its `:`.
    fn scheme(&self) -> &str {
        &self.href[..self.pos.scheme_end]
    }

    /// Where the path ends: at the query, the fragment or the end.
    fn path_end(&self) -> usize {
        self.pos.path_end(self.href.len())
    }

    /// Where the path's root ends: after its first `/`, or after the `/`
    /// that follows a file path's drive (`/C:/`), which `..` never pops
    /// and an absolute path keeps. `None` for a path without a root, and
    /// for a drive written otherwise (`/C:` at the end, `/C|`), whose
    /// rules the full pipeline keeps.
    #[inline]
    fn root_end(&self) -> Option<usize> {
        let start = self.pos.path_start;
        match self.href.as_bytes()[start..self.path_end()] {
            [b'/', letter, sep, ref rest @ ..]
                if self.mode == Mode::File && crate::chars::is_drive_letter(letter, sep) =>
            {
                match (sep, rest.first()) {
                    (b':', Some(b'/')) => Some(start + 4),
                    // `/C:x`: the first segment is no drive.
                    (b':', Some(_)) => Some(start + 1),
                    _ => None,
                }
            }
            [b'/', ..] => Some(start + 1),
            _ => None,
        }
    }
}

/// Whether a segment of `path` is a Windows drive letter (`c:`, `c|`),
/// which a file URL's path state may turn into a drive: the full pipeline
/// decides such a reference.
fn has_drive_segment(path: &str) -> bool {
    // A drive's second byte is `:` or `|`, which most paths lack.
    holds_either(path.as_bytes(), b':', b'|')
        && path.split('/').any(|s| Drive::of_segment(s).is_some())
}

/// What a fast path found of a reference with no scheme and no authority
/// whose path, query and fragment are already normal, with no backslash.
pub(crate) struct Reference {
    /// Where the path ends in the text (the query's `?`, the fragment's
    /// `#`, or the end).
    pub(crate) path_end: usize,
    /// Where the query's `?` is in the text.
    pub(crate) query_start: Option<usize>,
    /// Where the fragment's `#` is in the text.
    pub(crate) fragment_start: Option<usize>,
    /// Where in the text the first and the last segment that may be
    /// dotted (`.`, `..`, `%2e`) start; `None` when none may be.
    pub(crate) dots: Option<(usize, usize)>,
}

/// The href and positions of the reference `text`, whose parts `r` found,
/// resolved against `base`; `None` when the full pipeline must decide (a
/// dotted segment written with `%2e`, a base path without a root). The
/// caller has refused a segment that is a drive letter against a file
/// base ([`has_drive_segment`]). The href is the one allocation, sized up
/// front.
#[inline(always)]
pub(crate) fn resolve(
    base: &ParsedBase<'_>,
    text: &str,
    r: &Reference,
) -> Option<(String, Positions)> {
    let b = &base.pos;
    let path = &text[..r.path_end];
    // A reference with a path or a query replaces the base's query; one
    // with neither (`#f`, or nothing) keeps it.
    let keeps_query = path.is_empty() && r.query_start.is_none();
    // How much of the base is kept, where in `text` the appended part
    // starts, and the path's root when the path is replaced or merged.
    let (keep, from, root) = if !path.is_empty() {
        // The root (with a file path's drive) stays. A reference that
        // starts with `/` has a path-root (the fast paths took no
        // authority and no backslash) and replaces the path; any other is
        // merged with the base's dirs.
        let root = base.root_end()?;
        if path.starts_with('/') {
            (root, 1, Some(root))
        } else {
            let dirs = &base.href[root..base.path_end()];
            (
                root + last_slash(dirs).map_or(0, |at| at + 1),
                0,
                Some(root),
            )
        }
    } else if keeps_query {
        (b.fragment_start.unwrap_or(base.href.len()), 0, None)
    } else {
        (base.path_end(), 0, None)
    };
    // Removing dot segments only shortens what is appended.
    let mut href = String::with_capacity(keep + text.len() - from);
    href.push_str(&base.href[..keep]);
    if let Some(root) = root {
        let dots = r
            .dots
            .map(|(first, last)| (first.saturating_sub(from), last.saturating_sub(from)));
        push_segments(&mut href, root, &path[from..], dots)?;
    }
    // The query and the fragment follow as written.
    let shift = |at: usize| href.len() + at - r.path_end;
    let pos = Positions {
        query_start: if keeps_query {
            b.query_start
        } else {
            r.query_start.map(shift)
        },
        fragment_start: r.fragment_start.map(shift),
        ..*b
    };
    href.push_str(&text[r.path_end..]);
    Some((href, pos))
}

/// Appends the `/`-separated `segments` of a reference's path to `href`,
/// which ends in `/`, removing `.` and `..` as the WHATWG path state does:
/// `..` drops the last segment (never the root, the `/` before `root`), and
/// a final `.` or `..` leaves the path ending in `/`. Only the segments that
/// start from `dots` (the offsets in `segments` of the first and the last
/// segment that may be dotted) are looked at; the others are appended as
/// written. `None` for a dotted segment written otherwise (`%2e`, `.%2E`),
/// which the full pipeline decides.
fn push_segments(
    href: &mut String,
    root: usize,
    segments: &str,
    dots: Option<(usize, usize)>,
) -> Option<()> {
    let Some((first, last)) = dots else {
        href.push_str(segments);
        return Some(());
    };
    href.push_str(&segments[..first]);
    let mut at = first;
    loop {
        if at > last {
            href.push_str(&segments[at..]);
            return Some(());
        }
        // Segments are short: a plain test a byte, not `memchr`.
        let end = segments.as_bytes()[at..]
            .iter()
            .position(|&b| b == b'/')
            .map_or(segments.len(), |n| at + n);
        let segment = &segments[at..end];
        let is_last = end == segments.len();
        if is_dots(segment) {
            if segment != ".." {
                return None;
            }
            // `href` ends in `/`: drop the segment before it.
            if href.len() > root {
                let end = last_slash(&href[root..href.len() - 1]).map_or(root, |at| root + at + 1);
                href.truncate(end);
            }
        } else if is_dot(segment) {
            if segment != "." {
                return None;
            }
        } else {
            debug_assert!(!is_dotted(segment));
            href.push_str(segment);
            if !is_last {
                href.push('/');
            }
        }
        if is_last {
            return Some(());
        }
        at = end + 1;
    }
}

#[cfg(test)]
mod tests;
