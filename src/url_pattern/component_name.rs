//! The eight components of a URL pattern, by the names the standard gives
//! them.

use core::fmt;

/// A component of a URL and of a URL pattern.
///
/// ```
/// use specurl::url_pattern::ComponentName;
/// assert_eq!("pathname".parse::<ComponentName>().unwrap(), ComponentName::Pathname);
/// assert_eq!(ComponentName::Hash.name(), "hash");
/// assert!("path".parse::<ComponentName>().is_err());
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
