//! Parts and options (the standard's "part", "part list" and "options").

/// A part's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum PartType {
    /// A matching group that greedily matches all code points (`*`).
    FullWildcard,
    /// A matching group up to the next delimiter (`:name`).
    SegmentWildcard,
    /// A matching group with a custom regular expression (`(…)`).
    Regexp,
    /// Fixed text.
    FixedText,
}

/// A part's modifier. The order is the one `compare_component` uses:
/// a part that must appear ranks above one that may be absent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Modifier {
    /// `*`
    ZeroOrMore,
    /// `?`
    Optional,
    /// `+`
    OneOrMore,
    /// No modifier.
    None,
}

impl Modifier {
    /// "convert a modifier to a string"
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Modifier::ZeroOrMore => "*",
            Modifier::Optional => "?",
            Modifier::OneOrMore => "+",
            Modifier::None => "",
        }
    }

    /// Whether the part may repeat.
    pub(crate) fn is_repeated(self) -> bool {
        matches!(self, Modifier::ZeroOrMore | Modifier::OneOrMore)
    }
}

/// One piece of a parsed pattern string: at most one matching group, with
/// its fixed prefix and suffix and its modifier, or fixed text alone.
/// Every string here is already canonicalized by the component's encoding
/// callback, except `value` of a regexp part, which is the regexp's source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Part {
    pub(crate) ty: PartType,
    pub(crate) value: String,
    pub(crate) modifier: Modifier,
    pub(crate) name: String,
    pub(crate) prefix: String,
    pub(crate) suffix: String,
}

/// How a pattern string is read and matched in one component.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Options {
    /// The segment separator: a named group matches up to it.
    pub(crate) delimiter: Option<char>,
    /// The code point taken as a group's automatic prefix.
    pub(crate) prefix: Option<char>,
    /// Case-insensitive matching (the `i` flag).
    pub(crate) ignore_case: bool,
}

impl Options {
    /// The "default options".
    pub(crate) const DEFAULT: Options = Options {
        delimiter: None,
        prefix: None,
        ignore_case: false,
    };
    /// The "hostname options".
    pub(crate) const HOSTNAME: Options = Options {
        delimiter: Some('.'),
        prefix: None,
        ignore_case: false,
    };
    /// The "pathname options".
    pub(crate) const PATHNAME: Options = Options {
        delimiter: Some('/'),
        prefix: Some('/'),
        ignore_case: false,
    };

    pub(crate) fn with_ignore_case(self, ignore_case: bool) -> Options {
        Options {
            ignore_case,
            ..self
        }
    }

    /// Whether `s` is exactly the prefix code point.
    pub(crate) fn is_prefix_code_point(&self, s: &str) -> bool {
        let mut chars = s.chars();
        matches!((self.prefix, chars.next(), chars.next()), (Some(p), Some(c), None) if p == c)
    }
}

/// The "full wildcard regexp value".
pub(crate) const FULL_WILDCARD_REGEXP: &str = ".*";
