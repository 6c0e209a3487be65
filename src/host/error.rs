//! Why host processing failed, and where in the opaque host.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;
use core::ops::Range;

use crate::span::SourceSpan;

/// Why a host failed, one variant per phase of "Parsing › Host" that can
/// fail.
///
/// ```
/// use specurl::host::{process, HostErrorKind};
/// assert_eq!(process("a%25b").unwrap_err().kind, HostErrorKind::ForbiddenCodePoint('%'));
/// assert_eq!(process("1.2.3.256").unwrap_err().kind, HostErrorKind::Ip4OutOfRange);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum HostErrorKind {
    /// Domain-to-ASCII produced the empty string, as for a host of ignored
    /// code points only (`%C2%AD`, a soft hyphen).
    EmptyHost,
    /// UTS #46 processing rejected the domain: a disallowed code point,
    /// invalid Punycode, a bidi or joiner rule, or bytes that are not UTF-8
    /// (U+FFFD is disallowed).
    DomainToAscii,
    /// The ASCII domain contains this forbidden domain code point.
    ForbiddenCodePoint(char),
    /// The domain ends in a number but is not an IPv4 address.
    InvalidIp4,
    /// The domain is an IPv4 address with a number out of range.
    Ip4OutOfRange,
}

impl fmt::Display for HostErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HostErrorKind::EmptyHost => f.write_str("the host is empty after domain-to-ASCII"),
            HostErrorKind::DomainToAscii => f.write_str("domain-to-ASCII failed"),
            HostErrorKind::ForbiddenCodePoint(c) => {
                write!(f, "forbidden domain code point {c:?} (U+{:04X})", *c as u32)
            }
            HostErrorKind::InvalidIp4 => {
                f.write_str("the host ends in a number but is not an IPv4 address")
            }
            HostErrorKind::Ip4OutOfRange => f.write_str("IPv4 address out of range"),
        }
    }
}

impl HostErrorKind {
    /// This kind as an identifier: a name in kebab case, then,
    /// for a kind that holds another, a dot and that kind's identifier
    /// (`forbidden-code-point`, `ip4-out-of-range`); a payload that is not a kind is not part of it. The
    /// identifier comes from a table, not from the variant's Rust name: it
    /// is stable across releases, and every variant has one, so it can key
    /// a lookup, a metric or a translation where the message is prose.
    ///
    /// ```
    /// use specurl::host::{process, HostErrorKind};
    /// assert_eq!(process("a%25b").unwrap_err().kind.id(), "forbidden-code-point");
    /// assert_eq!(HostErrorKind::Ip4OutOfRange.id(), "ip4-out-of-range");
    /// ```
    pub fn id(&self) -> String {
        self.id_str().into()
    }

    /// [`HostErrorKind::id`]'s table.
    pub(crate) fn id_str(&self) -> &'static str {
        match self {
            HostErrorKind::EmptyHost => "empty-host",
            HostErrorKind::DomainToAscii => "domain-to-ascii",
            HostErrorKind::ForbiddenCodePoint(_) => "forbidden-code-point",
            HostErrorKind::InvalidIp4 => "invalid-ip4",
            HostErrorKind::Ip4OutOfRange => "ip4-out-of-range",
        }
    }
}

/// A host processing failure: its kind and, when known, the span of the
/// opaque host it concerns.
///
/// The span is `None` when the failure concerns the host as a whole
/// (domain-to-ASCII reports no position) or when the text that failed is
/// the product of a mapping that cannot be traced back, such as a
/// full-width `％` that domain-to-ASCII turned into `%`.
///
/// ```
/// use specurl::host::{process, HostErrorKind};
/// let e = process("exa%00mple").unwrap_err();
/// assert_eq!(e.kind, HostErrorKind::ForbiddenCodePoint('\0'));
/// assert_eq!(e.span.map(|s| s.range()), Some(3..6));
/// assert_eq!(e.to_string(), "forbidden domain code point '\\0' (U+0000) at 3..6");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct HostError {
    /// What went wrong.
    pub kind: HostErrorKind,
    /// Where, in the opaque host string.
    pub span: Option<SourceSpan>,
}

impl HostError {
    /// A failure of `kind` at `range` of the opaque host `opaque`.
    pub(crate) fn new(kind: HostErrorKind, opaque: &str, range: Option<Range<usize>>) -> Self {
        HostError {
            kind,
            span: range.map(|r| SourceSpan::of(opaque, r)),
        }
    }
}

impl fmt::Display for HostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)?;
        if let Some(span) = &self.span {
            write!(f, " at {span}")?;
        }
        Ok(())
    }
}

impl core::error::Error for HostError {}
