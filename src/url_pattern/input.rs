//! What a pattern is built from, and what it matches: a string or a
//! `UrlPatternInit` (the standard's `URLPatternInput`).

use super::init::UrlPatternInit;

/// A constructor string (or a URL string, to match), or the components
/// one by one.
///
/// ```
/// use specurl::url_pattern::{UrlPatternInit, UrlPatternInput};
/// let s: UrlPatternInput = "https://example.com/*".into();
/// assert!(matches!(s, UrlPatternInput::String(_)));
/// let i: UrlPatternInput = UrlPatternInit::default().into();
/// assert!(matches!(i, UrlPatternInput::Init(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UrlPatternInput {
    /// A constructor string, or a URL string.
    String(String),
    /// The components, one by one.
    Init(UrlPatternInit),
}

impl From<&str> for UrlPatternInput {
    fn from(s: &str) -> Self {
        UrlPatternInput::String(s.to_string())
    }
}

impl From<String> for UrlPatternInput {
    fn from(s: String) -> Self {
        UrlPatternInput::String(s)
    }
}

impl From<UrlPatternInit> for UrlPatternInput {
    fn from(init: UrlPatternInit) -> Self {
        UrlPatternInput::Init(init)
    }
}

impl From<&UrlPatternInit> for UrlPatternInput {
    fn from(init: &UrlPatternInit) -> Self {
        UrlPatternInput::Init(init.clone())
    }
}

/// The options of a pattern (the standard's `URLPatternOptions`).
///
/// ```
/// use specurl::url_pattern::{UrlPattern, UrlPatternOptions};
/// let options = UrlPatternOptions { ignore_case: true };
/// let pattern = UrlPattern::parse("https://example.com/foo/:id", None, options).unwrap();
/// assert!(pattern.test("https://example.com/FOO/1", None).unwrap());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct UrlPatternOptions {
    /// Match the pathname, search and hash without regard to case (the
    /// `i` flag).
    pub ignore_case: bool,
}
