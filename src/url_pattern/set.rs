//! `UrlPatternSet`: many patterns matched against one URL, as a router
//! matches its routes.
//!
//! The set parses the URL once, and indexes its patterns by what they fix:
//! a pattern whose hostname is fixed text is found by that hostname in a
//! hash map, and under each hostname (and for the patterns of any
//! hostname) in a tree keyed by the whole path segments its pathname's
//! fixed prefix starts with, so that a URL meets only the patterns of its
//! hostname whose leading segments are its own: with a thousand routes on
//! one host, a handful rather than a thousand. Those lists are merged by
//! index, so the first match is the first pattern tried. Before any
//! matcher runs, a fixed protocol, the whole fixed prefix, the number of
//! `/` of a pathname that has a fixed number, and the fixed texts a
//! pathname must hold are compared; a pathname of fixed text and `:name`
//! segments is matched piece by piece instead of by its program.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use crate::Url;

use super::component::Component;
use super::component_name::ComponentName;
use super::error::UrlPatternError;
use super::input::UrlPatternInput;
use super::matcher::{same, starts_with};
use super::pattern::{values_of, UrlPattern};
use super::result::UrlPatternResult;

/// The maps' hash: a multiply-rotate over words, as rustc's `FxHasher`,
/// several times quicker than the default SipHash on the short keys here
/// (a hostname, a path segment). Its lack of a key is harmless: the keys
/// in a map are the patterns' text, and a URL only looks one up, so no
/// input can pile keys into one bucket.
#[derive(Debug, Clone, Copy, Default)]
struct FixedHasher(u64);

type Fixed = BuildHasherDefault<FixedHasher>;

impl std::hash::Hasher for FixedHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0xf135_7aea_2e62_a9c5;
        let mut words = bytes.chunks_exact(8);
        for w in &mut words {
            let w = u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]);
            self.0 = (self.0 ^ w).wrapping_mul(K).rotate_left(26);
        }
        let mut tail = [0u8; 8];
        let rest = words.remainder();
        tail[..rest.len()].copy_from_slice(rest);
        self.0 = (self.0 ^ u64::from_le_bytes(tail) ^ bytes.len() as u64)
            .wrapping_mul(K)
            .rotate_left(26);
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.0 = (self.0 ^ u64::from(i)).wrapping_mul(0xf135_7aea_2e62_a9c5);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

/// What the set knows of a pattern without running it.
#[derive(Debug, Clone)]
struct Entry {
    pattern: UrlPattern,
    protocol: Option<String>,
    pathname_prefix: String,
    /// The number of `/` in every pathname the pattern matches, when it
    /// is fixed.
    pathname_slashes: Option<usize>,
    /// The pathname as fixed text and whole segments, when it is only
    /// those.
    pathname_segments: Option<Vec<Piece>>,
    /// Otherwise, the fixed texts every pathname it matches holds, in
    /// order: a quick miss before a regular expression or the program
    /// runs.
    pathname_texts: Vec<String>,
    /// The components the set has matched before the pattern runs: a
    /// fixed protocol, a fixed hostname (found by it), a pathname of
    /// `pathname_segments`.
    known: [bool; 8],
}

/// A piece of a pathname of fixed text and whole segments.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Piece {
    Text(String),
    /// A segment wildcard (`:name`): one code point or more up to the
    /// next `/` or the end, which is where the next piece starts.
    Segment,
}

/// The pieces of `component`, when it is fixed text (case mattering) and
/// segment wildcards each followed by a `/` or the end: then a wildcard's
/// `[^/]+?` can only end at the next `/`, and the component matches by
/// comparing text, without its program.
fn pieces_of(component: &Component) -> Option<Vec<Piece>> {
    use super::part::{Modifier, PartType};
    if component.options.ignore_case || component.options.delimiter != Some('/') {
        return None;
    }
    let mut pieces: Vec<Piece> = Vec::new();
    let text = |pieces: &mut Vec<Piece>, s: &str| {
        if s.is_empty() {
            return;
        }
        match pieces.last_mut() {
            Some(Piece::Text(t)) => t.push_str(s),
            _ => pieces.push(Piece::Text(s.to_string())),
        }
    };
    for (i, p) in component.parts.iter().enumerate() {
        if p.modifier != Modifier::None {
            return None;
        }
        match p.ty {
            PartType::FixedText => text(&mut pieces, &p.value),
            PartType::SegmentWildcard => {
                let next_starts_a_segment = match component.parts.get(i + 1) {
                    None => true,
                    Some(n) if n.ty == PartType::FixedText => n.value.starts_with('/'),
                    Some(n) => n.prefix.starts_with('/'),
                };
                if !p.suffix.is_empty() || !next_starts_a_segment {
                    return None;
                }
                text(&mut pieces, &p.prefix);
                pieces.push(Piece::Segment);
            }
            PartType::FullWildcard | PartType::Regexp => return None,
        }
    }
    Some(pieces)
}

/// The fixed texts, in order, that every string `component` matches
/// holds: those of its parts that must appear (no modifier), with the
/// prefixes and suffixes of its groups. None when case is ignored.
fn texts_of(component: &Component) -> Vec<String> {
    use super::part::{Modifier, PartType};
    if component.options.ignore_case {
        return Vec::new();
    }
    let mut texts = Vec::new();
    for p in component
        .parts
        .iter()
        .filter(|p| p.modifier == Modifier::None)
    {
        let value = if p.ty == PartType::FixedText {
            &p.value[..]
        } else {
            ""
        };
        for t in [&p.prefix[..], value, &p.suffix[..]] {
            if !t.is_empty() {
                texts.push(t.to_string());
            }
        }
    }
    texts
}

/// Whether `input` holds `texts` one after the other.
fn holds_in_order(input: &str, texts: &[String]) -> bool {
    let mut rest = input;
    for t in texts {
        match rest.find(t.as_str()) {
            Some(at) => rest = &rest[at + t.len()..],
            None => return false,
        }
    }
    true
}

/// Whether `input` is matched by `pieces` (the regular expression of the
/// parts they came from, anchored at both ends).
fn pieces_match(pieces: &[Piece], input: &str) -> bool {
    let mut rest = input;
    for piece in pieces {
        match piece {
            Piece::Text(t) => {
                if !starts_with(rest, t) {
                    return false;
                }
                rest = &rest[t.len()..];
            }
            Piece::Segment => {
                let end = rest.find('/').unwrap_or(rest.len());
                if end == 0 {
                    return false;
                }
                rest = &rest[end..];
            }
        }
    }
    rest.is_empty()
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
    by_hostname: HashMap<String, PathTree, Fixed>,
    /// The patterns whose hostname is not fixed.
    any_hostname: PathTree,
}

/// Patterns by the whole segments their pathname starts with: a pattern
/// whose pathname's fixed prefix is `/api/v1/us` sits at `api` → `v1`,
/// since every pathname it matches starts with `/api/v1/`; one whose
/// prefix is `/api/v1/users` followed by `/:id` (or nothing) at `api` →
/// `v1` → `users`, since the segment ends there. A URL's pathname visits
/// the nodes of its own leading segments, so it meets every pattern that
/// could match it, and none whose leading segments differ.
#[derive(Debug, Clone, Default)]
struct PathTree {
    /// The patterns whose whole segments end here, in insertion order.
    here: Vec<usize>,
    children: HashMap<String, PathTree, Fixed>,
}

impl PathTree {
    /// Adds pattern `index`, whose pathname starts with `prefix`, its last
    /// segment whole when `last_is_whole`.
    fn insert(&mut self, prefix: &str, last_is_whole: bool, index: usize) {
        let mut node = self;
        if let Some(rest) = prefix.strip_prefix('/') {
            let mut segments: Vec<&str> = rest.split('/').collect();
            if !last_is_whole {
                // The text after the last `/` may start a longer segment.
                segments.pop();
            }
            for segment in segments {
                node = node.children.entry(segment.to_string()).or_default();
            }
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
    /// The segments not walked yet, when the pathname starts with `/`.
    rest: Option<&'p str>,
}

impl<'t> Iterator for Lists<'t, '_> {
    type Item = &'t [usize];

    fn next(&mut self) -> Option<&'t [usize]> {
        let node = self.node?;
        self.node = None;
        if let Some(rest) = self.rest.take().filter(|_| !node.children.is_empty()) {
            let (segment, after) = match rest.find('/') {
                Some(end) => (&rest[..end], Some(&rest[end + 1..])),
                None => (rest, None),
            };
            self.node = node.children.get(segment);
            self.rest = after;
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
        let hostname_fixed = pattern
            .component(ComponentName::Hostname)
            .fixed_text()
            .is_some();
        let tree = match pattern.component(ComponentName::Hostname).fixed_text() {
            Some(h) => self.by_hostname.entry(h.to_string()).or_default(),
            None => &mut self.any_hostname,
        };
        let whole = pattern
            .component(ComponentName::Pathname)
            .segment_ends_after_literal_prefix();
        tree.insert(&pathname_prefix, whole, index);
        let pathname = pattern.component(ComponentName::Pathname);
        let pathname_slashes = pathname.slash_count();
        let pathname_segments = pieces_of(pathname);
        let pathname_texts = match pathname_segments {
            Some(_) => Vec::new(),
            None => texts_of(pathname),
        };
        let mut known = [false; 8];
        known[ComponentName::Protocol.index()] = protocol.is_some();
        known[ComponentName::Hostname.index()] = hostname_fixed;
        known[ComponentName::Pathname.index()] = pathname_segments.is_some();
        // The set only matches a parsed URL's values, which `*` takes all of.
        for c in ComponentName::ALL {
            known[c.index()] |= pattern.component(c).matches_any_url_value();
        }
        self.entries.push(Entry {
            pattern,
            protocol,
            pathname_prefix,
            pathname_slashes,
            pathname_segments,
            pathname_texts,
            known,
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

    /// Whether the fixed protocol, pathname prefix and pathname depth of
    /// pattern `i` admit `values`, whose pathname has `slashes` `/`.
    #[inline]
    fn admits(&self, i: usize, values: &[&str; 8], slashes: usize) -> bool {
        let e = &self.entries[i];
        e.pathname_slashes.is_none_or(|n| n == slashes)
            && e.protocol
                .as_deref()
                .is_none_or(|p| same(p, values[ComponentName::Protocol.index()]))
            && starts_with(values[ComponentName::Pathname.index()], &e.pathname_prefix)
    }

    /// Whether pattern `i`, which [`admits`](Self::admits) `values` and
    /// was found by its hostname if that is fixed, matches them.
    #[inline]
    fn matches(&self, i: usize, values: &[&str; 8]) -> Result<bool, UrlPatternError> {
        let e = &self.entries[i];
        let pathname = values[ComponentName::Pathname.index()];
        match &e.pathname_segments {
            Some(pieces) if !pieces_match(pieces, pathname) => return Ok(false),
            None if !holds_in_order(pathname, &e.pathname_texts) => return Ok(false),
            _ => {}
        }
        e.pattern.test_values_except(values, e.known)
    }

    /// The indexes of the patterns whose fixed parts admit `values`, in
    /// order.
    fn candidates(&self, values: &[&str; 8]) -> Vec<usize> {
        let slashes = slashes(values);
        let mut out: Vec<usize> = self.lists(values).flatten().copied().collect();
        out.sort_unstable();
        out.retain(|&i| self.admits(i, values, slashes));
        out
    }

    /// The first pattern that matches `values`, as a loop over the
    /// patterns in order would find it (an error counts where its pattern
    /// is): the lists merged by index, each candidate tried in turn.
    fn first_of(&self, values: &[&str; 8]) -> Result<Option<usize>, UrlPatternError> {
        let slashes = slashes(values);
        // A pathname visits one list per segment, for each of two trees.
        let mut heads: [&[usize]; 24] = [&[]; 24];
        let mut n = 0;
        for list in self.lists(values).filter(|l| !l.is_empty()) {
            let Some(head) = heads.get_mut(n) else {
                return self.first_of_many(values, slashes);
            };
            *head = list;
            n += 1;
        }
        let heads = &mut heads[..n];
        loop {
            let mut least: Option<(usize, usize)> = None;
            for (k, list) in heads.iter().enumerate() {
                if let Some(&i) = list.first() {
                    if least.is_none_or(|(_, j)| i < j) {
                        least = Some((k, i));
                    }
                }
            }
            let Some((k, i)) = least else {
                return Ok(None);
            };
            heads[k] = &heads[k][1..];
            if self.admits(i, values, slashes) && self.matches(i, values)? {
                return Ok(Some(i));
            }
        }
    }

    /// [`first_of`](Self::first_of) for a pathname deeper than its merge
    /// holds: each list read only below the best match so far.
    fn first_of_many(
        &self,
        values: &[&str; 8],
        slashes: usize,
    ) -> Result<Option<usize>, UrlPatternError> {
        let mut found = usize::MAX;
        let mut error: Option<(usize, UrlPatternError)> = None;
        for list in self.lists(values) {
            for &i in list {
                // The lists are in order: past what is found, nothing counts.
                if i >= found || error.as_ref().is_some_and(|(e, _)| i >= *e) {
                    break;
                }
                if !self.admits(i, values, slashes) {
                    continue;
                }
                match self.matches(i, values) {
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

/// The number of `/` in the pathname of `values`.
fn slashes(values: &[&str; 8]) -> usize {
    values[ComponentName::Pathname.index()]
        .bytes()
        .filter(|&b| b == b'/')
        .count()
}
