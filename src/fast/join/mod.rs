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
//! Whether a part is normal is the absolute fast path's rule
//! ([`super::normal_tail`] and [`super::normal_with`]), written once; the
//! only step this module adds is the removal of the segments `.` and `..`,
//! on the segment list that the WHATWG path state keeps. The path's root
//! is its first `/`, or, for a file base whose path starts with a Windows
//! drive letter (`/C:/`), the `/` after the drive: the URL Standard's
//! shorten-path rule never pops that drive, and an absolute path keeps it.
//! Anything else (a scheme, a backslash, a percent-encoded dot, a generic
//! base, a file base whose drive is not followed by `/`, a reference to
//! another host from a file base, a reference with a segment that is a
//! drive letter, one that needs encoding) returns `None`, and the full
//! pipeline decides it. A test and a fuzz target compare the two.

#[allow(unused_imports)]
use crate::prelude::*;

use super::{normal_href_with, normal_tail, normal_with};
use crate::grammar::tokens::UrlTokens;
use crate::grammar::{is_dot, is_dots, is_dotted};
use crate::grammar::{Mode, Text};
use crate::model::Drive;
use crate::print::Positions;

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
        self.pos
            .query_start
            .or(self.pos.fragment_start)
            .unwrap_or(self.href.len())
    }

    /// Where the path's root ends: after its first `/`, or after the `/`
    /// that follows a file path's drive (`/C:/`), which `..` never pops
    /// and an absolute path keeps. `None` for a path without a root, and
    /// for a drive written otherwise (`/C:` at the end, `/C|`), whose
    /// rules the full pipeline keeps.
    fn root_end(&self) -> Option<usize> {
        let start = self.pos.path_start;
        match self.href.as_bytes()[start..self.path_end()] {
            [b'/', letter, sep @ (b':' | b'|'), ref rest @ ..]
                if self.mode == Mode::File && letter.is_ascii_alphabetic() =>
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
    path.split('/').any(|s| Drive::of_segment(s).is_some())
}

/// The href and positions of the reference `text` (preprocessed, read in
/// web mode into the tokens `t`) resolved against `base`, when the
/// reference has no scheme and its parts are already normal; `None` when
/// the full pipeline must decide.
pub(crate) fn normal_join<I: Text>(
    base: &ParsedBase<'_>,
    text: &str,
    t: &UrlTokens<I>,
) -> Option<(String, Positions)> {
    if t.mode != base.mode || t.scheme.is_some() || t.drive.is_some() {
        return None;
    }
    if t.authority.is_some() {
        if base.mode != Mode::Web {
            // A file host is processed (`localhost` is dropped).
            return None;
        }
        // `//host…`: the absolute fast path, with the base's scheme.
        let n = normal_with(text, t, Some(base.scheme()))?;
        return normal_href_with(base.scheme(), text, n);
    }
    let tail = normal_tail(text, t, 0)?;
    if tail.backslash {
        return None;
    }
    let b = &base.pos;
    let path = &text[..tail.path_end];
    if base.mode == Mode::File && has_drive_segment(path) {
        return None;
    }
    let mut href = String::with_capacity(base.href.len() + text.len());
    // A reference with a path or a query replaces the base's query; one
    // with neither (`#f`, or nothing) keeps it.
    let keeps_query = t.path_root.is_none() && path.is_empty() && t.query.is_none();
    if t.path_root.is_some() || !path.is_empty() {
        // The path is replaced, or merged with the base's dirs; the root
        // (with a file path's drive) stays.
        let root = base.root_end()?;
        let (keep, segments) = match path.strip_prefix('/') {
            Some(rooted) if t.path_root.is_some() => (root, rooted),
            _ => {
                let dirs = &base.href[root..base.path_end()];
                (root + dirs.rfind('/').map_or(0, |at| at + 1), path)
            }
        };
        href.push_str(&base.href[..keep]);
        push_segments(&mut href, root, segments, tail.dotted)?;
    } else if keeps_query {
        href.push_str(&base.href[..b.fragment_start.unwrap_or(base.href.len())]);
    } else {
        href.push_str(&base.href[..base.path_end()]);
    }
    // The query and the fragment follow as written.
    let shift = |at: usize| href.len() + at - tail.path_end;
    let pos = Positions {
        query_start: if keeps_query {
            b.query_start
        } else {
            tail.query_start.map(shift)
        },
        fragment_start: tail.fragment_start.map(shift),
        ..*b
    };
    href.push_str(&text[tail.path_end..]);
    Some((href, pos))
}

/// Appends the `/`-separated `segments` of a reference's path to `href`,
/// which ends in `/`, removing `.` and `..` as the WHATWG path state does:
/// `..` drops the last segment (never the root, the `/` before `root`), and
/// a final `.` or `..` leaves the path ending in `/`. `None` for a dotted
/// segment written otherwise (`%2e`, `.%2E`), which the full pipeline
/// decides.
fn push_segments(href: &mut String, root: usize, segments: &str, dotted: bool) -> Option<()> {
    if !dotted {
        href.push_str(segments);
        return Some(());
    }
    let mut rest = segments.split('/').peekable();
    while let Some(segment) = rest.next() {
        let last = rest.peek().is_none();
        if is_dots(segment) {
            if segment != ".." {
                return None;
            }
            // `href` ends in `/`: drop the segment before it.
            if href.len() > root {
                let end = href[root..href.len() - 1]
                    .rfind('/')
                    .map_or(root, |at| root + at + 1);
                href.truncate(end);
            }
        } else if is_dot(segment) {
            if segment != "." {
                return None;
            }
        } else {
            debug_assert!(!is_dotted(segment));
            href.push_str(segment);
            if !last {
                href.push('/');
            }
        }
    }
    Some(())
}
