//! What [`UrlPattern::parse`](super::UrlPattern::parse) and the matching
//! methods report when they fail: a kind, the component, and the span in
//! the pattern string that the span indexes.

use core::fmt;
use core::ops::Range;

use super::component_name::ComponentName;
use crate::{SourceSpan, UnknownComponent};

/// Why a URL pattern, its input or a call on it was rejected (the
/// standard's `TypeError`s, told apart).
///
/// ```
/// use specurl::url_pattern::{UrlPattern, UrlPatternErrorKind, UrlPatternInit};
/// let init = UrlPatternInit { pathname: Some("/a/:".into()), ..Default::default() };
/// let e = UrlPattern::parse(init, None, Default::default()).unwrap_err();
/// assert_eq!(e.kind(), UrlPatternErrorKind::MissingName);
/// // In a constructor string, that `:` ends a protocol, which `/a/` is not.
/// let e = UrlPattern::parse("/a/:", None, Default::default()).unwrap_err();
/// assert_eq!(e.kind(), UrlPatternErrorKind::InvalidComponent);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UrlPatternErrorKind {
    /// The tokenizer: a `\` ends the pattern string, with nothing to escape.
    TrailingBackslash,
    /// The tokenizer: a `:` is not followed by a name (an identifier).
    MissingName,
    /// The tokenizer: a regexp group holds a character that is not ASCII.
    NonAsciiRegExp,
    /// The tokenizer: a regexp group starts with `?`.
    RegExpStartsWithQuestionMark,
    /// The tokenizer: a group nested in a regexp group is a capturing
    /// group (it does not start with `(?`).
    CapturingGroupInRegExp,
    /// The tokenizer: a regexp group is not closed.
    UnbalancedRegExp,
    /// The tokenizer: a regexp group is empty, `()`.
    EmptyRegExp,
    /// The pattern parser: a token came where it cannot be, such as a `{`
    /// inside a `{…}` group, or a modifier with nothing to modify.
    UnexpectedToken,
    /// The pattern parser: two groups of a component share a name.
    DuplicateName,
    /// The regular expression of a component is not a valid ECMAScript
    /// regular expression under the `v` flag.
    InvalidRegExp,
    /// A component's fixed text does not canonicalize: an invalid protocol,
    /// hostname, port or IPv6 hostname.
    InvalidComponent,
    /// A constructor string without a base URL has no protocol.
    MissingProtocol,
    /// A base URL came with a `UrlPatternInit`, which carries its own.
    BaseUrlWithInit,
    /// The base URL does not parse.
    InvalidBaseUrl,
    /// A component name is not one of a pattern's eight: an
    /// [`UnknownComponent`](crate::UnknownComponent), carried as a pattern
    /// error.
    UnknownComponent,
    /// `generate`: a group has no value in the given groups.
    MissingGroup,
    /// `generate`: the component has a part it cannot fill in (a regexp
    /// group, a wildcard `*`, or a modifier).
    CannotGenerate,
    /// `generate`: a group's value is not one segment of the component.
    InvalidGroupValue,
    /// Matching: a component with custom regexp groups took more steps
    /// than its budget, 4 × (input bytes + 1) × (program size + 1) and at
    /// least 100,000: the bound that keeps a backtracking search linear in
    /// its input, which a hostile regular expression such as `(a*)*b`
    /// would otherwise make exponential.
    RegExpStepLimit,
}

impl UrlPatternErrorKind {
    /// This kind as an identifier: a name in kebab case, then,
    /// for a kind that holds another, a dot and that kind's identifier
    /// (`missing-name`, `reg-exp-step-limit`); a payload that is not a kind is not part of it. The
    /// identifier comes from a table, not from the variant's Rust name: it
    /// is stable across releases, and every variant has one, so it can key
    /// a lookup, a metric or a translation where the message is prose.
    ///
    /// ```
    /// use specurl::url_pattern::{UrlPattern, UrlPatternErrorKind, UrlPatternInit};
    /// let init = UrlPatternInit { pathname: Some("/a/:".into()), ..Default::default() };
    /// let e = UrlPattern::parse(init, None, Default::default()).unwrap_err();
    /// assert_eq!(e.kind().id(), "missing-name");
    /// assert_eq!(UrlPatternErrorKind::RegExpStepLimit.id(), "reg-exp-step-limit");
    /// ```
    pub fn id(&self) -> String {
        let id = match self {
            Self::TrailingBackslash => "trailing-backslash",
            Self::MissingName => "missing-name",
            Self::NonAsciiRegExp => "non-ascii-reg-exp",
            Self::RegExpStartsWithQuestionMark => "reg-exp-starts-with-question-mark",
            Self::CapturingGroupInRegExp => "capturing-group-in-reg-exp",
            Self::UnbalancedRegExp => "unbalanced-reg-exp",
            Self::EmptyRegExp => "empty-reg-exp",
            Self::UnexpectedToken => "unexpected-token",
            Self::DuplicateName => "duplicate-name",
            Self::InvalidRegExp => "invalid-reg-exp",
            Self::InvalidComponent => "invalid-component",
            Self::MissingProtocol => "missing-protocol",
            Self::BaseUrlWithInit => "base-url-with-init",
            Self::InvalidBaseUrl => "invalid-base-url",
            Self::UnknownComponent => "unknown-component",
            Self::MissingGroup => "missing-group",
            Self::CannotGenerate => "cannot-generate",
            Self::InvalidGroupValue => "invalid-group-value",
            Self::RegExpStepLimit => "reg-exp-step-limit",
        };
        id.into()
    }
}

impl fmt::Display for UrlPatternErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::TrailingBackslash => "a backslash ends the pattern, with nothing to escape",
            Self::MissingName => "a `:` is not followed by a group name",
            Self::NonAsciiRegExp => "a regexp group holds a non-ASCII character",
            Self::RegExpStartsWithQuestionMark => "a regexp group starts with `?`",
            Self::CapturingGroupInRegExp => {
                "a group inside a regexp group must not capture (write `(?:`)"
            }
            Self::UnbalancedRegExp => "a regexp group is not closed",
            Self::EmptyRegExp => "a regexp group is empty",
            Self::UnexpectedToken => "unexpected token in the pattern",
            Self::DuplicateName => "two groups have the same name",
            Self::InvalidRegExp => "invalid regular expression",
            Self::InvalidComponent => "the text does not canonicalize for its component",
            Self::MissingProtocol => "a pattern string without a base URL needs a protocol",
            Self::BaseUrlWithInit => "a base URL cannot come with a URLPatternInit",
            Self::InvalidBaseUrl => "invalid base URL",
            Self::UnknownComponent => "unknown component name",
            Self::MissingGroup => "a group has no value",
            Self::CannotGenerate => "the component has a part that generate cannot fill in",
            Self::InvalidGroupValue => "a group's value is not a single segment",
            Self::RegExpStepLimit => "a regexp group took more steps than its bound allows",
        })
    }
}

/// A failure of a URL pattern: what went wrong, in which component, and
/// where in that component's pattern string.
///
/// ```
/// use specurl::url_pattern::{ComponentName, UrlPattern, UrlPatternInit};
/// let init = UrlPatternInit { pathname: Some("/a/(b".into()), ..Default::default() };
/// let e = UrlPattern::parse(init, None, Default::default()).unwrap_err();
/// assert_eq!(e.component(), Some(ComponentName::Pathname));
/// assert_eq!(e.span().map(|s| s.range()), Some(3..4));
/// assert_eq!(e.pattern(), "/a/(b");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UrlPatternError {
    kind: UrlPatternErrorKind,
    component: Option<ComponentName>,
    span: Option<Range<usize>>,
    pattern: String,
}

impl UrlPatternError {
    pub(crate) fn new(kind: UrlPatternErrorKind) -> Self {
        UrlPatternError {
            kind,
            component: None,
            span: None,
            pattern: String::new(),
        }
    }

    pub(crate) fn at(kind: UrlPatternErrorKind, span: Range<usize>) -> Self {
        UrlPatternError {
            span: Some(span),
            ..Self::new(kind)
        }
    }

    /// The error, said to be in `component` whose pattern string is `pattern`.
    pub(crate) fn in_component(mut self, component: ComponentName, pattern: &str) -> Self {
        self.component = Some(component);
        self.pattern = pattern.to_string();
        self
    }

    /// What went wrong.
    pub fn kind(&self) -> UrlPatternErrorKind {
        self.kind
    }

    /// The component whose pattern failed, when one did.
    pub fn component(&self) -> Option<ComponentName> {
        self.component
    }

    /// The span of [`pattern`](Self::pattern) that failed, when there is
    /// one: the crate's one place type, its columns counted in the
    /// component's pattern string.
    pub fn span(&self) -> Option<SourceSpan> {
        let range = self.span.clone()?;
        Some(SourceSpan::of(&self.pattern, range))
    }

    /// The byte range of the span, before there is a pattern to count its
    /// columns in (the tokenizer's and the parser's own tests).
    #[cfg(test)]
    pub(crate) fn range(&self) -> Option<Range<usize>> {
        self.span.clone()
    }

    /// The component's pattern string that [`span`](Self::span) indexes
    /// (empty when the error has no component).
    pub fn pattern(&self) -> &str {
        &self.pattern
    }
}

impl fmt::Display for UrlPatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)?;
        if let Some(c) = self.component {
            write!(f, " in the {} pattern `{}`", c.name(), self.pattern)?;
        }
        if let Some(span) = &self.span {
            write!(f, " at {}..{}", span.start, span.end)?;
        }
        Ok(())
    }
}

impl std::error::Error for UrlPatternError {}

/// An unknown component name, as the pattern error of its kind, so that `?`
/// carries it out of a function that returns pattern errors.
///
/// ```
/// use specurl::url_pattern::{ComponentName, UrlPatternError, UrlPatternErrorKind};
/// let e: UrlPatternError = "path".parse::<ComponentName>().unwrap_err().into();
/// assert_eq!(e.kind(), UrlPatternErrorKind::UnknownComponent);
/// ```
impl From<UnknownComponent> for UrlPatternError {
    fn from(_: UnknownComponent) -> Self {
        UrlPatternError::new(UrlPatternErrorKind::UnknownComponent)
    }
}
