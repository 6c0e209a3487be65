//! `url_encode(text, set)` and `url_decode(text)`: the URL Standard's
//! "percent-encode after encoding" (UTF-8) with one of its named
//! percent-encode sets, and its "percent-decode" followed by "UTF-8
//! decode without BOM".
//!
//! The sets are the WHATWG standard's, each built from the one before as
//! the standard defines it. specurl's own sets (`specurl::pct_enc`) are
//! the columns of the URL Specification's component table, which say what
//! the parser encodes in each component of a URL it reads; these say what
//! the standard's algorithms (and JavaScript's `encodeURIComponent`, which
//! is the component set's) encode in a value given on its own, and differ
//! from those (`|` in a path, `%` in a component).

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};

use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType};

use crate::strings::Arg;
use crate::{Result, Rows, Strings, StringsOut};

/// The C0 control percent-encode set: "the C0 controls and all code
/// points greater than U+007E (~)" (U+007F here; the rest are not ASCII,
/// and every one of those is encoded).
pub const C0_CONTROL: &AsciiSet = CONTROLS;

/// The fragment percent-encode set: "the C0 control percent-encode set
/// and U+0020 SPACE, U+0022 ("), U+003C (<), U+003E (>), and U+0060 (`)".
pub const FRAGMENT: &AsciiSet = &C0_CONTROL.add(b' ').add(b'"').add(b'<').add(b'>').add(b'`');

/// The query percent-encode set: "the C0 control percent-encode set and
/// U+0020 SPACE, U+0022 ("), U+0023 (#), U+003C (<), and U+003E (>)".
pub const QUERY: &AsciiSet = &C0_CONTROL.add(b' ').add(b'"').add(b'#').add(b'<').add(b'>');

/// The special-query percent-encode set: "the query percent-encode set
/// and U+0027 (')".
pub const SPECIAL_QUERY: &AsciiSet = &QUERY.add(b'\'');

/// The path percent-encode set: "the query percent-encode set and U+003F
/// (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (})".
pub const PATH: &AsciiSet = &QUERY.add(b'?').add(b'^').add(b'`').add(b'{').add(b'}');

/// The userinfo percent-encode set: "the path percent-encode set and
/// U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+0040 (@), U+005B ([)
/// to U+005E (^), inclusive, and U+007C (|)".
pub const USERINFO: &AsciiSet = &PATH
    .add(b'/')
    .add(b':')
    .add(b';')
    .add(b'=')
    .add(b'@')
    .add(b'[')
    .add(b'\\')
    .add(b']')
    .add(b'^')
    .add(b'|');

/// The component percent-encode set: "the userinfo percent-encode set
/// and U+0024 ($) to U+0026 (&), inclusive, U+002B (+), and U+002C (,)".
pub const COMPONENT: &AsciiSet = &USERINFO.add(b'$').add(b'%').add(b'&').add(b'+').add(b',');

/// The application/x-www-form-urlencoded percent-encode set: "the
/// component percent-encode set and U+0021 (!), U+0027 (') to U+0029
/// RIGHT PARENTHESIS, inclusive, and U+007E (~)".
pub const APPLICATION_X_WWW_FORM_URLENCODED: &AsciiSet =
    &COMPONENT.add(b'!').add(b'\'').add(b'(').add(b')').add(b'~');

/// Every set by its name in the standard, without "percent-encode set".
pub const SETS: [(&str, &AsciiSet); 8] = [
    ("c0-control", C0_CONTROL),
    ("fragment", FRAGMENT),
    ("query", QUERY),
    ("special-query", SPECIAL_QUERY),
    ("path", PATH),
    ("userinfo", USERINFO),
    ("component", COMPONENT),
    (
        "application/x-www-form-urlencoded",
        APPLICATION_X_WWW_FORM_URLENCODED,
    ),
];

/// The set of name `name`, or the error that names them all.
///
/// ```
/// use specurl_arrow::url_encode::{set, COMPONENT};
/// assert!(std::ptr::eq(set("component").unwrap(), COMPONENT));
/// let e = set("Component").unwrap_err().to_string();
/// assert!(e.contains("unknown percent-encode set `Component` (expected c0-control, fragment,"), "{e}");
/// ```
pub fn set(name: &str) -> Result<&'static AsciiSet> {
    SETS.iter()
        .find(|(n, _)| *n == name)
        .map(|(_, s)| *s)
        .ok_or_else(|| {
            let names: Vec<&str> = SETS.iter().map(|(n, _)| *n).collect();
            ArrowError::InvalidArgumentError(format!(
                "url_encode: unknown percent-encode set `{name}` (expected {})",
                names.join(", ")
            ))
        })
}

/// The kernel of `url_encode(text, set)`: per row, `text` as UTF-8 with
/// every byte of the named set, and every byte that is not ASCII,
/// written `%XX` (upper-case hexadecimal); a space is `%20` in every set,
/// `application/x-www-form-urlencoded` too (the standard's serializer
/// writes it `+` on its own, after encoding). NULL where an argument is
/// NULL; a set of no known name ([`SETS`]) is an error, for a constant
/// one before any row is read. The result has the string type of `text`.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_encode::UrlEncode, Evaluated, Input};
/// let text: ArrayRef = std::sync::Arc::new(StringArray::from(vec![Some("a b&c=é/d"), None]));
/// let run = |set| {
///     let Evaluated::Array(out) = evaluate(&UrlEncode, &[Input::Array(&text), Input::Scalar(Some(set))], 2, &DataType::Utf8).unwrap()
///     else { panic!() };
///     out.as_string::<i32>().iter().map(|s| s.map(str::to_owned)).collect::<Vec<_>>()
/// };
/// assert_eq!(run("component"), [Some("a%20b%26c%3D%C3%A9%2Fd".to_owned()), None]);
/// assert_eq!(run("path"), [Some("a%20b&c=%C3%A9/d".to_owned()), None]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlEncode;

/// The kernel of `url_decode(text)`: per row, every `%XX` of `text` (two
/// hexadecimal digits, either case) its byte, and the bytes read as UTF-8
/// with U+FFFD for each sequence that is not UTF-8 (the standard's "UTF-8
/// decode without BOM", which keeps a BOM); a `%` not followed by two
/// hexadecimal digits stays as it is. `+` stays a `+`: it is a space in
/// a query's `application/x-www-form-urlencoded` pairs only, which
/// `url_search_param` decodes. NULL for NULL. The result has the string
/// type of `text`.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_encode::UrlDecode, Evaluated, Input};
/// let text: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("caf%C3%A9+au%20lait"), Some("100%%zz%4"), Some("%ff%C3"), None,
/// ]));
/// let Evaluated::Array(out) = evaluate(&UrlDecode, &[Input::Array(&text)], 4, &DataType::Utf8).unwrap()
/// else { panic!() };
/// let out: Vec<_> = out.as_string::<i32>().iter().collect();
/// assert_eq!(out, [Some("café+au lait"), Some("100%%zz%4"), Some("\u{FFFD}\u{FFFD}"), None]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlDecode;

impl Rows for UrlEncode {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let Some(names) = args.get(1) else {
            return Err(ArrowError::InvalidArgumentError(
                "url_encode takes two arguments: text, set".into(),
            ));
        };
        // A constant set is read, and refused, once per batch.
        let constant = match names.constant() {
            Some(Some(name)) => Some(Some(set(name)?)),
            Some(None) => Some(None),
            None => None,
        };
        let mut out = StringsOut::new(t, rows, main.view());
        for row in 0..rows {
            let which = match constant {
                Some(s) => s,
                None => names.get(row).map(set).transpose()?,
            };
            match (main.get(row), which) {
                (Some(text), Some(which)) => {
                    out.append_cow(row, utf8_percent_encode(text, which).into())?
                }
                _ => out.append_null(),
            }
        }
        Ok(out.finish())
    }
}

impl Rows for UrlDecode {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        _: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = StringsOut::new(t, rows, main.view());
        for row in 0..rows {
            match main.get(row) {
                Some(text) => out.append_cow(row, percent_decode_str(text).decode_utf8_lossy())?,
                None => out.append_null(),
            }
        }
        Ok(out.finish())
    }
}
