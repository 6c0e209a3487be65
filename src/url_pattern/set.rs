//! `UrlPatternSet`: many patterns matched against one URL.

use super::pattern::UrlPattern;

/// A set of URL patterns, matched in insertion order.
#[derive(Debug, Clone, Default)]
pub struct UrlPatternSet {
    patterns: Vec<UrlPattern>,
}
