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

use std::fmt::{self, Write};

use crate::chars::{is_alpha, is_scheme_char};
use crate::model::UrlRef;

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

/// Whether a first segment would be read back as a scheme:
/// `alpha (alpha | digit | + | - | .)* : any*`.
fn is_scheme_like(value: &str) -> bool {
    let mut cs = value.chars();
    matches!(cs.next(), Some(c) if is_alpha(c)) && {
        let rest = cs.as_str();
        rest.find(|c: char| !is_scheme_char(c))
            .is_some_and(|i| rest[i..].starts_with(':'))
    }
}

/// Writes `url` as an URL-string, after the normalisation for printing, and
/// records where each part went.
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
                write!(out, ":{p}")?;
            }
            out.write_str("@")?;
        }
        pos.host_start = out.len;
        if let Some(h) = &a.host {
            write!(out, "{h}")?;
        }
        pos.host_end = out.len;
        if let Some(p) = a.port {
            write!(out, ":{p}")?;
            pos.port = p.number();
        }
    }
    pos.path_start = out.len;
    if let Some(d) = url.drive {
        write!(out, "/{d}")?;
    }
    if url.path_root {
        out.write_str("/")?;
    }
    // Normalise for printing: a leading empty dir would read as `//`, and a
    // first segment like `a:b` as a scheme.
    let first_segment_leads =
        url.scheme.is_none() && url.authority.is_none() && url.drive.is_none() && !url.path_root;
    let mut dirs = url.dirs.iter();
    if url.authority.is_none()
        && url.drive.is_none()
        && url.dirs.first().is_some_and(|d| d.is_empty())
    {
        out.write_str("./")?;
    } else if first_segment_leads {
        let first = url.dirs.first().or(url.file.as_ref());
        if let Some(seg) = first.filter(|s| is_scheme_like(s)) {
            let colon = seg.find(':').unwrap_or(seg.len());
            write!(out, "{}%3A{}", &seg[..colon], &seg[colon + 1..])?;
            if url.dirs.is_empty() {
                return write_tail(url, out, pos, false);
            }
            out.write_str("/")?;
            dirs.next();
        }
    }
    for d in dirs {
        out.write_str(d)?;
        out.write_str("/")?;
    }
    write_tail(url, out, pos, true)
}

fn write_tail<W: Write>(
    url: &UrlRef<'_>,
    out: &mut Counting<W>,
    pos: &mut Positions,
    file: bool,
) -> fmt::Result {
    if let Some(f) = url.file.as_ref().filter(|_| file) {
        out.write_str(f)?;
    }
    if let Some(q) = &url.query {
        pos.query_start = Some(out.len);
        write!(out, "?{q}")?;
    }
    if let Some(f) = &url.fragment {
        pos.fragment_start = Some(out.len);
        write!(out, "#{f}")?;
    }
    Ok(())
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

/// Prints the URL-string of an URL, as "Printing" prescribes.
///
/// ```
/// use specurl::UrlRef;
/// assert_eq!(UrlRef::parse("HTTP://h/a/./b?q").unwrap().to_string(), "HTTP://h/a/./b?q");
/// ```
impl fmt::Display for UrlRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = Counting { inner: f, len: 0 };
        write_url(self, &mut out, &mut Positions::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scheme_like() {
        assert!(is_scheme_like("a:b"));
        assert!(is_scheme_like("a+-.:"));
        assert!(!is_scheme_like("1:b"));
        assert!(!is_scheme_like("a/b:c"));
        assert!(!is_scheme_like("ab"));
    }
}
