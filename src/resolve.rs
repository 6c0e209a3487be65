//! Reference resolution ("Reference Resolution"): `rebase`, `force`, and
//! the strict, legacy and WHATWG resolutions built from them.
//!
//! These operations work on the model only: they never see a URL-string,
//! and they do not normalise.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;
use core::fmt;

use crate::grammar::{self, Mode, Text};
use crate::host;
pub(crate) use crate::model::ResolveErrorKind;
use crate::model::{Authority, Host, UrlRef};
use crate::span::SourceSpan;
use crate::Order;

/// A failed resolution: its kind and, when the failure concerns a part of
/// the URL that was being forced (a host, or the segment read as an
/// authority), that part's text and the span in it that failed.
///
/// The model keeps no positions in a string, so the place is given as it
/// is for a [`HostError`](crate::host::HostError) or a URL pattern's
/// error: a [`SourceSpan`] of the text the error carries. A parse places
/// it again in the caller's string ([`crate::ParseError::span`]).
///
/// ```
/// use specurl::{grammar::ErrorKind, ResolveErrorKind, UrlRef};
/// // Forcing takes the first segment as the authority: `a:b` has a bad port.
/// let e = UrlRef::parse("http:a:b/x").unwrap().force().unwrap_err();
/// assert_eq!(e.kind, ResolveErrorKind::InvalidAuthority(ErrorKind::InvalidPort));
/// assert_eq!(e.text.as_deref(), Some("a:b"));
/// assert_eq!(e.found(), Some("a:b"));
/// assert_eq!(
///     e.to_string(),
///     r#"invalid authority: a port consists of decimal digits only ("a:b")"#
/// );
/// // A host error: the span of the host that host processing refused.
/// let e = UrlRef::parse("http://exa%00mple/").unwrap().force().unwrap_err();
/// assert_eq!(e.text.as_deref(), Some("exa%00mple"));
/// assert_eq!((e.span.unwrap().range(), e.found()), (3..6, Some("%00")));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ResolveError {
    /// What failed.
    pub kind: ResolveErrorKind,
    /// Where the failure is, in [`ResolveError::text`].
    pub span: Option<SourceSpan>,
    /// The text the failure is about, when it has one, copied from the URL
    /// that was forced: the host of its authority, or the segment read as
    /// an authority (also for a failure of that segment's host).
    pub text: Option<String>,
}

impl ResolveError {
    fn new(kind: ResolveErrorKind) -> Self {
        ResolveError {
            kind,
            span: None,
            text: None,
        }
    }

    /// A failure about `span` of `text`, all of it when `span` is `None`.
    fn in_text(kind: ResolveErrorKind, text: &str, span: Option<SourceSpan>) -> Self {
        ResolveError {
            kind,
            span: Some(span.unwrap_or_else(|| SourceSpan::of(text, 0..text.len()))),
            text: Some(text.to_string()),
        }
    }

    /// The same failure about `outer`, in which its text starts at `at`.
    fn shifted_into(self, outer: &str, at: usize) -> Self {
        let range = self.span.map_or(0..0, |s| s.range());
        let range = at + range.start..at + range.end;
        ResolveError {
            span: Some(SourceSpan::of(outer, range)),
            text: Some(outer.to_string()),
            ..self
        }
    }

    /// The part of [`ResolveError::text`] that [`ResolveError::span`]
    /// marks: what was found where the failure is.
    pub fn found(&self) -> Option<&str> {
        self.text.as_deref()?.get(self.span?.range())
    }
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)?;
        if let Some(found) = self.found() {
            write!(f, " ({found:?})")?;
        }
        Ok(())
    }
}

impl core::error::Error for ResolveError {}

impl<'a> UrlRef<'a> {
    /// `url onto base`: the shortest URL that has `base upto (ord url)` as
    /// a prefix and `url` as a postfix, with a path-root added where the
    /// path-root constraint asks for one.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let base = UrlRef::parse("/a/c/d").unwrap();
    /// let r = UrlRef::parse("../b?x").unwrap().rebase(&base);
    /// assert_eq!(r.to_string(), "/a/c/../b?x");
    /// assert_eq!(r.normalise().to_string(), "/a/b?x");
    /// ```
    pub fn rebase(&self, base: &UrlRef<'a>) -> UrlRef<'a> {
        let mut r = self.clone();
        r.make_onto(base);
        r
    }

    /// [`UrlRef::rebase`] in place: `base upto (order url)` followed by
    /// the reference's own components. The URL is large and every move of
    /// it a copy, so the reference takes the base's components it lacks
    /// instead of moving into a copy of the base.
    pub(crate) fn make_onto(&mut self, base: &UrlRef<'a>) {
        let order = self.order();
        let below = |o: Order| o < order;
        if self.scheme.is_none() && below(Order::Scheme) {
            self.scheme.clone_from(&base.scheme);
        }
        if self.authority.is_none() && below(Order::Authority) {
            self.authority.clone_from(&base.authority);
        }
        if self.drive.is_none() && below(Order::Drive) {
            self.drive = base.drive;
        }
        self.path_root |= base.path_root && below(Order::PathRoot);
        if Order::Dir <= order && !base.dirs.is_empty() {
            self.dirs.splice(0..0, base.dirs.iter().cloned());
        }
        if self.file.is_none() && below(Order::File) {
            self.file.clone_from(&base.file);
        }
        if self.query.is_none() && below(Order::Query) {
            self.query.clone_from(&base.query);
        }
        if self.fragment.is_none() && below(Order::Fragment) {
            self.fragment.clone_from(&base.fragment);
        }
        self.restore_path_root();
    }

    /// `strict-resolve url base`: `url onto base` if either has a scheme.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let base = UrlRef::parse("http://a/b/c/d;p?q").unwrap();
    /// let r = UrlRef::parse("g;x?y#s").unwrap().strict_resolve(&base).unwrap();
    /// assert_eq!(r.to_string(), "http://a/b/c/g;x?y#s");
    /// assert!(UrlRef::parse("g").unwrap().strict_resolve(&UrlRef::parse("/a").unwrap()).is_err());
    /// ```
    pub fn strict_resolve(&self, base: &UrlRef<'a>) -> Result<UrlRef<'a>, ResolveError> {
        let mut r = self.clone();
        r.make_strict_onto(base)?;
        Ok(r)
    }

    fn make_strict_onto(&mut self, base: &UrlRef<'a>) -> Result<(), ResolveError> {
        if self.scheme.is_some() || base.scheme.is_some() {
            self.make_onto(base);
            Ok(())
        } else {
            Err(ResolveError::new(ResolveErrorKind::NoScheme))
        }
    }

    /// `legacy-resolve url base`: strict resolution, after dropping the
    /// reference's scheme when it equals the base's (case-insensitively).
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let base = UrlRef::parse("http://a/b/c/d;p?q").unwrap();
    /// let r = UrlRef::parse("http:g").unwrap().legacy_resolve(&base).unwrap();
    /// assert_eq!(r.to_string(), "http://a/b/c/g");
    /// ```
    pub fn legacy_resolve(&self, base: &UrlRef<'a>) -> Result<UrlRef<'a>, ResolveError> {
        let mut r = self.clone();
        r.make_legacy_onto(base)?;
        Ok(r)
    }

    fn make_legacy_onto(&mut self, base: &UrlRef<'a>) -> Result<(), ResolveError> {
        if let (Some(s), Some(b)) = (&self.scheme, &base.scheme) {
            if s.eq_ignore_ascii_case(b) {
                self.scheme = None;
            }
        }
        self.make_strict_onto(base)
    }

    /// The WHATWG resolution of `url` onto `base` (the empty URL when
    /// `None`): `force (legacy-resolve url base)` for web and file URLs,
    /// `strict-resolve` for others when the reference starts with a scheme
    /// or a fragment or the base has an authority or a path-root.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let base = UrlRef::parse("http://h/a/b").unwrap();
    /// let r = UrlRef::parse("http:/x").unwrap().resolve(Some(&base)).unwrap();
    /// assert_eq!(r.to_string(), "http://h/x");
    /// let r = UrlRef::parse("http:/x").unwrap().resolve(None).unwrap();
    /// assert_eq!(r.to_string(), "http://x/");
    /// ```
    pub fn resolve(&self, base: Option<&UrlRef<'a>>) -> Result<UrlRef<'a>, ResolveError> {
        self.clone().whatwg_onto(base)
    }

    /// [`UrlRef::resolve`], consuming the reference.
    pub(crate) fn whatwg_onto(
        mut self,
        base: Option<&UrlRef<'a>>,
    ) -> Result<UrlRef<'a>, ResolveError> {
        self.make_resolved(base)?;
        Ok(self)
    }

    /// [`UrlRef::resolve`] in place, as [`UrlRef::make_onto`] is.
    pub(crate) fn make_resolved(&mut self, base: Option<&UrlRef<'a>>) -> Result<(), ResolveError> {
        let special = |u: &UrlRef<'_>| u.scheme.is_some() && u.mode(Mode::Generic).is_special();
        let Some(base) = base else {
            // Onto the empty URL, every resolution is the reference itself.
            return match (&self.scheme, special(self)) {
                (Some(_), true) => self.make_forced(),
                (Some(_), false) => Ok(()),
                (None, _) => Err(ResolveError::new(ResolveErrorKind::NoScheme)),
            };
        };
        if special(self) || (self.scheme.is_none() && special(base)) {
            self.make_legacy_onto(base)?;
            return self.make_forced();
        }
        let fragment_first = self.fragment.is_some() && self.order() == Order::Fragment;
        if self.scheme.is_some() || fragment_first || base.authority.is_some() || base.path_root {
            self.make_strict_onto(base)
        } else {
            Err(ResolveError::new(ResolveErrorKind::CannotBeABase))
        }
    }

    /// Forces a web or a file URL to have an authority and a path-root,
    /// processing its host ("Forcing"); any other URL is returned as it is.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let u = UrlRef::parse("http:example.com/x").unwrap().force().unwrap();
    /// assert_eq!(u.to_string(), "http://example.com/x");
    /// let u = UrlRef::parse("file:c:/x").unwrap().force().unwrap();
    /// assert_eq!(u.to_string(), "file:///c:/x");
    /// assert!(UrlRef::parse("http:///").unwrap().force().is_err());
    /// ```
    pub fn force(mut self) -> Result<UrlRef<'a>, ResolveError> {
        self.make_forced()?;
        Ok(self)
    }

    /// [`UrlRef::force`] in place: the URL is large, and every move of it
    /// a copy.
    pub(crate) fn make_forced(&mut self) -> Result<(), ResolveError> {
        match self.mode(Mode::Generic) {
            Mode::File if self.scheme.is_some() => self.force_file(),
            Mode::Web if self.scheme.is_some() => self.force_web(),
            _ => Ok(()),
        }
    }

    fn force_file(&mut self) -> Result<(), ResolveError> {
        match &mut self.authority {
            None => self.authority = Some(Authority::empty()),
            Some(a) if a.userinfo.is_some() => {
                return Err(ResolveError::new(ResolveErrorKind::FileUserinfo))
            }
            Some(a) if a.port.is_some() => {
                return Err(ResolveError::new(ResolveErrorKind::FilePort))
            }
            Some(a) => process_host(a)?,
        }
        if self.drive.is_none() {
            self.path_root = true;
        }
        Ok(())
    }

    fn force_web(&mut self) -> Result<(), ResolveError> {
        self.path_root = true;
        if let Some(a) = self.authority.as_mut().filter(|a| !a.host.is_empty()) {
            process_host(a)?;
            return Ok(());
        }
        let forced = forced_segment(self.dirs.iter(), self.file.as_ref(), |d| d.is_empty());
        let segment = match forced.map(|(at, _)| at) {
            Some(ForcedSegment::Dir(i)) => {
                let rest = self.dirs.split_off(i + 1);
                let segment = self.dirs.pop();
                self.dirs = rest;
                segment
            }
            Some(ForcedSegment::File) | None => {
                self.dirs.clear();
                self.file.take()
            }
        };
        let segment = segment.ok_or_else(|| ResolveError::new(ResolveErrorKind::MissingHost))?;
        let (mut authority, host_at) = parse_authority(&segment)?;
        // A host error is about the segment: its text is the segment's,
        // its span the host's within it, so that a parse places it in the
        // input by the segment's token.
        process_host(&mut authority).map_err(|e| e.shifted_into(&segment, host_at))?;
        self.authority = Some(authority);
        Ok(())
    }
}

/// The segment that force reads as the authority of a web URL that has
/// none: one of the dirs, by its index, or the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ForcedSegment {
    /// The dir at this index.
    Dir(usize),
    /// The file.
    File,
}

/// Which segment force reads as the authority of a web URL that has none:
/// the first nonempty dir, or else the file (empty or not), with where it
/// is; `None` when there is neither, and force fails for the missing host.
/// `dirs` and `file` are the path's segments in any form (the model's, or
/// the grammar's tokens), `is_empty` says which are empty. Force, the
/// place of its error in a parse and validation's report of it ask this
/// one function.
pub(crate) fn forced_segment<T>(
    dirs: impl Iterator<Item = T>,
    file: Option<T>,
    is_empty: impl Fn(&T) -> bool,
) -> Option<(ForcedSegment, T)> {
    let mut dirs = dirs.enumerate();
    match dirs.find(|(_, d)| !is_empty(d)) {
        Some((i, dir)) => Some((ForcedSegment::Dir(i), dir)),
        None => file.map(|file| (ForcedSegment::File, file)),
    }
}

/// A segment read as an Authority, as force asks, and where its host
/// starts in it.
fn parse_authority<'a>(segment: &Cow<'a, str>) -> Result<(Authority<'a>, usize), ResolveError> {
    fn parse<'s>(text: &'s str) -> Result<(Authority<'s>, usize), ResolveError> {
        let invalid = |k| ResolveError::in_text(ResolveErrorKind::InvalidAuthority(k), text, None);
        // Over the plain text: the error keeps only its kind.
        match grammar::authority_in(Mode::Web, text) {
            Ok(("", tokens)) => {
                let host_at = tokens.host().map_or(0, |h| text.offset_of(&h.span()));
                Ok((Authority::from_tokens(&tokens), host_at))
            }
            Ok(_) => Err(invalid(grammar::ErrorKind::AfterHost)),
            Err(e) => Err(invalid(
                grammar::unwrap(e, grammar::Rule::Authority, text).kind,
            )),
        }
    }
    match segment {
        Cow::Borrowed(text) => parse(text),
        Cow::Owned(text) => parse(text).map(|(a, at)| (a.into_owned(), at)),
    }
}

/// Processes the opaque host of a web or file authority, in place. A host
/// that borrows from the input keeps borrowing when processing changes
/// nothing (`example.com`).
fn process_host<'a>(authority: &mut Authority<'a>) -> Result<(), ResolveError> {
    fn failed(opaque: &str, e: host::HostError) -> ResolveError {
        ResolveError::in_text(ResolveErrorKind::Host(e.kind), opaque, e.span)
    }
    if let Host::Opaque(opaque) = &authority.host {
        let host: Host<Cow<'a, str>> = match opaque {
            Cow::Borrowed(text) => host::process(text).map_err(|e| failed(text, e))?,
            Cow::Owned(text) => host::process(text)
                .map_err(|e| failed(text, e))?
                .into_owned(),
        };
        authority.host = host;
    }
    Ok(())
}
