//! Why the executor refuses a regular expression.

use core::fmt;
use core::ops::Range;

/// What the executor could not read in a source that `regress` had
/// accepted. The two read ECMAScript alike, so any of these is a
/// disagreement between them (or a nesting too deep to read), which the
/// pattern reports as `InvalidRegExp`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RegExpErrorKind {
    /// Groups and classes nested deeper than
    /// [`REGEXP_MAX_NESTING`](super::REGEXP_MAX_NESTING).
    TooDeep,
    /// Text the syntax does not allow where it stands: an unclosed group,
    /// class, escape or quantifier, or an unknown modifier flag.
    Unexpected,
    /// A backreference to a group number or name the source does not
    /// define.
    UnknownGroup,
    /// An atom that `regress` refused when compiled on its own.
    Atom,
}

impl fmt::Display for RegExpErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RegExpErrorKind::TooDeep => "groups and classes nested too deep",
            RegExpErrorKind::Unexpected => "unexpected text",
            RegExpErrorKind::UnknownGroup => "a backreference to no group",
            RegExpErrorKind::Atom => "an atom the engine refuses",
        })
    }
}

/// A refusal: its kind and the byte range of the source it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RegExpError {
    pub(crate) kind: RegExpErrorKind,
    pub(crate) span: Range<usize>,
}

impl RegExpError {
    pub(crate) fn new(kind: RegExpErrorKind, span: Range<usize>) -> RegExpError {
        RegExpError { kind, span }
    }
}

impl fmt::Display for RegExpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at {}..{}", self.kind, self.span.start, self.span.end)
    }
}
