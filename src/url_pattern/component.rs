//! A compiled component (the standard's "component" and "compile a
//! component"): its pattern string, part list, group names, and the
//! engine that matches it.

use core::ops::Range;

use super::canonicalize as canon;
use super::component_name::ComponentName;
use super::ecmascript::{self, RegExpProgram};
use super::error::{UrlPatternError, UrlPatternErrorKind};
use super::matcher::Program;
use super::parser::parse_pattern_string;
use super::part::{Options, Part, PartType};
use super::pattern_string::generate_pattern_string;
use super::regexp::{compile, generate_regular_expression_and_name_list};
use crate::grammar::Mode;

/// The encoding callback a component was compiled with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Canonicalizer {
    Protocol,
    Username,
    Password,
    Hostname,
    Ipv6Hostname,
    Port,
    Pathname,
    OpaquePathname,
    Search,
    Hash,
}

impl Canonicalizer {
    pub(crate) fn apply(self, value: &str) -> Result<String, UrlPatternErrorKind> {
        match self {
            Canonicalizer::Protocol => canon::protocol(value),
            Canonicalizer::Username => canon::username(value),
            Canonicalizer::Password => canon::password(value),
            Canonicalizer::Hostname => canon::hostname(value),
            Canonicalizer::Ipv6Hostname => canon::ipv6_hostname(value),
            Canonicalizer::Port => canon::port(value, None),
            Canonicalizer::Pathname => canon::pathname(value),
            Canonicalizer::OpaquePathname => canon::opaque_pathname(value),
            Canonicalizer::Search => canon::search(value),
            Canonicalizer::Hash => canon::hash(value),
        }
    }
}

/// What matches a component: specurl's ECMAScript executor, under its
/// step bound, when the pattern has custom regexp groups (`regress` having
/// accepted it), specurl's own linear-time program otherwise.
#[derive(Debug, Clone)]
enum Engine {
    Regexp(Box<RegExpProgram>),
    Own(Program),
}

/// A compiled component.
#[derive(Debug, Clone)]
pub(crate) struct Component {
    pub(crate) pattern_string: String,
    pub(crate) regexp_string: String,
    pub(crate) names: Vec<String>,
    pub(crate) has_regexp_groups: bool,
    pub(crate) parts: Vec<Part>,
    pub(crate) options: Options,
    pub(crate) canonicalizer: Canonicalizer,
    engine: Engine,
}

impl Component {
    /// "compile a component" `input` with `canonicalizer` and `options`.
    pub(crate) fn compile(
        input: &str,
        canonicalizer: Canonicalizer,
        options: Options,
        name: ComponentName,
    ) -> Result<Component, UrlPatternError> {
        let in_component = |e: UrlPatternError| e.in_component(name, input);
        let callback = |s: &str| canonicalizer.apply(s);
        let parts = parse_pattern_string(input, &options, &callback).map_err(in_component)?;
        let (regexp_string, names) = generate_regular_expression_and_name_list(&parts, &options);
        let has_regexp_groups = parts.iter().any(|p| p.ty == PartType::Regexp);
        let engine = if has_regexp_groups {
            let invalid = |kind| in_component(UrlPatternError::new(kind));
            compile(&regexp_string, options.ignore_case).map_err(invalid)?;
            let program = RegExpProgram::compile(&regexp_string, options.ignore_case)
                .map_err(|_| invalid(UrlPatternErrorKind::InvalidRegExp))?;
            Engine::Regexp(Box::new(program))
        } else {
            Engine::Own(Program::compile(&parts, &options))
        };
        let pattern_string = generate_pattern_string(&parts, &options);
        Ok(Component {
            pattern_string,
            regexp_string,
            names,
            has_regexp_groups,
            parts,
            options,
            canonicalizer,
            engine,
        })
    }

    /// `RegExpBuiltinExec` of the component on `input`: whether it matches,
    /// and, when `captures` is given, one range per group name.
    pub(crate) fn exec(
        &self,
        input: &str,
        captures: Option<&mut Vec<Option<Range<usize>>>>,
    ) -> Result<bool, UrlPatternErrorKind> {
        match &self.engine {
            Engine::Own(program) => Ok(program.exec(input, captures)),
            Engine::Regexp(program) => {
                let found = ecmascript::find(program, input)
                    .map_err(|_| UrlPatternErrorKind::RegExpStepLimit)?;
                let Some(groups) = found else {
                    return Ok(false);
                };
                if let Some(captures) = captures {
                    captures.clear();
                    captures.extend(groups.into_iter().skip(1).take(self.names.len()));
                }
                Ok(true)
            }
        }
    }

    /// The component matched by its regular expression through `regress`,
    /// whatever its engine: what the unit tests hold specurl's own engines
    /// to (the check crate does the same through `UrlPattern::regexp`).
    #[cfg(test)]
    pub(crate) fn exec_by_regexp(
        &self,
        input: &str,
        captures: Option<&mut Vec<Option<Range<usize>>>>,
    ) -> Result<bool, UrlPatternErrorKind> {
        let regex = compile(&self.regexp_string, self.options.ignore_case)?;
        exec_regexp(&regex, self.names.len(), input, captures)
    }

    /// "protocol component matches a special scheme"
    pub(crate) fn matches_a_special_scheme(&self) -> bool {
        Mode::SPECIAL_SCHEMES
            .iter()
            .any(|s| self.exec(s, None).unwrap_or(false))
    }
}

#[cfg(test)]
fn exec_regexp(
    regex: &regress::Regex,
    groups: usize,
    input: &str,
    captures: Option<&mut Vec<Option<Range<usize>>>>,
) -> Result<bool, UrlPatternErrorKind> {
    let Some(m) = regex.find(input) else {
        return Ok(false);
    };
    if let Some(captures) = captures {
        captures.clear();
        captures.extend((1..=groups).map(|i| m.group(i)));
    }
    Ok(true)
}

impl Component {
    /// The one string the component matches, when its pattern is fixed
    /// text alone (and case matters): what a route set indexes.
    pub(crate) fn fixed_text(&self) -> Option<&str> {
        if self.options.ignore_case {
            return None;
        }
        match self.parts.as_slice() {
            [] => Some(""),
            [p] if p.ty == PartType::FixedText && p.modifier == super::part::Modifier::None => {
                Some(&p.value)
            }
            _ => None,
        }
    }

    /// The fixed text every string the component matches starts with (case
    /// mattering), for a quick miss.
    pub(crate) fn literal_prefix(&self) -> &str {
        match self.parts.first() {
            Some(p)
                if !self.options.ignore_case
                    && p.ty == PartType::FixedText
                    && p.modifier == super::part::Modifier::None =>
            {
                &p.value
            }
            _ => "",
        }
    }

    /// Whether the component matches every string without a line
    /// terminator, which no component of a parsed URL has (the parser
    /// drops newlines and percent-encodes what is not ASCII).
    pub(crate) fn matches_any_url_value(&self) -> bool {
        matches!(&self.engine, Engine::Own(p) if p.is_anything())
    }

    /// Whether every string the component matches has a `/` or its end
    /// right after [`literal_prefix`](Self::literal_prefix), so that the
    /// prefix's last segment is whole (`/users` of `/users/:id`, not of
    /// `/users:id` nor `/users/:id?x`): what a route set indexes a
    /// pathname by.
    pub(crate) fn segment_ends_after_literal_prefix(&self) -> bool {
        use super::part::Modifier;
        if self.literal_prefix().is_empty() {
            return false;
        }
        match self.parts.get(1) {
            None => true,
            Some(p) if p.ty == PartType::FixedText => {
                p.modifier == Modifier::None && p.value.starts_with('/')
            }
            // A part that may be absent leaves whatever follows it next.
            Some(p) => {
                p.prefix == "/" && matches!(p.modifier, Modifier::None | Modifier::OneOrMore)
            }
        }
    }

    /// The number of `/` in every string the component matches, when it
    /// is the same for all of them (a route of no `*`, no modifier, and
    /// regexp groups that cannot match a `/`): a route set's quick miss
    /// on a pathname of another depth.
    pub(crate) fn slash_count(&self) -> Option<usize> {
        use super::part::Modifier;
        let mut n = 0;
        for p in &self.parts {
            if p.modifier != Modifier::None {
                return None;
            }
            let matches_no_slash = match p.ty {
                PartType::FixedText => true,
                PartType::SegmentWildcard => self.options.delimiter == Some('/'),
                PartType::FullWildcard => false,
                PartType::Regexp => regexp_matches_no_slash(&p.value, self.options.ignore_case),
            };
            if !matches_no_slash {
                return None;
            }
            n += if p.ty == PartType::FixedText {
                p.value.matches('/').count()
            } else {
                p.prefix.matches('/').count() + p.suffix.matches('/').count()
            };
        }
        Some(n)
    }
}

/// Whether the regular expression of a group, `source`, matches no `/`,
/// as the ECMAScript engine compiles it on its own; `false` when it does
/// not compile alone (a back reference to another group).
fn regexp_matches_no_slash(source: &str, ignore_case: bool) -> bool {
    compile(source, ignore_case).is_ok()
        && RegExpProgram::compile(source, ignore_case).is_ok_and(|p| !p.may_match('/'))
}
