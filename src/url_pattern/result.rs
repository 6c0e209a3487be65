//! What `exec` returns (the standard's `URLPatternResult` and
//! `URLPatternComponentResult`).

use super::component_name::ComponentName;
use super::input::UrlPatternInput;

/// The match of one component: the component's input and the value of
/// each group, in the pattern's order (`None` for a group that took no
/// part in the match, JavaScript's `undefined`).
///
/// ```
/// use specurl::url_pattern::UrlPattern;
/// let pattern = UrlPattern::parse("https://example.com/:a/:b?", None, Default::default()).unwrap();
/// let result = pattern.exec("https://example.com/x", None).unwrap().unwrap();
/// assert_eq!(result.pathname.input, "/x");
/// assert_eq!(result.pathname.group("a"), Some("x"));
/// assert_eq!(result.pathname.group("b"), None);
/// assert_eq!(result.pathname.groups.len(), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct UrlPatternComponentResult {
    /// The component of the input that was matched.
    pub input: String,
    /// Each group's name and value.
    pub groups: Vec<(String, Option<String>)>,
}

impl UrlPatternComponentResult {
    /// The value of the group `name`, if it matched.
    ///
    /// ```
    /// use specurl::url_pattern::UrlPattern;
    /// let pattern = UrlPattern::parse("https://:sub.example.com/*", None, Default::default()).unwrap();
    /// let result = pattern.exec("https://api.example.com/v1", None).unwrap().unwrap();
    /// assert_eq!(result.hostname.group("sub"), Some("api"));
    /// assert_eq!(result.pathname.group("0"), Some("v1"));
    /// ```
    pub fn group(&self, name: &str) -> Option<&str> {
        self.groups
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }
}

/// A match: the inputs as given, and each component's match.
///
/// ```
/// use specurl::url_pattern::{ComponentName, UrlPattern};
/// let pattern = UrlPattern::parse("https://example.com/books/:id", None, Default::default()).unwrap();
/// let result = pattern.exec("https://example.com/books/12", None).unwrap().unwrap();
/// assert_eq!(result.get(ComponentName::Pathname).group("id"), Some("12"));
/// assert_eq!(result.inputs.len(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UrlPatternResult {
    /// The input, and the base URL when one was given.
    pub inputs: Vec<UrlPatternInput>,
    /// The protocol's match.
    pub protocol: UrlPatternComponentResult,
    /// The username's match.
    pub username: UrlPatternComponentResult,
    /// The password's match.
    pub password: UrlPatternComponentResult,
    /// The hostname's match.
    pub hostname: UrlPatternComponentResult,
    /// The port's match.
    pub port: UrlPatternComponentResult,
    /// The pathname's match.
    pub pathname: UrlPatternComponentResult,
    /// The search's match.
    pub search: UrlPatternComponentResult,
    /// The hash's match.
    pub hash: UrlPatternComponentResult,
}

impl UrlPatternResult {
    /// The match of `component`.
    pub fn get(&self, component: ComponentName) -> &UrlPatternComponentResult {
        match component {
            ComponentName::Protocol => &self.protocol,
            ComponentName::Username => &self.username,
            ComponentName::Password => &self.password,
            ComponentName::Hostname => &self.hostname,
            ComponentName::Port => &self.port,
            ComponentName::Pathname => &self.pathname,
            ComponentName::Search => &self.search,
            ComponentName::Hash => &self.hash,
        }
    }
}
