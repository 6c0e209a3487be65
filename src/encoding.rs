//! The URL parser's encoding override: the encoding a document gives the
//! queries of the URLs it parses, and the standard's "percent-encode after
//! encoding" of those queries.
//!
//! The override applies to the query of a special URL whose scheme is not
//! `ws` or `wss` (the standard's query state sets the encoding to UTF-8 for
//! the others), and to nothing else: paths, fragments and userinfo are
//! always UTF-8. A character the encoding cannot represent becomes its HTML
//! numeric character reference, percent-encoded: `%26%23NNN%3B`.
//!
//! Every encoding of the Encoding Standard comes from `encoding_rs` behind
//! the feature `encoding`; without it, UTF-8 is the only [`Encoding`].
//!
//! ```
//! # #[cfg(feature = "encoding")] {
//! use specurl::{Encoding, Url};
//! let big5 = Encoding::for_label("big5").unwrap();
//! let url = Url::options().encoding(big5).parse("http://h/†?†#†").unwrap();
//! assert_eq!(url.href(), "http://h/%E2%80%A0?%26%238224%3B#%E2%80%A0");
//! # }
//! ```

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;
use core::fmt;

use crate::grammar::Mode;
use crate::model::UrlRef;
use crate::pct_enc::is_encoded;
use crate::table::Column;

/// An output encoding of the Encoding Standard: UTF-8, or (with the
/// feature `encoding`) any encoding `encoding_rs` has, but UTF-16 and
/// `replacement`, which encode as UTF-8 (the standard's "get an output
/// encoding").
///
/// ```
/// use specurl::Encoding;
/// assert_eq!(Encoding::default(), Encoding::UTF_8);
/// assert_eq!(Encoding::for_label(" UTF8 ").unwrap().name(), "UTF-8");
/// assert!(Encoding::for_label("no such encoding").is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Encoding {
    #[cfg(feature = "encoding")]
    inner: &'static encoding_rs::Encoding,
}

impl Encoding {
    /// UTF-8, the encoding of every URL but those a legacy document parses.
    ///
    /// ```
    /// use specurl::{Encoding, Url};
    /// let url = Url::options().encoding(Encoding::UTF_8).parse("http://h/?é").unwrap();
    /// assert_eq!(url.search(), "?%C3%A9");
    /// ```
    pub const UTF_8: Encoding = Encoding {
        #[cfg(feature = "encoding")]
        inner: encoding_rs::UTF_8,
    };

    /// The output encoding for a label of the Encoding Standard ("get an
    /// encoding", then "get an output encoding"), with ASCII whitespace
    /// around it ignored and case-insensitive. Without the feature
    /// `encoding`, only UTF-8's labels are known.
    ///
    /// ```
    /// use specurl::Encoding;
    /// assert!(Encoding::for_label("unicode-1-1-utf-8").unwrap().is_utf8());
    /// # #[cfg(feature = "encoding")] {
    /// assert_eq!(Encoding::for_label("latin1").unwrap().name(), "windows-1252");
    /// assert_eq!(Encoding::for_label("sjis").unwrap().name(), "Shift_JIS");
    /// // UTF-16 encodes URLs as UTF-8.
    /// assert!(Encoding::for_label("utf-16le").unwrap().is_utf8());
    /// # }
    /// ```
    pub fn for_label(label: &str) -> Option<Encoding> {
        #[cfg(feature = "encoding")]
        {
            encoding_rs::Encoding::for_label(label.as_bytes()).map(Encoding::of)
        }
        #[cfg(not(feature = "encoding"))]
        {
            const UTF_8_LABELS: [&str; 6] = [
                "unicode-1-1-utf-8",
                "unicode11utf8",
                "unicode20utf8",
                "utf-8",
                "utf8",
                "x-unicode20utf8",
            ];
            let label = label.trim_matches(['\t', '\n', '\x0C', '\r', ' ']);
            UTF_8_LABELS
                .iter()
                .any(|l| l.eq_ignore_ascii_case(label))
                .then_some(Encoding::UTF_8)
        }
    }

    /// The encoding's name, as the Encoding Standard writes it.
    ///
    /// ```
    /// assert_eq!(specurl::Encoding::UTF_8.name(), "UTF-8");
    /// ```
    pub fn name(self) -> &'static str {
        #[cfg(feature = "encoding")]
        {
            self.inner.name()
        }
        #[cfg(not(feature = "encoding"))]
        {
            "UTF-8"
        }
    }

    /// Whether this is UTF-8, under which the override changes nothing.
    ///
    /// ```
    /// assert!(specurl::Encoding::UTF_8.is_utf8());
    /// ```
    pub fn is_utf8(self) -> bool {
        self == Encoding::UTF_8
    }

    /// The query of `url`, percent-encoded after encoding when the override
    /// applies to it: `url` is special and not `ws` or `wss`, and this is
    /// not UTF-8. (UTF-8 is left to normalisation, which encodes every
    /// query as UTF-8.)
    pub(crate) fn encode_query(self, url: &mut UrlRef<'_>) {
        // The standard's words: the override is UTF-8 for a URL that is
        // not special, or whose scheme is "ws" or "wss". The scheme is as
        // written here (normalisation lowercases it after), so compared
        // as the standard's lowercased one.
        let scheme = url.scheme().unwrap_or_default();
        let ws = ["ws", "wss"].iter().any(|s| scheme.eq_ignore_ascii_case(s));
        if self.is_utf8() || !Mode::of_scheme(scheme).is_special() || ws {
            return;
        }
        if let Some(query) = url.query.as_mut() {
            let encoded = self.percent_encode_after_encoding(query);
            *query = Cow::Owned(encoded);
        }
    }

    /// "Percent-encode after encoding" with the special-query percent-encode
    /// set: the bytes of `input` in this encoding, each ASCII byte outside
    /// the set as itself, every other byte as `%XX`, and each character the
    /// encoding cannot represent as `%26%23` decimal `%3B`.
    ///
    /// ```
    /// use specurl::Encoding;
    /// let utf8 = Encoding::UTF_8.percent_encode_after_encoding("a b'é");
    /// assert_eq!(utf8, "a%20b%27%C3%A9");
    /// # #[cfg(feature = "encoding")] {
    /// let latin1 = Encoding::for_label("windows-1252").unwrap();
    /// assert_eq!(latin1.percent_encode_after_encoding("é€✓"), "%E9%80%26%2310003%3B");
    /// # }
    /// ```
    pub fn percent_encode_after_encoding(self, input: &str) -> String {
        let mut out = String::with_capacity(input.len());
        self.encode(input, |piece| match piece {
            Encoded::Bytes(bytes) => {
                for &b in bytes {
                    if b.is_ascii() && !is_encoded(Column::SpecialQuery, b) {
                        out.push(b as char);
                    } else {
                        push_percent_encoded(&mut out, b);
                    }
                }
            }
            Encoded::Unmappable(c) => {
                out.push_str("%26%23");
                out.push_str(&u32::from(c).to_string());
                out.push_str("%3B");
            }
        });
        out
    }

    /// Encodes `input`, handing the bytes and the characters the encoding
    /// cannot represent to `out`, in order.
    #[cfg(feature = "encoding")]
    fn encode(self, input: &str, mut out: impl FnMut(Encoded<'_>)) {
        use encoding_rs::EncoderResult;
        let mut encoder = self.inner.new_encoder();
        let mut buffer = [0u8; 1024];
        let mut rest = input;
        loop {
            let (result, read, written) =
                encoder.encode_from_utf8_without_replacement(rest, &mut buffer, true);
            out(Encoded::Bytes(&buffer[..written]));
            rest = &rest[read..];
            match result {
                EncoderResult::InputEmpty => return,
                EncoderResult::OutputFull => {}
                EncoderResult::Unmappable(c) => out(Encoded::Unmappable(c)),
            }
        }
    }

    #[cfg(not(feature = "encoding"))]
    fn encode(self, input: &str, mut out: impl FnMut(Encoded<'_>)) {
        out(Encoded::Bytes(input.as_bytes()));
    }
}

/// A piece of an encoder's output.
enum Encoded<'b> {
    Bytes(&'b [u8]),
    /// A character the encoding has no bytes for.
    #[cfg_attr(not(feature = "encoding"), allow(dead_code))]
    Unmappable(char),
}

fn push_percent_encoded(out: &mut String, b: u8) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('%');
    out.push(HEX[usize::from(b >> 4)] as char);
    out.push(HEX[usize::from(b & 0xF)] as char);
}

/// UTF-8.
impl Default for Encoding {
    fn default() -> Encoding {
        Encoding::UTF_8
    }
}

/// The name.
///
/// ```
/// assert_eq!(format!("{:?}", specurl::Encoding::UTF_8), "Encoding(UTF-8)");
/// ```
impl fmt::Debug for Encoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Encoding({})", self.name())
    }
}

// The output encoding of an `encoding_rs` encoding. A private function, not
// a public `From`, so that `encoding_rs` is no part of specurl's API: a user
// names an encoding by its label (`Encoding::for_label`).
#[cfg(feature = "encoding")]
impl Encoding {
    fn of(e: &'static encoding_rs::Encoding) -> Encoding {
        Encoding {
            inner: e.output_encoding(),
        }
    }
}
