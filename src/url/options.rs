//! `Url::options()`: parsing with a base and an encoding override, as a
//! builder.

#[allow(unused_imports)]
use crate::prelude::*;

use super::{parse_url, Against, Url};
use crate::encoding::Encoding;
use crate::error::ParseError;

/// How to parse a URL: against which base, with which encoding for the
/// query. Made by [`Url::options`]; [`ParseOptions::parse`] runs it.
///
/// ```
/// use specurl::Url;
/// let options = Url::options().base(Some("http://h/a/b"));
/// assert_eq!(options.parse("c?d").unwrap().href(), "http://h/a/c?d");
/// assert_eq!(options.parse("/e").unwrap().href(), "http://h/e");
/// // A base parsed once, for many inputs.
/// let page = Url::parse("http://h/a/b", None).unwrap();
/// let options = Url::options().base_url(Some(&page));
/// assert_eq!(options.parse("c?d").unwrap().href(), "http://h/a/c?d");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ParseOptions<'a> {
    base: Base<'a>,
    encoding: Encoding,
}

/// The base of [`ParseOptions`]: none, a string parsed at each call, or a
/// parsed URL.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
enum Base<'a> {
    #[default]
    Nothing,
    Str(&'a str),
    Url(&'a Url),
}

impl Url {
    /// Options for parsing: no base and UTF-8, until set otherwise.
    ///
    /// ```
    /// use specurl::Url;
    /// let url = Url::options().parse("HTTP://h/?é").unwrap();
    /// assert_eq!(url, Url::parse("HTTP://h/?é", None).unwrap());
    /// ```
    pub fn options<'a>() -> ParseOptions<'a> {
        ParseOptions::default()
    }
}

impl<'a> ParseOptions<'a> {
    /// The base URL, as the `base` of [`Url::parse`]: parsed first, without
    /// a base of its own (and as UTF-8); an input parses against it only
    /// when it parses.
    ///
    /// ```
    /// use specurl::{ParseErrorKind, Url};
    /// let e = Url::options().base(Some("no base")).parse("x").unwrap_err();
    /// assert_eq!(e.kind(), ParseErrorKind::InvalidBase);
    /// ```
    pub fn base(self, base: Option<&'a str>) -> ParseOptions<'a> {
        let base = base.map_or(Base::Nothing, Base::Str);
        ParseOptions { base, ..self }
    }

    /// The base URL, already parsed: the same result as [`base`](Self::base)
    /// with its href, without reading the base again at each
    /// [`parse`](Self::parse), as [`Url::join`] does. It replaces a base
    /// given by [`base`](Self::base), and the other way round.
    ///
    /// ```
    /// # #[cfg(feature = "encoding")] {
    /// use specurl::{Encoding, Url};
    /// let page = Url::parse("http://h/dir/page", None).unwrap();
    /// let euc_kr = Url::options()
    ///     .base_url(Some(&page))
    ///     .encoding(Encoding::for_label("euc-kr").unwrap());
    /// assert_eq!(euc_kr.parse("x?†").unwrap().href(), "http://h/dir/x?%A2%D3");
    /// assert_eq!(euc_kr.parse("x?†").unwrap(), euc_kr.base(Some(page.href())).parse("x?†").unwrap());
    /// # }
    /// ```
    pub fn base_url(self, base: Option<&'a Url>) -> ParseOptions<'a> {
        let base = base.map_or(Base::Nothing, Base::Url);
        ParseOptions { base, ..self }
    }

    /// The encoding override: the encoding of the query of a special URL
    /// but `ws:` and `wss:`, as a document in a legacy encoding parses its
    /// URLs. Paths, fragments and the queries of other URLs stay UTF-8.
    ///
    /// ```
    /// # #[cfg(feature = "encoding")] {
    /// use specurl::{Encoding, Url};
    /// let euc_kr = Url::options().encoding(Encoding::for_label("euc-kr").unwrap());
    /// assert_eq!(euc_kr.parse("http://h/?†#†").unwrap().href(), "http://h/?%A2%D3#%E2%80%A0");
    /// assert_eq!(euc_kr.parse("wss://h/?†").unwrap().search(), "?%E2%80%A0");
    /// assert_eq!(euc_kr.parse("sc://h/?†").unwrap().search(), "?%E2%80%A0");
    /// # }
    /// ```
    pub fn encoding(self, encoding: Encoding) -> ParseOptions<'a> {
        ParseOptions { encoding, ..self }
    }

    /// Parses `input` with these options; the same as [`Url::parse`] when
    /// the encoding is UTF-8.
    ///
    /// ```
    /// use specurl::Url;
    /// let base = Some("file:///C:/dir/");
    /// let url = Url::options().base(base).parse("..\\x y").unwrap();
    /// assert_eq!(url, Url::parse("..\\x y", base).unwrap());
    /// assert_eq!(url.href(), "file:///C:/x%20y");
    /// ```
    pub fn parse(&self, input: &str) -> Result<Url, ParseError> {
        match self.base {
            Base::Nothing => parse_url(input, Against::Nothing, true, self.encoding),
            Base::Str(base) => Url::parse_encoded(input, Some(base), true, self.encoding),
            Base::Url(base) => parse_url(input, Against::Url(base.by_ref()), true, self.encoding),
        }
    }
}
