//! The fast path of [`crate::Url::join`]: a reference whose parts are
//! already normal, against a web base.
//!
//! Most links on a page are written the way they resolve: `a/b`, `../c`,
//! `./d?q`, `/x/y`, `?q`, `#f`, `//host/path`. Against a parsed web base
//! (an `http`, `https`, `ws` or `wss` URL, which always has a host and a
//! path that starts with `/`), such a reference keeps the base's href up to
//! one of its parts and replaces the rest by its own text:
//!
//! | reference | keeps of the base | then |
//! |---|---|---|
//! | `//host/path` | the scheme and `:` | the reference |
//! | `/x/y` | up to the path | the reference's path, dots removed |
//! | `a/b`, `../c` | up to the last `/` of the path | the reference's path, dots removed |
//! | `?q` | up to the query | the reference |
//! | `#f`, the empty reference | up to the fragment | the reference |
//!
//! Whether a part is normal is the absolute fast path's rule
//! ([`super::normal_tail`] and [`super::normal_with`]), written once; the
//! only step this module adds is the removal of the segments `.` and `..`,
//! on the segment list that the WHATWG path state keeps, for a base whose
//! scheme is special and not `file` (so with no drive letter to keep).
//! Anything else (a scheme, a backslash, a percent-encoded dot, a file or
//! generic base, a reference that needs encoding) returns `None`, and the
//! full pipeline decides it. A test and a fuzz target compare the two.

#[allow(unused_imports)]
use crate::prelude::*;

use super::{normal_href_with, normal_tail, normal_with};
use crate::grammar::tokens::UrlTokens;
use crate::grammar::{is_dot, is_dots, is_dotted};
use crate::grammar::{Mode, Text};
use crate::print::Positions;

/// A parsed web URL as a base: its href and where its parts are.
pub(crate) struct WebBase<'b> {
    /// The href.
    pub(crate) href: &'b str,
    /// Where the href's parts are.
    pub(crate) pos: Positions,
}

impl WebBase<'_> {
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
}

/// The href and positions of the reference `text` (preprocessed, read in
/// web mode into the tokens `t`) resolved against `base`, when the
/// reference has no scheme and its parts are already normal; `None` when
/// the full pipeline must decide.
pub(crate) fn normal_join<I: Text>(
    base: &WebBase<'_>,
    text: &str,
    t: &UrlTokens<I>,
) -> Option<(String, Positions)> {
    if t.mode != Mode::Web || t.scheme.is_some() || t.drive.is_some() {
        return None;
    }
    if t.authority.is_some() {
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
    let mut href = String::with_capacity(base.href.len() + text.len());
    // A reference with a path or a query replaces the base's query; one
    // with neither (`#f`, or nothing) keeps it.
    let keeps_query = t.path_root.is_none() && path.is_empty() && t.query.is_none();
    if t.path_root.is_some() || !path.is_empty() {
        // The path is replaced, or merged with the base's dirs; the root,
        // the `/` at the base's path start, stays.
        let (keep, segments) = match path.strip_prefix('/') {
            Some(rooted) if t.path_root.is_some() => (b.path_start + 1, rooted),
            _ => {
                let dirs = &base.href[b.path_start..base.path_end()];
                (b.path_start + dirs.rfind('/')? + 1, path)
            }
        };
        href.push_str(&base.href[..keep]);
        push_segments(&mut href, b.path_start + 1, segments, tail.dotted)?;
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
