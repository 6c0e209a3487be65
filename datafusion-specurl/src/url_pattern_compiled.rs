//! The patterns of `url_pattern_test` and `url_pattern_exec`, compiled
//! once for each run of equal pattern strings: once per batch for a
//! constant pattern, and once per change for a column of them.

use specurl::url_pattern::UrlPattern;

/// The last pattern string seen and what it compiled to (`None` for a
/// pattern that is not valid).
#[derive(Default)]
pub(crate) struct Compiled {
    last: Option<(String, Option<UrlPattern>)>,
}

impl Compiled {
    /// The pattern of `source`, compiled when it differs from the last one.
    pub(crate) fn get(&mut self, source: &str) -> Option<&UrlPattern> {
        if self.last.as_ref().is_none_or(|(s, _)| s != source) {
            let pattern = UrlPattern::parse(source, None, Default::default()).ok();
            self.last = Some((source.to_owned(), pattern));
        }
        self.last.as_ref().and_then(|(_, p)| p.as_ref())
    }
}
