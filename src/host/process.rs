//! The four phases of host processing, in order.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use super::{domain, ends_in_a_number, ip4, Host, HostError, HostErrorKind};

/// Processes the opaque host of a web or file URL into a [`Host::Domain`]
/// (ASCII, lowercase, Punycode where needed) or a [`Host::Ip4`].
///
/// Borrows from `opaque` when nothing changes, as for `example.com`.
///
/// ```
/// use specurl::{host::{process, HostErrorKind}, Host};
/// assert_eq!(process("EXAMPLE.com").unwrap(), Host::Domain("example.com".into()));
/// assert_eq!(process("faß.de").unwrap(), Host::Domain("xn--fa-hia.de".into()));
/// assert_eq!(process("0x7f.1").unwrap(), Host::Ip4(0x7F00_0001));
/// assert_eq!(process("%31%32%37.0.0.1").unwrap(), Host::Ip4(0x7F00_0001));
/// assert_eq!(process("1.2.3.09").unwrap_err().kind, HostErrorKind::InvalidIp4);
/// assert_eq!(process("％41.com").unwrap_err().kind, HostErrorKind::ForbiddenCodePoint('%'));
/// ```
pub fn process(opaque: &str) -> Result<Host<'_>, HostError> {
    let decoded = domain::percent_decode(opaque);
    let ascii: Cow<'_, str> = domain::to_ascii(&decoded)?;
    if let Some((at, c)) = domain::find_forbidden(&ascii) {
        let range = domain::trace(opaque, &decoded, &ascii, at..at + c.len_utf8());
        return Err(HostError::new(HostErrorKind::ForbiddenCodePoint(c), range));
    }
    if !ends_in_a_number(&ascii) {
        return Ok(Host::Domain(ascii));
    }
    match ip4::parse(&ascii) {
        Ok(address) => Ok(Host::Ip4(address)),
        Err((kind, range)) => {
            let range = domain::trace(opaque, &decoded, &ascii, range);
            Err(HostError::new(kind, range))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(opaque: &str) -> HostErrorKind {
        process(opaque).unwrap_err().kind
    }

    #[test]
    fn common_case_borrows() {
        assert!(matches!(
            process("example.com"),
            Ok(Host::Domain(Cow::Borrowed("example.com")))
        ));
    }

    #[test]
    fn phases_fail_in_order() {
        assert_eq!(kind("%C2%AD"), HostErrorKind::EmptyHost);
        assert_eq!(kind("%FF"), HostErrorKind::DomainToAscii);
        assert_eq!(kind("a%2Fb"), HostErrorKind::ForbiddenCodePoint('/'));
        assert_eq!(kind("a%"), HostErrorKind::ForbiddenCodePoint('%'));
        assert_eq!(kind("1.2.3.4.5"), HostErrorKind::InvalidIp4);
        assert_eq!(kind("0x100000000"), HostErrorKind::Ip4OutOfRange);
    }

    #[test]
    fn ip4_after_domain_to_ascii() {
        // Full-width digits and dot map to ASCII first.
        assert_eq!(
            process("０Ｘｃ０．０２５０．０１").unwrap(),
            Host::Ip4(0xC0A8_0001)
        );
        assert_eq!(
            process("1.2.3.4.com").unwrap(),
            Host::Domain("1.2.3.4.com".into())
        );
    }

    #[test]
    fn ranges_point_into_the_opaque_host() {
        let at = |opaque| process(opaque).unwrap_err().range;
        assert_eq!(at("ab%2fc"), Some(2..5));
        assert_eq!(at("AB%2Fc"), Some(2..5));
        assert_eq!(at("1.2.3.4.5"), Some(8..9));
        assert_eq!(at("%31.2.3.4.%35"), Some(10..13));
        assert_eq!(at("1.%32%35%36.3"), Some(2..11));
        assert_eq!(at("ａ%2F"), None);
        assert_eq!(at("%FF"), None);
    }

    proptest::proptest! {
        #![proptest_config(specurl_check::seed::config(256))]

        #[test]
        fn total_and_well_formed(opaque in "\\PC{0,12}|[\\x00-\\x7F]{0,12}|[0-9a-fA-FxX.%]{0,16}") {
            match process(&opaque) {
                Ok(Host::Domain(d)) => {
                    proptest::prop_assert!(!d.is_empty() && d.is_ascii());
                    proptest::prop_assert!(!d.bytes().any(|b| b.is_ascii_uppercase()));
                    proptest::prop_assert!(domain::find_forbidden(&d).is_none());
                    proptest::prop_assert!(!ends_in_a_number(&d));
                }
                Ok(Host::Ip4(_)) => {}
                Ok(other) => proptest::prop_assert!(false, "{other:?}"),
                Err(HostError { range: Some(r), .. }) => {
                    proptest::prop_assert!(opaque.get(r).is_some());
                }
                Err(_) => {}
            }
        }
    }
}
