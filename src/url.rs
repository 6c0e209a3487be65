//! `Url`: the printed result of parse-resolve-and-normalise
//! ([`crate::conclude`]) with the getters of the WHATWG URL API.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use crate::conclude::{front_in, with_optional_base};
use crate::encoding::Encoding;
use crate::error::ParseError;
use crate::grammar::tokens::UrlTokens;
use crate::grammar::Mode;
use crate::model::UrlRef;
use crate::print::{write_url, Counting, Positions};
use offsets::Offsets;

mod accessors;
mod borrowed;
mod can_parse;
mod component;
mod file_path;
mod join;
mod offsets;
mod options;
mod relative;
mod search_params;
mod setters;
#[cfg(feature = "psl")]
mod site;
mod traits;
mod unicode;
mod validation;
#[cfg(test)]
mod view;
pub use validation::{validate_with_base, ValidatedUrl};
mod whatwg_errors;
pub use whatwg_errors::ValidationError;
#[cfg(feature = "serde")]
mod with_serde;
#[cfg(feature = "url")]
mod with_url;

pub(crate) use crate::model::{SetError, SetErrorKind};
pub use accessors::{OpaqueOrigin, Origin, PathSegments};
pub use component::{Component, UnknownComponent};
pub use file_path::{FilePathError, FilePathErrorKind, PathStyle};
pub use options::ParseOptions;
pub use search_params::SearchParamsMut;

/// A URL as the WHATWG URL constructor makes it: resolved, forced,
/// normalised, percent-encoded and printed, with the getters of the URL API.
///
/// ```
/// use specurl::Url;
/// let url = Url::parse("../c?d#e", Some("https://user:pw@example.com:8080/a/b")).unwrap();
/// assert_eq!(url.href(), "https://user:pw@example.com:8080/c?d#e");
/// assert_eq!(url.origin(), "https://example.com:8080");
/// assert_eq!(url.protocol(), "https:");
/// assert_eq!((url.username(), url.password()), ("user", "pw"));
/// assert_eq!((url.host(), url.hostname(), url.port()), ("example.com:8080", "example.com", "8080"));
/// assert_eq!((url.pathname(), url.search(), url.hash()), ("/c", "?d", "#e"));
/// ```
///
/// `S` holds the href: a `String` for the URL [`Url::parse`] makes, or a
/// `Cow<str>` for one that [`Url::parse_borrowed`] may have left in its
/// input. The getters read any of them.
///
/// A `Url` is its href and the offsets of its parts in it, as `u32`: 64
/// bytes in all, so an href is at most `u32::MAX` bytes long (a longer one
/// is the error [`ParseErrorKind::TooLong`](crate::ParseErrorKind::TooLong)).
///
/// ```
/// assert!(size_of::<specurl::Url>() <= 64);
/// ```
#[derive(Clone)]
pub struct Url<S = String> {
    serialization: S,
    pos: Offsets,
}

// The size the type's documentation promises.
const _: () = assert!(size_of::<Url>() <= 64);

impl<S: AsRef<str>> Url<S> {
    /// The URL whose href is `serialization`, with its parts where the
    /// printer put them; `None` when the href is too long for the offsets.
    #[inline]
    fn new(serialization: S, pos: &Positions, pathname_start: usize) -> Option<Url<S>> {
        let len = serialization.as_ref().len();
        let pos = Offsets::pack(pos, pathname_start, len).ok()?;
        Some(Url { serialization, pos })
    }
}

impl Url {
    /// Parses `input` against `base`, as `new URL(input, base)` does: the
    /// base is parsed first (without a base of its own), then the input is
    /// preprocessed, parsed in the mode its scheme or the base selects,
    /// resolved with the WHATWG resolution (which forces web and file URLs
    /// and processes their hosts), normalised, percent-encoded and printed.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("  http:\\\\EXAMPLE.com\\a\\..\\b ", None).unwrap().href(), "http://example.com/b");
    /// assert!(Url::parse("http://exa mple.com", None).is_err());
    /// assert!(Url::parse("x", Some("not a base")).is_err());
    /// ```
    #[inline]
    pub fn parse(input: &str, base: Option<&str>) -> Result<Url, ParseError> {
        Url::parse_with(input, base, true)
    }

    /// [`Url::parse`], with or without the fast path for input that is
    /// already normal (`crate::fast`): its tests compare the two.
    #[inline]
    pub(crate) fn parse_with(
        input: &str,
        base: Option<&str>,
        fast: bool,
    ) -> Result<Url, ParseError> {
        Url::parse_encoded(input, base, fast, Encoding::UTF_8)
    }

    /// [`Url::parse_with`], the input's query in `encoding` (the base is
    /// parsed as UTF-8, as the URL it already is).
    ///
    /// With the fast paths, a base string is read as [`Url::parse`] reads
    /// any URL and the input joined onto it ([`Url::join`]), so that the
    /// constructor with a base costs the two readings; without them, the
    /// base is concluded by the whole pipeline, the reference that the
    /// fast paths' tests compare with.
    #[inline]
    pub(crate) fn parse_encoded(
        input: &str,
        base: Option<&str>,
        fast: bool,
        encoding: Encoding,
    ) -> Result<Url, ParseError> {
        // No base, the common call, is its own arm, so that nothing of a
        // base is dropped after it: out of LTO, that drop is a call.
        match base {
            None => parse_url(input, Against::Nothing, fast, encoding),
            Some(base) if fast => {
                let base = Url::parse_base(base)?;
                parse_url(input, Against::Url(base.by_ref()), fast, encoding)
            }
            Some(_) => with_optional_base(base, |base| {
                parse_url(input, Against::model(base), fast, encoding)
            }),
        }
    }

    /// A base string as the URL it must be, read as [`Url::parse`] reads
    /// any input; a base that fails is
    /// [`ParseErrorKind::InvalidBase`](crate::ParseErrorKind::InvalidBase),
    /// its own error the cause. The href is borrowed from `base` when
    /// `base` is already its own href, as the base of a constructor nearly
    /// always is, so that nothing is copied. Out of line, so that the
    /// reader is not inlined a second time into each entry that takes a
    /// base.
    #[inline(never)]
    pub(crate) fn parse_base(base: &str) -> Result<Url<Cow<'_, str>>, ParseError> {
        parse_url_then(
            base,
            Against::Nothing,
            true,
            Encoding::UTF_8,
            |_, _| None,
            |url| url,
        )
        .map_err(ParseError::invalid_base)
    }

    /// Prints a normalised URL and records where its parts are; `None`
    /// when the href would be longer than a `Url` can hold.
    fn from_normalised(url: &UrlRef<'_>) -> Option<Url> {
        let mut out = Counting {
            inner: String::with_capacity(64),
            len: 0,
        };
        let mut pos = Positions::default();
        // Writing into a String cannot fail.
        let _ = write_url(url, &mut out, &mut pos);
        let serialization = out.inner;
        let path = &serialization[pos.path_start..];
        // The `/.` that printing puts before a path that starts with `//`
        // is not part of the path.
        let pathname_start =
            if url.authority.is_none() && url.drive.is_none() && path.starts_with("/.//") {
                pos.path_start + 2
            } else {
                pos.path_start
            };
        Url::new(serialization, &pos, pathname_start)
    }
}

impl<S: AsRef<str>> Url<S> {
    /// The serialization, whatever holds it.
    #[inline]
    fn s(&self) -> &str {
        self.serialization.as_ref()
    }

    /// The URL-string: the `href` getter.
    ///
    /// ```
    /// let url = specurl::Url::parse("HTTP://h:80/a/./b/../c", None).unwrap();
    /// assert_eq!(url.href(), "http://h/a/c");
    /// ```
    pub fn href(&self) -> &str {
        self.s()
    }

    /// The URL-string; the same as [`Url::href`].
    ///
    /// ```
    /// let url: specurl::Url = "sc:/a/../b".parse().unwrap();
    /// assert_eq!(url.as_str(), "sc:/b");
    /// assert_eq!(url.to_string(), url.as_str());
    /// ```
    pub fn as_str(&self) -> &str {
        self.s()
    }

    /// The scheme and its `:`: the `protocol` getter.
    ///
    /// ```
    /// assert_eq!(specurl::Url::parse("HTTPS://h/", None).unwrap().protocol(), "https:");
    /// ```
    pub fn protocol(&self) -> &str {
        &self.s()[..self.pos.scheme_end() + 1]
    }

    /// The scheme, without `:`.
    ///
    /// ```
    /// assert_eq!(specurl::Url::parse("Web+Demo:x", None).unwrap().scheme(), "web+demo");
    /// ```
    pub fn scheme(&self) -> &str {
        &self.s()[..self.pos.scheme_end()]
    }

    /// The username, or `""`.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("http://us er@h/", None).unwrap().username(), "us%20er");
    /// assert_eq!(Url::parse("http://:pw@h/", None).unwrap().username(), "");
    /// ```
    pub fn username(&self) -> &str {
        &self.s()[self.pos.username_start()..self.pos.username_end()]
    }

    /// The password, or `""`.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("http://u:p:w@h/", None).unwrap().password(), "p%3Aw");
    /// // An empty password is not printed.
    /// let url = Url::parse("http://u:@h/", None).unwrap();
    /// assert_eq!((url.password(), url.href()), ("", "http://u@h/"));
    /// ```
    pub fn password(&self) -> &str {
        let between = &self.s()[self.pos.username_end()..self.pos.host_start()];
        // `:password@`, or `@`, or nothing.
        between
            .strip_prefix(':')
            .and_then(|p| p.strip_suffix('@'))
            .unwrap_or("")
    }

    /// The host and, if there is one, `:` and the port.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("http://[0:0::1]:81/", None).unwrap().host(), "[::1]:81");
    /// assert_eq!(Url::parse("https://h:443/", None).unwrap().host(), "h");
    /// ```
    pub fn host(&self) -> &str {
        &self.s()[self.pos.host_start()..self.pos.path_start()]
    }

    /// The host, or `""`.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("http://[0:0::1]:81/", None).unwrap().hostname(), "[::1]");
    /// assert_eq!(Url::parse("http://0x7f.1/", None).unwrap().hostname(), "127.0.0.1");
    /// assert_eq!(Url::parse("file:///x", None).unwrap().hostname(), "");
    /// ```
    pub fn hostname(&self) -> &str {
        &self.s()[self.pos.host_start()..self.pos.host_end()]
    }

    /// The port, or `""` (a default port is removed by normalisation).
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("http://h:80/", None).unwrap().port(), "");
    /// assert_eq!(Url::parse("http://h:0081/", None).unwrap().port(), "81");
    /// // Only web schemes have a default port.
    /// assert_eq!(Url::parse("sc://h:80/", None).unwrap().port(), "80");
    /// ```
    pub fn port(&self) -> &str {
        let host_port = self.host();
        match self.pos.port() {
            Some(_) => &host_port[self.pos.host_end() - self.pos.host_start() + 1..],
            None => "",
        }
    }

    /// The port number, if the URL has a port.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("ws://h:8080/", None).unwrap().port_number(), Some(8080));
    /// assert_eq!(Url::parse("ws://h:80/", None).unwrap().port_number(), None);
    /// ```
    pub fn port_number(&self) -> Option<u16> {
        self.pos.port()
    }

    /// The path: drive, path-root, dirs and file.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("file:///C|/a/../b", None).unwrap().pathname(), "/C:/b");
    /// assert_eq!(Url::parse("sc:opaque?q", None).unwrap().pathname(), "opaque");
    /// // The `/.` that keeps `//x` from reading as an authority is not in the path.
    /// let url = Url::parse("sc:/.//x", None).unwrap();
    /// assert_eq!((url.href(), url.pathname()), ("sc:/.//x", "//x"));
    /// ```
    pub fn pathname(&self) -> &str {
        let end = self.pos.path_end(self.s().len());
        &self.s()[self.pos.pathname_start()..end]
    }

    /// `?` and the query, or `""` when the query is absent or empty.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("http://h/?a b", None).unwrap().search(), "?a%20b");
    /// assert_eq!(Url::parse("http://h/?", None).unwrap().search(), "");
    /// assert_eq!(Url::parse("http://h/", None).unwrap().search(), "");
    /// ```
    pub fn search(&self) -> &str {
        match self.pos.query_start() {
            Some(start) => {
                let end = self.pos.fragment_start().unwrap_or(self.s().len());
                if end - start > 1 {
                    &self.s()[start..end]
                } else {
                    ""
                }
            }
            None => "",
        }
    }

    /// The query, without `?`, if present.
    ///
    /// ```
    /// use specurl::Url;
    /// // Unlike `search`, it tells an empty query from an absent one.
    /// assert_eq!(Url::parse("http://h/?", None).unwrap().query(), Some(""));
    /// assert_eq!(Url::parse("http://h/", None).unwrap().query(), None);
    /// ```
    pub fn query(&self) -> Option<&str> {
        self.pos.query_start().map(|start| {
            let end = self.pos.fragment_start().unwrap_or(self.s().len());
            &self.s()[start + 1..end]
        })
    }

    /// `#` and the fragment, or `""` when the fragment is absent or empty.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("http://h/#a#b`", None).unwrap().hash(), "#a#b%60");
    /// assert_eq!(Url::parse("http://h/#", None).unwrap().hash(), "");
    /// ```
    pub fn hash(&self) -> &str {
        match self.pos.fragment_start() {
            Some(start) if self.s().len() - start > 1 => &self.s()[start..],
            _ => "",
        }
    }

    /// The fragment, without `#`, if present.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("http://h/#", None).unwrap().fragment(), Some(""));
    /// assert_eq!(Url::parse("http://h/", None).unwrap().fragment(), None);
    /// ```
    pub fn fragment(&self) -> Option<&str> {
        self.pos
            .fragment_start()
            .map(|start| &self.s()[start + 1..])
    }

    /// The origin, serialized: `scheme://host[:port]` for web URLs, the
    /// origin of the inner URL for `blob:` URLs over http(s), `null`
    /// otherwise.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("blob:https://a.b:8/x", None).unwrap().origin(), "https://a.b:8");
    /// assert_eq!(Url::parse("file:///x", None).unwrap().origin(), "null");
    /// ```
    pub fn origin(&self) -> String {
        if self.mode() == Mode::Web {
            return format!("{}//{}", self.protocol(), self.host());
        }
        match self.blob_inner() {
            Some(inner) => inner.origin(),
            None => "null".to_string(),
        }
    }

    /// The URL a `blob:` URL's path names, where its origin is that URL's:
    /// the URL Standard's origin of a `blob:` URL is the origin of the URL
    /// its path parses to, when that is an `http:` or `https:` URL.
    pub(crate) fn blob_inner(&self) -> Option<Url> {
        if self.scheme() != "blob" {
            return None;
        }
        Url::parse(self.pathname(), None)
            .ok()
            .filter(|inner| matches!(inner.scheme(), "http" | "https"))
    }

    /// The mode of the URL's scheme.
    ///
    /// ```
    /// use specurl::{grammar::Mode, Url};
    /// assert_eq!(Url::parse("FILE:///x", None).unwrap().mode(), Mode::File);
    /// assert_eq!(Url::parse("blob:https://h/x", None).unwrap().mode(), Mode::Generic);
    /// ```
    pub fn mode(&self) -> Mode {
        Mode::of_scheme(self.scheme())
    }
}

/// What an input is parsed against: no base, the model of a base string
/// (concluded by [`with_optional_base`]), or a parsed [`Url`].
pub(crate) enum Against<'b> {
    /// No base.
    Nothing,
    /// A base string, concluded.
    Model(&'b UrlRef<'b>),
    /// A parsed URL, borrowed, whose model is read off its offsets only
    /// when the full pipeline needs it.
    Url(Url<&'b str>),
}

impl<'b> Against<'b> {
    /// A base string's model, if there is one.
    #[inline]
    pub(crate) fn model(base: Option<&'b UrlRef<'b>>) -> Against<'b> {
        base.map_or(Against::Nothing, Against::Model)
    }

    /// The mode a schemeless input is read in.
    #[inline]
    fn fallback(&self) -> Mode {
        match self {
            Against::Nothing => Mode::Generic,
            Against::Model(m) => m.mode(Mode::Generic),
            Against::Url(u) => u.mode(),
        }
    }
}

/// Parse-resolve-and-normalise `input` against `base` to a [`Url`]: when
/// `fast` is set and the input is already normal (or, against a parsed web
/// or file URL, a reference whose parts are), by the frontier's read of its
/// bytes or else by a fast path after the grammar; by the whole pipeline
/// otherwise. The grammar runs at most once.
#[inline]
pub(crate) fn parse_url(
    input: &str,
    base: Against<'_>,
    fast: bool,
    encoding: Encoding,
) -> Result<Url, ParseError> {
    parse_url_then(input, base, fast, encoding, |_, _| None, |url| url)
}

/// The href a parse makes: a `String` of its own ([`Url::parse`]), or a
/// `Cow` that borrows the input where the input is its own href (the
/// borrowing readers), so that the dispatch chain is written once and
/// neither pays for the other's.
pub(crate) trait Href<'a>: AsRef<str> + Sized {
    /// An href that is `text`, a slice of the input.
    fn borrowed(text: &'a str) -> Self;
    /// An href made anew.
    fn owned(href: String) -> Self;
    /// An href that is either.
    #[inline]
    fn of_cow(href: Cow<'a, str>) -> Self {
        match href {
            Cow::Borrowed(text) => Self::borrowed(text),
            Cow::Owned(href) => Self::owned(href),
        }
    }
}

impl<'a> Href<'a> for String {
    #[inline]
    fn borrowed(text: &'a str) -> Self {
        text.to_owned()
    }
    #[inline]
    fn owned(href: String) -> Self {
        href
    }
}

impl<'a> Href<'a> for Cow<'a, str> {
    #[inline]
    fn borrowed(text: &'a str) -> Self {
        Cow::Borrowed(text)
    }
    #[inline]
    fn owned(href: String) -> Self {
        Cow::Owned(href)
    }
}

/// The dispatch chain of every parse, written once: the frontier, the
/// join's front end (against a parsed base), the fast path after the
/// grammar, then the whole pipeline. The href is an [`Href`]: a `Cow`
/// borrows `input` where `input` is already its own href, as most real
/// URLs are; `then` makes the caller's answer of the [`Url`]. `shortcut`
/// answers first where the tokens of an input left as it is (`text`) are
/// enough.
pub(crate) fn parse_url_then<'a, H: Href<'a>, R>(
    input: &'a str,
    base: Against<'_>,
    fast: bool,
    encoding: Encoding,
    shortcut: impl FnOnce(&'a str, &UrlTokens<&str>) -> Option<R>,
    then: impl FnOnce(Url<H>) -> R,
) -> Result<R, ParseError> {
    // A canonical http(s) URL, read before preprocessing and the grammar:
    // it does not depend on the base either. A normal query is ASCII that
    // no encoding changes; the fast paths are kept to UTF-8 all the same,
    // so as not to depend on that.
    let fast = fast && encoding.is_utf8();
    if fast {
        if let Some(url) = crate::fast::frontier::canonical(input).and_then(|c| {
            let href = match c.insert_root {
                true => H::owned(c.href(input)),
                false => H::borrowed(input),
            };
            Url::new(href, &c.positions, c.positions.path_start)
        }) {
            return Ok(then(url));
        }
        // A plain reference against a parsed base, read before
        // preprocessing and the grammar too.
        if let Against::Url(u) = &base {
            if let Some(url) = u
                .join_front(input)
                .and_then(|(href, pos)| Url::new(H::owned(href), &pos, pos.path_start))
            {
                return Ok(then(url));
            }
        }
    }
    front_in(input, base.fallback(), |f, tokens| {
        // An input with a scheme and `//` (which the absolute fast path
        // requires) does not depend on the base.
        if fast {
            if let Some(text) = f.borrowed() {
                if let Some(answer) = shortcut(text, tokens) {
                    return Ok(answer);
                }
            }
            if let Some(url) = crate::fast::normal_href(f.text(), f.borrowed(), tokens)
                .map(|(href, pos)| (H::of_cow(href), pos))
                .or_else(|| match &base {
                    Against::Url(u) => u
                        .join_normal(f.text(), tokens)
                        .map(|(href, pos)| (H::owned(href), pos)),
                    _ => None,
                })
                .and_then(|(href, pos)| Url::new(href, &pos, pos.path_start))
            {
                return Ok(then(url));
            }
        }
        let model;
        let base = match base {
            Against::Nothing => None,
            Against::Model(m) => Some(m),
            Against::Url(ref u) => {
                model = u.as_base();
                Some(&model)
            }
        };
        // An href too long for a `Url` is an error of its own.
        let url = Url::from_normalised(&f.conclude(tokens, base, encoding)?)
            .ok_or_else(|| f.too_long())?;
        Ok(then(Url {
            serialization: H::owned(url.serialization),
            pos: url.pos,
        }))
    })
}
