//! The bodies of the URL pattern fuzz targets (`fuzz/fuzz_targets/
//! pattern_*.rs`), as plain functions that `cargo test` also runs.
//!
//! - [`pattern_parse`]: parsing a URL pattern never panics, an error's
//!   span lies in its pattern string, and a pattern's component strings
//!   round-trip: given back as a `UrlPatternInit`, each with the prefix or
//!   suffix that the standard's "process a URLPatternInit" strips, they
//!   compile to the same component strings ([`check_round_trip`]), for
//!   input without a tab or a newline, as the standard's generation has it.
//! - [`pattern_match_against_regexp`]: specurl's own matcher (for a
//!   pattern without regexp groups) and its ECMAScript executor (for one
//!   with them) give what the standard's regular expression gives through
//!   `regress`, groups included, unless the executor spends its step
//!   budget or the oracle declines a value too costly for it
//!   ([`crate::pattern_regexp`]).

use crate::pattern_regexp::{component_by_regexp, values_of, ORACLE_MAX_PATHS};

use specurl::url_pattern::{
    ComponentName, UrlPattern, UrlPatternErrorKind, UrlPatternInit, UrlPatternInput,
    UrlPatternOptions,
};
use specurl::Url;

/// The base URL a constructor string without a protocol is read against.
pub const PATTERN_BASE: &str = "https://example.com/a/b";

/// Checks [`pattern_parse`]'s laws for `pattern`, with and without a base
/// and ignoring case or not; the compiled patterns that parsed.
pub fn check_pattern(input: UrlPatternInput, base: Option<&str>) -> Vec<UrlPattern> {
    let exact = !has_tab_or_newline(&input);
    let mut parsed = Vec::new();
    for ignore_case in [false, true] {
        let options = UrlPatternOptions { ignore_case };
        match UrlPattern::parse(input.clone(), base, options) {
            Ok(p) => {
                if exact {
                    check_round_trip(&p, options);
                }
                parsed.push(p);
            }
            Err(e) => {
                if let Some(span) = e.span().map(|s| s.range()) {
                    assert!(
                        span.start <= span.end && span.end <= e.pattern().len(),
                        "the span {span:?} of {e} lies outside {:?}",
                        e.pattern()
                    );
                    assert!(e.pattern().is_char_boundary(span.start));
                    assert!(e.pattern().is_char_boundary(span.end));
                }
            }
        }
    }
    parsed
}

/// Whether some text of `input` has a tab or a newline, which a
/// component's encoding callback (the URL parser) removes.
///
/// A fixed text made only of them becomes a part whose value is empty, and
/// the standard's "generate a pattern string" writes nothing for it, so
/// the parts on either side run together: the constructor string
/// `****\t*\t*?\t*` against [`PATTERN_BASE`] gives the pathname
/// `/a/******?*`, which does not compile again. The round trip is the
/// standard's law only for input without them.
fn has_tab_or_newline(input: &UrlPatternInput) -> bool {
    // The URL Standard's ASCII tab or newline.
    let any = |s: &str| s.contains(['\t', '\n', '\r']);
    match input {
        UrlPatternInput::String(s) => any(s),
        UrlPatternInput::Init(init) => ComponentName::ALL
            .into_iter()
            .filter_map(|c| init.get(c))
            .chain(init.base_url.as_deref())
            .any(any),
    }
}

/// A pattern's component strings, compiled again, give themselves (for
/// input without a tab or a newline, see [`check_pattern`]).
///
/// Given back as a `UrlPatternInit`, a component string goes through the
/// standard's "process a URLPatternInit", whose "process protocol for
/// init" strips one trailing `:`, "process search for init" one leading
/// `?` and "process hash for init" one leading `#` (the other components
/// are taken as they are for a pattern). A hash pattern `##x` given as it
/// is would come back as `#x`, so each of those three is given with the
/// prefix or suffix the processing strips, as it would be written in a
/// URL: `https:`, `?q`, `##x`.
///
/// One component does not come back: the constructor's "if
/// processedInit["protocol"] is a special scheme and processedInit["port"]
/// is its default port, set processedInit["port"] to the empty string"
/// compares the port as written, before it is canonicalized, so a port
/// written with more (WPT's `{protocol: "http", port: "80 "}`, or
/// `http://h:80A0/`, whose port state stops at the `A`) compiles to the
/// default port `80`, and `80` given back is emptied.
pub fn check_round_trip(p: &UrlPattern, options: UrlPatternOptions) {
    let mut init = UrlPatternInit::default();
    for c in ComponentName::ALL {
        init.set(c, as_init_value(c, p.get(c)));
    }
    let again = UrlPattern::parse(init, None, options)
        .unwrap_or_else(|e| panic!("the component strings of {p:?} do not compile again: {e}"));
    for c in ComponentName::ALL {
        let expected = match c {
            ComponentName::Port if default_port(p.protocol()).as_deref() == Some(p.port()) => "",
            _ => p.get(c),
        };
        assert_eq!(again.get(c), expected, "{c} does not round-trip in {p:?}");
    }
}

/// The default port of `scheme` when it is a special scheme that has one,
/// written as a pattern's port string is: the library's own list, read
/// through `Url::port_or_known_default` of a URL with no port.
fn default_port(scheme: &str) -> Option<String> {
    let url = Url::parse(&format!("{scheme}://h/"), None).ok()?;
    (url.scheme() == scheme)
        .then(|| url.port_or_known_default())
        .flatten()
        .map(|port| port.to_string())
}

/// A component's pattern string as a `UrlPatternInit` member that "process
/// a URLPatternInit" gives back unchanged.
pub fn as_init_value(component: ComponentName, pattern: &str) -> String {
    match component {
        ComponentName::Protocol => format!("{pattern}:"),
        ComponentName::Search => format!("?{pattern}"),
        ComponentName::Hash => format!("#{pattern}"),
        _ => pattern.to_string(),
    }
}

/// The text's first line as a constructor string (alone, and against
/// [`PATTERN_BASE`]) and as a pathname pattern.
pub fn pattern_parse(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let first = text.lines().next().unwrap_or("");
    check_pattern(first.into(), None);
    check_pattern(first.into(), Some(PATTERN_BASE));
    let init = UrlPatternInit {
        pathname: Some(first.to_string()),
        ..Default::default()
    };
    check_pattern(init.into(), None);
}

/// Whether specurl's engines and the regular expression through `regress`
/// agree on `url`, component by component: where specurl matches, every
/// component the oracle reads matches with the same groups; where it does
/// not, some component does not match by its regular expression, unless
/// the oracle declined one.
pub fn check_match(p: &UrlPattern, url: &Url) {
    let own = match p.exec_url(url) {
        Err(e) if p.has_regexp_groups() && e.kind() == UrlPatternErrorKind::RegExpStepLimit => {
            return;
        }
        own => own.expect("only regexp groups have a bound"),
    };
    let own = own.map(|r| {
        ComponentName::ALL
            .iter()
            .map(|&c| r.get(c).groups.clone())
            .collect::<Vec<_>>()
    });
    let (mut declined, mut missed) = (false, false);
    for (i, (&c, value)) in ComponentName::ALL.iter().zip(values_of(url)).enumerate() {
        match component_by_regexp(p, c, value, ORACLE_MAX_PATHS) {
            None => declined = true,
            Some(None) => {
                assert!(
                    own.is_none(),
                    "{c} of {p:?} does not match {} by its regular expression",
                    url.href()
                );
                missed = true;
            }
            Some(Some(groups)) => {
                if let Some(own) = &own {
                    assert_eq!(own[i], groups, "{c} of {p:?} on {}", url.href());
                }
            }
        }
    }
    assert!(
        own.is_some() || missed || declined,
        "{p:?} does not match {}, which each regular expression matches",
        url.href()
    );
    let tested = p.test_url(url).expect("exec kept within the bound");
    assert_eq!(tested, own.is_some(), "test {p:?} on {}", url.href());
}

/// The text's first line as a pattern (constructor string against
/// [`PATTERN_BASE`], and pathname), each further line as a URL against
/// [`PATTERN_BASE`].
pub fn pattern_match_against_regexp(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut lines = text.lines();
    let first = lines.next().unwrap_or("");
    let mut patterns = Vec::new();
    for options in [false, true].map(|ignore_case| UrlPatternOptions { ignore_case }) {
        patterns.extend(UrlPattern::parse(first, Some(PATTERN_BASE), options).ok());
        let init = UrlPatternInit {
            pathname: Some(first.to_string()),
            ..Default::default()
        };
        patterns.extend(UrlPattern::parse(init, None, options).ok());
    }
    for line in lines {
        if let Ok(url) = Url::parse(line, Some(PATTERN_BASE)) {
            for p in &patterns {
                check_match(p, &url);
            }
        }
    }
}
