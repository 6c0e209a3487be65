//! `URLPatternInit`, and its processing (the standard's "process a
//! URLPatternInit") for a pattern and for an input.

use crate::Url;

use super::canonicalize as canon;
use super::component_name::ComponentName;
use super::error::{UrlPatternError, UrlPatternErrorKind};
use super::pattern_string::escape_pattern_string;

/// The components of a URL pattern, or of an input, given one by one; a
/// component that is `None` is not given. `base_url` supplies the
/// components that are not given, as the standard says.
///
/// ```
/// use specurl::url_pattern::{UrlPattern, UrlPatternInit};
/// let init = UrlPatternInit {
///     pathname: Some("/books/:id".into()),
///     base_url: Some("https://example.com".into()),
///     ..Default::default()
/// };
/// let pattern = UrlPattern::parse(init, None, Default::default()).unwrap();
/// assert_eq!(pattern.hostname(), "example.com");
/// assert!(pattern.test("https://example.com/books/7", None).unwrap());
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UrlPatternInit {
    /// The protocol (scheme), with or without its trailing `:`.
    pub protocol: Option<String>,
    /// The username.
    pub username: Option<String>,
    /// The password.
    pub password: Option<String>,
    /// The hostname.
    pub hostname: Option<String>,
    /// The port.
    pub port: Option<String>,
    /// The pathname.
    pub pathname: Option<String>,
    /// The search (query), with or without its leading `?`.
    pub search: Option<String>,
    /// The hash (fragment), with or without its leading `#`.
    pub hash: Option<String>,
    /// The base URL, which supplies the components not given.
    pub base_url: Option<String>,
}

impl UrlPatternInit {
    /// The value given for `component`.
    ///
    /// ```
    /// use specurl::url_pattern::{ComponentName, UrlPatternInit};
    /// let init = UrlPatternInit { port: Some("8080".into()), ..Default::default() };
    /// assert_eq!(init.get(ComponentName::Port), Some("8080"));
    /// assert_eq!(init.get(ComponentName::Hash), None);
    /// ```
    pub fn get(&self, component: ComponentName) -> Option<&str> {
        self.field(component).as_deref()
    }

    /// Sets the value of `component`.
    ///
    /// ```
    /// use specurl::url_pattern::{ComponentName, UrlPatternInit};
    /// let mut init = UrlPatternInit::default();
    /// init.set(ComponentName::Search, "q=1");
    /// assert_eq!(init.search.as_deref(), Some("q=1"));
    /// ```
    pub fn set(&mut self, component: ComponentName, value: impl Into<String>) {
        *self.field_mut(component) = Some(value.into());
    }

    fn field(&self, component: ComponentName) -> &Option<String> {
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

    fn field_mut(&mut self, component: ComponentName) -> &mut Option<String> {
        match component {
            ComponentName::Protocol => &mut self.protocol,
            ComponentName::Username => &mut self.username,
            ComponentName::Password => &mut self.password,
            ComponentName::Hostname => &mut self.hostname,
            ComponentName::Port => &mut self.port,
            ComponentName::Pathname => &mut self.pathname,
            ComponentName::Search => &mut self.search,
            ComponentName::Hash => &mut self.hash,
        }
    }

    fn has(&self, components: &[ComponentName]) -> bool {
        components.iter().any(|&c| self.field(c).is_some())
    }
}

/// The "type" of processing: a pattern keeps its text (escaping what
/// comes from the base URL), a URL is canonicalized.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum InitType {
    Pattern,
    Url,
}

/// The eight component strings, by [`ComponentName::index`].
pub(crate) type Components = [Option<String>; 8];

/// "process a base URL string"
fn process_base_url_string(input: &str, ty: InitType) -> String {
    match ty {
        InitType::Pattern => escape_pattern_string(input),
        InitType::Url => input.to_string(),
    }
}

/// "is an absolute pathname"
fn is_absolute_pathname(input: &str, ty: InitType) -> bool {
    let b = input.as_bytes();
    match (b.first(), b.get(1)) {
        (None, _) => false,
        (Some(b'/'), _) => true,
        _ if ty == InitType::Url => false,
        (Some(b'\\' | b'{'), Some(b'/')) => true,
        _ => false,
    }
}

fn canonical(result: Result<String, UrlPatternErrorKind>) -> Result<String, UrlPatternError> {
    result.map_err(UrlPatternError::new)
}

/// "process a URLPatternInit" `init` of type `ty`, starting from `result`
/// (all `None` for a pattern, all empty for an input).
///
/// `parsed_base`, when given, is the base URL already parsed (and
/// `init.base_url` is not read): the same steps on a `Url` the caller holds.
pub(crate) fn process_init(
    init: &UrlPatternInit,
    ty: InitType,
    mut result: Components,
    parsed_base: Option<&Url>,
) -> Result<Components, UrlPatternError> {
    use ComponentName::*;
    let set = |result: &mut Components, c: ComponentName, v: String| result[c.index()] = Some(v);
    let mut base_url = None;
    let read;
    let base = match (parsed_base, &init.base_url) {
        (Some(base), _) => Some(base),
        (None, Some(base)) => {
            read = Url::parse(base, None)
                .map_err(|_| UrlPatternError::new(UrlPatternErrorKind::InvalidBaseUrl))?;
            Some(&read)
        }
        (None, None) => None,
    };
    if let Some(base) = base {
        if init.protocol.is_none() {
            set(
                &mut result,
                Protocol,
                process_base_url_string(base.scheme(), ty),
            );
        }
        if ty != InitType::Pattern && !init.has(&[Protocol, Hostname, Port, Username]) {
            set(
                &mut result,
                Username,
                process_base_url_string(base.username(), ty),
            );
        }
        if ty != InitType::Pattern && !init.has(&[Protocol, Hostname, Port, Username, Password]) {
            set(
                &mut result,
                Password,
                process_base_url_string(base.password(), ty),
            );
        }
        if !init.has(&[Protocol, Hostname]) {
            set(
                &mut result,
                Hostname,
                process_base_url_string(base.hostname(), ty),
            );
        }
        if !init.has(&[Protocol, Hostname, Port]) {
            set(&mut result, Port, base.port().to_string());
        }
        if !init.has(&[Protocol, Hostname, Port, Pathname]) {
            set(
                &mut result,
                Pathname,
                process_base_url_string(base.pathname(), ty),
            );
        }
        if !init.has(&[Protocol, Hostname, Port, Pathname, Search]) {
            let query = base.query().unwrap_or("");
            set(&mut result, Search, process_base_url_string(query, ty));
        }
        if !init.has(&[Protocol, Hostname, Port, Pathname, Search, Hash]) {
            let fragment = base.fragment().unwrap_or("");
            set(&mut result, Hash, process_base_url_string(fragment, ty));
        }
        base_url = Some(base);
    }
    let pattern = ty == InitType::Pattern;
    if let Some(v) = &init.protocol {
        let stripped = v.strip_suffix(':').unwrap_or(v);
        let v = if pattern {
            stripped.to_string()
        } else {
            canonical(canon::protocol(stripped))?
        };
        set(&mut result, Protocol, v);
    }
    if let Some(v) = &init.username {
        let v = if pattern {
            v.clone()
        } else {
            canonical(canon::username(v))?
        };
        set(&mut result, Username, v);
    }
    if let Some(v) = &init.password {
        let v = if pattern {
            v.clone()
        } else {
            canonical(canon::password(v))?
        };
        set(&mut result, Password, v);
    }
    if let Some(v) = &init.hostname {
        let v = if pattern {
            v.clone()
        } else {
            canonical(canon::hostname(v))?
        };
        set(&mut result, Hostname, v);
    }
    let protocol = result[Protocol.index()].clone().unwrap_or_default();
    if let Some(v) = &init.port {
        let v = if pattern {
            v.clone()
        } else {
            canonical(canon::port(v, Some(&protocol)))?
        };
        set(&mut result, Port, v);
    }
    if let Some(v) = &init.pathname {
        let mut pathname = v.clone();
        if let Some(base) = base_url.as_ref() {
            if base.path_segments().is_some() && !is_absolute_pathname(&pathname, ty) {
                let base_path = process_base_url_string(base.pathname(), ty);
                if let Some(slash) = base_path.rfind('/') {
                    pathname = format!("{}{}", &base_path[..=slash], pathname);
                }
            }
        }
        if !pattern {
            pathname = if protocol.is_empty() || canon::is_special_scheme(&protocol) {
                canonical(canon::pathname(&pathname))?
            } else {
                canonical(canon::opaque_pathname(&pathname))?
            };
        }
        set(&mut result, Pathname, pathname);
    }
    if let Some(v) = &init.search {
        let stripped = v.strip_prefix('?').unwrap_or(v);
        let v = if pattern {
            stripped.to_string()
        } else {
            canonical(canon::search(stripped))?
        };
        set(&mut result, Search, v);
    }
    if let Some(v) = &init.hash {
        let stripped = v.strip_prefix('#').unwrap_or(v);
        let v = if pattern {
            stripped.to_string()
        } else {
            canonical(canon::hash(stripped))?
        };
        set(&mut result, Hash, v);
    }
    Ok(result)
}
