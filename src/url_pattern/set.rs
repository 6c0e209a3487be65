//! `UrlPatternSet`: many patterns matched against one URL, as a router
//! matches its routes.
//!
//! The set parses the URL once, and indexes its patterns by what they fix:
//! a pattern whose hostname is fixed text is found by that hostname in a
//! hash map; a fixed protocol and the fixed text a pathname starts with
//! are compared before any matcher runs. Only the patterns that pass run
//! their matchers, in insertion order.

use std::collections::HashMap;

use crate::Url;

use super::component_name::ComponentName;
use super::error::UrlPatternError;
use super::input::UrlPatternInput;
use super::pattern::{values_of, UrlPattern};
use super::result::UrlPatternResult;

/// What the set knows of a pattern without running it.
#[derive(Debug, Clone)]
struct Entry {
    pattern: UrlPattern,
    protocol: Option<String>,
    pathname_prefix: String,
}

/// A set of URL patterns that returns the patterns matching a URL, with
/// their groups, in insertion order.
///
/// ```
/// use specurl::url_pattern::{UrlPattern, UrlPatternSet};
/// let mut routes = UrlPatternSet::new();
/// let parse = |s: &str| UrlPattern::parse(s, None, Default::default()).unwrap();
/// let book = routes.push(parse("https://example.com/books/:id"));
/// let any = routes.push(parse("https://example.com/*"));
/// routes.push(parse("https://other.example/*"));
/// let matches = routes.exec("https://example.com/books/7", None).unwrap();
/// assert_eq!(matches.iter().map(|(i, _)| *i).collect::<Vec<_>>(), [book, any]);
/// assert_eq!(matches[0].1.pathname.group("id"), Some("7"));
/// ```
#[derive(Debug, Clone, Default)]
pub struct UrlPatternSet {
    entries: Vec<Entry>,
    /// The patterns with a fixed hostname, by hostname, in order.
    by_hostname: HashMap<String, Vec<usize>>,
    /// The patterns whose hostname is not fixed, in order.
    any_hostname: Vec<usize>,
}

impl UrlPatternSet {
    /// An empty set.
    pub fn new() -> UrlPatternSet {
        UrlPatternSet::default()
    }

    /// Adds `pattern` and returns its index.
    ///
    /// ```
    /// use specurl::url_pattern::{UrlPattern, UrlPatternSet};
    /// let mut set = UrlPatternSet::new();
    /// assert_eq!(set.push(UrlPattern::parse("https://h/*", None, Default::default()).unwrap()), 0);
    /// assert_eq!(set.len(), 1);
    /// ```
    pub fn push(&mut self, pattern: UrlPattern) -> usize {
        let index = self.entries.len();
        match pattern.component(ComponentName::Hostname).fixed_text() {
            Some(h) => self
                .by_hostname
                .entry(h.to_string())
                .or_default()
                .push(index),
            None => self.any_hostname.push(index),
        }
        let protocol = pattern
            .component(ComponentName::Protocol)
            .fixed_text()
            .map(str::to_string);
        let pathname_prefix = pattern
            .component(ComponentName::Pathname)
            .literal_prefix()
            .to_string();
        self.entries.push(Entry {
            pattern,
            protocol,
            pathname_prefix,
        });
        index
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the set has no pattern.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The pattern at `index`.
    pub fn get(&self, index: usize) -> Option<&UrlPattern> {
        self.entries.get(index).map(|e| &e.pattern)
    }

    /// The indexes of the patterns whose fixed parts admit `values`, in
    /// order: those with its hostname merged with those of any hostname.
    fn candidates<'s>(&'s self, values: &'s [&str; 8]) -> impl Iterator<Item = usize> + 's {
        let fixed = self
            .by_hostname
            .get(values[ComponentName::Hostname.index()])
            .map_or(&[][..], Vec::as_slice);
        let mut a = fixed.iter().copied().peekable();
        let mut b = self.any_hostname.iter().copied().peekable();
        core::iter::from_fn(move || match (a.peek(), b.peek()) {
            (Some(&x), Some(&y)) if x < y => a.next(),
            (Some(_), Some(_)) => b.next(),
            (Some(_), None) => a.next(),
            (None, _) => b.next(),
        })
        .filter(move |&i| {
            let e = &self.entries[i];
            e.protocol
                .as_deref()
                .is_none_or(|p| p == values[ComponentName::Protocol.index()])
                && values[ComponentName::Pathname.index()].starts_with(&e.pathname_prefix)
        })
    }

    /// The indexes of the patterns that match `url`, in insertion order.
    ///
    /// ```
    /// use specurl::{url_pattern::{UrlPattern, UrlPatternSet}, Url};
    /// let mut set = UrlPatternSet::new();
    /// set.push(UrlPattern::parse("https://h/a/*", None, Default::default()).unwrap());
    /// set.push(UrlPattern::parse("https://h/b/*", None, Default::default()).unwrap());
    /// let url = Url::parse("https://h/b/c", None).unwrap();
    /// assert_eq!(set.test_url(&url).unwrap(), [1]);
    /// ```
    pub fn test_url(&self, url: &Url) -> Result<Vec<usize>, UrlPatternError> {
        let values = values_of(url);
        let mut out = Vec::new();
        for i in self.candidates(&values) {
            if self.entries[i].pattern.test_values(&values)? {
                out.push(i);
            }
        }
        Ok(out)
    }

    /// The first pattern, in insertion order, that matches `url`, with
    /// its match: what a router dispatches on.
    ///
    /// ```
    /// use specurl::{url_pattern::{UrlPattern, UrlPatternSet}, Url};
    /// let mut set = UrlPatternSet::new();
    /// set.push(UrlPattern::parse("https://h/users/:id", None, Default::default()).unwrap());
    /// let url = Url::parse("https://h/users/5", None).unwrap();
    /// let (index, m) = set.first_url(&url).unwrap().unwrap();
    /// assert_eq!((index, m.pathname.group("id")), (0, Some("5")));
    /// ```
    pub fn first_url(
        &self,
        url: &Url,
    ) -> Result<Option<(usize, UrlPatternResult)>, UrlPatternError> {
        let values = values_of(url);
        for i in self.candidates(&values) {
            let inputs = vec![UrlPatternInput::String(url.href().to_string())];
            if let Some(m) = self.entries[i].pattern.exec_values(values, inputs)? {
                return Ok(Some((i, m)));
            }
        }
        Ok(None)
    }

    /// Every pattern that matches `url`, with its match, in insertion
    /// order.
    pub fn exec_url(&self, url: &Url) -> Result<Vec<(usize, UrlPatternResult)>, UrlPatternError> {
        let values = values_of(url);
        let mut out = Vec::new();
        for i in self.candidates(&values) {
            let inputs = vec![UrlPatternInput::String(url.href().to_string())];
            if let Some(m) = self.entries[i].pattern.exec_values(values, inputs)? {
                out.push((i, m));
            }
        }
        Ok(out)
    }

    /// Every pattern that matches the URL string `input` (resolved against
    /// `base_url`), with its match, in insertion order; none when it is
    /// not a URL.
    pub fn exec(
        &self,
        input: &str,
        base_url: Option<&str>,
    ) -> Result<Vec<(usize, UrlPatternResult)>, UrlPatternError> {
        match Url::parse(input, base_url) {
            Ok(url) => {
                let mut matches = self.exec_url(&url)?;
                for (_, m) in &mut matches {
                    m.inputs = core::iter::once(input)
                        .chain(base_url)
                        .map(|s| UrlPatternInput::String(s.to_string()))
                        .collect();
                }
                Ok(matches)
            }
            Err(_) => Ok(Vec::new()),
        }
    }
}
