//! `SearchParams`: the URL Standard's `application/x-www-form-urlencoded`
//! list of name-value pairs, with the operations of `URLSearchParams`.
//!
//! Parsing and serialising are the `form_urlencoded` crate's, which does
//! what the standard's parser and serializer say (split on `&`, skip empty
//! sequences, split at the first `=`, `+` as space, percent-decode, UTF-8
//! decode without BOM with U+FFFD for bad sequences; and back with the
//! application/x-www-form-urlencoded percent-encode set and space as `+`).
//! Only the sort is written here: the standard orders names by UTF-16 code
//! units, which Rust's `str` ordering (by code points) does not.
//!
//! ```
//! use specurl::SearchParams;
//! let mut p = SearchParams::parse("b=2&a=1&a=3+x");
//! p.sort();
//! assert_eq!(p.get_all("a"), ["1", "3 x"]);
//! p.set("c", "é&=");
//! assert_eq!(p.to_string(), "a=1&a=3+x&b=2&c=%C3%A9%26%3D");
//! ```

#[allow(unused_imports)]
use crate::prelude::*;

use core::cmp::Ordering;
use core::fmt;

/// An `application/x-www-form-urlencoded` list: the name-value pairs of a
/// query, decoded, in order, names repeating as they may.
///
/// ```
/// use specurl::SearchParams;
/// let p = SearchParams::parse("a=1&&b&a=%zz");
/// let pairs: Vec<_> = p.iter().collect();
/// assert_eq!(pairs, [("a", "1"), ("b", ""), ("a", "%zz")]);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct SearchParams {
    list: Vec<(String, String)>,
}

impl SearchParams {
    /// The empty list.
    ///
    /// ```
    /// let p = specurl::SearchParams::new();
    /// assert!(p.is_empty());
    /// assert_eq!(p.to_string(), "");
    /// ```
    pub fn new() -> SearchParams {
        SearchParams::default()
    }

    /// The application/x-www-form-urlencoded parser, on the UTF-8 of
    /// `input`. A leading `?` is a name's first character: the
    /// `URLSearchParams` constructor removes it before parsing, so pass
    /// `input.strip_prefix('?').unwrap_or(input)` to do as it does.
    ///
    /// ```
    /// use specurl::SearchParams;
    /// let p = SearchParams::parse("a+b=c%20d&=&e==f&%FF");
    /// let pairs: Vec<_> = p.iter().collect();
    /// assert_eq!(pairs, [("a b", "c d"), ("", ""), ("e", "=f"), ("\u{FFFD}", "")]);
    /// assert_eq!(SearchParams::parse("?x").get("?x"), Some(""));
    /// ```
    pub fn parse(input: &str) -> SearchParams {
        form_urlencoded::parse(input.as_bytes())
            .map(|(n, v)| (n.into_owned(), v.into_owned()))
            .collect()
    }

    /// The decoded pairs, in order.
    ///
    /// ```
    /// let p = specurl::SearchParams::parse("x=1&y=2");
    /// assert_eq!(p.iter().map(|(n, _)| n).collect::<String>(), "xy");
    /// ```
    pub fn iter(&self) -> SearchParamsIter<'_> {
        SearchParamsIter {
            inner: self.list.iter(),
        }
    }

    /// The number of pairs (`size`).
    ///
    /// ```
    /// assert_eq!(specurl::SearchParams::parse("a&a&&b=").len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether there are no pairs.
    ///
    /// ```
    /// assert!(specurl::SearchParams::parse("&&").is_empty());
    /// assert!(!specurl::SearchParams::parse("=").is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The value of the first pair named `name`.
    ///
    /// ```
    /// let p = specurl::SearchParams::parse("a=1&a=2");
    /// assert_eq!(p.get("a"), Some("1"));
    /// assert_eq!(p.get("b"), None);
    /// ```
    pub fn get(&self, name: &str) -> Option<&str> {
        self.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The values of every pair named `name`, in order (`getAll`).
    ///
    /// ```
    /// let p = specurl::SearchParams::parse("a=1&b=2&a=3");
    /// assert_eq!(p.get_all("a"), ["1", "3"]);
    /// assert!(p.get_all("c").is_empty());
    /// ```
    pub fn get_all(&self, name: &str) -> Vec<&str> {
        self.iter()
            .filter(|(n, _)| *n == name)
            .map(|(_, v)| v)
            .collect()
    }

    /// Whether a pair is named `name` and, when `value` is given, has that
    /// value.
    ///
    /// ```
    /// let p = specurl::SearchParams::parse("a=1");
    /// assert!(p.has("a", None));
    /// assert!(p.has("a", Some("1")));
    /// assert!(!p.has("a", Some("2")));
    /// ```
    pub fn has(&self, name: &str, value: Option<&str>) -> bool {
        self.iter()
            .any(|(n, v)| n == name && value.is_none_or(|value| v == value))
    }

    /// Adds a pair at the end.
    ///
    /// ```
    /// let mut p = specurl::SearchParams::parse("a=1");
    /// p.append("a", "2 3");
    /// assert_eq!(p.to_string(), "a=1&a=2+3");
    /// ```
    pub fn append(&mut self, name: &str, value: &str) {
        self.list.push((name.to_owned(), value.to_owned()));
    }

    /// Sets the value of the first pair named `name` and removes the others
    /// of that name; appends the pair when there is none.
    ///
    /// ```
    /// let mut p = specurl::SearchParams::parse("a=1&b=2&a=3");
    /// p.set("a", "4");
    /// assert_eq!(p.to_string(), "a=4&b=2");
    /// p.set("c", "");
    /// assert_eq!(p.to_string(), "a=4&b=2&c=");
    /// ```
    pub fn set(&mut self, name: &str, value: &str) {
        let mut found = false;
        self.list.retain_mut(|(n, v)| {
            if n != name {
                return true;
            }
            if found {
                return false;
            }
            found = true;
            value.clone_into(v);
            true
        });
        if !found {
            self.append(name, value);
        }
    }

    /// Removes every pair named `name` or, when `value` is given, every
    /// pair named `name` with that value.
    ///
    /// ```
    /// let mut p = specurl::SearchParams::parse("a=1&b=2&a=3");
    /// p.delete("a", Some("3"));
    /// assert_eq!(p.to_string(), "a=1&b=2");
    /// p.delete("a", None);
    /// assert_eq!(p.to_string(), "b=2");
    /// ```
    pub fn delete(&mut self, name: &str, value: Option<&str>) {
        self.list
            .retain(|(n, v)| !(n == name && value.is_none_or(|value| v == value)));
    }

    /// Sorts the pairs by name, comparing the names' UTF-16 code units, and
    /// keeps the order of pairs with equal names (the sort is stable).
    ///
    /// ```
    /// let mut p = specurl::SearchParams::parse("b=1&a=2&b=0&%F0%9F%8C%88=3&%EF%AC%83=4");
    /// p.sort();
    /// // U+1F308 is the surrogate pair D83C DF08, before U+FB03.
    /// assert_eq!(p.to_string(), "a=2&b=1&b=0&%F0%9F%8C%88=3&%EF%AC%83=4");
    /// ```
    pub fn sort(&mut self) {
        self.list.sort_by(|(a, _), (b, _)| utf16_cmp(a, b));
    }

    /// The pairs, as a vector of owned names and values.
    ///
    /// ```
    /// let p = specurl::SearchParams::parse("a=1");
    /// assert_eq!(p.into_vec(), [("a".to_string(), "1".to_string())]);
    /// ```
    pub fn into_vec(self) -> Vec<(String, String)> {
        self.list
    }
}

/// Compares two strings by their UTF-16 code units. The order of code
/// points is the same except that a character above U+FFFF (a surrogate
/// pair, D800 to DFFF) sorts before one from U+E000 to U+FFFF.
fn utf16_cmp(a: &str, b: &str) -> Ordering {
    // Equal prefixes compare equal in both orders: skip them bytewise, then
    // compare the rest by code units.
    let common = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let mut start = common;
    while !a.is_char_boundary(start) {
        start -= 1;
    }
    a[start..].encode_utf16().cmp(b[start..].encode_utf16())
}

/// The application/x-www-form-urlencoded serializer: `name=value` pairs
/// joined by `&`, space as `+`, and everything but ASCII alphanumerics and
/// `*-._` percent-encoded as UTF-8.
///
/// ```
/// let mut p = specurl::SearchParams::new();
/// p.append("a b", "~!'()*-._");
/// p.append("", "");
/// assert_eq!(p.to_string(), "a+b=%7E%21%27%28%29*-._&=");
/// ```
impl fmt::Display for SearchParams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let serialized = form_urlencoded::Serializer::new(String::new())
            .extend_pairs(self.iter())
            .finish();
        f.write_str(&serialized)
    }
}

/// Parses as [`SearchParams::parse`] does (a leading `?` is kept).
///
/// ```
/// let p: specurl::SearchParams = "a=1".parse().unwrap();
/// assert_eq!(p.get("a"), Some("1"));
/// ```
impl core::str::FromStr for SearchParams {
    type Err = core::convert::Infallible;

    fn from_str(s: &str) -> Result<SearchParams, Self::Err> {
        Ok(SearchParams::parse(s))
    }
}

/// A list from pairs.
///
/// ```
/// let p: specurl::SearchParams = [("a", "1"), ("b", "2")].into_iter().collect();
/// assert_eq!(p.to_string(), "a=1&b=2");
/// ```
impl<N: Into<String>, V: Into<String>> FromIterator<(N, V)> for SearchParams {
    fn from_iter<I: IntoIterator<Item = (N, V)>>(iter: I) -> SearchParams {
        SearchParams {
            list: iter
                .into_iter()
                .map(|(n, v)| (n.into(), v.into()))
                .collect(),
        }
    }
}

/// Appends pairs.
///
/// ```
/// let mut p = specurl::SearchParams::parse("a=1");
/// p.extend([("b", "2")]);
/// assert_eq!(p.to_string(), "a=1&b=2");
/// ```
impl<N: Into<String>, V: Into<String>> Extend<(N, V)> for SearchParams {
    fn extend<I: IntoIterator<Item = (N, V)>>(&mut self, iter: I) {
        self.list
            .extend(iter.into_iter().map(|(n, v)| (n.into(), v.into())));
    }
}

/// The pairs, borrowed.
///
/// ```
/// let p = specurl::SearchParams::parse("a=1");
/// for (name, value) in &p {
///     assert_eq!((name, value), ("a", "1"));
/// }
/// ```
impl<'a> IntoIterator for &'a SearchParams {
    type Item = (&'a str, &'a str);
    type IntoIter = SearchParamsIter<'a>;

    fn into_iter(self) -> SearchParamsIter<'a> {
        self.iter()
    }
}

/// The decoded pairs of a [`SearchParams`], in order.
///
/// ```
/// let p = specurl::SearchParams::parse("a=1&b=2");
/// let mut it = p.iter();
/// assert_eq!(it.next(), Some(("a", "1")));
/// assert_eq!(it.len(), 1);
/// ```
#[derive(Debug, Clone)]
pub struct SearchParamsIter<'a> {
    inner: core::slice::Iter<'a, (String, String)>,
}

impl<'a> Iterator for SearchParamsIter<'a> {
    type Item = (&'a str, &'a str);

    fn next(&mut self) -> Option<Self::Item> {
        self.inner.next().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.inner.size_hint()
    }
}

impl DoubleEndedIterator for SearchParamsIter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.inner
            .next_back()
            .map(|(n, v)| (n.as_str(), v.as_str()))
    }
}

impl ExactSizeIterator for SearchParamsIter<'_> {}

#[cfg(test)]
mod tests;
