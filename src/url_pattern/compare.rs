//! `compare_component` (tentative in WPT): an order of patterns by how
//! specific a component is, part by part.

use core::cmp::Ordering;

use super::component_name::ComponentName;
use super::part::{Modifier, Part, PartType};
use super::pattern::UrlPattern;

/// Parts compare by type (fixed text, then a regexp group, then a segment
/// wildcard, then a full wildcard), then by modifier (none, `+`, `?`,
/// `*`), then by prefix, value and suffix. Names do not count.
fn compare_part(left: &Part, right: &Part) -> Ordering {
    left.ty
        .cmp(&right.ty)
        .then(left.modifier.cmp(&right.modifier))
        .then_with(|| left.prefix.cmp(&right.prefix))
        .then_with(|| left.value.cmp(&right.value))
        .then_with(|| left.suffix.cmp(&right.suffix))
}

/// A list that runs out compares as if it went on with a `*`.
fn full_wildcard() -> Part {
    Part {
        ty: PartType::FullWildcard,
        value: String::new(),
        modifier: Modifier::None,
        name: String::new(),
        prefix: String::new(),
        suffix: String::new(),
    }
}

impl UrlPattern {
    /// Compares `left` and `right` by how specific their `component` is:
    /// `Greater` when `left`'s is more specific (so sorting in descending
    /// order puts the most specific routes first).
    ///
    /// ```
    /// use core::cmp::Ordering;
    /// use specurl::url_pattern::{ComponentName, UrlPattern, UrlPatternInit};
    /// let p = |s: &str| UrlPattern::parse(UrlPatternInit { pathname: Some(s.into()), ..Default::default() }, None, Default::default()).unwrap();
    /// let c = UrlPattern::compare_component(ComponentName::Pathname, &p("/foo/bar"), &p("/foo/:bar"));
    /// assert_eq!(c, Ordering::Greater);
    /// ```
    pub fn compare_component(
        component: ComponentName,
        left: &UrlPattern,
        right: &UrlPattern,
    ) -> Ordering {
        let left = &left.component(component).parts;
        let right = &right.component(component).parts;
        for (l, r) in left.iter().zip(right) {
            let o = compare_part(l, r);
            if o != Ordering::Equal {
                return o;
            }
        }
        match left.len().cmp(&right.len()) {
            Ordering::Less => compare_part(&full_wildcard(), &right[left.len()]),
            Ordering::Greater => compare_part(&left[right.len()], &full_wildcard()),
            Ordering::Equal => Ordering::Equal,
        }
    }
}
