//! `UrlPatternSet`: many patterns matched against one URL, as a router
//! matches its routes.
//!
//! The set parses the URL once, and indexes its patterns by what they fix:
//! a pattern whose hostname is fixed text is found by that hostname in a
//! hash map, and under each hostname (and for the patterns of any
//! hostname) in a tree keyed by the whole path segments its pathname's
//! fixed prefix starts with, so that a URL meets only the patterns of its
//! hostname whose leading segments are its own: with a thousand routes on
//! one host, a handful rather than a thousand. A fixed protocol and the
//! whole fixed prefix are compared before any matcher runs. Only the
//! patterns that pass run their matchers, in insertion order.

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
    /// The patterns with a fixed hostname, by hostname.
    by_hostname: HashMap<String, PathTree>,
    /// The patterns whose hostname is not fixed.
    any_hostname: PathTree,
}

/// Patterns by the whole segments their pathname's fixed prefix starts
/// with: a pattern whose prefix is `/api/v1/us` sits at `api` → `v1`,
/// since every pathname it matches starts with `/api/v1/`. A URL's
/// pathname visits the nodes of the segments it starts with, so it meets
/// every pattern whose prefix it could start with, and no other.
#[derive(Debug, Clone, Default)]
struct PathTree {
    /// The patterns whose whole segments end here, in insertion order.
    here: Vec<usize>,
    children: HashMap<String, PathTree>,
}

impl PathTree {
    fn insert(&mut self, prefix: &str, index: usize) {
        // Only segments followed by a `/` in the prefix are whole: the
        // text after the last one may be the start of a longer segment.
        let whole = prefix
            .strip_prefix('/')
            .and_then(|rest| rest.rfind('/').map(|end| &rest[..end]));
        let mut node = self;
        for segment in whole.into_iter().flat_map(|w| w.split('/')) {
            node = node.children.entry(segment.to_string()).or_default();
        }
        node.here.push(index);
    }

    /// The lists of patterns `pathname` may match, from the root down.
    fn lists<'t, 'p>(&'t self, pathname: &'p str) -> Lists<'t, 'p> {
        Lists {
            node: Some(self),
            rest: pathname.strip_prefix('/'),
        }
    }
}

/// The walk of a pathname down a [`PathTree`].
struct Lists<'t, 'p> {
    node: Option<&'t PathTree>,
    /// What follows the segments walked, when the pathname starts with `/`.
    rest: Option<&'p str>,
}

impl<'t> Iterator for Lists<'t, '_> {
    type Item = &'t [usize];

    fn next(&mut self) -> Option<&'t [usize]> {
        let node = self.node?;
        self.node = None;
        if let Some(rest) = self.rest.filter(|_| !node.children.is_empty()) {
            // A segment is whole when a `/` follows it.
            if let Some(end) = rest.find('/') {
                self.node = node.children.get(&rest[..end]);
                self.rest = Some(&rest[end + 1..]);
            }
        }
        Some(&node.here)
    }
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
        let protocol = pattern
            .component(ComponentName::Protocol)
            .fixed_text()
            .map(str::to_string);
        let pathname_prefix = pattern
            .component(ComponentName::Pathname)
            .literal_prefix()
            .to_string();
        let tree = match pattern.component(ComponentName::Hostname).fixed_text() {
            Some(h) => self.by_hostname.entry(h.to_string()).or_default(),
            None => &mut self.any_hostname,
        };
        tree.insert(&pathname_prefix, index);
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

    /// The lists of the patterns `values` may match: those of its
    /// hostname, then those of any hostname, each list in order.
    fn lists<'s>(&'s self, values: &'s [&str; 8]) -> impl Iterator<Item = &'s [usize]> + 's {
        let pathname = values[ComponentName::Pathname.index()];
        self.by_hostname
            .get(values[ComponentName::Hostname.index()])
            .into_iter()
            .chain(Some(&self.any_hostname))
            .flat_map(move |tree| tree.lists(pathname))
    }

    /// Whether the fixed protocol and pathname prefix of pattern `i`
    /// admit `values`.
    #[inline]
    fn admits(&self, i: usize, values: &[&str; 8]) -> bool {
        let e = &self.entries[i];
        e.protocol
            .as_deref()
            .is_none_or(|p| p == values[ComponentName::Protocol.index()])
            && values[ComponentName::Pathname.index()].starts_with(&e.pathname_prefix)
    }

    /// The indexes of the patterns whose fixed parts admit `values`, in
    /// order.
    fn candidates(&self, values: &[&str; 8]) -> Vec<usize> {
        let mut out: Vec<usize> = self.lists(values).flatten().copied().collect();
        out.sort_unstable();
        out.retain(|&i| self.admits(i, values));
        out
    }

    /// The first pattern that matches `values`, as a loop over the
    /// patterns in order would find it: each list is read only below the
    /// best match so far, and an error counts where its pattern is.
    fn first_of(&self, values: &[&str; 8]) -> Result<Option<usize>, UrlPatternError> {
        let mut found = usize::MAX;
        let mut error: Option<(usize, UrlPatternError)> = None;
        for list in self.lists(values) {
            for &i in list {
                // The lists are in order: past what is found, nothing counts.
                if i >= found || error.as_ref().is_some_and(|(e, _)| i >= *e) {
                    break;
                }
                if !self.admits(i, values) {
                    continue;
                }
                match self.entries[i].pattern.test_values(values) {
                    Ok(true) => {
                        found = i;
                        break;
                    }
                    Ok(false) => {}
                    Err(e) => {
                        error = Some((i, e));
                        break;
                    }
                }
            }
        }
        match error {
            Some((i, e)) if i < found => Err(e),
            _ => Ok((found != usize::MAX).then_some(found)),
        }
    }

    /// The index of the first pattern, in insertion order, that matches
    /// `url` (`test`), or `None`: the patterns after it are not run, and
    /// no match result is built. An `Err` is that of the first pattern in
    /// order that fails before any matches (an input beyond the regexp
    /// engine's bound), as a loop of [`UrlPattern::test_url`] with `?`
    /// gives.
    ///
    /// ```
    /// use specurl::{url_pattern::{UrlPattern, UrlPatternSet}, Url};
    /// let mut set = UrlPatternSet::new();
    /// let parse = |s: &str| UrlPattern::parse(s, None, Default::default()).unwrap();
    /// set.push(parse("https://h/api/v1/users/:id"));
    /// set.push(parse("https://h/api/*"));
    /// set.push(parse("https://*.h/*"));
    /// let url = Url::parse("https://h/api/v1/users/7", None).unwrap();
    /// assert_eq!(set.first_match_url(&url).unwrap(), Some(0));
    /// let url = Url::parse("https://h/api/v2/orders", None).unwrap();
    /// assert_eq!(set.first_match_url(&url).unwrap(), Some(1));
    /// let url = Url::parse("https://h/about", None).unwrap();
    /// assert_eq!(set.first_match_url(&url).unwrap(), None);
    /// ```
    pub fn first_match_url<S: AsRef<str>>(
        &self,
        url: &Url<S>,
    ) -> Result<Option<usize>, UrlPatternError> {
        self.first_of(&values_of(url))
    }

    /// The index of the first pattern, in insertion order, that matches
    /// the URL string `input` resolved against `base_url` (the first whose
    /// `test(input, base_url)` is true), or `None`, also when `input` or
    /// the base is not a URL. Errors as in
    /// [`first_match_url`](Self::first_match_url).
    ///
    /// ```
    /// use specurl::url_pattern::{UrlPattern, UrlPatternSet};
    /// let mut set = UrlPatternSet::new();
    /// let parse = |s: &str| UrlPattern::parse(s, None, Default::default()).unwrap();
    /// set.push(parse("https://example.com/static/*"));
    /// set.push(parse("https://example.com/:page"));
    /// assert_eq!(set.first_match("/about", Some("https://example.com/a/b")).unwrap(), Some(1));
    /// assert_eq!(set.first_match("https://example.com/static/a.css", None).unwrap(), Some(0));
    /// assert_eq!(set.first_match("not a URL", None).unwrap(), None);
    /// ```
    pub fn first_match(
        &self,
        input: &str,
        base_url: Option<&str>,
    ) -> Result<Option<usize>, UrlPatternError> {
        match Url::parse_borrowed(input, base_url) {
            Ok(url) => self.first_match_url(&url),
            Err(_) => Ok(None),
        }
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
        let Some(i) = self.first_of(&values)? else {
            return Ok(None);
        };
        let inputs = vec![UrlPatternInput::String(url.href().to_string())];
        Ok(self.entries[i]
            .pattern
            .exec_values(values, inputs)?
            .map(|m| (i, m)))
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
