//! Reading Python strings as the URL Standard's `USVString` and giving
//! places back in Python's terms.

use std::ops::Deref;

use pyo3::prelude::*;
use pyo3::types::PyString;

/// The text of a `str` argument: the `str` itself, whose UTF-8 Python
/// lends (for an ASCII `str`, its own buffer: no copy at all), or, for a
/// `str` with a lone surrogate (or a `URL`'s href), a `String`.
pub(crate) enum Usv<'py> {
    Str(Bound<'py, PyString>),
    Owned(String),
}

impl Deref for Usv<'_> {
    type Target = str;

    fn deref(&self) -> &str {
        match self {
            // `usv` made this variant only of a `str` that has a UTF-8
            // form; Python keeps it with the `str`, so asking again costs
            // a pointer.
            Usv::Str(s) => s.to_str().unwrap_or_default(),
            Usv::Owned(s) => s,
        }
    }
}

impl Usv<'_> {
    pub(crate) fn into_owned(self) -> String {
        match self {
            Usv::Str(_) => self.deref().to_owned(),
            Usv::Owned(s) => s,
        }
    }
}

/// The text of a `str` argument, read as WebIDL reads a `USVString`: each
/// lone surrogate becomes one U+FFFD. One code point stays one code point,
/// so a span counted in `char`s of the result is an index into the
/// caller's `str`.
pub(crate) fn usv<'py>(s: &Bound<'py, PyString>) -> Usv<'py> {
    match s.to_str() {
        Ok(_) => Usv::Str(s.clone()),
        // Only a surrogate makes a `str` have no UTF-8 form.
        Err(_) => Usv::Owned(surrogates_replaced(s)),
    }
}

/// `s` with each surrogate code point replaced by U+FFFD. pyo3's own
/// lossy reading under the limited API gives three U+FFFD for one
/// surrogate (one per byte of its UTF-8 form), which would shift every
/// later index.
fn surrogates_replaced(s: &Bound<'_, PyString>) -> String {
    let bytes: Vec<u8> = match s
        .call_method1("encode", ("utf-8", "surrogatepass"))
        .and_then(|b| b.extract())
    {
        Ok(bytes) => bytes,
        Err(_) => return s.to_string_lossy().into_owned(),
    };
    let mut out = String::with_capacity(bytes.len());
    let mut rest = bytes.as_slice();
    loop {
        match std::str::from_utf8(rest) {
            Ok(tail) => {
                out.push_str(tail);
                return out;
            }
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                out.push_str(&String::from_utf8_lossy(good));
                out.push('\u{FFFD}');
                // With "surrogatepass", the only bytes that are not UTF-8
                // are surrogates, three bytes each.
                rest = bad.get(3..).unwrap_or_default();
            }
        }
    }
}

/// A byte offset into `text` as an index into the Python `str` it came
/// from: Python indexes by code point.
pub(crate) fn char_index(text: &str, byte: usize) -> usize {
    let byte = byte.min(text.len());
    // An offset inside a character counts the character before it, as
    // `Location::of` clamps.
    let mut end = byte;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let head = &text[..end];
    if head.is_ascii() {
        end
    } else {
        head.chars().count()
    }
}

/// Byte offsets of one text as code point indices, for many places at
/// once: each lookup is constant time, so converting every token or
/// diagnostic of a long input stays linear.
pub(crate) struct CharIndex<'a> {
    text: &'a str,
    /// The code point index of each byte offset (and of the end); `None`
    /// for ASCII text, where the two are the same.
    map: Option<Vec<usize>>,
}

impl<'a> CharIndex<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        let map = (!text.is_ascii()).then(|| {
            let mut map = Vec::with_capacity(text.len() + 1);
            for (i, c) in text.chars().enumerate() {
                map.extend(std::iter::repeat_n(i, c.len_utf8()));
            }
            map.push(text.chars().count());
            map
        });
        CharIndex { text, map }
    }

    /// The index of the code point at (or, inside one, holding) `byte`.
    pub(crate) fn of(&self, byte: usize) -> usize {
        let byte = byte.min(self.text.len());
        match &self.map {
            Some(map) => map[byte],
            None => byte,
        }
    }
}
