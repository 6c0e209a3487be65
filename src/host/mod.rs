//! Host processing ("Parsing › Host"). STUB: replaced by the host stage.

use std::fmt;

use crate::model::Host;

/// Why a host failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum HostErrorKind {
    /// Domain-to-ASCII failed.
    DomainToAscii,
}

impl fmt::Display for HostErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("domain-to-ASCII failed")
    }
}

/// A host processing failure: its kind and, when known, the byte range of
/// the opaque host it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostError {
    /// What went wrong.
    pub kind: HostErrorKind,
    /// Where, in the opaque host string.
    pub range: Option<std::ops::Range<usize>>,
}

/// Processes the opaque host of a web or file URL.
pub fn process(opaque: &str) -> Result<Host<'_>, HostError> {
    Ok(Host::Domain(opaque.to_ascii_lowercase().into()))
}

/// Writes an IPv4 address in dotted decimal.
pub fn fmt_ip4(address: u32, f: &mut dyn fmt::Write) -> fmt::Result {
    let [a, b, c, d] = address.to_be_bytes();
    write!(f, "{a}.{b}.{c}.{d}")
}

/// Writes an IPv6 address (without brackets), compressing the first longest
/// run of two or more zero pieces.
pub fn fmt_ip6(pieces: &[u16; 8], f: &mut dyn fmt::Write) -> fmt::Result {
    for (i, p) in pieces.iter().enumerate() {
        if i > 0 {
            f.write_str(":")?;
        }
        write!(f, "{p:x}")?;
    }
    Ok(())
}
