//! A URL built from its typed components, each checked by the grammar's
//! production for it: the URL Specification's URL as a sequence of
//! components, written by hand.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;
use core::fmt;

use super::{Authority, Drive, Order, UrlRef};
use crate::grammar::{self, ErrorKind, Mode, Rule, Span};
use crate::span::SourceSpan;

/// The production that reads a component of type `order`.
fn rule(order: Order) -> Rule {
    match order {
        Order::Scheme => Rule::Scheme,
        Order::Authority => Rule::Authority,
        Order::Drive => Rule::Drive,
        Order::PathRoot => Rule::PathRoot,
        Order::Dir => Rule::Dir,
        Order::File => Rule::File,
        Order::Query => Rule::Query,
        Order::Fragment => Rule::Fragment,
    }
}

/// A component value that its production does not read whole: which
/// component (its type, as [`Order`] names the types, and which dir,
/// counted from 0), why, and the span of the value where the production
/// stopped.
///
/// ```
/// use specurl::Order;
/// use specurl::UrlRef;
/// let e = UrlRef::builder().scheme("http").dir("a/b").build().unwrap_err();
/// assert_eq!((e.component(), e.index(), e.span().range()), (Order::Dir, 0, 1..3));
/// assert_eq!(e.to_string(), "dir 0: expected the end of the dir at 1..3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuildError {
    component: Order,
    index: usize,
    kind: ErrorKind,
    span: SourceSpan,
}

impl BuildError {
    /// The component whose value was refused.
    pub fn component(&self) -> Order {
        self.component
    }

    /// Which of the dirs, counted from 0; 0 for the other components.
    pub fn index(&self) -> usize {
        self.index
    }

    /// Why the production refused the value.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Where in the component's value the production stopped: from there
    /// to the end when the value goes on after the production.
    pub fn span(&self) -> SourceSpan {
        self.span
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let span = self.span;
        if self.component == Order::Dir {
            write!(f, "dir {}: ", self.index)?;
        } else {
            write!(f, "{}: ", self.component)?;
        }
        match self.kind {
            ErrorKind::Expected(expected) if expected == rule(self.component) => {
                write!(f, "expected the end of the {} at {span}", self.component)
            }
            kind => write!(f, "{kind} at {span}"),
        }
    }
}

impl core::error::Error for BuildError {}

/// Builds a [`UrlRef`] from its components ([`UrlRef::builder`]); each
/// value is a component as written (percent-encoded or not, not
/// normalised), checked by the grammar's production for it in the mode
/// of the scheme (generic without one) when [`Builder::build`] runs.
///
/// ```
/// use specurl::{Drive, UrlRef};
/// let url = UrlRef::builder()
///     .scheme("file")
///     .authority("")
///     .drive(Drive::new('c', ':').unwrap())
///     .path_root()
///     .dir("Program Files")
///     .file("x.exe")
///     .query("q")
///     .build()
///     .unwrap();
/// assert_eq!(url.to_string(), "file:///c:/Program Files/x.exe?q");
/// // A relative reference: no scheme, no authority.
/// let r = UrlRef::builder().dir("..").file("a").fragment("f").build().unwrap();
/// assert_eq!(r.to_string(), "../a#f");
/// ```
#[derive(Debug, Clone, Default)]
pub struct Builder<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    drive: Option<Drive>,
    path_root: bool,
    dirs: Vec<&'a str>,
    file: Option<&'a str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl<'a> Builder<'a> {
    /// The scheme, without its `:`.
    pub fn scheme(mut self, scheme: &'a str) -> Self {
        self.scheme = Some(scheme);
        self
    }

    /// The authority, without its `//`: `userinfo@host:port`, each part
    /// but the host optional; empty for the empty authority of `file:///`.
    pub fn authority(mut self, authority: &'a str) -> Self {
        self.authority = Some(authority);
        self
    }

    /// The drive of a file URL.
    pub fn drive(mut self, drive: Drive) -> Self {
        self.drive = Some(drive);
        self
    }

    /// A path-root. A path after an authority or a drive has one whether
    /// it is asked for or not (the path-root constraint).
    pub fn path_root(mut self) -> Self {
        self.path_root = true;
        self
    }

    /// One more dir, without its `/`.
    pub fn dir(mut self, dir: &'a str) -> Self {
        self.dirs.push(dir);
        self
    }

    /// The file: the last segment, nonempty.
    pub fn file(mut self, file: &'a str) -> Self {
        self.file = Some(file);
        self
    }

    /// The query, without its `?`.
    pub fn query(mut self, query: &'a str) -> Self {
        self.query = Some(query);
        self
    }

    /// The fragment, without its `#`.
    pub fn fragment(mut self, fragment: &'a str) -> Self {
        self.fragment = Some(fragment);
        self
    }

    /// The URL, once every component is read whole by its production.
    ///
    /// ```
    /// use specurl::Order;
    /// use specurl::UrlRef;
    /// let e = UrlRef::builder().scheme("http").authority("h:8x").build().unwrap_err();
    /// assert_eq!((e.component(), e.span().range()), (Order::Authority, 3..4));
    /// let e = UrlRef::builder().query("a#b").build().unwrap_err();
    /// assert_eq!((e.component(), e.span().range()), (Order::Query, 1..3));
    /// ```
    pub fn build(self) -> Result<UrlRef<'a>, BuildError> {
        let mode = self.scheme.map_or(Mode::Generic, Mode::of_scheme);
        let scheme = match self.scheme {
            Some(s) => Some(whole(Order::Scheme, 0, s, |i| grammar::scheme(mode, i))?),
            None => None,
        };
        let authority = match self.authority {
            Some(a) => {
                let tokens = whole(Order::Authority, 0, a, |i| grammar::authority(mode, i))?;
                Some(Authority::from_tokens(&tokens))
            }
            None => None,
        };
        let mut dirs = Vec::with_capacity(self.dirs.len());
        for (k, d) in self.dirs.iter().enumerate() {
            dirs.push(whole(Order::Dir, k, d, |i| grammar::dir(mode, i))?);
        }
        let file = match self.file {
            Some(f) => Some(whole(Order::File, 0, f, |i| grammar::file(mode, i))?),
            None => None,
        };
        let query = match self.query {
            Some(q) => Some(whole(Order::Query, 0, q, |i| grammar::query(mode, i))?),
            None => None,
        };
        let fragment = match self.fragment {
            Some(f) => Some(whole(Order::Fragment, 0, f, |i| {
                grammar::fragment(mode, i)
            })?),
            None => None,
        };
        let text = |s: Span<'a>| Cow::Borrowed(*s.fragment());
        let mut url = UrlRef {
            scheme: scheme.map(text),
            authority,
            drive: self.drive,
            path_root: self.path_root,
            dirs: dirs.into_iter().map(text).collect(),
            file: file.map(text),
            query: query.map(text),
            fragment: fragment.map(text),
        };
        url.restore_path_root();
        Ok(url)
    }
}

impl<'a> UrlRef<'a> {
    /// A builder of a URL or relative reference from its components.
    ///
    /// Together with the getters it takes any URL apart and back:
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let url = UrlRef::parse("http://u@h:8/a/b/c?q#f").unwrap();
    /// let authority = url.authority().map(|a| a.to_string());
    /// let mut b = UrlRef::builder();
    /// if let Some(s) = url.scheme() { b = b.scheme(s); }
    /// if let Some(a) = authority.as_deref() { b = b.authority(a); }
    /// for d in url.dirs() { b = b.dir(d); }
    /// if let Some(f) = url.file() { b = b.file(f); }
    /// if let Some(q) = url.query() { b = b.query(q); }
    /// if let Some(f) = url.fragment() { b = b.fragment(f); }
    /// if url.has_path_root() { b = b.path_root(); }
    /// assert_eq!(b.build().unwrap(), url);
    /// ```
    pub fn builder() -> Builder<'a> {
        Builder::default()
    }
}

/// Runs `production` over all of `value`, a component of type `component`
/// (the `index`th dir for a dir).
fn whole<'a, T>(
    component: Order,
    index: usize,
    value: &'a str,
    production: impl FnOnce(Span<'a>) -> grammar::IResult<Span<'a>, T>,
) -> Result<T, BuildError> {
    super::whole::whole(value, rule(component), production).map_err(|(kind, mut range)| {
        // An error at a place points at the character there.
        if range.is_empty() {
            range.end += value[range.start..]
                .chars()
                .next()
                .map_or(0, char::len_utf8);
        }
        BuildError {
            component,
            index,
            kind,
            span: SourceSpan::of(value, range),
        }
    })
}
