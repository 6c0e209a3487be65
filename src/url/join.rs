//! A parsed [`Url`] as a base: `Url::join`, and the model of a `Url` read
//! off its href and offsets rather than through the grammar again.
//!
//! A `Url` is the normal form printed, so each of its components is where
//! its offsets say, already resolved, forced, processed and normalised:
//! reading them back is slicing, and the model it gives is the one that
//! concluding its href would give (a test compares the two over the WPT
//! inputs and the URL lists).

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use super::can_parse::tokens_resolve;
use super::{parse_url, Against, Url, ValidatedUrl};
use crate::conclude::front_in;
use crate::encoding::Encoding;
use crate::error::ParseError;
use crate::fast::join::{join_front, normal_join, ParsedBase};
use crate::grammar::tokens::UrlTokens;
use crate::grammar::Mode;
use crate::model::{Authority, Drive, Host, Port, UrlRef, Userinfo};
use crate::print::Positions;

impl Url {
    /// Parses `input` with this URL as its base: the same `Url` as
    /// [`Url::parse`]`(input, Some(self.href()))`, without reading the base
    /// again, since a `Url` is already the normal form whose parts its
    /// offsets mark. Resolve a page's links this way.
    ///
    /// ```
    /// use specurl::Url;
    /// let base = Url::parse("https://example.com/a/b?q", None).unwrap();
    /// assert_eq!(base.join("../c").unwrap().href(), "https://example.com/c");
    /// assert_eq!(base.join("#f").unwrap().href(), "https://example.com/a/b?q#f");
    /// assert_eq!(base.join("//other.org/x").unwrap(), Url::parse("//other.org/x", Some(base.href())).unwrap());
    /// assert!(base.join("http://exa mple.com/").is_err());
    /// ```
    pub fn join(&self, input: &str) -> Result<Url, ParseError> {
        self.join_with(input, true)
    }

    /// Whether [`Url::join`] succeeds on `input`: the same answer as
    /// [`Url::can_parse`]`(input, Some(self.href()))`, without reading the
    /// base again. Only the stages that can fail run.
    ///
    /// ```
    /// use specurl::Url;
    /// let base = Url::parse("https://example.com/a/b", None).unwrap();
    /// assert!(base.can_join("../c d"));
    /// assert!(!base.can_join("//exa mple.com/"));
    /// assert!(!Url::parse("mailto:me", None).unwrap().can_join("x"));
    /// ```
    pub fn can_join(&self, input: &str) -> bool {
        self.joins(input)
    }

    /// [`Url::join`], with the validation errors the URL Standard's basic
    /// URL parser reports on the way: [`Url::parse_with_validation`]
    /// against this URL's href, without reading the base again.
    ///
    /// ```
    /// use specurl::Url;
    /// let base = Url::parse("https://example.com/a/b", None).unwrap();
    /// let p = base.join_with_validation("..\\c d");
    /// assert_eq!(p.url.as_ref().unwrap().href(), "https://example.com/c%20d");
    /// let names: Vec<_> = p.whatwg_errors().iter().map(|e| e.name).collect();
    /// assert_eq!(names, ["invalid-reverse-solidus", "invalid-URL-unit"]);
    /// assert!(p.validation().warnings().count() > 0);
    /// ```
    pub fn join_with_validation<'a>(&'a self, input: &'a str) -> ValidatedUrl<'a> {
        ValidatedUrl::of(input, self.join(input), Some(Cow::Borrowed(self)))
    }

    /// [`Url::join`], with or without the fast paths: its tests compare
    /// the two.
    pub(crate) fn join_with(&self, input: &str, fast: bool) -> Result<Url, ParseError> {
        parse_url(input, Against::Url(self.by_ref()), fast, Encoding::UTF_8)
    }
}

impl<S: AsRef<str>> Url<S> {
    /// [`Url::can_join`], for a base whose href is borrowed too.
    pub(crate) fn joins(&self, input: &str) -> bool {
        front_in(input, self.mode(), |f, tokens| {
            Ok(tokens_resolve(f.text(), tokens, Some(self)))
        })
        .unwrap_or(false)
    }

    /// This URL as a base that a parse reads, borrowing its href: what a
    /// parse against a `Url` of either kind of href is given.
    #[inline]
    pub(crate) fn by_ref(&self) -> Url<&str> {
        Url {
            serialization: self.href(),
            pos: self.pos,
        }
    }

    /// This URL as a base of the fast paths of references
    /// ([`crate::fast::join`]) when it is a web or file URL.
    #[inline]
    fn parsed_base(&self) -> Option<ParsedBase<'_>> {
        let mode = self.mode();
        (mode == Mode::Web || mode == Mode::File).then(|| ParsedBase {
            href: self.href(),
            pos: self.pos.positions(),
            mode,
        })
    }

    /// The href and positions of the reference `input` against this URL,
    /// read from its bytes by the front end of references, before
    /// preprocessing and the grammar; `None` when they must read it.
    #[inline]
    pub(crate) fn join_front(&self, input: &str) -> Option<(String, Positions)> {
        join_front(&self.parsed_base()?, input)
    }

    /// The href and positions of the reference `text` (preprocessed, its
    /// tokens `t`) against this URL, by the fast path of references after
    /// the grammar; `None` when the full pipeline must decide.
    #[inline]
    pub(crate) fn join_normal(
        &self,
        text: &str,
        t: &UrlTokens<&str>,
    ) -> Option<(String, Positions)> {
        normal_join(&self.parsed_base()?, text, t)
    }

    /// The model of this URL, borrowing its href: what concluding the href
    /// again would give, read from the offsets. Each component is the
    /// slice of the href its offsets mark.
    pub(crate) fn as_base(&self) -> UrlRef<'_> {
        let href = self.href();
        let mode = self.mode();
        let authority = self.has_authority_component().then(|| self.authority());
        let end = self.pos.path_end(href.len());
        // From the path as printed: the normal form keeps the `/.` that
        // printing puts before a path starting with `//`.
        let mut path = &href[self.pos.path_start()..end];
        // A drive is read in file mode only, and only at the start of the
        // path, as the grammar reads it: a letter and `:` or `|`, then `/`
        // or the end. Normalisation has made the separator `:`.
        let drive = match path.as_bytes() {
            [b'/', letter, b':', rest @ ..]
                if mode == Mode::File
                    && crate::chars::is_drive_letter(*letter, b':')
                    && rest.first().is_none_or(|&b| b == b'/') =>
            {
                path = &path[3..];
                Drive::new(char::from(*letter), ':')
            }
            _ => None,
        };
        let path_root = match path.strip_prefix('/') {
            Some(rest) => {
                path = rest;
                true
            }
            None => false,
        };
        let mut dirs = Vec::new();
        let mut file = None;
        // An empty path has no segment; a path-root alone, no segment
        // either. Otherwise every `/` ends a dir, and what follows the last
        // is the file when it is not empty.
        if path_root || !path.is_empty() {
            let mut segments = path.split('/');
            let last = segments.next_back().filter(|f| !f.is_empty());
            dirs.extend(segments.map(Cow::Borrowed));
            file = last.map(Cow::Borrowed);
        }
        let borrowed = Cow::Borrowed;
        UrlRef {
            scheme: Some(borrowed(self.scheme())),
            authority,
            drive,
            path_root,
            dirs,
            file,
            query: self.query().map(borrowed),
            fragment: self.fragment().map(borrowed),
        }
    }

    /// The authority of a URL that has one, read back as the model holds
    /// it: a userinfo only when it prints one, the processed host, the
    /// port (normalisation left only one that is not the default).
    fn authority(&self) -> Authority<'_> {
        let (username, password) = (self.username(), self.password());
        let userinfo = (!username.is_empty() || !password.is_empty()).then(|| Userinfo {
            username: Cow::Borrowed(username),
            password: (!password.is_empty()).then_some(Cow::Borrowed(password)),
        });
        let host = self
            .typed_host()
            .map_or(Host::Empty, |h| h.map(Cow::Borrowed));
        Authority {
            userinfo,
            host,
            port: self.port_number().map(Port::Number),
        }
    }
}

#[cfg(test)]
mod tests;
