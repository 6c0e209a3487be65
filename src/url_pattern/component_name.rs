//! The eight components of a URL pattern, by the names the standard gives
//! them: a subset of the URL API's [`Component`]s.

use core::fmt;

use crate::{Component, UnknownComponent};

/// A component of a URL pattern: one of the eight of the ten URL API
/// [`Component`]s that a pattern has ([`Component::PATTERN`]; not `href`
/// nor `host`, which a pattern splits into `hostname` and `port`).
///
/// It converts to its `Component` with `From`, and a `Component` converts
/// back with `TryFrom`, which refuses `href` and `host` with the error
/// that parsing an unknown name gives, [`UnknownComponent`].
///
/// ```
/// use specurl::url_pattern::ComponentName;
/// use specurl::Component;
/// assert_eq!("pathname".parse::<ComponentName>().unwrap(), ComponentName::Pathname);
/// assert_eq!(ComponentName::Hash.name(), "hash");
/// let e = "path".parse::<ComponentName>().unwrap_err();
/// assert_eq!(e.expected(), &Component::PATTERN);
/// assert_eq!(Component::from(ComponentName::Port), Component::Port);
/// assert_eq!(ComponentName::try_from(Component::Search), Ok(ComponentName::Search));
/// assert_eq!(ComponentName::try_from(Component::Host).unwrap_err().name(), "host");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ComponentName {
    /// The scheme, without its `:`.
    Protocol,
    /// The username.
    Username,
    /// The password.
    Password,
    /// The host, serialized.
    Hostname,
    /// The port, as digits.
    Port,
    /// The path, serialized.
    Pathname,
    /// The query, without its `?`.
    Search,
    /// The fragment, without its `#`.
    Hash,
}

impl ComponentName {
    /// The eight components, in the standard's order.
    pub const ALL: [ComponentName; 8] = [
        ComponentName::Protocol,
        ComponentName::Username,
        ComponentName::Password,
        ComponentName::Hostname,
        ComponentName::Port,
        ComponentName::Pathname,
        ComponentName::Search,
        ComponentName::Hash,
    ];

    /// The component's name, as the standard's dictionaries spell it.
    pub fn name(self) -> &'static str {
        match self {
            ComponentName::Protocol => "protocol",
            ComponentName::Username => "username",
            ComponentName::Password => "password",
            ComponentName::Hostname => "hostname",
            ComponentName::Port => "port",
            ComponentName::Pathname => "pathname",
            ComponentName::Search => "search",
            ComponentName::Hash => "hash",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for ComponentName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A component by its name (`"pathname"`), among the eight of a pattern.
impl core::str::FromStr for ComponentName {
    type Err = UnknownComponent;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ComponentName::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or_else(|| UnknownComponent::new(s, &Component::PATTERN))
    }
}

/// The URL API component of the same name.
impl From<ComponentName> for Component {
    fn from(name: ComponentName) -> Self {
        Component::PATTERN[name.index()]
    }
}

/// The pattern component of the same name; `href` and `host` are not one.
impl TryFrom<Component> for ComponentName {
    type Error = UnknownComponent;

    fn try_from(component: Component) -> Result<Self, Self::Error> {
        ComponentName::ALL
            .into_iter()
            .find(|&c| Component::from(c) == component)
            .ok_or_else(|| UnknownComponent::new(component.name(), &Component::PATTERN))
    }
}
