//! The first three phases of host processing: percent-decoding,
//! domain-to-ASCII and the forbidden domain code points; and the way back
//! from a position in their result to the opaque host.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;
use core::ops::Range;

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

use super::{HostError, HostErrorKind};
use crate::chars::is_forbidden_domain;
use crate::pct_enc::decode_bytes;

/// The opaque host after percent-decoding and UTF-8 decoding.
pub(crate) struct Decoded<'a> {
    /// Borrowed exactly when there was nothing to decode, so that it is the
    /// opaque host itself.
    pub(crate) text: Cow<'a, str>,
    /// Invalid UTF-8 was replaced by U+FFFD, so byte offsets in `text` no
    /// longer follow the decoded bytes.
    lossy: bool,
}

/// Phase 1: percent-decodes `opaque`, then UTF-8 decodes the bytes the way
/// the WHATWG host parser does ("UTF-8 decode without BOM"): invalid
/// sequences become U+FFFD and a leading BOM is kept (UTS #46 ignores it).
pub(crate) fn percent_decode(opaque: &str) -> Decoded<'_> {
    if !opaque.contains('%') {
        return Decoded {
            text: Cow::Borrowed(opaque),
            lossy: false,
        };
    }
    match decode_bytes(opaque) {
        // Nothing was decoded: the bytes are the opaque host's own.
        Cow::Borrowed(_) => Decoded {
            text: Cow::Borrowed(opaque),
            lossy: false,
        },
        Cow::Owned(bytes) => match String::from_utf8(bytes) {
            Ok(s) => Decoded {
                text: Cow::Owned(s),
                lossy: false,
            },
            Err(e) => Decoded {
                text: Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
                lossy: true,
            },
        },
    }
}

/// Phase 2: the WHATWG *domain to ASCII* with `beStrict` false.
///
/// An ASCII domain is only lowercased. The WHATWG standard (2026, "ASCII
/// fallback") still runs Unicode ToASCII on it, but a failure there is a
/// validation error only, because the web has hosts such as
/// `xn--8i7caa.famitei.net` whose Punycode labels fail UTS #46 validity;
/// since this stage reports no validation errors, ToASCII is skipped.
///
/// Any other domain goes through UTS #46 ToASCII with CheckHyphens=false,
/// CheckBidi=true, CheckJoiners=true, UseSTD3ASCIIRules=false,
/// Transitional_Processing=false, VerifyDnsLength=false and
/// IgnoreInvalidPunycode=false. The idna crate fixes CheckBidi,
/// CheckJoiners, nontransitional processing and IgnoreInvalidPunycode; the
/// other flags are the arguments below. The deny list is empty because the
/// forbidden domain code points are a phase of their own
/// (`chars::is_forbidden_domain`, checked by [`super::process`]).
///
/// Either way an empty result fails. Borrows when the domain is already
/// lowercase ASCII.
///
/// ```
/// use specurl::host::domain_to_ascii;
/// assert_eq!(domain_to_ascii("Bücher.de").unwrap(), "xn--bcher-kva.de");
/// assert!(matches!(domain_to_ascii("example.com").unwrap(), std::borrow::Cow::Borrowed(_)));
/// // The ASCII fallback: invalid Punycode is kept, lowercased.
/// assert_eq!(domain_to_ascii("XN--a.com").unwrap(), "xn--a.com");
/// // UseSTD3ASCIIRules=false: what the URL standard forbids is left to
/// // the next phase.
/// assert_eq!(domain_to_ascii("a_b%").unwrap(), "a_b%");
/// assert!(domain_to_ascii("\u{AD}").is_err()); // ignored: nothing is left
/// ```
pub fn domain_to_ascii(domain: &str) -> Result<Cow<'_, str>, HostError> {
    let ascii = if domain.is_ascii() {
        if domain.bytes().any(|b| b.is_ascii_uppercase()) {
            Cow::Owned(domain.to_ascii_lowercase())
        } else {
            Cow::Borrowed(domain)
        }
    } else {
        Uts46::new()
            .to_ascii(
                domain.as_bytes(),
                AsciiDenyList::EMPTY,
                Hyphens::Allow,
                DnsLength::Ignore,
            )
            .map_err(|_| HostError::new(HostErrorKind::DomainToAscii, domain, None))?
    };
    if ascii.is_empty() {
        return Err(HostError::new(HostErrorKind::EmptyHost, domain, None));
    }
    Ok(ascii)
}

/// [`domain_to_ascii`] of a decoded host, keeping its lifetime.
pub(super) fn to_ascii<'a>(decoded: &Decoded<'a>) -> Result<Cow<'a, str>, HostError> {
    match &decoded.text {
        Cow::Borrowed(s) => domain_to_ascii(s),
        // Only percent-encoded hosts get here: a copy is cheap next to the
        // decoding that was needed.
        Cow::Owned(s) => domain_to_ascii(s).map(|a| Cow::Owned(a.into_owned())),
    }
}

/// Phase 3: the first forbidden domain code point of `ascii`, with its byte
/// offset.
pub(super) fn find_forbidden(ascii: &str) -> Option<(usize, char)> {
    // Every forbidden domain code point is ASCII: bytes will do, and a byte
    // below 0x80 is a whole character.
    let at = ascii
        .bytes()
        .position(|b| b < 0x80 && is_forbidden_domain(b as char))?;
    Some((at, ascii.as_bytes()[at] as char))
}

/// The byte range of the opaque host that `range` of `ascii` was made
/// from, when that is known: when domain-to-ASCII changed no more than
/// ASCII case, each byte of `ascii` is one decoded byte, and each decoded
/// byte is one byte or one `%XX` of the opaque host.
pub(super) fn trace(
    opaque: &str,
    decoded: &Decoded<'_>,
    ascii: &str,
    range: Range<usize>,
) -> Option<Range<usize>> {
    if decoded.lossy || !ascii.eq_ignore_ascii_case(&decoded.text) {
        return None;
    }
    match decoded.text {
        Cow::Borrowed(_) => Some(range),
        Cow::Owned(_) => Some(encoded_range(opaque, range)),
    }
}

/// The range of `opaque` that percent-decodes to bytes `range` of its
/// decoding.
fn encoded_range(opaque: &str, range: Range<usize>) -> Range<usize> {
    let b = opaque.as_bytes();
    let (mut pos, mut k) = (0, 0);
    let mut start = None;
    loop {
        if k == range.start {
            start = Some(pos);
        }
        if k >= range.end || pos >= b.len() {
            break;
        }
        // The rule of `decode_bytes`: `%` and two hex digits are one byte,
        // anything else (a lone `%` included) stands for itself.
        pos += if crate::grammar::starts_pct_encoded(&b[pos..]) {
            3
        } else {
            1
        };
        k += 1;
    }
    start.unwrap_or(pos)..pos
}

#[cfg(test)]
mod tests;
