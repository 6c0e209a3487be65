//! The URL pattern targets' oracle: a component matched by its regular
//! expression ([`UrlPattern::regexp`]) through `regress`, as the standard
//! matches it, within a bound on the work `regress` may do.
//!
//! `regress` backtracks without a step limit, and a pattern's regular
//! expression can make it backtrack exponentially (`**.` gives the
//! pathname `^((?:.*)*)\.$`, which on a 21-character path that does not
//! end in `.` takes seconds). So, like the executor's own differential
//! test (`src/url_pattern/ecmascript/tests.rs`, which gives `regress`
//! inputs of a few characters), the oracle reads a value only when a
//! crude bound on the paths a backtracker may try, [`paths_bound`], is at
//! most [`ORACLE_MAX_PATHS`]; otherwise it declines.

use specurl::url_pattern::{ComponentName, UrlPattern};
use specurl::Url;

/// A component's groups: each name with its value, as
/// `UrlPatternComponentResult::groups` gives them.
pub type Groups = Vec<(String, Option<String>)>;

/// The most paths [`paths_bound`] may count for the oracle to read a
/// value. The count is an overestimate by far for most regular
/// expressions, so the bound declines few of them: 0.2 % of the component
/// values of WPT's patterns against WPT's inputs.
pub const ORACLE_MAX_PATHS: f64 = 1e6;

/// An upper estimate of the paths a backtracking matcher may try for
/// `regexp` on a value of `chars` characters: each quantifier may take
/// from 0 to `chars` characters, `(chars + 1)^q` for `q` quantifiers, and
/// each quantified group may split what it takes into iterations in
/// `2^chars` ways. Escapes and class contents are skipped; a quantifier
/// written in a class or a bounded one is counted too, which only makes
/// the estimate larger.
pub fn paths_bound(regexp: &str, chars: usize) -> f64 {
    let (mut quantifiers, mut quantified_groups) = (0i32, 0i32);
    let mut in_class = false;
    let mut after_group = false;
    let mut it = regexp.chars();
    while let Some(c) = it.next() {
        let group_closed = after_group;
        after_group = false;
        match c {
            '\\' => {
                it.next();
            }
            '[' => in_class = true,
            ']' => in_class = false,
            _ if in_class => {}
            ')' => after_group = true,
            '*' | '+' | '{' => {
                quantifiers += 1;
                quantified_groups += i32::from(group_closed);
            }
            _ => {}
        }
    }
    let n = chars as f64;
    (n + 1.0).powi(quantifiers) * 2f64.powf(n * f64::from(quantified_groups))
}

/// `component` of `p` matched against `value` by its regular expression
/// through `regress`: `Some(Some(groups))` when it matches, `Some(None)`
/// when it does not, `None` when the oracle declines because
/// [`paths_bound`] exceeds `max_paths` ([`ORACLE_MAX_PATHS`] for the fuzz
/// targets).
pub fn component_by_regexp(
    p: &UrlPattern,
    component: ComponentName,
    value: &str,
    max_paths: f64,
) -> Option<Option<Groups>> {
    let regexp = p.regexp(component);
    if paths_bound(regexp, value.chars().count()) > max_paths {
        return None;
    }
    let flags = regress::Flags {
        icase: p.regexp_flags(component).contains('i'),
        unicode: true,
        unicode_sets: true,
        ..Default::default()
    };
    let regex = regress::Regex::with_flags(regexp, flags)
        .unwrap_or_else(|e| panic!("the regular expression {regexp:?} does not compile: {e}"));
    let Some(m) = regex.find(value) else {
        return Some(None);
    };
    let names = p.group_names(component);
    let groups = names
        .iter()
        .enumerate()
        .map(|(i, name)| (name.clone(), m.group(i + 1).map(|r| value[r].to_string())))
        .collect();
    Some(Some(groups))
}

/// The eight component values of `url` that a pattern matches, in the
/// order of `ComponentName::ALL`.
pub fn values_of(url: &Url) -> [&str; 8] {
    [
        url.scheme(),
        url.username(),
        url.password(),
        url.hostname(),
        url.port(),
        url.pathname(),
        url.query().unwrap_or(""),
        url.fragment().unwrap_or(""),
    ]
}

/// `p` matched against `url` by its regular expressions: `Some(None)` when
/// some component does not match, `Some(Some(groups))` with each
/// component's groups when all do, `None` when the oracle declined a
/// component (see [`component_by_regexp`]) and every other matched.
pub fn exec_by_regexp(p: &UrlPattern, url: &Url, max_paths: f64) -> Option<Option<Vec<Groups>>> {
    let (mut all, mut declined) = (Vec::new(), false);
    for (&c, value) in ComponentName::ALL.iter().zip(values_of(url)) {
        match component_by_regexp(p, c, value, max_paths) {
            Some(None) => return Some(None),
            Some(Some(groups)) => all.push(groups),
            None => declined = true,
        }
    }
    (!declined).then_some(Some(all))
}
