//! Percent-encoding and -decoding of component values.
//!
//! The component character table ("Component Characters" in the
//! specification) says, for each component ([`Column`]), how each
//! character is handled ([`Status`], read with [`status`]).
//!
//! [`encode`] percent-encodes a value for a column by a set derived at
//! compile time from the table: a character is encoded where its status is
//! `E` or `F`, and where the grammar could never have put it (`n/a`),
//! except `%`, which is never encoded. Non-ASCII characters are always
//! encoded (as UTF-8 bytes), which is what `E` and `F` ask of them.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use percent_encoding::{utf8_percent_encode, AsciiSet};

pub(crate) use crate::table::is_encoded;
pub use specurl_grammar::table::{status, Column, Status};

/// The bytes `column` percent-encodes, as an [`AsciiSet`]: every set of
/// the crate's encoders is built from the table by this one function.
pub(crate) const fn encode_set(column: Column) -> AsciiSet {
    let mut set = AsciiSet::EMPTY;
    let mut b = 0u8;
    while b < 0x80 {
        if is_encoded(column, b) {
            set = set.add(b);
        }
        b += 1;
    }
    set
}

// One set per column of the component table. They stay private: the
// public way to encode is `encode` with a `Column`, so that specurl's API
// does not carry percent-encoding's `AsciiSet`.
static USERNAME: AsciiSet = encode_set(Column::Username);
static PASSWORD: AsciiSet = encode_set(Column::Password);
static OPAQUE_HOST: AsciiSet = encode_set(Column::OpaqueHost);
static SEGMENT: AsciiSet = encode_set(Column::Segment);
static OPAQUE_PATH: AsciiSet = encode_set(Column::OpaquePath);
static QUERY: AsciiSet = encode_set(Column::Query);
static SPECIAL_QUERY: AsciiSet = encode_set(Column::SpecialQuery);
static FRAGMENT: AsciiSet = encode_set(Column::Fragment);

/// The encode set of a column.
fn set_of(column: Column) -> &'static AsciiSet {
    match column {
        Column::Username => &USERNAME,
        Column::Password => &PASSWORD,
        Column::OpaqueHost => &OPAQUE_HOST,
        Column::Segment => &SEGMENT,
        Column::OpaquePath => &OPAQUE_PATH,
        Column::Query => &QUERY,
        Column::SpecialQuery => &SPECIAL_QUERY,
        Column::Fragment => &FRAGMENT,
    }
}

/// Percent-encodes `value` for `column`; borrows when nothing changes.
///
/// A character is encoded where the component table gives it the status
/// `E` or `F`, and where the grammar could never have put it (`n/a`),
/// except `%`, which is never encoded; non-ASCII characters are always
/// encoded, as their UTF-8 bytes. A rejected character (`R`, such as a
/// space in an opaque host) is left as it is: it fails the URL instead.
///
/// ```
/// use specurl::pct_enc::{encode, Column};
/// use specurl::Url;
/// assert_eq!(encode("a b%20é", Column::Segment), "a%20b%20%C3%A9");
/// // `:` would end the username, `@` the userinfo; `;` is encoded (`E`).
/// assert_eq!(encode("a:b@c;d", Column::Username), "a%3Ab%40c%3Bd");
/// // The userinfo ends at the last `@`: the password's `@` is fixed.
/// let url = Url::parse("http://u:p@ss@h/", None).unwrap();
/// assert_eq!(encode("p@ss", Column::Password), url.password());
/// assert_eq!(encode("h\u{1}é ", Column::OpaqueHost), "h%01%C3%A9 ");
/// // `|` is tolerated, `^` fixed, `?` could only be there percent-encoded.
/// assert_eq!(encode("a|b^c?", Column::Segment), "a|b%5Ec%3F");
/// // An opaque path tolerates what a segment fixes, but not a control.
/// assert_eq!(encode("a b\u{1}", Column::OpaquePath), "a b%01");
/// // A generic query keeps `'`; the query of a web or file URL encodes it.
/// assert_eq!(encode("it's a", Column::Query), "it's%20a");
/// assert_eq!(encode("it's a", Column::SpecialQuery), "it%27s%20a");
/// assert_eq!(Url::parse("http://h/?it's", None).unwrap().search(), "?it%27s");
/// // A second `#` is tolerated; a backtick is fixed; `%` is never encoded.
/// assert_eq!(encode("a#b`%41", Column::Fragment), "a#b%60%41");
/// ```
pub fn encode(value: &str, column: Column) -> Cow<'_, str> {
    utf8_percent_encode(value, set_of(column)).into()
}

/// Encodes a component value in place, keeping a borrow when nothing
/// changes.
pub(crate) fn encode_cow(value: &mut Cow<'_, str>, column: Column) {
    // Empty dirs are common (`//`, and hostile inputs repeat them).
    if value.is_empty() {
        return;
    }
    let set = set_of(column);
    // Unencoded chunks are slices of the input: a first chunk that is the
    // whole input means nothing needs encoding.
    let unchanged = match utf8_percent_encode(value, set).next() {
        None => true,
        Some(first) => first.as_ptr() == value.as_ptr() && first.len() == value.len(),
    };
    if !unchanged {
        *value = Cow::Owned(utf8_percent_encode(value, set).to_string());
    }
}

/// Percent-decodes `value` to bytes: each `pct-encoded-byte` becomes its
/// byte; `pct-invalid` and uncoded parts stay as they are.
///
/// ```
/// assert_eq!(specurl::pct_enc::decode_bytes("a%41%zz"), b"aA%zz".as_slice());
/// ```
pub fn decode_bytes(value: &str) -> Cow<'_, [u8]> {
    percent_encoding::percent_decode_str(value).into()
}

/// Percent-decodes `value` as "Percent Decoding" says: the string is read
/// as `pct-encoded-bytes`, `pct-invalid` and `uncoded` parts; each run of
/// `pct-encoded-bytes` is decoded together, as UTF-8; the other parts stay
/// as they are. Borrows when there is nothing to decode.
///
/// The specification does not say what becomes of bytes that are not
/// UTF-8. They keep their percent-encoding, as written, so that decoding
/// loses nothing (docs/spec-notes.md, note 16).
///
/// ```
/// use specurl::pct_enc::decode_str;
/// assert_eq!(decode_str("caf%C3%A9%20au%20lait"), "café au lait");
/// // pct-invalid parts are kept, and so are bytes that are not UTF-8.
/// assert_eq!(decode_str("100%%zz%4"), "100%%zz%4");
/// assert_eq!(decode_str("%41%ff%C3%A9%c3"), "A%ffé%c3");
/// // A character's bytes must be in one run: `%C3` and `%A9` apart are not é.
/// assert_eq!(decode_str("%C3x%A9"), "%C3x%A9");
/// ```
pub fn decode_str(value: &str) -> Cow<'_, str> {
    use crate::grammar::{pct_encoded_bytes, Mode, Span};
    let Some(first) = value.find('%') else {
        return Cow::Borrowed(value);
    };
    let mut out = String::with_capacity(value.len());
    out.push_str(&value[..first]);
    let mut rest = &value[first..];
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        match pct_encoded_bytes(Mode::Generic, Span::new(rest)) {
            Ok((after, run)) => {
                decode_run(run.fragment(), &mut out);
                rest = &rest[run.fragment().len()..];
                debug_assert_eq!(rest.len(), after.fragment().len());
            }
            // pct-invalid: the `%`, kept; what follows is read again.
            Err(_) => {
                out.push('%');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// Decodes one run of `pct-encoded-byte`s (`%XX` each) as UTF-8 into
/// `out`, keeping the text of bytes that are not UTF-8.
fn decode_run(run: &str, out: &mut String) {
    let bytes: Vec<u8> = run
        .as_bytes()
        .chunks(3)
        .map(|c| (hex(c[1]) << 4) | hex(c[2]))
        .collect();
    let mut at = 0;
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        at += chunk.valid().len();
        let invalid = chunk.invalid().len();
        out.push_str(&run[3 * at..3 * (at + invalid)]);
        at += invalid;
    }
}

fn hex(digit: u8) -> u8 {
    match digit {
        b'0'..=b'9' => digit - b'0',
        b'a'..=b'f' => digit - b'a' + 10,
        b'A'..=b'F' => digit - b'A' + 10,
        // `pct-encoded-byte` has only hex digits.
        _ => 0,
    }
}

#[cfg(test)]
mod tests;
