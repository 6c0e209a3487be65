//! Nullable setters of the model: a component of a [`UrlRef`] set, or
//! removed with `None`, so that a relative reference can be edited without
//! a base.
//!
//! Each value is a component as written (percent-encoded or not, not
//! normalised), read by the grammar's production for that component in the
//! reference's mode (generic for a schemeless one), and must be all of it.
//! The setters keep the model's constraints: a userinfo or a port needs a
//! host ("Authority Model"), which a value that would break gets an error
//! for; the path-root constraint is restored, as rebase restores it.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use super::{host_of, Authority, Drive, Host, Port, UrlRef, Userinfo};
use super::{SetError, SetErrorKind};
use crate::grammar::{self, Mode, Rule, Span};
use crate::span::{Location, SourceSpan};

/// Runs `production` over all of `value`: what it read, or where it
/// stopped.
fn whole<'a, T>(
    value: &'a str,
    rule: Rule,
    production: impl FnOnce(Span<'a>) -> grammar::IResult<Span<'a>, T>,
) -> Result<T, SetError> {
    super::whole::whole(value, rule, production)
        .map_err(|(kind, r)| error(value, SetErrorKind::Syntax(kind), r.start, r.end))
}

/// An error about `start..end` of `value`; the reference is unchanged.
fn error(value: &str, kind: SetErrorKind, start: usize, end: usize) -> SetError {
    SetError {
        kind,
        span: SourceSpan {
            start: Location::of(value, start),
            end: Location::of(value, end),
        },
        applied: false,
    }
}

impl<'a> UrlRef<'a> {
    /// The mode the reference's components are read in.
    fn setter_mode(&self) -> Mode {
        self.mode(Mode::Generic)
    }

    /// Sets the scheme, or removes it: the `scheme` production, all of it.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let mut r = UrlRef::parse("//h/a?q").unwrap();
    /// r.set_scheme(Some("HTTP")).unwrap();
    /// assert_eq!(r.to_string(), "HTTP://h/a?q");
    /// assert!(r.set_scheme(Some("1x")).is_err());
    /// r.set_scheme(None).unwrap();
    /// assert_eq!(r.to_string(), "//h/a?q");
    /// ```
    pub fn set_scheme(&mut self, scheme: Option<&'a str>) -> Result<(), SetError> {
        self.scheme = match scheme {
            None => None,
            Some(s) => Some(Cow::Borrowed(
                *whole(s, Rule::Scheme, |i| grammar::scheme(Mode::Generic, i))?.fragment(),
            )),
        };
        Ok(())
    }

    /// Sets the authority, or removes it: the `authority` production, all
    /// of it. A path gets the path-root the path-root constraint asks for.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let mut r = UrlRef::parse("a/b").unwrap();
    /// r.set_authority(Some("u@h:8")).unwrap();
    /// assert_eq!(r.to_string(), "//u@h:8/a/b");
    /// r.set_authority(None).unwrap();
    /// assert_eq!(r.to_string(), "/a/b");
    /// assert!(r.set_authority(Some("h/x")).is_err());
    /// ```
    pub fn set_authority(&mut self, authority: Option<&'a str>) -> Result<(), SetError> {
        let mode = self.setter_mode();
        self.authority = match authority {
            None => None,
            Some(a) => Some(Authority::from_tokens(&whole(a, Rule::Authority, |i| {
                grammar::authority(mode, i)
            })?)),
        };
        self.restore_path_root();
        Ok(())
    }

    /// Sets the userinfo, or removes it: the `userinfo` production, all of
    /// it. A userinfo needs a host: without one, the value is an error
    /// ([`SetErrorKind::MissingHost`]).
    ///
    /// ```
    /// use specurl::{SetErrorKind, UrlRef};
    /// let mut r = UrlRef::parse("//h/x").unwrap();
    /// r.set_userinfo(Some("me:pw")).unwrap();
    /// assert_eq!(r.to_string(), "//me:pw@h/x");
    /// r.set_userinfo(None).unwrap();
    /// assert_eq!(r.to_string(), "//h/x");
    /// let mut r = UrlRef::parse("/x").unwrap();
    /// assert_eq!(r.set_userinfo(Some("me")).unwrap_err().kind(), SetErrorKind::MissingHost);
    /// ```
    pub fn set_userinfo(&mut self, userinfo: Option<&'a str>) -> Result<(), SetError> {
        let mode = self.setter_mode();
        let Some(value) = userinfo else {
            if let Some(a) = self.authority.as_mut() {
                a.userinfo = None;
            }
            return Ok(());
        };
        let tokens = whole(value, Rule::Userinfo, |i| grammar::userinfo(mode, i))?;
        let Some(a) = self.authority.as_mut().filter(|a| !a.host.is_empty()) else {
            return Err(error(value, SetErrorKind::MissingHost, 0, value.len()));
        };
        a.userinfo = Some(Userinfo {
            username: Cow::Borrowed(*tokens.username().fragment()),
            password: tokens.password().map(|p| Cow::Borrowed(*p.fragment())),
        });
        Ok(())
    }

    /// Sets the host, or removes it: the `host` production, all of it. A
    /// reference without an authority gets one; removing the host leaves
    /// the empty authority (`//`), and is an error while a userinfo or a
    /// port needs the host.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let mut r = UrlRef::parse("x?q").unwrap();
    /// r.set_host(Some("[::1]")).unwrap();
    /// assert_eq!(r.to_string(), "//[::1]/x?q");
    /// r.set_host(None).unwrap();
    /// assert_eq!(r.to_string(), "///x?q");
    /// let mut r = UrlRef::parse("//h:8").unwrap();
    /// assert!(r.set_host(None).is_err());
    /// ```
    pub fn set_host(&mut self, host: Option<&'a str>) -> Result<(), SetError> {
        let mode = self.setter_mode();
        match host {
            None => {
                if let Some(a) = self.authority.as_mut() {
                    if a.userinfo.is_some() || a.port.is_some() {
                        return Err(error("", SetErrorKind::MissingHost, 0, 0));
                    }
                    a.host = Host::Empty;
                }
            }
            Some(value) => {
                let host = host_of(whole(value, Rule::Host, |i| grammar::host(mode, i))?);
                self.authority.get_or_insert_with(Authority::empty).host = host;
                self.restore_path_root();
            }
        }
        Ok(())
    }

    /// Sets the port, or removes it: the `port` production, all of it
    /// (`Some("")` is the empty port). A port needs a host: without one,
    /// the value is an error ([`SetErrorKind::MissingHost`]).
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let mut r = UrlRef::parse("//h/x").unwrap();
    /// r.set_port(Some("0080")).unwrap();
    /// assert_eq!(r.to_string(), "//h:80/x");
    /// assert!(r.set_port(Some("65536")).is_err());
    /// r.set_port(None).unwrap();
    /// assert_eq!(r.to_string(), "//h/x");
    /// assert!(UrlRef::parse("x").unwrap().set_port(Some("8")).is_err());
    /// ```
    pub fn set_port(&mut self, port: Option<&'a str>) -> Result<(), SetError> {
        let mode = self.setter_mode();
        let Some(value) = port else {
            if let Some(a) = self.authority.as_mut() {
                a.port = None;
            }
            return Ok(());
        };
        let token = whole(value, Rule::Port, |i| grammar::port(mode, i))?;
        let Some(a) = self.authority.as_mut().filter(|a| !a.host.is_empty()) else {
            return Err(error(value, SetErrorKind::MissingHost, 0, value.len()));
        };
        a.port = Some(token.number().map_or(Port::Empty, Port::Number));
        Ok(())
    }

    /// Sets the path (drive, path-root, dirs and file): the `path`
    /// production, all of it, after a drive in file mode. A path that the
    /// path-root constraint asks a root of gets one.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let mut r = UrlRef::parse("//h?q").unwrap();
    /// r.set_path("a/../b").unwrap();
    /// assert_eq!(r.to_string(), "//h/a/../b?q");
    /// let mut r = UrlRef::parse("file:").unwrap();
    /// r.set_path("/c|/x").unwrap();
    /// assert_eq!(r.drive().unwrap().to_string(), "c|");
    /// assert!(r.set_path("a?b").is_err());
    /// ```
    pub fn set_path(&mut self, path: &'a str) -> Result<(), SetError> {
        let mode = self.setter_mode();
        let bytes = path.as_bytes();
        let mut drive = None;
        let mut rest = path;
        if mode == Mode::File && bytes.first().is_some_and(|&b| b == b'/' || b == b'\\') {
            if let Ok((_, d)) = grammar::followed_drive(mode, Span::new(&path[1..])) {
                let mut cs = d.fragment().chars();
                drive = cs.next().zip(cs.next()).and_then(|(l, s)| Drive::new(l, s));
                rest = &path[3..];
            }
        }
        let offset = path.len() - rest.len();
        let tokens = whole(rest, Rule::Path, |i| grammar::path(mode, i)).map_err(|mut e| {
            e.span = SourceSpan {
                start: Location::of(path, offset + e.span.start.offset),
                end: Location::of(path, offset + e.span.end.offset),
            };
            e
        })?;
        self.drive = drive;
        self.path_root = tokens.path_root().is_some();
        self.dirs = tokens.rel().dir_texts().map(Cow::Borrowed).collect();
        self.file = tokens.rel().file().map(|f| Cow::Borrowed(*f.fragment()));
        self.restore_path_root();
        Ok(())
    }

    /// Sets the query, or removes it: the `query` production, all of it
    /// (no `#`).
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let mut r = UrlRef::parse("a#f").unwrap();
    /// r.set_query(Some("x=1")).unwrap();
    /// assert_eq!(r.to_string(), "a?x=1#f");
    /// assert!(r.set_query(Some("a#b")).is_err());
    /// r.set_query(None).unwrap();
    /// assert_eq!(r.to_string(), "a#f");
    /// ```
    pub fn set_query(&mut self, query: Option<&'a str>) -> Result<(), SetError> {
        let mode = self.setter_mode();
        self.query = match query {
            None => None,
            Some(q) => Some(Cow::Borrowed(
                *whole(q, Rule::Query, |i| grammar::query(mode, i))?.fragment(),
            )),
        };
        Ok(())
    }

    /// Sets the fragment, or removes it: the `fragment` production, which
    /// every string is.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let mut r = UrlRef::parse("a?q").unwrap();
    /// r.set_fragment(Some("x#y")).unwrap();
    /// assert_eq!(r.to_string(), "a?q#x#y");
    /// r.set_fragment(None).unwrap();
    /// assert_eq!(r.to_string(), "a?q");
    /// ```
    pub fn set_fragment(&mut self, fragment: Option<&'a str>) -> Result<(), SetError> {
        let mode = self.setter_mode();
        self.fragment = match fragment {
            None => None,
            Some(f) => Some(Cow::Borrowed(
                *whole(f, Rule::Fragment, |i| grammar::fragment(mode, i))?.fragment(),
            )),
        };
        Ok(())
    }
}
