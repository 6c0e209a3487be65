//! `UrlPattern`: the standard's "create", "match" and getters.

use core::ops::Range;

use crate::Url;

use super::canonicalize::is_special_scheme;
use super::component::{Canonicalizer, Component};
use super::component_name::ComponentName;
use super::constructor_string::parse_constructor_string;
use super::error::{UrlPatternError, UrlPatternErrorKind};
use super::init::{process_init, Components, InitType, UrlPatternInit};
use super::input::{UrlPatternInput, UrlPatternOptions};
use super::part::Options;
use super::result::{UrlPatternComponentResult, UrlPatternResult};
use crate::normalise::default_port;

/// A URL pattern (the standard's `URLPattern`): a pattern for each of the
/// eight components of a URL.
///
/// ```
/// use specurl::url_pattern::{UrlPattern, UrlPatternInit};
/// let pattern = UrlPattern::parse("https://*.example.com/api/:version/*", None, Default::default()).unwrap();
/// assert_eq!(pattern.pathname(), "/api/:version/*");
/// assert!(pattern.test("https://eu.example.com/api/v2/users", None).unwrap());
/// let init = UrlPatternInit { pathname: Some("/api/v2/users".into()), ..Default::default() };
/// assert!(!pattern.test(init, None).unwrap());
/// ```
#[derive(Debug, Clone)]
pub struct UrlPattern {
    components: [Component; 8],
}

/// What a match reads from its input.
struct MatchInput {
    values: [String; 8],
    inputs: Vec<UrlPatternInput>,
}

impl UrlPattern {
    /// "create" a URL pattern from `input` (a constructor string or a
    /// [`UrlPatternInit`](super::UrlPatternInit)), with `base_url` for a
    /// constructor string, and `options`.
    ///
    /// ```
    /// use specurl::url_pattern::{UrlPattern, UrlPatternErrorKind};
    /// let p = UrlPattern::parse("/users/:id", Some("https://example.com"), Default::default()).unwrap();
    /// assert_eq!(p.protocol(), "https");
    /// let e = UrlPattern::parse("/users/:id", None, Default::default()).unwrap_err();
    /// assert_eq!(e.kind(), UrlPatternErrorKind::MissingProtocol);
    /// ```
    pub fn parse(
        input: impl Into<UrlPatternInput>,
        base_url: Option<&str>,
        options: UrlPatternOptions,
    ) -> Result<UrlPattern, UrlPatternError> {
        let init = Self::init_of(input.into(), base_url.is_some())?;
        let init = match (init, base_url) {
            (mut init, Some(base)) => {
                init.base_url = Some(base.to_string());
                init
            }
            (init, None) => init,
        };
        Self::create(&init, None, options)
    }

    /// "create" a URL pattern from a constructor string with a base URL
    /// already parsed: [`UrlPattern::parse`]`(input, Some(base.href()),
    /// options)`, without reading the base's href again.
    ///
    /// ```
    /// use specurl::url_pattern::UrlPattern;
    /// use specurl::Url;
    /// let base = Url::parse("https://example.com/app/", None).unwrap();
    /// let p = UrlPattern::parse_against("users/:id", &base, Default::default()).unwrap();
    /// assert_eq!(p.pathname(), "/app/users/:id");
    /// assert!(p.test("https://example.com/app/users/7", None).unwrap());
    /// ```
    pub fn parse_against(
        input: &str,
        base: &Url,
        options: UrlPatternOptions,
    ) -> Result<UrlPattern, UrlPatternError> {
        let init = Self::init_of(UrlPatternInput::String(input.to_string()), true)?;
        Self::create(&init, Some(base), options)
    }

    /// The init of "create"'s first steps: a constructor string parsed (an
    /// error without a protocol unless there is a base), or an init as
    /// given (an error if there is a base).
    fn init_of(input: UrlPatternInput, has_base: bool) -> Result<UrlPatternInit, UrlPatternError> {
        match input {
            UrlPatternInput::String(s) => {
                let init = parse_constructor_string(&s)?;
                if !has_base && init.protocol.is_none() {
                    return Err(UrlPatternError::new(UrlPatternErrorKind::MissingProtocol));
                }
                Ok(init)
            }
            UrlPatternInput::Init(init) => {
                if has_base {
                    return Err(UrlPatternError::new(UrlPatternErrorKind::BaseUrlWithInit));
                }
                Ok(init)
            }
        }
    }

    /// "create"'s remaining steps: process the init (against `base` when it
    /// is given parsed) and compile each component.
    fn create(
        init: &UrlPatternInit,
        base: Option<&Url>,
        options: UrlPatternOptions,
    ) -> Result<UrlPattern, UrlPatternError> {
        let processed = process_init(init, InitType::Pattern, Default::default(), base)?;
        let [protocol, username, password, hostname, mut port, pathname, search, hash] =
            processed.map(|v| v.unwrap_or_else(|| "*".to_string()));
        if is_special_scheme(&protocol)
            && default_port(&protocol).is_some_and(|p| p.to_string() == port)
        {
            port.clear();
        }
        use ComponentName as N;
        let protocol = Component::compile(
            &protocol,
            Canonicalizer::Protocol,
            Options::DEFAULT,
            N::Protocol,
        )?;
        let username = Component::compile(
            &username,
            Canonicalizer::Username,
            Options::DEFAULT,
            N::Username,
        )?;
        let password = Component::compile(
            &password,
            Canonicalizer::Password,
            Options::DEFAULT,
            N::Password,
        )?;
        let hostname_canonicalizer = if hostname_is_an_ipv6_address(&hostname) {
            Canonicalizer::Ipv6Hostname
        } else {
            Canonicalizer::Hostname
        };
        let hostname = Component::compile(
            &hostname,
            hostname_canonicalizer,
            Options::HOSTNAME,
            N::Hostname,
        )?;
        let port = Component::compile(&port, Canonicalizer::Port, Options::DEFAULT, N::Port)?;
        let compile_options = Options::DEFAULT.with_ignore_case(options.ignore_case);
        let pathname = if protocol.matches_a_special_scheme() {
            let path_options = Options::PATHNAME.with_ignore_case(options.ignore_case);
            Component::compile(
                &pathname,
                Canonicalizer::Pathname,
                path_options,
                N::Pathname,
            )?
        } else {
            Component::compile(
                &pathname,
                Canonicalizer::OpaquePathname,
                compile_options,
                N::Pathname,
            )?
        };
        let search =
            Component::compile(&search, Canonicalizer::Search, compile_options, N::Search)?;
        let hash = Component::compile(&hash, Canonicalizer::Hash, compile_options, N::Hash)?;
        Ok(UrlPattern {
            components: [
                protocol, username, password, hostname, port, pathname, search, hash,
            ],
        })
    }

    pub(crate) fn component(&self, name: ComponentName) -> &Component {
        &self.components[name.index()]
    }

    /// The normalized pattern string of `component`.
    ///
    /// ```
    /// use specurl::url_pattern::{ComponentName, UrlPattern};
    /// let p = UrlPattern::parse("https://example.com:443/a", None, Default::default()).unwrap();
    /// assert_eq!(p.get(ComponentName::Port), "");
    /// assert_eq!(p.get(ComponentName::Hash), "*");
    /// ```
    pub fn get(&self, component: ComponentName) -> &str {
        &self.component(component).pattern_string
    }

    /// The protocol's pattern string.
    pub fn protocol(&self) -> &str {
        self.get(ComponentName::Protocol)
    }

    /// The username's pattern string.
    pub fn username(&self) -> &str {
        self.get(ComponentName::Username)
    }

    /// The password's pattern string.
    pub fn password(&self) -> &str {
        self.get(ComponentName::Password)
    }

    /// The hostname's pattern string.
    pub fn hostname(&self) -> &str {
        self.get(ComponentName::Hostname)
    }

    /// The port's pattern string.
    pub fn port(&self) -> &str {
        self.get(ComponentName::Port)
    }

    /// The pathname's pattern string.
    pub fn pathname(&self) -> &str {
        self.get(ComponentName::Pathname)
    }

    /// The search's pattern string.
    pub fn search(&self) -> &str {
        self.get(ComponentName::Search)
    }

    /// The hash's pattern string.
    pub fn hash(&self) -> &str {
        self.get(ComponentName::Hash)
    }

    /// The regular expression of `component`: the standard's "generate a
    /// regular expression and name list", which ECMAScript compiles with
    /// the flags of [`regexp_flags`](Self::regexp_flags). Its capture
    /// groups are those of [`group_names`](Self::group_names), in order.
    /// specurl matches with its own engines, which agree with it; the
    /// string is for another engine (a client in JavaScript, a database)
    /// or for reading.
    ///
    /// ```
    /// use specurl::url_pattern::{ComponentName, UrlPattern};
    /// let p = UrlPattern::parse("https://h/books/:id", None, Default::default()).unwrap();
    /// assert_eq!(p.regexp(ComponentName::Pathname), "^\\/books(?:\\/([^\\/]+?))$");
    /// assert_eq!(p.group_names(ComponentName::Pathname), ["id"]);
    /// ```
    pub fn regexp(&self, component: ComponentName) -> &str {
        &self.component(component).regexp_string
    }

    /// The names of `component`'s groups (the standard's "group name
    /// list"), one for each capture group of its
    /// [`regexp`](Self::regexp): a wildcard's name is its index, as in
    /// [`UrlPatternComponentResult::groups`](super::UrlPatternComponentResult::groups).
    ///
    /// ```
    /// use specurl::url_pattern::{ComponentName, UrlPattern};
    /// let p = UrlPattern::parse("https://:sub.example.com/*/:n(\\d+)", None, Default::default()).unwrap();
    /// assert_eq!(p.group_names(ComponentName::Hostname), ["sub"]);
    /// assert_eq!(p.group_names(ComponentName::Pathname), ["0", "n"]);
    /// ```
    pub fn group_names(&self, component: ComponentName) -> &[String] {
        &self.component(component).names
    }

    /// The flags ECMAScript compiles `component`'s
    /// [`regexp`](Self::regexp) with: `"vi"` for the pathname, search and
    /// hash of a pattern that ignores case (the standard compiles the
    /// other components with its default options), `"v"` otherwise.
    ///
    /// ```
    /// use specurl::url_pattern::{ComponentName, UrlPattern, UrlPatternOptions};
    /// let p = UrlPattern::parse("https://h/A", None, UrlPatternOptions { ignore_case: true }).unwrap();
    /// assert_eq!(p.regexp_flags(ComponentName::Pathname), "vi");
    /// assert_eq!(p.regexp_flags(ComponentName::Protocol), "v");
    /// ```
    pub fn regexp_flags(&self, component: ComponentName) -> &'static str {
        if self.component(component).options.ignore_case {
            "vi"
        } else {
            "v"
        }
    }

    /// Whether a component has a custom regexp group (`(…)`).
    ///
    /// ```
    /// use specurl::url_pattern::UrlPattern;
    /// let plain = UrlPattern::parse("https://h/a/:id/*", None, Default::default()).unwrap();
    /// assert!(!plain.has_regexp_groups());
    /// let custom = UrlPattern::parse("https://h/a/:id(\\d+)", None, Default::default()).unwrap();
    /// assert!(custom.has_regexp_groups());
    /// ```
    pub fn has_regexp_groups(&self) -> bool {
        self.components.iter().any(|c| c.has_regexp_groups)
    }

    /// Whether `input` (a URL string, resolved against `base_url`, or a
    /// [`UrlPatternInit`](super::UrlPatternInit)) matches. An input that
    /// is not a URL does not match; an `Err` is what the standard throws
    /// (a base URL with a `UrlPatternInit`), or an input beyond the
    /// regexp engine's bound.
    ///
    /// ```
    /// use specurl::url_pattern::UrlPattern;
    /// let p = UrlPattern::parse("https://example.com/*", None, Default::default()).unwrap();
    /// assert!(p.test("/x", Some("https://example.com")).unwrap());
    /// assert!(!p.test("not a URL", None).unwrap());
    /// ```
    pub fn test(
        &self,
        input: impl Into<UrlPatternInput>,
        base_url: Option<&str>,
    ) -> Result<bool, UrlPatternError> {
        let Some(input) = self.read_input(input.into(), base_url)? else {
            return Ok(false);
        };
        self.test_values(&input.values.each_ref().map(String::as_str))
    }

    /// Whether the URL string `input`, joined onto the parsed `base`,
    /// matches: [`test`](Self::test) with `base`'s href, without parsing
    /// the base again for each input.
    ///
    /// ```
    /// use specurl::{url_pattern::UrlPattern, Url};
    /// let p = UrlPattern::parse("https://example.com/docs/*", None, Default::default()).unwrap();
    /// let page = Url::parse("https://example.com/docs/a/b", None).unwrap();
    /// assert!(p.test_against("../c", &page).unwrap());
    /// assert!(!p.test_against("/blog/", &page).unwrap());
    /// assert_eq!(p.test_against("//x.org/", &page), p.test("//x.org/", Some(page.href())));
    /// ```
    pub fn test_against(&self, input: &str, base: &Url) -> Result<bool, UrlPatternError> {
        match base.join(input) {
            Ok(url) => self.test_url(&url),
            // An input that is not a URL does not match.
            Err(_) => Ok(false),
        }
    }

    /// The match of the URL string `input` joined onto the parsed `base`:
    /// [`exec`](Self::exec) with `base`'s href (its inputs are `input` and
    /// that href), without parsing the base again for each input.
    ///
    /// ```
    /// use specurl::{url_pattern::UrlPattern, Url};
    /// let p = UrlPattern::parse("https://example.com/:lang/*", None, Default::default()).unwrap();
    /// let page = Url::parse("https://example.com/en/a", None).unwrap();
    /// let m = p.exec_against("b?q", &page).unwrap().unwrap();
    /// assert_eq!(m.pathname.group("lang"), Some("en"));
    /// assert_eq!(Some(m), p.exec("b?q", Some(page.href())).unwrap());
    /// ```
    pub fn exec_against(
        &self,
        input: &str,
        base: &Url,
    ) -> Result<Option<UrlPatternResult>, UrlPatternError> {
        let Ok(url) = base.join(input) else {
            return Ok(None);
        };
        let inputs = vec![
            UrlPatternInput::String(input.to_string()),
            UrlPatternInput::String(base.href().to_string()),
        ];
        self.exec_values(values_of(&url), inputs)
    }

    /// Whether the URL `url` matches.
    ///
    /// ```
    /// use specurl::{url_pattern::UrlPattern, Url};
    /// let p = UrlPattern::parse("https://example.com/:x", None, Default::default()).unwrap();
    /// let url = Url::parse("https://example.com/a", None).unwrap();
    /// assert!(p.test_url(&url).unwrap());
    /// ```
    pub fn test_url(&self, url: &Url) -> Result<bool, UrlPatternError> {
        self.test_values(&values_of(url))
    }

    pub(crate) fn test_values(&self, values: &[&str; 8]) -> Result<bool, UrlPatternError> {
        self.test_values_except(values, [false; 8])
    }

    /// [`test_values`](Self::test_values) without the components marked
    /// in `known`, which the caller has matched already.
    pub(crate) fn test_values_except(
        &self,
        values: &[&str; 8],
        known: [bool; 8],
    ) -> Result<bool, UrlPatternError> {
        for ((component, value), known) in self.components.iter().zip(values).zip(known) {
            if !known && !component.exec(value, None).map_err(UrlPatternError::new)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The match of `input` (as [`test`](Self::test) takes it) with its
    /// groups, or `None` when it does not match.
    ///
    /// ```
    /// use specurl::url_pattern::UrlPattern;
    /// let p = UrlPattern::parse("https://example.com/:lang/docs/*", None, Default::default()).unwrap();
    /// let m = p.exec("https://example.com/en/docs/a/b", None).unwrap().unwrap();
    /// assert_eq!(m.pathname.group("lang"), Some("en"));
    /// assert_eq!(m.pathname.group("0"), Some("a/b"));
    /// ```
    pub fn exec(
        &self,
        input: impl Into<UrlPatternInput>,
        base_url: Option<&str>,
    ) -> Result<Option<UrlPatternResult>, UrlPatternError> {
        let Some(input) = self.read_input(input.into(), base_url)? else {
            return Ok(None);
        };
        self.exec_values(input.values.each_ref().map(String::as_str), input.inputs)
    }

    /// The match of the URL `url`, or `None`.
    ///
    /// ```
    /// use specurl::{url_pattern::UrlPattern, Url};
    /// let p = UrlPattern::parse("https://example.com/:x", None, Default::default()).unwrap();
    /// let url = Url::parse("https://example.com/a", None).unwrap();
    /// assert_eq!(p.exec_url(&url).unwrap().unwrap().pathname.group("x"), Some("a"));
    /// ```
    pub fn exec_url(&self, url: &Url) -> Result<Option<UrlPatternResult>, UrlPatternError> {
        let inputs = vec![UrlPatternInput::String(url.href().to_string())];
        self.exec_values(values_of(url), inputs)
    }

    pub(crate) fn exec_values(
        &self,
        values: [&str; 8],
        inputs: Vec<UrlPatternInput>,
    ) -> Result<Option<UrlPatternResult>, UrlPatternError> {
        let mut captures = Vec::new();
        let mut results: [UrlPatternComponentResult; 8] = Default::default();
        for ((component, value), result) in self.components.iter().zip(values).zip(&mut results) {
            if !component
                .exec(value, Some(&mut captures))
                .map_err(UrlPatternError::new)?
            {
                return Ok(None);
            }
            result.groups = groups(component, value, &captures);
            result.input = value.to_string();
        }
        let [protocol, username, password, hostname, port, pathname, search, hash] = results;
        Ok(Some(UrlPatternResult {
            inputs,
            protocol,
            username,
            password,
            hostname,
            port,
            pathname,
            search,
            hash,
        }))
    }

    /// The component values of `input`, as "match" reads them; `None` when
    /// the input is no URL (the standard's null).
    fn read_input(
        &self,
        input: UrlPatternInput,
        base_url: Option<&str>,
    ) -> Result<Option<MatchInput>, UrlPatternError> {
        match input {
            UrlPatternInput::Init(init) => {
                if base_url.is_some() {
                    return Err(UrlPatternError::new(UrlPatternErrorKind::BaseUrlWithInit));
                }
                let empty: Components = Default::default();
                let start = empty.map(|_| Some(String::new()));
                let Ok(processed) = process_init(&init, InitType::Url, start, None) else {
                    return Ok(None);
                };
                Ok(Some(MatchInput {
                    values: processed.map(Option::unwrap_or_default),
                    inputs: vec![UrlPatternInput::Init(init)],
                }))
            }
            UrlPatternInput::String(s) => {
                // A base that does not parse, like an input that does not,
                // is no match.
                let Ok(url) = Url::parse(&s, base_url) else {
                    return Ok(None);
                };
                let mut inputs = vec![UrlPatternInput::String(s)];
                if let Some(b) = base_url {
                    inputs.push(UrlPatternInput::String(b.to_string()));
                }
                Ok(Some(MatchInput {
                    values: values_of(&url).map(str::to_string),
                    inputs,
                }))
            }
        }
    }
}

/// "create a component match result": each group name with its value.
fn groups(
    component: &Component,
    input: &str,
    captures: &[Option<Range<usize>>],
) -> Vec<(String, Option<String>)> {
    component
        .names
        .iter()
        .zip(captures)
        .map(|(name, range)| (name.clone(), range.clone().map(|r| input[r].to_string())))
        .collect()
}

/// The eight component strings "match" reads from a URL.
pub(crate) fn values_of<S: AsRef<str>>(url: &Url<S>) -> [&str; 8] {
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

/// "hostname pattern is an IPv6 address"
fn hostname_is_an_ipv6_address(input: &str) -> bool {
    let b = input.as_bytes();
    if input.chars().count() < 2 {
        return false;
    }
    matches!((b[0], b[1]), (b'[', _) | (b'{' | b'\\', b'['))
}
