//! The components of the URL API by name, and one setter that takes any of
//! them.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

use super::{SetError, SetErrorKind, Url};
use crate::span::{Location, SourceSpan};

/// An attribute of the URL API that has a setter, by its name there
/// (`protocol`, `hostname`, …): what [`Url::set`] changes.
///
/// The components of a URL pattern are eight of these ten, all but `href`
/// and `host` ([`Component::PATTERN`]); `url_pattern::ComponentName` names
/// that subset, converts to a `Component` with `From` and back with
/// `TryFrom`, and reads its names with the same error,
/// [`UnknownComponent`]. It is a type of its own so that a pattern's
/// methods cannot be given `href` or `host`.
///
/// ```
/// use specurl::Component;
/// assert_eq!("hostname".parse::<Component>(), Ok(Component::Hostname));
/// assert_eq!(Component::Search.to_string(), "search");
/// assert!("origin".parse::<Component>().is_err());
/// assert_eq!(Component::ALL.len(), 10);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Component {
    /// `href`: the whole URL, parsed anew.
    Href,
    /// `protocol`: the scheme.
    Protocol,
    /// `username`.
    Username,
    /// `password`.
    Password,
    /// `host`: the host and the port.
    Host,
    /// `hostname`: the host alone.
    Hostname,
    /// `port`.
    Port,
    /// `pathname`: the path.
    Pathname,
    /// `search`: the query.
    Search,
    /// `hash`: the fragment.
    Hash,
}

impl Component {
    /// Every component, `href` first, in the order of the URL API.
    pub const ALL: [Component; 10] = [
        Component::Href,
        Component::Protocol,
        Component::Username,
        Component::Password,
        Component::Host,
        Component::Hostname,
        Component::Port,
        Component::Pathname,
        Component::Search,
        Component::Hash,
    ];

    /// The components of a URL pattern, in the URL Pattern standard's
    /// order (which is [`Component::ALL`]'s): all but `href` and `host`.
    ///
    /// ```
    /// use specurl::Component;
    /// assert!(Component::PATTERN.iter().all(|c| Component::ALL.contains(c)));
    /// assert!(!Component::PATTERN.contains(&Component::Host));
    /// ```
    pub const PATTERN: [Component; 8] = [
        Component::Protocol,
        Component::Username,
        Component::Password,
        Component::Hostname,
        Component::Port,
        Component::Pathname,
        Component::Search,
        Component::Hash,
    ];

    /// The attribute's name in the URL API.
    ///
    /// ```
    /// assert_eq!(specurl::Component::Pathname.name(), "pathname");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Component::Href => "href",
            Component::Protocol => "protocol",
            Component::Username => "username",
            Component::Password => "password",
            Component::Host => "host",
            Component::Hostname => "hostname",
            Component::Port => "port",
            Component::Pathname => "pathname",
            Component::Search => "search",
            Component::Hash => "hash",
        }
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a component of the set that was asked for: the ten
/// components of the URL API when a [`Component`] is parsed, the eight of
/// a URL pattern ([`Component::PATTERN`]) when a pattern's component name
/// is parsed or converted from a `Component`.
///
/// ```
/// use specurl::{Component, UnknownComponent};
/// let e = "origin".parse::<Component>().unwrap_err();
/// assert_eq!(e.name(), "origin");
/// assert_eq!(e.to_string(), "unknown URL component `origin` (expected href, protocol, username, password, host, hostname, port, pathname, search or hash)");
/// assert_eq!(e, UnknownComponent::new("origin", &Component::ALL));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownComponent {
    name: String,
    expected: &'static [Component],
}

impl UnknownComponent {
    /// `name`, which is not one of `expected`.
    pub fn new(name: impl Into<String>, expected: &'static [Component]) -> Self {
        UnknownComponent {
            name: name.into(),
            expected,
        }
    }

    /// The name that was given.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The components it could have been: [`Component::ALL`] or
    /// [`Component::PATTERN`].
    ///
    /// ```
    /// let e = "origin".parse::<specurl::Component>().unwrap_err();
    /// assert_eq!(e.expected().len(), 10);
    /// ```
    pub fn expected(&self) -> &'static [Component] {
        self.expected
    }
}

impl fmt::Display for UnknownComponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown URL component `{}` (expected ", self.name)?;
        for (i, c) in self.expected.iter().enumerate() {
            let sep = match i {
                0 => "",
                i if i == self.expected.len() - 1 => " or ",
                _ => ", ",
            };
            write!(f, "{sep}{c}")?;
        }
        f.write_str(")")
    }
}

impl core::error::Error for UnknownComponent {}

impl core::str::FromStr for Component {
    type Err = UnknownComponent;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Component::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or_else(|| UnknownComponent::new(s, &Component::ALL))
    }
}

impl<S: AsRef<str>> Url<S> {
    /// The getter of `component`: `url.get(Component::Hostname)` is
    /// `url.hostname()`.
    ///
    /// ```
    /// use specurl::{Component, Url};
    /// let url = Url::parse("http://h:8/a?q", None).unwrap();
    /// let got: Vec<&str> = Component::ALL.iter().map(|&c| url.get(c)).collect();
    /// assert_eq!(got, ["http://h:8/a?q", "http:", "", "", "h:8", "h", "8", "/a", "?q", ""]);
    /// ```
    #[inline]
    pub fn get(&self, component: Component) -> &str {
        match component {
            Component::Href => self.href(),
            Component::Protocol => self.protocol(),
            Component::Username => self.username(),
            Component::Password => self.password(),
            Component::Host => self.host(),
            Component::Hostname => self.hostname(),
            Component::Port => self.port(),
            Component::Pathname => self.pathname(),
            Component::Search => self.search(),
            Component::Hash => self.hash(),
        }
    }
}

impl Url {
    /// The setter of `component` ([`Url::set_protocol`], …) with `value`.
    /// A value that [`Url::set_href`] cannot parse is
    /// [`SetErrorKind::Href`], placed where the parse failed, the URL
    /// unchanged.
    ///
    /// ```
    /// use specurl::{Component, SetErrorKind, Url};
    /// let mut url = Url::parse("http://h/a", None).unwrap();
    /// url.set(Component::Hostname, "example.org").unwrap();
    /// url.set("search".parse().unwrap(), "q=1").unwrap();
    /// assert_eq!(url.href(), "http://example.org/a?q=1");
    /// let e = url.set(Component::Href, "http://a b/").unwrap_err();
    /// assert!(matches!(e.kind(), SetErrorKind::Href(_)));
    /// assert_eq!(e.span().range(), 8..9);
    /// ```
    pub fn set(&mut self, component: Component, value: &str) -> Result<(), SetError> {
        match component {
            Component::Href => self.set_href(value).map_err(|e| SetError {
                kind: SetErrorKind::Href(e.kind()),
                span: e.span().unwrap_or(SourceSpan {
                    start: Location::of(value, 0),
                    end: Location::of(value, value.len()),
                }),
                applied: false,
            }),
            Component::Protocol => self.set_protocol(value),
            Component::Username => self.set_username(value),
            Component::Password => self.set_password(value),
            Component::Host => self.set_host(value),
            Component::Hostname => self.set_hostname(value),
            Component::Port => self.set_port(value),
            Component::Pathname => self.set_pathname(value),
            Component::Search => self.set_search(value),
            Component::Hash => self.set_hash(value),
        }
    }
}
