//! Relative references from a base: the inverse of "Reference Resolution".
//!
//! `rebase` takes a reference and a base to a URL; [`UrlRef::relative_to`]
//! goes back, from a URL and a base to the shortest reference that rebases
//! to it. The law it keeps, for every pair where `self` has a scheme:
//!
//! ```text
//! (self.relative_to(base) onto base) normalised  =  self normalised
//! ```
//!
//! and [`crate::Url::relative_to`] keeps the same law through
//! [`crate::Url::parse`] with the base's href.
//!
//! The candidates are the reference forms of RFC 3986, from the shortest
//! order to the longest — the empty reference, `#fragment`, `?query`, a
//! path relative to the base's directory (`../`s, then the remaining
//! segments), a path from the path-root or drive, a network path (`//`) and
//! the URL itself — each built in one pass, and each also in a shorter
//! spelling where there is one (`..` for `../`, `//h` for `//h/`). Each is checked against the law
//! and the shortest that holds is the answer; the URL itself always holds,
//! so there is always an answer. The check, not the construction, is what
//! makes the answer right on the edges where resolution and normalisation
//! interact (a base whose last segment is `..`, a drive letter that a file
//! base reads, an opaque path that only takes a fragment); the constant
//! number of candidates keeps it linear.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use crate::grammar::Mode;
use crate::model::{Drive, Order, UrlRef};
use crate::print::is_scheme_like;

impl UrlRef<'_> {
    /// The shortest reference `r` such that `r.rebase(base).normalise()`
    /// equals `self.normalise()`.
    ///
    /// When `self` has a scheme, such a reference always exists (the URL
    /// itself, normalised, is one). Without a scheme, a base may add
    /// components no reference can remove (`x` from the base `//h/`); the
    /// answer is then `self` normalised, which rebases to something else.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let base = UrlRef::parse("http://h/a/b/c?q").unwrap();
    /// let rel = |s| UrlRef::parse(s).unwrap().relative_to(&base).to_string();
    /// assert_eq!(rel("http://h/a/b/c?q#f"), "#f");
    /// assert_eq!(rel("http://h/a/b/c?r"), "?r");
    /// assert_eq!(rel("http://h/a/b/c"), "c");
    /// assert_eq!(rel("http://h/a/b/"), ".");
    /// assert_eq!(rel("http://h/a/x:y"), "../x:y");
    /// assert_eq!(rel("http://h/b/x"), "/b/x");
    /// assert_eq!(rel("http://g/a/b/c"), "//g/a/b/c");
    /// assert_eq!(rel("https://h/a/b/c"), "https://h/a/b/c");
    /// ```
    pub fn relative_to(&self, base: &UrlRef<'_>) -> UrlRef<'static> {
        let target = self.normalise().into_owned();
        let base = base.clone().into_owned();
        let holds = |r: &UrlRef<'static>| r.rebase(&base).normalise() == target;
        shortest(&target, &base.normalise(), &base, holds)
    }
}

/// The shortest candidate reference from `base` to `target` that `holds`,
/// or `target` itself. `normal_base` is the base normalised (to find the
/// shared prefix); `base` is the base as given, whose directory is the one
/// a path reference is resolved in.
pub(crate) fn shortest(
    target: &UrlRef<'static>,
    normal_base: &UrlRef<'_>,
    base: &UrlRef<'_>,
    holds: impl Fn(&UrlRef<'static>) -> bool,
) -> UrlRef<'static> {
    let mut best: Option<(usize, UrlRef<'static>)> = None;
    for candidate in candidates(target, normal_base, base) {
        let len = candidate.to_string().len();
        if best.as_ref().is_some_and(|(l, _)| *l <= len) {
            continue;
        }
        if holds(&candidate) {
            best = Some((len, candidate));
        }
    }
    best.map_or_else(|| target.clone(), |(_, r)| r)
}

/// The reference forms from `base` to `target`, each at most once and each
/// built in time linear in the two URLs.
fn candidates(
    target: &UrlRef<'static>,
    normal_base: &UrlRef<'_>,
    base: &UrlRef<'_>,
) -> Vec<UrlRef<'static>> {
    let mut out = Vec::with_capacity(7);
    // Both are normal: their schemes are lowercase.
    if target.scheme == normal_base.scheme {
        if target.authority == normal_base.authority {
            out.push(UrlRef::empty());
            if target.fragment.is_some() {
                out.push(UrlRef {
                    fragment: target.fragment.clone(),
                    ..UrlRef::empty()
                });
            }
            if target.query.is_some() {
                out.push(UrlRef {
                    query: target.query.clone(),
                    fragment: target.fragment.clone(),
                    ..UrlRef::empty()
                });
            }
            if target.drive == normal_base.drive {
                out.push(path_relative(target, base));
                if target.path_root {
                    // A file base keeps its drive under `/`.
                    out.push(target.upto_from(Order::PathRoot));
                }
            }
            if target.drive.is_some() {
                out.push(target.upto_from(Order::Drive));
            }
        }
        if target.authority.is_some() {
            out.push(target.upto_from(Order::Authority));
        }
    }
    out.push(target.clone());
    let shorter: Vec<UrlRef<'static>> = out.iter().filter_map(shorter_spelling).collect();
    out.extend(shorter);
    out
}

/// A shorter spelling of a candidate, which resolution may read alike: a
/// last `./` or `../` as the file `.` or `..` (which normalisation reads as
/// a dir), and a path-root alone dropped (which forcing a web or file URL
/// puts back). Whether it does read alike, the law decides.
fn shorter_spelling(candidate: &UrlRef<'static>) -> Option<UrlRef<'static>> {
    let mut r = candidate.clone();
    let last_dotted = r.file.is_none() && r.dirs.last().is_some_and(|d| d == "." || d == "..");
    if last_dotted {
        r.file = r.dirs.pop();
        return Some(r);
    }
    let root_alone = r.path_root && r.drive.is_none() && r.dirs.is_empty() && r.file.is_none();
    if root_alone && r.authority.is_some() {
        r.path_root = false;
        return Some(r);
    }
    None
}

impl UrlRef<'static> {
    /// The components of type `order` and later: the reference that starts
    /// at `order`.
    fn upto_from(&self, order: Order) -> UrlRef<'static> {
        let mut r = self.clone();
        if order > Order::Scheme {
            r.scheme = None;
        }
        if order > Order::Authority {
            r.authority = None;
        }
        if order > Order::Drive {
            r.drive = None;
        }
        r
    }
}

/// The reference that climbs from the base's directory to the one the
/// target shares with it, then descends: `../` once per base dir past the
/// shared prefix, then the target's remaining dirs, file, query and
/// fragment.
fn path_relative(target: &UrlRef<'static>, base: &UrlRef<'_>) -> UrlRef<'static> {
    // The directory a path reference resolves in is the base's dirs, with
    // its file dropped; normalised, so that a trailing `..` has its effect.
    let dir = base.upto(Order::File).normalise();
    let shared = target
        .dirs
        .iter()
        .zip(dir.dirs.iter())
        .take_while(|(t, b)| t == b)
        .count();
    let mut dirs: Vec<Cow<'static, str>> = Vec::new();
    dirs.resize(dir.dirs.len() - shared, Cow::Borrowed(".."));
    dirs.extend(target.dirs[shared..].iter().cloned());
    let first = dirs.first().or(target.file.as_ref());
    let mode = target.mode(base.mode(Mode::Generic));
    let needs_dot = match first {
        // Without a dir or a file the reference would keep the base's file:
        // `./` names the directory.
        None => true,
        // `a:b` would read as a scheme, and `c:` as a drive in a file base.
        Some(first) => is_scheme_like(first) || (mode == Mode::File && is_drive_like(first)),
    };
    if needs_dot {
        dirs.insert(0, Cow::Borrowed("."));
    }
    UrlRef {
        dirs,
        file: target.file.clone(),
        query: target.query.clone(),
        fragment: target.fragment.clone(),
        ..UrlRef::empty()
    }
}

/// `alpha (: | |)`, alone: a segment that file mode reads as a drive.
fn is_drive_like(segment: &str) -> bool {
    Drive::of_segment(segment).is_some()
}
