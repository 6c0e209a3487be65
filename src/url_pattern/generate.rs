//! `generate` (tentative in WPT): a component's string from its pattern
//! and values for its groups.

use std::collections::HashMap;

use super::component_name::ComponentName;
use super::error::{UrlPatternError, UrlPatternErrorKind};
use super::part::{Modifier, PartType};
use super::pattern::UrlPattern;

impl UrlPattern {
    /// The string of `component` that the pattern would match with these
    /// `groups`: fixed text as it is, each named group's value
    /// canonicalized as the component's fixed text is. A component with a
    /// regexp group, a wildcard `*` or a modifier cannot be generated, and
    /// a value must be one segment.
    ///
    /// ```
    /// use std::collections::HashMap;
    /// use specurl::url_pattern::{ComponentName, UrlPattern};
    /// let p = UrlPattern::parse("https://example.com/books/:id", None, Default::default()).unwrap();
    /// let groups = HashMap::from([("id".to_string(), "a b".to_string())]);
    /// assert_eq!(p.generate(ComponentName::Pathname, &groups).unwrap(), "/books/a%20b");
    /// ```
    pub fn generate(
        &self,
        component: ComponentName,
        groups: &HashMap<String, String>,
    ) -> Result<String, UrlPatternError> {
        let c = self.component(component);
        let error = |kind| UrlPatternError::new(kind).in_component(component, &c.pattern_string);
        let mut result = String::new();
        for part in &c.parts {
            if part.modifier != Modifier::None {
                return Err(error(UrlPatternErrorKind::CannotGenerate));
            }
            match part.ty {
                PartType::FixedText => result.push_str(&part.value),
                PartType::SegmentWildcard => {
                    let value = groups
                        .get(&part.name)
                        .ok_or_else(|| error(UrlPatternErrorKind::MissingGroup))?;
                    let encoded = c.canonicalizer.apply(value).map_err(error)?;
                    let one_segment = !encoded.is_empty()
                        && c.options.delimiter.is_none_or(|d| !encoded.contains(d));
                    if !one_segment {
                        return Err(error(UrlPatternErrorKind::InvalidGroupValue));
                    }
                    result.push_str(&part.prefix);
                    result.push_str(&encoded);
                    result.push_str(&part.suffix);
                }
                _ => return Err(error(UrlPatternErrorKind::CannotGenerate)),
            }
        }
        Ok(result)
    }
}
