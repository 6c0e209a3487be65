//! Printing ("Printing"): normalise for printing, then write each component
//! with its sigil.
//!
//! ```text
//! scheme s ⟼ s:   authority a ⟼ //a   drive x ⟼ /x   path-root ⟼ /
//! dir d ⟼ d/      file f ⟼ f          query q ⟼ ?q   fragment f ⟼ #f
//! ```
//!
//! The printer writes what the model holds; it neither normalises nor
//! percent-encodes (that is [`crate::normalise`]'s job), except for the two
//! rewrites without which the URL could not be represented as a string at
//! all.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;
use core::fmt::{self, Write};

mod iri;
mod profile;

pub use iri::domain_to_display;
pub use profile::Profile;

use crate::chars::{is_alpha, is_scheme_char};
use crate::model::{Host, UrlRef};

/// Where [`write_url`] put each part of the URL-string, as byte offsets.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Positions {
    /// End of the scheme (the offset of its `:`).
    pub scheme_end: usize,
    /// Start of the username (after `//`); also the end of the `//`.
    pub username_start: usize,
    /// End of the username.
    pub username_end: usize,
    /// Start of the host.
    pub host_start: usize,
    /// End of the host.
    pub host_end: usize,
    /// The port number, if any.
    pub port: Option<u16>,
    /// Start of the path (drive, path-root, dirs and file), after any
    /// printing normalisation.
    pub path_start: usize,
    /// Start of the query's `?`, if any.
    pub query_start: Option<usize>,
    /// Start of the fragment's `#`, if any.
    pub fragment_start: Option<usize>,
}

impl Positions {
    /// Where the path ends in an href of `len` bytes: at the query's `?`,
    /// else the fragment's `#`, else the end.
    #[inline]
    pub(crate) fn path_end(&self, len: usize) -> usize {
        path_end(self.query_start, self.fragment_start, len)
    }
}

/// Where a path ends in an href of `len` bytes whose query's `?` and
/// fragment's `#` are where they are: at the `?`, else the `#`, else the
/// end. The one rule behind [`Positions::path_end`] and a `Url`'s.
#[inline(always)]
pub(crate) fn path_end(
    query_start: Option<usize>,
    fragment_start: Option<usize>,
    len: usize,
) -> usize {
    query_start.or(fragment_start).unwrap_or(len)
}

/// Whether a first segment would be read back as a scheme:
/// `alpha (alpha | digit | + | - | .)* : any*`.
pub(crate) fn is_scheme_like(value: &str) -> bool {
    let mut cs = value.chars();
    matches!(cs.next(), Some(c) if is_alpha(c)) && {
        let rest = cs.as_str();
        rest.find(|c: char| !is_scheme_char(c))
            .is_some_and(|i| rest[i..].starts_with(':'))
    }
}

/// Writes `url` as a URL-string, as it is (see
/// [`UrlRef::normalise_for_printing`]), and records where each part went.
pub(crate) fn write_url<W: Write>(
    url: &UrlRef<'_>,
    out: &mut Counting<W>,
    pos: &mut Positions,
) -> fmt::Result {
    if let Some(s) = &url.scheme {
        out.write_str(s)?;
        pos.scheme_end = out.len;
        out.write_str(":")?;
    }
    pos.username_start = out.len;
    pos.username_end = out.len;
    pos.host_start = out.len;
    pos.host_end = out.len;
    if let Some(a) = &url.authority {
        out.write_str("//")?;
        pos.username_start = out.len;
        pos.username_end = out.len;
        if let Some(u) = &a.userinfo {
            out.write_str(&u.username)?;
            pos.username_end = out.len;
            if let Some(p) = &u.password {
                out.write_str(":")?;
                out.write_str(p)?;
            }
            out.write_str("@")?;
        }
        pos.host_start = out.len;
        match &a.host {
            Host::Domain(h) | Host::Opaque(h) => out.write_str(h)?,
            Host::Empty => {}
            h => write!(out, "{h}")?,
        }
        pos.host_end = out.len;
        if let Some(p) = a.port {
            write!(out, ":{p}")?;
            pos.port = p.number();
        }
    }
    pos.path_start = out.len;
    if let Some(d) = url.drive {
        out.write_char('/')?;
        out.write_char(d.letter())?;
        out.write_char(d.separator())?;
    }
    if url.path_root {
        out.write_str("/")?;
    }
    for d in &url.dirs {
        if !d.is_empty() {
            out.write_str(d)?;
        }
        out.write_str("/")?;
    }
    if let Some(f) = &url.file {
        out.write_str(f)?;
    }
    if let Some(q) = &url.query {
        pos.query_start = Some(out.len);
        out.write_str("?")?;
        out.write_str(q)?;
    }
    if let Some(f) = &url.fragment {
        pos.fragment_start = Some(out.len);
        out.write_str("#")?;
        out.write_str(f)?;
    }
    Ok(())
}

impl<'a> UrlRef<'a> {
    /// "Normalise for printing": the rewrites without which the URL would
    /// print as a string that reads back as another URL.
    ///
    /// - Without an authority or a drive, an empty first dir would print as
    ///   `//`, the start of an authority: a `.` dir goes before it.
    /// - Otherwise, a first dir or file like `a:b` would print as a scheme:
    ///   its first `:` becomes `%3A`. A URL-string would have read the
    ///   scheme, so only a URL built from components, or one whose dotted
    ///   segments normalisation removed (`./a:b`), has one.
    ///
    /// Borrows when neither applies.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let u = UrlRef::parse("/.//foo").unwrap().normalise();
    /// assert_eq!(u.to_string(), "/.//foo");
    /// let mut u = UrlRef::parse("").unwrap();
    /// u.set_path("a:b").unwrap();
    /// assert_eq!(u.to_string(), "a%3Ab");
    /// assert_eq!(UrlRef::parse("./a:b").unwrap().normalise().to_string(), "a%3Ab");
    /// ```
    pub fn normalise_for_printing(&self) -> Cow<'_, UrlRef<'a>> {
        match self.print_rewrite() {
            None => Cow::Borrowed(self),
            Some(rewrite) => {
                let mut url = self.clone();
                url.apply(rewrite);
                Cow::Owned(url)
            }
        }
    }

    /// [`UrlRef::normalise_for_printing`], in place.
    pub(crate) fn normalise_for_printing_in_place(&mut self) {
        if let Some(rewrite) = self.print_rewrite() {
            self.apply(rewrite)
        }
    }

    fn print_rewrite(&self) -> Option<PrintRewrite> {
        if self.authority.is_none()
            && self.drive.is_none()
            && self.dirs.first().is_some_and(|d| d.is_empty())
        {
            return Some(PrintRewrite::DotBeforeEmptyDir);
        }
        let first_is_segment = self.scheme.is_none()
            && self.authority.is_none()
            && self.drive.is_none()
            && !self.path_root;
        let first = self.dirs.first().or(self.file.as_ref())?;
        (first_is_segment && is_scheme_like(first))
            .then(|| PrintRewrite::EscapeColon(first.find(':').unwrap_or(0)))
    }

    fn apply(&mut self, rewrite: PrintRewrite) {
        match rewrite {
            PrintRewrite::DotBeforeEmptyDir => self.dirs.insert(0, Cow::Borrowed(".")),
            PrintRewrite::EscapeColon(colon) => {
                let seg = match self.dirs.first_mut() {
                    Some(d) => d,
                    None => match self.file.as_mut() {
                        Some(f) => f,
                        None => return,
                    },
                };
                *seg = Cow::Owned(format!("{}%3A{}", &seg[..colon], &seg[colon + 1..]));
            }
        }
    }
}

/// One of the two rewrites of "Normalise for Printing".
#[derive(Debug, Clone, Copy)]
enum PrintRewrite {
    /// Insert `dir .` before an empty first dir.
    DotBeforeEmptyDir,
    /// Replace the `:` at this byte of the first segment by `%3A`.
    EscapeColon(usize),
}

/// A writer that counts the bytes written through it.
pub(crate) struct Counting<W> {
    pub inner: W,
    pub len: usize,
}

impl<W: Write> Write for Counting<W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.len += s.len();
        self.inner.write_str(s)
    }
}

/// Prints the URL-string of a URL, as "Printing" prescribes: normalise for
/// printing, then write each component with its sigil.
///
/// ```
/// use specurl::UrlRef;
/// assert_eq!(UrlRef::parse("HTTP://h/a/./b?q").unwrap().to_string(), "HTTP://h/a/./b?q");
/// ```
impl fmt::Display for UrlRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = Counting { inner: f, len: 0 };
        write_url(
            &self.normalise_for_printing(),
            &mut out,
            &mut Positions::default(),
        )
    }
}
#[cfg(test)]
mod tests;
